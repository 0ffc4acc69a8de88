/**
 * Leaderboard-sized challenge activity, after the events: the Eagle Miles challenge (id 3) topped up
 * to at least 320 participants, and every participant of a started challenge checked in, with a
 * workout, on most of its past events inside its dates (values from a hash of member and event, so
 * the data stay deterministic without a PRNG stream). member@demo.test keeps its own small Eagle
 * Miles workouts, so its rank there is above 25 (the centred leaderboard). Last, the materialised
 * scores and the badges of whoever reached a goal (challenges/scores.ts).
 */
import { rebuildAllScores } from '../challenges/scores';
import type { Db } from '../db/client';

const EAGLE_MILES = 3;
const EAGLE_MILES_PARTICIPANTS = 320;

/** A value in [lo, hi] from a hash of the row's member and event (SQL). */
const spread = (lo: number, hi: number) => `(${lo} + abs(hashtext(p.user_id::text || ':' || e.id::text)) % ${hi - lo + 1})`;

export async function seedChallengeActivity(db: Db, now: Date): Promise<void> {
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
  // Check-ins on about 70% of each started challenge's past events (by the event's day), not by the host or member@.
  const activity = `FROM challenge_participants p
      JOIN challenges c ON c.id = p.challenge_id
      JOIN events e ON e.challenge_id = c.id AND NOT e.is_removed AND e.status <> 'Canceled' AND e.end_at < $1
       AND (e.start_at AT TIME ZONE e.time_zone_id)::date BETWEEN c.start_date AND c.end_date
     WHERE p.user_id <> 1 AND p.user_id <> e.host_id AND ${spread(0, 9)} < 7`;
  await db.query(
    `INSERT INTO event_attendees (event_id, user_id, status, updated_at)
     SELECT e.id, p.user_id, 'checked_in', e.start_at + ${spread(0, 60)} * interval '1 minute' ${activity}
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'checked_in'`,
    [now],
  );
  await db.query(
    `INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes, created_at, updated_at)
     SELECT e.id, p.user_id,
            CASE WHEN c.required_unit = 'miles' THEN ${spread(150, 1200)} / 100.0 END,
            CASE WHEN c.required_unit = 'steps' THEN ${spread(4000, 16000)} END,
            CASE WHEN c.required_unit IN ('minutes', 'least-minutes') THEN ${spread(2000, 9000)} / 100.0 END,
            e.end_at + ${spread(1, 180)} * interval '1 minute', e.end_at + ${spread(1, 180)} * interval '1 minute'
       ${activity} AND c.required_unit <> 'check-ins'
     ON CONFLICT (event_id, user_id) DO NOTHING`,
    [now],
  );
  await rebuildAllScores(db, now);
}
