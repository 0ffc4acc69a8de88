// The post detail's calls (docs/api.md "Reactions", "Feeds and posts"): member vs event-feed paths,
// the bodies of likes, unlikes, deletes and reports, and the paging queries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../helpers';

const page = { results: [], count: 0, offset: 0, next_offset: null };
const like = { id: 91, user: { id: 7 }, kind: 'like', created_at: '2026-01-01T00:00:00Z', comment_id: 5, reply_id: null };
const user: PostRef = { ctx: { type: 'user', userId: 3 }, me: 7, postId: 40 };
const event: PostRef = { ctx: { type: 'event', id: 12 }, me: 7, postId: 40 };

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(() => resetPlatform());

const target = (c: { path: string; url: string }) => c.path + new URL(c.url).search;

describe('reactions api', () => {
  it("comments and replies: the member's reactions, or the event's for an event post", async () => {
    const { calls } = installFetch(() => json(page));
    await listComments(user);
    await listComments(event, 10);
    await listReplies(user, 5, 3);
    await listReplies(event, 5);
    expect(calls.map(target)).toEqual([
      '/api/v1/user/7/reactions/40?kind=comment&offset=0',
      '/api/v1/mobile_event/12/reactions/40?kind=comment&offset=10',
      '/api/v1/user/7/reactions/40?kind=reply&comment_id=5&offset=3',
      '/api/v1/mobile_event/12/reactions/40?kind=reply&comment_id=5&offset=0',
    ]);
    expect(calls.every((c) => c.method === 'GET' && c.headers.get('authorization') === 'Bearer access-1')).toBe(true);
  });

  it('like / unlike a comment or a reply: {kind: like, comment_id, reply_id?}', async () => {
    const { calls } = installFetch((c) => (c.method === 'POST' ? json(like, 201) : json(undefined, 204)));
    expect((await likeChild(user, { commentId: 5 })).id).toBe(91);
    await likeChild(event, { commentId: 5, replyId: 8 });
    await unlikeChild(user, { commentId: 5, replyId: 8 });
    await unlikeChild(event, { commentId: 5 });
    expect(calls.map((c) => [c.method, c.path, c.json])).toEqual([
      ['POST', '/api/v1/user/7/reactions/40', { kind: 'like', comment_id: 5 }],
      ['POST', '/api/v1/mobile_event/12/reactions/40', { kind: 'like', comment_id: 5, reply_id: 8 }],
      ['DELETE', '/api/v1/user/7/reactions/40', { kind: 'like', comment_id: 5, reply_id: 8 }],
      ['DELETE', '/api/v1/mobile_event/12/reactions/40', { kind: 'like', comment_id: 5 }],
    ]);
  });

  it('delete own comment or reply carries {kind}', async () => {
    const { calls } = installFetch(() => json(undefined, 204));
    await deleteChild(user, 5, 'comment');
    await deleteChild(event, 8, 'reply');
    expect(calls.map((c) => [c.method, c.path, c.json])).toEqual([
      ['DELETE', '/api/v1/user/7/reactions/40/5', { kind: 'comment' }],
      ['DELETE', '/api/v1/mobile_event/12/reactions/40/8', { kind: 'reply' }],
    ]);
  });

  it('likers: the post list through its context, a comment or reply through api/v2; next_page sent back', async () => {
    const { calls } = installFetch(() => json({ reactions: [], next_page: null }));
    await postLikers(user);
    await postLikers(event, 'abc');
    await reactionLikers(5, 'p2');
    await reactionLikers(8, '');
    expect(calls.map(target)).toEqual([
      '/api/v1/user/7/reactions/40/list?kind=like',
      '/api/v1/mobile_event/12/reactions/40/list?kind=like&next_page=abc',
      '/api/v2/reactions/5/children?kind=like&next_page=p2',
      '/api/v2/reactions/8/children?kind=like',
    ]);
  });

  it("one post: GET the author's user_feed/{postId}; an answer without a post is a 404", async () => {
    const post = { id: 40, user: { id: 3 }, verb: 'post', time: '2026-01-01T00:00:00Z' };
    const { calls } = installFetch((c) => (c.path.endsWith('/40') ? json({ data: post }) : json({ data: null })));
    expect((await getPost(3, 40)).id).toBe(40);
    await expect(getPost(3, 41)).rejects.toMatchObject({ status: 404 });
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/user/3/user_feed/40', '/api/v1/user/3/user_feed/41']);
  });

  it('report a comment (reporter) and a reply (reporter, reply_id); failures reject with the server message', async () => {
    const { calls } = installFetch((c) => (c.path.endsWith('/9') ? errorBody(422, 'invalid', 'You cannot report your own content.') : json({ id: 1 }, 201)));
    await reportChild(3, 5, 7);
    await reportChild(3, 8, 7, 8);
    await expect(reportChild(7, 9, 7)).rejects.toMatchObject({ status: 422, message: 'You cannot report your own content.' });
    expect(calls.slice(0, 2).map((c) => [c.method, c.path, c.json])).toEqual([
      ['POST', '/api/v1/report/user/3/reaction/5', { reporter: 7 }],
      ['POST', '/api/v1/report/user/3/reaction/8', { reporter: 7, reply_id: 8 }],
    ]);
  });
});
