// <NotificationList>: the heading, loading / empty / error-with-retry states, rows with their actor,
// link and relative time, paging by offset, everything marked seen after the first page, Follow Back
// through toggleFollow (a failure only logged, the button reverts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from '@/features/notifications';
import { labels, messages } from '@/features/notifications/messages';
import { $followingSet, setProfile } from '@/store/member';
import { $unseenNotifications } from '@/store/notifications';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call, type Handler } from '../../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../../ui/render';
import { stubIntersectionObserver } from '../../../ui/intersection';

const ana = { id: 21, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null };
const bo = { id: 22, first_name: 'Bo', last_name: 'Ng', profile_photo_url: null };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 30_000).toISOString();

const follow = (id: number, actor = ana, seen = false) => ({ id, verb: 'follow', time: minutesAgo(id), seen, object_type: 'user', object_id: String(actor.id), data: {}, actor });
const like = (id: number) => ({ id, verb: 'like', time: minutesAgo(90), seen: true, object_type: 'post', object_id: '5', data: { post_id: 5, reaction_id: 9, excerpt: 'Sunrise ruck' }, actor: bo });
const badge = (id: number) => ({ id, verb: 'badge', time: minutesAgo(3 * 1440), seen: true, object_type: 'challenge', object_id: '4', data: { challenge_id: 4, challenge_name: 'March Miles', badge_name: '100 Miles' }, actor: null });

const isList = (c: Call) => c.path === '/api/v1/user/7/notifications';
const offsetOf = (c: Call) => new URL(c.url).searchParams.get('offset');

