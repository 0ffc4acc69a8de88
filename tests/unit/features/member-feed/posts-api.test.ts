// api/posts.ts through the real HTTP client against a fake fetch: the path and method of each call per
// feed context, paging by the last id, 404 read as empty, and the bodies of likes and reports.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  blockPost,
  createPost,
  deletePost,
  getFeedPage,
  getPinnedPost,
  likePost,
  pinPost,
  postReport,
  removeGroupPost,
  removeGroupUser,
  reportPost,
  reportUser,
  unlikePost,
  unpinPost,
  updatePost,
} from '@/features/member-feed/api/posts';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../helpers';
import { ME, page, post } from './feed-fixtures';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
});
afterEach(() => resetPlatform());

const one = (id: number) => json({ data: post(id) });

describe('feed pages', () => {
  const cases: [FeedContext, string][] = [
    [{ type: 'timeline' }, `/api/v1/user/${ME}/aggregated_timeline_feed`],
    [{ type: 'user', userId: 20 }, '/api/v1/user/20/user_feed'],
    [{ type: 'event', id: 5 }, '/api/v1/mobile_event/5/timeline'],
    [{ type: 'group', id: 3 }, '/api/v1/group/3/timeline'],
    [{ type: 'challenge', id: 9 }, '/api/v1/challenge/9/timeline'],
  ];
  it.each(cases)('%o reads %s, then pages by the last id', async (ctx, path) => {
    const api = installFetch(() => json(page(50)));
    const first = await getFeedPage(ctx, ME);
    expect(first.posts.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(first.next).toBe(41);
    await getFeedPage(ctx, ME, { offset: first.next });
    expect(api.calls.map((c) => c.path)).toEqual([path, path]);
    expect(new URL(api.calls[0].url).search).toBe('');
    expect(new URL(api.calls[1].url).searchParams.get('offset')).toBe('41');
    expect(api.calls[0].headers.get('authorization')).toBe('Bearer access-1');
  });

  it('the timeline sends its scope', async () => {
    const api = installFetch(() => json(page(10, 3)));
    const res = await getFeedPage({ type: 'timeline' }, ME, { scope: 'my_groups', offset: 30 });
    expect(res.next).toBeNull();
    const q = new URL(api.calls[0].url).searchParams;
    expect(q.get('scope')).toBe('my_groups');
    expect(q.get('offset')).toBe('30');
  });

  it('a 404 on a feed is an empty page; other failures throw', async () => {
    installFetch(() => errorBody(404, 'not_found', 'This group does not exist.'));
    expect(await getFeedPage({ type: 'group', id: 3 }, ME)).toEqual({ posts: [], next: null });
    installFetch(() => errorBody(500, 'server'));
    await expect(getFeedPage({ type: 'group', id: 3 }, ME)).rejects.toMatchObject({ status: 500 });
  });
});

describe('pinned post', () => {
  it('reads the timeline, group and challenge pins; none for member and event feeds', async () => {
    const api = installFetch(() => one(4));
    expect((await getPinnedPost({ type: 'timeline' }, ME))?.id).toBe(4);
    await getPinnedPost({ type: 'group', id: 3 }, ME);
    await getPinnedPost({ type: 'challenge', id: 9 }, ME);
    expect(await getPinnedPost({ type: 'event', id: 5 }, ME)).toBeNull();
    expect(await getPinnedPost({ type: 'user', userId: 20 }, ME)).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([
      `/api/v1/user/${ME}/aggregated_timeline_feed/pinned_post`,
      '/api/v1/group/3/pinned_post',
      '/api/v1/challenge/9/pinned_post',
    ]);
  });

  it('{data: null} and a 404 are no pinned post', async () => {
    installFetch(() => json({ data: null }));
    expect(await getPinnedPost({ type: 'group', id: 3 }, ME)).toBeNull();
    installFetch(() => errorBody(404, 'not_found'));
    expect(await getPinnedPost({ type: 'group', id: 3 }, ME)).toBeNull();
  });
});

describe('writes', () => {
  it('create, edit, delete, block', async () => {
    const api = installFetch((c) => (c.method === 'DELETE' ? new Response(null, { status: 204 }) : c.path.includes('block_post') ? json({ post_id: 8 }, 201) : one(8)));
    await createPost({ type: 'timeline' }, ME, { text: 'hi' });
    await createPost({ type: 'group', id: 3 }, ME, { text: 'hi', tag_everyone: true });
    await createPost({ type: 'event', id: 5 }, ME, { media: ['u'] });
    await updatePost(ME, 8, { text: 'edited' });
    await deletePost({ type: 'group', id: 3 }, ME, 8);
    await deletePost({ type: 'event', id: 5 }, ME, 8);
    await blockPost(ME, 8);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/v1/user/${ME}/user_feed`,
      'POST /api/v1/group/3/timeline',
      'POST /api/v1/mobile_event/5/timeline',
      `PUT /api/v1/user/${ME}/user_feed/8`,
      `DELETE /api/v1/user/${ME}/user_feed/8`,
      'DELETE /api/v1/mobile_event/5/timeline/8',
      `POST /api/v1/user/${ME}/block_post/8`,
    ]);
    expect(api.calls[1].json).toEqual({ text: 'hi', tag_everyone: true });
    expect(api.calls[3].json).toEqual({ text: 'edited' });
  });

  it('pin/unpin in group and challenge feeds; none elsewhere', async () => {
    const api = installFetch((c) => (c.method === 'DELETE' ? new Response(null, { status: 204 }) : one(8)));
    expect((await pinPost({ type: 'group', id: 3 }, 8)).id).toBe(8);
    await unpinPost({ type: 'challenge', id: 9 }, 8);
    expect(() => pinPost({ type: 'timeline' }, 8)).toThrow();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/group/3/pinned_post/8', 'DELETE /api/v1/challenge/9/pinned_post/8']);
  });

  it('group admin removals', async () => {
    const api = installFetch(() => new Response(null, { status: 204 }));
    await removeGroupPost(3, 8);
    await removeGroupUser(3, 20);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/group_admin/3/post/8', 'DELETE /api/v1/group_admin/3/user/20']);
  });

  it('reports a post where its context says, with the reporter', async () => {
    const api = installFetch(() => json({ id: 1 }, 201));
    await reportPost({ type: 'group', id: 3 }, 8, 20, ME);
    await reportPost({ type: 'event', id: 5 }, 8, 20, ME);
    await reportPost({ type: 'timeline' }, 8, 20, ME);
    await reportPost({ type: 'challenge', id: 9 }, 8, 20, ME);
    await reportUser(20, ME);
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/v1/report/group/3/post/8',
      '/api/v1/report/event/5/post/8',
      '/api/v1/report/user/20/post/8',
      '/api/v1/report/user/20/post/8',
      '/api/v1/report/user/20',
    ]);
    expect(api.calls.every((c) => c.method === 'POST' && (c.json as { reporter: number }).reporter === ME)).toBe(true);
    expect(postReport({ type: 'group', id: 3 }, 8, 20).target).toBe('group_post');
    expect(postReport({ type: 'event', id: 5 }, 8, 20).target).toBe('event_post');
    expect(postReport({ type: 'user', userId: 20 }, 8, 20).target).toBe('post');
  });

  it('like and unlike a post through its reactions', async () => {
    const api = installFetch((c) => (c.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 77, kind: 'like' }, 201)));
    expect((await likePost({ type: 'timeline' }, ME, 8)).id).toBe(77);
    await unlikePost({ type: 'timeline' }, ME, 8);
    await likePost({ type: 'event', id: 5 }, ME, 8);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/v1/user/${ME}/reactions/8`,
      `DELETE /api/v1/user/${ME}/reactions/8`,
      'POST /api/v1/mobile_event/5/reactions/8',
    ]);
    expect(api.calls.map((c) => c.json)).toEqual([{ kind: 'like' }, { kind: 'like' }, { kind: 'like' }]);
  });
});
