import type { EventFilters, StoredLocation } from '@/store/filters';
import { buildQuery, initialTab, localFilters, virtualFilters, type Query } from './model';

/** What the list's first page depends on: the element's attributes, the member, saved choices. */
export interface FirstPageInputs {
  chapterId?: number;
  groupId?: number;
  challengeId?: number;
  /** The `tab` attribute (or property) as given. */
  tab?: unknown;
  userId: number | null;
  saved: EventFilters;
  stored: StoredLocation | null;
  /** The page URL's query (`?is_virtual=true` opens VIRTUAL). */
  search: string;
  now: Date;
}

/**
 * The query of the first page the view asks for (its opening tab, saved filters and location, no
 * search), or null when it asks for none (My Events logged out: the view asks to log in). The
 * element's prefetch and the server's first paint (src/elements/first-paint.tsx) both use it.
 */
export function firstPageQuery(i: FirstPageInputs): Query | null {
  const tab = initialTab(i.tab, i.saved.eventFilterNavTab, i.search);
  if (tab === 'my' && i.userId === null && !i.challengeId) return null;
  return buildQuery(
    {
      tab,
      mySubTab: 'upcoming',
      pastVirtual: false,
      challengeTab: 'upcoming',
      search: '',
      chapterId: i.chapterId,
      groupId: i.groupId,
      challengeId: i.challengeId,
      userId: i.userId,
      location: tab === 'local' && i.stored ? { latitude: i.stored.latitude, longitude: i.stored.longitude } : null,
      local: localFilters(i.saved),
      virtual: virtualFilters(i.saved),
      lozenge: null,
      now: i.now,
    },
    0,
  );
}
