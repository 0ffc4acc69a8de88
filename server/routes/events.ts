/**
 * Events under `/api/v1/mobile_event`: list, create, read, edit, cancel, remove and the calendar
 * file. Reads are public (a member token adds the member's own fields). Attendance, workouts and
 * reports have their own routers.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { badRequestQuery } from '../http/bad-request-query';
import { HttpError, forbidden } from '../http/errors';
import { idParam, jsonBody, readJson } from '../http/validate';
import { refreshChallenges } from '../challenges/scores';
import { eventDetail, loadEventDetail } from '../events/detail';
import { eventIcs } from '../events/ics';
import { CATEGORIES, parseEventInput } from '../events/input';
import { loadEvent } from '../events/load';
import { attendeesShouldKnow, notifyAttendees } from '../events/notify';
import { canManageEvent } from '../events/permissions';
import { GROUP_FILTERS, type GroupFilter } from '../events/list';
import { listBody } from '../events/list-body';
import { listEvents } from '../events/list-cache';
import { derivedStatus } from '../events/time';
import { checkReferences, createEvents, updateEvent } from '../events/writes';
import { ID } from './paths';

const EVENT = `/v1/mobile_event/:id${ID}`;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const idValue = z.coerce.number().int().positive().max(2_147_483_647);
const dateValue = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Must be an ISO date or date-time.' })
  .transform((v) => new Date(v));

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
  group_filter: z.enum(Object.keys(GROUP_FILTERS) as [GroupFilter]).optional(),
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

/** A JSON text with its length: http/compression.ts then need not read a body it will not compress. */
const jsonText = (c: Context<AppEnv>, json: string) => c.body(json, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)) });

export function eventRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  /** The caller's id when a member token was sent (reads are public). */
  const viewerOf = (c: Context<AppEnv>) => c.get('auth')?.userId ?? null;

  async function respondDetail(c: Context<AppEnv>, id: number, status: 200 | 201 = 200, extra: Record<string, unknown> = {}) {
    const viewer = viewerOf(c);
    const row = await loadEventDetail(db, id, viewer, { removed: 'allow' });
    return c.json({ ...extra, ...eventDetail(row, viewer, clock.now()) }, status);
  }

  // ---- list ------------------------------------------------------------------------------------

  async function list(c: Context<AppEnv>) {
    const q = badRequestQuery(c, listQuery);
    // group_filter, hosting and attendee are about the caller: a member token is needed.
    const viewer = q.group_filter || q.hosting || q.attendee !== undefined ? requireUser(c) : null;
    if (q.attendee !== undefined && q.attendee !== viewer) throw forbidden("You can only list your own events' attendance.");
    return jsonText(c, listBody(await listEvents(db, q, viewer), q.limit, clock.now()));
  }

  app.get('/v1/mobile_event', list);
  app.get('/v1/mobile_event/', list);

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
    await checkReferences(db, input, caller, null);
    const ids = await createEvents(db, input, caller, now);
    return respondDetail(c, ids[0], 201, { id: ids[0], occurrence_ids: ids });
  }

  app.post('/v1/mobile_event', create);
  app.post('/v1/mobile_event/', create);

  // ---- one event -------------------------------------------------------------------------------

  // One query: the event with everything the detail shows (events/detail.ts).
  app.get(EVENT, async (c) => {
    const viewer = viewerOf(c);
    const row = await loadEventDetail(db, idParam(c), viewer);
    return jsonText(c, JSON.stringify(eventDetail(row, viewer, clock.now())));
  });

  /** The caller manages the event and it is neither canceled nor completed. */
  async function editable(c: Context<AppEnv>) {
    const caller = requireUser(c);
    const row = await loadEvent(db, idParam(c));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can change this event.');
    const status = derivedStatus(row, clock.now());
    if (status === 'Canceled' || status === 'Completed') throw new HttpError(409, 'event_closed', `This event is ${status.toLowerCase()} and can no longer be changed.`);
    return { caller, row };
  }

  app.put(EVENT, async (c) => {
    const { caller, row } = await editable(c);
    const now = clock.now();
    const input = parseEventInput(await readJson(c), { now, allowRecurrence: false, keepStart: row.start_at });
    await checkReferences(db, input, caller, row);
    await db.transaction(async (tx) => {
      await updateEvent(tx, row.id, input, now);
      if (attendeesShouldKnow(row, input)) await notifyAttendees(tx, row.id, caller, 'update', now);
    });
    // The event's day or challenge may have changed: the scores of both challenges (docs/api.md 'Challenges').
    await refreshChallenges(db, [row.challenge_id, input.challenge_id], now);
    return respondDetail(c, row.id);
  });

  app.patch(EVENT, async (c) => {
    const caller = requireUser(c);
    const row = await loadEvent(db, idParam(c));
    await jsonBody(c, z.object({ status: z.literal('Canceled', { error: "Only {status: 'Canceled'} can be patched." }) }));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can cancel this event.');
    const status = derivedStatus(row, clock.now());
    if (status === 'Completed') throw new HttpError(409, 'event_closed', 'This event is completed and can no longer be canceled.');
    if (status !== 'Canceled') {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE events SET status = 'Canceled', updated_at = $2 WHERE id = $1", [row.id, clock.now()]);
        await notifyAttendees(tx, row.id, caller, 'cancel', clock.now());
      });
      await refreshChallenges(db, [row.challenge_id], clock.now()); // a canceled event no longer counts
    }
    return respondDetail(c, row.id);
  });

  app.delete(EVENT, async (c) => {
    const caller = requireUser(c);
    const row = await loadEvent(db, idParam(c));
    if (!(await canManageEvent(db, row, caller))) throw forbidden('Only the host or an admin or moderator of the group can remove this event.');
    if (row.status !== 'Canceled') throw new HttpError(409, 'event_not_canceled', 'Cancel the event before removing it.');
    await db.query('UPDATE events SET is_removed = true, updated_at = $2 WHERE id = $1', [row.id, clock.now()]);
    return c.body(null, 204);
  });

  app.get(`${EVENT}/ics`, async (c) => {
    const row = await loadEvent(db, idParam(c));
    const base = config.publicUrl ?? new URL(c.req.url).origin;
    const body = eventIcs(row, { host: new URL(base).host, url: `${base}/events/${row.id}`, now: clock.now() });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="event-${row.id}.ics"` });
  });

  return app;
}
