// Statements (round trips) per feed request, pinned so they cannot creep back (README "Queries per
// request"): with a cached token, a timeline page and a feed page are ONE statement each (the page's
// ids and its posts' JSON), and creating a post is ONE statement (the right to post, the tags, the
// post, its notifications and the answer), plus the lookup of the group, challenge or event. Folding
// the checks into the statement keeps the order of the answers: a refusal (403/404) before any 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedApp, type CountedApp } from '../db/counted-app';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let counted: CountedApp;
beforeAll(async () => {
  s = await createTestServer();
  counted = countedApp(s);
});
afterAll(() => s?.close());

async function newGroup(): Promise<number> {
  const { rows } = await s.db.query<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('activity', 'Counted group') RETURNING id`);
  return rows[0].id;
}
const join = (groupId: number, userId: number) => s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [groupId, userId]);
const anonymise = (id: number) => s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [id]);
const count = async (sql: string, params: unknown[]) => Number((await s.db.query<{ n: number }>(sql, params)).rows[0].n);

/** Calls GET `path` until `m`'s token is served from memory, then returns the statements of one more call. */
async function warm(m: Member, path: string) {
  for (let i = 0; i < 50; i++) {
    const r = await counted.call(path, { token: m.token });
    expect(r.status).toBe(200);
    if (!r.statements.some((sql) => sql.includes('FROM oauth_tokens'))) return r;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the token was never served from the cache');
}

const timeline = (m: Member, scope = 'national') => `/api/v1/user/${m.id}/aggregated_timeline_feed?scope=${scope}`;
const create = (path: string, m: Member, json: unknown) => counted.call(path, { method: 'POST', token: m.token, json });

describe('statements per feed request', () => {
  it('a timeline page: 1 statement; a member’s or a group’s feed page: 1 statement after the checks of its route', async () => {
    const [me, friend] = await Promise.all([s.createMember(), s.createMember()]);
    const g = await newGroup();
    await Promise.all([join(g, me.id), join(g, friend.id)]);
    expect((await s.call(`/api/v1/user/${me.id}/follow/${friend.id}`, { method: 'POST', token: me.token })).status).toBeLessThan(300);
    for (let i = 0; i < 6; i++) {
      const r = await s.call(`/api/v1/group/${g}/timeline`, { method: 'POST', token: friend.token, json: { text: `g${i}`, tagged: [me.id] } });
      await s.db.query(`WITH l AS (INSERT INTO reactions (post_id, user_id, kind) VALUES ($1, $2, 'like')) UPDATE posts SET like_count = like_count + 1 WHERE id = $1`, [r.body.data.id, me.id]); // as a like does
      await s.call(`/api/v1/user/${friend.id}/user_feed`, { method: 'POST', token: friend.token, json: { text: `u${i}` } });
    }
    const national = await warm(me, timeline(me));
    expect(national.statements).toHaveLength(1);
    expect(national.body.data.results).toHaveLength(10);
    expect(national.body.data.next).toBe(national.body.data.results[9].id);
    expect(national.body.data.results.filter((p: { own_reactions: { like: unknown[] } }) => p.own_reactions.like.length === 1)).toHaveLength(5); // g1…g5 (u0…u5 are not liked)
    const groups = await counted.call(timeline(me, 'my_groups'), { token: me.token });
    expect(groups.statements).toHaveLength(1);
    expect(groups.body.data).toMatchObject({ next: null });
    expect(groups.body.data.results.map((p: { tagged: unknown }) => p.tagged)).toEqual(Array(6).fill([{ id: me.id, first_name: 'Test', last_name: 'Member' }]));
    expect((await counted.call(`/api/v1/user/${friend.id}/user_feed`, { token: me.token })).statements.length).toBeLessThanOrEqual(3);
    expect((await counted.call(`/api/v1/group/${g}/timeline`, { token: me.token })).statements).toHaveLength(2); // the group, the page
  });

  it('a post create: 1 statement in one’s own feed (with tags and their notifications), 2 in a group or an event feed', async () => {
    const [me, tagged] = await Promise.all([s.createMember(), s.createMember()]);
    await warm(me, timeline(me));
    const plain = await create(`/api/v1/user/${me.id}/user_feed`, me, { text: 'Out for a run', media: [] });
    expect(plain.status).toBe(201);
    expect(plain.statements).toHaveLength(1);
    expect(plain.body.data).toMatchObject({ text: 'Out for a run', tagged: [], own_reactions: { like: [] }, reaction_counts: { like: 0, comment: 0 }, is_pinned: false });

    const withTags = await create(`/api/v1/user/${me.id}/user_feed`, me, { text: 'With a friend', tagged: [tagged.id, tagged.id] });
    expect(withTags.statements).toHaveLength(1);
    expect(withTags.body.data.tagged).toEqual([{ id: tagged.id, first_name: 'Test', last_name: 'Member' }]);
    const postId = String(withTags.body.data.id);
    expect(await count(`SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND verb = 'tag' AND object_id = $2`, [tagged.id, postId])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM post_tags WHERE post_id = $1', [withTags.body.data.id])).toBe(1);

    const g = await newGroup();
    await join(g, me.id);
    const inGroup = await create(`/api/v1/group/${g}/timeline`, me, { text: 'Hello group' });
    expect(inGroup.status).toBe(201);
    expect(inGroup.statements).toHaveLength(2);
  });

  it('the refusal comes first: 403 / 404 before any 422, and nothing is written on a 422', async () => {
    const [anon, member, outsider] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    await anonymise(anon.id);
    const empty = await create(`/api/v1/user/${anon.id}/user_feed`, anon, { text: '' });
    expect(empty.status).toBe(403);
    expect(empty.body.error.code).toBe('anonymous_profile');
    expect((await create(`/api/v1/user/${anon.id}/user_feed`, anon, { text: 'x', unknown_field: 1 })).body.error.code).toBe('anonymous_profile');
    expect((await create(`/api/v1/user/${anon.id}/user_feed`, anon, { text: 'x', tagged: [99_999_999] })).body.error.code).toBe('anonymous_profile');

    const g = await newGroup();
    expect((await create(`/api/v1/group/${g}/timeline`, outsider, { text: '' })).body.error.code).toBe('not_group_member');
    expect((await create(`/api/v1/group/${g}/timeline`, outsider, { text: 'x', tagged: [99_999_999] })).body.error.code).toBe('not_group_member');

    const posts = await count('SELECT count(*) AS n FROM posts WHERE author_id = $1', [member.id]);
    const unknownTag = await create(`/api/v1/user/${member.id}/user_feed`, member, { text: 'x', tagged: [outsider.id, 99_999_999] });
    expect(unknownTag.status).toBe(422);
    expect(unknownTag.body.error.fields).toEqual({ tagged: 'This member does not exist.' });
    expect(await count('SELECT count(*) AS n FROM posts WHERE author_id = $1', [member.id])).toBe(posts);
    expect(await count('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [outsider.id])).toBe(0);
  });
});
