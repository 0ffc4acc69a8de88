/**
 * Groups (docs/api.md 'Groups'; events spec §2, §3, §4, §7 Groups): the hub's lists, a group,
 * joining and leaving, the member list, role checks and a member's relation to a group. The hub's
 * public lists (`activity`, `nearby`) and a group's detail read without a token (no avatars then);
 * everything else needs a member. Group search and member search live in search.ts; pins, group
 * admin moderation and the group feed in feed-pins.ts and feed.ts; reports in reports.ts; the
 * moderation audit trail (admins only) here, recorded by groups/audit.ts.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GROUP_LIST_TYPES } from '../../src/lib/groups';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden } from '../http/errors';
import { idParam, queryInput } from '../http/validate';
import { assertAuditReader, listModeration } from '../groups/audit';
import { groupPoint, listGroups, type Point } from '../groups/lists';
import { GROUP_TEXTS, findGroup, loadGroup } from '../groups/load';
import { isGroupStaff } from '../groups/member-entry';
import { listMembers } from '../groups/members';
import { groupRelation, joinGroup, leaveGroup } from '../groups/membership';
import { ID } from './paths';

const GROUP = `/v1/group/:id${ID}`;
const idValue = z.coerce.number().int().positive().max(2_147_483_647);
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

const listQuery = z.object({
  type: z.enum(GROUP_LIST_TYPES, { error: `Choose a type: ${GROUP_LIST_TYPES.join(', ')}.` }),
  chapter_id: idValue.optional(),
  lat: latitude.optional(),
  long: longitude.optional(),
});

const auditQuery = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });

const membersQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  event_id: idValue.optional(),
  status_not: z.enum(['c'], { error: "Only 'c' (checked in) can be left out." }).optional(),
});

/** The caller's id when a member token was sent (public reads). */
export const viewerOf = (c: Context<AppEnv>): number | null => c.get('auth')?.userId ?? null;

/** Where a list or search is about: a group's place (`chapter_id`), else `lat` and `long`, else none. */
export async function originOf(db: Deps['db'], q: { chapter_id?: number; lat?: number; long?: number }): Promise<Point | null> {
  if (q.chapter_id !== undefined) return groupPoint(db, q.chapter_id);
  if (q.lat !== undefined && q.long !== undefined) return { latitude: q.lat, longitude: q.long };
  return null;
}

export function groupRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function list(c: Context<AppEnv>) {
    const q = queryInput(c, listQuery);
    // Admin and My lists are the caller's: a member token is needed. Activity and nearby are public.
    const viewer = q.type === 'admin' || q.type === 'my' ? requireUser(c) : viewerOf(c);
    const origin = q.type === 'nearby' ? await originOf(db, q) : null;
    return c.json({ data: await listGroups(db, { type: q.type, viewer, origin, now: clock.now() }) });
  }
  app.get('/v1/group', list);
  app.get('/v1/group/', list);

  app.get(GROUP, async (c) => c.json(await loadGroup(db, idParam(c), viewerOf(c), clock.now())));

  /** `{userId}` must be the caller (403 otherwise). */
  function self(c: Context<AppEnv>): { groupId: number; userId: number } {
    const me = requireUser(c);
    const groupId = idParam(c);
    const userId = idParam(c, 'userId');
    if (userId !== me) throw forbidden(GROUP_TEXTS.ownOnly);
    return { groupId, userId };
  }

  app.post(`${GROUP}/user/:userId${ID}`, async (c) => {
    const { groupId, userId } = self(c);
    const now = clock.now();
    await joinGroup(db, groupId, userId, now);
    return c.json(await loadGroup(db, groupId, userId, now));
  });

  app.delete(`${GROUP}/user/:userId${ID}`, async (c) => {
    const { groupId, userId } = self(c);
    await leaveGroup(db, groupId, userId);
    return c.json(await loadGroup(db, groupId, userId, clock.now()));
  });

  app.get(`${GROUP}/members`, async (c) => {
    const viewer = requireUser(c);
    const q = queryInput(c, membersQuery);
    const group = await findGroup(db, idParam(c));
    const staff = await isGroupStaff(db, group.id, viewer);
    return c.json(await listMembers(db, { groupId: group.id, viewer, page: q.page, eventId: q.event_id ?? null, excludeCheckedIn: q.status_not === 'c', staff }));
  });

  // isAdmin / isModerator (§7): any member may ask about anyone (roles are on public profiles too).
  app.get(`${GROUP}/user/:userId${ID}/is_admin`, async (c) => {
    requireUser(c);
    const r = await groupRelation(db, idParam(c, 'userId'), idParam(c));
    return c.json({ is_admin: r.is_admin });
  });

  app.get(`${GROUP}/user/:userId${ID}/is_moderator`, async (c) => {
    requireUser(c);
    const r = await groupRelation(db, idParam(c, 'userId'), idParam(c));
    return c.json({ is_moderator: r.is_moderator });
  });

  // Extension: the group's moderation audit trail, for its admins (docs/api.md 'Moderation audit trail').
  app.get(`${GROUP}/audit`, async (c) => {
    const viewer = requireUser(c);
    const { offset } = queryInput(c, auditQuery);
    const group = await findGroup(db, idParam(c));
    await assertAuditReader(db, viewer, group.id);
    return c.json(await listModeration(db, group.id, offset));
  });

  app.get(`/v1/user/:id${ID}/group/:groupId${ID}/relation`, async (c) => {
    requireUser(c);
    return c.json(await groupRelation(db, idParam(c), idParam(c, 'groupId')));
  });

  return app;
}
