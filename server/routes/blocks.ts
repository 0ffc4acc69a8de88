/** Blocks (docs/api.md 'Block and report'): block and unblock a member, and the owner's block list. */
import { Hono, type Context } from 'hono';
import { requireOwnerParam } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { validationError } from '../http/errors';
import { idParam } from '../http/validate';
import { findMember } from '../profile/access';
import { ID, OWNER_ONLY, USER } from './paths';

export function blockRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = (c: Context<AppEnv>) => requireOwnerParam(c, OWNER_ONLY);

  app.post(`${USER}/block/:blockedId${ID}`, async (c) => {
    const me = owner(c);
    const blockedId = idParam(c, 'blockedId');
    await findMember(db, blockedId);
    if (blockedId === me) throw validationError({ blockedId: 'You cannot block yourself.' }, 'You cannot block yourself.');
    const inserted = await db.transaction(async (tx) => {
      const { rows } = await tx.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [
        me,
        blockedId,
        clock.now(),
      ]);
      await tx.query('DELETE FROM follows WHERE (follower_id = $1 AND followed_id = $2) OR (follower_id = $2 AND followed_id = $1)', [me, blockedId]);
      return rows.length > 0;
    });
    return c.json({ blocked_id: blockedId }, inserted ? 201 : 200);
  });

  app.delete(`${USER}/block/:blockedId${ID}`, async (c) => {
    const me = owner(c);
    await db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [me, idParam(c, 'blockedId')]);
    return c.body(null, 204);
  });

  app.get(`${USER}/block`, async (c) => {
    const me = owner(c);
    const { rows } = await db.query(
      `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url FROM blocks b JOIN users u ON u.id = b.blocked_id AND u.deleted_at IS NULL
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, u.id DESC`,
      [me],
    );
    return c.json({ data: rows });
  });

  return app;
}
