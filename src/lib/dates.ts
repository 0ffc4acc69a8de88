/**
 * The spec's date formats, in the browser's local time. Date-only strings ('2024-01-02') are read as
 * local calendar dates (not UTC midnight, which would show the previous day west of Greenwich).
 * Event times in an event's own time zone are the events feature's business (a tz library).
 */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'string') {
    const m = DATE_ONLY.exec(input);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  return new Date(input);
}

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Feed and notification age: '<1m', '1m'…'59m', '1h'…'23h', '1d', 'Nd'. Future times read as '<1m'. */
export function relativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const diff = toDate(now).getTime() - toDate(date).getTime();
  if (!(diff >= MINUTE)) return '<1m';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  return `${Math.floor(diff / DAY)}d`;
}

/** '3:04 PM' */
export function formatTime(date: DateInput): string {
  const d = toDate(date);
  const h = d.getHours();
  return `${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Whole calendar days from `a` to `b` (local time; DST-safe). */
export function calendarDaysBetween(a: DateInput, b: DateInput): number {
  return Math.round((startOfDay(toDate(b)) - startOfDay(toDate(a))) / DAY);
}

/**
 * Chat list time: the time for today ('3:04 PM'), the weekday for the six days before today
 * ('Tuesday'), else MM/DD/YYYY. ("This week" is read as the last seven days, so a weekday name
 * never means two different dates.)
 */
export function chatTime(date: DateInput, now: DateInput = Date.now()): string {
  const days = calendarDaysBetween(date, now);
  if (days === 0) return formatTime(date);
  if (days > 0 && days < 7) return WEEKDAYS[toDate(date).getDay()];
  return formatDate(date);
}

/** MM/DD/YYYY */
export function formatDate(date: DateInput): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/** MM-DD-YY (ELS survey dates). */
export function formatShortDate(date: DateInput): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getFullYear() % 100)}`;
}

/** Minutes split into hours, minutes and seconds (workout durations). */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number; seconds: number } {
  const totalSeconds = Math.max(0, Math.round(totalMinutes * 60));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** 'YYYY-MM-DD' (a time part is ignored) → its numbers when it is a real calendar date, else null. */
export function parseYmd(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : null;
}
