/**
 * Notifications for events (accounts spec §7 Notifications, verbs 'update' and 'cancel'): when the
 * event's time, place or details change ('update') or it is canceled ('cancel'), one `notifications`
 * row to each attendee who is going (checked in included) or interested: object_type 'event',
 * object_id the event id, data {event_id, event_name}. Never the member who made the change, nobody
 * across a block with them (either way), nobody anonymous or deleted. Written in the change's
 * transaction (routes/events.ts).
 */
import type { Db } from '../db/client';
import type { EventInput } from './input';
import type { EventRow } from './queries';

export type EventVerb = 'update' | 'cancel';

/** The fields an attendee is told about: time, place and details (not the cover photo or the group). */
const TIME = ['start_at', 'end_at', 'is_all_day', 'time_zone_id'] as const;
const PLACE = ['is_virtual', 'address', 'city', 'state', 'zip', 'country', 'latitude', 'longitude'] as const;
const DETAILS = ['name', 'description', 'category', 'host_id', 'challenge_id', 'virtual_event_category', 'links'] as const;

/** A value to compare with `===`: dates by time, links by their text and URL (jsonb reorders keys). */
function comparable(v: unknown): unknown {
  if (v instanceof Date) return v.getTime();
  if (Array.isArray(v)) return JSON.stringify(v.map((l: { text?: unknown; url?: unknown }) => [l.text, l.url]));
  return v ?? null;
}

/** True when the edit changes the event's time, place or details (a save that changes none tells nobody). */
export function attendeesShouldKnow(previous: EventRow, next: EventInput): boolean {
  return [...TIME, ...PLACE, ...DETAILS].some((key) => comparable(previous[key]) !== comparable(next[key]));
}

/** Writes `verb` about event `eventId` (its current name) for its going and interested attendees, `actor` excepted. */
export async function notifyAttendees(tx: Db, eventId: number, actor: number, verb: EventVerb, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)
     SELECT u.id, $2, $3, 'event', e.id::text, jsonb_build_object('event_id', e.id, 'event_name', e.name), $4
       FROM events e
       JOIN event_attendees a ON a.event_id = e.id AND a.status IN ('going', 'checked_in', 'interested')
       JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL AND NOT u.anonymous_profile
      WHERE e.id = $1 AND u.id <> $2
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2))`,
    [eventId, actor, verb, now],
  );
}
