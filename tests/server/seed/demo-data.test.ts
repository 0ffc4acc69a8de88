// The demo data on the template database every test file starts from (server/seed/).
import { DEPLOYMENT_OPERATIONS, ETS_STATUS, MILITARY_STATUSES, isRankOf } from '../../../src/lib/military';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from '../../../server/seed/index';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('seed', () => {
  it('has the promised volume', async () => {
    const count = async (sql: string) => (await s.db.query<{ n: number }>(sql)).rows[0].n;
    expect(await count("SELECT count(*) AS n FROM groups WHERE type = 'chapter'")).toBe(40);
    expect(await count("SELECT count(*) AS n FROM groups WHERE type = 'activity' AND active")).toBe(10);
    expect(await count("SELECT count(*) AS n FROM groups WHERE type = 'sponsor'")).toBe(3);
    expect(await count('SELECT count(*) AS n FROM users')).toBeGreaterThanOrEqual(1000);
    expect(await count('SELECT count(*) AS n FROM follows')).toBeGreaterThan(2000);
    expect(await count('SELECT count(*) AS n FROM blocks')).toBeGreaterThan(5);
    expect(await count('SELECT count(*) AS n FROM group_memberships WHERE role = 2')).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*) AS n FROM group_memberships WHERE role = 1')).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*) AS n FROM eagle_leader_info')).toBeGreaterThan(40);
    expect(await count('SELECT count(DISTINCT military_status) AS n FROM users')).toBe(6);
    expect(await count('SELECT count(DISTINCT military_branch) AS n FROM users')).toBe(6);
  });

  it('chapters sit in real cities with coordinates', async () => {
    const { rows } = await s.db.query<{ name: string; zip: string; latitude: number; longitude: number }>("SELECT name, zip, latitude, longitude FROM groups WHERE name = 'Raleigh, NC Chapter'");
    expect(rows[0].zip).toBe('27601');
    expect(rows[0].latitude).toBeCloseTo(35.77, 1);
    expect(rows[0].longitude).toBeCloseTo(-78.63, 1);
  });

  it('has 8 challenges: past, active and upcoming, each with participants (their scores: challenges.test.ts)', async () => {
    const { rows } = await s.db.query<{ start_date: string; end_date: string; n: number }>(
      'SELECT c.start_date, c.end_date, count(p.user_id) AS n FROM challenges c LEFT JOIN challenge_participants p ON p.challenge_id = c.id GROUP BY c.id ORDER BY c.id',
    );
    expect(rows).toHaveLength(8);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.filter((c) => c.end_date < today).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((c) => c.start_date <= today && c.end_date >= today).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((c) => c.start_date > today).length).toBeGreaterThanOrEqual(2);
    for (const c of rows) expect(c.n).toBeGreaterThan(0);
  });

  it('has about 250 events around now: virtual, chapter and member events, a weekly series, a canceled one, challenge events', async () => {
    // Besides them, only the ended challenges' own events (their weekly logs) lie further back.
    const { rows } = await s.db.query<Record<string, number>>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE is_virtual) AS virtual, count(*) FILTER (WHERE chapter_hosted) AS chapter,
              count(*) FILTER (WHERE NOT chapter_hosted) AS member, count(*) FILTER (WHERE status = 'Canceled' AND start_at > now()) AS canceled,
              count(DISTINCT category) AS categories, count(*) FILTER (WHERE start_at > now()) AS future, count(*) FILTER (WHERE end_at < now()) AS past,
              count(*) FILTER (WHERE start_at < now() - interval '61 days' OR start_at > now() + interval '61 days') AS outside
         FROM events e
        WHERE NOT EXISTS (SELECT 1 FROM challenges c WHERE c.id = e.challenge_id AND c.end_date < current_date)`,
    );
    const e = rows[0];
    expect(e.n).toBeGreaterThanOrEqual(230);
    expect(e.n).toBeLessThanOrEqual(280);
    const older = await s.db.query<{ n: number; inside: number }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE (e.start_at AT TIME ZONE e.time_zone_id)::date BETWEEN c.start_date AND c.end_date) AS inside
         FROM events e JOIN challenges c ON c.id = e.challenge_id WHERE c.end_date < current_date`,
    );
    expect(older.rows[0].n).toBeGreaterThanOrEqual(10);
    expect(older.rows[0].inside).toBe(older.rows[0].n);
    expect(e.virtual / e.n).toBeGreaterThan(0.1);
    expect(e.virtual / e.n).toBeLessThan(0.3);
    expect(e.chapter).toBeGreaterThan(50);
    expect(e.member).toBeGreaterThan(50);
    expect(e.canceled).toBeGreaterThanOrEqual(1);
    expect(e.categories).toBeGreaterThanOrEqual(15);
    expect(e.future).toBeGreaterThan(50);
    expect(e.past).toBeGreaterThan(50);
    expect(e.outside).toBe(0);

    const series = await s.db.query<{ n: number; chapter: string }>(
      `SELECT count(*) AS n, min(g.name) AS chapter FROM events e JOIN groups g ON g.id = e.chapter_id
        WHERE e.series_id IS NOT NULL AND e.recurrence->>'frequency' = 'week' GROUP BY e.series_id`,
    );
    expect(series.rows).toContainEqual({ n: 6, chapter: 'Raleigh, NC Chapter' });

    const challengeEvents = await s.db.query<{ start_date: string; end_date: string; day: string }>(
      `SELECT c.start_date, c.end_date, (e.start_at AT TIME ZONE 'UTC')::date::text AS day FROM events e JOIN challenges c ON c.id = e.challenge_id`,
    );
    expect(challengeEvents.rows.length).toBeGreaterThanOrEqual(2);
    const today = await s.db.query(`SELECT 1 FROM events WHERE challenge_id IS NOT NULL AND start_at <= now() + interval '1 day' AND end_at >= now() - interval '1 day'`);
    expect(today.rows.length).toBeGreaterThanOrEqual(1);

    const statuses = await s.db.query<{ status: string }>('SELECT DISTINCT status FROM event_attendees ORDER BY status');
    expect(statuses.rows.map((r) => r.status)).toEqual(['checked_in', 'going', 'interested']);
    const early = await s.db.query(`SELECT 1 FROM event_attendees a JOIN events e ON e.id = a.event_id WHERE a.status = 'checked_in' AND e.start_at > now() + interval '1 day'`);
    expect(early.rows).toEqual([]);
    expect((await s.db.query<{ n: number }>('SELECT count(*) AS n FROM event_workouts')).rows[0].n).toBeGreaterThan(3);
    const hosts = await s.db.query(`SELECT 1 FROM events e WHERE e.chapter_id IS NOT NULL AND e.chapter_hosted AND NOT EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = e.chapter_id AND m.user_id = e.host_id)`);
    expect(hosts.rows).toEqual([]);
  });

  it('member@demo.test goes to a future event and checked in (with a workout) on a past challenge event', async () => {
    const { rows } = await s.db.query<{ status: string; future: boolean; challenge: boolean; workout: boolean }>(
      `SELECT a.status, e.start_at > now() AS future, e.challenge_id IS NOT NULL AS challenge,
              EXISTS (SELECT 1 FROM event_workouts w WHERE w.event_id = e.id AND w.user_id = a.user_id) AS workout
         FROM event_attendees a JOIN events e ON e.id = a.event_id JOIN users u ON u.id = a.user_id WHERE u.email = 'member@demo.test'`,
    );
    expect(rows).toContainEqual({ status: 'going', future: true, challenge: false, workout: false });
    expect(rows).toContainEqual({ status: 'checked_in', future: false, challenge: true, workout: true });
  });

  it('every demo login exists with the demo password', async () => {
    expect(DEMO_LOGINS.map((l) => l.email)).toEqual(['member@demo.test', 'admin@demo.test', 'leader@demo.test', 'anon@demo.test', 'new@demo.test', 'incomplete@demo.test', 'unsynced@demo.test']);
    for (const login of DEMO_LOGINS) {
      expect(login.password).toBe(DEMO_PASSWORD);
      const { rows } = await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [login.email]);
      expect(await verifyPassword(DEMO_PASSWORD, rows[0].password_hash, 1024), login.email).toBe(true);
    }
    const random = await s.db.query<{ email: string }>('SELECT email FROM users WHERE id = 500');
    expect((await s.login(random.rows[0].email)).userId).toBe(500);
  });

  it('the demo accounts have the promised states', async () => {
    const { rows } = await s.db.query<Record<string, unknown>>(
      `SELECT email, email_verified, profile_completed, anonymous_profile, eagle_leader, eagle_leader_title, salesforce_contact_id, military_status, phone,
              (SELECT name FROM groups g WHERE g.id = u.preferred_chapter_id) AS chapter
         FROM users u WHERE email LIKE '%@demo.test' ORDER BY id`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(by['member@demo.test']).toMatchObject({ email_verified: true, profile_completed: true, military_status: 'Veteran', chapter: 'Raleigh, NC Chapter', phone: '9195550100', salesforce_contact_id: expect.stringMatching(/^003[A-Za-z0-9]{15}$/) });
    expect(by['admin@demo.test']).toMatchObject({ email_verified: true, profile_completed: true });
    expect(by['leader@demo.test']).toMatchObject({ eagle_leader: true, eagle_leader_title: 'Chapter Captain', profile_completed: true });
    expect(by['anon@demo.test']).toMatchObject({ anonymous_profile: true, profile_completed: true });
    expect(by['new@demo.test']).toMatchObject({ email_verified: false, profile_completed: false, salesforce_contact_id: null });
    expect(by['incomplete@demo.test']).toMatchObject({ email_verified: true, profile_completed: false });
    expect(by['unsynced@demo.test']).toMatchObject({ email_verified: true, profile_completed: true, salesforce_contact_id: null });
    const crm = await s.db.query("SELECT 1 FROM users WHERE profile_completed AND salesforce_contact_id IS NULL AND deleted_at IS NULL AND email LIKE '%@example.com'");
    expect(crm.rows).toEqual([]);
  });

  it('ranks are real abbreviations of their branch', async () => {
    const { rows } = await s.db.query<{ military_branch: string; military_rank: string }>("SELECT military_branch, military_rank FROM users WHERE military_branch = 'Army' AND military_rank IS NOT NULL");
    for (const r of rows) expect(['PVT', 'PV2', 'PFC', 'SPC', 'CPL', 'SGT', 'SSG', 'SFC', 'MSG', '1SG', 'SGM', 'CSM', 'WO1', 'CW2', 'CW3', 'CW4', 'CW5', '2LT', '1LT', 'CPT', 'MAJ', 'LTC', 'COL', 'BG', 'MG', 'LTG', 'GEN']).toContain(r.military_rank);
  });

  it("every seeded military value is one of the form's choices; ETS dates only for the ETS status", async () => {
    const { rows } = await s.db.query<{ military_status: string | null; military_branch: string | null; military_rank: string | null; combat_deployment_operations: string | null; military_ets: string | null }>(
      'SELECT military_status, military_branch, military_rank, combat_deployment_operations, military_ets::text AS military_ets FROM users WHERE deleted_at IS NULL',
    );
    for (const r of rows) {
      if (r.military_status !== null) expect(MILITARY_STATUSES).toContain(r.military_status);
      if (r.military_rank !== null) expect(isRankOf(r.military_branch, r.military_rank)).toBe(true);
      if (r.combat_deployment_operations !== null) expect(DEPLOYMENT_OPERATIONS).toContain(r.combat_deployment_operations);
      if (r.military_ets !== null) expect(r.military_status).toBe(ETS_STATUS);
    }
    expect(rows.some((r) => r.military_status === ETS_STATUS && r.military_ets !== null)).toBe(true);
  });

  it('seeds only an empty database (a second run changes nothing)', async () => {
    const before = (await s.db.query<{ n: number }>('SELECT count(*) AS n FROM users')).rows[0].n;
    expect(await seed(s.db, { scryptN: 1024 })).toBeNull();
    expect((await s.db.query<{ n: number }>('SELECT count(*) AS n FROM users')).rows[0].n).toBe(before);
  });

  it('new rows get ids after the seeded ones', async () => {
    const m = await s.createMember();
    const { rows } = await s.db.query<{ n: number }>('SELECT max(id) AS n FROM users WHERE id <> $1', [m.id]);
    expect(m.id).toBeGreaterThan(rows[0].n - 1);
  });
});

