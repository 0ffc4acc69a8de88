// The large seed of the load bench (server/seed/large.ts) at a small scale: its volume, its shape
// (its challenge's events aside), its determinism, and that it only adds to the demo seed (the demo
// rows are untouched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/seed/index';
import { liveScoresSql, type ChallengeUnit } from '../../../server/challenges/scores';
import { LARGE_CHALLENGE } from '../../../server/seed/challenge-large';
import { LARGE, seedLarge } from '../../../server/seed/large';
import { verifyPassword } from '../../../server/auth/passwords';
import { DEMO_PASSWORD } from '../support/constants';

const NOW = new Date('2026-03-01T12:00:00Z');
const SCALE = 0.02;

/** md5 of the rows below the given first ids (the demo's) or from them (the large seed's). */
const fingerprint = async (db: Db, part: 'demo' | 'large', firstUser: number, firstEvent: number) => {
  const side = part === 'demo' ? '<' : '>=';
  const { rows } = await db.query<Record<string, string>>(
    `SELECT
       (SELECT md5(string_agg(concat_ws('|', id, email, first_name, last_name, military_rank, preferred_chapter_id, latitude), ',' ORDER BY id)) FROM users WHERE id ${side} $1) AS users,
       (SELECT md5(string_agg(concat_ws('|', id, name, host_id, category, start_at, chapter_id, is_virtual, latitude, time_zone_id), ',' ORDER BY id)) FROM events WHERE id ${side} $2) AS events,
       (SELECT md5(string_agg(concat_ws('|', event_id, user_id, status, updated_at), ',' ORDER BY event_id, user_id)) FROM event_attendees WHERE event_id ${side} $2) AS attendees,
       (SELECT md5(string_agg(concat_ws('|', group_id, user_id, role, joined_at), ',' ORDER BY group_id, user_id)) FROM group_memberships WHERE user_id ${side} $1) AS memberships`,
    [firstUser, firstEvent],
  );
  return rows[0];
};

async function demoDb(): Promise<Db> {
  const { db } = await openPglite();
  await migrate(db);
  await seed(db, { scryptN: 1024, now: NOW });
  return db;
}

const one = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

