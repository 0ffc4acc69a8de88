/**
 * Challenge scores (events spec §4, §9; docs/api.md 'Challenges' › Scores): what each participant
 * did on the challenge's events whose day (the start date in the event's zone) falls inside the
 * challenge's dates, excluding canceled and removed events:
 * - 'check-ins': how many of those events they are checked in to (a removed check-in no longer counts);
 * - 'miles' / 'steps' / 'minutes': the sum of that column over their workouts on those events;
 * - 'least-minutes': their least minutes of one workout (above 0), ranked ascending.
 *
 * Scores are materialised in `challenge_scores` (migration 009; bench/leaderboard.ts compares this with
 * computing them on every read): `refreshScores` recomputes one member's row, or a whole challenge's,
 * from the source after every write that can change it (check-in, workout, joining, leaving, an
 * event edited, canceled or removed), then awards the challenge's badge to whoever reached the goal.
 * Recomputing from the source, rather than adding deltas, keeps the table right whatever the write.
 */
import type { Db } from '../db/client';
import { BADGES, badgePath } from '../profile/badges';

export const CHALLENGE_UNITS = ['miles', 'steps', 'minutes', 'check-ins', 'least-minutes'] as const;
export type ChallengeUnit = (typeof CHALLENGE_UNITS)[number];

/** Lower is better only for 'least-minutes'. */
export const ascending = (unit: string) => unit === 'least-minutes';

/** Events of challenge `c` that count (SQL over `c` and `e`). */
export const COUNTING_EVENT = `e.challenge_id = c.id AND NOT e.is_removed AND e.status <> 'Canceled'
  AND (e.start_at AT TIME ZONE e.time_zone_id)::date BETWEEN c.start_date AND c.end_date`;

/**
 * SQL computing the scores of challenge `$1` from the source, for member `$2` (NULL: every
 * participant): `(user_id, score, reached_at)`, one row per participant with a score. `reached_at`
 * is when the score was reached: the latest contribution for sums and counts, the best workout's
 * time for 'least-minutes'. `unit` comes from the challenge row (a CHECK-ed enum), never from input.
 */
export function liveScoresSql(unit: ChallengeUnit): string {
  const who = `JOIN challenge_participants cp ON cp.challenge_id = c.id AND cp.user_id = x.user_id
    JOIN users u ON u.id = x.user_id AND u.deleted_at IS NULL
    WHERE c.id = $1 AND ($2::int IS NULL OR x.user_id = $2::int)
    GROUP BY x.user_id`;
  if (unit === 'check-ins') {
    return `SELECT x.user_id, count(*)::numeric AS score, max(x.updated_at) AS reached_at
      FROM challenges c JOIN events e ON ${COUNTING_EVENT}
      JOIN event_attendees x ON x.event_id = e.id AND x.status = 'checked_in'
      ${who}`;
  }
  if (unit === 'least-minutes') {
    return `SELECT x.user_id, min(x.minutes)::numeric AS score, (array_agg(x.updated_at ORDER BY x.minutes, x.updated_at))[1] AS reached_at
      FROM challenges c JOIN events e ON ${COUNTING_EVENT}
      JOIN event_workouts x ON x.event_id = e.id AND x.minutes > 0
      ${who}`;
  }
  const column = { miles: 'miles', steps: 'steps', minutes: 'minutes' }[unit];
  return `SELECT x.user_id, sum(x.${column})::numeric AS score, max(x.updated_at) AS reached_at
    FROM challenges c JOIN events e ON ${COUNTING_EVENT}
    JOIN event_workouts x ON x.event_id = e.id AND x.${column} IS NOT NULL
    ${who}`;
}

/** The goal is reached (SQL over `s` a score row and `c` its challenge). */
export const GOAL_REACHED = `c.goal IS NOT NULL AND CASE WHEN c.required_unit = 'least-minutes' THEN s.score <= c.goal ELSE s.score >= c.goal END`;

