/** Six challenges (past, active, upcoming) and their participants (main PRNG stream). */
import type { Db } from '../db/client';
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
}

export interface ChallengeOptions {
  now: Date;
  raleighId: number;
  activityIds: number[];
  membership: MembershipRow[];
  active: Member[];
}

export async function seedChallenges(db: Db, rng: Prng, { now, raleighId, activityIds, membership, active }: ChallengeOptions): Promise<ChallengeSpan[]> {
  const daysAgo = daysAgoFrom(now);
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));
  const challenges: Array<[string, string, number, number, string, number, number | null, string, number]> = [
    ['Iron Minutes Challenge', 'Log 1,200 active minutes in 50 days. Every workout counts.', -200, -150, 'minutes', 1200, null, 'Iron Minutes', 120],
    ['100 Miles in 60 Days', 'Run, walk or ruck 100 miles in 60 days, at your own pace.', -120, -60, 'miles', 100, null, 'Century Miler', 150],
    ['Eagle Miles Challenge', 'Our national challenge: 50 miles in 30 days, any way you move.', -14, 16, 'miles', 50, null, 'Eagle Miles', 140],
    ['Raleigh 10K Steps a Day', 'Ten thousand steps a day for a month with the Raleigh chapter.', -7, 23, 'steps', 300000, raleighId, 'Step It Up', 60],
    ['Ruck Series', 'Check in to four chapter rucks in four weeks with the Ruck Club.', 20, 48, 'check-ins', 4, activityIds[1], 'Ruck Series', 25],
    ['Fastest 5K', 'Post your fastest 5K of the season: the least minutes wins.', 40, 70, 'least-minutes', 1, activityIds[0], '5K Speedster', 20],
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
    if (i === 2 || i === 3) chosen.add(1); // member@ is in the active challenges
    for (const uid of chosen) participants.push([i + 1, uid, new Date(now.getTime() + (start - rng.int(1, 20)) * DAY).toISOString()]);
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
  return challenges.map(([, , start, end, unit], i) => ({ id: i + 1, start, end, unit }));
}
