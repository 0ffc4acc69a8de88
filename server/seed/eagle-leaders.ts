/** Eagle Leaders: one Chapter Captain per chapter plus others, a few pending or offboarding (main PRNG stream). */
import { DAY, daysAgoFrom, isoDay, type Column } from './bulk-insert';
import type { Chapter } from './chapters';
import { EAGLE_LEADER_ROLES } from './data';
import { FIRST_SEEDED, type Member } from './members';
import type { Prng } from './prng';
import type { UserRow } from './user-columns';

export const EAGLE_LEADER_COLUMNS = [
  ['user_id', 'int'],
  ['role', 'text'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['active', 'bool'],
  ['offboarding_notification', 'text'],
  ['training_completion_date', 'date'],
] as const satisfies readonly Column[];

export interface EagleLeaderOptions {
  now: Date;
  chapters: Chapter[];
  members: Member[];
  /** Updated in place: a leader's `eagle_leader` and title. */
  userRows: UserRow[];
}

/** The eagle_leader_info rows, and the public seeded members by chapter (the pools later parts draw from). */
export function chooseEagleLeaders(rng: Prng, { now, chapters, members, userRows }: EagleLeaderOptions) {
  const daysAgo = daysAgoFrom(now);
  const raleigh = chapters[0];
  const eagleRows: unknown[][] = [[3, 'Chapter Captain', isoDay(daysAgo(700)), null, true, null, isoDay(daysAgo(680))]];
  const seededByChapter = new Map<number, Member[]>();
  for (const m of members) if (m.id >= FIRST_SEEDED && !m.anonymous) seededByChapter.set(m.chapter.id, [...(seededByChapter.get(m.chapter.id) ?? []), m]);
  const leaderIds = new Set<number>([3]);
  for (const ch of chapters) {
    const pool = (seededByChapter.get(ch.id) ?? []).filter((m) => !leaderIds.has(m.id));
    const roles: string[] = ch.id === raleigh.id ? ['Deputy Chapter Captain'] : ['Chapter Captain', ...(rng.chance(0.5) ? ['Deputy Chapter Captain'] : [])];
    if (rng.chance(0.3)) roles.push(rng.pick(EAGLE_LEADER_ROLES));
    for (const [i, m] of rng.sample(pool, roles.length).entries()) {
      leaderIds.add(m.id);
      const started = rng.int(60, 1400);
      const state = rng.weighted([
        ['active', 80],
        ['pending', 10],
        ['offboarding', 10],
      ] as const);
      const row = userRows[m.id - 1];
      row.eagle_leader = state !== 'pending';
      row.eagle_leader_title = state !== 'pending' ? roles[i] : null;
      eagleRows.push([
        m.id,
        roles[i],
        isoDay(daysAgo(started)),
        state === 'offboarding' ? isoDay(new Date(now.getTime() + rng.int(5, 40) * DAY)) : null,
        state !== 'pending',
        state === 'offboarding' ? rng.pick(['Alert - 30 Day Internal', 'Warning - 45 Day External']) : null,
        state === 'pending' || rng.chance(0.1) ? null : isoDay(daysAgo(started - rng.int(5, 40))),
      ]);
    }
  }
  return { eagleRows, seededByChapter };
}
