/**
 * Events under `/api/v1`: `mobile_event` (list, create, read, edit, cancel, remove), attendees and
 * attendance, workouts on challenge events, the calendar file, followed attendees, the workout log
 * and event reports. Reads are public (a member token adds the member's own fields).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth/middleware';
import type { Db } from '../db/client';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, forbidden, notFound, validationError, type FieldErrors } from '../http/errors';
import { idParam, jsonBody, parseInput, readJson } from '../http/validate';
import { assertCanCheckInOther } from '../events/check-in';
import { eventDetail } from '../events/detail';
import { eventIcs } from '../events/ics';
import { CATEGORIES, parseEventInput, type EventInput } from '../events/input';
import { canHostGroupEvent, canManageEvent, groupRole } from '../events/permissions';
import {
  ATTENDANCE_STATUSES,
  ATTENDEE_COLUMNS,
  ATTENDEE_JOIN,
  CARD_COLUMNS,
  CARD_FROM,
  attendee,
  attendeePage,
  distanceSql,
  eventCard,
  loadCardRow,
  type AttendeeRow,
  type CardRow,
} from '../events/queries';
import { expandRecurrence } from '../events/recurrence';
import { compareEventDay, derivedStatus } from '../events/time';

const ID = '{[0-9]+}';
const EVENT = `/mobile_event/:id${ID}`;
const REMOVED_MESSAGE = 'This event you are looking for has been canceled and removed.';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const idValue = z.coerce.number().int().positive().max(2_147_483_647);
const dateValue = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Must be an ISO date or date-time.' })
  .transform((v) => new Date(v));

const GROUP_FILTERS = { 'my-groups': null, 'my-chapters': 'chapter', 'my-activity-groups': 'activity', 'my-sponsor-groups': 'sponsor' } as const;

const listQuery = z.object({
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  page: z.coerce.number().int().min(0).optional(),
  search: z.string().trim().max(200).optional(),
  chapter_id: idValue.optional(),
  challenge_id: idValue.optional(),
  category: z
    .string()
    .transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean))
    .refine((list) => list.every((c) => (CATEGORIES as readonly string[]).includes(c)), { error: 'Unknown category.' })
    .optional(),
  group_filter: z.enum(Object.keys(GROUP_FILTERS) as [keyof typeof GROUP_FILTERS]).optional(),
  chapter_hosted: flag.optional(),
  is_all_day: flag.optional(),
  is_virtual: flag.optional(),
  virtual_event_category: z.enum(['workout', 'challenge']).optional(),
  distance: z.coerce.number().positive().max(25_000).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
  sort: z.enum(['date', 'attendees']).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
  after: dateValue.optional(),
  before: dateValue.optional(),
  host_id: idValue.optional(),
  attendee: idValue.optional(),
  hosting: flag.optional(),
});

/** Query input where a bad value is a 400 `bad_request` (the client shows an empty list). */
function badRequestQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  try {
    return parseInput(schema, raw);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) throw new HttpError(400, 'bad_request', error.message, { fields: error.fields });
    throw error;
  }
}

const attendanceBody = z.object({
  attendance_status: z.enum(['going', 'interested', 'checked-in', 'checked_in', 'none'], { error: 'Must be going, interested, checked-in or none.' }),
});

const WORKOUT_MSG = {
  required: 'THIS FIELD IS REQUIRED',
  number: 'PLEASE ENTER A NUMBER',
  negative: 'Must not be negative.',
  decimals: 'TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED',
  empty: 'Empty workout not allowed. Please enter at least one field.',
} as const;

