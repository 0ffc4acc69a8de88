import { api, isApiError, schemaIn } from '@/lib/http';
import { prefetch, requestKey, takePrefetched, takeSettled, type FirstPaintAnswers } from '@/lib/prefetch';
import { $session } from '@/store/session';
import type { EventPage } from './schemas';

// The schema loads with the first request (the first page may come painted by the server).
const EventPageSchema = schemaIn(() => import('./schemas'), 'EventPageSchema');
import type { Query } from './model';

const LIST = 'api/v1/mobile_event/';

async function fetchEvents(query: Query, signal?: AbortSignal): Promise<EventPage> {
  try {
    return await api(LIST, { query, auth: 'optional', signal, schema: EventPageSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { data: [], count: 0, total_number_pages: 0 };
    throw error;
  }
}

const listKey = (query: Query) => requestKey(LIST, query, $session.get()?.userId ?? null);

/**
 * GET api/v1/mobile_event/ — public; a member's token adds their groups and events. A 400 is an
 * empty list (spec §8). The element's prefetched first page is taken when the query is the same.
 */
export function listEvents(query: Query, opts: { signal?: AbortSignal } = {}): Promise<EventPage> {
  return takePrefetched<EventPage>(listKey(query), opts.signal) ?? fetchEvents(query, opts.signal);
}

/**
 * Starts a list request before the view mounts (src/elements/event-list.ts), or takes the element's
 * first paint's answer for it; `listEvents` (or `takeSettledEvents`) takes it.
 */
export function prefetchEvents(query: Query, firstPaint?: FirstPaintAnswers): Promise<EventPage> {
  return prefetch(listKey(query), () => fetchEvents(query), Date.now(), { firstPaint });
}

/** The page for `query` when it is already in hand (prefetched and arrived): the view's first render shows it. */
export function takeSettledEvents(query: Query): EventPage | undefined {
  return takeSettled<EventPage>(listKey(query));
}

/** The request key of a list query (the server's first paint answers by it). */
export { listKey };
