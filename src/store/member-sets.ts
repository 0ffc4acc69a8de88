import { api } from '@/lib/http';
import { setBlocked, setFollowing, setGroupsJoined, type BlockedMember, type GroupMembership } from './member';
import { $session } from './session';

/**
 * The member's local sets (accounts spec §3 'Kept locally', §7 Users): after the profile, GET
 * api/v2/all/profile/{id}/follower (followingSet), .../group_membership (groupsJoined) and
 * api/v1/user/{id}/block (blockedMap), in parallel. One load per member and page (single flight);
 * `force` reloads. A failed call leaves its set as it was (the next call retries it).
 */
let loaded: { userId: number; promise: Promise<void> } | null = null;

export function loadMemberSets(options: { force?: boolean } = {}): Promise<void> {
  const session = $session.get();
  if (!session) return Promise.resolve();
  const { userId } = session;
  if (loaded && loaded.userId === userId && !options.force) return loaded.promise;
  const stillSame = () => $session.get()?.userId === userId;
  const failed: unknown[] = [];
  const run = async <T>(path: string, apply: (data: T) => void) => {
    try {
      const res = await api<{ data?: T }>(path);
      if (stillSame() && res.data !== undefined) apply(res.data);
    } catch (error) {
      failed.push(error);
    }
  };
  const promise = Promise.all([
    run<unknown[]>(`api/v2/all/profile/${userId}/follower`, (ids) => setFollowing(ids.filter((x): x is number => typeof x === 'number'))),
    run<GroupMembership[]>(`api/v2/all/profile/${userId}/group_membership`, setGroupsJoined),
    run<Array<Partial<BlockedMember> & { id: number }>>(`api/v1/user/${userId}/block`, setBlocked),
  ]).then(() => {
    if (failed.length && loaded?.promise === promise) loaded = null;
  });
  loaded = { userId, promise };
  return promise;
}

/** Forgets the loaded state (logout; tests). */
export function resetMemberSets(): void {
  loaded = null;
}
