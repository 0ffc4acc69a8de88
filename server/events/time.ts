/**
 * Time-zone helpers for events: an event's "day" is the calendar date of its start in its own
 * time zone, compared with the business clock's date in that zone.
 */
import { TZDate } from '@date-fns/tz';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** True for a zone the runtime knows (IANA names such as America/New_York, and UTC). */
export function isValidZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' of `at` in `zone`. */
export function localDate(at: Date, zone: string): string {
  let f = dateFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, f);
  }
  return f.format(at);
}

/** The instant of a wall-clock time in `zone` (month 1-12). */
export function wallTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, zone: string, second = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, zone).getTime());
}

/** Wall-clock parts of `at` in `zone` (month 1-12, weekday 0 = Sunday). */
export function wallParts(at: Date, zone: string) {
  const d = new TZDate(at.getTime(), zone);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds(), weekday: d.getDay() };
}

/** The event day relative to today in the event's zone: <0 before, 0 the day, >0 after. */
export function compareEventDay(start: Date, zone: string, now: Date): number {
  const eventDay = localDate(start, zone);
  const today = localDate(now, zone);
  return today < eventDay ? -1 : today === eventDay ? 0 : 1;
}

/** 'Canceled' | 'In Progress' | 'Completed' | 'Scheduled' at `now`. */
export function derivedStatus(e: { status: string; start_at: Date; end_at: Date }, now: Date): string {
  if (e.status === 'Canceled') return 'Canceled';
  if (e.end_at.getTime() <= now.getTime()) return 'Completed';
  if (e.start_at.getTime() <= now.getTime()) return 'In Progress';
  return 'Scheduled';
}
