import { GROUP_SEARCH_PAGE, type GroupListType, type GroupType } from '@/lib/groups';
import type { Group } from './schemas';

/** Where nearby groups are looked for: the member's chapter, else a saved point. */
export type NearbyPoint = { chapterId: number } | { latitude: number; longitude: number };

/** The hub's lists in their order: Admin (members, only when non-empty), My Groups (members), Activity, Nearby. */
export function hubListTypes(loggedIn: boolean): GroupListType[] {
  return loggedIn ? ['admin', 'my', 'activity', 'nearby'] : ['activity', 'nearby'];
}

/** Whether a loaded list shows: Admin only when it holds a group; the others always (with their empty text). */
export function showsList(type: GroupListType, groups: readonly Group[] | undefined): boolean {
  return type !== 'admin' || (groups?.length ?? 0) > 0;
}

/** The member's chapter (preferred, anchor, home), else the saved location, else null. */
export function nearbyPoint(
  profile: { preferred_chapter?: { id: number } | null; anchor_chapter?: { id: number } | null; home_chapter?: { id: number } | null } | null,
  saved: { latitude: number; longitude: number } | null,
): NearbyPoint | null {
  const chapter = profile?.preferred_chapter ?? profile?.anchor_chapter ?? profile?.home_chapter;
  if (chapter) return { chapterId: chapter.id };
  return saved ? { latitude: saved.latitude, longitude: saved.longitude } : null;
}

/** "Chapter Group", "Activity Group", "Sponsor Group". */
export function typeLabel(type: GroupType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Group`;
}

export interface SearchQuery {
  name: string;
  offset?: number;
  user_id?: number;
  chapter_id?: number;
  lat?: number;
  long?: number;
}

/** The query of a group search, or null for an empty one (skipped). The member's groups come first; the point orders the rest. */
export function searchQuery(text: string, userId: number | null, near: NearbyPoint | null, offset = 0): SearchQuery | null {
  const name = text.trim().slice(0, 100);
  if (!name) return null;
  const q: SearchQuery = { name };
  if (offset > 0) q.offset = offset;
  if (userId !== null) q.user_id = userId;
  if (near) Object.assign(q, 'chapterId' in near ? { chapter_id: near.chapterId } : { lat: near.latitude, long: near.longitude });
  return q;
}

/** The offset of the next search page from the 'next' link (or the offset beside it), or null on the last page. */
export function nextOffset(page: { next?: string | null; offset?: number | null }): number | null {
  if (!page.next) return null;
  try {
    const o = Number(new URL(page.next, 'http://x').searchParams.get('offset'));
    if (Number.isInteger(o) && o > 0) return o;
  } catch {
    /* the offset beside it */
  }
  return page.offset ?? null;
}

export const SEARCH_PAGE = GROUP_SEARCH_PAGE;

/** The member count after joining or leaving (never below 0). */
export function memberCountAfter(count: number, joined: boolean): number {
  return Math.max(0, count + (joined ? 1 : -1));
}

/** The Join/Joined button is disabled while changing, and for an inactive group the member has not joined. */
export function joinDisabled(group: Pick<Group, 'active' | 'joined'>, pending: boolean): boolean {
  return pending || (!group.active && !group.joined);
}

/** The group's share link: `{appBase}/groups/{id}`. */
export function groupLink(appBase: string, id: number): string {
  return `${appBase.replace(/\/+$/, '')}/groups/${id}`;
}

/** The group's id from the page: `?id=`, else the path /groups/{id}. */
export function groupIdFrom(page: { search: string; pathname: string }): number | null {
  const q = Number(new URLSearchParams(page.search).get('id'));
  if (Number.isInteger(q) && q > 0) return q;
  const m = /\/groups\/(\d+)(?:\/|$)/.exec(page.pathname);
  const p = Number(m?.[1]);
  return Number.isInteger(p) && p > 0 ? p : null;
}

/** A description longer than this is cut with Show more. */
export const DESCRIPTION_PREVIEW = 240;

/** A group's sub-pages (events spec §2 Groups): its events, its members, and (ours) its moderation history. */
export const GROUP_VIEWS = ['events', 'members', 'audit'] as const;
export type GroupView = (typeof GROUP_VIEWS)[number];

/** The prefix of a group's sub-page addresses: `/groups/{id}/` (in the URL hash on a CMS page, the path in the shell). */
export const groupViewPrefix = (id: number) => `/groups/${id}/`;

/** The sub-page a path names (`/groups/12/members` → 'members'), for the standalone shell's routes. */
export function groupViewFromPath(pathname: string, id: number): GroupView | null {
  const rest = pathname.replace(/\/+$/, '').split(groupViewPrefix(id))[1];
  return GROUP_VIEWS.find((v) => v === rest) ?? null;
}
