/**
 * Leaderboard-sized challenge activity, after the events: the Eagle Miles challenge (id 3) topped up
 * to at least 320 participants, and every participant of a started challenge checked in, with a
 * workout (in the challenge's `workout` range), on about 70% of its past events inside its dates;
 * on an ended challenge every participant also on one event of their own (by hash), and every
 * check-in there has a workout, so each participant has a score and a final place. Values come
 * from a hash of member and event, so the data stay deterministic without a PRNG stream.
 * member@demo.test keeps its own activity (event-attendance.ts): small Eagle Miles workouts, so its
 * rank there is above 25 (the centred leaderboard), and the goals of both past challenges reached.
 * Last, the materialised scores and the badges of whoever reached a goal (challenges/scores.ts).
 */
import { rebuildAllScores } from '../challenges/scores';
import type { Db } from '../db/client';
import type { ChallengeSpan } from './challenges';

const EAGLE_MILES = 3;
const EAGLE_MILES_PARTICIPANTS = 320;

/** A value in [lo, hi] from a hash of the row's member and event (SQL). */
const spread = (lo: number, hi: number) => `(${lo} + abs(hashtext(p.user_id::text || ':' || e.id::text)) % ${hi - lo + 1})`;

/** One workout's value of `unit` in each challenge of that unit (SQL over `c`, `p`, `e`), else NULL. */
function workoutValue(challenges: readonly ChallengeSpan[], units: readonly string[], scale: number): string {
  const cases = challenges
    .filter((c) => units.includes(c.unit) && c.workout)
    .map((c) => `WHEN ${c.id} THEN ${spread(c.workout![0], c.workout![1])}${scale === 1 ? '' : ` / ${scale.toFixed(1)}`}`);
  return cases.length ? `CASE c.id ${cases.join(' ')} END` : 'NULL';
}

export async function seedChallengeActivity(db: Db, now: Date, challenges: readonly ChallengeSpan[]): Promise<void> {
  await db.query(
    `INSERT INTO challenge_participants (challenge_id, user_id, joined_at)
     SELECT $1, u.id, c.start_date::timestamptz - interval '2 days'
       FROM users u JOIN challenges c ON c.id = $1
      WHERE u.deleted_at IS NULL AND u.id > 1
        AND NOT EXISTS (SELECT 1 FROM challenge_participants p WHERE p.challenge_id = $1 AND p.user_id = u.id)
      ORDER BY abs(hashtext(u.id::text)), u.id
      LIMIT greatest(0, $2 - (SELECT count(*) FROM challenge_participants WHERE challenge_id = $1))`,
    [EAGLE_MILES, EAGLE_MILES_PARTICIPANTS],
  );
  // The challenge's counting events that are over (SQL over `c` as `alias`), and "c has ended".
  const counting = (alias: string) => `${alias}.challenge_id = c.id AND NOT ${alias}.is_removed AND ${alias}.status <> 'Canceled' AND ${alias}.end_at < $1
       AND (${alias}.start_at AT TIME ZONE ${alias}.time_zone_id)::date BETWEEN c.start_date AND c.end_date`;
  const ended = `c.end_date < ($1::timestamptz AT TIME ZONE 'UTC')::date`;
  const own = `(SELECT o.id FROM events o WHERE ${counting('o')} AND o.host_id <> p.user_id
      ORDER BY abs(hashtext(p.user_id::text || '#' || o.id::text)), o.id LIMIT 1)`;
  const pairs = `FROM challenge_participants p
      JOIN challenges c ON c.id = p.challenge_id
      JOIN events e ON ${counting('e')}
     WHERE p.user_id <> 1 AND p.user_id <> e.host_id`;
  // Check-ins on about 70% of each started challenge's past events (by the event's day), not by the host or member@.
  await db.query(
    `INSERT INTO event_attendees (event_id, user_id, status, updated_at)
     SELECT e.id, p.user_id, 'checked_in', e.start_at + ${spread(0, 60)} * interval '1 minute'
       ${pairs} AND (${spread(0, 9)} < 7 OR (${ended} AND e.id = ${own}))
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'checked_in'`,
    [now],
  );
  // A workout with each of those check-ins; on an ended challenge with every check-in.
  await db.query(
    `INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes, created_at, updated_at)
     SELECT e.id, p.user_id, ${workoutValue(challenges, ['miles'], 100)}, ${workoutValue(challenges, ['steps'], 1)},
            ${workoutValue(challenges, ['minutes', 'least-minutes'], 100)},
            e.end_at + ${spread(1, 180)} * interval '1 minute', e.end_at + ${spread(1, 180)} * interval '1 minute'
       ${pairs} AND c.required_unit <> 'check-ins' AND (${spread(0, 9)} < 7 OR ${ended})
        AND EXISTS (SELECT 1 FROM event_attendees a WHERE a.event_id = e.id AND a.user_id = p.user_id AND a.status = 'checked_in')
     ON CONFLICT (event_id, user_id) DO NOTHING`,
    [now],
  );
  await rebuildAllScores(db, now);
}
