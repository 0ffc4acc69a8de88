import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { $session } from '@/store/session';
import { listGroupMembers, searchGroupMembers } from '../api';
import type { GroupMember } from '../../member-schemas';
import { canUseStaffFilters, memberQuery, pageEntries, type MemberEntry, type MemberFilterValues } from '../model';
import { useMemberFilter } from './use-member-filter';

/** The name and city-or-zip searches wait this long after the last keystroke (§9). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 500;

export interface MemberListInput {
  groupId: number;
  /** The viewer's role in the group (absent when not joined). */
  role?: number | null;
  /** Check-in mode: the event (attendance shown, members already checked in left out). */
  eventId?: number | null;
}

export interface MemberListState {
  loggedIn: boolean;
  /** The viewer is the group's admin or moderator: the extra filters are offered. */
  staff: boolean;
  name: string;
  setName(text: string): void;
  place: string;
  setPlace(text: string): void;
  filter: MemberFilterValues;
  applyFilter(next: MemberFilterValues): void;
  /** 'list' without a search or a filter (the grouped member list), else 'search'. */
  mode: 'list' | 'search';
  list: PagedList<MemberEntry>;
  search: PagedList<GroupMember>;
  /** The search's result count (null until its first page arrived). */
  count: number | null;
}

/** The text after it stopped changing for the debounce. */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), MEMBER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  return settled;
}

/** The members page's container: the grouped list (paged by page number) or the search (paged by offset). */
export function useMemberList({ groupId, role, eventId = null }: MemberListInput): MemberListState {
  const session = useStore($session);
  const loggedIn = session !== null;
  const staff = canUseStaffFilters(role);
  const { filter, apply } = useMemberFilter(staff);
  const [name, setName] = useState('');
  const [place, setPlace] = useState('');
  const debouncedName = useDebounced(name);
  const debouncedPlace = useDebounced(place);

  const parts = memberQuery({ name: debouncedName, place: debouncedPlace, filter, staff, today: new Date() });
  const key = JSON.stringify(parts);
  const mode = Object.keys(parts).length === 0 ? 'list' : 'search';
  const viewer = session?.userId ?? null;

  const list = usePagedList<MemberEntry, number>(
    async ({ cursor, signal }) => {
      const page = await listGroupMembers(groupId, { page: cursor, eventId, excludeCheckedIn: true, signal });
      return { items: cursor === 0 ? pageEntries(page) : page.members.map((member) => ({ section: 'members' as const, member })), next: page.next ?? null };
    },
    [groupId, eventId, viewer],
    { getKey: (e) => e.member.id, enabled: loggedIn && mode === 'list' },
  );

  const [counted, setCounted] = useState<{ key: string; count: number } | null>(null);
  const search = usePagedList<GroupMember, number>(
    async ({ cursor, signal }) => {
      const res = await searchGroupMembers(groupId, parts, { offset: cursor, eventId, signal });
      if (cursor === 0 && !signal.aborted) setCounted({ key, count: res.count });
      return { items: res.data, next: res.next ?? null };
    },
    [groupId, eventId, viewer, key],
    { getKey: (m) => m.id, enabled: loggedIn && mode === 'search' },
  );

  return {
    loggedIn,
    staff,
    name,
    setName,
    place,
    setPlace,
    filter,
    applyFilter: apply,
    mode,
    list,
    search,
    count: counted?.key === key && search.status === 'ready' ? counted.count : null,
  };
}
