/**
 * Attendance on the planned events: RSVPs before the event day, check-ins (and workouts on past
 * challenge events) from it; member@demo.test going, interested and checked in with workouts, in
 * the challenges too.
 */
import { localDate } from '../events/time';
import { DAY, daysBefore } from './bulk-insert';
import { membersByGroup, type EventSeedContext, type SeedEvent } from './event-plan';
import type { Prng } from './prng';

/** The event_attendees rows and the (unique per event and member) event_workouts rows. */
export function planAttendance(rng: Prng, events: SeedEvent[], ctx: EventSeedContext): { attendees: unknown[][]; workouts: unknown[][] } {
  const { now } = ctx;
  const raleigh = ctx.chapters[0];
  const byGroup = membersByGroup(ctx.membership);
  const todayIn = (zone: string) => localDate(now, zone);
  const attendees = new Map<string, unknown[]>();
  const workouts: unknown[][] = [];
  const attend = (e: SeedEvent, userId: number, status: string, at: Date) => {
    if (userId === e.hostId) return;
    attendees.set(`${e.id}:${userId}`, [e.id, userId, status, at.toISOString()]);
  };
  const workoutFor = (e: SeedEvent, userId: number, at: Date) => {
    const unit = e.challenge?.unit;
    const miles = unit === 'miles' || rng.chance(0.3) ? Math.round(rng.int(100, 1000)) / 100 : null;
    const stepCount = unit === 'steps' || rng.chance(0.3) ? rng.int(2000, 15000) : null;
    const minutes = unit === 'minutes' || unit === 'least-minutes' || rng.chance(0.5) ? rng.int(2000, 9000) / 100 : null;
    workouts.push([e.id, userId, miles, stepCount, minutes, at.toISOString()]);
  };
  const allMembers = [...new Set(ctx.membership.map(([, uid]) => uid))];
  for (const e of events) {
    const pool = e.groupId ? (byGroup.get(e.groupId) ?? []).map((m) => m.id) : allMembers;
    const n = rng.int(0, e.groupId === raleigh.id ? 25 : 12);
    const eventDay = localDate(e.start, e.zone);
    const today = todayIn(e.zone);
    for (const uid of rng.sample(pool, n)) {
      if (uid === 1) continue;
      const rsvpAt = new Date(Math.min(now.getTime(), e.start.getTime()) - rng.int(1, 10) * DAY);
      if (eventDay > today || e.canceled) {
        attend(e, uid, rng.chance(0.65) ? 'going' : 'interested', rsvpAt);
      } else {
        const checkedIn = rng.chance(eventDay === today ? 0.4 : 0.75);
        if (checkedIn) {
          const when = new Date(Math.min(now.getTime(), e.start.getTime() + rng.int(0, 60) * 60_000));
          attend(e, uid, 'checked_in', when);
          if (e.challenge && eventDay < today && rng.chance(0.6)) workoutFor(e, uid, new Date(e.end.getTime() + rng.int(1, 120) * 60_000));
        } else attend(e, uid, rng.chance(0.7) ? 'going' : 'interested', rsvpAt);
      }
    }
  }
  // member@demo.test: going to the series' first two, interested in the third, checked in (with a
  // workout) on the past steps challenge event and the past Eagle Miles ruck.
  attend(events[0], 1, 'going', daysBefore(now, 2));
  attend(events[1], 1, 'going', daysBefore(now, 2));
  attend(events[2], 1, 'interested', daysBefore(now, 1));
  attend(events[8], 1, 'checked_in', new Date(events[8].start.getTime() + 30 * 60_000));
  attend(events[9], 1, 'checked_in', new Date(events[9].start.getTime() + 15 * 60_000));
  workouts.push([events[8].id, 1, 2.5, 11_250, 95.5, events[8].end.toISOString()]);
  workouts.push([events[9].id, 1, 4.25, null, 71.25, events[9].end.toISOString()]);
  // member@ in the challenges with their own events (event-plan.ts): every Iron Minutes week with
  // 180 minutes and eight 100 Miles weeks with 13.25 miles (both goals reached: their badges), two
  // Raleigh Show Up check-ins (2 of 5).
  const own = (challengeId: number) => events.filter((e) => e.challenge?.id === challengeId);
  const checkIn = (e: SeedEvent, miles: number | null, minutes: number | null) => {
    attend(e, 1, 'checked_in', new Date(e.start.getTime() + 40 * 60_000));
    if (miles !== null || minutes !== null) workouts.push([e.id, 1, miles, null, minutes, new Date(e.start.getTime() + 10 * 3_600_000).toISOString()]);
  };
  for (const e of own(1)) checkIn(e, null, 180);
  for (const e of own(2).slice(0, 8)) checkIn(e, 13.25, null);
  for (const e of [own(7)[1], own(7)[4]]) if (e) checkIn(e, null, null);
  const uniqueWorkouts = new Map(workouts.map((w) => [`${w[0]}:${w[1]}`, w]));
  return { attendees: [...attendees.values()], workouts: [...uniqueWorkouts.values()] };
}
