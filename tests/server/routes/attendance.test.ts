// /api/v1/mobile_event/{id}/attendees… and /api/v1/user/{id}/followed_attendees (routes/attendance.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

import { createEvent, moveToEventDay, setAttendance, slot, syncedMember } from '../support/events';

let s: TestServer;
let host: Member;
let guest: Member;
let raleigh: number;

beforeAll(async () => {
  s = await createTestServer();
  host = await syncedMember(s);
  guest = await syncedMember(s);
  raleigh = (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const attendance = (eventId: number, userId: number, token: string | undefined, status: string, method = 'PUT') => setAttendance(s, eventId, userId, token, status, method);
/** Moves the business clock to the event's day (New York), 06:00 there. */
const onEventDay = (start: string, days = 0) => moveToEventDay(s, start, days);

describe('attendance', () => {
  it('before the event day: going and interested; check-in refused; none clears', async () => {
    const e = await createEvent(s, host);
    const first = await attendance(e.id, guest.id, guest.token, 'going', 'POST');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ attendance_status: 'going' });
    expect((await s.call(`/api/v1/mobile_event/${e.id}/attendees/${guest.id}`, { token: guest.token })).body).toEqual({ attendance_status: 'going' });
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { token: guest.token })).body).toMatchObject({ attendance_status: 'going', attendees_count: 1 });
    expect((await attendance(e.id, guest.id, guest.token, 'interested')).body).toEqual({ attendance_status: 'interested' });
    const early = await attendance(e.id, guest.id, guest.token, 'checked-in');
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe('Check-in opens on the day of the event.');
    expect((await attendance(e.id, guest.id, guest.token, 'none')).body).toEqual({ attendance_status: null });
    expect((await s.call(`/api/v1/mobile_event/${e.id}/attendees/${guest.id}`, { token: guest.token })).status).toBe(404);
    expect((await attendance(e.id, guest.id, undefined, 'going')).status).toBe(401);
    expect((await attendance(e.id, guest.id, guest.token, 'maybe')).status).toBe(422);
  });

  it('on the event day (dev clock): only check-in, stored as checked_in', async () => {
    const e = await createEvent(s, host, slot(2));
    onEventDay(e.start);
    const going = await attendance(e.id, guest.id, guest.token, 'going');
    expect(going.status).toBe(422);
    expect(going.body.error.message).toBe('Going and Interested are only available before the day of the event.');
    const r = await attendance(e.id, guest.id, guest.token, 'checked-in', 'POST');
    expect(r.body).toEqual({ attendance_status: 'checked_in' });
    const list = await s.call(`/api/v1/mobile_event/${e.id}/attendees`);
    expect(list.body.checked_in.total_count).toBe(1);
    expect(list.body.checked_in.attendees[0]).toEqual({
      id: guest.id,
      first_name: 'Test',
      last_name: 'Member',
      profile_photo_url: null,
      public_profile: true,
      eagle_leader: false,
      military_branch: null,
      military_status: null,
      preferred_chapter: null,
    });
    // A day later check-in is still possible.
    onEventDay(e.start, 1);
    const other = await syncedMember(s);
    expect((await attendance(e.id, other.id, other.token, 'checked-in')).status).toBe(200);
  });

  it('the host cannot set their own status; canceled events are 409', async () => {
    const e = await createEvent(s, host);
    expect((await attendance(e.id, host.id, host.token, 'going')).status).toBe(403);
    await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } });
    expect((await attendance(e.id, guest.id, guest.token, 'going')).status).toBe(409);
  });

  it('checking in another member: host or group admin only, on the event day', async () => {
    const admin = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0), ($1, $3, 2)', [raleigh, host.id, admin.id]);
    const e = await createEvent(s, host, { ...slot(2), chapter_id: raleigh });
    const other = await syncedMember(s);
    const third = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id) VALUES ($1, $2), ($1, $3)', [raleigh, other.id, third.id]);
    onEventDay(e.start);
    expect((await attendance(e.id, other.id, guest.token, 'checked-in')).status).toBe(403);
    expect((await attendance(e.id, other.id, admin.token, 'going')).status).toBe(403);
    expect((await attendance(e.id, other.id, admin.token, 'checked-in')).body).toEqual({ attendance_status: 'checked_in' });
    expect((await attendance(e.id, third.id, host.token, 'checked-in')).status).toBe(200);
    expect((await s.call(`/api/v1/mobile_event/${e.id}/attendees/${other.id}`, { token: admin.token })).status).toBe(403);
  });

  describe('whom a host may check in', () => {
    const REFUSED = { error: { code: 'forbidden', message: 'You can only check in members of the hosting group or people attending this event.' } };
    let e: { id: number; start: string };
    beforeAll(async () => {
      await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [raleigh, host.id]);
      e = await createEvent(s, host, { ...slot(2), chapter_id: raleigh });
    });
    const joinRaleigh = (m: Member) => s.db.query('INSERT INTO group_memberships (group_id, user_id) VALUES ($1, $2)', [raleigh, m.id]);
    const status = async (m: Member) => (await s.db.query('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [e.id, m.id])).rows[0]?.status;

    it('a stranger (anonymous or not) is refused with 403 and nothing is stored', async () => {
      const stranger = await syncedMember(s);
      const anonymous = await syncedMember(s);
      await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anonymous.id]);
      onEventDay(e.start);
      for (const m of [stranger, anonymous]) {
        const r = await attendance(e.id, m.id, host.token, 'checked-in');
        expect(r.status).toBe(403);
        expect(r.body).toEqual(REFUSED);
        expect(await status(m)).toBeUndefined();
      }
      expect((await attendance(e.id, 999_999, host.token, 'checked-in')).status).toBe(404);
    });

    it('a group member (anonymous too) and an existing going attendee may be checked in', async () => {
      const member = await syncedMember(s);
      const anonymous = await syncedMember(s);
      const going = await syncedMember(s);
      await joinRaleigh(member);
      await joinRaleigh(anonymous);
      await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anonymous.id]);
      expect((await attendance(e.id, going.id, going.token, 'going')).status).toBe(200);
      onEventDay(e.start);
      for (const m of [member, anonymous, going]) {
        expect((await attendance(e.id, m.id, host.token, 'checked-in')).body).toEqual({ attendance_status: 'checked_in' });
        expect(await status(m)).toBe('checked_in');
      }
    });

    it('never across a block, in either direction, between the target and the caller or the host', async () => {
      const admin = await syncedMember(s);
      await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [raleigh, admin.id]);
      const pairs: Array<[(m: Member) => [number, number], Member]> = [
        [(m) => [m.id, host.id], host], // the member blocked the host
        [(m) => [host.id, m.id], host], // the host blocked the member
        [(m) => [m.id, admin.id], admin], // the member blocked the checking admin
        [(m) => [admin.id, m.id], admin],
        [(m) => [m.id, host.id], admin], // an admin checks in someone who blocked the host
      ];
      for (const [block, caller] of pairs) {
        const m = await syncedMember(s);
        await joinRaleigh(m);
        s.clock.set(null);
        expect((await attendance(e.id, m.id, m.token, 'going')).status).toBe(200); // an attendee and a group member
        await s.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', block(m));
        onEventDay(e.start);
        const r = await attendance(e.id, m.id, caller.token, 'checked-in');
        expect(r.status).toBe(403);
        expect(r.body).toEqual(REFUSED);
        expect(await status(m)).toBe('going');
      }
    });

    it('on a challenge event a refused check-in does not sign the member up for the challenge', async () => {
      const eagleMiles = (await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Eagle Miles Challenge'")).rows[0].id;
      const ch = await createEvent(s, host, { ...slot(2), chapter_id: raleigh, challenge_id: eagleMiles });
      const stranger = await syncedMember(s);
      const member = await syncedMember(s);
      await joinRaleigh(member);
      onEventDay(ch.start);
      expect((await attendance(ch.id, stranger.id, host.token, 'checked-in')).status).toBe(403);
      expect((await attendance(ch.id, member.id, host.token, 'checked-in')).status).toBe(200);
      const { rows } = await s.db.query<{ user_id: number }>('SELECT user_id FROM challenge_participants WHERE challenge_id = $1 AND user_id = ANY($2::int[])', [eagleMiles, [stranger.id, member.id]]);
      expect(rows.map((r) => r.user_id)).toEqual([member.id]);
    });
  });

  it('attendees by status, 10 per page; anonymous members are masked', async () => {
    const e = await createEvent(s, host);
    const people: Member[] = [];
    for (let i = 0; i < 12; i++) people.push(await s.createMember({ completed: false }));
    for (const p of people) expect((await attendance(e.id, p.id, p.token, 'going')).status).toBe(200);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [people[0].id]);
    const page0 = await s.call(`/api/v1/mobile_event/${e.id}/attendees?attendance_status=going&page=0`);
    expect(page0.body.total_count).toBe(12);
    expect(page0.body.attendees).toHaveLength(10);
    expect(page0.body.attendees[0]).toMatchObject({ id: people[0].id, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null, public_profile: false });
    const page1 = await s.call(`/api/v1/mobile_event/${e.id}/attendees?attendance_status=going&page=1`);
    expect(page1.body.attendees.map((a: { id: number }) => a.id)).toEqual([people[10].id, people[11].id]);
    const all = await s.call(`/api/v1/mobile_event/${e.id}/attendees`);
    expect(all.body.going.total_count).toBe(12);
    expect(all.body.interested).toEqual({ attendees: [], total_count: 0 });
    expect((await s.call(`/api/v1/mobile_event/${e.id}/attendees?attendance_status=maybe`)).status).toBe(400);
  });

  it('followed attendees and the detail summary put followed members first', async () => {
    const e = await createEvent(s, host);
    const a = await s.createMember({ completed: false });
    const b = await s.createMember({ completed: false });
    await attendance(e.id, a.id, a.token, 'going');
    await attendance(e.id, b.id, b.token, 'going');
    await s.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [guest.id, b.id]);
    const r = await s.call(`/api/v1/user/${guest.id}/followed_attendees?event_ids=${e.id},999999`, { token: guest.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { event_id: e.id, attendees: [expect.objectContaining({ id: b.id })] },
      { event_id: 999999, attendees: [] },
    ]);
    expect((await s.call(`/api/v1/user/${guest.id}/followed_attendees?event_ids=${e.id}`, { token: host.token })).status).toBe(403);
    const detail = await s.call(`/api/v1/mobile_event/${e.id}`, { token: guest.token });
    expect(detail.body.followingAttendees).toBe(1);
    expect(detail.body.attendee_summary.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
  });
});
