// Reactions: comments and replies (routes/reactions.ts, server/feed/reaction-*.ts): adding, the
// body rules and their exact messages, who may react, hostile input, notifications, and paging from
// the newest with each comment's latest replies. Editing and deleting: reactions-edit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';
import { reactionHelpers } from '../support/reactions';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

/** A notice's reference to a post on `author`'s own feed. */
const onFeedOf = (author: { id: number }) => ({ feed_type: 'user', feed_id: author.id, author_id: author.id });
const { newPost, base, add, edit, list, counts, reactionCounts, notices, anonymise, block, uploaded } = reactionHelpers(() => s);
const replyCount = async (id: number) => (await reactionCounts(id)).reply_count;

describe('comments', () => {
  it('comments (201 with the reaction JSON), counts it, notifies the author and the tagged', async () => {
    const author = await s.createMember();
    const me = await s.createMember();
    const friend = await s.createMember();
    const postId = await newPost(author);
    const photo = await uploaded(me);
    const r = await add(me, postId, { kind: 'comment', content: '  Great work!  ', media: [photo], tagged: [friend.id, friend.id], open_graph: { title: 'RWB', url: 'https://www.teamrwb.org' } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.any(Number),
      user: { id: me.id, first_name: 'Test', last_name: 'Member', profile_photo_url: null, anonymous_profile: false, eagle_leader: false },
      kind: 'comment',
      content: 'Great work!',
      tagged: [{ id: friend.id, first_name: 'Test', last_name: 'Member' }],
      edited: false,
      media: [{ url: photo, kind: 'image' }],
      open_graph: { title: 'RWB', url: 'https://www.teamrwb.org' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      own_like_id: null,
      children_counts: { like: 0, reply: 0 },
      latest_children: { reply: [] },
      comment_id: r.body.id,
      reply_id: null,
      offset: null,
    });
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 1 });
    const data = { post_id: postId, reaction_id: r.body.id, excerpt: 'Great work!', ...onFeedOf(author) };
    expect(await notices(author.id)).toEqual([{ verb: 'comment', actor_id: me.id, object_id: String(postId), data }]);
    expect(await notices(friend.id)).toEqual([{ verb: 'tag', actor_id: me.id, object_id: String(postId), data }]);
    expect(await notices(me.id)).toEqual([]);
  });

  it('an image-only comment is fine; empty ones, over 1500 characters, more than 10 images and foreign images are 422', async () => {
    const me = await s.createMember();
    const other = await s.createMember();
    const postId = await newPost(me);
    expect((await add(me, postId, { kind: 'comment', media: [await uploaded(me, 'reply')] })).status).toBe(201);
    for (const [body, message] of [
      [{ kind: 'comment' }, 'Unable to post an empty comment.'],
      [{ kind: 'comment', content: '   ', media: [] }, 'Unable to post an empty comment.'],
      [{ kind: 'reply', comment_id: 1, content: '' }, 'Unable to post an empty reply.'],
      [{ content: 'no kind' }, 'Reaction Kind is required'],
      [{ kind: 'love', content: 'x' }, 'Reaction Kind is required'],
      [{ kind: 'reply', content: 'x' }, 'This field is required.'],
    ] as const) {
      const r = await add(me, postId, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.error.message).toBe(message);
    }
    expect((await add(me, postId, { kind: 'comment', content: 'x'.repeat(1500) })).status).toBe(201);
    const long = await add(me, postId, { kind: 'comment', content: 'x'.repeat(1501) });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toEqual({ content: 'Comments and replies can be at most 1500 characters.' });
    const eleven = await add(me, postId, { kind: 'comment', content: 'x', media: Array.from({ length: 11 }, () => 'https://example.com/a.png') });
    expect(eleven.body.error.fields).toEqual({ media: 'Maximum numbers of images for post has been reached.' });
    const foreign = 'Attach only images you uploaded for a comment or reply.';
    for (const media of [['https://evil.example/media/comment/x.png'], [await uploaded(other)], [await uploaded(me, 'profile')]]) {
      const r = await add(me, postId, { kind: 'comment', content: 'x', media });
      expect(r.status).toBe(422);
      expect(r.body.error.fields).toEqual({ media: foreign });
    }
    expect((await counts(postId)).comment_count).toBe(2);
  });

  it('401 without a token, 403 for another member’s id or an anonymous member, 404 for posts one cannot see', async () => {
    const author = await s.createMember();
    const me = await s.createMember();
    const postId = await newPost(author);
    const body = { kind: 'comment', content: 'Hi' };
    expect((await add(me, postId, body, null)).status).toBe(401);
    const other = await add(me, postId, body, author.token);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe('You can only see or change this for your own account.');
    for (const id of [99_999_999, 0, '-1', '99999999999999999999', 'abc']) expect((await add(me, id, body)).status, String(id)).toBe(404);
    const deleted = await newPost(author);
    await s.db.query('UPDATE posts SET deleted_at = now() WHERE id = $1', [deleted]);
    const gone = await add(me, deleted, body);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({ code: 'not_found', message: 'Post not found.' });
    const hidden = await newPost(author);
    await s.db.query('INSERT INTO post_blocks (user_id, post_id) VALUES ($1, $2)', [me.id, hidden]);
    expect((await add(me, hidden, body)).status).toBe(404);
    const orphan = await newPost(author, { feed_type: 'group', feed_id: 99_999_999 });
    expect((await add(me, orphan, body)).status).toBe(404);

    const blocker = await s.createMember();
    const blockedPost = await newPost(blocker);
    await block(blocker, me);
    expect((await add(me, blockedPost, body)).status).toBe(404);

    const anon = await s.createMember();
    await anonymise(anon.id);
    for (const kind of ['comment', 'like']) {
      const r = await add(anon, postId, { kind, content: 'Hi' });
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({ code: 'anonymous_profile', message: 'Anonymous members cannot comment, reply or like.' });
    }
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 0 });
  });

  it('stores hostile text verbatim and never answers 500 for odd input', async () => {
    const me = await s.createMember();
    const postId = await newPost(me);
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)> '; DROP TABLE reactions; -- \u202e ${'🇺🇸'.repeat(10)}`;
    const r = await add(me, postId, { kind: 'comment', content: hostile });
    expect(r.status).toBe(201);
    expect(r.body.content).toBe(hostile.trim());
    expect((await list(me, postId, 'kind=comment')).body.results[0].content).toBe(hostile.trim());
    for (const body of [
      { kind: 'comment', content: 'a\u0000b' },
      { kind: 'comment', content: 42 },
      { kind: 'reply', comment_id: -5, content: 'x' },
      { kind: 'reply', comment_id: 1e20, content: 'x' },
      { kind: 'like', comment_id: 'abc' },
      { kind: 'comment', content: 'x', tagged: ['1; DROP'] },
      { kind: 'comment', content: 'x', open_graph: { url: 'javascript:alert(1)' } },
      { kind: 'comment', content: 'x', media: [{ url: 'data:image/png;base64,AAAA' }] },
      { kind: ['comment'] },
    ]) {
      const bad = await add(me, postId, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    const notJson = await s.call(base(me, postId), { method: 'POST', token: me.token, body: '{kind:', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await add(me, postId, { kind: 'reply', comment_id: 2_000_000_000, content: 'x' })).status).toBe(404);
    expect((await s.call(`${base(me, postId)}?kind=comment&offset=-1`, { token: me.token })).status).toBe(422);
    expect((await s.call(`${base(me, postId)}?kind=comment&offset=1e99`, { token: me.token })).status).toBe(422);
    expect((await edit(me, postId, 99_999_999_999, { kind: 'comment', content: 'x' })).status).toBe(404);
  });
});

