// Eagle Leader info (routes/eagle-leaders.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let admin: { token: string; userId: number };
let raleigh: number;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin@demo.test');
  raleigh = (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const putInfo = (id: number, token: string | undefined, json: unknown) => s.call(`/api/v2/profile/${id}/eagle_leader_info`, { method: 'PUT', token, json });
async function raleighMember(): Promise<Member> {
  const m = await s.createMember();
  await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [raleigh, m.id]);
  return m;
}

describe('Eagle Leader info', () => {
  it('onboards a member of the admin’s group as PENDING (active false, no training date)', async () => {
    const m = await raleighMember();
    const r = await putInfo(m.id, admin.token, { role: 'volunteer LEADER', start_date: day(-3) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ role: 'Volunteer Leader', start_date: day(-3), end_date: null, active: false, offboarding_notification: null, training_completion_date: null });
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.eagle_leader_info).toEqual(r.body);
  });

  it('onboarding rules: role from the four editable ones, start date required and not in the future, no end date', async () => {
    const m = await raleighMember();
    const bad = async (json: unknown, field: string) => {
      const r = await putInfo(m.id, admin.token, json);
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.error.fields)).toContain(field);
    };
    await bad({ role: 'General', start_date: day(-1) }, 'role');
    await bad({ role: 'Board Member', start_date: day(-1) }, 'role');
    await bad({ start_date: day(-1) }, 'role');
    await bad({ role: 'Volunteer Leader' }, 'start_date');
    await bad({ role: 'Volunteer Leader', start_date: day(2) }, 'start_date');
    await bad({ role: 'Volunteer Leader', start_date: '2025-02-30' }, 'start_date');
    await bad({ role: 'Volunteer Leader', start_date: day(-5), end_date: day(-1) }, 'end_date');
  });

  it('who may: an admin of one of the target’s groups, not self, not for a private profile', async () => {
    const m = await raleighMember();
    const outsider = await s.createMember();
    const json = { role: 'Volunteer Leader', start_date: day(-1) };
    expect((await putInfo(m.id, undefined, json)).status).toBe(401);
    expect((await putInfo(m.id, outsider.token, json)).status).toBe(403);
    expect((await putInfo(outsider.id, admin.token, json)).status).toBe(403);
    expect((await putInfo(admin.userId, admin.token, json)).status).toBe(403);
    expect((await putInfo(99999999, admin.token, json)).status).toBe(404);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    const anon = await putInfo(m.id, admin.token, json);
    expect(anon.status).toBe(403);
    expect(anon.body.error.message).toBe('Eagle Leaders must have a public profile.');
  });

  it('edits roles among the editable ones and offboards an active leader with an end date', async () => {
    const m = await raleighMember();
    await s.db.query(
      `INSERT INTO eagle_leader_info (user_id, role, start_date, active, training_completion_date) VALUES ($1, 'Chapter Captain', $2, true, $2)`,
      [m.id, day(-400)],
    );
    await s.db.query(`UPDATE users SET eagle_leader = true, eagle_leader_title = 'Chapter Captain' WHERE id = $1`, [m.id]);
    const edited = await putInfo(m.id, admin.token, { role: 'Deputy Chapter Captain' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ role: 'Deputy Chapter Captain', active: true, end_date: null });
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.eagle_leader_title).toBe('Deputy Chapter Captain');
    expect((await putInfo(m.id, admin.token, { role: 'Board Member' })).status).toBe(422);

    expect((await putInfo(m.id, admin.token, { end_date: day(-31) })).status).toBe(422);
    expect((await putInfo(m.id, admin.token, { end_date: day(-401) })).status).toBe(422);
    expect((await putInfo(m.id, admin.token, { end_date: '12/01/2025' })).status).toBe(422);
    const off = await putInfo(m.id, admin.token, { role: 'Deputy Chapter Captain', start_date: day(-400), end_date: day(-10) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ role: 'Deputy Chapter Captain', end_date: day(-10), active: true });
  });

  it('a non-editable current role cannot be changed; a PENDING leader cannot be offboarded', async () => {
    const m = await raleighMember();
    await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active) VALUES ($1, 'State Coordinator', $2, true)`, [m.id, day(-100)]);
    expect((await putInfo(m.id, admin.token, { role: 'Volunteer Leader' })).status).toBe(403);
    const p = await raleighMember();
    await putInfo(p.id, admin.token, { role: 'Volunteer Leader', start_date: day(-1) });
    const r = await putInfo(p.id, admin.token, { end_date: day(0) });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe('Only an active Eagle Leader can be offboarded.');
  });
});
