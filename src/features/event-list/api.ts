import { api, isApiError } from '@/lib/http';
import { prefetch, requestKey, takePrefetched } from '@/lib/prefetch';
import { $session } from '@/store/session';
import { EventPageSchema, type EventPage } from './schemas';
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

/** Starts a list request before the view mounts (src/elements/event-list.ts); `listEvents` takes it. */
export function prefetchEvents(query: Query): Promise<EventPage> {
  return prefetch(listKey(query), () => fetchEvents(query));
}