describe('seed: profile extras', () => {
  it('member@demo.test has followers, followings, 2 blocks, 5 badges (2 from challenges) and 5 improving surveys; ~200 members have a survey', async () => {
    const n = async (sql: string, params: unknown[] = []) => (await s.db.query<{ n: number }>(sql, params)).rows[0].n;
    const id = await s.userId('member@demo.test');
    expect(await n('SELECT count(*)::int AS n FROM follows WHERE followed_id = $1', [id])).toBeGreaterThanOrEqual(20);
    expect(await n('SELECT count(*)::int AS n FROM follows WHERE follower_id = $1', [id])).toBeGreaterThanOrEqual(10);
    expect(await n('SELECT count(*)::int AS n FROM follows a JOIN follows b ON b.follower_id = a.followed_id AND b.followed_id = a.follower_id WHERE a.follower_id = $1', [id])).toBeGreaterThan(0);
    expect(await n('SELECT count(*)::int AS n FROM blocks WHERE blocker_id = $1', [id])).toBe(2);
    expect(await n('SELECT count(*)::int AS n FROM follows f JOIN blocks b ON b.blocker_id = $1 AND b.blocked_id IN (f.follower_id, f.followed_id) WHERE $1 IN (f.follower_id, f.followed_id)', [id])).toBe(0);
    // The catalogue's 8, plus a row per challenge whose badge is not in it and was earned (scores.ts).
    expect(await n("SELECT count(*)::int AS n FROM badges WHERE slug NOT LIKE 'challenge-%'")).toBe(8);
    expect(await n("SELECT count(*)::int AS n FROM badges WHERE slug LIKE 'challenge-%' AND slug <> 'challenge-' || challenge_id")).toBe(0);
    expect(await n('SELECT count(*)::int AS n FROM user_badges WHERE user_id = $1', [id])).toBe(5);
    expect(await n('SELECT count(*)::int AS n FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = $1 AND b.challenge_id IS NOT NULL', [id])).toBe(2);
    const { rows: surveys } = await s.db.query<{ total_score: number; at: Date }>(
      'SELECT total_score, survey_taken_time_stamp AS at FROM els_surveys WHERE user_id = $1 ORDER BY survey_taken_time_stamp',
      [id],
    );
    expect(surveys).toHaveLength(5);
    expect(surveys[4].total_score).toBeGreaterThan(surveys[0].total_score);
    expect(Date.now() - surveys[0].at.getTime()).toBeLessThan(320 * 86_400_000);
    const surveyed = await n('SELECT count(DISTINCT user_id)::int AS n FROM els_surveys');
    expect(surveyed).toBeGreaterThanOrEqual(150);
    expect(surveyed).toBeLessThanOrEqual(250);
  });

  it('leader@demo.test is an active Eagle Leader with a training date; a seeded Raleigh member is PENDING', async () => {
    const leader = await s.db.query(
      "SELECT e.active, e.end_date, e.training_completion_date IS NOT NULL AS trained FROM eagle_leader_info e JOIN users u ON u.id = e.user_id WHERE u.email = 'leader@demo.test'",
    );
    expect(leader.rows[0]).toEqual({ active: true, end_date: null, trained: true });
    const pending = await s.db.query(
      "SELECT e.role FROM eagle_leader_info e JOIN users u ON u.id = e.user_id WHERE NOT e.active AND e.training_completion_date IS NULL AND u.preferred_chapter_id = 1 AND u.email NOT LIKE '%@demo.test'",
    );
    expect(pending.rows.length).toBeGreaterThanOrEqual(1);
  });
});
