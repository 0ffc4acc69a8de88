// Feed reads (routes/feed.ts, server/feed/timeline.ts): one post, block_post, a member's feed, the
// group, challenge and event timelines and the aggregated timeline: its sources, scopes, paging by
// the last id, the exclusions (deleted, blocked posts, blocked members), a constant number of
// statements per page and a plan that stays on the indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, setAttendance, syncedMember } from '../support/events';
import { TIMELINE_SQL } from '../../../server/feed/timeline';
import { countedApp } from '../db/counted-app';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

async function newGroup() {
  const { rows } = await s.db.query<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('activity', 'Timeline group') RETURNING id`);
  return rows[0].id;
}
const join = (groupId: number, userId: number, role = 0) => s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, $3)', [groupId, userId, role]);
async function newChallenge() {
  const { rows } = await s.db.query<{ id: number }>(`INSERT INTO challenges (name, start_date, end_date, required_unit) VALUES ('Steps', '2026-01-01', '2026-12-31', 'steps') RETURNING id`);
  return rows[0].id;
}
const participate = (challengeId: number, userId: number) => s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [challengeId, userId]);

async function write(path: string, m: Member, text: string): Promise<number> {
  const r = await s.call(path, { method: 'POST', token: m.token, json: { text } });
  if (r.status !== 201) throw new Error(`${path} → ${r.status} ${r.text}`);
  return r.body.data.id;
}
const own = (m: Member, text = 'own') => write(`/api/v1/user/${m.id}/user_feed`, m, text);
const get = (path: string, m: Member | null) => s.call(path, { token: m?.token ?? null });
const ids = (r: { body: { data: { results: Array<{ id: number }> } } }) => r.body.data.results.map((p) => p.id);
const readOne = (viewer: Member, authorId: number, postId: number) => s.call(`/api/v1/user/${authorId}/user_feed/${postId}`, { token: viewer.token });
const timeline = (m: Member, query = '') => get(`/api/v1/user/${m.id}/aggregated_timeline_feed${query}`, m);

describe('GET api/v1/user/{id}/user_feed', () => {
  it('the member’s own posts in every feed, newest first, 10 a page, paged by the last id', async () => {
    const a = await s.createMember();
    const g = await newGroup();
    await join(g, a.id);
    const written: number[] = [];
    for (let i = 0; i < 12; i++) written.push(i === 5 ? await write(`/api/v1/group/${g}/timeline`, a, `g${i}`) : await own(a, `p${i}`));
    const first = await get(`/api/v1/user/${a.id}/user_feed`, a);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(written.slice().reverse().slice(0, 10));
    expect(first.body.data.next).toBe(written[2]);
    const second = await get(`/api/v1/user/${a.id}/user_feed?offset=${first.body.data.next}`, a);
    expect(ids(second)).toEqual([written[1], written[0]]);
    expect(second.body.data.next).toBeNull();
    expect(ids(await get(`/api/v1/user/${a.id}/user_feed?offset=0`, a))).toHaveLength(10);
    expect((await get(`/api/v1/user/${a.id}/user_feed?offset=abc`, a)).status).toBe(422);
  });

  it('others read it unless the profile is private or a block stands; 404 unknown; 401 without token', async () => {
    const [a, b, c] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const p = await own(a);
    expect(ids(await get(`/api/v1/user/${a.id}/user_feed`, b))).toEqual([p]);
    expect((await get(`/api/v1/user/${a.id}/user_feed`, null)).status).toBe(401);
    expect((await get('/api/v1/user/99999999/user_feed', b)).status).toBe(404);
    await s.call(`/api/v1/user/${c.id}/block/${a.id}`, { method: 'POST', token: c.token });
    expect((await get(`/api/v1/user/${a.id}/user_feed`, c)).status).toBe(403);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [a.id]);
    const priv = await get(`/api/v1/user/${a.id}/user_feed`, b);
    expect(priv.status).toBe(403);
    expect(priv.body.error.message).toBe('This user has set their profile to private.');
    expect(ids(await get(`/api/v1/user/${a.id}/user_feed`, a))).toEqual([p]);
  });
});

describe('GET api/v1/user/{id}/user_feed/{postId}', () => {
  it('reads one post; 404 when deleted, unknown, blocked by the viewer or across a member block; 401 without token', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const id = await own(a, 'hello');
    const r = await readOne(b, a.id, id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id, text: 'hello', user: { id: a.id } });
    expect((await s.call(`/api/v1/user/${a.id}/user_feed/${id}`)).status).toBe(401);
    const missing = await readOne(b, a.id, 99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Post not found.');
    expect((await s.call(`/api/v1/user/${b.id}/block_post/${id}`, { method: 'POST', token: b.token })).status).toBe(201);
    expect((await readOne(b, a.id, id)).status).toBe(404);
    const c = await s.createMember();
    await s.call(`/api/v1/user/${a.id}/block/${c.id}`, { method: 'POST', token: a.token });
    expect((await readOne(c, a.id, id)).status).toBe(404);
  });
});

describe('POST api/v1/user/{id}/block_post/{postId}', () => {
  it('201 then 200; 422 own post; 404 unknown; 401; 403 for another member', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const id = await own(a, 'x');
    const path = (m: Member, postId = id) => `/api/v1/user/${m.id}/block_post/${postId}`;
    expect((await s.call(path(b), { method: 'POST' })).status).toBe(401);
    expect((await s.call(path(b), { method: 'POST', token: a.token })).status).toBe(403);
    const first = await s.call(path(b), { method: 'POST', token: b.token });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ post_id: id });
    expect((await s.call(path(b), { method: 'POST', token: b.token })).status).toBe(200);
    const mine = await s.call(path(a), { method: 'POST', token: a.token });
    expect(mine.status).toBe(422);
    expect(mine.body.error.message).toBe('You cannot block your own post.');
    expect((await s.call(path(b, 99_999_999), { method: 'POST', token: b.token })).status).toBe(404);
  });
});

describe('group, challenge and event timelines (GET)', () => {
  it('answer their feed’s posts only, with data.results; 404 unknown; 401 without token; removed event 410', async () => {
    const host = await syncedMember(s);
    const m = await s.createMember();
    const g = await newGroup();
    await join(g, m.id);
    const ch = await newChallenge();
    await participate(ch, m.id);
    const event = await createEvent(s, host);
    const gp = await write(`/api/v1/group/${g}/timeline`, m, 'group');
    const cp = await write(`/api/v1/challenge/${ch}/timeline`, m, 'challenge');
    const ep = await write(`/api/v1/mobile_event/${event.id}/timeline`, m, 'event');
    await own(m);
    expect(ids(await get(`/api/v1/group/${g}/timeline`, host))).toEqual([gp]);
    expect(ids(await get(`/api/v1/challenge/${ch}/timeline`, host))).toEqual([cp]);
    const ev = await get(`/api/v1/mobile_event/${event.id}/timeline`, host);
    expect(ev.body).toEqual({ data: { results: [expect.objectContaining({ id: ep, text: 'event' })], next: null } });
    for (const kind of ['group', 'challenge', 'mobile_event']) {
      expect((await get(`/api/v1/${kind}/99999999/timeline`, m)).status).toBe(404);
      expect((await get(`/api/v1/${kind}/1/timeline`, null)).status).toBe(401);
    }
    await s.db.query('UPDATE events SET is_removed = true WHERE id = $1', [event.id]);
    expect((await get(`/api/v1/mobile_event/${event.id}/timeline`, m)).status).toBe(410);
  });

  it('the group feed pages by 10 and ends with a short page', async () => {
    const m = await s.createMember();
    const g = await newGroup();
    await join(g, m.id);
    const written: number[] = [];
    for (let i = 0; i < 13; i++) written.push(await write(`/api/v1/group/${g}/timeline`, m, `n${i}`));
    const first = await get(`/api/v1/group/${g}/timeline`, m);
    expect(ids(first)).toEqual(written.slice(3).reverse());
    const second = await get(`/api/v1/group/${g}/timeline?offset=${ids(first).at(-1)}`, m);
    expect(ids(second)).toEqual([written[2], written[1], written[0]]);
    expect(second.body.data.next).toBeNull();
  });
});

describe('GET api/v1/user/{id}/aggregated_timeline_feed', () => {
  it('merges own, followed, group, challenge and event posts; leaves out everything else', async () => {
    const host = await syncedMember(s);
    const [me, friend, stranger, groupmate, runner, attendee] = await Promise.all(Array.from({ length: 6 }, () => s.createMember()));
    await s.call(`/api/v1/user/${me.id}/follow/${friend.id}`, { method: 'POST', token: me.token });
    const g = await newGroup();
    const otherGroup = await newGroup();
    await join(g, me.id);
    await join(g, groupmate.id);
    await join(otherGroup, groupmate.id);
    const ch = await newChallenge();
    await participate(ch, me.id);
    await participate(ch, runner.id);
    const event = await createEvent(s, host);
    const notMine = await createEvent(s, host);
    await setAttendance(s, event.id, me.id, me.token, 'interested');

    const expected = [
      await own(me, 'mine'),
      await own(friend, 'friend'),
      await write(`/api/v1/group/${g}/timeline`, groupmate, 'group'),
      await write(`/api/v1/challenge/${ch}/timeline`, runner, 'challenge'),
      await write(`/api/v1/mobile_event/${event.id}/timeline`, attendee, 'event'),
      await write(`/api/v1/group/${g}/timeline`, me, 'mine in group'),
    ];
    await own(stranger, 'stranger');
    await write(`/api/v1/group/${otherGroup}/timeline`, groupmate, 'other group');
    await write(`/api/v1/mobile_event/${notMine.id}/timeline`, attendee, 'other event');
    await write(`/api/v1/user/${friend.id}/user_feed`, friend, 'friend again').then((id) => expected.push(id));

    const r = await timeline(me);
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual(expected.slice().sort((x, y) => y - x));
    expect(ids(await timeline(me, '?scope=national'))).toEqual(ids(r));
    const groups = await timeline(me, '?scope=my_groups');
    expect(ids(groups)).toEqual([expected[5], expected[2]]);
    expect((await timeline(me, '?scope=world')).status).toBe(422);
  });

  it('leaves out deleted posts, blocked posts and members blocked either way', async () => {
    const [me, friend, blocked, blocker] = await Promise.all(Array.from({ length: 4 }, () => s.createMember()));
    const g = await newGroup();
    for (const m of [me, friend, blocked, blocker]) await join(g, m.id);
    const kept = await write(`/api/v1/group/${g}/timeline`, friend, 'kept');
    const hidden = await write(`/api/v1/group/${g}/timeline`, friend, 'hidden');
    const gone = await write(`/api/v1/group/${g}/timeline`, friend, 'gone');
    const byBlocked = await write(`/api/v1/group/${g}/timeline`, blocked, 'blocked');
    const byBlocker = await write(`/api/v1/group/${g}/timeline`, blocker, 'blocker');
    expect(ids(await timeline(me))).toEqual([byBlocker, byBlocked, gone, hidden, kept]);
    await s.call(`/api/v1/user/${me.id}/block_post/${hidden}`, { method: 'POST', token: me.token });
    await s.call(`/api/v1/user/${friend.id}/user_feed/${gone}`, { method: 'DELETE', token: friend.token });
    await s.call(`/api/v1/user/${me.id}/block/${blocked.id}`, { method: 'POST', token: me.token });
    await s.call(`/api/v1/user/${blocker.id}/block/${me.id}`, { method: 'POST', token: blocker.token });
    expect(ids(await timeline(me))).toEqual([kept]);
    expect(ids(await get(`/api/v1/group/${g}/timeline`, me))).toEqual([kept]);
    // Others still see what only `me` hid.
    expect(ids(await get(`/api/v1/group/${g}/timeline`, friend))).toEqual([byBlocker, byBlocked, hidden, kept]);
  });

  it("leaves out a deleted member's posts everywhere, however the account was deleted", async () => {
    const [me, leaver, erased, friend] = await Promise.all(Array.from({ length: 4 }, () => s.createMember()));
    const g = await newGroup();
    for (const m of [me, leaver, erased, friend]) await join(g, m.id);
    await s.call(`/api/v1/user/${me.id}/follow/${leaver.id}`, { method: 'POST', token: me.token });
    const kept = await write(`/api/v1/group/${g}/timeline`, friend, 'kept');
    const inGroup = await write(`/api/v1/group/${g}/timeline`, leaver, 'in the group');
    const own = await write(`/api/v1/user/${leaver.id}/user_feed`, leaver, 'on their own feed');
    const byErased = await write(`/api/v1/group/${g}/timeline`, erased, 'erased');
    expect(ids(await timeline(me))).toEqual([byErased, own, inGroup, kept]);
    // Delete Account, and any other writer of users.deleted_at (migration 013's trigger).
    expect((await s.call(`/api/v1/user/${leaver.id}`, { method: 'DELETE', token: leaver.token, json: { password: leaver.password } })).status).toBe(204);
    await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [erased.id]);
    expect(ids(await timeline(me))).toEqual([kept]);
    expect(ids(await get(`/api/v1/group/${g}/timeline`, me))).toEqual([kept]);
    expect((await get(`/api/v1/user/${leaver.id}/user_feed`, me)).status).toBe(404); // no such member any more
    expect((await readOne(me, leaver.id, inGroup)).status).toBe(404);
  });

  it('pages by the last id, 10 a page, across sources without duplicates', async () => {
    const [me, friend] = await Promise.all([s.createMember(), s.createMember()]);
    await s.call(`/api/v1/user/${me.id}/follow/${friend.id}`, { method: 'POST', token: me.token });
    const g = await newGroup();
    await join(g, me.id);
    await join(g, friend.id);
    const written: number[] = [];
    for (let i = 0; i < 9; i++) {
      written.push(await own(friend, `f${i}`));
      written.push(await write(`/api/v1/group/${g}/timeline`, me, `g${i}`));
    }
    const all = written.slice().reverse();
    const first = await timeline(me);
    expect(ids(first)).toEqual(all.slice(0, 10));
    const second = await timeline(me, `?offset=${first.body.data.next}`);
    expect(ids(second)).toEqual(all.slice(10));
    expect(second.body.data.next).toBeNull();
  });

  it('a full page of own and group posts bounds the quieter feeds, exactly (posts above and below its last one, every page)', async () => {
    const host = await syncedMember(s);
    const [me, friend, runner, attendee] = await Promise.all(Array.from({ length: 4 }, () => s.createMember()));
    await s.call(`/api/v1/user/${me.id}/follow/${friend.id}`, { method: 'POST', token: me.token });
    const g = await newGroup();
    await join(g, me.id);
    await join(g, friend.id);
    const ch = await newChallenge();
    await participate(ch, me.id);
    await participate(ch, runner.id);
    const event = await createEvent(s, host);
    await setAttendance(s, event.id, me.id, me.token, 'going');
    const quiet = [
      (i: number) => own(friend, `followed ${i}`),
      (i: number) => write(`/api/v1/challenge/${ch}/timeline`, runner, `challenge ${i}`),
      (i: number) => write(`/api/v1/mobile_event/${event.id}/timeline`, attendee, `event ${i}`),
    ];
    // Quiet feeds' posts before, among and after 25 own and group posts.
    const written: number[] = [];
    for (let i = 0; i < 3; i++) written.push(await quiet[i](i));
    for (let i = 0; i < 25; i++) {
      written.push(await (i % 2 ? own(me, `mine ${i}`) : write(`/api/v1/group/${g}/timeline`, friend, `group ${i}`)));
      if (i % 6 === 5) written.push(await quiet[i % 3](i));
    }
    for (let i = 0; i < 2; i++) written.push(await quiet[i](i));
    const all = written.slice().reverse();
    const seen: number[] = [];
    let next: number | null | undefined;
    do {
      const r = await timeline(me, next ? `?offset=${next}` : '');
      expect(ids(r)).toEqual(all.slice(seen.length, seen.length + 10));
      seen.push(...ids(r));
      next = r.body.data.next;
    } while (next);
    expect(seen).toEqual(all);
  });

  it('401 without token; 403 for another member’s timeline', async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    expect((await get(`/api/v1/user/${a.id}/aggregated_timeline_feed`, null)).status).toBe(401);
    expect((await get(`/api/v1/user/${a.id}/aggregated_timeline_feed`, b)).status).toBe(403);
  });

  it('loads a page with a constant number of statements, whatever it holds', async () => {
    const counted = countedApp(s);
    const [me, a, b] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    for (const m of [me, a, b]) await join(g, m.id);
    await own(me, 'first');
    const path = `/api/v1/user/${me.id}/aggregated_timeline_feed`;
    await counted.call(path, { token: me.token });
    const small = await counted.call(path, { token: me.token });
    expect(small.body.data.results).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      const r = await s.call(`/api/v1/group/${g}/timeline`, { method: 'POST', token: (i % 2 ? a : b).token, json: { text: `t${i}`, tagged: [me.id, a.id] } });
      await s.db.query(`WITH l AS (INSERT INTO reactions (post_id, user_id, kind) VALUES ($1, $2, 'like')) UPDATE posts SET like_count = like_count + 1 WHERE id = $1`, [r.body.data.id, me.id]); // as a like does
    }
    for (let i = 0; i < 6; i++) await own(me, `m${i}`);
    const full = await counted.call(path, { token: me.token });
    expect(full.body.data.results).toHaveLength(10);
    expect(full.body.data.results.filter((p: { own_reactions: { like: unknown[] } }) => p.own_reactions.like.length === 1)).toHaveLength(4);
    expect(full.statements.length).toBe(small.statements.length);
  });

  it('stays on the indexes (no sequential scan of posts) with thousands of posts', async () => {
    const [me, friend] = await Promise.all([s.createMember(), s.createMember()]);
    await s.call(`/api/v1/user/${me.id}/follow/${friend.id}`, { method: 'POST', token: me.token });
    const g = await newGroup();
    await join(g, me.id);
    await s.db.query(
      `INSERT INTO posts (author_id, feed_type, feed_id, text, group_id)
       SELECT $1::int, CASE WHEN i % 3 = 0 THEN 'group' ELSE 'user' END, CASE WHEN i % 3 = 0 THEN $2::int ELSE $1::int END, 'bulk ' || i,
              CASE WHEN i % 3 = 0 THEN $2::int END
         FROM generate_series(1, 5000) i`,
      [friend.id, g],
    );
    await s.db.query(`INSERT INTO posts (author_id, feed_type, feed_id, text) SELECT $1, 'user', $1, 'other' FROM generate_series(1, 3000)`, [me.id]);
    await s.db.exec('ANALYZE posts');
    for (const scope of ['national', 'my_groups'] as const) {
      const { rows } = await s.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${TIMELINE_SQL[scope]}`, [me.id, 2_147_483_647]);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan/);
      expect(plan).not.toMatch(/Seq Scan on (posts|users)/);
    }
    const r = await timeline(me);
    expect(ids(r)).toHaveLength(10);
  });
});
