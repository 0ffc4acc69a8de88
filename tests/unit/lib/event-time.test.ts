import { describe, expect, it } from 'vitest';
import { dateInZone, dayInZone, eventWhen, isInProgress, isOnOrAfterEventDay, timeInZone } from '@/lib/event-time';

describe('event times in the event zone', () => {
  // 2026-03-08 is the US spring-forward day; 02:30 UTC on Nov 22 is the evening before in New York.
  it('the day and time are the zone’s, not the browser’s', () => {
    expect(dayInZone('2026-11-22T02:30:00Z', 'America/New_York')).toBe('2026-11-21');
    expect(dayInZone('2026-11-22T02:30:00Z', 'Europe/Berlin')).toBe('2026-11-22');
    expect(dateInZone('2026-11-22T02:30:00Z', 'America/Los_Angeles')).toBe('11/21/2026');
    expect(timeInZone('2026-07-04T13:00:00Z', 'America/New_York')).toBe('9:00 AM');
    expect(timeInZone('2026-01-04T13:00:00Z', 'America/New_York')).toBe('8:00 AM');
  });

  it('eventWhen: weekday, date, times and zone; all day; multi-day', () => {
    expect(eventWhen({ start: '2026-12-05T14:00:00Z', end: '2026-12-05T16:00:00Z', time_zone_id: 'America/New_York' })).toBe('Sat 12/05/2026 · 9:00 AM - 11:00 AM EST');
    expect(eventWhen({ start: '2026-12-05T17:00:00Z', end: '2026-12-05T18:00:00Z', time_zone_id: 'America/New_York', is_all_day: true })).toBe('Sat 12/05/2026 · All day');
    expect(eventWhen({ start: '2026-12-05T14:00:00Z', end: '2026-12-06T16:00:00Z', time_zone_id: 'America/Chicago' })).toBe('Sat 12/05/2026 · 8:00 AM - 12/06/2026 10:00 AM CST');
  });

  it('the event day starts at midnight in the event zone', () => {
    const e = { start: '2026-12-05T14:00:00Z', time_zone_id: 'America/Los_Angeles' };
    expect(isOnOrAfterEventDay(e, new Date('2026-12-05T07:59:00Z'))).toBe(false); // 23:59 Dec 4 in LA
    expect(isOnOrAfterEventDay(e, new Date('2026-12-05T08:00:00Z'))).toBe(true);
    expect(isOnOrAfterEventDay(e, new Date('2026-12-20T08:00:00Z'))).toBe(true);
  });

  it('in progress between start and end, never when canceled', () => {
    const e = { start: '2026-12-05T14:00:00Z', end: '2026-12-05T16:00:00Z' };
    expect(isInProgress(e, new Date('2026-12-05T15:00:00Z'))).toBe(true);
    expect(isInProgress(e, new Date('2026-12-05T16:00:00Z'))).toBe(false);
    expect(isInProgress({ ...e, status: 'Canceled' }, new Date('2026-12-05T15:00:00Z'))).toBe(false);
  });
});
