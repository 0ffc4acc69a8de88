import { atom } from 'nanostores';
import { api, ApiError } from '@/lib/http';
import type { GroupRole, UserProfile } from '@/lib/schemas';
import { shared } from './global';
import { PROFILE_KEY } from './keys';
import { isRecord, persistedJson } from './persisted';
import { $session, onSessionExpired } from './session';

function isProfile(value: unknown): value is UserProfile {
  return isRecord(value) && typeof value.id === 'number';
}

/** The logged-in member's profile, cached under the spec's `user_profile` key and synced across tabs. */
export const $profile = shared('profile', () => persistedJson<UserProfile>(PROFILE_KEY, isProfile));

/**
 * Local-only profile fields: kept in the cached profile but never sent by the server, so a refetch of
 * the same member's profile carries them over (registration keeps its unfinished steps there).
 */
export const LOCAL_PROFILE_FIELDS = ['registration_draft'] as const;

export function setProfile(profile: UserProfile | null): void {
  const current = $profile.get();
  if (profile && current && current.id === profile.id) {
    const carried: Record<string, unknown> = {};
    for (const field of LOCAL_PROFILE_FIELDS) {
      if (current[field] !== undefined && profile[field] === undefined) carried[field] = current[field];
    }
    if (Object.keys(carried).length) profile = { ...profile, ...carried };
  }
  $profile.set(profile);
}

/**
 * Merges local changes into the cached profile (registration keeps its intermediate steps here;
 * the server is written only at the last step). No-op when there is no profile.
 */
export function patchProfile(patch: Partial<UserProfile>): UserProfile | null {
  const current = $profile.get();
  if (!current) return null;
  const next = { ...current, ...patch, id: current.id } as UserProfile;
  $profile.set(next);
  return next;
}

/** Removes a local-only field from the cached profile (a finished registration drops its draft). */
export function dropLocalField(field: (typeof LOCAL_PROFILE_FIELDS)[number]): void {
  const current = $profile.get();
  if (!current || current[field] === undefined) return;
  const next: Record<string, unknown> = { ...current };
  delete next[field];
  $profile.set(next as UserProfile);
}

export function clearProfile(): void {
  $profile.set(null);
}

// ---- followingSet: ids of members the member follows -------------------------------------------

export const $followingSet = shared('followingSet', () => atom<ReadonlySet<number>>(new Set()));

export function setFollowing(ids: Iterable<number>): void {
  $followingSet.set(new Set(ids));
}
export function addFollowing(id: number): void {
  if ($followingSet.get().has(id)) return;
  $followingSet.set(new Set([...$followingSet.get(), id]));
}
export function removeFollowing(id: number): void {
  if (!$followingSet.get().has(id)) return;
  const next = new Set($followingSet.get());
  next.delete(id);
  $followingSet.set(next);
}
export function isFollowing(id: number): boolean {
  return $followingSet.get().has(id);
}

// ---- toggleFollow: the one optimistic follow / unfollow ------------------------------------------

/** What `toggleFollow` ends with; `following` is the state `$followingSet` now shows (reverted on failure). */
export type FollowResult = { ok: true; following: boolean } | { ok: false; following: boolean; error: unknown };

interface FollowRun {
  userId: number;
  /** The state the server has: null = not known, so the first request is always sent. */
  confirmed: boolean | null;
  /** The state before the first optimistic change: a failure reverts to it when nothing was confirmed. */
  before: boolean;
  /** The latest state asked for. */
  wanted: boolean;
  done: Promise<FollowResult>;
}

const followRuns = shared('followRuns', () => new Map<number, FollowRun>());

/** Ids with a follow or unfollow under way (a button can show busy from it). */
export const $followPending = shared('followPending', () => atom<ReadonlySet<number>>(new Set()));

function showFollowing(id: number, on: boolean): void {
  if (on) addFollowing(id);
  else removeFollowing(id);
}

function markFollowPending(id: number, on: boolean): void {
  const next = new Set($followPending.get());
  if (on) next.add(id);
  else next.delete(id);
  $followPending.set(next);
}

/**
 * Follows or unfollows member `id` (POST / DELETE api/v1/user/{me}/follow/{id}): `$followingSet`
 * changes at once; a failure is logged and reverted (accounts spec §8) and resolves `{ok: false, error}`
 * for the caller's own text. Never rejects. `next` is the state wanted (default: the opposite of
 * `isFollowing(id)`); pass it when the caller knows better than the set (a follow-list row's flag).
 *
 * Concurrent toggles of one id: the latest wins. Requests for an id are serialised (never two in
 * flight); a toggle during a request only changes the wanted state, and one more request follows only
 * if that differs from what the server then has. All calls joined to one run resolve with its result.
 */
