import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $blockedMap,
  $followingSet,
  $groupsJoined,
  $profile,
  addFollowing,
  blockMember,
  clearMember,
  groupRole,
  isBlocked,
  isFollowing,
  isGroupLeader,
  joinGroup,
  leaveGroup,
  patchProfile,
  dropLocalField,
  removeFollowing,
  setBlocked,
  setFollowing,
  setGroupsJoined,
  setProfile,
  unblockMember,
} from '@/store/member';
import { profileOf, resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

describe('$profile', () => {
  it("is cached under the spec's user_profile key", () => {
    setProfile(profileOf(12));
    expect(JSON.parse(localStorage.getItem('user_profile')!)).toMatchObject({ id: 12, first_name: 'Ana' });
    setProfile(null);
    expect(localStorage.getItem('user_profile')).toBeNull();
  });

  it('patchProfile merges local changes and keeps the id', () => {
    expect(patchProfile({ first_name: 'X' })).toBeNull();
    setProfile(profileOf(12));
    const next = patchProfile({ registration_started_via_app: true, id: 99 } as never);
    expect(next).toMatchObject({ id: 12, first_name: 'Ana', registration_started_via_app: true });
    expect(JSON.parse(localStorage.getItem('user_profile')!).registration_started_via_app).toBe(true);
  });

  it('a refetched profile of the same member keeps the local registration_draft; dropLocalField removes it', () => {
    setProfile(profileOf(12));
    patchProfile({ registration_draft: { step: 'social_info' } } as never);
    setProfile(profileOf(12, { first_name: 'Bea' }));
    expect($profile.get()).toMatchObject({ first_name: 'Bea', registration_draft: { step: 'social_info' } });
    setProfile(profileOf(13));
    expect($profile.get()?.registration_draft).toBeUndefined();
    setProfile(profileOf(12));
    patchProfile({ registration_draft: { step: 'privacy_info' } } as never);
    dropLocalField('registration_draft');
    expect($profile.get()).toMatchObject({ id: 12, first_name: 'Ana' });
    expect(JSON.parse(localStorage.getItem('user_profile')!).registration_draft).toBeUndefined();
  });

  it('syncs a profile changed in another tab', () => {
    setProfile(profileOf(12));
    const changed = JSON.stringify(profileOf(12, { first_name: 'Bea' }));
    localStorage.setItem('user_profile', changed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_profile', newValue: changed, storageArea: localStorage }));
    expect($profile.get()?.first_name).toBe('Bea');
  });
});

describe('local sets', () => {
  it('followingSet: add, remove, query, replace', () => {
    setFollowing([1, 2]);
    addFollowing(3);
    addFollowing(3);
    removeFollowing(1);
    expect([...$followingSet.get()]).toEqual([2, 3]);
    expect(isFollowing(2)).toBe(true);
    expect(isFollowing(1)).toBe(false);
  });

  it('followingSet changes produce a new Set (subscribers see them)', () => {
    const before = $followingSet.get();
    addFollowing(5);
    expect($followingSet.get()).not.toBe(before);
  });

  it('groupsJoined: join, change role, leave, leader check', () => {
    setGroupsJoined([{ group_id: 1, role: 0 }]);
    joinGroup(2, 1);
    joinGroup(1, 2);
    expect(groupRole(1)).toBe(2);
    expect(groupRole(2)).toBe(1);
    expect(groupRole(3)).toBeNull();
    expect(isGroupLeader(1)).toBe(true);
    leaveGroup(1);
    expect($groupsJoined.get()).toEqual([{ group_id: 2, role: 1 }]);
    joinGroup(4);
    expect(isGroupLeader(4)).toBe(false);
  });

  it('blockedMap: block, unblock, replace', () => {
    setBlocked([{ id: 5, first_name: 'Eve', last_name: 'X', profile_photo_url: null }]);
    blockMember({ id: 6, first_name: 'Mal' });
    expect($blockedMap.get().get(6)).toEqual({ id: 6, first_name: 'Mal', last_name: null, profile_photo_url: null });
    expect(isBlocked(5)).toBe(true);
    unblockMember(5);
    expect(isBlocked(5)).toBe(false);
    expect([...$blockedMap.get().keys()]).toEqual([6]);
  });

  it('clearMember empties profile and all three sets', () => {
    setProfile(profileOf(1));
    setFollowing([1]);
    joinGroup(1, 2);
    blockMember({ id: 9 });
    clearMember();
    expect($profile.get()).toBeNull();
    expect($followingSet.get().size).toBe(0);
    expect($groupsJoined.get()).toEqual([]);
    expect($blockedMap.get().size).toBe(0);
    expect(localStorage.getItem('user_profile')).toBeNull();
  });
});

// ---- onAnonymousProfile (settings: a member turning their profile anonymous leaves all chat rooms) ----
import { vi } from 'vitest';
import { anonymousProfileChosen, onAnonymousProfile } from '@/store/anonymous';

describe('onAnonymousProfile', () => {
  it('runs every registered callback, awaiting async ones, until unregistered', async () => {
    const order: string[] = [];
    const sync = vi.fn(() => void order.push('sync'));
    let release!: () => void;
    const slow = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            order.push('async');
            resolve();
          };
        }),
    );
    const offSync = onAnonymousProfile(sync);
    const offSlow = onAnonymousProfile(slow);
    let done = false;
    const run = anonymousProfileChosen().then(() => (done = true));
    await Promise.resolve();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    release();
    await run;
    expect(order).toEqual(['sync', 'async']);

    offSync();
    offSlow();
    await anonymousProfileChosen();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('a throwing or rejecting callback is logged and does not stop the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const offs = [
      onAnonymousProfile(() => {
        throw new Error('boom');
      }),
      onAnonymousProfile(() => Promise.reject(new Error('nope'))),
      onAnonymousProfile(after),
    ];
    await expect(anonymousProfileChosen()).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
    offs.forEach((off) => off());
  });

  it('the same function registered twice runs twice; each handle removes one registration', async () => {
    const cb = vi.fn();
    const off1 = onAnonymousProfile(cb);
    const off2 = onAnonymousProfile(cb);
    await anonymousProfileChosen();
    expect(cb).toHaveBeenCalledTimes(2);
    off1();
    await anonymousProfileChosen();
    expect(cb).toHaveBeenCalledTimes(3);
    off2();
  });
});

