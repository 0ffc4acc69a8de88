// Joining and leaving groups, role checks and a member's relation to a group (routes/groups.ts,
// server/groups/membership.ts), with the authorisation matrix of the mutating routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup } from '../support/groups';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const path = (g: number, u: number) => `/api/v1/group/${g}/user/${u}`;
const join = (g: number, m: Member, as: Member | null = m) => s.call(path(g, m.id), { method: 'POST', token: as?.token ?? null });
const leave = (g: number, m: Member, as: Member | null = m) => s.call(path(g, m.id), { method: 'DELETE', token: as?.token ?? null });

describe('POST/DELETE /api/v1/group/{id}/user/{userId} (join and leave)', () => {
  it('joins as a member and answers the group (count and avatars updated); again is idempotent; leave undoes it', async () => {
    const g = await newGroup(s);
    const [m, other] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, other.id);
    const joined = await join(g, m);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: g, joined: true, role: 0, member_count: 2 });
    expect(joined.body.members.map((a: { id: number }) => a.id)).toEqual([m.id, other.id]);
    expect((await join(g, m)).body).toMatchObject({ joined: true, member_count: 2 });
    const left = await leave(g, m);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ joined: false, role: null, member_count: 1 });
    expect((await leave(g, m)).body).toMatchObject({ joined: false, member_count: 1 });
  });

  it('joining again keeps a moderator’s role; an admin who leaves loses the role', async () => {
    const g = await newGroup(s);
    const [mod, admin] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, mod.id, 1);
    await joinAs(s, g, admin.id, 2);
    expect((await join(g, mod)).body.role).toBe(1);
    await leave(g, admin);
    expect((await join(g, admin)).body.role).toBe(0);
  });

  it('an inactive group cannot be joined (409); its members can still leave', async () => {
    const g = await newGroup(s, { active: false });
    const [m, member] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, member.id);
    const r = await join(g, m);
    expect(r.status).toBe(409);
    expect(r.body.error).toEqual({ code: 'group_inactive', message: 'This group is no longer active. It cannot be joined.' });
    expect((await join(g, member)).status).toBe(200);
    expect((await leave(g, member)).body).toMatchObject({ joined: false, active: false });
    expect((await join(g, member)).status).toBe(409);
  });

  it('a member the group’s admin removed (ban) cannot join again (403 banned); the relation says so', async () => {
    const g = await newGroup(s);
    const [admin, m] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, admin.id, 2);
    await joinAs(s, g, m.id);
    expect((await s.call(`/api/v1/group_admin/${g}/user/${m.id}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const again = await join(g, m);
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('banned');
    const rel = await s.call(`/api/v1/user/${m.id}/group/${g}/relation`, { token: m.token });
    expect(rel.body).toMatchObject({ joined: false, banned: true });
  });

  it('anonymous profiles may join (they still cannot post there)', async () => {
    const g = await newGroup(s);
    const m = await s.createMember();
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    expect((await join(g, m)).body).toMatchObject({ joined: true, members: [] });
    expect((await s.call(`/api/v1/group/${g}/timeline`, { method: 'POST', token: m.token, json: { text: 'hi' } })).status).toBe(403);
  });

  it('an unknown group is 404; an id beyond int4 404', async () => {
    const m = await s.createMember();
    expect((await s.call(path(99999999, m.id), { method: 'POST', token: m.token })).status).toBe(404);
    expect((await s.call(path(2147483648, m.id), { method: 'POST', token: m.token })).status).toBe(404);
  });

  describe.each([
    ['POST', 'join'],
    ['DELETE', 'leave'],
  ])('%s (%s): authorisation', (method) => {
    it('nobody 401, client token 403; another member, a moderator, the group’s admin and another group’s admin may not act for someone else (403); the member may', async () => {
      const g = await newGroup(s);
      const elsewhere = await newGroup(s);
      const [owner, other, mod, admin, otherAdmin] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
      await joinAs(s, g, mod.id, 1);
      await joinAs(s, g, admin.id, 2);
      await joinAs(s, elsewhere, otherAdmin.id, 2);
      if (method === 'DELETE') await joinAs(s, g, owner.id);
      const call = (token: string | null) => s.call(path(g, owner.id), { method, token });
      expect((await call(null)).status).toBe(401);
      expect((await call(await s.clientToken())).status).toBe(403);
      for (const who of [other, mod, admin, otherAdmin]) {
        const r = await call(who.token);
        expect(r.status).toBe(403);
        expect(r.body.error).toEqual({ code: 'forbidden', message: 'You can only join or leave a group yourself.' });
      }
      const { rows } = await s.db.query('SELECT 1 FROM group_memberships WHERE group_id = $1 AND user_id = $2', [g, owner.id]);
      expect(rows.length).toBe(method === 'DELETE' ? 1 : 0);
      const ok = await call(owner.token);
      expect(ok.status).toBe(200);
      expect(ok.body.joined).toBe(method === 'POST');
    });
  });
});

describe('role checks and relation', () => {
  it('is_admin / is_moderator per role; any member may ask; 404 unknown group or member; 401 without a token', async () => {
    const g = await newGroup(s);
    const [admin, mod, member, outsider] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
    await joinAs(s, g, admin.id, 2);
    await joinAs(s, g, mod.id, 1);
    await joinAs(s, g, member.id);
    const ask = async (u: number, what: 'is_admin' | 'is_moderator', token = outsider.token) => (await s.call(`/api/v1/group/${g}/user/${u}/${what}`, { token })).body[what];
    expect([await ask(admin.id, 'is_admin'), await ask(mod.id, 'is_admin'), await ask(member.id, 'is_admin'), await ask(outsider.id, 'is_admin')]).toEqual([true, false, false, false]);
    expect([await ask(admin.id, 'is_moderator'), await ask(mod.id, 'is_moderator'), await ask(member.id, 'is_moderator')]).toEqual([false, true, false]);
    expect((await s.call(`/api/v1/group/${g}/user/${admin.id}/is_admin`)).status).toBe(401);
    expect((await s.call(`/api/v1/group/99999999/user/${admin.id}/is_admin`, { token: outsider.token })).status).toBe(404);
    expect((await s.call(`/api/v1/group/${g}/user/99999999/is_moderator`, { token: outsider.token })).status).toBe(404);
  });

  it('GET /api/v1/user/{id}/group/{groupId}/relation: joined, role, joined_at; not joined is 200 with joined false', async () => {
    const g = await newGroup(s);
    const [mod, outsider] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, mod.id, 1, new Date('2025-06-01T10:00:00Z'));
    const r = await s.call(`/api/v1/user/${mod.id}/group/${g}/relation`, { token: outsider.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ user_id: mod.id, group_id: g, joined: true, role: 1, is_admin: false, is_moderator: true, joined_at: '2025-06-01T10:00:00.000Z', banned: false });
    const none = await s.call(`/api/v1/user/${outsider.id}/group/${g}/relation`, { token: outsider.token });
    expect(none.body).toMatchObject({ joined: false, role: null, joined_at: null });
    expect((await s.call(`/api/v1/user/${outsider.id}/group/${g}/relation`)).status).toBe(401);
    expect((await s.call(`/api/v1/user/${outsider.id}/group/99999999/relation`, { token: outsider.token })).status).toBe(404);
    expect((await s.call(`/api/v1/user/99999999/group/${g}/relation`, { token: outsider.token })).status).toBe(404);
  });
});