export function toggleFollow(id: number, next?: boolean): Promise<FollowResult> {
  const userId = $session.get()?.userId;
  const before = isFollowing(id);
  if (userId === undefined) {
    return Promise.resolve({ ok: false, following: before, error: new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' }) });
  }
  const wanted = next ?? !before;
  showFollowing(id, wanted);
  const running = followRuns.get(id);
  if (running && running.userId === userId) {
    running.wanted = wanted;
    return running.done;
  }
  const run = { userId, confirmed: next === undefined ? before : null, before, wanted } as FollowRun;
  followRuns.set(id, run);
  markFollowPending(id, true);
  run.done = runFollow(id, run);
  return run.done;
}

async function runFollow(id: number, run: FollowRun): Promise<FollowResult> {
  const sameMember = () => $session.get()?.userId === run.userId;
  let error: unknown = null;
  try {
    while (run.confirmed !== run.wanted && sameMember()) {
      const target = run.wanted;
      try {
        await api(`api/v1/user/${run.userId}/follow/${id}`, { method: target ? 'POST' : 'DELETE' });
        run.confirmed = target;
      } catch (failure) {
        console.error('[rwb] follow failed', failure);
        error = failure;
        if (run.wanted === target) break; // nothing newer was asked: give up and revert
      }
    }
  } finally {
    if (followRuns.get(id) === run) followRuns.delete(id);
    markFollowPending(id, false);
  }
  if (!sameMember()) return { ok: false, following: isFollowing(id), error: error ?? new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' }) };
  if (run.confirmed === run.wanted) return { ok: true, following: run.wanted };
  const reverted = run.confirmed ?? run.before;
  showFollowing(id, reverted);
  return { ok: false, following: reverted, error };
}

// ---- groupsJoined: [{group_id, role}] (role 0 none, 1 moderator, 2 admin) ------------------------

export type GroupMembership = Pick<GroupRole, 'group_id' | 'role'>;

export const $groupsJoined = shared('groupsJoined', () => atom<readonly GroupMembership[]>([]));

export function setGroupsJoined(list: readonly GroupMembership[]): void {
  $groupsJoined.set(list.map(({ group_id, role }) => ({ group_id, role })));
}
/** Adds the group, or updates the role when already joined. */
export function joinGroup(groupId: number, role = 0): void {
  const rest = $groupsJoined.get().filter((g) => g.group_id !== groupId);
  $groupsJoined.set([...rest, { group_id: groupId, role }]);
}
export function leaveGroup(groupId: number): void {
  $groupsJoined.set($groupsJoined.get().filter((g) => g.group_id !== groupId));
}
/** The member's role in the group, or null when not a member. */
export function groupRole(groupId: number): number | null {
  return $groupsJoined.get().find((g) => g.group_id === groupId)?.role ?? null;
}
/** Role 1 (moderator) or 2 (admin). */
export function isGroupLeader(groupId: number): boolean {
  const role = groupRole(groupId);
  return role === 1 || role === 2;
}

// ---- blockedMap: id → {id, first_name, last_name, profile_photo_url} -----------------------------

export interface BlockedMember {
  id: number;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
}

export const $blockedMap = shared('blockedMap', () => atom<ReadonlyMap<number, BlockedMember>>(new Map()));

function toBlocked(m: Partial<BlockedMember> & { id: number }): BlockedMember {
  return {
    id: m.id,
    first_name: m.first_name ?? null,
    last_name: m.last_name ?? null,
    profile_photo_url: m.profile_photo_url ?? null,
  };
}
export function setBlocked(list: Iterable<Partial<BlockedMember> & { id: number }>): void {
  $blockedMap.set(new Map([...list].map((m) => [m.id, toBlocked(m)])));
}
export function blockMember(member: Partial<BlockedMember> & { id: number }): void {
  $blockedMap.set(new Map([...$blockedMap.get(), [member.id, toBlocked(member)]]));
}
export function unblockMember(id: number): void {
  if (!$blockedMap.get().has(id)) return;
  const next = new Map($blockedMap.get());
  next.delete(id);
  $blockedMap.set(next);
}
export function isBlocked(id: number): boolean {
  return $blockedMap.get().has(id);
}

/** Clears the profile and the local sets (logout, account deletion, refresh failure). */
export function clearMember(): void {
  $profile.set(null);
  $followingSet.set(new Set());
  $groupsJoined.set([]);
  $blockedMap.set(new Map());
}

// A refused refresh token ends the session (src/store/session.ts): the profile and the sets go with it.
onSessionExpired(clearMember);

// ---- anonymous profile: cleanup when a member turns their profile anonymous ---------------------

export type AnonymousProfileCallback = () => void | Promise<unknown>;

const anonymousCallbacks = shared('anonymousProfileCallbacks', () => new Set<AnonymousProfileCallback>());

/**
 * Registers work to run when the member turns their profile anonymous (accounts spec §4: "Choosing an
 * anonymous profile makes the user permanently leave all chat rooms" — chat leaves its rooms here).
 * Returns the function that unregisters it.
 */
export function onAnonymousProfile(cb: AnonymousProfileCallback): () => void {
  // Wrapped, so the same function registered twice is two registrations, each removed by its own handle.
  const entry: AnonymousProfileCallback = () => cb();
  anonymousCallbacks.add(entry);
  return () => {
    anonymousCallbacks.delete(entry);
  };
}

/**
 * Runs every `onAnonymousProfile` callback (after the anonymous profile was saved). A callback that
 * throws or rejects is logged and does not stop the others; resolves when all have settled.
 */
export async function anonymousProfileChosen(): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const cb of [...anonymousCallbacks]) {
    try {
      const result = cb();
      if (result && typeof (result as Promise<unknown>).then === 'function') pending.push(Promise.resolve(result).catch(reportAnonymous));
    } catch (error) {
      reportAnonymous(error);
    }
  }
  await Promise.allSettled(pending);
}

function reportAnonymous(error: unknown): void {
  console.error('[rwb] an anonymous-profile callback failed', error);
}
