// Likes on posts, comments and replies (routes/reactions.ts, server/feed/reactions.ts): like and
// unlike with their counters (also under parallel load), 'You have already reacted to this post.',
// notifications, the Likes screen's pages (v1 list, v2 children) and statements per page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedApp } from '../db/counted-app';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { reactionHelpers } from '../support/reactions';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const { newPost: post, counts: postCounts, reactionCounts, notices, members } = reactionHelpers(() => s);
/** A notice's reference to a post on `author`'s own feed. */
const onFeedOf = (author: Member) => ({ feed_type: 'user', feed_id: author.id, author_id: author.id });
const newPost = (author: Member, text = 'Sunrise swim at the lake.') => post(author, { text });
const base = (m: Member, postId: number) => `/api/v1/user/${m.id}/reactions/${postId}`;
const react = (m: Member, postId: number, json: unknown, token: string | null = m.token) => s.call(base(m, postId), { method: 'POST', token, json });
const unreact = (m: Member, postId: number, json: unknown, token: string | null = m.token) => s.call(base(m, postId), { method: 'DELETE', token, json });
const likers = (m: Member, postId: number, query = 'kind=like', token: string | null = m.token) => s.call(`${base(m, postId)}/list?${query}`, { token });
const children = (m: Member | null, id: number, query = 'kind=like') => s.call(`/api/v2/reactions/${id}/children?${query}`, { token: m?.token ?? null });
const likeCount = async (id: number) => (await reactionCounts(id)).like_count;

