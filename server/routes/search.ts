/**
 * Search under `/api/v1/search` (docs/api.md 'Groups', 'Member search'):
 * `GET group?name&user_id&lat&long&chapter_id&offset`: groups by name or place (server/groups/search.ts),
 * `{my_groups, other_groups, offset, next}`; public (a member token adds `my_groups`).
 * `GET user/group?group_id&event_id&name&zip_code|city&<member filters>&offset`: a group's members,
 * 25 a page (`{count, next, data, ignored_filters}`, server/groups/member-search.ts). Members only.
 * `GET user?name&chapter_id&offset`: every member by name prefix (server/users/search.ts), for the
 * feed's people search and @mention suggestions. Members only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { BRANCHES, MILITARY_STATUSES } from '../../src/lib/military';
import { MEMBER_STATUS_CODES } from '../../src/lib/groups';
import { stateCode } from '../../src/lib/us-states';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden } from '../http/errors';
import { queryInput } from '../http/validate';
import { findGroup } from '../groups/load';
import { isGroupStaff } from '../groups/member-entry';
import { searchGroupMembers } from '../groups/member-search';
import { searchGroups } from '../groups/search';
import { normaliseZip } from '../services/geo';
import { searchUsers } from '../users/search';
import { originOf, viewerOf } from './groups';

const idValue = z.coerce.number().int().positive().max(2_147_483_647);
const offset = z.coerce.number().int().min(0).max(100_000).default(0);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Enter a date as YYYY-MM-DD.');
/** A comma-separated set whose every item is one of `choices`. */
const setOf = (choices: readonly string[]) =>
  z
    .string()
    .max(500)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .refine((list) => list.every((s) => choices.includes(s)), { error: `Choose from: ${choices.join(', ')}.` });
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const memberSearchQuery = z.object({
  group_id: idValue,
  event_id: idValue.optional(),
  name: z.string().trim().max(100, 'The search is too long (at most 100 characters).').optional(),
  zip_code: z
    .string()
    .trim()
    .refine((v) => normaliseZip(v) !== null, 'Enter a 5-digit zip code.')
    .transform((v) => normaliseZip(v)!)
    .optional(),
  city: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((v) => {
      const [city, state] = v.split(',').map((s) => s.trim());
      return { city, state: state ? (stateCode(state) ?? state.toUpperCase()) : null };
    })
    .optional(),
  joined_date: isoDate.optional(),
  check_in_after_date: isoDate.optional(),
  check_in_frequency: z.coerce.number().int().min(0).max(10_000).optional(),
  member_status: setOf(MEMBER_STATUS_CODES).optional(),
  branch: setOf(BRANCHES).optional(),
  military_status: setOf(MILITARY_STATUSES).optional(),
  default_group: flag.optional(),
  is_eagle_leader: flag.optional(),
  offset,
});

const groupSearchQuery = z.object({
  name: z.string().trim().max(100, 'The search is too long (at most 100 characters).').default(''),
  user_id: idValue.optional(),
  chapter_id: idValue.optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  long: z.coerce.number().min(-180).max(180).optional(),
  offset,
});

export function searchRoutes({ db, config, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user', async (c) => {
    const viewer = requireUser(c);
    const q = queryInput(
      c,
      z.object({
        name: z.string().trim().max(100, 'The search is too long (at most 100 characters).').default(''),
        chapter_id: z.coerce.number().int().positive().optional(),
        offset,
      }),
    );
    return c.json(await searchUsers(db, { viewer, name: q.name, chapterId: q.chapter_id, offset: q.offset }));
  });

  app.get('/user/group', async (c) => {
    const viewer = requireUser(c);
    const q = queryInput(c, memberSearchQuery);
    await findGroup(db, q.group_id);
    const staff = await isGroupStaff(db, q.group_id, viewer);
    return c.json(await searchGroupMembers(db, { ...q, groupId: q.group_id, eventId: q.event_id ?? null, staff, now: clock.now() }));
  });

  app.get('/group', async (c) => {
    const q = queryInput(c, groupSearchQuery);
    // `user_id` names whose groups are `my_groups`: the caller only.
    const viewer = q.user_id !== undefined ? requireUser(c) : viewerOf(c);
    if (q.user_id !== undefined && q.user_id !== viewer) throw forbidden('You can only search groups as yourself.');
    const origin = await originOf(db, q);
    const page = await searchGroups(db, { viewer, text: q.name, origin, offset: q.offset, now: clock.now() });
    let next: string | null = null;
    if (page.offset !== null) {
      const url = new URL(`${config.publicUrl ?? new URL(c.req.url).origin}/api/v1/search/group`);
      for (const [key, value] of Object.entries(c.req.query())) if (key !== 'offset') url.searchParams.set(key, value);
      url.searchParams.set('offset', String(page.offset));
      next = url.toString();
    }
    return c.json({ ...page, next });
  });

  return app;
}
