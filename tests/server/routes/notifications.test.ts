// Notifications (routes/notifications.ts): the owner's list after real follows, likes, comments and
// tags; order and offset paging; `items` bounds; actors deleted or blocked either way left out; the
// unseen count and marking all seen; who may call each route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const list = (m: Member, query = '', token: string | null = m.token) => s.call(`/api/v1/user/${m.id}/notifications${query}`, { token });
const check = (m: Member, token: string | null = m.token) => s.call(`/api/v1/user/${m.id}/notifications/check`, { token });
const markSeen = (m: Member, token: string | null = m.token) => s.call(`/api/v1/user/${m.id}/notifications/seen`, { method: 'PUT', token });
const follow = (m: Member, otherId: number) => s.call(`/api/v1/user/${m.id}/follow/${otherId}`, { method: 'POST', token: m.token });
const react = (m: Member, postId: number, json: unknown) => s.call(`/api/v1/user/${m.id}/reactions/${postId}`, { method: 'POST', token: m.token, json });
const block = (m: Member, otherId: number) => s.call(`/api/v1/user/${m.id}/block/${otherId}`, { method: 'POST', token: m.token });

async function post(m: Member, json: Record<string, unknown>) {
  const r = await s.call(`/api/v1/user/${m.id}/user_feed`, { method: 'POST', token: m.token, json });
  expect(r.status).toBe(201);
  return r.body.data.id as number;
}

/** `n` fresh members, one after another. */
async function members(n: number) {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) out.push(await s.createMember());
  return out;
}

/** `n` notices for `to` straight in the database, one minute apart (the newest last). */
async function seedNotices(to: Member, actor: Member, n: number) {
  await s.db.query(
    `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, created_at)
     SELECT $1, $2, 'follow', 'user', $3, timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => g) FROM generate_series(1, $4::int) g`,
    [to.id, actor.id, String(actor.id), n],
  );
}

const person = (m: Member) => ({ id: m.id, first_name: 'Test', last_name: 'Member', profile_photo_url: null });

