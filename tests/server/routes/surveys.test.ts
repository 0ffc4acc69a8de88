// ELS surveys (routes/surveys.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const answers = (v: number | number[]) => (Array.isArray(v) ? v : Array(18).fill(v));

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
