// The feed's sub-page addresses (events spec §2 Feed and posts): post, Likes of a post, Likes of a comment.
import { describe, expect, it } from 'vitest';
import { feedBase, feedViewPath, parseFeedView } from '@/features/member-feed/model/routes';

describe('feed routes', () => {
  it('each context has its base', () => {
    expect(feedBase({ type: 'timeline' })).toBe('/feed/');
    expect(feedBase({ type: 'user', userId: 4 })).toBe('/profile/feed/');
    expect(feedBase({ type: 'event', id: 12 })).toBe('/events/12/feed/');
    expect(feedBase({ type: 'group', id: 3 })).toBe('/groups/3/feed/');
    expect(feedBase({ type: 'challenge', id: 9 })).toBe('/challenges/9/feed/');
  });

  it('reads the post, its likes (any reaction type, checked by the Likes screen) and a comment\'s likes', () => {
    expect(parseFeedView('15/user/4')).toEqual({ kind: 'post', postId: 15, authorId: 4 });
    expect(parseFeedView('15/like')).toEqual({ kind: 'likes', postId: 15, commentId: null, reactionType: 'like' });
    expect(parseFeedView('15/love')).toEqual({ kind: 'likes', postId: 15, commentId: null, reactionType: 'love' });
    expect(parseFeedView('15/comment/8/like')).toEqual({ kind: 'likes', postId: 15, commentId: 8, reactionType: 'like' });
  });

  it('anything else is no page', () => {
    for (const v of [null, '', 'abc', '15', '15/user', '0/user/3', '15/user/x', '15/comment/8', '99999999999/user/1', '15/<script>']) expect(parseFeedView(v)).toBeNull();
  });

  it('writes back what it reads', () => {
    for (const v of ['15/user/4', '15/like', '15/comment/8/like']) expect(feedViewPath(parseFeedView(v)!)).toBe(v);
  });
});
