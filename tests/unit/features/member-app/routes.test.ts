import { describe, expect, it } from 'vitest';
import { appRoute, currentSection, showsBar } from '@/features/member-app/routes';

const el = (path: string) => {
  const r = appRoute(path);
  return r.kind === 'element' ? { tag: r.tag, attrs: r.attrs, place: r.place, guarded: r.guarded } : r.kind;
};

describe('appRoute: every route of both specs to its element', () => {
  it.each([
    ['/login', 'member-login', {}, null, false],
    ['/registration', 'registration-wizard', {}, null, false],
    ['/registration/confirm_email', 'registration-wizard', {}, null, false],
    ['/registration/privacy_info', 'registration-wizard', {}, null, false],
    ['/feed', 'member-feed', {}, 'feed', true],
    ['/feed/12/user/3', 'member-feed', {}, 'feed', true],
    ['/feed/12/like', 'member-feed', {}, 'feed', true],
    ['/feed/12/comment/4/like', 'member-feed', {}, 'feed', true],
    ['/groups', 'group-page', {}, 'groups', true],
    ['/groups/5', 'group-page', { 'group-id': '5' }, 'groups', true],
    ['/groups/5/events', 'group-page', { 'group-id': '5' }, 'groups', true],
    ['/groups/5/members', 'group-page', { 'group-id': '5' }, 'groups', true],
    ['/groups/5/feed/9/user/2', 'group-page', { 'group-id': '5' }, 'groups', true],
    ['/events', 'event-list', {}, 'events', false],
    ['/events/myEvents', 'event-list', { tab: 'my' }, 'events', false],
    ['/events/44', 'event-detail', { 'event-id': '44' }, 'events', false],
    ['/events/44/attendees', 'event-detail', { 'event-id': '44' }, 'events', false],
    ['/events/44/attendees/5', 'event-detail', { 'event-id': '44' }, 'events', false],
    ['/events/44/record-workout', 'event-detail', { 'event-id': '44' }, 'events', false],
    ['/events/44/feed/9/user/2', 'event-detail', { 'event-id': '44' }, 'events', false],
    ['/challenges', 'challenge-board', {}, 'challenges', false],
    ['/challenges/3', 'challenge-board', { 'challenge-id': '3' }, 'challenges', false],
    ['/challenges/3/leaderboard', 'challenge-board', { 'challenge-id': '3' }, 'challenges', false],
    ['/challenges/3/participants', 'challenge-board', { 'challenge-id': '3' }, 'challenges', false],
    ['/challenges/3/events', 'challenge-board', { 'challenge-id': '3' }, 'challenges', false],
    ['/challenges/3/events/44/record-workout', 'event-detail', { 'event-id': '44' }, 'challenges', false],
    ['/challenges/3/feed/9/user/2', 'challenge-board', { 'challenge-id': '3' }, 'challenges', false],
    ['/messages', 'chat-inbox', {}, 'messages', true],
    ['/messages/chats', 'chat-inbox', {}, 'messages', true],
    ['/messages/chats/abc', 'chat-inbox', {}, 'messages', true],
    ['/messages/chats/abc/settings', 'chat-inbox', {}, 'messages', true],
    ['/messages/search', 'chat-inbox', {}, 'messages', true],
    ['/notifications', 'notification-list', {}, 'notifications', true],
    ['/profile', 'profile-view', {}, 'profile', true],
    ['/profile/8', 'profile-view', {}, 'profile', true],
    ['/profile/edit', 'profile-view', {}, 'profile', true],
    ['/profile/settings/blocked-users', 'profile-view', {}, 'profile', true],
    ['/profile/health/mental_health', 'profile-view', {}, 'profile', true],
    ['/profile/8/trophy-collection', 'profile-view', {}, 'profile', true],
    ['/profile/feed/9/user/2', 'profile-view', {}, 'profile', true],
  ])('%s → <%s>', (path, tag, attrs, place, guarded) => {
    expect(el(path)).toEqual({ tag, attrs, place, guarded });
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(el('/events/44/?x=1#attendees')).toEqual(el('/events/44'));
  });

  it('the privacy policy is a static page without the bar', () => {
    const r = appRoute('/privacy-policy');
    expect(r.kind).toBe('privacy');
    expect(showsBar(r)).toBe(false);
  });

  it.each(['/', '/nowhere', '/feedback', '/groups/abc', '/events/0', '/login/x', '/notifications/1', '/challenges/x'])('%s goes to the session check', (path) => {
    expect(appRoute(path).kind).toBe('check');
  });
});

describe('the bar (accounts §2)', () => {
  it('shows on the sections and /profile only, marking the section current', () => {
    expect(showsBar(appRoute('/feed'))).toBe(true);
    expect(showsBar(appRoute('/profile/edit'))).toBe(true);
    expect(currentSection(appRoute('/profile/edit'))).toBeNull();
    expect(currentSection(appRoute('/groups/5/members'))).toBe('groups');
    expect(showsBar(appRoute('/login'))).toBe(false);
    expect(showsBar(appRoute('/registration/social_info'))).toBe(false);
  });
});