/** The image of a challenge's badge: its own, else the catalogue art of the same name, else Eagle Miles. */
export function challengeBadgeImage(c: { badge_name: string | null; badge_image_url: string | null }): string {
  if (c.badge_image_url) return c.badge_image_url;
  const def = BADGES.find((b) => b.name.toLowerCase() === (c.badge_name ?? '').toLowerCase());
  return badgePath(def?.slug ?? 'eagle-miles');
}

interface ChallengeRow {
  id: number;
  name: string;
  required_unit: ChallengeUnit;
  goal: number | null;
  badge_name: string | null;
  badge_image_url: string | null;
}

/**
 * The challenge's catalogue badge, made on first need: a catalogue badge of the same name not yet
 * tied to a challenge is adopted (the seeded 'Eagle Miles' art is the Eagle Miles challenge's
 * badge), else a row `challenge-{id}` is added.
 */
async function ensureBadge(db: Db, c: ChallengeRow): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM badges WHERE challenge_id = $1', [c.id]);
  if (rows.length) return;
  const adopted = await db.query(
    `UPDATE badges SET challenge_id = $1
      WHERE id = (SELECT id FROM badges WHERE challenge_id IS NULL AND lower(name) = lower($2) ORDER BY id LIMIT 1) RETURNING id`,
    [c.id, c.badge_name ?? c.name],
  );
  if (adopted.rows.length) return;
  await db.query(
    `INSERT INTO badges (slug, name, image_url, description, challenge_id) VALUES ($2, $3, $4, $5, $1) ON CONFLICT DO NOTHING`,
    [c.id, `challenge-${c.id}`, c.badge_name ?? c.name, challengeBadgeImage(c), `Completed the ${c.name} challenge.`],
  );
}

/**
 * Awards the badge of challenge `$1` to member `$2` (NULL: everyone) once their score reaches the
 * goal, with a 'badge' notification; idempotent (a member already holding it gets nothing).
 */
const AWARD_SQL = `WITH won AS (
    INSERT INTO user_badges (user_id, badge_id, received_datetime)
    SELECT s.user_id, b.id, $3 FROM challenge_scores s JOIN challenges c ON c.id = s.challenge_id JOIN badges b ON b.challenge_id = c.id
     WHERE s.challenge_id = $1 AND ($2::int IS NULL OR s.user_id = $2::int) AND ${GOAL_REACHED}
    ON CONFLICT DO NOTHING RETURNING user_id, badge_id)
  INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)
  SELECT won.user_id, NULL, 'badge', 'challenge', $1::text,
         jsonb_build_object('challenge_id', c.id, 'challenge_name', c.name, 'badge_id', b.id, 'badge_name', b.name), $3
    FROM won JOIN badges b ON b.id = won.badge_id JOIN challenges c ON c.id = $1::int`;

