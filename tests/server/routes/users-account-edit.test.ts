// The account pages' calls (accounts spec §4 Profile save payload, §5, §7): the Edit Profile partial
// update with the military payload of each status, the password change keeping the caller logged in,
// and the account deletion with its password (off the challenges' leaderboards).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshScores } from '../../../server/challenges/scores';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const update = (id: number, token: string | null, json: unknown) => s.call(`/api/v1/user/${id}`, { token, json });
const read = async (id: number, token: string) => (await s.call(`/api/v1/user/${id}`, { token })).body;

const SERVICE = {
  military_status: 'Transitioning Service Member',
  military_branch: 'Army',
  military_specialty: '11B',
  military_rank: 'SSG',
  has_disability: true,
  combat_zone: true,
  combat_deployment_operations: 'Operation Iraqi Freedom',
  military_ets: '2024-06-30',
};

describe('Edit Profile save (POST /api/v1/user/{id})', () => {
  it('names, bio and the ETS payload are stored and returned', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { first_name: 'Jo', last_name: 'Doe', profile_bio: 'Hello', ...SERVICE });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ first_name: 'Jo', last_name: 'Doe', profile_bio: 'Hello', ...SERVICE, military_family_member: false });
    expect(await read(m.id, m.token)).toMatchObject(SERVICE);
  });

  it('switching to Civilian (the family-member flag alone) clears the service fields', async () => {
    const m = await s.createMember();
    await update(m.id, m.token, SERVICE);
    const r = await update(m.id, m.token, { military_status: 'Civilian', military_family_member: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      military_status: 'Civilian',
      military_family_member: true,
      military_branch: null,
      military_rank: null,
      military_specialty: null,
      military_ets: null,
      has_disability: null,
      combat_zone: null,
      combat_deployment_operations: null,
    });
  });

  it('a service status drops the family-member flag; leaving the ETS status drops the date; combat zone no drops the operation', async () => {
    const m = await s.createMember();
    await update(m.id, m.token, { military_status: 'Civilian', military_family_member: true });
    await update(m.id, m.token, SERVICE);
    expect(await read(m.id, m.token)).toMatchObject({ military_family_member: false, military_ets: '2024-06-30' });
    const r = await update(m.id, m.token, { ...SERVICE, military_status: 'Veteran', military_ets: undefined, combat_zone: false, combat_deployment_operations: undefined });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ military_status: 'Veteran', military_ets: null, combat_zone: false, combat_deployment_operations: null, military_branch: 'Army', military_rank: 'SSG' });
  });

  it('a rank of another branch is a 422 on military_rank; nothing is stored', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { ...SERVICE, first_name: 'Changed', military_branch: 'Navy' });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({ military_rank: 'PLEASE SELECT AN OPTION' });
    expect((await read(m.id, m.token)).first_name).toBe('Test');
  });

  it('another member cannot edit the profile', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    expect((await update(m.id, other.token, { first_name: 'X' })).status).toBe(403);
    expect((await update(m.id, null, { first_name: 'X' })).status).toBe(401);
  });
});

describe('Update Password', () => {
  it("ends every session, the caller's too (the client logs in again with the new password)", async () => {
    const m = await s.createMember();
    const other = await s.login(m.email, m.password);
    expect((await update(m.id, m.token, { password: 'a-new-password', current_password: m.password })).status).toBe(200);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(401);
    expect((await s.token({ grant_type: 'refresh_token', refresh_token: m.refreshToken })).status).toBe(400);
    expect((await s.token({ grant_type: 'refresh_token', refresh_token: other.refreshToken })).status).toBe(400);
    expect((await s.token({ grant_type: 'password', username: m.email, password: 'a-new-password' })).status).toBe(200);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
  });

  it('a short password is a 422 with the spec text', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { password: 'short', current_password: m.password });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
  });
});

describe('Delete Account (DELETE /api/v1/user/{id} with {password})', () => {
  it('a wrong password is 400 invalid_password and keeps the account; another member is 403', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    const wrong = await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_password');
    expect((await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: other.token, json: { password: m.password } })).status).toBe(403);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(200);
  });

  it('the right password deletes: 204, the token is revoked and the login fails', async () => {
    const m = await s.createMember();
    const r = await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: m.password } });
    expect(r.status).toBe(204);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(401);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
  });

  it("takes the member off every leaderboard: the others' ranks close up, as a full refresh would have them", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO challenges (name, description, start_date, end_date, required_unit, goal, badge_name, links)
       VALUES ('Leaving', 'Deleted members are not ranked.', $1, $2, 'miles', 100, 'Leaving Badge', '[]') RETURNING id`,
      [day(-5), day(5)],
    );
    const ch = rows[0].id;
    const [leaver, second, third] = [await s.createMember(), await s.createMember(), await s.createMember()];
    const event = await s.db.query<{ id: number }>(
      `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual, challenge_id)
       VALUES ('Leaving run', $1, 'virtual', 'A test event.', now() - interval '1 day', now() - interval '23 hours', 'UTC', true, $2) RETURNING id`,
      [third.id, ch],
    );
    for (const [m, miles] of [[leaver, 9], [second, 5], [third, 3]] as const) {
      await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [ch, m.id]);
      await s.db.query('INSERT INTO event_workouts (event_id, user_id, miles) VALUES ($1, $2, $3)', [event.rows[0].id, m.id, miles]);
    }
    await refreshScores(s.db, ch, null, new Date());
    const board = async () => (await s.call(`/api/v1/leaderboard/challenge/${ch}/top25`)).body;
    expect((await board()).data.map((e: { rank: number; user: { id: number } }) => [e.rank, e.user.id])).toEqual([[1, leaver.id], [2, second.id], [3, third.id]]);

    expect((await s.call(`/api/v1/user/${leaver.id}`, { method: 'DELETE', token: leaver.token, json: { password: leaver.password } })).status).toBe(204);
    const after = await board();
    expect(after.count).toBe(2);
    expect(after.data.map((e: { rank: number; user: { id: number } }) => [e.rank, e.user.id])).toEqual([[1, second.id], [2, third.id]]);
    expect((await s.call(`/api/v1/leaderboard/challenge/${ch}/user/${leaver.id}/rank`)).body).toEqual({ rank: null, score: null });
    expect((await s.call(`/api/v1/leaderboard/challenge/${ch}/user/${second.id}/rank`)).body).toEqual({ rank: 1, score: 5 });
    const stored = async () => (await s.db.query('SELECT user_id, score, reached_at FROM challenge_scores WHERE challenge_id = $1 ORDER BY user_id', [ch])).rows;
    const kept = await stored();
    await refreshScores(s.db, ch, null, new Date());
    expect(await stored()).toEqual(kept);
  });
});
