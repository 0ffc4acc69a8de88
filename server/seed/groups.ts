/**
 * What the groups pages need on top of the core seed (its own PRNG stream, run last, so the data
 * before it is unchanged): every chapter with more than a page of plain members (25 a page), an
 * active Chapter Captain in every chapter, an inactive activity group with members, leaders past
 * the 30- and 45-day inactivity thresholds, and each member's CRM membership status (new, act, ina,
 * leg) for the member filter.
 */
import { NOTIFICATION_ALERT, NOTIFICATION_WARNING } from '../../src/lib/eagle-leader';
import { CHAPTER_CAPTAIN_ROLE } from '../../src/lib/groups';
import type { Db } from '../db/client';
import { bulkInsert, daysAgoFrom } from './bulk-insert';
import type { Chapter } from './chapters';
import { FIRST_SEEDED, buildMembers } from './members';
import { Prng } from './prng';
import { USER_COLUMNS } from './user-columns';
import type { MembershipRow } from './social';
import { MEMBERSHIP_COLUMNS } from './social';

/** Each chapter ends with at least this many plain members (role 0): more than one page of 25. */
export const MIN_CHAPTER_MEMBERS = 28;

export const INACTIVE_GROUP = {
  name: 'Paddle Sports Club',
  description: 'Kayak, canoe and paddleboard outings. This group is no longer active: its members can still read its feed.',
} as const;

export interface GroupExtrasOptions {
  now: Date;
  chapters: Chapter[];
  passwordHash: string;
}

export async function seedGroupExtras(db: Db, { now, chapters, passwordHash }: GroupExtrasOptions): Promise<{ users: number; groups: number; memberships: number }> {
  const rng = new Prng(20_260_115);
  const daysAgo = daysAgoFrom(now);
  const next = async (table: string) => (await db.query<{ n: number }>(`SELECT COALESCE(max(id), 0)::int + 1 AS n FROM ${table}`)).rows[0].n;

  // ---- chapters topped up to more than a page of plain members ---------------------------------
  const { rows: counts } = await db.query<{ id: number; n: number }>(
    `SELECT g.id, count(m.user_id) FILTER (WHERE m.role = 0)::int AS n FROM groups g LEFT JOIN group_memberships m ON m.group_id = g.id
      WHERE g.type = 'chapter' GROUP BY g.id ORDER BY g.id`,
  );
  const wanted = counts.flatMap(({ id, n }) => {
    const chapter = chapters.find((ch) => ch.id === id)!;
    const missing = Math.max(0, MIN_CHAPTER_MEMBERS - n + rng.int(0, 6));
    return Array.from({ length: n >= MIN_CHAPTER_MEMBERS ? 0 : missing }, () => chapter);
  });
  const { userRows } = buildMembers(rng, { now, chapters, passwordHash, count: wanted.length });
  const firstId = await next('users');
  const added = userRows.slice(FIRST_SEEDED - 1).map((row, i) => {
    const id = firstId + i;
    const ch = wanted[i];
    const jitter = () => (rng.next() - 0.5) * 0.15;
    return {
      ...row,
      id,
      email: String(row.email).replace(/\.\d+@example\.com$/, `.${id}@example.com`),
      preferred_chapter_id: ch.id,
      home_chapter_id: ch.id,
      anchor_chapter_id: row.anchor_chapter_id === null ? null : ch.id,
      address_state: ch.state,
      city: ch.city,
      zip: ch.zip,
      latitude: ch.latitude + jitter(),
      longitude: ch.longitude + jitter(),
    };
  });
  await bulkInsert(
    db,
    'users',
    USER_COLUMNS,
    added.map((row) => USER_COLUMNS.map(([name]) => row[name] ?? null)),
  );
  const memberships: MembershipRow[] = added.map((row) => [row.preferred_chapter_id, row.id, 0, daysAgo(rng.int(5, 700)).toISOString()]);

  // ---- an inactive activity group with an admin, a moderator and members ------------------------
  const groupId = await next('groups');
  await db.query(`INSERT INTO groups (id, type, name, description, active, created_at) VALUES ($1, 'activity', $2, $3, false, $4)`, [
    groupId,
    INACTIVE_GROUP.name,
    INACTIVE_GROUP.description,
    daysAgo(1200),
  ]);
  const { rows: pool } = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id >= $1 AND id < $2 AND NOT anonymous_profile AND profile_completed ORDER BY id',
    [FIRST_SEEDED, firstId],
  );
  rng.sample(pool, 14).forEach(({ id }, i) => memberships.push([groupId, id, i === 0 ? 2 : i === 1 ? 1 : 0, daysAgo(rng.int(400, 1100)).toISOString()]));
  await bulkInsert(
    db,
    'group_memberships',
    MEMBERSHIP_COLUMNS,
    memberships,
  );

  // ---- every chapter's Chapter Captain is an active leader (pending ones finish their training) --
  await db.query(
    `UPDATE eagle_leader_info SET active = true, training_completion_date = start_date + 21
      WHERE role = $1 AND NOT active AND start_date IS NOT NULL`,
    [CHAPTER_CAPTAIN_ROLE],
  );
  await db.query(
    `UPDATE users u SET eagle_leader = true, eagle_leader_title = e.role FROM eagle_leader_info e
      WHERE e.user_id = u.id AND e.role = $1 AND e.active AND NOT u.eagle_leader`,
    [CHAPTER_CAPTAIN_ROLE],
  );

  // ---- two ACTIVE leaders past the inactivity thresholds: the 30-day alert and the 45-day warning --
  const { rows: quiet } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM eagle_leader_info WHERE active AND end_date IS NULL AND role <> $1 AND user_id >= $2 ORDER BY user_id LIMIT 2`,
    [CHAPTER_CAPTAIN_ROLE, FIRST_SEEDED],
  );
  for (const [i, { user_id }] of quiet.entries()) {
    const [days, notification] = i === 0 ? [35, NOTIFICATION_ALERT] : [50, NOTIFICATION_WARNING];
    await db.query('UPDATE eagle_leader_info SET offboarding_notification = $2 WHERE user_id = $1', [user_id, notification]);
    await db.query('UPDATE users SET last_check_in_date = $2 WHERE id = $1', [user_id, daysAgo(days)]);
  }

  // ---- every other ACTIVE leader checked in within the last four weeks: the leader job (30/45/60
  // days, server/profile/leader-job.ts) finds only the two above past a threshold ----
  await db.query(
    `UPDATE users u SET last_check_in_date = $2::timestamptz - make_interval(days => u.id % 28)
       FROM eagle_leader_info e
      WHERE e.user_id = u.id AND e.active AND e.end_date IS NULL AND NOT (u.id = ANY($1::int[]))
        AND (u.last_check_in_date IS NULL OR u.last_check_in_date < $2::timestamptz - interval '28 days')`,
    [quiet.map((q) => q.user_id), now],
  );

  // ---- the CRM's membership status: new (joined in the last 90 days), act(ive: a check-in in the
  // last 180 days), leg(acy: joined over 1,200 days ago, no recent check-in), else ina(ctive) ----
  await db.query(
    `UPDATE users SET member_status = CASE
        WHEN created_at >= $1::timestamptz - interval '90 days' THEN 'new'
        WHEN last_check_in_date >= $1::timestamptz - interval '180 days' THEN 'act'
        WHEN created_at < $1::timestamptz - interval '1200 days' THEN 'leg'
        ELSE 'ina' END`,
    [now],
  );
  return { users: added.length, groups: 1, memberships: memberships.length };
}
