/**
 * The members page's pure rules (events spec §3 'Member filter object', §5 Groups, §6, §7, §9): the
 * member filter as it is saved and read back, which filters a viewer may use, the filter's query
 * parts, the name and city-or-zip search, and the grouped lists of the member list.
 */
import {
  CHECK_IN_FREQUENCIES,
  GROUP_ROLE,
  JOINED_CHOICES,
  LAST_CHECK_IN_DAYS,
  MEMBER_FILTER_PARAMS,
  MEMBER_STATUS_CODES,
  type MemberStatusCode,
} from '@/lib/groups';
import { BRANCHES, type Branch } from '@/lib/military';
import type { FilterValue, MemberFilter } from '@/store/filters';
import type { GroupMember, MemberList } from '../member-schemas';

export type JoinedChoice = keyof typeof JOINED_CHOICES;
export const JOINED_KEYS = Object.keys(JOINED_CHOICES) as JoinedChoice[];
export type LastCheckIn = (typeof LAST_CHECK_IN_DAYS)[number];
export type CheckInFrequency = (typeof CHECK_IN_FREQUENCIES)[number];

/** The filter's military statuses (§9), in the spec's order. */
export const FILTER_MILITARY_STATUSES = ['Veteran', 'Active Duty', 'Guard', 'Reserve', 'Civilian'] as const;
export type FilterMilitaryStatus = (typeof FILTER_MILITARY_STATUSES)[number];
/** The filter's branches (§9), in the spec's (alphabetical) order. */
export const FILTER_BRANCHES: readonly Branch[] = [...BRANCHES].sort();

/** The member filter object (§3), its fields named as the spec names them. */
export interface MemberFilterValues {
  joined: JoinedChoice;
  /** Days before today (0 = today); null = all time. */
  lastCheckIn: LastCheckIn | null;
  /** At most this many check-ins this year; null = any. */
  eventCheckInsYTD: CheckInFrequency | null;
  memberStatus: MemberStatusCode[];
  militaryBranch: Branch[];
  militaryStatus: FilterMilitaryStatus[];
  isAnchorMember: boolean;
  isEagleLeader: boolean;
}

export const EMPTY_FILTER: MemberFilterValues = {
  joined: 'all-time',
  lastCheckIn: null,
  eventCheckInsYTD: null,
  memberStatus: [],
  militaryBranch: [],
  militaryStatus: [],
  isAnchorMember: false,
  isEagleLeader: false,
};

/** The saved key of 'joined{product}': fixed, whatever the configured product name (a stored key must not move). */
export const JOINED_SAVED_KEY = 'joinedRWB';

/** The filters only a group's admins and moderators see (§6); for others they are reset. */
export const STAFF_FILTERS = ['lastCheckIn', 'eventCheckInsYTD', 'memberStatus', 'isAnchorMember', 'isEagleLeader'] as const;
type StaffFilter = (typeof STAFF_FILTERS)[number];

/** The viewer is an admin or moderator of the group (`group.role`, absent when not joined). */
export function canUseStaffFilters(role: number | null | undefined): boolean {
  return (role ?? 0) >= GROUP_ROLE.moderator;
}

const listOf = <T extends string>(value: unknown, choices: readonly T[]): T[] =>
  Array.isArray(value) ? choices.filter((c) => value.includes(c)) : [];
const oneOf = <T extends number>(value: unknown, choices: readonly T[]): T | null => (choices.includes(value as T) ? (value as T) : null);

