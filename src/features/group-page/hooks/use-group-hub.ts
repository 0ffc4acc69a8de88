import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GroupListType } from '@/lib/groups';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { useResource, type Resource } from '@/ui/use-resource';
import { $storedLocation } from '@/store/filters';
import { $profile } from '@/store/member';
import { $session } from '@/store/session';
import { listGroups, searchGroups } from '../api';
import { hubListTypes, nearbyPoint, nextOffset, searchQuery, type NearbyPoint } from '../model';
import type { Group } from '../schemas';

/** The search waits this long after the last keystroke (spec §5). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchHit {
  group: Group;
  mine: boolean;
}

export interface GroupHubState {
  types: GroupListType[];
  near: NearbyPoint | null;
  lists: Record<GroupListType, Resource<Group[]>>;
  text: string;
  setText(text: string): void;
  /** The search under way or shown (debounced, trimmed); '' when none. */
  searching: string;
  results: PagedList<SearchHit>;
}

/** One horizontal list: loaded when the hub shows it (nearby only with a point). */
function useList(type: GroupListType, enabled: boolean, near: NearbyPoint | null, userId: number | null): Resource<Group[]> {
  const key = near ? JSON.stringify(near) : '';
  return useResource((signal) => listGroups(type, near, signal), [type, key, userId], { enabled: enabled && (type !== 'nearby' || near !== null) });
}

/** The hub's container: its lists for who is looking, and the debounced, paged search. */
export function useGroupHub(): GroupHubState {
  const session = useStore($session);
  const profile = useStore($profile);
  const saved = useStore($storedLocation);
  const userId = session?.userId ?? null;
  const types = hubListTypes(userId !== null);
  const near = nearbyPoint(userId !== null ? profile : null, saved);
  const lists = {
    admin: useList('admin', types.includes('admin'), near, userId),
    my: useList('my', types.includes('my'), near, userId),
    activity: useList('activity', true, near, userId),
    nearby: useList('nearby', true, near, userId),
  };

  const [text, setText] = useState('');
  const [searching, setSearching] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearching(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const nearKey = near ? JSON.stringify(near) : '';
  const results = usePagedList<SearchHit, number>(
    async ({ cursor, signal }) => {
      const q = searchQuery(searching, userId, near, cursor);
      if (!q) return { items: [], next: null };
      const page = await searchGroups(q, signal);
      const items = [...page.my_groups.map((group) => ({ group, mine: true })), ...page.other_groups.map((group) => ({ group, mine: false }))];
      return { items, next: nextOffset(page) };
    },
    [searching, userId, nearKey],
    { getKey: (hit) => hit.group.id, enabled: searching !== '' },
  );

  return { types, near, lists, text, setText, searching, results };
}
