// Pinned posts and moderation (routes/feed-pins.ts, routes/feed.ts national pin): who may pin and
// unpin in groups and challenges, is_pinned, the national pinned post, removing a group's post,
// removing (banning) a member, reporting posts (server/reports/targets.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, syncedMember } from '../support/events';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

async function newGroup() {
  const { rows } = await s.db.query<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('chapter', 'Pin chapter') RETURNING id`);
  return rows[0].id;
}
const join = (groupId: number, userId: number, role = 0) => s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, $3)', [groupId, userId, role]);
async function newChallenge(groupId: number | null, createdBy: number | null) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO challenges (name, start_date, end_date, required_unit, group_id, created_by) VALUES ('Pin challenge', '2026-01-01', '2026-12-31', 'miles', $1, $2) RETURNING id`,
    [groupId, createdBy],
  );
  return rows[0].id;
}
async function write(path: string, m: Member, text = 'post'): Promise<number> {
  const r = await s.call(path, { method: 'POST', token: m.token, json: { text } });
  if (r.status !== 201) throw new Error(`${path} → ${r.status} ${r.text}`);
  return r.body.data.id;
}
const call = (method: string, path: string, m: Member | null) => s.call(path, { method, token: m?.token ?? null });

describe('group pinned posts', () => {
  it('admins and moderators pin (one per feed) and unpin; is_pinned follows; members 403; 401; 404; 422 other feed', async () => {
    const [admin, mod, member] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    await join(g, admin.id, 2);
    await join(g, mod.id, 1);
    await join(g, member.id);
    const p1 = await write(`/api/v1/group/${g}/timeline`, member);
    const p2 = await write(`/api/v1/group/${g}/timeline`, member);
    const elsewhere = await write(`/api/v1/user/${member.id}/user_feed`, member);
    const pin = (m: Member | null, postId: number, method = 'POST', groupId = g) => call(method, `/api/v1/group/${groupId}/pinned_post/${postId}`, m);

    expect((await call('GET', `/api/v1/group/${g}/pinned_post`, member)).body).toEqual({ data: null });
    expect((await pin(null, p1)).status).toBe(401);
    const refused = await pin(member, p1);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only group admins and moderators can pin posts.');
    expect((await pin(mod, 99_999_999)).status).toBe(404);
    expect((await pin(mod, p1, 'POST', 99_999_999)).status).toBe(404);
    const wrongFeed = await pin(mod, elsewhere);
    expect(wrongFeed.status).toBe(422);
    expect(wrongFeed.body.error.message).toBe('This post is not in this feed.');

    const pinned = await pin(mod, p1);
    expect(pinned.status).toBe(200);
    expect(pinned.body.data).toMatchObject({ id: p1, is_pinned: true });
    const got = await call('GET', `/api/v1/group/${g}/pinned_post`, member);
    expect(got.body.data).toMatchObject({ id: p1, is_pinned: true });
    expect((await call('GET', `/api/v1/group/${g}/pinned_post/${p1}`, member)).body.data.id).toBe(p1);
    expect((await call('GET', `/api/v1/group/${g}/pinned_post/${p2}`, member)).body).toEqual({ data: null });
    const feed = await call('GET', `/api/v1/group/${g}/timeline`, member);
    expect(feed.body.data.results.map((p: { id: number; is_pinned: boolean }) => [p.id, p.is_pinned])).toEqual([
      [p2, false],
      [p1, true],
    ]);

    expect((await pin(admin, p2)).status).toBe(200);
    expect((await call('GET', `/api/v1/group/${g}/pinned_post`, member)).body.data.id).toBe(p2);
    expect((await call('GET', `/api/v1/user/${member.id}/user_feed/${p1}`, member)).body.data.is_pinned).toBe(false);

    expect((await pin(member, p2, 'DELETE')).status).toBe(403);
    expect((await pin(null, p2, 'DELETE')).status).toBe(401);
    expect((await pin(admin, 99_999_999, 'DELETE')).status).toBe(404);
    expect((await pin(admin, p2, 'DELETE')).status).toBe(204);
    expect((await call('GET', `/api/v1/group/${g}/pinned_post`, member)).body).toEqual({ data: null });
    expect((await call('GET', `/api/v1/group/99999999/pinned_post`, member)).status).toBe(404);
  });

  it('a deleted pinned post is no longer pinned', async () => {
    const admin = await s.createMember();
    const g = await newGroup();
    await join(g, admin.id, 2);
    const p = await write(`/api/v1/group/${g}/timeline`, admin);
    await call('POST', `/api/v1/group/${g}/pinned_post/${p}`, admin);
    expect((await call('DELETE', `/api/v1/user/${admin.id}/user_feed/${p}`, admin)).status).toBe(204);
    expect((await call('GET', `/api/v1/group/${g}/pinned_post`, admin)).body).toEqual({ data: null });
  });
});

