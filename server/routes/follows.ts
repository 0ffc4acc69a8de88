/**
 * Follows (docs/api.md 'Follow'): follow and unfollow under `/api/v1/user/{id}/follow`, the
 * followers/following lists and their summary, and the owner's v2 follow ids and group memberships.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwnerParam, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, validationError } from '../http/errors';
import { idParam, queryInput } from '../http/validate';
import { PRIVATE_PROFILE, assertNotPrivate, blockedBetween, findMember, groupsOf } from '../profile/access';
import { followPage, followSummary, type Relation } from '../profile/follow';
import { ID, OWNER_ONLY, USER } from './paths';

const offsetQuery = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });
const relationValue = z.enum(['followers', 'following'], { error: 'Must be followers or following.' });

export function followRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = (c: Context<AppEnv>) => requireOwnerParam(c, OWNER_ONLY);

  app.post(`${USER}/follow/:otherId${ID}`, async (c) => {
    const me = owner(c);
    const otherId = idParam(c, 'otherId');
    const other = await findMember(db, otherId);
    if (otherId === me) throw validationError({ otherId: 'You cannot follow yourself.' }, 'You cannot follow yourself.');
    const self = await findMember(db, me);
    if (self.anonymous_profile) throw forbidden('Anonymous users cannot follow members.', 'anonymous_profile');
    if (other.anonymous_profile) throw forbidden(PRIVATE_PROFILE, 'anonymous_profile');
    if (await blockedBetween(db, me, otherId)) throw forbidden('You cannot follow this member.', 'blocked');
    const now = clock.now();
    const inserted = await db.transaction(async (tx) => {
      const { rows } = await tx.query('INSERT INTO follows (follower_id, followed_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [me, otherId, now]);
      if (!rows.length) return false;
      await tx.query(
        `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, created_at) VALUES ($1, $2, 'follow', 'user', $3, $4)`,
        [otherId, me, String(me), now],
      );
      return true;
    });
    return c.json({ followed_id: otherId }, inserted ? 201 : 200);
  });

  app.delete(`${USER}/follow/:otherId${ID}`, async (c) => {
    const me = owner(c);
    await db.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [me, idParam(c, 'otherId')]);
    return c.body(null, 204);
  });

  /** The member behind `:id`, once the caller may see their lists (their own, or a public profile). */
  async function listedMember(c: Context<AppEnv>) {
    const viewer = requireUser(c);
    const id = idParam(c);
    assertNotPrivate(await findMember(db, id), viewer);
    return { viewer, id };
  }

  async function followList(c: Context<AppEnv>, relation: Relation) {
    const { viewer, id } = await listedMember(c);
    const { offset } = queryInput(c, offsetQuery);
    return c.json(await followPage(db, id, viewer, relation, offset));
  }

  app.get(`${USER}/follow`, async (c) => {
    const { relation } = queryInput(c, z.object({ relation: relationValue }));
    return followList(c, relation);
  });

  app.get(`${USER}/follow/summary`, async (c) => {
    const { id } = await listedMember(c);
    return c.json(await followSummary(db, id));
  });

  app.get(`${USER}/follow/:relation{followers|following}`, async (c) => followList(c, c.req.param('relation') as Relation));

  app.get(`/v2/all/profile/:id${ID}/follower`, async (c) => {
    const me = owner(c);
    const { rows } = await db.query<{ id: number }>(
      `SELECT f.followed_id AS id FROM follows f JOIN users u ON u.id = f.followed_id AND u.deleted_at IS NULL
        WHERE f.follower_id = $1 ORDER BY f.created_at DESC, f.followed_id DESC`,
      [me],
    );
    return c.json({ data: rows.map((r) => r.id) });
  });

  app.get(`/v2/all/profile/:id${ID}/group_membership`, async (c) => {
    const me = owner(c);
    return c.json({ data: await groupsOf(db, me) });
  });

  return app;
}