describe('GET api/v1/user/{id}/notifications', () => {
  it('lists real follow, like, comment and tag notices, newest first, with their actor', async () => {
    const [me, a, b, c] = await members(4);
    expect((await follow(a, me.id)).status).toBe(201);
    const mine = await post(me, { text: 'Sunrise ruck, 6 miles.' });
    const like = await react(b, mine, { kind: 'like' });
    expect(like.status).toBe(201);
    const comment = await react(c, mine, { kind: 'comment', content: 'Great work!' });
    expect(comment.status).toBe(201);
    const tagging = await post(a, { text: 'Thanks @me', tagged: [me.id] });

    const r = await list(me);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: {
        results: [
          { id: expect.any(Number), verb: 'tag', time: expect.any(String), seen: false, object_type: 'post', object_id: String(tagging), data: { post_id: tagging, feed_type: 'user', feed_id: a.id, excerpt: 'Thanks @me' }, actor: person(a) },
          { id: expect.any(Number), verb: 'comment', time: expect.any(String), seen: false, object_type: 'post', object_id: String(mine), data: { post_id: mine, reaction_id: comment.body.id, excerpt: 'Great work!', feed_type: 'user', feed_id: me.id, author_id: me.id }, actor: person(c) },
          { id: expect.any(Number), verb: 'like', time: expect.any(String), seen: false, object_type: 'post', object_id: String(mine), data: { post_id: mine, reaction_id: like.body.id, excerpt: 'Sunrise ruck, 6 miles.', feed_type: 'user', feed_id: me.id, author_id: me.id }, actor: person(b) },
          { id: expect.any(Number), verb: 'follow', time: expect.any(String), seen: false, object_type: 'user', object_id: String(a.id), data: {}, actor: person(a) },
        ],
        next_offset: null,
      },
    });
    const times = r.body.data.results.map((n: { time: string }) => n.time);
    for (const t of times) expect(new Date(t).toISOString()).toBe(t);
    expect([...times].sort().reverse()).toEqual(times);
    // Nothing for the actors about their own actions.
    expect((await list(b)).body.data.results).toEqual([]);
  });

  it('pages with offset and next_offset (25 by default, fewer with items), ties broken by the newest id', async () => {
    const [me, actor] = await members(2);
    await seedNotices(me, actor, 30);
    const first = await list(me);
    expect(first.body.data.results).toHaveLength(25);
    expect(first.body.data.next_offset).toBe(25);
    const second = await list(me, '?items=25&offset=25');
    expect(second.body.data.results).toHaveLength(5);
    expect(second.body.data.next_offset).toBeNull();
    const all = [...first.body.data.results, ...second.body.data.results];
    expect(new Set(all.map((n: { id: number }) => n.id)).size).toBe(30);
    expect(all[0].time).toBe('2026-01-01T00:30:00.000Z');
    expect(all[29].time).toBe('2026-01-01T00:01:00.000Z');

    const small = await list(me, '?items=10&offset=20');
    expect(small.body.data.results.map((n: { id: number }) => n.id)).toEqual(all.slice(20, 30).map((n: { id: number }) => n.id));
    expect(small.body.data.next_offset).toBeNull();
    expect((await list(me, '?items=10&offset=19')).body.data.next_offset).toBe(29);
    expect((await list(me, '?offset=30')).body.data).toEqual({ results: [], next_offset: null });

    // Exactly one page: no next page.
    const [other] = await members(1);
    await seedNotices(other, actor, 25);
    expect((await list(other)).body.data.next_offset).toBeNull();

    // Same time: the newer row first.
    const [tie] = await members(1);
    await s.db.query(`INSERT INTO notifications (user_id, actor_id, verb, created_at) VALUES ($1, $2, 'update', '2026-02-01T00:00:00Z'), ($1, $2, 'cancel', '2026-02-01T00:00:00Z')`, [tie.id, actor.id]);
    expect((await list(tie)).body.data.results.map((n: { verb: string }) => n.verb)).toEqual(['cancel', 'update']);
  });

  it('items outside 1-25 or not a whole number, and a bad offset, are 422 with a JSON error', async () => {
    const [me] = await members(1);
    for (const query of ['?items=0', '?items=26', '?items=abc', '?items=1.5', '?items=-1', '?offset=-1', '?offset=abc', '?offset=2147483648']) {
      const r = await list(me, query);
      expect(r.status, query).toBe(422);
      expect(r.body.error.code, query).toBe('validation');
      expect(typeof r.body.error.message, query).toBe('string');
    }
    expect((await list(me, '?items=26')).body.error.fields).toEqual({ items: 'Must be from 1 to 25.' });
    expect((await list(me, '?items=1')).status).toBe(200);
    expect((await list(me, '?items=25')).status).toBe(200);
  });

  it('leaves out actors the member blocked, who blocked the member, or who are deleted; a system notice has no actor', async () => {
    const [me, blocked, blocker, gone, anon, friend] = await members(6);
    for (const m of [blocked, blocker, gone, anon, friend]) expect((await follow(m, me.id)).status).toBe(201);
    await s.db.query(`INSERT INTO notifications (user_id, verb, object_type, object_id, data) VALUES ($1, 'update', 'event', '7', '{"name":"Ruck"}')`, [me.id]);
    expect((await block(me, blocked.id)).status).toBe(201);
    expect((await block(blocker, me.id)).status).toBe(201);
    await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone.id]);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anon.id]);

    const results = (await list(me)).body.data.results;
    expect(results.map((n: { verb: string; actor: { id: number } | null }) => [n.verb, n.actor?.id ?? null])).toEqual([
      ['update', null],
      ['follow', friend.id],
      ['follow', anon.id],
    ]);
    expect(results[0]).toMatchObject({ object_type: 'event', object_id: '7', data: { name: 'Ruck' }, actor: null });
    expect(results[2].actor).toEqual({ id: anon.id, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null });
    expect((await check(me)).body).toEqual({ data: { unseen: 3 } });

    // Unblocking shows that actor's notices again.
    expect((await s.call(`/api/v1/user/${me.id}/block/${blocked.id}`, { method: 'DELETE', token: me.token })).status).toBe(204);
    expect((await check(me)).body.data.unseen).toBe(4);
  });

  it('nobody 401, another member 403, a client token 403', async () => {
    const [me, other] = await members(2);
    expect((await list(me, '', null)).status).toBe(401);
    const r = await list(me, '', other.token);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    expect((await list(me, '', await s.clientToken())).status).toBe(403);
  });
});

describe('GET api/v1/user/{id}/notifications/check and PUT …/notifications/seen', () => {
  it('counts the unseen; seen marks all of them seen (204) and the count drops to 0', async () => {
    const [me, a, b] = await members(3);
    expect((await check(me)).body).toEqual({ data: { unseen: 0 } });
    await follow(a, me.id);
    await follow(b, me.id);
    expect((await check(me)).body).toEqual({ data: { unseen: 2 } });

    const seen = await markSeen(me);
    expect(seen.status).toBe(204);
    expect(seen.text).toBe('');
    expect((await check(me)).body).toEqual({ data: { unseen: 0 } });
    expect((await list(me)).body.data.results.map((n: { seen: boolean }) => n.seen)).toEqual([true, true]);
    expect((await markSeen(me)).status).toBe(204);

    // A new notice after that counts again; others' notices are untouched.
    const mine = await post(me, { text: 'Ruck on' });
    expect((await react(a, mine, { kind: 'like' })).status).toBe(201);
    expect((await follow(me, a.id)).status).toBe(201);
    expect((await check(me)).body.data.unseen).toBe(1);
    expect((await check(a)).body.data.unseen).toBe(1);
  });

  it('check: nobody 401, another member 403', async () => {
    const [me, other] = await members(2);
    expect((await check(me, null)).status).toBe(401);
    expect((await check(me, other.token)).status).toBe(403);
  });

  it('seen: nobody 401, another member 403 (and nothing is marked)', async () => {
    const [me, other] = await members(2);
    await follow(other, me.id);
    expect((await markSeen(me, null)).status).toBe(401);
    const r = await markSeen(me, other.token);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    expect((await check(me)).body.data.unseen).toBe(1);
  });
});
