import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

/** An event starting at `start` (UTC) the member checked in to, with an optional workout. */
async function checkedIn(m: Member, start: Date, workout?: { miles?: number; steps?: number; minutes?: number }) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual)
     VALUES ('Test workout', $1, 'virtual', 'A test event.', $2, $3, 'America/New_York', true) RETURNING id`,
    [m.id, start, new Date(start.getTime() + 3_600_000)],
  );
  const id = rows[0].id;
  await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in')`, [id, m.id]);
  if (workout) {
    await s.db.query('INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes) VALUES ($1, $2, $3, $4, $5)', [
      id,
      m.id,
      workout.miles ?? null,
      workout.steps ?? null,
      workout.minutes ?? null,
    ]);
  }
  return id;
}

const answers = (v: number | number[]) => (Array.isArray(v) ? v : Array(18).fill(v));

describe('profile metrics', () => {
  it('the owner and public views carry challenges (all time) and checked-in events this year and month', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const earlierThisYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 1, 12));
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1, 12));
    await checkedIn(m, thisMonth);
    await checkedIn(m, lastYear);
    if (now.getUTCMonth() > 0) await checkedIn(m, earlierThisYear);
    await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES (1, $1), (2, $1)', [m.id]);
    const expected = { all_time_challenges_participated: 2, ytd_events_participated: now.getUTCMonth() > 0 ? 2 : 1, mtd_events_participated: 1 };
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.metrics).toEqual(expected);
    expect((await s.call(`/api/v1/user/${m.id}`, { token: viewer.token })).body.metrics).toEqual(expected);
  });

  it('workout metrics for a month: sums by event start; owner or any member on a public profile', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    await checkedIn(m, new Date('2025-03-05T15:00:00Z'), { miles: 3.5, steps: 6000, minutes: 40 });
    await checkedIn(m, new Date('2025-03-20T15:00:00Z'), { miles: 1.25, minutes: 20.5 });
    await checkedIn(m, new Date('2025-03-25T15:00:00Z'));
    await checkedIn(m, new Date('2025-04-01T00:30:00Z'), { miles: 10 });
    const r = await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: m.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ month: '2025-3', miles: 4.75, steps: 6000, minutes: 60.5, workouts: 2, check_ins: 3 });
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-03`, { token: viewer.token })).body.month).toBe('2025-3');
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2024-1`, { token: m.token })).body).toEqual({
      month: '2024-1',
      miles: 0,
      steps: 0,
      minutes: 0,
      workouts: 0,
      check_ins: 0,
    });
    for (const bad of ['2025-13', '2025', 'March', '2025-0']) expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=${bad}`, { token: m.token })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`)).status).toBe(401);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: viewer.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: m.token })).status).toBe(200);
  });
});