/** The member's sets (following: `following`), the seen call, then `list`. */
function server(list: Handler, following: number[] = []) {
  return installFetch((call) => {
    if (call.path === '/api/v2/all/profile/7/follower') return json({ data: following });
    if (call.path.startsWith('/api/v2/all/profile/7/') || call.path === '/api/v1/user/7/block') return json({ data: [] });
    if (call.path === '/api/v1/user/7/notifications/seen') return new Response(null, { status: 204 });
    if (isList(call)) return list(call);
    return errorBody(404, 'not_found');
  });
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('.notifications__list > li')];

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(7);
  setProfile(profileOf(7) as never);
});
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('NotificationList', () => {
  it('shows each notice with its actor, link and age, newest first; marks all seen after the first page', async () => {
    $unseenNotifications.set(1);
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const { calls } = server(async () => {
      await answered;
      return json({ data: { results: [follow(1), like(2), badge(3)], next_offset: null } });
    });
    const { root } = await render(<NotificationList />);
    expect(getByRole(root, 'heading', labels.title).localName).toBe('h1');
    expect(getByRole(root, 'status').textContent).toBe(messages.loading);
    answer();
    await until(() => expect(rows(root)).toHaveLength(3));

    const links = queryAllByRole(root, 'link');
    expect(links.map((a) => a.textContent)).toEqual(['Ana Lopez started following you', 'Bo Ng liked your post', 'You earned the 100 Miles badge in March Miles']);
    expect(links.map((a) => new URL(a.getAttribute('href')!, 'http://x').pathname)).toEqual(['/app/profile/21', '/app/feed/5/user/7', '/app/challenges/4']);
    expect(rows(root).map((r) => r.querySelector('time')?.textContent)).toEqual(['1m', '1h', '3d']);
    expect(rows(root)[0].textContent).toContain(labels.new);
    expect(rows(root)[1].textContent).not.toContain(labels.new);
    expect(rows(root)[1].querySelector('q')?.textContent).toBe('Sunrise ruck');
    // Avatars: initials for the members, a star for the badge.
    expect(rows(root)[0].querySelector('.rwb-avatar')?.textContent).toBe('AL');
    expect(rows(root)[2].querySelector('.rwb-avatar')).toBeNull();

    expect(offsetOf(calls.find(isList)!)).toBe('0');
    expect(new URL(calls.find(isList)!.url).searchParams.get('items')).toBe('25');
    await until(() => expect(calls.filter((c) => c.path.endsWith('/notifications/seen') && c.method === 'PUT')).toHaveLength(1));
    expect($unseenNotifications.get()).toBe(0);
  });

  it('pages by offset with Load more', async () => {
    const { calls } = server((call) => {
      const offset = Number(offsetOf(call));
      const ids = Array.from({ length: offset === 0 ? 25 : 2 }, (_, i) => offset + i + 1);
      return json({ data: { results: ids.map((id) => like(id)), next_offset: offset === 0 ? 25 : null } });
    });
    const { root } = await render(<NotificationList />);
    await until(() => expect(rows(root)).toHaveLength(25));
    await click(getByRole(root, 'button', labels.loadMore));
    await until(() => expect(rows(root)).toHaveLength(27));
    expect(calls.filter(isList).map(offsetOf)).toEqual(['0', '25']);
    expect(queryAllByRole(root, 'button', labels.loadMore)).toHaveLength(0);
  });

  it('the empty text; a failed first page shows the error with Try again', async () => {
    let fail = true;
    const { calls } = server(() => (fail ? errorBody(500, 'boom') : json({ data: { results: [], next_offset: null } })));
    const { root } = await render(<NotificationList />);
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(messages.loadFailed));
    // Nothing is marked seen while the list could not be shown.
    expect(calls.filter((c) => c.path.endsWith('/seen'))).toHaveLength(0);
    fail = false;
    await click(getByRole(root, 'button', labels.retry));
    await until(() => expect(getByRole(root, 'status').textContent).toBe(messages.empty));
  });

  it('Follow Back only for members not followed yet; it follows, and a failure is only logged and reverts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let followFails = false;
    const { calls } = installFetch((call) => {
      if (call.path === '/api/v2/all/profile/7/follower') return json({ data: [22] });
      if (call.path.startsWith('/api/v2/all/profile/7/') || call.path === '/api/v1/user/7/block') return json({ data: [] });
      if (call.path.endsWith('/notifications/seen')) return new Response(null, { status: 204 });
      if (isList(call)) return json({ data: { results: [follow(1, ana), follow(2, bo)], next_offset: null } });
      if (call.path === '/api/v1/user/7/follow/21') return followFails ? errorBody(500, 'boom') : json({ followed_id: 21 }, 201);
      return errorBody(404, 'not_found');
    });
    const { root } = await render(<NotificationList />);
    await until(() => expect(queryAllByRole(root, 'button', labels.followBack)).toHaveLength(1));
    const button = getByRole(root, 'button', labels.followBack);
    // Its accessible name is its text; the row's sentence describes it.
    expect(root.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Ana Lopez started following you');

    await click(button);
    await until(() => expect(button.textContent).toBe(labels.following));
    expect($followingSet.get().has(21)).toBe(true);
    expect(calls.filter((c) => c.path === '/api/v1/user/7/follow/21').map((c) => c.method)).toEqual(['POST']);

    // Unfollowing from here fails: only logged, the button reverts.
    followFails = true;
    await click(button);
    await until(() => expect(warn).toHaveBeenCalled());
    await until(() => expect(button.textContent).toBe(labels.following));
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
    expect($followingSet.get().has(21)).toBe(true);
  });

  it('a failed Follow Back reverts to Follow Back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server(() => json({ data: { results: [follow(1, ana)], next_offset: null } }));
    const { root } = await render(<NotificationList />);
    await until(() => expect(queryAllByRole(root, 'button', labels.followBack)).toHaveLength(1));
    const button = getByRole(root, 'button', labels.followBack);
    await click(button); // POST follow/21 is a 404 in this server
    await until(() => expect(warn).toHaveBeenCalled());
    expect(button.textContent).toBe(labels.followBack);
    expect($followingSet.get().has(21)).toBe(false);
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it('logged out: no list and no call', async () => {
    resetPlatform();
    const { calls } = server(() => json({ data: { results: [], next_offset: null } }));
    const { root } = await render(<NotificationList />);
    expect(getByRole(root, 'heading', labels.title)).toBeTruthy();
    expect(rows(root)).toHaveLength(0);
    expect(calls.filter(isList)).toHaveLength(0);
  });
});