/** The saved object read back; anything unknown or malformed is the default. */
export function readFilter(saved: Readonly<Record<string, unknown>> | null | undefined): MemberFilterValues {
  if (!saved) return EMPTY_FILTER;
  const joined = saved[JOINED_SAVED_KEY];
  return {
    joined: typeof joined === 'string' && (JOINED_KEYS as string[]).includes(joined) ? (joined as JoinedChoice) : 'all-time',
    lastCheckIn: oneOf(saved.lastCheckIn, LAST_CHECK_IN_DAYS),
    eventCheckInsYTD: oneOf(saved.eventCheckInsYTD, CHECK_IN_FREQUENCIES),
    memberStatus: listOf(saved.memberStatus, MEMBER_STATUS_CODES),
    militaryBranch: listOf(saved.militaryBranch, FILTER_BRANCHES),
    militaryStatus: listOf(saved.militaryStatus, FILTER_MILITARY_STATUSES),
    isAnchorMember: saved.isAnchorMember === true,
    isEagleLeader: saved.isEagleLeader === true,
  };
}

export function isEmptyFilter(f: MemberFilterValues): boolean {
  return filterChips(f).length === 0;
}

/** What is saved: the whole object, or null when nothing is chosen (the key is removed). */
export function savedFilter(f: MemberFilterValues): MemberFilter | null {
  if (isEmptyFilter(f)) return null;
  const out: Record<string, FilterValue> = {
    [JOINED_SAVED_KEY]: f.joined,
    lastCheckIn: f.lastCheckIn,
    eventCheckInsYTD: f.eventCheckInsYTD,
    memberStatus: f.memberStatus,
    militaryBranch: f.militaryBranch,
    militaryStatus: f.militaryStatus,
    isAnchorMember: f.isAnchorMember,
    isEagleLeader: f.isEagleLeader,
  };
  return out;
}

/** The filter this viewer may use: the staff filters reset for anyone but the group's admins and moderators. */
export function allowedFilter(f: MemberFilterValues, staff: boolean): MemberFilterValues {
  if (staff) return f;
  const reset: Pick<MemberFilterValues, StaffFilter> = {
    lastCheckIn: null,
    eventCheckInsYTD: null,
    memberStatus: [],
    isAnchorMember: false,
    isEagleLeader: false,
  };
  return { ...f, ...reset };
}

/** The filter holds a staff filter (to be cleared from the saved object for a viewer who may not use it). */
export function hasStaffValues(f: MemberFilterValues): boolean {
  return STAFF_FILTERS.some((k) => JSON.stringify(f[k]) !== JSON.stringify(EMPTY_FILTER[k]));
}

