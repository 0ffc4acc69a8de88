// Shared by the events server tests: a CRM-synced member, a valid event body, creating events.
import type { Member, TestServer } from './harness';


export const DAY = 86_400_000;

/** A fresh member whose account is synced with the CRM (may create events). */
export async function syncedMember(s: TestServer): Promise<Member> {
  const m = await s.createMember();
  await s.db.query('UPDATE users SET salesforce_contact_id = $2 WHERE id = $1', [m.id, `003TEST${String(m.id).padStart(11, '0')}`]);
  return m;
}

/** 16:00 UTC on the day `days` from now (late morning in New York), `hours` long. */
export function slot(days: number, hours = 1, base = Date.now()) {
  const start = new Date(base + days * DAY);
  start.setUTCHours(16, 0, 0, 0);
  return { start: start.toISOString(), end: new Date(start.getTime() + hours * 3_600_000).toISOString() };
}

export const RALEIGH = { latitude: 35.7721, longitude: -78.6386, address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', country: 'United States' };

export function eventBody(hostId: number, over: Record<string, unknown> = {}) {
  return {
    name: 'Saturday Ruck',
    host: hostId,
    creator: hostId,
    category: 'hike-ruck',
    description: 'Bring water and a 20 lb ruck.',
    ...slot(3),
    chapter_hosted: false,
    is_virtual: false,
    is_all_day: false,
    time_zone_id: 'America/New_York',
    time_zone_name: 'Eastern Time',
    location: RALEIGH,
    links: [],
    ...over,
  };
}

export async function createEvent(s: TestServer, m: { id: number; token: string }, over: Record<string, unknown> = {}) {
  const r = await s.call('/api/v1/mobile_event/', { token: m.token, json: eventBody(m.id, over) });
  if (r.status !== 201) throw new Error(`create event → ${r.status} ${r.text}`);
  return r.body;
}

/** Sets a member's attendance on an event (PUT by default). */
export function setAttendance(s: TestServer, eventId: number, userId: number, token: string | undefined, status: string, method = 'PUT') {
  return s.call(`/api/v1/mobile_event/${eventId}/attendees/${userId}`, { method, token, json: { attendance_status: status } });
}

/** Moves the business clock to the event's day (New York), 06:00 there. */
export function moveToEventDay(s: TestServer, start: string, days = 0) {
  const d = new Date(start);
  d.setUTCHours(10, 0, 0, 0);
  s.clock.set(new Date(d.getTime() + days * 86_400_000));
}

/** An event starting at `start` (UTC) the member checked in to, with an optional workout (straight in the database). */
export async function checkedInEvent(s: TestServer, m: Member, start: Date, workout?: { miles?: number; steps?: number; minutes?: number }) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual)
     VALUES ('Test workout', $1, 'virtual', 'A test event.', $2, $3, 'America/New_York', true) RETURNING id`,
    [m.id, start, new Date(start.getTime() + 3_600_000)],
  );
  const id = rows[0].id;
  await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in')`, [id, m.id]);
  if (workout) {
    await s.db.query('INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes) VALUES ($1, $2, $3, $4, $5)', [
      id,
      m.id,
      workout.miles ?? null,
      workout.steps ?? null,
      workout.minutes ?? null,
    ]);
  }
  return id;
}