export function eventRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  /** The caller's id when a member token was sent (reads are public). */
  const viewerOf = (c: Context<AppEnv>) => c.get('auth')?.userId ?? null;

  async function loadEvent(id: number, opts: { removed?: 'gone' | 'conflict' | 'allow' } = {}): Promise<CardRow> {
    const row = await loadCardRow(db, id);
    if (!row) throw notFound('This event does not exist.');
    if (row.is_removed && opts.removed !== 'allow') {
      if (opts.removed === 'conflict') throw new HttpError(409, 'event_canceled', 'This event has been canceled.');
      throw new HttpError(410, 'event_removed', REMOVED_MESSAGE);
    }
    return row;
  }

  async function respondDetail(c: Context<AppEnv>, id: number, status: 200 | 201 = 200, extra: Record<string, unknown> = {}) {
    const row = await loadEvent(id, { removed: 'allow' });
    const detail = await eventDetail(db, row, viewerOf(c), clock.now());
    return c.json({ ...extra, ...detail }, status);
  }

  /** Groups, hosts and challenges the form names must exist; who may host what. */
  async function checkReferences(input: EventInput, caller: number, previous: CardRow | null) {
    const fields: FieldErrors = {};
    if (input.chapter_id !== null) {
      const g = await db.query('SELECT 1 FROM groups WHERE id = $1', [input.chapter_id]);
      if (!g.rows.length) fields.chapter_id = 'This group does not exist.';
    }
    const h = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [input.host_id]);
    if (!h.rows.length) fields.host = 'HOST SELECTION IS REQUIRED';
    if (input.challenge_id !== null) {
      const ch = await db.query('SELECT 1 FROM challenges WHERE id = $1', [input.challenge_id]);
      if (!ch.rows.length) fields.challenge_id = 'This challenge does not exist.';
    }
    if (Object.keys(fields).length) throw validationError(fields);

    const groupChanged = !previous || previous.chapter_id !== input.chapter_id || previous.chapter_hosted !== input.chapter_hosted;
    if (input.chapter_hosted) {
      if (groupChanged && !(await canHostGroupEvent(db, input.chapter_id!, caller))) {
        throw forbidden('Only an admin or moderator of the group, or one of its Eagle Leaders, can create a group event.');
      }
    } else {
      const allowedHosts = previous ? [previous.host_id, caller] : [caller];
      if (!allowedHosts.includes(input.host_id)) throw forbidden('A member event is hosted by the member who creates it.');
      if (input.chapter_id !== null && groupChanged && (await groupRole(db, input.chapter_id, caller)) === null) {
        throw forbidden('Join the group to create an event in it.');
      }
    }
  }

  // ---- list ------------------------------------------------------------------------------------

  async function list(c: Context<AppEnv>) {
    const q = badRequestQuery(c, listQuery);
    const where: string[] = ['NOT e.is_removed'];
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (q.search) {
      const like = p(`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where.push(`(e.name ILIKE ${like} OR e.description ILIKE ${like} OR e.city ILIKE ${like})`);
    }
    if (q.chapter_id !== undefined) where.push(`e.chapter_id = ${p(q.chapter_id)}`);
    if (q.challenge_id !== undefined) where.push(`e.challenge_id = ${p(q.challenge_id)}`);
    if (q.category?.length) where.push(`e.category = ANY(${p(q.category)}::text[])`);
    if (q.group_filter) {
      const me = requireUser(c);
      const type = GROUP_FILTERS[q.group_filter];
      where.push(
        `e.chapter_id IN (SELECT m.group_id FROM group_memberships m JOIN groups gm ON gm.id = m.group_id WHERE m.user_id = ${p(me)}${type ? ` AND gm.type = ${p(type)}` : ''})`,
      );
    }
    if (q.chapter_hosted !== undefined) where.push(`e.chapter_hosted = ${p(q.chapter_hosted)}`);
    if (q.is_all_day !== undefined) where.push(`e.is_all_day = ${p(q.is_all_day)}`);
    if (q.is_virtual !== undefined) where.push(`e.is_virtual = ${p(q.is_virtual)}`);
    if (q.virtual_event_category) where.push(`e.virtual_event_category = ${p(q.virtual_event_category)}`);
    if (q.after) where.push(`e.end_at >= ${p(q.after)}`);
    if (q.before) where.push(`e.start_at < ${p(q.before)}`);
    if (q.host_id !== undefined) where.push(`e.host_id = ${p(q.host_id)}`);
    if (q.hosting) where.push(`e.host_id = ${p(requireUser(c))}`);
    if (q.attendee !== undefined) {
      const me = requireUser(c);
      if (q.attendee !== me) throw forbidden("You can only list your own events' attendance.");
      where.push(`EXISTS (SELECT 1 FROM event_attendees ea WHERE ea.event_id = e.id AND ea.user_id = ${p(me)})`);
    }
    let distanceColumn = '';
    let unusedParams = 0;
    if (q.distance !== undefined || q.lat !== undefined || q.long !== undefined) {
      if (q.lat === undefined || q.long === undefined) {
        throw new HttpError(400, 'bad_request', 'lat and long go together (and distance needs both).', { fields: { [q.lat === undefined ? 'lat' : 'long']: 'This field is required.' } });
      }
      params.push(q.lat, q.long);
      const dist = distanceSql(params.length - 1, params.length);
      distanceColumn = `, CASE WHEN e.latitude IS NULL OR e.longitude IS NULL THEN NULL ELSE ${dist} END AS distance`;
      if (q.distance === undefined) unusedParams = 2;
      else where.push(`NOT e.is_virtual AND e.latitude IS NOT NULL AND e.longitude IS NOT NULL AND ${dist} <= ${p(q.distance)}`);
    }
    const whereSql = where.join(' AND ');
    const sortBy = q.sort ?? 'date';
    const dir = (q.sort_order ?? (sortBy === 'date' ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
    const order = sortBy === 'date' ? `e.start_at ${dir}, e.id ${dir}` : `attendees_count ${dir}, e.start_at ASC, e.id ASC`;
    const offset = q.offset ?? (q.page !== undefined ? q.page * 10 : 0);
    const countParams = params.slice(0, params.length - unusedParams);
    const [rows, total] = await Promise.all([
      db.query<CardRow>(`SELECT ${CARD_COLUMNS}${distanceColumn} ${CARD_FROM} WHERE ${whereSql} ORDER BY ${order} LIMIT ${p(q.limit)} OFFSET ${p(offset)}`, params),
      db.query<{ n: number }>(`SELECT count(*) AS n FROM events e WHERE ${whereSql}`, countParams),
    ]);
    const now = clock.now();
    const count = total.rows[0].n;
    return c.json({ data: rows.rows.map((r) => eventCard(r, now)), count, total_number_pages: Math.ceil(count / q.limit), total_number_posts: count });
  }

  app.get('/mobile_event', list);
  app.get('/mobile_event/', list);

  // ---- create ----------------------------------------------------------------------------------

  async function create(c: Context<AppEnv>) {
    const caller = requireUser(c);
    const { rows } = await db.query<{ anonymous_profile: boolean; salesforce_contact_id: string | null }>(
      'SELECT anonymous_profile, salesforce_contact_id FROM users WHERE id = $1 AND deleted_at IS NULL',
      [caller],
    );
    const me = rows[0];
    if (!me) throw forbidden();
    if (me.anonymous_profile) throw forbidden('Members with an anonymous profile cannot create events.', 'anonymous_profile');
    if (!me.salesforce_contact_id) throw forbidden('Unable to create an event until your account has fully synced. Try again in 15 minutes.', 'account_not_synced');
    const now = clock.now();
    const input = parseEventInput(await readJson(c), { now, allowRecurrence: true });
    await checkReferences(input, caller, null);

    const occurrences = input.recurrence ? expandRecurrence(input.recurrence, input.start_at, input.end_at, input.time_zone_id) : [{ start: input.start_at, end: input.end_at }];
    const ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (const o of occurrences) out.push(await insertEvent(tx, input, caller, o.start, o.end, out[0] ?? null, now));
      if (input.recurrence) await tx.query('UPDATE events SET series_id = $1 WHERE id = $1', [out[0]]);
      return out;
    });
    return respondDetail(c, ids[0], 201, { id: ids[0], occurrence_ids: ids });
  }

  app.post('/mobile_event', create);
  app.post('/mobile_event/', create);

  // ---- one event -------------------------------------------------------------------------------

  app.get(EVENT, async (c) => {
    const row = await loadEvent(idParam(c));
    return c.json(await eventDetail(db, row, viewerOf(c), clock.now()));
  });

  /** The caller manages the event and it is neither canceled nor completed. */
  async function editable(c: Context<AppEnv>) {
    const caller = requireUser(c);
    const row = await loadEvent(idParam(c));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can change this event.');
    const status = derivedStatus(row, clock.now());
    if (status === 'Canceled' || status === 'Completed') throw new HttpError(409, 'event_closed', `This event is ${status.toLowerCase()} and can no longer be changed.`);
    return { caller, row };
  }

  app.put(EVENT, async (c) => {
    const { caller, row } = await editable(c);
    const now = clock.now();
    const input = parseEventInput(await readJson(c), { now, allowRecurrence: false, keepStart: row.start_at });
    await checkReferences(input, caller, row);
    await db.query(
      `UPDATE events SET name = $2, host_id = $3, category = $4, description = $5, start_at = $6, end_at = $7, chapter_id = $8, chapter_hosted = $9,
              photo_url = $10, links = $11::jsonb, latitude = $12, longitude = $13, address = $14, city = $15, state = $16, zip = $17, country = $18,
              is_virtual = $19, is_all_day = $20, virtual_event_category = $21, time_zone_id = $22, time_zone_name = $23, challenge_id = $24, updated_at = $25
        WHERE id = $1`,
      [row.id, ...eventValues(input), now],
    );
    return respondDetail(c, row.id);
  });

  app.patch(EVENT, async (c) => {
    const caller = requireUser(c);
    const row = await loadEvent(idParam(c));
    await jsonBody(c, z.object({ status: z.literal('Canceled', { error: "Only {status: 'Canceled'} can be patched." }) }));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can cancel this event.');
    const status = derivedStatus(row, clock.now());
    if (status === 'Completed') throw new HttpError(409, 'event_closed', 'This event is completed and can no longer be canceled.');
    if (status !== 'Canceled') await db.query("UPDATE events SET status = 'Canceled', updated_at = $2 WHERE id = $1", [row.id, clock.now()]);
    return respondDetail(c, row.id);
  });

  app.delete(EVENT, async (c) => {
    const caller = requireUser(c);
    const row = await loadEvent(idParam(c));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can remove this event.');
    if (row.status !== 'Canceled') throw new HttpError(409, 'event_not_canceled', 'Cancel the event before removing it.');
    await db.query('UPDATE events SET is_removed = true, updated_at = $2 WHERE id = $1', [row.id, clock.now()]);
    return c.body(null, 204);
  });

  app.get(`${EVENT}/ics`, async (c) => {
    const row = await loadEvent(idParam(c));
    const base = config.publicUrl ?? new URL(c.req.url).origin;
    const body = eventIcs(row, { host: new URL(base).host, url: `${base}/events/${row.id}`, now: clock.now() });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="event-${row.id}.ics"` });
  });

  // ---- attendees -------------------------------------------------------------------------------

  app.get(`${EVENT}/attendees`, async (c) => {
    const row = await loadEvent(idParam(c));
    const q = badRequestQuery(c, z.object({ attendance_status: z.enum(ATTENDANCE_STATUSES).optional(), page: z.coerce.number().int().min(0).default(0) }));
    if (q.attendance_status) return c.json(await attendeePage(db, row.id, q.attendance_status, q.page));
    const [going, interested, checked_in] = await Promise.all(ATTENDANCE_STATUSES.map((s) => attendeePage(db, row.id, s, 0)));
    return c.json({ going, interested, checked_in });
  });

  app.get(`${EVENT}/attendees/:userId${ID}`, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only read your own attendance.');
    const row = await loadEvent(idParam(c));
    const { rows } = await db.query<{ status: string }>('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, userId]);
    if (!rows[0]) throw notFound('No attendance for this event.');
    return c.json({ attendance_status: rows[0].status });
  });

  async function setAttendance(c: Context<AppEnv>) {
    const caller = requireUser(c);
    const target = idParam(c, 'userId');
    const { attendance_status } = await jsonBody(c, attendanceBody);
    const status = attendance_status === 'checked-in' ? 'checked_in' : attendance_status;
    const row = await loadEvent(idParam(c), { removed: 'conflict' });
    if (row.status === 'Canceled') throw new HttpError(409, 'event_canceled', 'This event has been canceled.');
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
    });
    return c.json({ attendance_status: status === 'none' ? null : status });
  }

  app.post(`${EVENT}/attendees/:userId${ID}`, setAttendance);
  app.put(`${EVENT}/attendees/:userId${ID}`, setAttendance);

  app.get(`/user/:id${ID}/followed_attendees`, async (c) => {
    const me = idParam(c);
    requireOwner(c, me, 'You can only read your own followed attendees.');
    const { event_ids } = badRequestQuery(
      c,
      z.object({
        event_ids: z
          .string()
          .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
          .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Must be a list of event ids.').transform(Number)).max(100)),
      }),
    );
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

  // ---- workouts --------------------------------------------------------------------------------

  const WORKOUT = `${EVENT}/workout/:userId${ID}`;

  async function recordWorkout(c: Context<AppEnv>) {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only record your own workouts.');
    const row = await loadEvent(idParam(c));
    if (row.challenge_id === null) throw new HttpError(409, 'not_challenge_event', 'Workouts can only be recorded for challenge events.');
    if (row.status === 'Canceled') throw new HttpError(409, 'event_canceled', 'This event has been canceled.');
    const now = clock.now();
    if (compareEventDay(row.start_at, row.time_zone_id, now) < 0) throw validationError({ _: 'Workouts can be recorded from the day of the event.' });
    if (row.host_id !== userId) {
      const a = await db.query<{ status: string }>('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, userId]);
      if (a.rows[0]?.status !== 'checked_in') throw forbidden('Check in to this event to record a workout.', 'not_checked_in');
    }
    const unit = (await db.query<{ required_unit: string }>('SELECT required_unit FROM challenges WHERE id = $1', [row.challenge_id])).rows[0]?.required_unit;
    const w = parseWorkout(await readJson(c), unit ?? null);
    await db.query(
      `INSERT INTO event_workouts (event_id, user_id, miles, steps, minutes, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (event_id, user_id) DO UPDATE SET miles = EXCLUDED.miles, steps = EXCLUDED.steps, minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
      [row.id, userId, w.miles, w.steps, w.minutes, now],
    );
    return c.json({ event_id: row.id, ...w }, c.req.method === 'POST' ? 201 : 200);
  }

  app.post(WORKOUT, recordWorkout);
  app.put(WORKOUT, recordWorkout);

  app.get(WORKOUT, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only read your own workouts.');
    const row = await loadEvent(idParam(c));
    const { rows } = await db.query<{ miles: number | null; steps: number | null; minutes: number | null }>(
      'SELECT miles, steps, minutes FROM event_workouts WHERE event_id = $1 AND user_id = $2',
      [row.id, userId],
    );
    if (!rows[0]) throw notFound('No workout recorded for this event.');
    return c.json({ event_id: row.id, ...rows[0] });
  });

  app.delete(WORKOUT, async (c) => {
    const userId = idParam(c, 'userId');
    requireOwner(c, userId, 'You can only delete your own workouts.');
    const eventId = idParam(c);
    if (!(await deleteWorkout(db, eventId, userId))) throw notFound('No workout recorded for this event.');
    return c.body(null, 204);
  });

  app.get(`/user/:id${ID}/workout`, async (c) => {
    const userId = idParam(c);
    requireOwner(c, userId, 'You can only read your own workouts.');
    const { rows } = await db.query<{
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
    }>(
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

  app.delete(`/user/:id${ID}/workout/:eventId${ID}`, async (c) => {
    const userId = idParam(c);
    requireOwner(c, userId, 'You can only delete your own workouts.');
    if (!(await deleteWorkout(db, idParam(c, 'eventId'), userId))) throw notFound('No workout recorded for this event.');
    return c.body(null, 204);
  });

  // ---- reports ---------------------------------------------------------------------------------

  app.post(`/report/event/:id${ID}`, async (c) => {
    const caller = requireUser(c);
    const body = await jsonBody(
      c,
      z.object({
        reporter: z.coerce.number().int().positive(),
        reason: z.string().trim().max(100).optional(),
        text: z.string().trim().max(1500).optional(),
      }),
    );
    if (body.reporter !== caller) throw forbidden('The reporter must be you.');
    const row = await loadEvent(idParam(c), { removed: 'allow' });
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, text, created_at) VALUES ($1, 'event', $2, $3, $4, $5) RETURNING id`,
      [caller, String(row.id), body.reason ?? null, body.text ?? null, clock.now()],
    );
    return c.json({ id: rows[0].id }, 201);
  });

  return app;
}

function eventValues(input: EventInput): unknown[] {
  return [
    input.name,
    input.host_id,
    input.category,
    input.description,
    input.start_at,
    input.end_at,
    input.chapter_id,
    input.chapter_hosted,
    input.photo_url,
    JSON.stringify(input.links),
    input.latitude,
    input.longitude,
    input.address,
    input.city,
    input.state,
    input.zip,
    input.country,
    input.is_virtual,
    input.is_all_day,
    input.virtual_event_category,
    input.time_zone_id,
    input.time_zone_name,
    input.challenge_id,
  ];
}

async function insertEvent(db: Db, input: EventInput, creator: number, start: Date, end: Date, seriesId: number | null, now: Date): Promise<number> {
  const values = eventValues({ ...input, start_at: start, end_at: end });
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, chapter_id, chapter_hosted, photo_url, links, latitude, longitude,
                         address, city, state, zip, country, is_virtual, is_all_day, virtual_event_category, time_zone_id, time_zone_name, challenge_id,
                         creator_id, recurrence, series_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25::jsonb, $26, $27, $28, $28)
     RETURNING id`,
    [...values, creator, input.recurrence ? JSON.stringify(input.recurrence) : null, seriesId, input.status, now],
  );
  return rows[0].id;
}

async function deleteWorkout(db: Db, eventId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM event_workouts WHERE event_id = $1 AND user_id = $2 RETURNING event_id', [eventId, userId]);
  return rows.length > 0;
}

interface Workout {
  miles: number | null;
  steps: number | null;
  minutes: number | null;
}

/** Workout fields: numbers (or numeric strings), at most two decimals, within the form's limits. */
function parseWorkout(raw: unknown, unit: string | null): Workout {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, 'invalid_request', 'The request body must be an object.');
  const b = raw as Record<string, unknown>;
  const fields: FieldErrors = {};
  const num = (key: 'miles' | 'steps' | 'minutes', max: number, opts: { integer?: boolean; tooLarge: string }): number | null => {
    const v = b[key];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return null;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d*\.?\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n)) fields[key] = WORKOUT_MSG.number;
    else if (n < 0) fields[key] = WORKOUT_MSG.negative;
    else if (opts.integer && !Number.isInteger(n)) fields[key] = 'Must be a whole number.';
    else if (Math.round(n * 100) / 100 !== n) fields[key] = WORKOUT_MSG.decimals;
    else if (n > max) fields[key] = opts.tooLarge;
    else return n;
    return null;
  };
  const w: Workout = {
    miles: num('miles', 999.99, { tooLarge: 'TOO LARGE OF AN INPUT, NO MORE THAN 999.99 MILES MAY BE USED' }),
    steps: num('steps', 99999, { integer: true, tooLarge: 'TOO LARGE OF AN INPUT, NO MORE THAN 99999 STEPS MAY BE USED' }),
    minutes: num('minutes', 1440, { tooLarge: 'TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY' }),
  };
  if (Object.keys(fields).length) throw validationError(fields);
  if (w.miles === null && w.steps === null && w.minutes === null) throw new HttpError(422, 'validation', WORKOUT_MSG.empty);
  if (unit === 'miles' && w.miles === null) fields.miles = WORKOUT_MSG.required;
  if (unit === 'steps' && w.steps === null) fields.steps = WORKOUT_MSG.required;
  if ((unit === 'minutes' || unit === 'least-minutes') && !w.minutes) fields.minutes = WORKOUT_MSG.required;
  if (Object.keys(fields).length) throw validationError(fields);
  return w;
}
