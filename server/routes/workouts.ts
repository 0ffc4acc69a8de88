/**
 * Workouts under `/api/v1`: record, read and delete a workout on a challenge event
 * (`/mobile_event/{id}/workout/{userId}`), a member's workout log (`/user/{id}/workout`) and their
 * monthly workout metrics.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth/middleware';
import type { Db } from '../db/client';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, forbidden, notFound, validationError } from '../http/errors';
import { idParam, queryInput, readJson } from '../http/validate';
import { refreshForEvent, refreshScores } from '../challenges/scores';
import { eventCanceled, loadEvent } from '../events/load';
import { compareEventDay } from '../events/time';
import { parseWorkout } from '../events/workout-input';
import { assertReadable } from '../profile/access';
import { ID, USER } from './paths';

const WORKOUT = `/v1/mobile_event/:id${ID}/workout/:userId${ID}`;
const NO_WORKOUT = 'No workout recorded for this event.';

const monthQuery = z.object({ month: z.string().regex(/^\d{4}-(0?[1-9]|1[0-2])$/, { error: 'Use the month as YYYY-M.' }) });

/** Deletes the workout and recomputes the member's score in the event's challenge. */
async function deleteWorkout(db: Db, eventId: number, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('DELETE FROM event_workouts WHERE event_id = $1 AND user_id = $2 RETURNING event_id', [eventId, userId]);
    if (rows.length) await refreshForEvent(tx, eventId, userId, now);
    return rows.length > 0;
  });
}

interface LogRow {
  event_id: number;
  event_name: string;
  chapter_id: number | null;
  chapter_name: string | null;
  chapter_type: string | null;
  challenge_id: number | null;
  entry_date: Date;
  miles: number | null;
  steps: number | null;
  minutes: number | null;
  category: string;
  is_virtual: boolean;
}

export function workoutRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // ---- on a challenge event --------------------------------------------------------------------

  async function recordWorkout(c: Context<AppEnv>) {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only record your own workouts.');
    const row = await loadEvent(db, idParam(c));
    if (row.challenge_id === null) throw new HttpError(409, 'not_challenge_event', 'Workouts can only be recorded for challenge events.');
    if (row.status === 'Canceled') throw eventCanceled();
    const now = clock.now();
    if (compareEventDay(row.start_at, row.time_zone_id, now) < 0) throw validationError({ _: 'Workouts can be recorded from the day of the event.' });
    if (row.host_id !== userId) {
      const a = await db.query<{ status: string }>('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, userId]);
      if (a.rows[0]?.status !== 'checked_in') throw forbidden('Check in to this event to record a workout.', 'not_checked_in');
    }
    const unit = (await db.query<{ required_unit: string }>('SELECT required_unit FROM challenges WHERE id = $1', [row.challenge_id])).rows[0]?.required_unit;
    const w = parseWorkout(await readJson(c), unit ?? null);
    const challengeId = row.challenge_id;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (event_id, user_id) DO UPDATE SET miles = EXCLUDED.miles, steps = EXCLUDED.steps, minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
        [row.id, userId, w.miles, w.steps, w.minutes, now],
      );
      // The challenge's score, and its badge once the goal is reached (docs/api.md 'Challenges').
      await refreshScores(tx, challengeId, userId, now);
    });
    return c.json({ event_id: row.id, ...w }, c.req.method === 'POST' ? 201 : 200);
  }

  app.post(WORKOUT, recordWorkout);
  app.put(WORKOUT, recordWorkout);

  app.get(WORKOUT, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only read your own workouts.');
    const row = await loadEvent(db, idParam(c));
    const { rows } = await db.query<{ miles: number | null; steps: number | null; minutes: number | null }>(
      'SELECT miles, steps, minutes FROM event_workouts WHERE event_id = $1 AND user_id = $2',
      [row.id, userId],
    );
    if (!rows[0]) throw notFound(NO_WORKOUT);
    return c.json({ event_id: row.id, ...rows[0] });
  });

  app.delete(WORKOUT, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only delete your own workouts.');
    const eventId = idParam(c);
    if (!(await deleteWorkout(db, eventId, userId, clock.now()))) throw notFound(NO_WORKOUT);
    return c.body(null, 204);
  });

  // ---- a member's workout log ------------------------------------------------------------------

  app.get(`${USER}/workout`, async (c) => {
    const userId = idParam(c);
    requireOwner(c, userId, 'You can only read your own workouts.');
    const { rows } = await db.query<LogRow>(
      `SELECT w.event_id, e.name AS event_name, e.chapter_id, g.name AS chapter_name, g.type AS chapter_type, e.challenge_id,
              w.created_at AS entry_date, w.miles, w.steps, w.minutes, e.category, e.is_virtual
         FROM event_workouts w JOIN events e ON e.id = w.event_id LEFT JOIN groups g ON g.id = e.chapter_id
        WHERE w.user_id = $1 AND NOT e.is_removed
        ORDER BY w.created_at DESC, w.event_id DESC`,
      [userId],
    );
    return c.json({
      data: rows.map(({ category, is_virtual, entry_date, ...r }) => ({ ...r, entry_date: entry_date.toISOString(), event: { category, is_virtual } })),
    });
  });

  app.delete(`${USER}/workout/:eventId${ID}`, async (c) => {
    const userId = idParam(c);
    requireOwner(c, userId, 'You can only delete your own workouts.');
    if (!(await deleteWorkout(db, idParam(c, 'eventId'), userId, clock.now()))) throw notFound(NO_WORKOUT);
    return c.body(null, 204);
  });

  app.get(`${USER}/workout/metrics`, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    await assertReadable(db, viewer, id);
    const { month } = queryInput(c, monthQuery);
    const [y, m] = month.split('-').map(Number);
    const from = new Date(Date.UTC(y, m - 1, 1));
    const to = new Date(Date.UTC(y, m, 1));
    const { rows } = await db.query<{ miles: number; steps: number; minutes: number; workouts: number; check_ins: number }>(
      `SELECT COALESCE(sum(w.miles), 0)::float8 AS miles, COALESCE(sum(w.steps), 0)::int AS steps,
              COALESCE(sum(w.minutes), 0)::float8 AS minutes, count(*)::int AS workouts,
              (SELECT count(*)::int FROM event_attendees a JOIN events ev ON ev.id = a.event_id
                WHERE a.user_id = $1 AND a.status = 'checked_in' AND NOT ev.is_removed AND ev.start_at >= $2 AND ev.start_at < $3) AS check_ins
         FROM event_workouts w JOIN events e ON e.id = w.event_id
        WHERE w.user_id = $1 AND NOT e.is_removed AND e.start_at >= $2 AND e.start_at < $3`,
      [id, from, to],
    );
    const r = rows[0];
    return c.json({ month: `${y}-${m}`, miles: Math.round(r.miles * 100) / 100, steps: r.steps, minutes: Math.round(r.minutes * 100) / 100, workouts: r.workouts, check_ins: r.check_ins });
  });

  return app;
}