describe('challenge pinned posts', () => {
  it('the challenge’s creator or an admin/moderator of its group pin; participants 403', async () => {
    const [creator, groupMod, runner] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    await join(g, groupMod.id, 1);
    const ch = await newChallenge(g, creator.id);
    for (const m of [creator, groupMod, runner]) await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [ch, m.id]);
    const p = await write(`/api/v1/challenge/${ch}/timeline`, runner);
    const refused = await call('POST', `/api/v1/challenge/${ch}/pinned_post/${p}`, runner);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only challenge admins can pin posts.');
    expect((await call('POST', `/api/v1/challenge/${ch}/pinned_post/${p}`, null)).status).toBe(401);
    expect((await call('POST', `/api/v1/challenge/99999999/pinned_post/${p}`, creator)).status).toBe(404);
    expect((await call('POST', `/api/v1/challenge/${ch}/pinned_post/${await write(`/api/v1/user/${runner.id}/user_feed`, runner)}`, creator)).status).toBe(422);
    expect((await call('POST', `/api/v1/challenge/${ch}/pinned_post/${p}`, creator)).body.data.is_pinned).toBe(true);
    expect((await call('GET', `/api/v1/challenge/${ch}/pinned_post`, runner)).body.data.id).toBe(p);
    expect((await call('DELETE', `/api/v1/challenge/${ch}/pinned_post/${p}`, runner)).status).toBe(403);
    expect((await call('DELETE', `/api/v1/challenge/${ch}/pinned_post/${p}`, null)).status).toBe(401);
    expect((await call('DELETE', `/api/v1/challenge/99999999/pinned_post/${p}`, creator)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/challenge/${ch}/pinned_post/99999999`, creator)).status).toBe(404);
    expect((await call('DELETE', `/api/v1/challenge/${ch}/pinned_post/${p}`, groupMod)).status).toBe(204);
    expect((await call('GET', `/api/v1/challenge/${ch}/pinned_post`, runner)).body).toEqual({ data: null });
    expect((await call('POST', `/api/v1/challenge/${ch}/pinned_post/${p}`, groupMod)).status).toBe(200);
  });
});

describe('national pinned post', () => {
  it('answers the post pinned on the national feed (staff set it), else null; owner only', async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    const timelinePin = (m: Member, token: Member | null = m) => call('GET', `/api/v1/user/${m.id}/aggregated_timeline_feed/pinned_post`, token);
    // The demo data pins a welcome post; this file's database is its own copy.
    await s.db.query(`DELETE FROM pinned_posts WHERE feed_type = 'national'`);
    const before = await timelinePin(a);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ data: null });
    const p = await write(`/api/v1/user/${b.id}/user_feed`, b, 'national news');
    await s.db.query(`INSERT INTO pinned_posts (feed_type, feed_id, post_id) VALUES ('national', 0, $1)`, [p]);
    expect((await timelinePin(a)).body.data).toMatchObject({ id: p, text: 'national news', is_pinned: true });
    expect((await timelinePin(a, null)).status).toBe(401);
    expect((await timelinePin(a, b)).status).toBe(403);
    await s.call(`/api/v1/user/${a.id}/block_post/${p}`, { method: 'POST', token: a.token });
    expect((await timelinePin(a)).body).toEqual({ data: null });
  });
});

describe('group moderation', () => {
  it('DELETE group_admin/{groupId}/post/{postId}: admins only remove a post of that group', async () => {
    const [admin, mod, member] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    const other = await newGroup();
    await join(g, admin.id, 2);
    await join(g, mod.id, 1);
    await join(g, member.id);
    await join(other, member.id);
    const p = await write(`/api/v1/group/${g}/timeline`, member);
    const q = await write(`/api/v1/group/${other}/timeline`, member);
    const del = (m: Member | null, postId: number, groupId = g) => call('DELETE', `/api/v1/group_admin/${groupId}/post/${postId}`, m);
    expect((await del(null, p)).status).toBe(401);
    const refused = await del(mod, p);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only group admins can do that.');
    expect((await del(admin, q)).status).toBe(404);
    expect((await del(admin, p, 99_999_999)).status).toBe(404);
    expect((await del(admin, p)).status).toBe(204);
    expect((await call('GET', `/api/v1/group/${g}/timeline`, member)).body.data.results).toEqual([]);
    expect((await del(admin, p)).body.error.message).toBe('Post not found.');
    const { rows } = await s.db.query('SELECT deleted_at IS NOT NULL AS gone FROM posts WHERE id = $1', [p]);
    expect(rows[0]).toEqual({ gone: true });
  });

  it('DELETE group_admin/{groupId}/user/{userId}: admins remove members; not themselves or another admin', async () => {
    const [admin, admin2, mod, member] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    await join(g, admin.id, 2);
    await join(g, admin2.id, 2);
    await join(g, mod.id, 1);
    await join(g, member.id);
    const ban = (m: Member | null, userId: number, groupId = g) => call('DELETE', `/api/v1/group_admin/${groupId}/user/${userId}`, m);
    expect((await ban(null, member.id)).status).toBe(401);
    expect((await ban(mod, member.id)).status).toBe(403);
    expect((await ban(admin, admin.id)).body.error.message).toBe('You cannot remove yourself from the group.');
    const otherAdmin = await ban(admin, admin2.id);
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.error.message).toBe('You cannot remove another group admin.');
    expect((await ban(admin, member.id, 99_999_999)).status).toBe(404);
    expect((await ban(admin, member.id)).status).toBe(204);
    const again = await ban(admin, member.id);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: 'already_removed', message: 'This user has already been removed.' });
    expect((await ban(admin, mod.id)).status).toBe(204);
    const post = await s.call(`/api/v1/group/${g}/timeline`, { method: 'POST', token: member.token, json: { text: 'back?' } });
    expect(post.status).toBe(403);
  });
});

describe('reports on posts (server/reports/targets.ts)', () => {
  it('a member’s, an event’s and a group’s post can be reported; own post 422; wrong parent 404', async () => {
    const host = await syncedMember(s);
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    const userPost = await write(`/api/v1/user/${a.id}/user_feed`, a, 'x');
    const event = await createEvent(s, host);
    const eventPost = await write(`/api/v1/mobile_event/${event.id}/timeline`, a, 'x');
    const g = await newGroup();
    await join(g, a.id);
    const groupPost = await write(`/api/v1/group/${g}/timeline`, a, 'x');
    const report = (path: string, m: Member) => s.call(`/api/v1/report/${path}`, { token: m.token, json: { reporter: m.id } });
    expect((await report(`user/${a.id}/post/${userPost}`, b)).status).toBe(201);
    expect((await report(`user/${a.id}/post/${userPost}`, a)).status).toBe(422);
    expect((await report(`user/${b.id}/post/${userPost}`, b)).status).toBe(404);
    expect((await report(`event/${event.id}/post/${eventPost}`, b)).status).toBe(201);
    expect((await report(`event/${event.id}/post/${userPost}`, b)).status).toBe(404);
    expect((await report(`group/${g}/post/${groupPost}`, b)).status).toBe(201);
    expect((await report(`group/${g}/post/${eventPost}`, b)).status).toBe(404);
    await call('DELETE', `/api/v1/user/${a.id}/user_feed/${groupPost}`, a);
    expect((await report(`group/${g}/post/${groupPost}`, b)).status).toBe(404);
  });
});
