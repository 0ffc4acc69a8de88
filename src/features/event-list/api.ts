import { api, isApiError } from '@/lib/http';
import { EventPageSchema, type EventPage } from './schemas';
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
