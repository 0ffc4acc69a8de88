import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

async function groupWithMembers(n: number, namePrefix: string) {
  const { rows } = await s.db.query<{ id: number }>("INSERT INTO groups (type, name) VALUES ('activity', $1) RETURNING id", [`${namePrefix} group`]);
  const groupId = rows[0].id;
  const members = [];
  for (let i = 0; i < n; i++) {
    const m = await s.createMember();
    await s.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [m.id, namePrefix, `Member${String(i).padStart(2, '0')}`]);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [groupId, m.id]);
    members.push(m);
  }
  return { groupId, members };
}

describe('GET /api/v1/search/user/group (member picker)', () => {
  it('pages a group’s members 25 at a time with count and next; searches by name', async () => {
    const { groupId, members } = await groupWithMembers(27, 'Pickme');
    const r = await s.call(`/api/v1/search/user/group?group_id=${groupId}`, { token: members[0].token });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(27);
    expect(r.body.data).toHaveLength(25);
    expect(r.body.next).toBe(25);
    const page2 = await s.call(`/api/v1/search/user/group?group_id=${groupId}&offset=25`, { token: members[0].token });
    expect(page2.body.data).toHaveLength(2);
    expect(page2.body.next).toBeNull();
    const found = await s.call(`/api/v1/search/user/group?group_id=${groupId}&name=member07`, { token: members[0].token });
    expect(found.body.data.map((m: { last_name: string }) => m.last_name)).toEqual(['Member07']);
    expect(found.body.data[0]).toMatchObject({ first_name: 'Pickme', public_profile: true, role: 0, attendance_status: null });
  });

  it('anonymous members are listed without their name and are not found by it', async () => {
    const { groupId, members } = await groupWithMembers(2, 'Shy');
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [members[1].id]);
    const all = await s.call(`/api/v1/search/user/group?group_id=${groupId}`, { token: members[0].token });
    expect(all.body.data.find((m: { id: number }) => m.id === members[1].id)).toMatchObject({ first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null, public_profile: false });
    const byName = await s.call(`/api/v1/search/user/group?group_id=${groupId}&name=Member01`, { token: members[0].token });
    expect(byName.body.count).toBe(0);
  });

  it('needs a member token; a missing group is 404; a bad query 422', async () => {
    const { groupId, members } = await groupWithMembers(1, 'Auth');
    expect((await s.call(`/api/v1/search/user/group?group_id=${groupId}`)).status).toBe(401);
    expect((await s.call('/api/v1/search/user/group?group_id=99999999', { token: members[0].token })).status).toBe(404);
    expect((await s.call('/api/v1/search/user/group?group_id=abc', { token: members[0].token })).status).toBe(422);
  });
});
