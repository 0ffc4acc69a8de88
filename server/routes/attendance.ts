/**
 * Attendance under `/api/v1`: an event's attendees (by status, paged), a member's own status,
 * setting it (going, interested, checked in, none; hosts and group staff check others in) and the
 * followed members going to a list of events.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { badRequestQuery } from '../http/bad-request-query';
import { forbidden, notFound, validationError } from '../http/errors';
import { idParam, jsonBody } from '../http/validate';
import { refreshScores } from '../challenges/scores';
import { assertCanCheckInOther } from '../events/check-in';
import { eventCanceled, loadEvent } from '../events/load';
import { canManageEvent } from '../events/permissions';
import { ATTENDANCE_STATUSES, ATTENDEE_COLUMNS, ATTENDEE_JOIN, attendee, attendeePage, type AttendeeRow } from '../events/queries';
import { compareEventDay } from '../events/time';
import { ID } from './paths';

const ATTENDEES = `/v1/mobile_event/:id${ID}/attendees`;

const attendanceBody = z.object({
  attendance_status: z.enum(['going', 'interested', 'checked-in', 'checked_in', 'none'], { error: 'Must be going, interested, checked-in or none.' }),
});

const eventIdList = z.object({
  event_ids: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Must be a list of event ids.').transform(Number)).max(100)),
});

export function attendanceRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(ATTENDEES, async (c) => {
    const row = await loadEvent(db, idParam(c));
    const q = badRequestQuery(c, z.object({ attendance_status: z.enum(ATTENDANCE_STATUSES).optional(), page: z.coerce.number().int().min(0).default(0) }));
    if (q.attendance_status) return c.json(await attendeePage(db, row.id, q.attendance_status, q.page));
    const [going, interested, checked_in] = await Promise.all(ATTENDANCE_STATUSES.map((s) => attendeePage(db, row.id, s, 0)));
    return c.json({ going, interested, checked_in });
  });

  app.get(`${ATTENDEES}/:userId${ID}`, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only read your own attendance.');
    const row = await loadEvent(db, idParam(c));
    const { rows } = await db.query<{ status: string }>('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, userId]);
    if (!rows[0]) throw notFound('No attendance for this event.');
    return c.json({ attendance_status: rows[0].status });
  });

  async function setAttendance(c: Context<AppEnv>) {
    const caller = requireUser(c);
    const target = idParam(c, 'userId');
    const { attendance_status } = await jsonBody(c, attendanceBody);
    const status = attendance_status === 'checked-in' ? 'checked_in' : attendance_status;
    const row = await loadEvent(db, idParam(c), { removed: 'conflict' });
    if (row.status === 'Canceled') throw eventCanceled();
    if (target !== caller) {
      if (status !== 'checked_in' || !(await canManageEvent(db, row, caller))) throw forbidden('You can only change your own attendance.');
      await assertCanCheckInOther(db, row, caller, target);
    } else if (row.host_id === caller) {
      throw forbidden('The host cannot change their attendance on their own event.', 'host_attendance');
    }
    const now = clock.now();
    const day = compareEventDay(row.start_at, row.time_zone_id, now);
    if ((status === 'going' || status === 'interested') && day >= 0) {
      throw validationError({ attendance_status: 'Going and Interested are only available before the day of the event.' });
    }
    if (status === 'checked_in' && day < 0) throw validationError({ attendance_status: 'Check-in opens on the day of the event.' });
    await db.transaction(async (tx) => {
      if (status === 'none') {
        await tx.query('DELETE FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, target]);
        if (row.challenge_id !== null) await refreshScores(tx, row.challenge_id, target, now);
        return;
      }
      await tx.query(
        `INSERT INTO event_attendees (event_id, user_id, status, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
        [row.id, target, status, now],
      );
      if (status === 'checked_in' && row.challenge_id !== null) {
        await tx.query('INSERT INTO challenge_participants (challenge_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [row.challenge_id, target, now]);
      }
      // A check-in counts in a check-ins challenge, and a removed one no longer does; the badge may be won here.
      if (row.challenge_id !== null) await refreshScores(tx, row.challenge_id, target, now);
    });
    return c.json({ attendance_status: status === 'none' ? null : status });
  }

  app.post(`${ATTENDEES}/:userId${ID}`, setAttendance);
  app.put(`${ATTENDEES}/:userId${ID}`, setAttendance);

  app.get(`/v1/user/:id${ID}/followed_attendees`, async (c) => {
    const me = idParam(c);
    requireOwner(c, me, 'You can only read your own followed attendees.');
    const { event_ids } = badRequestQuery(c, eventIdList);
    const ids = [...new Set(event_ids)];
    const { rows } = await db.query<AttendeeRow & { event_id: number }>(
      `SELECT a.event_id, ${ATTENDEE_COLUMNS} FROM event_attendees a ${ATTENDEE_JOIN}
         JOIN follows f ON f.follower_id = $1 AND f.followed_id = a.user_id
        WHERE a.event_id = ANY($2::int[]) AND a.status IN ('going', 'checked_in') AND u.deleted_at IS NULL
        ORDER BY a.event_id, a.updated_at, a.user_id`,
      [me, ids],
    );
    return c.json(ids.map((event_id) => ({ event_id, attendees: rows.filter((r) => r.event_id === event_id).map(attendee) })));
  });

  return app;
}
