/**
 * The events hub's model (events spec §2, §3 Saved event filters, §4 Event list, §9): tabs, the
 * saved filter values, and the query each view sends to `GET api/v1/mobile_event/`. Pure.
 */
import type { EventFilters } from '@/store/filters';

export type ListTab = 'local' | 'virtual' | 'my' | 'past';
export type MySubTab = 'hosting' | 'upcoming' | 'past';
export type ChallengeTab = 'upcoming' | 'past';

export const PAGE_SIZE = 10;
export const DISTANCES = [25, 50, 100, 250] as const;
export const DEFAULT_DISTANCE = 50;
export const SEARCH_DEBOUNCE_MS = 500;

export const DATE_FILTERS = ['today', 'all', 'future-7', 'future-30', 'past-30'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const HOST_SCOPES = ['all', 'group', 'member'] as const;
export type HostScope = (typeof HOST_SCOPES)[number];
export const SORTS = ['date', 'attendees'] as const;
export type Sort = (typeof SORTS)[number];
export const GROUP_OPTIONS = ['all', 'my-groups', 'my-activity-groups', 'my-sponsor-groups'] as const;
export type GroupOption = (typeof GROUP_OPTIONS)[number];
export const VIRTUAL_SUBTYPES = ['all', 'challenges', 'workouts'] as const;
export type VirtualSubtype = (typeof VIRTUAL_SUBTYPES)[number];
export const VIRTUAL_TIMES = ['all', 'live', 'all-day'] as const;
export type VirtualTime = (typeof VIRTUAL_TIMES)[number];

/** The filters of one tab, read from the saved values with the defaults filled in. */
export interface LocalFilters {
  distance: number;
  date: DateFilter;
  host: HostScope;
  sort: Sort;
  categories: string[];
  group: GroupOption;
}
export interface VirtualFilters {
  subtype: VirtualSubtype;
  date: DateFilter;
  sort: Sort;
  categories: string[];
  group: GroupOption;
  time: VirtualTime;
}

const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);
const categories = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function localFilters(saved: EventFilters): LocalFilters {
  const d = Number(saved.eventDistance);
  return {
    distance: (DISTANCES as readonly number[]).includes(d) ? d : DEFAULT_DISTANCE,
    date: oneOf(DATE_FILTERS, saved.eventDate, 'all'),
    host: oneOf(HOST_SCOPES, saved.eventHost, 'all'),
    sort: oneOf(SORTS, saved.sortBy, 'date'),
    categories: categories(saved.eventCategory),
    group: oneOf(GROUP_OPTIONS, saved.eventGroupOption, 'all'),
  };
}

export function virtualFilters(saved: EventFilters): VirtualFilters {
  return {
    subtype: oneOf(VIRTUAL_SUBTYPES, saved.virtualSubtype, 'all'),
    date: oneOf(DATE_FILTERS, saved.virtualEventDate, 'all'),
    sort: oneOf(SORTS, saved.virtualSortBy, 'date'),
    categories: categories(saved.virtualEventCategory),
    group: oneOf(GROUP_OPTIONS, saved.virtualEventGroupOption, 'all'),
    time: oneOf(VIRTUAL_TIMES, saved.virtualTime, 'all'),
  };
}

/** The saved-filter fields each tab's dialog writes (spec key names). */
export function localToSaved(f: LocalFilters): EventFilters {
  return { eventDistance: f.distance, eventDate: f.date, eventHost: f.host, sortBy: f.sort, eventCategory: f.categories, eventGroupOption: f.group };
}
export function virtualToSaved(f: VirtualFilters): EventFilters {
  return {
    virtualSubtype: f.subtype,
    virtualEventDate: f.date,
    virtualSortBy: f.sort,
    virtualEventCategory: f.categories,
    virtualEventGroupOption: f.group,
    virtualTime: f.time,
  };
}

