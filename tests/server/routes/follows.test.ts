// Follows (routes/follows.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const follow = (m: Member, otherId: number, method = 'POST') => s.call(`/api/v1/user/${m.id}/follow/${otherId}`, { method, token: m.token });
const makeAnonymous = (id: number) => s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [id]);


describe('follow', () => {
  it('follows (201, then 200), writes a notification, unfollows (204 twice)', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const r = await follow(a, b.id);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ followed_id: b.id });
    expect((await follow(a, b.id)).status).toBe(200);
    const n = await s.db.query('SELECT user_id, actor_id, verb, object_type, object_id FROM notifications WHERE user_id = $1', [b.id]);
    expect(n.rows).toEqual([{ user_id: b.id, actor_id: a.id, verb: 'follow', object_type: 'user', object_id: String(a.id) }]);
    expect((await s.call(`/api/v1/user/${b.id}/follow/summary`, { token: a.token })).body).toEqual({ followers: 1, following: 0 });
    expect((await follow(a, b.id, 'DELETE')).status).toBe(204);
    expect((await follow(a, b.id, 'DELETE')).status).toBe(204);
    expect((await s.call(`/api/v1/user/${b.id}/follow/summary`, { token: a.token })).body).toEqual({ followers: 0, following: 0 });
  });

  it('authorisation, self, unknown, anonymous and blocked rules', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    expect((await s.call(`/api/v1/user/${a.id}/follow/${b.id}`, { method: 'POST' })).status).toBe(401);
    expect((await s.call(`/api/v1/user/${a.id}/follow/${b.id}`, { method: 'POST', token: b.token })).status).toBe(403);
    expect((await follow(a, a.id)).status).toBe(422);
    expect((await follow(a, 99_999_999)).status).toBe(404);

    const anon = await s.createMember();
    await makeAnonymous(anon.id);
    const toAnon = await follow(a, anon.id);
    expect(toAnon.status).toBe(403);
    expect(toAnon.body.error).toEqual({ code: 'anonymous_profile', message: 'This user has set their profile to private.' });
    const fromAnon = await follow(anon, a.id);
    expect(fromAnon.status).toBe(403);
    expect(fromAnon.body.error).toEqual({ code: 'anonymous_profile', message: 'Anonymous users cannot follow members.' });

    await s.call(`/api/v1/user/${b.id}/block/${a.id}`, { method: 'POST', token: b.token });
    expect((await follow(a, b.id)).body.error.code).toBe('blocked');
    expect((await follow(b, a.id)).status).toBe(403);
  });

  it('lists followers and following 10 a page, newest first, with the caller’s following flag', async () => {
    const star = await s.createMember();
    const fans: Member[] = [];
    for (let i = 0; i < 12; i++) {
      const f = await s.createMember();
      fans.push(f);
      expect((await follow(f, star.id)).status).toBe(201);
    }
    const viewer = fans[0];
    await follow(viewer, fans[11].id);
    const first = await s.call(`/api/v1/user/${star.id}/follow?relation=followers`, { token: viewer.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.next).toBe(10);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].user).toEqual({
      id: fans[11].id,
      first_name: 'Test',
      last_name: 'Member',
      profile_photo_url: null,
      eagle_leader: false,
      preferred_chapter: null,
      military_status: null,
      military_branch: null,
      public_profile: true,
      following: true,
    });
    expect(first.body.data[1].user.following).toBe(false);
    const second = await s.call(`/api/v1/user/${star.id}/follow?relation=followers&offset=10`, { token: viewer.token });
    expect(second.body.data.map((e: { user: { id: number } }) => e.user.id)).toEqual([fans[1].id, fans[0].id]);
    expect(second.body.next).toBeNull();
    const byPath = await s.call(`/api/v1/user/${star.id}/follow/followers?offset=10`, { token: viewer.token });
    expect(byPath.body).toEqual(second.body);
    const following = await s.call(`/api/v1/user/${viewer.id}/follow/following`, { token: star.token });
    expect(following.body.data.map((e: { user: { id: number } }) => e.user.id)).toEqual([fans[11].id, star.id]);
    expect((await s.call(`/api/v1/user/${star.id}/follow/summary`, { token: viewer.token })).body).toEqual({ followers: 12, following: 0 });
    expect((await s.call(`/api/v1/user/${star.id}/follow?relation=friends`, { token: viewer.token })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${star.id}/follow?relation=followers`)).status).toBe(401);
    expect((await s.call(`/api/v1/user/99999999/follow?relation=followers`, { token: viewer.token })).status).toBe(404);
  });

  it('hides blocked members, masks anonymous ones, and refuses a private profile’s lists to others', async () => {
    const owner = await s.createMember();
    const viewer = await s.createMember();
    const blocker = await s.createMember();
    const masked = await s.createMember();
    await follow(blocker, owner.id);
    await follow(masked, owner.id);
    await makeAnonymous(masked.id);
    await s.call(`/api/v1/user/${blocker.id}/block/${viewer.id}`, { method: 'POST', token: blocker.token });
    const list = await s.call(`/api/v1/user/${owner.id}/follow?relation=followers`, { token: viewer.token });
    expect(list.body.count).toBe(1);
    expect(list.body.data[0].user).toMatchObject({ id: masked.id, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null, public_profile: false });
    expect((await s.call(`/api/v1/user/${owner.id}/follow?relation=followers`, { token: owner.token })).body.count).toBe(2);

    await makeAnonymous(owner.id);
    const denied = await s.call(`/api/v1/user/${owner.id}/follow?relation=followers`, { token: viewer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('private_profile');
    expect((await s.call(`/api/v1/user/${owner.id}/follow/summary`, { token: viewer.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${owner.id}/follow?relation=followers`, { token: owner.token })).status).toBe(200);
  });

  it('v2 follower ids and group memberships (owner only)', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    await follow(a, b.id);
    await s.db.query("INSERT INTO group_memberships (group_id, user_id, role) SELECT id, $1, 0 FROM groups WHERE name = 'Raleigh, NC Chapter'", [a.id]);
    expect((await s.call(`/api/v2/all/profile/${a.id}/follower`, { token: a.token })).body).toEqual({ data: [b.id] });
    const groups = await s.call(`/api/v2/all/profile/${a.id}/group_membership`, { token: a.token });
    expect(groups.body.data).toEqual([{ group_id: expect.any(Number), role: 0, name: 'Raleigh, NC Chapter', type: 'chapter' }]);
    expect((await s.call(`/api/v2/all/profile/${a.id}/follower`, { token: b.token })).status).toBe(403);
    expect((await s.call(`/api/v2/all/profile/${a.id}/group_membership`)).status).toBe(401);
  });
});
