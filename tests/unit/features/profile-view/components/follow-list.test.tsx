// The follow lists: paging through the shared InfiniteList (following fills a page with named members),
// a failed next page shown with Try again, and Follow through the store's toggleFollow.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { FollowList } from '@/features/profile-view/components/follow-list';
import { labels, messages } from '@/features/profile-view/messages';
import { $followingSet, setProfile } from '@/store/member';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../../ui/render';
import { stubIntersectionObserver } from '../../../ui/intersection';

const user = (id: number, extra: Record<string, unknown> = {}) => ({ id, first_name: `First${id}`, last_name: `Last${id}`, ...extra });
const page = (users: Record<string, unknown>[], next: number | null) => json({ data: users.map((u) => ({ user: u })), next });
const offsetOf = (call: Call) => Number(new URL(call.url).searchParams.get('offset'));
const relationOf = (call: Call) => new URL(call.url).searchParams.get('relation');
const rows = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-people > li')];

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(7);
  setProfile(profileOf(7) as never);
});
afterEach(() => cleanup());

describe('FollowList', () => {
  it('following keeps fetching until 10 members with names are found (or the end)', async () => {
    const { calls } = installFetch((call) => {
      if (!call.path.endsWith('/follow')) return errorBody(404, 'not_found');
      const offset = offsetOf(call);
      // Each page: 4 members, 2 of them without a name or with a non-public profile.
      const users = [user(offset + 1), user(offset + 2), user(offset + 3, { first_name: null, last_name: null }), user(offset + 4, { public_profile: false })];
      return page(users, offset + 4 < 40 ? offset + 4 : null);
    });
    const { root } = await render(<FollowList userId={12} relation="following" onRelation={() => {}} onBack={() => {}} />);
    await settle();
    const follows = calls.filter((c) => c.path === '/api/v1/user/12/follow');
    expect(follows.map(offsetOf)).toEqual([0, 4, 8, 12, 16]);
    expect(follows.every((c) => relationOf(c) === 'following')).toBe(true);
    expect(rows(root)).toHaveLength(20);
    expect(getByRole(root, 'button', labels.loadMore)).toBeTruthy();
  });

  it('a failed next page shows its text with Try again, which loads it', async () => {
    let failMore = true;
    installFetch((call) => {
      if (!call.path.endsWith('/follow')) return errorBody(404, 'not_found');
      const offset = offsetOf(call);
      if (offset > 0 && failMore) return errorBody(500, 'boom');
      return page([user(offset + 1), user(offset + 2), user(offset + 3)], offset === 0 ? 3 : null);
    });
    const { root } = await render(<FollowList userId={12} relation="followers" onRelation={() => {}} onBack={() => {}} />);
    await settle();
    expect(rows(root)).toHaveLength(3);
    await click(getByRole(root, 'button', labels.loadMore));
    await settle();
    expect(getByRole(root, 'alert').textContent).toContain(messages.followMoreFailed);
    failMore = false;
    await click(getByRole(root, 'button', labels.retry));
    await settle();
    expect(rows(root)).toHaveLength(6);
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
    expect(queryAllByRole(root, 'button', labels.loadMore)).toHaveLength(0);
  });

  it('Follow on a row changes it at once; a failure reverts it and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = installFetch((call) => {
      if (call.path === '/api/v1/user/12/follow') return page([user(21), user(22, { following: true })], null);
      if (call.path === '/api/v1/user/7/follow/21') return call.method === 'POST' ? json({}, 201) : errorBody(500, 'boom');
      return errorBody(404, 'not_found');
    });
    const { root } = await render(<FollowList userId={12} relation="followers" onRelation={() => {}} onBack={() => {}} />);
    await settle();
    const button = () => getByRole(root, 'button', `${labels.follow} First21 Last21`);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await click(button());
    await settle();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect($followingSet.get().has(21)).toBe(true);
    expect(calls.filter((c) => c.path === '/api/v1/user/7/follow/21')).toHaveLength(1);

    // Unfollowing fails: the row and the set go back; the failure is logged (spec §8).
    await click(button());
    await settle();
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect($followingSet.get().has(21)).toBe(true);
    expect(getByRole(root, 'alert').textContent).toBe(messages.followFailed);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('a non-public profile: no Follow, and its name says the profile is anonymous', async () => {
    installFetch((call) => (call.path === '/api/v1/user/12/follow' ? page([user(31, { public_profile: false })], null) : errorBody(404, 'not_found')));
    const { root } = await render(<FollowList userId={12} relation="followers" onRelation={() => {}} onBack={() => {}} />);
    await settle();
    expect(queryAllByRole(root, 'button', `${labels.follow} First31 Last31`)).toHaveLength(0);
    await click(getByRole(root, 'button', 'First31 Last31'));
    expect(getByRole(root, 'alert').textContent).toBe(messages.anonymousProfile);
  });

  it('no one yet: the empty text', async () => {
    installFetch(() => errorBody(404, 'not_found'));
    const { root } = await render(<FollowList userId={12} relation="following" onRelation={() => {}} onBack={() => {}} />);
    await settle();
    expect(getByRole(root, 'status').textContent).toBe(messages.noFollowing);
  });
});
