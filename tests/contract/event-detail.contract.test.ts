// src/features/event-detail/api.ts against the real app: reading an event, attendance, attendee
// pages, cancel + remove, reports, and workouts on a challenge event.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancelEvent,
  deleteWorkout,
  getEvent,
  getWorkout,
  listAttendees,
  recordWorkout,
  removeEvent,
  reportEvent,
  setAttendance,
} from '@/features/event-detail/api';
import { clearLocalData } from '@/store/auth';
import { createEvent, slot, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let host: Member;
let guest: Member;
beforeAll(async () => {
  host = await syncedMember(server());
  guest = await server().createMember();
});

describe('event-detail api', () => {
  it('reads an event: public fields for everyone, permissions for its host', async () => {
    const e = await createEvent(server(), host, { name: 'Contract Detail Ruck' });
    clearLocalData();
    const seen = await getEvent(e.id);
    expect(seen).toMatchObject({ id: e.id, name: 'Contract Detail Ruck', category: 'hike-ruck', time_zone_id: 'America/New_York', host: { id: host.id } });
    expect(seen.location).toMatchObject({ city: 'Raleigh', zip: '27601' });
    expect(seen.can_edit ?? false).toBe(false);
    await logIn(host);
    expect(await getEvent(e.id)).toMatchObject({ id: e.id, can_edit: true, can_cancel: true });
  });

  it('an unknown event is ApiError 404', async () => {
    expect(await failure(getEvent(2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('sets attendance (POST first, then PUT, null clears it) and lists the attendees', async () => {
    const e = await createEvent(server(), host);
    await logIn(guest);
    await expect(setAttendance(e.id, guest.id, 'going', true)).resolves.toBe('going');
    const going = await listAttendees(e.id, 'going', 0);
    expect(going.attendees.map((a) => a.id)).toEqual([guest.id]);
    expect(going.total_count).toBe(1);
    expect(going.attendees[0]).toMatchObject({ first_name: 'Test', last_name: 'Member' });
    await expect(setAttendance(e.id, guest.id, 'interested', false)).resolves.toBe('interested');
    expect((await getEvent(e.id)).attendance_status).toBe('interested');
    await expect(setAttendance(e.id, guest.id, null, false)).resolves.toBeNull();
    expect((await listAttendees(e.id, 'going', 0)).attendees).toEqual([]);
    // Checking in before the event day is refused with the server's field error.
    const early = await failure(setAttendance(e.id, guest.id, 'checked_in', false));
    expect(early).toMatchObject({ status: 422, fields: { attendance_status: 'Check-in opens on the day of the event.' } });
  });

  it('listAttendees retries only transient failures (in the attendees view), never a 4xx: an unknown event fails at once', async () => {
    expect(await failure(listAttendees(2_000_000_000, 'going', 0))).toMatchObject({ status: 404 });
  });

  it('reports an event', async () => {
    const e = await createEvent(server(), host);
    await logIn(guest);
    await reportEvent(e.id, guest.id);
    const { rows } = await server().db.query<{ target_type: string }>('SELECT target_type FROM reports WHERE reporter_id = $1 AND target_id = $2', [guest.id, String(e.id)]);
    expect(rows.map((r) => r.target_type)).toEqual(['event']);
  });

  it('cancels, then removes an event (the host); a stranger may not', async () => {
    const e = await createEvent(server(), host);
    await logIn(guest);
    expect(await failure(cancelEvent(e.id))).toMatchObject({ status: 403 });
    await logIn(host);
    expect(await failure(removeEvent(e.id))).toMatchObject({ status: 409, code: 'event_not_canceled', message: 'Cancel the event before removing it.' });
    await expect(cancelEvent(e.id)).resolves.toMatchObject({ id: e.id, status: 'Canceled' });
    await expect(removeEvent(e.id)).resolves.toBeUndefined(); // 204
    expect(await failure(getEvent(e.id))).toMatchObject({ status: 410, code: 'event_removed' });
  });

  describe('workouts on a challenge event', () => {
    it('records, reads back and deletes the checked-in member’s workout; none is null (404)', async () => {
      const { rows } = await server().db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Eagle Miles Challenge'");
      const e = await createEvent(server(), host, { ...slot(1), challenge_id: rows[0].id });
      const day = new Date(e.start);
      day.setUTCHours(10, 0, 0, 0);
      server().clock.set(day); // the event day: check-in and workouts open
      try {
        await logIn(guest);
        await expect(setAttendance(e.id, guest.id, 'checked_in', true)).resolves.toBe('checked_in');
        await expect(getWorkout(e.id, guest.id)).resolves.toBeNull();
        const tooMuch = await failure(recordWorkout(e.id, guest.id, { miles: 1000, steps: null, minutes: null }));
        expect(tooMuch.status).toBe(422);
        expect(tooMuch.fields.miles).toEqual(expect.any(String));
        const saved = await recordWorkout(e.id, guest.id, { miles: 3.25, steps: 6000, minutes: 42.5 });
        expect(saved).toEqual({ event_id: e.id, miles: 3.25, steps: 6000, minutes: 42.5 });
        await expect(getWorkout(e.id, guest.id)).resolves.toEqual(saved);
        await expect(deleteWorkout(e.id, guest.id)).resolves.toBeUndefined();
        await expect(getWorkout(e.id, guest.id)).resolves.toBeNull();
        expect(await failure(deleteWorkout(e.id, guest.id))).toMatchObject({ status: 404, message: 'No workout recorded for this event.' });
      } finally {
        server().clock.set(null);
      }
    });
  });
});