// ---- toggleFollow: the one optimistic follow (POST/DELETE api/v1/user/{me}/follow/{id}) ----
import { $followPending, toggleFollow } from '@/store/follow';
import { errorBody, installFetch, json, loginAs } from '../helpers';

describe('toggleFollow', () => {
  /** A fake API whose follow calls wait until the test releases them, one by one. */
  function heldServer(fail: (method: string, n: number) => boolean = () => false) {
    const releases: Array<() => void> = [];
    let n = 0;
    const server = installFetch((call) => {
      const i = n++;
      return new Promise<Response>((resolve) => {
        releases.push(() => resolve(fail(call.method, i) ? errorBody(500, 'boom') : json({ followed_id: 12 }, call.method === 'POST' ? 201 : 200)));
      });
    });
    const release = async () => {
      await settle();
      releases.shift()!();
      await settle();
    };
    return { ...server, release, waiting: () => releases.length };
  }
  /** Lets the HTTP client reach fetch (it awaits the token first). */
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('follows at once (optimistic) and confirms with POST api/v1/user/{me}/follow/{id}', async () => {
    loginAs(7);
    const { calls, release } = heldServer();
    const done = toggleFollow(12);
    expect(isFollowing(12)).toBe(true);
    expect($followPending.get().has(12)).toBe(true);
    await release();
    await expect(done).resolves.toEqual({ ok: true, following: true });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/user/7/follow/12']);
    expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');
    expect($followPending.get().has(12)).toBe(false);
  });

  it('unfollows a followed member with DELETE', async () => {
    loginAs(7);
    setFollowing([12]);
    const { calls } = installFetch(() => json({}));
    await expect(toggleFollow(12)).resolves.toEqual({ ok: true, following: false });
    expect(isFollowing(12)).toBe(false);
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
  });

  it('a failure is logged, reverted, and resolves ok: false with the error (never rejects)', async () => {
    loginAs(7);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch(() => errorBody(500, 'boom', 'Server down'));
    const result = await toggleFollow(12);
    expect(result).toMatchObject({ ok: false, following: false, error: { status: 500, message: 'Server down' } });
    expect(isFollowing(12)).toBe(false);
    expect(logged).toHaveBeenCalledWith('[rwb] follow failed', expect.anything());
    setFollowing([12]);
    expect(await toggleFollow(12)).toMatchObject({ ok: false, following: true });
    expect(isFollowing(12)).toBe(true);
  });

  it('next sets the wanted state and always asks the server (the set may not know the row)', async () => {
    loginAs(7);
    const { calls } = installFetch(() => json({}));
    await expect(toggleFollow(12, false)).resolves.toEqual({ ok: true, following: false });
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
    installFetch(() => errorBody(500, 'boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await toggleFollow(12, true)).toMatchObject({ ok: false, following: false });
  });

  it('logged out: nothing changes and no request is made', async () => {
    const { calls } = installFetch(() => json({}));
    expect(await toggleFollow(12)).toMatchObject({ ok: false, following: false, error: { status: 401, code: 'not_logged_in' } });
    expect(isFollowing(12)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('concurrent toggles of one id: serialised, the latest wins, every caller gets the final result', async () => {
    loginAs(7);
    const { calls, release, waiting } = heldServer();
    const first = toggleFollow(12); // follow
    const second = toggleFollow(12); // unfollow while the POST is in flight
    expect(isFollowing(12)).toBe(false);
    await settle();
    expect(calls).toHaveLength(1); // never two in flight
    await release();
    await settle();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(waiting()).toBe(1);
    await release();
    const results = await Promise.all([first, second]);
    expect(results).toEqual([
      { ok: true, following: false },
      { ok: true, following: false },
    ]);
    expect(isFollowing(12)).toBe(false);
  });

  it('toggling back before the request ends sends nothing more', async () => {
    loginAs(7);
    const { calls, release } = heldServer();
    const runs = [toggleFollow(12), toggleFollow(12), toggleFollow(12)]; // follow, unfollow, follow
    expect(isFollowing(12)).toBe(true);
    await release();
    await expect(Promise.all(runs)).resolves.toEqual(Array(3).fill({ ok: true, following: true }));
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('a failed request is not retried for the same wish: it reverts, and every joined caller hears it', async () => {
    loginAs(7);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, release } = heldServer((method) => method === 'POST');
    const runs = [toggleFollow(12), toggleFollow(12), toggleFollow(12)]; // follow, unfollow, follow
    await release(); // the POST fails and the latest wish is still 'follow'
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    const results = await Promise.all(runs);
    expect(results.every((r) => !r.ok && !r.following)).toBe(true);
    expect(isFollowing(12)).toBe(false);
  });

  it('a failed request with a newer wish carries on toward that wish', async () => {
    loginAs(7);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, release } = heldServer((method) => method === 'POST');
    const first = toggleFollow(12, true); // the server's state is not known: POST (fails)
    toggleFollow(12, false); // the newer wish: unfollow
    await release();
    await release();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(await first).toEqual({ ok: true, following: false });
  });

  it('different ids run independently', async () => {
    loginAs(7);
    const { calls, release } = heldServer();
    const a = toggleFollow(12);
    const b = toggleFollow(13);
    await settle();
    expect(calls).toHaveLength(2);
    await release();
    await release();
    await expect(Promise.all([a, b])).resolves.toEqual([
      { ok: true, following: true },
      { ok: true, following: true },
    ]);
    expect([...$followPending.get()]).toEqual([]);
  });

  it('a member who logged out meanwhile: the cleared set is left alone', async () => {
    loginAs(7);
    const { release } = heldServer();
    const done = toggleFollow(12);
    clearMember();
    resetPlatform();
    await release();
    expect(await done).toMatchObject({ ok: false, following: false });
    expect(isFollowing(12)).toBe(false);
  });
});
