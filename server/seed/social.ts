/** Group memberships with roles, then follows and blocks between members (main PRNG stream). */
import type { Db } from '../db/client';
import { bulkInsert, daysAgoFrom, type Column } from './bulk-insert';
import type { Chapter } from './chapters';
import { FIRST_SEEDED, type Member } from './members';
import type { Prng } from './prng';

/** The columns of a seeded group membership row (bulkInsert). */
export const MEMBERSHIP_COLUMNS: readonly Column[] = [
  ['group_id', 'int'],
  ['user_id', 'int'],
  ['role', 'smallint'],
  ['joined_at', 'timestamptz'],
];

export const FOLLOW_COLUMNS = [
  ['follower_id', 'int'],
  ['followed_id', 'int'],
  ['created_at', 'timestamptz'],
] as const satisfies readonly Column[];

export const BLOCK_COLUMNS = [
  ['blocker_id', 'int'],
  ['blocked_id', 'int'],
  ['created_at', 'timestamptz'],
] as const satisfies readonly Column[];

/** [group_id, user_id, role, joined_at] */
export type MembershipRow = [number, number, number, string];

export interface SocialOptions {
  now: Date;
  chapters: Chapter[];
  activityIds: number[];
  sponsorIds: number[];
  members: Member[];
  /** Public seeded members by chapter. */
  seededByChapter: Map<number, Member[]>;
}

/** Everyone registered joins their chapter, some join activity and sponsor groups; each group gets an admin and moderators. */
export async function seedMemberships(db: Db, rng: Prng, { now, chapters, activityIds, sponsorIds, members, seededByChapter }: SocialOptions): Promise<MembershipRow[]> {
  const daysAgo = daysAgoFrom(now);
  const raleigh = chapters[0];
  const membership = new Map<string, MembershipRow>();
  const join = (groupId: number, userId: number, role: number, at: Date) => {
    const key = `${groupId}:${userId}`;
    const existing = membership.get(key);
    if (!existing || existing[2] < role) membership.set(key, [groupId, userId, role, at.toISOString()]);
  };
  for (const m of members) {
    if (m.id === 5) continue; // not registered yet
    join(m.chapter.id, m.id, 0, daysAgo(rng.int(10, 900)));
    if (rng.chance(0.45)) for (const g of rng.sample(activityIds, rng.int(1, 3))) join(g, m.id, 0, daysAgo(rng.int(5, 600)));
    if (rng.chance(0.06)) join(rng.pick(sponsorIds), m.id, 0, daysAgo(rng.int(5, 300)));
  }
  join(raleigh.id, 2, 2, daysAgo(500));
  join(raleigh.id, 3, 1, daysAgo(690));
  join(activityIds[1], 1, 0, daysAgo(200)); // member@ is in the Ruck Club
  for (const ch of chapters) {
    const pool = (seededByChapter.get(ch.id) ?? []).filter((m) => m.id >= FIRST_SEEDED);
    const [admin, ...mods] = rng.sample(pool, ch.id === raleigh.id ? 2 : rng.int(2, 3));
    if (admin && ch.id !== raleigh.id) join(ch.id, admin.id, 2, daysAgo(rng.int(100, 900)));
    for (const mod of mods) join(ch.id, mod.id, 1, daysAgo(rng.int(50, 600)));
  }
  for (const g of [...activityIds, ...sponsorIds]) {
    const inGroup = [...membership.values()].filter(([gid]) => gid === g).map(([, uid]) => uid);
    const [admin, mod] = rng.sample(inGroup, 2);
    if (admin) join(g, admin, 2, daysAgo(rng.int(100, 600)));
    if (mod) join(g, mod, 1, daysAgo(rng.int(50, 400)));
  }
  await bulkInsert(
    db,
    'group_memberships',
    MEMBERSHIP_COLUMNS,
    [...membership.values()],
  );
  return [...membership.values()];
}

/** Follows (mostly within a chapter; member@demo.test follows and is followed), then 15 blocks. Returns the active members and the follow count. */
export async function seedFollowsAndBlocks(db: Db, rng: Prng, { now, members, seededByChapter }: SocialOptions): Promise<{ active: Member[]; follows: number }> {
  const daysAgo = daysAgoFrom(now);
  const follows = new Map<string, unknown[]>();
  const follow = (a: number, b: number) => {
    if (a !== b) follows.set(`${a}:${b}`, [a, b, daysAgo(rng.int(0, 500)).toISOString()]);
  };
  const active = members.filter((m) => m.id !== 5 && !m.anonymous);
  for (const m of active) {
    const local = seededByChapter.get(m.chapter.id) ?? [];
    const n = rng.int(0, 10);
    for (let i = 0; i < n; i++) follow(m.id, (rng.chance(0.7) && local.length ? rng.pick(local) : rng.pick(active)).id);
  }
  for (const other of rng.sample(active.filter((m) => m.id > 7), 24)) {
    follow(1, other.id);
    if (rng.chance(0.6)) follow(other.id, 1);
  }
  follow(1, 3);
  follow(3, 1);
  follow(2, 1);
  await bulkInsert(db, 'follows', FOLLOW_COLUMNS, [...follows.values()]);
  const blocks = new Map<string, unknown[]>();
  for (let i = 0; i < 15; i++) {
    const [a, b] = rng.sample(active.filter((m) => m.id >= FIRST_SEEDED), 2);
    blocks.set(`${a.id}:${b.id}`, [a.id, b.id, daysAgo(rng.int(0, 300)).toISOString()]);
  }
  await bulkInsert(db, 'blocks', BLOCK_COLUMNS, [...blocks.values()]);
  return { active, follows: follows.size };
}
