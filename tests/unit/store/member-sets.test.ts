import { beforeEach, describe, expect, it } from 'vitest';
import { $blockedMap, $followingSet, $groupsJoined } from '@/store/member';
import { loadMemberSets, resetMemberSets } from '@/store/member-sets';
import { clearSession } from '@/store/session';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../helpers';

beforeEach(() => {
  resetPlatform();
  resetMemberSets();
});

function server(fail: string | null = null) {
  return installFetch((call) => {
    if (fail && call.path.endsWith(fail)) return errorBody(500, 'boom');
    if (call.path === '/api/v2/all/profile/7/follower') return json({ data: [11, 12] });
    if (call.path === '/api/v2/all/profile/7/group_membership') return json({ data: [{ group_id: 3, role: 2, name: 'Raleigh', type: 'chapter' }] });
    if (call.path === '/api/v1/user/7/block') return json({ data: [{ id: 40, first_name: 'Bo', last_name: 'Ng', profile_photo_url: null }] });
    return errorBody(404, 'not_found');
  });
}

describe('loadMemberSets', () => {
  it('loads followingSet, groupsJoined and blockedMap in parallel, once per member', async () => {
    loginAs(7);
    const { calls } = server();
    await Promise.all([loadMemberSets(), loadMemberSets()]);
    expect([...$followingSet.get()]).toEqual([11, 12]);
    expect($groupsJoined.get()).toEqual([{ group_id: 3, role: 2 }]);
    expect([...$blockedMap.get().keys()]).toEqual([40]);
    expect(calls).toHaveLength(3);
    await loadMemberSets();
    expect(calls).toHaveLength(3);
    await loadMemberSets({ force: true });
    expect(calls).toHaveLength(6);
  });

  it('a failed call leaves its set alone and is retried by the next load', async () => {
    loginAs(7);
    const { calls } = server('/block');
    await loadMemberSets();
    expect([...$followingSet.get()]).toEqual([11, 12]);
    expect($blockedMap.get().size).toBe(0);
    await loadMemberSets();
    expect(calls).toHaveLength(6);
  });

  it('does nothing logged out, and drops answers for a member who logged out meanwhile', async () => {
    const { calls } = server();
    await loadMemberSets();
    expect(calls).toHaveLength(0);
    loginAs(7);
    const pending = loadMemberSets();
    clearSession();
    await pending;
    expect($followingSet.get().size).toBe(0);
  });
});
