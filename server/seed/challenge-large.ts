/**
 * The large seed's challenge (server/seed/large.ts part): at scale 1 one active miles challenge with
 * 10,000 participants (every member the large seed added) and 20 virtual challenge events, one a day
 * over the 20 days before `now`; each participant checked in, with a workout of 1-10 miles, on about
 * half of them, so every leaderboard read (top 25, a rank, the centred 25) meets a 10,000-row board.
 * Then its stored scores and badges, as the demo seed's (challenges/scores.ts `rebuildScores`).
 *
 * Fast: one INSERT … SELECT per table with the large seed's deterministic hash (no PRNG stream).
 */
import { rebuildScores } from '../challenges/scores';
import type { Db } from '../db/client';
import type { LargePart } from './large-part';

/** The volume at scale 1. */
export const LARGE_CHALLENGE = { events: 20 } as const;

/** The same hash as large.ts: a number in [0, 1) from an SQL integer expression and a salt. */
const rnd = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 16777215)::float8 / 16777216)`;

export const largeChallenge: LargePart = {
  name: 'challenge_participants',
  async add(db: Db, ctx) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO challenges (name, description, start_date, end_date, required_unit, goal, badge_name, links, created_by, created_at)
       VALUES ('National Miles Challenge', 'Every member, every mile: 75 miles in a month.', ($1::timestamptz - interval '21 days')::date,
               ($1::timestamptz + interval '9 days')::date, 'miles', 75, 'National Miler', '[]', 2, $1::timestamptz - interval '30 days')
       RETURNING id`,
      [ctx.now],
    );
    const challenge = rows[0].id;
    // Its events: ids after every event so far, hosted by the large seed's first member (who takes part
    // but, as the host, checks in to none of them).
    await db.query(
      `INSERT INTO events (id, name, creator_id, host_id, category, description, start_at, end_at, status, chapter_hosted,
                           is_virtual, is_all_day, virtual_event_category, time_zone_id, time_zone_name, challenge_id, created_at, updated_at)
       SELECT (SELECT max(id) FROM events) + g, 'National Miles: Day ' || g, $1, $1, 'run-walk', 'Log your miles for the national challenge.',
              date_trunc('day', $2::timestamptz) - (21 - g) * interval '1 day' + interval '12 hours',
              date_trunc('day', $2::timestamptz) - (21 - g) * interval '1 day' + interval '20 hours', 'Scheduled', false,
              true, false, 'challenge', 'UTC', 'UTC', $3, $2::timestamptz - interval '25 days', $2::timestamptz - interval '25 days'
         FROM generate_series(1, $4::int) g`,
      [ctx.firstMember, ctx.now, challenge, LARGE_CHALLENGE.events],
    );
    await db.query(
      `INSERT INTO challenge_participants (challenge_id, user_id, joined_at)
       SELECT $1, u.id, $3::timestamptz - interval '22 days' + floor(${rnd('u.id', 31)} * 72) * interval '1 hour'
         FROM users u WHERE u.id >= $2 AND u.deleted_at IS NULL`,
      [challenge, ctx.firstMember, ctx.now],
    );
    const pairs = `FROM challenge_participants p JOIN events e ON e.challenge_id = p.challenge_id
      WHERE p.challenge_id = $1 AND p.user_id <> e.host_id AND ${rnd('p.user_id * 64 + e.id % 64', 32)} < 0.5`;
    await db.query(
      `INSERT INTO event_attendees (event_id, user_id, status, updated_at)
       SELECT e.id, p.user_id, 'checked_in', e.start_at + floor(${rnd('p.user_id * 64 + e.id % 64', 33)} * 240) * interval '1 minute' ${pairs}`,
      [challenge],
    );
    await db.query(
      `INSERT INTO event_workouts (event_id, user_id, miles, created_at, updated_at)
       SELECT e.id, p.user_id, round((1 + ${rnd('p.user_id * 64 + e.id % 64', 34)} * 9)::numeric, 2),
              e.end_at + floor(${rnd('p.user_id * 64 + e.id % 64', 35)} * 180) * interval '1 minute',
              e.end_at + floor(${rnd('p.user_id * 64 + e.id % 64', 35)} * 180) * interval '1 minute' ${pairs}`,
      [challenge],
    );
    await rebuildScores(db, challenge, ctx.now);
    const { rows: n } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM challenge_participants WHERE challenge_id = $1', [challenge]);
    return n[0].n;
  },
};
