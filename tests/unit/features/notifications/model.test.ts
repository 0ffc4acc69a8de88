// The notices' sentences and targets (model.ts) for every verb the server writes, with the data it writes.
import { describe, expect, it } from 'vitest';
import { actorName, canFollowBack, isAnonymousActor, noticeExcerpt, noticeRoute, noticeText } from '@/features/notifications/model';
import type { Notification } from '@/features/notifications/schemas';

const ME = 7;
const ana = { id: 21, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null };
const anonymous = { id: 22, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null };

function notice(verb: string, data: Record<string, unknown> = {}, extra: Partial<Notification> = {}): Notification {
  return { id: 1, verb, time: '2026-01-01T00:00:00.000Z', seen: false, object_type: null, object_id: null, data, actor: ana, ...extra };
}
const post = (verb: string, data: Record<string, unknown>) => notice(verb, data, { object_type: 'post', object_id: String(data.post_id) });

describe('noticeText and noticeRoute', () => {
  it.each([
    ['follow', notice('follow', {}, { object_type: 'user', object_id: '21' }), 'Ana Lopez started following you', '/profile/21'],
    ['update', notice('update', { event_id: 40, event_name: 'Dawn Ruck' }, { object_type: 'event', object_id: '40' }), 'Ana Lopez updated Dawn Ruck', '/events/40'],
    ['cancel', notice('cancel', { event_id: 40, event_name: 'Dawn Ruck' }, { object_type: 'event', object_id: '40' }), 'Ana Lopez canceled Dawn Ruck', '/events/40'],
    ['like', post('like', { post_id: 5, reaction_id: 9, excerpt: 'Ruck on' }), 'Ana Lopez liked your post', `/feed/5/user/${ME}`],
    ['comment', post('comment', { post_id: 5, reaction_id: 9, excerpt: 'Nice' }), 'Ana Lopez commented on your post', `/feed/5/user/${ME}`],
    ['reply', post('reply', { post_id: 5, reaction_id: 10, comment_id: 9, excerpt: 'Thanks' }), 'Ana Lopez replied to your comment', `/feed/5/user/${ME}`],
    ['like:comment', post('like:comment', { post_id: 5, reaction_id: 11, comment_id: 9, excerpt: 'x' }), 'Ana Lopez liked your comment', `/feed/5/user/${ME}`],
    ['like:reply:reply_author', post('like:reply:reply_author', { post_id: 5, reaction_id: 12, comment_id: 10, excerpt: 'x' }), 'Ana Lopez liked your reply', `/feed/5/user/${ME}`],
    ['tag in a comment', post('tag', { post_id: 5, reaction_id: 13, excerpt: 'hey @me' }), 'Ana Lopez tagged you in a comment', `/feed/5/user/${ME}`],
    ['tag in a member post', post('tag', { post_id: 6, feed_type: 'user', feed_id: 21, excerpt: 'Thanks @me' }), 'Ana Lopez tagged you in a post', '/feed/6/user/21'],
    ['tag in a group post', post('tag', { post_id: 6, feed_type: 'group', feed_id: 3, excerpt: '@everyone' }), 'Ana Lopez tagged you in a post', '/groups/3/feed/6/user/21'],
    ['tag in a challenge post', post('tag', { post_id: 6, feed_type: 'challenge', feed_id: 4, excerpt: '@everyone' }), 'Ana Lopez tagged you in a post', '/challenges/4/feed/6/user/21'],
    ['post on my event', post('post', { post_id: 8, feed_type: 'event', feed_id: 40, excerpt: 'See you' }), 'Ana Lopez posted in your event', '/events/40/feed/8/user/21'],
    ['chat_tag', notice('chat_tag', { channel_id: 'c-1', message_id: 'm-1', excerpt: '@me hi' }, { object_type: 'chat_message', object_id: 'm-1' }), 'Ana Lopez mentioned you in a chat', '/messages/chats/c-1'],
    [
      'badge',
      notice('badge', { challenge_id: 4, challenge_name: 'March Miles', badge_id: 2, badge_name: '100 Miles' }, { object_type: 'challenge', object_id: '4', actor: null }),
      'You earned the 100 Miles badge in March Miles',
      '/challenges/4',
    ],
  ])('%s', (_, n, text, route) => {
    expect(noticeText(n)).toBe(text);
    expect(noticeRoute(n, ME)).toBe(route);
  });

  it('reply variants read by their prefix; an unknown verb names its actor', () => {
    expect(noticeText(post('reply:comment_author', { post_id: 5 }))).toBe('Ana Lopez replied to your comment');
    expect(noticeText(post('like:reply', { post_id: 5 }))).toBe('Ana Lopez liked your reply');
    expect(noticeText(notice('wave'))).toBe('New activity from Ana Lopez');
    expect(noticeRoute(notice('wave'), ME)).toBe('/profile/21');
  });

  it('missing names and ids: a fallback text, no route', () => {
    expect(noticeText(notice('update', {}))).toBe('Ana Lopez updated an event');
    expect(noticeRoute(notice('update', {}), ME)).toBeNull();
    expect(noticeText(notice('badge', { challenge_id: 4 }, { actor: null }))).toBe('You earned a badge in a challenge');
    expect(noticeRoute(notice('chat_tag', {}), ME)).toBeNull();
    expect(noticeRoute(notice('follow', {}, { actor: null }), ME)).toBeNull();
    expect(noticeText(notice('like', { post_id: 5 }, { actor: null }))).toBe('Someone liked your post');
    // The event id from object_id when data lacks it; a post id from object_id.
    expect(noticeRoute(notice('cancel', {}, { object_id: '41' }), ME)).toBe('/events/41');
    expect(noticeRoute(notice('like', {}, { object_type: 'post', object_id: '9' }), ME)).toBe(`/feed/9/user/${ME}`);
  });
});

describe('follow back, actors and excerpts', () => {
  it('only follow notices of a named member other than me', () => {
    expect(canFollowBack(notice('follow'), ME)).toBe(true);
    expect(canFollowBack(notice('like', { post_id: 1 }), ME)).toBe(false);
    expect(canFollowBack(notice('follow', {}, { actor: anonymous }), ME)).toBe(false);
    expect(canFollowBack(notice('follow', {}, { actor: { ...ana, id: ME } }), ME)).toBe(false);
    expect(isAnonymousActor(anonymous)).toBe(true);
    expect(isAnonymousActor(ana)).toBe(false);
    expect(actorName(null)).toBe('Someone');
    expect(actorName(anonymous)).toBe('Anonymous Member');
  });

  it('the excerpt of post and chat notices', () => {
    expect(noticeExcerpt(post('like', { post_id: 5, excerpt: ' Ruck on ' }))).toBe('Ruck on');
    expect(noticeExcerpt(notice('follow', { excerpt: 'x' }))).toBeNull();
    expect(noticeExcerpt(notice('update', { event_id: 1 }))).toBeNull();
  });
});
