// src/features/member-feed/api/reactions.ts (and the reaction calls of posts.ts and compose.ts)
// against the real app: like / unlike a post (and the already-liked / already-unliked answers),
// comments and replies with their images and link previews, edit and delete, likes on comments and
// replies, the likers lists with next_page, reports of comments and replies, and the event feed's
// reactions.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReaction, updateReaction, uploadImages, type ReactionPayload } from '@/features/member-feed/api/compose';
import { createPost, likePost, unlikePost } from '@/features/member-feed/api/posts';
import {
  deleteChild,
  getPost,
  likeChild,
  listComments,
  listReplies,
  postLikers,
  reactionLikers,
  reportChild,
  unlikeChild,
  type PostRef,
} from '@/features/member-feed/api/reactions';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { isAlreadyReacted, isReactionMissing, likeFailure } from '@/features/member-feed/model/optimistic';
import type { PutImage } from '@/lib/image';
import { createEvent, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

const TIMELINE: FeedContext = { type: 'timeline' };
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server().db.query<T>(text, params).then((r) => r.rows);
const comment = (content: string, over: Partial<ReactionPayload> = {}): ReactionPayload => ({ kind: 'comment', content, media: [], open_graph: null, tagged: [], ...over });
const reply = (commentId: number, content: string, over: Partial<ReactionPayload> = {}): ReactionPayload => comment(content, { kind: 'reply', comment_id: commentId, ...over });

let author: Member;
let fan: Member;
beforeAll(async () => {
  author = await server().createMember();
  fan = await server().createMember();
  await sql('UPDATE users SET first_name = $2 WHERE id = $1', [fan.id, 'Fan']);
});

/** A fresh post by `author` in their own feed, and the reactions ref of `viewer` on it. */
async function postBy(m: Member, text = `Post ${randomUUID().slice(0, 6)}`): Promise<number> {
  await logIn(m);
  return (await createPost(TIMELINE, m.id, { text })).id;
}
const refOf = (viewer: Member, postId: number, ctx: FeedContext = TIMELINE): PostRef => ({ ctx, me: viewer.id, postId });

describe('member-feed reactions api', () => {
  it('likes and unlikes a post; the second like is 409 with its text, the second unlike 404', async () => {
    const postId = await postBy(author);
    await logIn(fan);
    const like = await likePost(TIMELINE, fan.id, postId);
    expect(like).toMatchObject({ id: expect.any(Number), kind: 'like', user: { id: fan.id }, comment_id: null, reply_id: null });
    await expect(getPost(author.id, postId)).resolves.toMatchObject({ own_reactions: { like: [{ id: like.id }] }, reaction_counts: { like: 1 } });
    const notices = () => sql('SELECT verb FROM notifications WHERE user_id = $1 AND object_id = $2', [author.id, String(postId)]);
    expect(await notices()).toEqual([{ verb: 'like' }]);
    const again = await failure(likePost(TIMELINE, fan.id, postId));
    expect(again).toMatchObject({ status: 409, code: 'already_reacted', message: 'You have already reacted to this post.' });
    expect(isAlreadyReacted(again)).toBe(true);
    expect(likeFailure('post', 'like', again).revert).toBe(false); // counted as success
    await expect(unlikePost(TIMELINE, fan.id, postId)).resolves.toBeUndefined();
    await expect(getPost(author.id, postId)).resolves.toMatchObject({ own_reactions: { like: [] }, reaction_counts: { like: 0 } });
    const gone = await failure(unlikePost(TIMELINE, fan.id, postId));
    expect(gone).toMatchObject({ status: 404, code: 'not_found', message: 'The reaction was not found.' });
    expect(isReactionMissing(gone)).toBe(true);
    expect(await notices()).toEqual([]); // the like's notice went with it
    expect(await failure(likePost(TIMELINE, fan.id, 999_999_999))).toMatchObject({ status: 404, message: 'Post not found.' });
  });

  it('comments (tagging a member), replies, lists both, edits and deletes; counts follow', async () => {
    const postId = await postBy(author);
    await logIn(fan);
    const ref = refOf(fan, postId);
    const c1 = await createReaction(TIMELINE, fan.id, postId, comment('First!', { tagged: [author.id] }));
    expect(c1).toMatchObject({
      kind: 'comment',
      content: 'First!',
      user: { id: fan.id, first_name: 'Fan' },
      tagged: [{ id: author.id }],
      edited: false,
      media: [],
      comment_id: c1.id,
      reply_id: null,
      children_counts: { like: 0, reply: 0 },
    });
    expect(Date.parse(c1.created_at)).not.toBeNaN();
    const c2 = await createReaction(TIMELINE, fan.id, postId, comment('Second'));
    await logIn(author);
    const r1 = await createReaction(TIMELINE, author.id, postId, reply(c1.id, 'Thanks'));
    expect(r1).toMatchObject({ kind: 'reply', content: 'Thanks', comment_id: c1.id, reply_id: r1.id, user: { id: author.id } });
    expect(await sql('SELECT verb FROM notifications WHERE user_id = $1 AND object_id = $2 ORDER BY id', [fan.id, String(postId)])).toEqual([{ verb: 'reply' }]);

    const page = await listComments(refOf(author, postId));
    expect(page).toMatchObject({ count: 2, offset: 0, next_offset: null });
    expect(page.results.map((c) => c.id)).toEqual([c1.id, c2.id]); // oldest first
    expect(page.results[0].latest_children?.reply?.map((r) => r.id)).toEqual([r1.id]);
    expect(page.results[0].children_counts).toEqual({ like: 0, reply: 1 });
    const replies = await listReplies(refOf(author, postId), c1.id);
    expect(replies).toMatchObject({ count: 1, next_offset: null });
    expect(replies.results.map((r) => [r.id, r.offset])).toEqual([[r1.id, 0]]);
    await expect(getPost(author.id, postId)).resolves.toMatchObject({ reaction_counts: { comment: 3 } });

    await logIn(fan);
    const edited = await updateReaction(TIMELINE, fan.id, postId, c2.id, comment('Second, edited'));
    expect(edited).toMatchObject({ id: c2.id, content: 'Second, edited', edited: true });
    expect(await failure(updateReaction(TIMELINE, fan.id, postId, r1.id, reply(c1.id, 'not mine')))).toMatchObject({ status: 403, message: 'You can only edit your own reply.' });
    expect(await failure(updateReaction(TIMELINE, fan.id, postId, c2.id, comment('  ')))).toMatchObject({ status: 422, fields: { content: 'Unable to post an empty comment.' } });
    expect(await failure(deleteChild(ref, r1.id, 'reply'))).toMatchObject({ status: 403, message: 'You can only delete your own reply.' });
    await logIn(author);
    await expect(deleteChild(refOf(author, postId), r1.id, 'reply')).resolves.toBeUndefined();
    await expect(getPost(author.id, postId)).resolves.toMatchObject({ reaction_counts: { comment: 2 } });
    await logIn(fan);
    await deleteChild(ref, c1.id, 'comment');
    const after = await listComments(ref);
    expect(after.results.map((c) => c.id)).toEqual([c2.id]);
    expect(await failure(deleteChild(ref, c1.id, 'comment'))).toMatchObject({ status: 404, message: 'The reaction was not found.' });
  });

  it('pages comments and replies from the newest (See Previous Comments): next_offset, and replies past the latest three', async () => {
    const postId = await postBy(author);
    const written: number[] = [];
    for (let i = 0; i < 12; i++) written.push((await createReaction(TIMELINE, author.id, postId, comment(`c${i}`))).id);
    const replies: number[] = [];
    for (let i = 0; i < 4; i++) replies.push((await createReaction(TIMELINE, author.id, postId, reply(written[11], `r${i}`))).id);
    const ref = refOf(author, postId);
    const newest = await listComments(ref);
    expect(newest).toMatchObject({ count: 12, offset: 0, next_offset: 10 });
    expect(newest.results.map((c) => c.id)).toEqual(written.slice(2));
    const last = newest.results[newest.results.length - 1];
    expect(last.latest_children?.reply?.map((r) => [r.id, r.offset])).toEqual([
      [replies[1], 2],
      [replies[2], 1],
      [replies[3], 0],
    ]);
    const older = await listComments(ref, newest.next_offset!);
    expect(older).toMatchObject({ count: 12, offset: 10, next_offset: null });
    expect(older.results.map((c) => c.id)).toEqual(written.slice(0, 2));
    const rest = await listReplies(ref, written[11], 3);
    expect(rest).toMatchObject({ count: 4, next_offset: null });
    expect(rest.results.map((r) => [r.id, r.offset])).toEqual([[replies[0], 3]]);
  });

  it('refuses empty comments and replies with the server’s texts; a reply to an unknown comment is 404', async () => {
    const postId = await postBy(author);
    await logIn(fan);
    expect(await failure(createReaction(TIMELINE, fan.id, postId, comment(' ')))).toMatchObject({ status: 422, message: 'Unable to post an empty comment.' });
    expect(await failure(createReaction(TIMELINE, fan.id, postId, reply(1, '')))).toMatchObject({ status: 422, message: 'Unable to post an empty reply.' });
    expect(await failure(createReaction(TIMELINE, fan.id, postId, reply(999_999_999, 'hi')))).toMatchObject({ status: 404, message: 'The reaction was not found.' });
    const long = await failure(createReaction(TIMELINE, fan.id, postId, comment('x'.repeat(1501))));
    expect(long).toMatchObject({ status: 422, fields: { content: 'Comments and replies can be at most 1500 characters.' } });
  });

  it('a comment and its edit carry a link preview; null clears it', async () => {
    const postId = await postBy(author);
    await logIn(fan);
    const og = { url: 'https://example.org/x', title: 'X marks', description: 'A page', image_url: 'https://example.org/x.png' };
    const c = await createReaction(TIMELINE, fan.id, postId, comment('Look https://example.org/x', { open_graph: og }));
    expect(c.open_graph).toEqual(og);
    const edited = await updateReaction(TIMELINE, fan.id, postId, c.id, comment('Look again', { open_graph: null }));
    expect(edited).toMatchObject({ content: 'Look again', edited: true, open_graph: null });
  });

  // The composer's payload sends a preview's missing fields as null (always image_url for the fallback preview).
  it('a comment carrying the composer’s link preview payload (null image_url) is accepted', async () => {
    const postId = await postBy(author);
    await logIn(fan);
    const og = { url: 'https://example.org/y', title: 'https://example.org/y', description: 'Click to open link', image_url: null };
    const c = await createReaction(TIMELINE, fan.id, postId, comment('Look https://example.org/y', { open_graph: og }));
    expect(c.open_graph).toMatchObject({ url: 'https://example.org/y', description: 'Click to open link' });
  });

  it('likes and unlikes a comment and a reply; their likers; second like 409, second unlike 404', async () => {
    const postId = await postBy(author);
    const c = await createReaction(TIMELINE, author.id, postId, comment('Like this'));
    const r = await createReaction(TIMELINE, author.id, postId, reply(c.id, 'And this'));
    await logIn(fan);
    const ref = refOf(fan, postId);
    const onComment = await likeChild(ref, { commentId: c.id });
    expect(onComment).toMatchObject({ kind: 'like', comment_id: c.id, reply_id: null, user: { id: fan.id } });
    const onReply = await likeChild(ref, { commentId: c.id, replyId: r.id });
    expect(onReply).toMatchObject({ kind: 'like', comment_id: c.id, reply_id: r.id });
    const again = await failure(likeChild(ref, { commentId: c.id, replyId: r.id }));
    expect(again).toMatchObject({ status: 409, message: 'You have already reacted to this post.' });
    const [listed] = (await listComments(ref)).results;
    expect(listed).toMatchObject({ id: c.id, own_like_id: onComment.id, children_counts: { like: 1, reply: 1 } });
    expect(listed.latest_children?.reply?.[0]).toMatchObject({ id: r.id, own_like_id: onReply.id });
    await expect(reactionLikers(c.id)).resolves.toEqual({ reactions: [{ id: onComment.id, user: expect.objectContaining({ id: fan.id, first_name: 'Fan' }) }], next_page: null });
    expect((await reactionLikers(r.id)).reactions.map((l) => l.id)).toEqual([onReply.id]);
    await expect(unlikeChild(ref, { commentId: c.id, replyId: r.id })).resolves.toBeUndefined();
    await expect(unlikeChild(ref, { commentId: c.id })).resolves.toBeUndefined();
    expect(await failure(unlikeChild(ref, { commentId: c.id }))).toMatchObject({ status: 404, message: 'The reaction was not found.' });
    await expect(reactionLikers(r.id)).resolves.toEqual({ reactions: [], next_page: null });
    expect(await failure(reactionLikers(onComment.id))).toMatchObject({ status: 404, message: 'The reaction was not found.' });
  });

  it('lists who liked a post, 25 a page, with next_page', async () => {
    const postId = await postBy(author);
    await sql(
      `INSERT INTO reactions (post_id, user_id, kind) SELECT $1, id, 'like' FROM users WHERE deleted_at IS NULL AND id <> $2 ORDER BY id LIMIT 26`,
      [postId, author.id],
    );
    await logIn(author);
    const ref = refOf(author, postId);
    const first = await postLikers(ref);
    expect(first.reactions).toHaveLength(25);
    expect(first.next_page).toEqual(expect.stringMatching(/^\d+$/));
    expect(first.reactions[0].user).toMatchObject({ id: expect.any(Number) });
    const second = await postLikers(ref, first.next_page);
    expect(second.reactions).toHaveLength(1);
    expect(second.next_page ?? null).toBeNull();
    expect(new Set([...first.reactions, ...second.reactions].map((l) => l.id)).size).toBe(26);
    await expect(postLikers(ref, '')).resolves.toEqual(first); // '' is the first page
  });

  it('reports a comment and a reply; a like is not reportable; one’s own is refused', async () => {
    const postId = await postBy(author);
    const c = await createReaction(TIMELINE, author.id, postId, comment('Report this comment'));
    const r = await createReaction(TIMELINE, author.id, postId, reply(c.id, 'And this reply'));
    await logIn(fan);
    const like = await likePost(TIMELINE, fan.id, postId);
    await logIn(author);
    await expect(reportChild(fan.id, like.id, author.id)).rejects.toMatchObject({ status: 422, message: 'Invalid Type, expecting the type post, comment, or reply' });
    expect(await failure(reportChild(author.id, c.id, author.id))).toMatchObject({ status: 422, message: 'You cannot report your own content.' });
    await logIn(fan);
    await expect(reportChild(author.id, c.id, fan.id)).resolves.toEqual({ id: expect.any(Number) });
    await reportChild(author.id, r.id, fan.id, r.id);
    const rows = await sql('SELECT target_type, target_id, extra FROM reports WHERE reporter_id = $1 ORDER BY id', [fan.id]);
    expect(rows).toEqual([
      { target_type: 'reaction', target_id: String(c.id), extra: {} },
      { target_type: 'reaction', target_id: String(r.id), extra: { reply_id: r.id } },
    ]);
    expect(await failure(reportChild(author.id, 999_999_999, fan.id))).toMatchObject({ status: 404, message: 'The reaction was not found.' });
  });

  it('comment and reply images: intents comment and reply (signed URLs), attached as {url, kind}; a post image is refused', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#bf0d3e' } }).png().toBuffer());
    const signed: string[] = [];
    const put: PutImage = async (url, blob, type) => {
      signed.push(url);
      const res = await server().call(url, { method: 'PUT', body: blob, headers: { 'content-type': type } });
      return { status: res.status, body: res.body };
    };
    const deps = { put, dimensions: async () => ({ width: 20, height: 20 }) };
    const image = () => new Blob([png], { type: 'image/png' });
    const postId = await postBy(author);
    await logIn(fan);
    const [commentImage] = await uploadImages([image()], 'comment', {}, deps);
    const [replyImage] = await uploadImages([image()], 'reply', {}, deps);
    const [postImage] = await uploadImages([image()], 'post', {}, deps);
    expect(signed).toEqual([
      expect.stringMatching(/^http:\/\/localhost\/media\/comment\/[^?]+\?.*signature=/),
      expect.stringMatching(/^http:\/\/localhost\/media\/reply\/[^?]+\?.*signature=/),
      expect.stringMatching(/^http:\/\/localhost\/media\/post\/[^?]+\?.*signature=/),
    ]);
    const c = await createReaction(TIMELINE, fan.id, postId, comment('', { media: [commentImage] }));
    expect(c.media).toEqual([{ url: commentImage, kind: 'image' }]);
    const r = await createReaction(TIMELINE, fan.id, postId, reply(c.id, '', { media: [replyImage] }));
    expect(r.media).toEqual([{ url: replyImage, kind: 'image' }]);
    const refused = await failure(createReaction(TIMELINE, fan.id, postId, comment('with a post image', { media: [postImage] })));
    expect(refused).toMatchObject({ status: 422, fields: { media: 'Attach only images you uploaded for a comment or reply.' } });
  });

  it('an event feed’s posts react through the event: like, comment, list, likers; a post of another feed is 404', async () => {
    const host = await syncedMember(server());
    const e = (await createEvent(server(), host)) as { id: number };
    const ctx: FeedContext = { type: 'event', id: e.id };
    await logIn(host);
    const post = await createPost(ctx, host.id, { text: 'Event news' });
    const elsewhere = (await createPost(TIMELINE, host.id, { text: 'Not an event post' })).id;
    await logIn(fan);
    const like = await likePost(ctx, fan.id, post.id);
    expect(await failure(likePost(ctx, fan.id, post.id))).toMatchObject({ status: 409, code: 'already_reacted' });
    const c = await createReaction(ctx, fan.id, post.id, comment('Count me in'));
    const ref = refOf(fan, post.id, ctx);
    expect((await listComments(ref)).results.map((x) => x.id)).toEqual([c.id]);
    expect((await postLikers(ref)).reactions).toEqual([{ id: like.id, user: expect.objectContaining({ id: fan.id }) }]);
    await expect(updateReaction(ctx, fan.id, post.id, c.id, comment('Count me in, twice'))).resolves.toMatchObject({ edited: true });
    await deleteChild(ref, c.id, 'comment');
    await expect(unlikePost(ctx, fan.id, post.id)).resolves.toBeUndefined();
    expect(await failure(likePost(ctx, fan.id, elsewhere))).toMatchObject({ status: 404, message: 'Post not found.' });
  });

  it('an anonymous profile may read but not like or comment', async () => {
    const postId = await postBy(author);
    const anon = await server().createMember();
    await sql('UPDATE users SET anonymous_profile = true WHERE id = $1', [anon.id]);
    await logIn(anon);
    const refused = { status: 403, code: 'anonymous_profile', message: 'Anonymous members cannot comment, reply or like.' };
    expect(await failure(likePost(TIMELINE, anon.id, postId))).toMatchObject(refused);
    expect(await failure(createReaction(TIMELINE, anon.id, postId, comment('hi')))).toMatchObject(refused);
    await expect(listComments(refOf(anon, postId))).resolves.toMatchObject({ results: [], count: 0 });
  });
});