describe('badges', () => {
  it('lists a member’s badges newest first with absolute image URLs; private profiles only to their owner', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    await s.db.query(
      `INSERT INTO user_badges (user_id, badge_id, received_datetime)
       SELECT $1, id, CASE slug WHEN 'eagle-miles' THEN '2025-01-01T00:00:00Z'::timestamptz ELSE '2025-06-01T00:00:00Z'::timestamptz END
         FROM badges WHERE slug IN ('eagle-miles', 'service-star')`,
      [m.id],
    );
    const r = await s.call(`/api/v1/user/${m.id}/badges`, { token: viewer.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { name: 'Service Star', image_url: 'http://localhost/badges/service-star.svg', received_datetime: '2025-06-01T00:00:00.000Z', description: expect.any(String) },
      { name: 'Eagle Miles', image_url: 'http://localhost/badges/eagle-miles.svg', received_datetime: '2025-01-01T00:00:00.000Z', description: expect.any(String) },
    ]);
    expect((await s.call(`/api/v1/user/${m.id}/badges`)).status).toBe(401);
    expect((await s.call(`/api/v1/user/99999999/badges`, { token: m.token })).status).toBe(404);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    const denied = await s.call(`/api/v1/user/${m.id}/badges`, { token: viewer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('private_profile');
    expect((await s.call(`/api/v1/user/${m.id}/badges`, { token: m.token })).body.data).toHaveLength(2);
  });

  it('serves the badge images (SVG, public CORS) with PUBLIC_URL in URLs when configured', async () => {
    const img = await s.call('/badges/eagle-miles.svg', { headers: { origin: 'https://cms.example.org' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    expect(img.headers.get('access-control-allow-origin')).toBe('*');
    expect(img.text).toContain('viewBox="0 0 120 120"');
    expect((await s.call('/badges/nope.svg')).status).toBe(404);
    const { rows } = await s.db.query<{ slug: string }>('SELECT slug FROM badges ORDER BY id');
    for (const { slug } of rows) expect((await s.call(`/badges/${slug}.svg`)).status).toBe(200);

    const other = await createTestServer({ PUBLIC_URL: 'https://members.example.org' });
    try {
      const session = await other.login('member@demo.test');
      const r = await other.call(`/api/v1/user/${session.userId}/badges`, { token: session.token });
      expect(r.body.data[0].image_url).toMatch(/^https:\/\/members\.example\.org\/badges\/[a-z-]+\.svg$/);
    } finally {
      await other.close();
    }
  });
});

describe('ELS surveys', () => {
  it('scores a survey (201 complete) and lists the last 5 newest first (owner only)', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    const mixed = [...Array(5).fill(100), ...Array(4).fill(50), ...Array(4).fill(0), 10, 20, 30, 40, 51];
    const r = await s.call(`/api/v1/user/${m.id}/survey`, { token: m.token, json: { survey_taken_time_stamp: '2025-01-10T12:00:00Z', answers: mixed } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      status: 'complete',
      survey: {
        id: expect.any(Number),
        survey_response_date: '2025-01-10T12:00:00.000Z',
        total_score: 47.3,
        genuine_relationships: 100,
        mental_health: 50,
        physical_health: 0,
        sense_of_purpose: 30.2,
      },
    });
    for (let i = 1; i <= 5; i++) {
      const posted = await s.call(`/api/v1/user/${m.id}/survey`, { token: m.token, json: { survey_taken_time_stamp: `2025-0${i + 1}-10T12:00:00Z`, answers: answers(i * 10) } });
      expect(posted.status).toBe(201);
    }
    const list = await s.call(`/api/v1/user/${m.id}/survey`, { token: m.token });
    expect(list.body.data.map((x: { total_score: number }) => x.total_score)).toEqual([50, 40, 30, 20, 10]);
    expect(list.body.data[0].survey_response_date).toBe('2025-06-10T12:00:00.000Z');
    const stats = await s.call('/api/v1/survey_stats', { token: m.token });
    expect(stats.body).toEqual({ stats: { total_score: 30, genuine_relationships: 30, mental_health: 30, physical_health: 30, sense_of_purpose: 30 }, count: 5 });
    expect((await s.call(`/api/v1/user/${m.id}/survey`, { token: other.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/survey`, { token: other.token, json: { survey_taken_time_stamp: '2025-01-10T12:00:00Z', answers: answers(5) } })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/survey`)).status).toBe(401);
    expect((await s.call('/api/v1/survey_stats', { token: other.token })).body).toEqual({
      stats: { total_score: null, genuine_relationships: null, mental_health: null, physical_health: null, sense_of_purpose: null },
      count: 0,
    });
  });

  it('refuses bad answers and a future date (422 with a message)', async () => {
    const m = await s.createMember();
    const post = (json: unknown) => s.call(`/api/v1/user/${m.id}/survey`, { token: m.token, json });
    const ts = new Date().toISOString();
    for (const bad of [answers(101), Array(17).fill(50), [...Array(17).fill(50), 2.5], 'x']) {
      const r = await post({ survey_taken_time_stamp: ts, answers: bad });
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe('Answer all 18 questions with a whole number from 0 to 100.');
    }
    const future = await post({ survey_taken_time_stamp: new Date(Date.now() + 2 * 86_400_000).toISOString(), answers: answers(50) });
    expect(future.status).toBe(422);
    expect(future.body.error.message).toBe('The survey date cannot be in the future.');
    expect((await post({ survey_taken_time_stamp: new Date(Date.now() + 3_600_000).toISOString(), answers: answers(50) })).status).toBe(201);
    expect((await post({ survey_taken_time_stamp: 'yesterday', answers: answers(50) })).status).toBe(422);
    expect((await post({ answers: answers(50) })).status).toBe(422);
  });

  it('community average uses each member’s latest survey', async () => {
    const before = (await s.call('/api/v1/survey/average', { token: (await s.createMember()).token })).body;
    expect(before.count).toBeGreaterThan(100);
    const a = await s.createMember();
    await s.call(`/api/v1/user/${a.id}/survey`, { token: a.token, json: { survey_taken_time_stamp: '2025-01-01T00:00:00Z', answers: answers(0) } });
    await s.call(`/api/v1/user/${a.id}/survey`, { token: a.token, json: { survey_taken_time_stamp: '2025-02-01T00:00:00Z', answers: answers(100) } });
    const after = await s.call('/api/v1/survey/average', { token: a.token });
    expect(after.status).toBe(200);
    expect(after.body.count).toBe(before.count + 1);
    const { rows } = await s.db.query<{ avg: number }>(
      `SELECT round(avg(total_score), 1)::float8 AS avg FROM (SELECT DISTINCT ON (user_id) total_score FROM els_surveys ORDER BY user_id, survey_taken_time_stamp DESC, id DESC) x`,
    );
    expect(after.body.total_score).toBe(rows[0].avg);
    expect(Object.keys(after.body).sort()).toEqual(['count', 'genuine_relationships', 'mental_health', 'physical_health', 'sense_of_purpose', 'total_score']);
    expect((await s.call('/api/v1/survey/average')).status).toBe(401);
    expect((await s.call('/api/v1/survey/average', { token: await s.clientToken() })).status).toBe(403);
  });
});