describe('liking a post', () => {
  it('likes (201), counts, notifies the author with the post’s excerpt; a second like is 409 and changes nothing', async () => {
    const author = await s.createMember();
    const me = await s.createMember();
    const postId = await newPost(author);
    const r = await react(me, postId, { kind: 'like' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: 'like', content: '', user: { id: me.id }, comment_id: null, reply_id: null, media: [], tagged: [] });
    expect(await postCounts(postId)).toEqual({ like_count: 1, comment_count: 0 });
    expect(await notices(author.id)).toEqual([{ verb: 'like', actor_id: me.id, object_id: String(postId), data: { post_id: postId, reaction_id: r.body.id, excerpt: 'Sunrise swim at the lake.', ...onFeedOf(author) } }]);
    const again = await react(me, postId, { kind: 'like' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already_reacted', message: 'You have already reacted to this post.' });
    expect(await postCounts(postId)).toEqual({ like_count: 1, comment_count: 0 });
    expect(await notices(author.id)).toHaveLength(1);
    // Liking one's own post: counted, nobody notified.
    expect((await react(author, postId, { kind: 'like' })).status).toBe(201);
    expect(await notices(author.id)).toHaveLength(1);
  });

  it('unlikes (204), then 404 The reaction was not found.; the notification goes too', async () => {
    const author = await s.createMember();
    const me = await s.createMember();
    const postId = await newPost(author);
    await react(me, postId, { kind: 'like' });
    expect((await unreact(me, postId, { kind: 'like' })).status).toBe(204);
    expect(await postCounts(postId)).toEqual({ like_count: 0, comment_count: 0 });
    expect(await notices(author.id)).toEqual([]);
    const again = await unreact(me, postId, { kind: 'like' });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: 'not_found', message: 'The reaction was not found.' });
    for (const body of [{}, { kind: 'comment' }, { kind: 'likes' }]) {
      const bad = await unreact(me, postId, body);
      expect(bad.status).toBe(422);
      expect(bad.body.error.message).toBe('Reaction Kind is required');
    }
    expect((await unreact(me, postId, { kind: 'like' }, null)).status).toBe(401);
    expect((await unreact(me, postId, { kind: 'like' }, author.token)).status).toBe(403);
    expect((await unreact(me, 99_999_999, { kind: 'like' })).status).toBe(404);
  });

  it('never loses a count: 40 members like at once, then unlike at once; one member liking 6 times at once counts once', async () => {
    const author = await s.createMember();
    const postId = await newPost(author);
    const crowd = await members(40);
    const liked = await Promise.all(crowd.map((m) => react(m, postId, { kind: 'like' })));
    expect(liked.map((r) => r.status)).toEqual(crowd.map(() => 201));
    expect((await postCounts(postId)).like_count).toBe(40);
    expect(await notices(author.id)).toHaveLength(40);
    const unliked = await Promise.all(crowd.slice(0, 25).map((m) => unreact(m, postId, { kind: 'like' })));
    expect(unliked.map((r) => r.status)).toEqual(crowd.slice(0, 25).map(() => 204));
    expect((await postCounts(postId)).like_count).toBe(15);

    const eager = await s.createMember();
    const burst = await Promise.all(Array.from({ length: 6 }, () => react(eager, postId, { kind: 'like' })));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await postCounts(postId)).like_count).toBe(16);
    const { rows } = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reactions WHERE post_id = $1 AND kind = 'like' AND parent_id IS NULL`, [postId]);
    expect(rows[0].n).toBe(16);
  });
});

describe('liking comments and replies', () => {
  it('likes a comment (like:comment) and a reply (like:reply:reply_author); own_like_id shows the viewer’s like', async () => {
    const author = await s.createMember();
    const commenter = await s.createMember();
    const replier = await s.createMember();
    const fan = await s.createMember();
    const postId = await newPost(author);
    const comment = (await react(commenter, postId, { kind: 'comment', content: 'Cold water!' })).body;
    const reply = (await react(replier, postId, { kind: 'reply', comment_id: comment.id, content: 'Brr' })).body;

    const onComment = await react(fan, postId, { kind: 'like', comment_id: comment.id });
    expect(onComment.status).toBe(201);
    expect(onComment.body).toMatchObject({ kind: 'like', comment_id: comment.id, reply_id: null });
    const onReply = await react(fan, postId, { kind: 'like', comment_id: comment.id, reply_id: reply.id });
    expect(onReply.body).toMatchObject({ kind: 'like', comment_id: comment.id, reply_id: reply.id });
    expect(await likeCount(comment.id)).toBe(1);
    expect(await likeCount(reply.id)).toBe(1);
    expect(await postCounts(postId)).toEqual({ like_count: 0, comment_count: 2 });
    expect((await notices(commenter.id)).map((n) => [n.verb, n.data])).toEqual([
      ['reply', { post_id: postId, reaction_id: reply.id, comment_id: comment.id, excerpt: 'Brr', ...onFeedOf(author) }],
      ['like:comment', { post_id: postId, reaction_id: onComment.body.id, comment_id: comment.id, excerpt: 'Cold water!', ...onFeedOf(author) }],
    ]);
    expect((await notices(replier.id)).map((n) => [n.verb, n.data])).toEqual([
      ['like:reply:reply_author', { post_id: postId, reaction_id: onReply.body.id, comment_id: comment.id, excerpt: 'Brr', ...onFeedOf(author) }],
    ]);
    expect((await react(fan, postId, { kind: 'like', reply_id: reply.id })).body.error.message).toBe('You have already reacted to this post.');

    const seen = (await s.call(`${base(fan, postId)}?kind=comment`, { token: fan.token })).body.results[0];
    expect(seen.own_like_id).toBe(onComment.body.id);
    expect(seen.children_counts).toEqual({ like: 1, reply: 1 });
    expect(seen.latest_children.reply[0].own_like_id).toBe(onReply.body.id);
    expect((await s.call(`${base(author, postId)}?kind=comment`, { token: author.token })).body.results[0].own_like_id).toBeNull();

    expect((await unreact(fan, postId, { kind: 'like', reply_id: reply.id })).status).toBe(204);
    expect((await unreact(fan, postId, { kind: 'like', comment_id: comment.id })).status).toBe(204);
    expect(await likeCount(comment.id)).toBe(0);
    expect(await likeCount(reply.id)).toBe(0);
    expect((await notices(replier.id)).length).toBe(0);
    expect((await unreact(fan, postId, { kind: 'like', comment_id: comment.id })).status).toBe(404);
  });

  it('parallel likes on a comment keep its count; the target must be a comment / reply of this post', async () => {
    const author = await s.createMember();
    const postId = await newPost(author);
    const otherPost = await newPost(author);
    const comment = (await react(author, postId, { kind: 'comment', content: 'c' })).body;
    const reply = (await react(author, postId, { kind: 'reply', comment_id: comment.id, content: 'r' })).body;
    const elsewhere = (await react(author, otherPost, { kind: 'comment', content: 'e' })).body;
    const crowd = await members(20);
    await Promise.all(crowd.map((m) => react(m, postId, { kind: 'like', comment_id: comment.id })));
    expect(await likeCount(comment.id)).toBe(20);
    const me = crowd[0];
    for (const body of [
      { kind: 'like', comment_id: elsewhere.id },
      { kind: 'like', comment_id: reply.id },
      { kind: 'like', reply_id: comment.id },
      { kind: 'like', reply_id: reply.id, comment_id: elsewhere.id },
      { kind: 'like', comment_id: 99_999_999 },
    ]) {
      const r = await react(me, postId, body);
      expect(r.status, JSON.stringify(body)).toBe(404);
      expect(r.body.error.message).toBe('The reaction was not found.');
    }
  });

  it('tells no anonymous member and shows them as Anonymous Member; does not tag members across a block', async () => {
    const author = await s.createMember();
    const me = await s.createMember();
    const blocker = await s.createMember();
    const postId = await newPost(author);
    const comment = (await react(author, postId, { kind: 'comment', content: 'c' })).body;
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [author.id]);
    expect((await react(me, postId, { kind: 'like' })).status).toBe(201);
    expect((await react(me, postId, { kind: 'like', comment_id: comment.id })).status).toBe(201);
    expect((await react(me, postId, { kind: 'reply', comment_id: comment.id, content: 'hi', tagged: [author.id] })).status).toBe(201);
    expect(await notices(author.id)).toEqual([]);
    const shown = (await s.call(`${base(me, postId)}?kind=comment`, { token: me.token })).body.results[0];
    expect(shown.user).toEqual({ id: author.id, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null, anonymous_profile: true, eagle_leader: false });
    expect(shown.latest_children.reply[0].tagged).toEqual([{ id: author.id, first_name: 'Anonymous', last_name: 'Member' }]);
    await s.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, me.id]);
    const tagged = await react(me, postId, { kind: 'comment', content: 'hey', tagged: [blocker.id] });
    expect(tagged.body.tagged).toEqual([]);
    expect(await notices(blocker.id)).toEqual([]);
  });
});

describe('the Likes screen', () => {
  it('lists likers newest first, 25 a page, with next_page; hides members across a block', async () => {
    const author = await s.createMember();
    const postId = await newPost(author);
    const crowd = await members(27);
    for (const m of crowd) await react(m, postId, { kind: 'like' });
    const first = await likers(author, postId);
    expect(first.status).toBe(200);
    expect(first.body.reactions).toHaveLength(25);
    expect(first.body.reactions[0]).toEqual({
      id: expect.any(Number),
      user: { id: crowd[26].id, first_name: 'Test', last_name: 'Member', profile_photo_url: null, anonymous_profile: false, eagle_leader: false },
    });
    expect(first.body.next_page).toBe(String(first.body.reactions[24].id));
    const second = await likers(author, postId, `kind=like&next_page=${first.body.next_page}`);
    expect(second.body.reactions.map((r: { user: { id: number } }) => r.user.id)).toEqual([crowd[1].id, crowd[0].id]);
    expect(second.body.next_page).toBeNull();
    expect((await likers(author, postId, 'kind=like&next_page=')).body.reactions).toHaveLength(25);

    await s.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [author.id, crowd[26].id]);
    expect((await likers(author, postId)).body.reactions[0].user.id).toBe(crowd[25].id);

    for (const q of ['', 'kind=comment']) expect((await likers(author, postId, q)).body.error.message).toBe('Reaction Kind is required');
    for (const q of ['kind=like&next_page=abc', 'kind=like&next_page=-1', 'kind=like&next_page=99999999999999']) expect((await likers(author, postId, q)).status).toBe(422);
    expect((await likers(author, postId, 'kind=like', null)).status).toBe(401);
    expect((await likers(author, postId, 'kind=like', crowd[0].token)).status).toBe(403);
    expect((await likers(author, 99_999_999)).status).toBe(404);
  });

  it('v2 children: likers of a comment or a reply; likes, unknown ids and hidden posts are 404', async () => {
    const author = await s.createMember();
    const viewer = await s.createMember();
    const postId = await newPost(author);
    const comment = (await react(author, postId, { kind: 'comment', content: 'c' })).body;
    const reply = (await react(author, postId, { kind: 'reply', comment_id: comment.id, content: 'r' })).body;
    const like = (await react(viewer, postId, { kind: 'like', comment_id: comment.id })).body;
    await react(author, postId, { kind: 'like', reply_id: reply.id });
    const onComment = await children(viewer, comment.id);
    expect(onComment.status).toBe(200);
    expect(onComment.body).toEqual({ reactions: [{ id: like.id, user: expect.objectContaining({ id: viewer.id }) }], next_page: null });
    expect((await children(viewer, reply.id)).body.reactions.map((r: { user: { id: number } }) => r.user.id)).toEqual([author.id]);
    expect((await children(null, comment.id)).status).toBe(401);
    expect((await children(viewer, comment.id, 'kind=reply')).status).toBe(422);
    for (const id of [like.id, 99_999_999]) {
      const r = await children(viewer, id);
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe('The reaction was not found.');
    }
    await s.db.query('INSERT INTO post_blocks (user_id, post_id) VALUES ($1, $2)', [viewer.id, postId]);
    expect((await children(viewer, comment.id)).status).toBe(404);
  });
});

describe('statements per page', () => {
  it('a page of comments costs the same number of statements for 1 or 10 comments with replies, likes and tags', async () => {
    const author = await s.createMember();
    const crowd = await members(3);
    const small = await newPost(author);
    const big = await newPost(author);
    await react(author, small, { kind: 'comment', content: 'one' });
    for (let i = 0; i < 10; i++) {
      const c = (await react(crowd[i % 3], big, { kind: 'comment', content: `c${i}`, tagged: [crowd[(i + 1) % 3].id] })).body;
      await react(author, big, { kind: 'reply', comment_id: c.id, content: 'r' });
      await react(author, big, { kind: 'like', comment_id: c.id });
    }
    const counted = countedApp(s);
    await counted.call(`${base(author, small)}?kind=comment`, { token: author.token }); // warms the token cache
    const one = await counted.call(`${base(author, small)}?kind=comment`, { token: author.token });
    const ten = await counted.call(`${base(author, big)}?kind=comment`, { token: author.token });
    expect(one.status).toBe(200);
    expect(ten.body.results).toHaveLength(10);
    expect(ten.body.results.every((r: { own_like_id: number | null; latest_children: { reply: unknown[] } }) => r.own_like_id && r.latest_children.reply.length === 1)).toBe(true);
    expect(ten.statements.length).toBe(one.statements.length);
    expect(ten.statements.length).toBeLessThanOrEqual(6);
    const likes = await counted.call(`${base(author, big)}/list?kind=like`, { token: author.token });
    expect(likes.statements.length).toBeLessThanOrEqual(4);
  });
});
