import { api, isApiError } from '@/lib/http';
import { EventPageSchema, PlacesSchema, type EventPage, type Place } from './schemas';
import type { Query } from './model';

/**
 * GET api/v1/mobile_event/ — public; a member's token adds their groups and events. A 400 is an
 * empty list (spec §8).
 */
export async function listEvents(query: Query, opts: { signal?: AbortSignal } = {}): Promise<EventPage> {
  try {
    return await api('api/v1/mobile_event/', { query, auth: 'optional', signal: opts.signal, schema: EventPageSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { data: [], count: 0, total_number_pages: 0 };
    throw error;
  }
}

/** Places for the location search (3+ characters), through our server's gazetteer. */
export async function searchPlaces(q: string, opts: { loggedIn: boolean; signal?: AbortSignal }): Promise<Place[]> {
  const res = await api('api/v1/geo/places', { query: { q: q.trim() }, auth: opts.loggedIn ? 'user' : 'client', signal: opts.signal, schema: PlacesSchema });
  return res.results;
}
