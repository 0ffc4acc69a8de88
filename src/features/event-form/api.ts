import { api } from '@/lib/http';
import { SavedEventSchema, type SavedEvent } from './schemas';

/** The body of a create or an edit (model.eventBody, events spec §7). */
export type EventBody = Record<string, unknown>;

/**
 * POST api/v1/mobile_event/ — creates an event (every occurrence of a repeating one). A member whose
 * account is not synced with the CRM gets ApiError 403 'account_not_synced'; invalid fields 422.
 */
export function createEvent(body: EventBody, signal?: AbortSignal): Promise<SavedEvent> {
  return api('api/v1/mobile_event/', { method: 'POST', body, signal, schema: SavedEventSchema });
}

/** PUT api/v1/mobile_event/{id} — saves an edit (host, group admin or moderator; not canceled or completed). */
export function updateEvent(id: number, body: EventBody, signal?: AbortSignal): Promise<SavedEvent> {
  return api(`api/v1/mobile_event/${id}`, { method: 'PUT', body, signal, schema: SavedEventSchema });
}
