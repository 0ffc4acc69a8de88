/**
 * Eight challenges (past, active, upcoming; every unit) and their participants (main PRNG stream).
 * Ids 1-6 came first and keep their ids and draws; 7 and 8 were appended after them, so nothing
 * before shifts. Challenges 1, 2, 7 and 8 have their own events (event-plan.ts, `ownEvents`);
 * `workout` is the range of one seeded workout on them (challenge-activity.ts).
 */
import type { Db } from '../db/client';
import { BADGES, badgePath } from '../profile/badges';
import { DAY, bulkInsert, daysAgoFrom, isoDay } from './bulk-insert';
import type { Member } from './members';
import type { Prng } from './prng';
import type { MembershipRow } from './social';

/** A challenge's unit and its days relative to `now`. */
export interface ChallengeSpan {
  id: number;
  start: number;
  end: number;
  unit: string;
  /** Its events are planned for it (event-plan.ts), not drawn among the random virtual ones. */
  ownEvents: boolean;
  /** One seeded workout's value: [lo, hi] in hundredths (miles, minutes) or steps; null for check-ins. */
  workout: readonly [number, number] | null;
}

export interface ChallengeOptions {
  now: Date;
  raleighId: number;
  activityIds: number[];
  membership: MembershipRow[];
  active: Member[];
}

/** The challenges member@demo.test (user 1) takes part in. */
export const MEMBER_CHALLENGES = [1, 2, 3, 4, 7];

type Plan = [name: string, description: string, start: number, end: number, unit: string, goal: number, group: number | null, badge: string, participants: number, ownEvents: boolean, workout: readonly [number, number] | null];

/** `/badges/<slug>.svg` of the catalogue badge named `name`, or null. */
const catalogueImage = (name: string) => {
  const def = BADGES.find((b) => b.name === name);
  return def ? badgePath(def.slug) : null;
};

export async function seedChallenges(db: Db, rng: Prng, { now, raleighId, activityIds, membership, active }: ChallengeOptions): Promise<ChallengeSpan[]> {
  const daysAgo = daysAgoFrom(now);
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));
  const challenges: Plan[] = [
    ['Iron Minutes Challenge', 'Log 1,200 active minutes in 50 days. Every workout counts.', -200, -150, 'minutes', 1200, null, 'Iron Minutes', 120, true, [9000, 33000]],
    ['100 Miles in 60 Days', 'Run, walk or ruck 100 miles in 60 days, at your own pace.', -120, -60, 'miles', 100, null, 'Century Miler', 150, true, [300, 2600]],
    // Eagle Miles keeps small workouts: a new member logging 26 miles leads its board (tests/e2e).
    ['Eagle Miles Challenge', 'Our national challenge: 50 miles in 30 days, any way you move.', -14, 16, 'miles', 50, null, 'Eagle Miles', 140, false, [150, 1200]],
    ['Raleigh 10K Steps a Day', 'Ten thousand steps a day for a month with the Raleigh chapter.', -7, 23, 'steps', 300000, raleighId, 'Step It Up', 60, false, [4000, 16000]],
    ['Ruck Series', 'Check in to four chapter rucks in four weeks with the Ruck Club.', 20, 48, 'check-ins', 4, activityIds[1], 'Ruck Series', 25, false, null],
    ['Fastest 5K', 'Post your fastest 5K of the season: the least minutes wins.', 40, 70, 'least-minutes', 1, activityIds[0], '5K Speedster', 20, false, [2000, 9000]],
    ['Raleigh Show Up Month', 'Check in to five Raleigh chapter events in a month.', -21, 9, 'check-ins', 5, raleighId, 'Show Up', 60, true, null],
    ['Mile Time Trial', 'Run your fastest mile on a time-trial day: the least minutes wins, 8 minutes earns the badge.', -10, 20, 'least-minutes', 8, activityIds[0], 'Sub-8 Mile', 40, true, [550, 1400]],
  ];
  await bulkInsert(
    db,
    'challenges',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['required_unit', 'text'],
      ['goal', 'numeric'],
      ['group_id', 'int'],
      ['badge_name', 'text'],
      ['badge_image_url', 'text'],
      ['links', 'jsonb'],
      ['created_by', 'int'],
      ['created_at', 'timestamptz'],
    ],
    challenges.map(([name, description, start, end, unit, goal, group, badge], i) => [
      i + 1,
      name,
      description,
      day(start),
      day(end),
      unit,
      goal,
      group,
      badge,
      // The catalogue's picture of a badge of that name (server/assets/badges), else none.
      catalogueImage(badge),
      JSON.stringify([]),
      2,
      daysAgo(Math.max(1, -start + 30)).toISOString(),
    ]),
  );
  const participants: unknown[][] = [];
  challenges.forEach(([, , start, , , , group, , count], i) => {
    const pool = group
      ? membership.filter(([gid]) => gid === group).map(([, uid]) => uid)
      : active.map((m) => m.id);
    const chosen = new Set(rng.sample(pool, count));
    if (i === 2 || i === 3) chosen.add(1); // member@ is in the active challenges (as first seeded)
    for (const uid of chosen) participants.push([i + 1, uid, new Date(now.getTime() + (start - rng.int(1, 20)) * DAY).toISOString()]);
    // member@ in the challenges added later: joined 3 days before the start, outside the PRNG stream.
    if (MEMBER_CHALLENGES.includes(i + 1) && !chosen.has(1)) participants.push([i + 1, 1, new Date(now.getTime() + (start - 3) * DAY).toISOString()]);
  });
  await bulkInsert(
    db,
    'challenge_participants',
    [
      ['challenge_id', 'int'],
      ['user_id', 'int'],
      ['joined_at', 'timestamptz'],
    ],
    participants,
  );
  return challenges.map(([, , start, end, unit, , , , , ownEvents, workout], i) => ({ id: i + 1, start, end, unit, ownEvents, workout }));
}
