import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePagedList } from '@/ui/use-paged-list';
import { $eventFilters, $storedLocation, setEventFilter, type EventFilters } from '@/store/filters';
import type { EventFilterField } from '@/store/keys';
import { $profile } from '@/store/member';
import { $session } from '@/store/session';
import { listEvents, takeSettledEvents } from '../api';
import {
  activeFilterCount,
  buildQuery,
  createEventAccess,
  initialTab,
  localFilters,
  localToSaved,
  SEARCH_DEBOUNCE_MS,
  virtualFilters,
  virtualToSaved,
  type ChallengeTab,
  type ListContext,
  type ListTab,
  type LocalFilters,
  type MySubTab,
  type VirtualFilters,
} from '../model';
import type { EventCard, EventPage } from '../schemas';

export interface EventListOptions {
  chapterId?: number;
  groupId?: number;
  challengeId?: number;
  /** Initial tab: local | virtual | my | past. */
  tab?: string;
}

function save(values: EventFilters) {
  for (const [k, val] of Object.entries(values)) setEventFilter(k as EventFilterField, val);
}

/**
 * The events hub's container: the tabs and their sub-choices, the debounced search, the saved
 * filters and location, the paged list (10 a page, reloaded when the query changes), and who may
 * create an event here.
 */
export function useEventList({ chapterId, groupId, challengeId, tab: tabAttr }: EventListOptions) {
  const session = useStore($session);
  const saved = useStore($eventFilters);
  const storedLocation = useStore($storedLocation);
  const profile = useStore($profile);
  const loggedIn = !!session;
  const [tab, setTab] = useState<ListTab>(() => initialTab(tabAttr, saved.eventFilterNavTab));
  const [mySub, setMySub] = useState<MySubTab>('upcoming');
  const [pastVirtual, setPastVirtual] = useState(false);
  const [challengeTab, setChallengeTab] = useState<ChallengeTab>('upcoming');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [lozenge, setLozenge] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [searchText]);

  const local = localFilters(saved);
  const virtual = virtualFilters(saved);
  const ctx: Omit<ListContext, 'now'> = {
    tab,
    mySubTab: mySub,
    pastVirtual,
    challengeTab,
    search,
    chapterId,
    groupId,
    challengeId,
    userId: session?.userId ?? null,
    location: tab === 'local' && storedLocation ? { latitude: storedLocation.latitude, longitude: storedLocation.longitude } : null,
    local,
    virtual,
    lozenge,
  };
  // The list reloads when anything in the query (but the time) changes.
  const key = JSON.stringify({ ...buildQuery({ ...ctx, now: new Date(0) }, 0), loggedIn });
  const needsLogin = tab === 'my' && !loggedIn && !challengeId;
  const toPage = (res: EventPage, cursor: number) => ({ items: res.data, next: cursor + 1 < (res.total_number_pages ?? 1) ? cursor + 1 : null });
  const list = usePagedList<EventCard>(
    async ({ cursor, signal }) => toPage(await listEvents(buildQuery({ ...ctx, now: new Date() }, cursor), { signal }), cursor),
    [key],
    {
      getKey: (e) => e.id,
      enabled: !needsLogin,
      // The first page already here (the element's first paint or prefetch): no loading state.
      initial: () => {
        const res = takeSettledEvents(buildQuery({ ...ctx, now: new Date() }, 0));
        return res && toPage(res, 0);
      },
    },
  );

  // "Now" for the In Progress labels, taken when a page of results arrives.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [list.items.length]);

  const access = createEventAccess({ tab, chapterId, groupId, challengeId, loggedIn, profile, loading: list.status === 'loading', dialogOpen: createOpen });

  return {
    loggedIn,
    storedLocation,
    tab,
    /** A tab; the local/virtual choice is saved for every list. */
    selectTab(next: ListTab) {
      setTab(next);
      setLozenge(null);
      if (next === 'local' || next === 'virtual') setEventFilter('eventFilterNavTab', next);
    },
    mySub,
    setMySub,
    pastVirtual,
    setPastVirtual,
    challengeTab,
    setChallengeTab,
    searchText,
    setSearchText,
    lozenge,
    setLozenge,
    local,
    virtual,
    filterCount: tab === 'local' ? activeFilterCount(local) : tab === 'virtual' ? activeFilterCount(virtual) : 0,
    filtersOpen,
    setFiltersOpen,
    applyLocal(v: LocalFilters) {
      save(localToSaved(v));
      setFiltersOpen(false);
    },
    applyVirtual(v: VirtualFilters) {
      save(virtualToSaved(v));
      setFiltersOpen(false);
    },
    /** My events, logged out: a prompt to log in instead of the list. */
    needsLogin,
    list,
    now,
    access,
    createOpen,
    setCreateOpen,
  };
}

export type EventListState = ReturnType<typeof useEventList>;