/** How many filters differ from the defaults (the Filters button's badge). */
export function activeFilterCount(f: LocalFilters | VirtualFilters): number {
  let n = 0;
  if ('distance' in f) {
    if (f.distance !== DEFAULT_DISTANCE) n++;
    if (f.host !== 'all') n++;
  } else {
    if (f.subtype !== 'all') n++;
    if (f.time !== 'all') n++;
  }
  if (f.date !== 'all') n++;
  if (f.sort !== 'date') n++;
  if (f.categories.length) n++;
  if (f.group !== 'all') n++;
  return n;
}

export type Query = Record<string, string | number | boolean | undefined>;

const DAY = 86_400_000;
function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The after/before window of a date filter (the member's local days). */
export function dateWindow(filter: DateFilter, now: Date): { after?: string; before?: string } {
  const today = startOfLocalDay(now);
  const iso = (d: Date) => d.toISOString();
  switch (filter) {
    case 'today':
      return { after: iso(now), before: iso(new Date(today.getTime() + DAY)) };
    case 'future-7':
      return { after: iso(now), before: iso(new Date(today.getTime() + 8 * DAY)) };
    case 'future-30':
      return { after: iso(now), before: iso(new Date(today.getTime() + 31 * DAY)) };
    case 'past-30':
      return { after: iso(new Date(today.getTime() - 30 * DAY)), before: iso(now) };
    default:
      return { after: iso(now) };
  }
}

export interface ListContext {
  tab: ListTab;
  mySubTab: MySubTab;
  pastVirtual: boolean;
  challengeTab: ChallengeTab;
  search: string;
  chapterId?: number | null;
  groupId?: number | null;
  challengeId?: number | null;
  /** The member's id (my events). */
  userId?: number | null;
  location?: { latitude: number; longitude: number } | null;
  local: LocalFilters;
  virtual: VirtualFilters;
  /** Quick filter lozenges: local category shortcuts, or the virtual feed scope. */
  lozenge?: string | null;
  now: Date;
}

/**
 * The query for one page. Active lists: events ending from now on, soonest first; past lists: events
 * that ended, newest first (spec §7 'Active filter' / 'past').
 */
export function buildQuery(c: ListContext, page: number): Query {
  const q: Query = { limit: PAGE_SIZE, offset: PAGE_SIZE * page };
  const search = c.search.trim();
  if (search) q.search = search;
  const group = c.groupId ?? c.chapterId;
  if (group) q.chapter_id = group;
  // "Now" to the minute: every member opening a list in the same minute asks the same question, which
  // the server answers from one cached page (server/events/list-cache.ts); a card that ended less than
  // a minute ago may still be listed.
  const now = new Date(Math.floor(c.now.getTime() / 60_000) * 60_000);
  const nowIso = now.toISOString();

  if (c.challengeId) {
    q.challenge_id = c.challengeId;
    if (c.challengeTab === 'past') Object.assign(q, { before: nowIso, sort: 'date', sort_order: 'desc' });
    else Object.assign(q, { after: nowIso, sort: 'date', sort_order: 'asc' });
    return q;
  }

  if (c.tab === 'my') {
    if (c.mySubTab === 'hosting') Object.assign(q, { hosting: true, after: nowIso, sort: 'date', sort_order: 'asc' });
    else if (c.mySubTab === 'upcoming') Object.assign(q, { attendee: c.userId ?? undefined, after: nowIso, sort: 'date', sort_order: 'asc' });
    else Object.assign(q, { attendee: c.userId ?? undefined, before: nowIso, sort: 'date', sort_order: 'desc' });
    return q;
  }

  if (c.tab === 'past') {
    return Object.assign(q, { is_virtual: c.pastVirtual, before: nowIso, sort: 'date', sort_order: 'desc' });
  }

  if (c.tab === 'local') {
    const f = c.local;
    Object.assign(q, { is_virtual: false, ...dateWindow(f.date, now), sort: f.sort, sort_order: f.sort === 'attendees' ? 'desc' : 'asc' });
    if (f.date === 'past-30') q.sort_order = 'desc';
    if (c.location) Object.assign(q, { distance: f.distance, lat: c.location.latitude, long: c.location.longitude });
    if (f.host !== 'all') q.chapter_hosted = f.host === 'group';
    const cats = c.lozenge ? [c.lozenge] : f.categories;
    if (cats.length) q.category = cats.join(',');
    if (f.group !== 'all' && !group) q.group_filter = f.group;
    return q;
  }

  const f = c.virtual;
  Object.assign(q, { is_virtual: true, ...dateWindow(f.date, now), sort: f.sort, sort_order: f.sort === 'attendees' ? 'desc' : 'asc' });
  if (f.date === 'past-30') q.sort_order = 'desc';
  if (f.subtype !== 'all') q.virtual_event_category = f.subtype === 'challenges' ? 'challenge' : 'workout';
  if (f.time === 'all-day') q.is_all_day = true;
  if (f.time === 'live') q.is_all_day = false;
  if (f.categories.length) q.category = f.categories.join(',');
  const scope = c.lozenge === 'my-groups' ? 'my-groups' : f.group !== 'all' ? f.group : null;
  if (scope && !group) q.group_filter = scope;
  return q;
}

/** Event card title (spec §5): upper case; 'INVALID EVENT' when missing; over 30 characters → 27 + '...'. */
export function cardTitle(name: string | null | undefined): string {
  const t = (name ?? '').trim();
  if (!t) return 'INVALID EVENT';
  const upper = t.toUpperCase();
  return upper.length > 30 ? `${upper.slice(0, 27)}...` : upper;
}

export function isListTab(v: unknown): v is ListTab {
  return v === 'local' || v === 'virtual' || v === 'my' || v === 'past';
}

/** What the create-event rules read from the member's profile. */
export interface CreatorProfile {
  anonymous_profile?: boolean | null;
  eagle_leader?: boolean | null;
  roles?: readonly { group_id: number; role: number }[] | null;
}

export interface CreateAccessInput {
  tab: ListTab;
  chapterId?: number | null;
  groupId?: number | null;
  challengeId?: number | null;
  loggedIn: boolean;
  profile: CreatorProfile | null;
  /** The list's first page is loading. */
  loading: boolean;
  /** The create dialog is open. */
  dialogOpen: boolean;
}

export interface CreateAccess {
  /** The Create Event control shows (a logged-out click asks to log in). */
  show: boolean;
  /** The group the event is created in (the list's group or chapter), if any. */
  groupId: number | null;
  /** The form offers Chapter Event (a group admin, or a joined eagle leader). */
  canCreateChapterEvent: boolean;
}

const ADMIN_ROLES = [1, 2];

/**
 * The create-event control (events spec §2): hidden on the past tab, while loading, while the dialog
 * is open, for anonymous profiles and inside a challenge. In a group, a logged-in member must have
 * joined it; a chapter on the local tab needs an eagle leader or admin, on the virtual tab an admin;
 * an activity or sponsor group needs an admin.
 */
export function createEventAccess(c: CreateAccessInput): CreateAccess {
  const group = c.groupId ?? c.chapterId ?? null;
  const role = group ? ((c.profile?.roles ?? []).find((r) => r.group_id === group)?.role ?? null) : null;
  const admin = role !== null && ADMIN_ROLES.includes(role);
  const eagleLeader = !!c.profile?.eagle_leader;
  let show = !c.challengeId && !c.dialogOpen && !c.loading && c.tab !== 'past' && !c.profile?.anonymous_profile;
  if (show && group && c.loggedIn) {
    if (role === null) show = false;
    else if (c.chapterId && !c.groupId) show = c.tab === 'virtual' ? admin : admin || eagleLeader;
    else show = admin;
  }
  return { show, groupId: group, canCreateChapterEvent: !!group && (admin || (eagleLeader && role !== null)) };
}

/**
 * The tab the list opens on: the `tab` attribute, else `?is_virtual=true` in the page URL, else the
 * saved tab (local or virtual). One reading for the view and for the element's prefetch.
 */
export function initialTab(attr: unknown, saved: unknown, search: string = typeof location === 'undefined' ? '' : location.search): ListTab {
  if (isListTab(attr)) return attr;
  if (new URLSearchParams(search).get('is_virtual') === 'true') return 'virtual';
  return saved === 'virtual' ? 'virtual' : 'local';
}