describe('replies', () => {
  it('replies to a comment: counted on the comment and the post, notifies the comment’s author, not oneself', async () => {
    const author = await s.createMember();
    const commenter = await s.createMember();
    const replier = await s.createMember();
    const postId = await newPost(author);
    const comment = (await add(commenter, postId, { kind: 'comment', content: 'Nice' })).body;
    const r = await add(replier, postId, { kind: 'reply', comment_id: comment.id, content: 'Agreed' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: 'reply', content: 'Agreed', comment_id: comment.id, reply_id: r.body.id, children_counts: { like: 0, reply: 0 } });
    expect(await replyCount(comment.id)).toBe(1);
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 2 });
    expect((await notices(commenter.id)).map((n) => [n.verb, n.data])).toEqual([
      ['reply', { post_id: postId, reaction_id: r.body.id, comment_id: comment.id, excerpt: 'Agreed', ...onFeedOf(author) }],
    ]);
    // Replying to one's own comment tells nobody; the post's author is told of comments only.
    await add(commenter, postId, { kind: 'reply', comment_id: comment.id, content: 'Thanks' });
    expect(await notices(commenter.id)).toHaveLength(1);
    expect((await notices(author.id)).map((n) => n.verb)).toEqual(['comment']);
  });

  it('a reply needs a comment of this post (404 The reaction was not found.)', async () => {
    const me = await s.createMember();
    const postId = await newPost(me);
    const otherPost = await newPost(me);
    const foreign = (await add(me, otherPost, { kind: 'comment', content: 'elsewhere' })).body;
    const comment = (await add(me, postId, { kind: 'comment', content: 'here' })).body;
    const reply = (await add(me, postId, { kind: 'reply', comment_id: comment.id, content: 'r' })).body;
    for (const commentId of [foreign.id, reply.id, 99_999_999]) {
      const r = await add(me, postId, { kind: 'reply', comment_id: commentId, content: 'x' });
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ code: 'not_found', message: 'The reaction was not found.' });
    }
  });
});