describe(`large seed (scale ${SCALE})`, () => {
  let db: Db;
  let firstUser: number;
  let firstEvent: number;
  let demo: Record<string, string>;
  let summary: Record<string, number>;

  beforeAll(async () => {
    db = await demoDb();
    firstUser = (await one(db, 'SELECT max(id) + 1 AS n FROM users')) as number;
    firstEvent = (await one(db, 'SELECT max(id) + 1 AS n FROM events')) as number;
    demo = await fingerprint(db, 'demo', firstUser, firstEvent);
    summary = await seedLarge(db, { scale: SCALE, now: NOW });
  });
  afterAll(() => db?.close());

  it('adds members, memberships, events and attendees in proportion', async () => {
    const members = LARGE.members * SCALE;
    const events = LARGE.events * SCALE;
    expect(summary).toMatchObject({ members, events });
    expect(await one(db, 'SELECT count(*) AS n FROM users WHERE id >= $1', [firstUser])).toBe(members);
    expect(await one(db, 'SELECT count(*) AS n FROM events WHERE id >= $1 AND challenge_id IS NULL', [firstEvent])).toBe(events);
    // Everyone joins their chapter; some an activity group too.
    expect(summary.memberships).toBeGreaterThan(members);
    expect(await one(db, 'SELECT count(DISTINCT user_id) AS n FROM group_memberships WHERE user_id >= $1', [firstUser])).toBe(members);
    // 0-40 attendees per event, about 20 on average, never the host, only the new members.
    const perEvent = await db.query<{ n: number }>(
      'SELECT count(a.user_id) AS n FROM events e LEFT JOIN event_attendees a ON a.event_id = e.id WHERE e.id >= $1 AND e.challenge_id IS NULL GROUP BY e.id',
      [firstEvent],
    );
    const counts = perEvent.rows.map((r) => r.n);
    expect(Math.max(...counts)).toBeLessThanOrEqual(LARGE.maxAttendees);
    expect(summary.attendees).toBe(counts.reduce((a, b) => a + b, 0));
    expect(summary.attendees / events).toBeGreaterThan(10);
    expect(await one(db, 'SELECT count(*) AS n FROM event_attendees a JOIN events e ON e.id = a.event_id WHERE e.id >= $1 AND a.user_id = e.host_id', [firstEvent])).toBe(0);
    expect(await one(db, 'SELECT count(*) AS n FROM event_attendees WHERE event_id >= $1 AND user_id < $2', [firstEvent, firstUser])).toBe(0);
  });

  it('has the demo mix: ±60 days, chapters, categories, ~20 % virtual', async () => {
    const { rows } = await db.query<{ min_days: number; max_days: number; virtual: number; chapters: number; categories: number; located: number }>(
      `SELECT min(extract(epoch FROM start_at - $2::timestamptz) / 86400) AS min_days, max(extract(epoch FROM start_at - $2::timestamptz) / 86400) AS max_days,
              avg(is_virtual::int) AS virtual, count(DISTINCT chapter_id) AS chapters, count(DISTINCT category) AS categories,
              count(*) FILTER (WHERE is_virtual = (latitude IS NULL)) AS located
         FROM events WHERE id >= $1 AND challenge_id IS NULL`,
      [firstEvent, NOW],
    );
    const r = rows[0];
    expect(r.min_days).toBeGreaterThan(-62);
    expect(r.max_days).toBeLessThan(62);
    expect(r.virtual).toBeGreaterThan(0.08);
    expect(r.virtual).toBeLessThan(0.35);
    expect(r.chapters).toBeGreaterThan(10);
    expect(r.categories).toBeGreaterThan(10);
    expect(r.located).toBe(LARGE.events * SCALE);
  });

  it('adds a challenge with every new member taking part, scored and ranked like the demo challenges', async () => {
    const members = LARGE.members * SCALE;
    expect(summary.challenge_participants).toBe(members);
    const { rows } = await db.query<{ id: number; required_unit: ChallengeUnit; events: number; scored: number; badges: number; goal: number }>(
      `SELECT c.id, c.required_unit, c.goal, (SELECT count(*)::int FROM events e WHERE e.challenge_id = c.id) AS events,
              (SELECT count(*)::int FROM challenge_scores s WHERE s.challenge_id = c.id) AS scored,
              (SELECT count(*)::int FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE b.challenge_id = c.id) AS badges
         FROM challenges c WHERE c.id = (SELECT max(id) FROM challenges)`,
    );
    const c = rows[0];
    expect(c.events).toBe(LARGE_CHALLENGE.events);
    expect(c.scored).toBeGreaterThan(members * 0.95);
    expect(c.badges).toBeGreaterThan(0);
    expect(c.badges).toBeLessThan(c.scored);
    // Its events lie inside its dates, after the large events; the stored scores are a full recompute's.
    expect(await one(db, 'SELECT min(id) AS n FROM events WHERE challenge_id = $1', [c.id])).toBe(firstEvent + LARGE.events * SCALE);
    const stored = await db.query('SELECT user_id, score::text, reached_at FROM challenge_scores WHERE challenge_id = $1 ORDER BY user_id', [c.id]);
    const live = await db.query(`SELECT user_id, score::text, reached_at FROM (${liveScoresSql(c.required_unit)}) x ORDER BY user_id`, [c.id, null]);
    expect(stored.rows).toEqual(live.rows);
  });

  it('leaves the demo seed as it was (and its logins work)', async () => {
    expect(await fingerprint(db, 'demo', firstUser, firstEvent)).toEqual(demo);
    // The demo accounts and the large seed's members log in with the demo password.
    const { rows } = await db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'member@demo.test' OR id = $1", [firstUser]);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(await verifyPassword(DEMO_PASSWORD, r.password_hash, 1024)).toBe(true);
    // New ids continue after the large seed's.
    const { rows: next } = await db.query<{ id: number }>("INSERT INTO users (email) VALUES ('next@example.com') RETURNING id");
    expect(next[0].id).toBe(firstUser + LARGE.members * SCALE);
    await db.query('DELETE FROM users WHERE id = $1', [next[0].id]);
  });

  it('is deterministic', async () => {
    const again = await demoDb();
    try {
      await seedLarge(again, { scale: SCALE, now: NOW });
      expect(await fingerprint(again, 'large', firstUser, firstEvent)).toEqual(await fingerprint(db, 'large', firstUser, firstEvent));
    } finally {
      await again.close();
    }
  });
});
