// The challenge rules without UI (events spec §4 Challenge membership, §9 Leaderboard).
import { describe, expect, it } from 'vitest';
import {
  challengeIdFrom,
  challengeLink,
  challengeViewFromPath,
  dateLabel,
  formatScore,
  hubSections,
  needsCentered,
  ordinal,
  participantCountAfter,
  pastList,
  previewAfter,
  progressPercent,
  progressText,
} from '@/features/challenge-board/model';
import type { Challenge } from '@/features/challenge-board/schemas';

const NOW = new Date(2026, 5, 10, 12); // 06/10/2026 local noon

const ch = (id: number, start: string, end: string): Challenge =>
  ({ id, name: `C${id}`, start_date: start, end_date: end, required_unit: 'miles', participants_preview: [], links: [] }) as unknown as Challenge;

describe('dates (§4)', () => {
  it("says 'Ended {date}', 'Starts {date}', else 'Ends {relative}'", () => {
    expect(dateLabel(ch(1, '2026-05-01', '2026-06-09'), NOW)).toBe('Ended 06/09/2026');
    expect(dateLabel(ch(1, '2026-06-11', '2026-07-01'), NOW)).toBe('Starts 06/11/2026');
    expect(dateLabel(ch(1, '2026-06-01', '2026-06-13'), NOW)).toBe('Ends in 3 days');
    expect(dateLabel(ch(1, '2026-06-01', '2026-06-11'), NOW)).toBe('Ends tomorrow');
    expect(dateLabel(ch(1, '2026-06-10', '2026-06-10'), NOW)).toBe('Ends today');
  });

  it('splits the active list: joined, Available, and Upcoming (future start, by start ascending)', () => {
    const later = ch(3, '2026-08-01', '2026-08-31');
    const sooner = ch(4, '2026-07-01', '2026-07-31');
    const open = ch(5, '2026-06-01', '2026-06-30');
    const s = hubSections({ joined: [ch(1, '2026-06-01', '2026-06-30')], unjoined: [later, open, sooner] }, NOW);
    expect(s.mine.map((c) => c.id)).toEqual([1]);
    expect(s.available.map((c) => c.id)).toEqual([5]);
    expect(s.upcoming.map((c) => c.id)).toEqual([4, 3]);
  });

  it('lists past challenges the member joined first, each once', () => {
    const a = ch(1, '2026-01-01', '2026-01-31');
    const b = ch(2, '2026-02-01', '2026-02-28');
    expect(pastList({ joined: [b], unjoined: [a, b] }).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('progress and scores (§9)', () => {
  it('caps the bar at 100 and never goes below 0', () => {
    expect(progressPercent({ percent: 140 })).toBe(100);
    expect(progressPercent({ percent: -3 })).toBe(0);
    expect(progressPercent({ score: 5, goal: 20 })).toBe(25);
    expect(progressPercent(null)).toBe(0);
  });

  it('writes scores in the unit; least-minutes is a best time against the goal', () => {
    expect(formatScore(12.345, 'miles')).toBe('12.35 miles');
    expect(formatScore(1, 'miles')).toBe('1 mile');
    expect(formatScore(10000, 'steps')).toBe('10,000 steps');
    expect(formatScore(3, 'check-ins')).toBe('3 check-ins');
    expect(formatScore(25.5, 'least-minutes')).toBe('25:30');
    expect(progressText(12.5, 50, 'miles')).toBe('12.5 of 50 miles');
    expect(progressText(3, 10, 'check-ins')).toBe('3 of 10 check-ins');
    expect(progressText(25.5, 30, 'least-minutes')).toBe('Best time 25:30 · Goal 30:00');
    expect(progressText(0, 90, 'least-minutes')).toBe('No time yet · Goal 1:30:00');
  });

  it('asks for the centred board only when the rank is above 25', () => {
    expect(needsCentered(25)).toBe(false);
    expect(needsCentered(26)).toBe(true);
    expect(needsCentered(null)).toBe(false);
  });

  it('ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });
});

describe('membership and addresses', () => {
  it('counts and avatars follow a join or a leave (at most 9, the member first)', () => {
    expect(participantCountAfter(0, false)).toBe(0);
    expect(participantCountAfter(4, true)).toBe(5);
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: i + 1 }));
    const me = { id: 70, first_name: 'Me' };
    const after = previewAfter(nine, me, true, 70);
    expect(after).toHaveLength(9);
    expect(after[0]).toBe(me);
    expect(previewAfter([me, { id: 2 }], me, false, 70)).toEqual([{ id: 2 }]);
  });

  it('reads the id from ?id= or /challenges/{id}, the sub-page from the path, and builds the share link', () => {
    expect(challengeIdFrom({ search: '?id=12', pathname: '/x' })).toBe(12);
    expect(challengeIdFrom({ search: '', pathname: '/app/challenges/7/leaderboard' })).toBe(7);
    expect(challengeIdFrom({ search: '?id=abc', pathname: '/challenges' })).toBeNull();
    expect(challengeViewFromPath('/challenges/7/participants/', 7)).toBe('participants');
    expect(challengeViewFromPath('/challenges/7/feed/1/user/2', 7)).toBeNull();
    expect(challengeLink('https://x.test/app/', 7)).toBe('https://x.test/app/challenges/7');
  });
});