describe('listing comments and replies', () => {
  it('pages from the newest (oldest first within a page) with offsets, counts and the latest 3 replies', async () => {
    const me = await s.createMember();
    const friend = await s.createMember();
    const postId = await newPost(me);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await add(i % 2 ? friend : me, postId, { kind: 'comment', content: `c${i}` })).body.id);
    const replies: number[] = [];
    for (let i = 0; i < 5; i++) replies.push((await add(friend, postId, { kind: 'reply', comment_id: ids[22], content: `r${i}` })).body.id);

    const first = await list(me, postId, 'kind=comment');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 23, offset: 0, next_offset: 10 });
    expect(first.body.results.map((r: { content: string }) => r.content)).toEqual(Array.from({ length: 10 }, (_, i) => `c${13 + i}`));
    expect(first.body.results.map((r: { offset: number }) => r.offset)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const newest = first.body.results[9];
    expect(newest.children_counts).toEqual({ like: 0, reply: 5 });
    expect(newest.latest_children.reply.map((r: { id: number; offset: number }) => [r.id, r.offset])).toEqual([
      [replies[2], 2],
      [replies[3], 1],
      [replies[4], 0],
    ]);
    expect(first.body.results[8].latest_children.reply).toEqual([]);

    const second = await list(me, postId, 'kind=comment&offset=10');
    expect(second.body.results.map((r: { content: string }) => r.content)).toEqual(Array.from({ length: 10 }, (_, i) => `c${3 + i}`));
    expect(second.body.next_offset).toBe(20);
    const last = await list(me, postId, 'kind=comment&offset=20');
    expect(last.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 3));
    expect(last.body.next_offset).toBeNull();
    expect((await list(me, postId, 'kind=comment&offset=500')).body).toEqual({ results: [], count: 23, offset: 500, next_offset: null });

    const older = await list(me, postId, `kind=reply&comment_id=${ids[22]}&offset=3`);
    expect(older.body).toMatchObject({ count: 5, offset: 3, next_offset: null });
    expect(older.body.results.map((r: { id: number }) => r.id)).toEqual(replies.slice(0, 2));
    expect(older.body.results[0]).toMatchObject({ kind: 'reply', comment_id: ids[22], reply_id: replies[0], offset: 4 });
  });

  it('hides reactions across a block; asks for a kind; a missing comment is 404', async () => {
    const me = await s.createMember();
    const rude = await s.createMember();
    const postId = await newPost(me);
    await add(rude, postId, { kind: 'comment', content: 'rude' });
    await add(me, postId, { kind: 'comment', content: 'mine' });
    await block(me, rude);
    const r = await list(me, postId, 'kind=comment');
    expect(r.body.results.map((x: { content: string }) => x.content)).toEqual(['mine']);
    expect(r.body.count).toBe(1);
    for (const q of ['', 'kind=', 'kind=like', 'kind=post']) {
      const bad = await list(me, postId, q);
      expect(bad.status, q).toBe(422);
      expect(bad.body.error.message).toBe('Reaction Kind is required');
    }
    expect((await list(me, postId, 'kind=reply')).body.error.fields).toEqual({ comment_id: 'This field is required.' });
    expect((await list(me, postId, 'kind=reply&comment_id=99999999')).body.error.message).toBe('The reaction was not found.');
    expect((await s.call(`${base(me, postId)}?kind=comment`)).status).toBe(401);
    expect((await s.call(`${base(me, postId)}?kind=comment`, { token: rude.token })).status).toBe(403);
  });
});
