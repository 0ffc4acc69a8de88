import { atom } from 'nanostores';
import type { GroupRole, UserProfile } from '@/lib/schemas';
import { shared } from './global';
import { PROFILE_KEY } from './keys';
import { isRecord, persistedJson } from './persisted';
import { onSessionExpired } from './session';

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
