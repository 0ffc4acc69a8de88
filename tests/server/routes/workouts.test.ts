// Workouts (routes/workouts.ts): on challenge events, the member's log and monthly metrics.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { WORKOUT_TEXTS } from '../../../src/lib/workout-rules';

import { checkedInEvent, createEvent, moveToEventDay, setAttendance, slot, syncedMember } from '../support/events';

let s: TestServer;
let host: Member;
let guest: Member;

beforeAll(async () => {
  s = await createTestServer();
  host = await syncedMember(s);
  guest = await syncedMember(s);
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const attendance = (eventId: number, userId: number, token: string | undefined, status: string, method = 'PUT') => setAttendance(s, eventId, userId, token, status, method);
/** Moves the business clock to the event's day (New York), 06:00 there. */
const onEventDay = (start: string, days = 0) => moveToEventDay(s, start, days);
const checkedIn = (m: Member, start: Date, workout?: { miles?: number; steps?: number; minutes?: number }) => checkedInEvent(s, m, start, workout);

describe('workouts on challenge events', () => {
  let eagleMiles: number;
  beforeAll(async () => {
    eagleMiles = (await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Eagle Miles Challenge'")).rows[0].id;
  });
  const workout = (eventId: number, m: Member, json: unknown, method = 'POST') => s.call(`/api/v1/mobile_event/${eventId}/workout/${m.id}`, { method, token: m.token, json });

  it('only on or after the event day, by the host or a checked-in member, with the unit required', async () => {
    const e = await createEvent(s, host, { ...slot(1), challenge_id: eagleMiles });
    expect(e).toMatchObject({ event_record_type: 'challenge', required_unit: 'miles', challenge: { id: eagleMiles, name: 'Eagle Miles Challenge', required_unit: 'miles' } });
    expect((await workout(e.id, host, { miles: 3 })).status).toBe(422); // before the day
    onEventDay(e.start);
    expect((await workout(e.id, guest, { miles: 3 })).status).toBe(403); // not checked in
    expect((await attendance(e.id, guest.id, guest.token, 'checked-in')).status).toBe(200);
    const participant = await s.db.query('SELECT 1 FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [eagleMiles, guest.id]);
    expect(participant.rows).toHaveLength(1);

    const empty = await workout(e.id, guest, {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('Empty workout not allowed. Please enter at least one field.');
    expect((await workout(e.id, guest, { steps: 5000 })).body.error.fields).toEqual({ miles: 'THIS FIELD IS REQUIRED' });
    const bad = await workout(e.id, guest, { miles: 1000, steps: 1.5, minutes: 1441 });
    // The same texts the Record Workout form shows (one home: src/lib/workout-rules.ts).
    expect(bad.body.error.fields).toEqual({ miles: WORKOUT_TEXTS.milesMax, steps: WORKOUT_TEXTS.wholeSteps, minutes: WORKOUT_TEXTS.timeMax });
    expect((await workout(e.id, guest, { miles: 1, steps: 100000 })).body.error.fields).toEqual({ steps: WORKOUT_TEXTS.stepsMax });
    expect((await workout(e.id, guest, { miles: 1.234 })).body.error.fields.miles).toMatch(/TWO DECIMAL/);
    expect((await workout(e.id, guest, { miles: -1 })).status).toBe(422);
    expect((await workout(e.id, guest, { miles: 'abc' })).body.error.fields.miles).toBe('PLEASE ENTER A NUMBER');

    const ok = await workout(e.id, guest, { miles: 3.25, steps: 6000, minutes: 42.5 });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ event_id: e.id, miles: 3.25, steps: 6000, minutes: 42.5 });
    expect((await s.call(`/api/v1/mobile_event/${e.id}/workout/${guest.id}`, { token: guest.token })).body).toEqual(ok.body);
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { token: guest.token })).body.workout_metrics).toEqual({ miles: 3.25, steps: 6000, minutes: 42.5 });
    expect((await workout(e.id, host, { miles: 2 })).status).toBe(201); // the host may record too
    expect((await workout(e.id, guest, { miles: 2 }, 'POST')).status).toBe(201);

    const log = await s.call(`/api/v1/user/${guest.id}/workout`, { token: guest.token });
    expect(log.body.data[0]).toMatchObject({ event_id: e.id, event_name: e.name, challenge_id: eagleMiles, miles: 2, entry_date: expect.any(String), event: { category: 'hike-ruck', is_virtual: false } });
    expect((await s.call(`/api/v1/user/${guest.id}/workout`, { token: host.token })).status).toBe(403);
    expect((await s.call(`/api/v1/mobile_event/${e.id}/workout/${guest.id}`, { method: 'DELETE', token: guest.token })).status).toBe(204);
    expect((await s.call(`/api/v1/mobile_event/${e.id}/workout/${guest.id}`, { token: guest.token })).status).toBe(404);
    expect((await s.call(`/api/v1/user/${host.id}/workout/${e.id}`, { method: 'DELETE', token: host.token })).status).toBe(204);
  });

  it('challenge progress in the detail: a check-in adds 1 to a check-ins challenge, removing it subtracts 1; workouts sum', async () => {
    const ruck = (await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE required_unit = 'check-ins' ORDER BY id LIMIT 1")).rows[0].id;
    await s.db.query('UPDATE challenges SET start_date = $2, end_date = $3 WHERE id = $1', [ruck, '2000-01-01', '2100-01-01']);
    const e = await createEvent(s, host, { ...slot(1), challenge_id: ruck });
    const progress = async () => (await s.call(`/api/v1/mobile_event/${e.id}`, { token: guest.token })).body.challenge.progress;
    expect(await progress()).toEqual({ value: 0, unit: 'check-ins' });
    onEventDay(e.start);
    expect((await attendance(e.id, guest.id, guest.token, 'checked-in')).status).toBe(200);
    expect(await progress()).toEqual({ value: 1, unit: 'check-ins' });
    expect((await attendance(e.id, guest.id, guest.token, 'none')).status).toBe(200);
    expect(await progress()).toEqual({ value: 0, unit: 'check-ins' });

    const miles = await createEvent(s, host, { ...slot(1), challenge_id: eagleMiles });
    expect((await attendance(miles.id, guest.id, guest.token, 'checked-in')).status).toBe(200);
    expect((await workout(miles.id, guest, { miles: 2.5 })).status).toBe(201);
    // The card reads the stored score: the same as the challenge's own progress.
    const card = (await s.call(`/api/v1/mobile_event/${miles.id}`, { token: guest.token })).body.challenge;
    expect(card).toMatchObject({ progress: { value: 2.5, unit: 'miles' }, rank: expect.any(Number) });
    expect((await s.call(`/api/v1/challenge/${eagleMiles}`, { token: guest.token })).body.progress).toMatchObject({ score: 2.5, rank: card.rank });
    expect((await s.call(`/api/v1/mobile_event/${miles.id}`)).body.challenge.progress).toBeNull();
  });

  it("the card's progress and rank count only the challenge's dates, take the best time for least-minutes, and agree with the challenge", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO challenges (name, description, start_date, end_date, required_unit, goal, badge_name, links)
       VALUES ('Card trial', 'Dates matter.', $1, $2, 'least-minutes', 30, 'Card Badge', '[]') RETURNING id`,
      [day(-3), day(3)],
    );
    const ch = rows[0].id;
    const runner = await syncedMember(s);
    const inside = await createEvent(s, host, { ...slot(1), challenge_id: ch });
    const later = await createEvent(s, host, { ...slot(1), challenge_id: ch });
    const outside = await createEvent(s, host, { ...slot(6), challenge_id: ch }); // after the end date
    const card = async (eventId: number) => (await s.call(`/api/v1/mobile_event/${eventId}`, { token: runner.token })).body.challenge;
    const record = async (e: { id: number; start: string }, minutes: number) => {
      onEventDay(e.start);
      expect((await attendance(e.id, runner.id, runner.token, 'checked-in')).status).toBe(200);
      expect((await workout(e.id, runner, { minutes })).status).toBe(201);
    };
    await record(inside, 35);
    await record(later, 28.5);
    await record(outside, 20); // faster, but outside the challenge's dates
    s.clock.set(null);
    for (const e of [inside, later, outside]) expect(await card(e.id)).toMatchObject({ progress: { value: 28.5, unit: 'least-minutes' }, rank: 1 });
    const challenge = (await s.call(`/api/v1/challenge/${ch}`, { token: runner.token })).body;
    expect(challenge.progress).toEqual({ score: 28.5, goal: 30, percent: 100, rank: 1 });
    // A member who has not joined (nor checked in) has no score: progress 0, rank null.
    expect((await s.call(`/api/v1/mobile_event/${inside.id}`, { token: guest.token })).body.challenge).toMatchObject({ progress: { value: 0 }, rank: null });
  });

  it('not for an ordinary event (409) or a canceled one (409); minutes challenges need minutes > 0', async () => {
    const plain = await createEvent(s, host, slot(1));
    onEventDay(plain.start);
    expect((await workout(plain.id, host, { miles: 1 })).status).toBe(409);
    s.clock.set(null);
    const fastest = (await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Fastest 5K'")).rows[0].id;
    const e = await createEvent(s, host, { ...slot(1), challenge_id: fastest });
    onEventDay(e.start);
    expect((await workout(e.id, host, { miles: 3.1, minutes: 0 })).body.error.fields).toEqual({ minutes: 'THIS FIELD IS REQUIRED' });
    expect((await workout(e.id, host, { minutes: 24.5 })).status).toBe(201);
    s.clock.set(null);
    await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } });
    onEventDay(e.start);
    expect((await workout(e.id, host, { minutes: 20 })).status).toBe(409);
  });
});

describe('workout metrics', () => {
  it('workout metrics for a month: sums by event start; owner or any member on a public profile', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    await checkedIn(m, new Date('2025-03-05T15:00:00Z'), { miles: 3.5, steps: 6000, minutes: 40 });
    await checkedIn(m, new Date('2025-03-20T15:00:00Z'), { miles: 1.25, minutes: 20.5 });
    await checkedIn(m, new Date('2025-03-25T15:00:00Z'));
    await checkedIn(m, new Date('2025-04-01T00:30:00Z'), { miles: 10 });
    const r = await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: m.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ month: '2025-3', miles: 4.75, steps: 6000, minutes: 60.5, workouts: 2, check_ins: 3 });
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-03`, { token: viewer.token })).body.month).toBe('2025-3');
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2024-1`, { token: m.token })).body).toEqual({
      month: '2024-1',
      miles: 0,
      steps: 0,
      minutes: 0,
      workouts: 0,
      check_ins: 0,
    });
    for (const bad of ['2025-13', '2025', 'March', '2025-0']) expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=${bad}`, { token: m.token })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`)).status).toBe(401);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: viewer.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/workout/metrics?month=2025-3`, { token: m.token })).status).toBe(200);
  });
});
