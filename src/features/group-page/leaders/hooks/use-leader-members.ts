import { useEffect, useState } from 'react';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import type { GroupMember } from '../../member-schemas';
import { searchGroupMembers } from '../api';
import { eligibleFor, type LeaderModal } from '../rules';

/** The member search's debounce (the house's 500 ms for member searches). */
export const SEARCH_DEBOUNCE_MS = 500;
/** A page of the list holds at least this many offered members, unless the group has no more. */
export const MIN_OFFERED = 10;
/** At most this many server pages (25 each) are read for one page of the list. */
export const MAX_SCAN = 8;

export interface LeaderMembers {
  name: string;
  setName(name: string): void;
  list: PagedList<GroupMember>;
}

/**
 * The members a modal offers (rules.ts `eligibleFor`): the group's member search by name (debounced),
 * read page after page until MIN_OFFERED members qualify, the group has no more, or MAX_SCAN pages
 * were read ('Load more' goes on from there). The offboarding list asks the server for Eagle Leaders
 * only (a filter for the group's staff; for others the server ignores it and the rules still apply).
 */
export function useLeaderMembers(groupId: number, modal: LeaderModal, self: number | null): LeaderMembers {
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQuery(name.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [name]);

  const list = usePagedList<GroupMember, number>(
    async ({ cursor, signal }) => {
      const offered: GroupMember[] = [];
      let offset: number | null = cursor;
      for (let read = 0; offset !== null && read < MAX_SCAN && offered.length < MIN_OFFERED; read++) {
        const page = await searchGroupMembers(groupId, { name: query, leaders: modal === 'offboard', offset, signal });
        offered.push(...page.data.filter((m) => eligibleFor(modal, m, self)));
        offset = page.next ?? null;
      }
      return { items: offered, next: offset };
    },
    [groupId, modal, self, query],
    { getKey: (m) => m.id },
  );
  return { name, setName, list };
}