/** Has member `userId` (null: anyone) of the challenge reached its goal? */
async function anyReached(db: Db, challengeId: number, userId: number | null): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM challenge_scores s JOIN challenges c ON c.id = s.challenge_id
      WHERE s.challenge_id = $1 AND ($2::int IS NULL OR s.user_id = $2::int) AND ${GOAL_REACHED} LIMIT 1`,
    [challengeId, userId],
  );
  return rows.length > 0;
}

/**
 * Recomputes the score row of `userId` (null: every participant) in challenge `challengeId` from the
 * source, then awards the badge to whoever reached the goal. A no-op for an unknown challenge.
 */
export async function refreshScores(db: Db, challengeId: number, userId: number | null, now: Date): Promise<void> {
  const { rows } = await db.query<ChallengeRow>('SELECT id, name, required_unit, goal, badge_name, badge_image_url FROM challenges WHERE id = $1', [challengeId]);
  const c = rows[0];
  if (!c) return;
  const sign = ascending(c.required_unit) ? '' : '-';
  await db.query(
    `WITH live AS (${liveScoresSql(c.required_unit)}),
     gone AS (DELETE FROM challenge_scores s WHERE s.challenge_id = $1 AND ($2::int IS NULL OR s.user_id = $2::int)
                AND NOT EXISTS (SELECT 1 FROM live WHERE live.user_id = s.user_id))
     INSERT INTO challenge_scores (challenge_id, user_id, score, sort_key, reached_at)
     SELECT $1, live.user_id, live.score, ${sign}live.score, live.reached_at FROM live
     ON CONFLICT (challenge_id, user_id) DO UPDATE SET score = EXCLUDED.score, sort_key = EXCLUDED.sort_key, reached_at = EXCLUDED.reached_at
      WHERE (challenge_scores.score, challenge_scores.reached_at) IS DISTINCT FROM (EXCLUDED.score, EXCLUDED.reached_at)`,
    [challengeId, userId],
  );
  if (c.goal === null || !(await anyReached(db, challengeId, userId))) return;
  await ensureBadge(db, c);
  await db.query(AWARD_SQL, [challengeId, userId, now]);
}

/**
 * A deleted member (users/account.ts) leaves every leaderboard: their score rows go, which is what a
 * full refresh gives (only participants who are not deleted have a score); the others' ranks close
 * up by themselves (a rank is a position). Badges already earned stay in their history.
 */
export async function dropMemberScores(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM challenge_scores WHERE user_id = $1', [userId]);
}

/** After a write to one member's check-in or workout on an event: their score in its challenge, if any. */
export async function refreshForEvent(db: Db, eventId: number, userId: number, now: Date): Promise<void> {
  const { rows } = await db.query<{ challenge_id: number | null }>('SELECT challenge_id FROM events WHERE id = $1', [eventId]);
  if (rows[0]?.challenge_id) await refreshScores(db, rows[0].challenge_id, userId, now);
}

/** After an event changed (dates, challenge, canceled, removed): every score of the challenges involved. */
export async function refreshChallenges(db: Db, challengeIds: ReadonlyArray<number | null | undefined>, now: Date): Promise<void> {
  for (const id of new Set(challengeIds)) if (id) await refreshScores(db, id, null, now);
}

/** Every challenge at once (the seed, after its bulk inserts): scores, badge rows and awards without notifications. */
export async function rebuildAllScores(db: Db, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM challenges ORDER BY id');
  await db.query('DELETE FROM challenge_scores');
  for (const c of rows) await rebuildScores(db, c.id, now);
}

/**
 * One challenge's scores from scratch (a seed's bulk rows: no score row yet), its badge row and the
 * awards of whoever reached the goal, received when their score was reached; no notifications.
 */
export async function rebuildScores(db: Db, challengeId: number, now: Date): Promise<void> {
  const { rows } = await db.query<ChallengeRow>('SELECT id, name, required_unit, goal, badge_name, badge_image_url FROM challenges WHERE id = $1', [challengeId]);
  const c = rows[0];
  if (!c) return;
  const sign = ascending(c.required_unit) ? '' : '-';
  await db.query(
    `INSERT INTO challenge_scores (challenge_id, user_id, score, sort_key, reached_at)
     SELECT $1, live.user_id, live.score, ${sign}live.score, live.reached_at FROM (${liveScoresSql(c.required_unit)}) live`,
    [c.id, null],
  );
  if (c.goal === null || !(await anyReached(db, c.id, null))) return;
  await ensureBadge(db, c);
  await db.query(
    `INSERT INTO user_badges (user_id, badge_id, received_datetime)
     SELECT s.user_id, b.id, least(s.reached_at, $2) FROM challenge_scores s JOIN challenges c ON c.id = s.challenge_id JOIN badges b ON b.challenge_id = c.id
      WHERE s.challenge_id = $1 AND ${GOAL_REACHED} ON CONFLICT DO NOTHING`,
    [c.id, now],
  );
}
