import { api, isApiError, schemaIn } from '@/lib/http';
import { prefetch, requestKey, takePrefetched, takeSettled, type FirstPaintAnswers } from '@/lib/prefetch';
import { $session } from '@/store/session';
import type { AttendanceStatus, AttendeePage, EventDetail, Workout } from './schemas';

// The schemas load with the first request (the first view may come painted by the server).
const schemas = () => import('./schemas');
const EventSchema = schemaIn(schemas, 'EventSchema');
const AttendanceSchema = schemaIn(schemas, 'AttendanceSchema');
const AttendeePageSchema = schemaIn(schemas, 'AttendeePageSchema');
const WorkoutSchema = schemaIn(schemas, 'WorkoutSchema');

const eventPath = (id: number) => `api/v1/mobile_event/${id}`;
const eventKey = (id: number) => requestKey(eventPath(id), {}, $session.get()?.userId ?? null);

/**
 * GET api/v1/mobile_event/{id} — public; a member's token adds their attendance and permissions. The
 * element's prefetched request for the same event is taken first.
 */
export function getEvent(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return takePrefetched<EventDetail>(eventKey(id), signal) ?? api(eventPath(id), { auth: 'optional', signal, schema: EventSchema });
}

/**
 * Starts the event's request before the view mounts (src/elements/event-detail.ts), or takes the
 * element's first paint's answer for it; `getEvent` (or `takeSettledEvent`) takes it.
 */
export function prefetchEvent(id: number, firstPaint?: FirstPaintAnswers): Promise<EventDetail> {
  return prefetch(eventKey(id), () => api(eventPath(id), { auth: 'optional', schema: EventSchema }), Date.now(), { firstPaint });
}

/** The event when it is already in hand (prefetched and arrived): the view's first render shows it. */
export function takeSettledEvent(id: number): EventDetail | undefined {
  return takeSettled<EventDetail>(eventKey(id));
}

/** The request key of an event (the server's first paint answers by it). */
export { eventKey };

/**
 * Sets the member's attendance: the first status with the 'initial' call (POST), later ones with PUT.
 * `null` clears it ('none'). The request spells checked-in with a hyphen (spec §7).
 */
export async function setAttendance(eventId: number, userId: number, status: AttendanceStatus | null, initial: boolean): Promise<AttendanceStatus | null> {
  const attendance_status = status === null ? 'none' : status === 'checked_in' ? 'checked-in' : status;
  const res = await api(`api/v1/mobile_event/${eventId}/attendees/${userId}`, {
    method: initial ? 'POST' : 'PUT',
    body: { attendance_status },
    schema: AttendanceSchema,
  });
  return res.attendance_status ?? null;
}

/** PATCH status 'Canceled' (host, group admin or moderator). */
export function cancelEvent(id: number): Promise<EventDetail> {
  return api(`api/v1/mobile_event/${id}`, { method: 'PATCH', body: { status: 'Canceled' }, schema: EventSchema });
}

/** DELETE a canceled event (removes it from the lists). */
export function removeEvent(id: number): Promise<unknown> {
  return api(`api/v1/mobile_event/${id}`, { method: 'DELETE' });
}

export function reportEvent(id: number, reporter: number): Promise<unknown> {
  return api(`api/v1/report/event/${id}`, { method: 'POST', body: { reporter } });
}

/** One page (10) of an attendance list; public. The attendees view tries a page 3 times (model.ATTENDEE_ATTEMPTS). */
export function listAttendees(eventId: number, status: AttendanceStatus, page: number, signal?: AbortSignal): Promise<AttendeePage> {
  return api(`api/v1/mobile_event/${eventId}/attendees`, {
    query: { attendance_status: status, page },
    auth: 'optional',
    signal,
    schema: AttendeePageSchema,
  });
}

/** The member's workout on this event, or null (404). */
export async function getWorkout(eventId: number, userId: number, signal?: AbortSignal): Promise<Workout | null> {
  try {
    return await api(`api/v1/mobile_event/${eventId}/workout/${userId}`, { signal, schema: WorkoutSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function recordWorkout(eventId: number, userId: number, body: { miles: number | null; steps: number | null; minutes: number | null }): Promise<Workout> {
  return api(`api/v1/mobile_event/${eventId}/workout/${userId}`, { method: 'POST', body, schema: WorkoutSchema });
}

export function deleteWorkout(eventId: number, userId: number): Promise<unknown> {
  return api(`api/v1/mobile_event/${eventId}/workout/${userId}`, { method: 'DELETE' });
}