/** 'YYYY-MM-DD' of `days` calendar days before `today` (the viewer's calendar). */
export function daysBefore(today: Date, days: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The query parts of the filter (§7): dates are today minus N days, sets comma-separated, flags
 * 'true'; defaults send nothing; the staff filters only for `staff`.
 */
export function filterQuery(filter: MemberFilterValues, staff: boolean, today: Date): Record<string, string> {
  const f = allowedFilter(filter, staff);
  const q: Record<string, string> = {};
  const p = MEMBER_FILTER_PARAMS;
  const joinedDays = JOINED_CHOICES[f.joined];
  if (joinedDays !== null) q[p.joined] = daysBefore(today, joinedDays);
  if (f.lastCheckIn !== null) q[p.lastCheckIn] = daysBefore(today, f.lastCheckIn);
  if (f.eventCheckInsYTD !== null) q[p.eventCheckInsYTD] = String(f.eventCheckInsYTD);
  if (f.memberStatus.length) q[p.memberStatus] = f.memberStatus.join(',');
  if (f.militaryBranch.length) q[p.militaryBranch] = f.militaryBranch.join(',');
  if (f.militaryStatus.length) q[p.militaryStatus] = f.militaryStatus.join(',');
  if (f.isAnchorMember) q[p.isAnchorMember] = 'true';
  if (f.isEagleLeader) q[p.isEagleLeader] = 'true';
  return q;
}

/** One lozenge: an active filter value and the filter without it. */
export interface FilterChip {
  key: string;
  field: keyof MemberFilterValues;
  /** The value among the field's (a set's item, or the field's single value). */
  value: string | number | boolean;
  without: MemberFilterValues;
}

/** The active filters, one lozenge per value, in the panel's order. */
export function filterChips(f: MemberFilterValues): FilterChip[] {
  const chips: FilterChip[] = [];
  const single = (field: 'joined' | 'lastCheckIn' | 'eventCheckInsYTD' | 'isAnchorMember' | 'isEagleLeader') => {
    const value = f[field];
    if (value === EMPTY_FILTER[field]) return;
    chips.push({ key: field, field, value: value as string | number | boolean, without: { ...f, [field]: EMPTY_FILTER[field] } });
  };
  const each = (field: 'memberStatus' | 'militaryBranch' | 'militaryStatus') => {
    for (const value of f[field] as string[]) {
      chips.push({ key: `${field}:${value}`, field, value, without: { ...f, [field]: (f[field] as string[]).filter((v) => v !== value) } });
    }
  };
  single('joined');
  single('lastCheckIn');
  single('eventCheckInsYTD');
  each('memberStatus');
  each('militaryBranch');
  each('militaryStatus');
  single('isAnchorMember');
  single('isEagleLeader');
  return chips;
}

/** The city-or-zip search (§5): a numeric value is a zip code (its first 5 digits; fewer is not searched yet), else a city. */
export function locationPart(text: string): { zip_code: string } | { city: string } | null {
  const t = text.trim();
  if (!t) return null;
  if (/^[\d\s-]+$/.test(t)) {
    const digits = t.replace(/\D/g, '');
    return digits.length >= 5 ? { zip_code: digits.slice(0, 5) } : null;
  }
  return { city: t.slice(0, 100) };
}

export interface MemberSearchInput {
  name: string;
  place: string;
  filter: MemberFilterValues;
  staff: boolean;
  today: Date;
}

/** The search's query parts (name, zip_code or city, the filter's); empty = the plain member list. */
export function memberQuery({ name, place, filter, staff, today }: MemberSearchInput): Record<string, string> {
  const q: Record<string, string> = {};
  const n = name.trim().slice(0, 100);
  if (n) q.name = n;
  Object.assign(q, locationPart(place) ?? {}, filterQuery(filter, staff, today));
  return q;
}

/** The member list's groups, in order (§2): the viewer, admins, chapter captain, moderators, members. */
export const SECTIONS = ['self', 'admins', 'chapter_captains', 'moderators', 'members'] as const;
export type SectionKey = (typeof SECTIONS)[number];

export interface MemberEntry {
  section: SectionKey;
  member: GroupMember;
}

/** A member-list page as entries (page 0 has every group; later pages only members). */
export function pageEntries(page: MemberList): MemberEntry[] {
  return [
    ...(page.self ? [{ section: 'self' as const, member: page.self }] : []),
    ...page.admins.map((member) => ({ section: 'admins' as const, member })),
    ...page.chapter_captains.map((member) => ({ section: 'chapter_captains' as const, member })),
    ...page.moderators.map((member) => ({ section: 'moderators' as const, member })),
    ...page.members.map((member) => ({ section: 'members' as const, member })),
  ];
}

export interface Section {
  key: SectionKey;
  members: GroupMember[];
}

/**
 * The non-empty groups in order. In check-in mode the chapter captain group is not shown (§6): its
 * members are listed first among the members, so they can still be checked in; nor is the viewer's
 * own (they check in with the event's own Check In button, and a host is no attendee).
 */
export function memberSections(entries: readonly MemberEntry[], checkIn: boolean): Section[] {
  const by = new Map<SectionKey, GroupMember[]>(SECTIONS.map((k) => [k, []]));
  for (const e of entries) by.get(e.section)!.push(e.member);
  if (checkIn) {
    by.set('members', [...by.get('chapter_captains')!, ...by.get('members')!]);
    by.set('chapter_captains', []);
    by.set('self', []);
  }
  return SECTIONS.filter((k) => by.get(k)!.length > 0).map((key) => ({ key, members: by.get(key)! }));
}
