import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, chatTime, formatDate, formatShortDate, formatTime, relativeTime, splitDuration, toDate } from '@/lib/dates';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = new Date(2025, 4, 14, 15, 4, 30); // Wednesday 14 May 2025, 3:04:30 PM local
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, '<1m'],
    [59 * S, '<1m'],
    [59 * S + 999, '<1m'],
    [M, '1m'],
    [2 * M - 1, '1m'],
    [2 * M, '2m'],
    [59 * M + 59 * S, '59m'],
    [H, '1h'],
    [2 * H - 1, '1h'],
    [2 * H, '2h'],
    [23 * H + 59 * M, '23h'],
    [D, '1d'],
    [2 * D - 1, '1d'],
    [2 * D, '2d'],
    [400 * D, '400d'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('future times and invalid dates read as <1m; strings and numbers are accepted', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * M), now)).toBe('<1m');
    expect(relativeTime('garbage', now)).toBe('<1m');
    expect(relativeTime(ago(3 * H).toISOString(), now.getTime())).toBe('3h');
  });
});

describe('chatTime', () => {
  it('today → time of day', () => {
    expect(chatTime(new Date(2025, 4, 14, 0, 0), now)).toBe('12:00 AM');
    expect(chatTime(new Date(2025, 4, 14, 9, 5), now)).toBe('9:05 AM');
    expect(chatTime(new Date(2025, 4, 14, 12, 30), now)).toBe('12:30 PM');
    expect(chatTime(new Date(2025, 4, 14, 15, 4), now)).toBe('3:04 PM');
  });

  it('yesterday up to six days ago → weekday', () => {
    expect(chatTime(new Date(2025, 4, 13, 23, 59), now)).toBe('Tuesday');
    expect(chatTime(new Date(2025, 4, 11, 8, 0), now)).toBe('Sunday');
    expect(chatTime(new Date(2025, 4, 8, 0, 0), now)).toBe('Thursday');
  });

  it('seven days ago or earlier, or in the future → MM/DD/YYYY', () => {
    expect(chatTime(new Date(2025, 4, 7, 23, 59), now)).toBe('05/07/2025');
    expect(chatTime(new Date(2024, 11, 31, 10, 0), now)).toBe('12/31/2024');
    expect(chatTime(new Date(2025, 4, 15, 10, 0), now)).toBe('05/15/2025');
  });

  it('formatTime pads minutes', () => {
    expect(formatTime(new Date(2025, 0, 1, 23, 7))).toBe('11:07 PM');
  });
});

describe('formatDate / formatShortDate', () => {
  it('MM/DD/YYYY and MM-DD-YY', () => {
    const d = new Date(2024, 0, 2, 23, 30);
    expect(formatDate(d)).toBe('01/02/2024');
    expect(formatShortDate(d)).toBe('01-02-24');
    expect(formatShortDate(new Date(2009, 10, 30))).toBe('11-30-09');
  });

  it('reads date-only strings as local calendar dates (no off-by-one west of UTC)', () => {
    expect(formatDate('2024-01-02')).toBe('01/02/2024');
    expect(toDate('2024-01-02').getDate()).toBe(2);
  });

  it('an invalid date formats as empty text', () => {
    expect(formatDate('nope')).toBe('');
    expect(formatShortDate('nope')).toBe('');
  });

  it('calendarDaysBetween counts calendar days, not 24 h blocks', () => {
    expect(calendarDaysBetween(new Date(2025, 4, 13, 23, 59), new Date(2025, 4, 14, 0, 1))).toBe(1);
    expect(calendarDaysBetween(new Date(2025, 4, 14, 0, 1), new Date(2025, 4, 14, 23, 59))).toBe(0);
  });
});

describe('splitDuration', () => {
  it('splits minutes into hours, minutes and seconds', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(61.5)).toEqual({ hours: 1, minutes: 1, seconds: 30 });
    expect(splitDuration(125)).toEqual({ hours: 2, minutes: 5, seconds: 0 });
  });
});
