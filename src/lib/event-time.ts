/**
 * Event dates in the event's own time zone (events spec §2 cards and detail), with the platform's
 * time-zone database (Intl) — no hand-written offsets. Shared by event-list and event-detail.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', options); // unknown zone: the browser's
    }
    formatters.set(key, f);
  }
  return f;
}

function parts(date: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true, weekday: 'short', timeZoneName: 'short' }).formatToParts(date)) {
    out[p.type] = p.value;
  }
  return out;
}

/** 'YYYY-MM-DD' of the instant in the zone (the event day). */
export function dayInZone(date: Date | string, timeZone: string): string {
  const p = parts(new Date(date), timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** MM/DD/YYYY in the zone. */
export function dateInZone(date: Date | string, timeZone: string): string {
  const p = parts(new Date(date), timeZone);
  return `${p.month}/${p.day}/${p.year}`;
}

/** '6:30 PM' in the zone. */
export function timeInZone(date: Date | string, timeZone: string): string {
  const p = parts(new Date(date), timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** 'EST' / 'PDT' for the instant in the zone. */
export function zoneAbbreviation(date: Date | string, timeZone: string): string {
  return parts(new Date(date), timeZone).timeZoneName ?? '';
}

/** 'Sat' in the zone. */
export function weekdayInZone(date: Date | string, timeZone: string): string {
  return parts(new Date(date), timeZone).weekday ?? '';
}

/**
 * The card and detail line: 'Sat 12/06/2026 · 9:00 AM - 11:00 AM EST', 'All day' for all-day events,
 * and both dates when the event ends on another day.
 */
export function eventWhen(e: { start: string; end: string; time_zone_id?: string | null; is_all_day?: boolean | null }): string {
  const zone = e.time_zone_id || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = `${weekdayInZone(e.start, zone)} ${dateInZone(e.start, zone)}`;
  if (e.is_all_day) return `${day} · All day`;
  const sameDay = dayInZone(e.start, zone) === dayInZone(e.end, zone);
  const end = sameDay ? timeInZone(e.end, zone) : `${dateInZone(e.end, zone)} ${timeInZone(e.end, zone)}`;
  return `${day} · ${timeInZone(e.start, zone)} - ${end} ${zoneAbbreviation(e.start, zone)}`;
}

/** True from the event day on (in the event's zone): check-in, workouts, 'Add Member to Checked In'. */
export function isOnOrAfterEventDay(e: { start: string; time_zone_id?: string | null }, now: Date = new Date()): boolean {
  const zone = e.time_zone_id || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dayInZone(now, zone) >= dayInZone(e.start, zone);
}

/** While the event runs. */
export function isInProgress(e: { start: string; end: string; status?: string | null }, now: Date = new Date()): boolean {
  if (e.status === 'Canceled') return false;
  const t = now.getTime();
  return new Date(e.start).getTime() <= t && t < new Date(e.end).getTime();
}
