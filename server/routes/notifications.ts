/**
 * Notifications (accounts spec §7 'Notifications'; docs/api.md 'Notifications'): the owner's list,
 * newest first with offset paging, the unseen count the navigation dot polls, and marking all seen
 * (an extension). Rows are written elsewhere: 'follow' by routes/follows.ts, post verbs by
 * feed/notify.ts, reaction verbs by feed/reaction-notify.ts. A notice whose actor is deleted, or
 * blocked either way, is left out of the list and the count; an actor now anonymous shows as
 * 'Anonymous Member'.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwnerParam } from '../auth/middleware';
import { ANONYMOUS } from '../events/queries';
import { notBlocked } from '../feed/reaction-access';
import type { AppEnv, Deps } from '../http/context';
import { queryInput } from '../http/validate';
import { OWNER_ONLY, USER } from './paths';

/** The spec's page size (`items=25`), also the most one page may hold. */
export const NOTIFICATION_PAGE = 25;

const pageQuery = z.object({
  items: z.coerce.number().int().min(1, `Must be from 1 to ${NOTIFICATION_PAGE}.`).max(NOTIFICATION_PAGE, `Must be from 1 to ${NOTIFICATION_PAGE}.`).default(NOTIFICATION_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Rows of `notifications n` (left-joined to their actor `a`) that member `$1` may see. */
const VISIBLE = `n.user_id = $1 AND (n.actor_id IS NULL OR (a.deleted_at IS NULL AND ${notBlocked('n.actor_id', '$1')}))`;

interface NotificationRow {
  id: number;
  verb: string;
  created_at: Date | string;
  seen: boolean;
  object_type: string | null;
  object_id: string | null;
  data: Record<string, unknown>;
  actor_id: number | null;
  first_name: string | null;
  last_name: string | null;
  profile_photo_url: string | null;
  anonymous_profile: boolean | null;
}

function actorOf(r: NotificationRow) {
  if (r.actor_id === null) return null;
  if (r.anonymous_profile) return { id: r.actor_id, ...ANONYMOUS, profile_photo_url: null };
  return { id: r.actor_id, first_name: r.first_name, last_name: r.last_name, profile_photo_url: r.profile_photo_url };
}

function serialize(r: NotificationRow) {
  return {
    id: r.id,
    verb: r.verb,
    time: new Date(r.created_at).toISOString(),
    seen: r.seen,
    object_type: r.object_type,
    object_id: r.object_id,
    data: r.data,
    actor: actorOf(r),
  };
}

export function notificationRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = (c: Context<AppEnv>) => requireOwnerParam(c, OWNER_ONLY);

  app.get(`${USER}/notifications`, async (c) => {
    const me = owner(c);
    const { items, offset } = queryInput(c, pageQuery);
    // One more than the page, to know whether another page follows; walks notifications_user_idx.
    const { rows } = await db.query<NotificationRow>(
      `SELECT n.id, n.verb, n.created_at, n.seen, n.object_type, n.object_id, n.data,
              n.actor_id, a.first_name, a.last_name, a.profile_photo_url, a.anonymous_profile
         FROM notifications n LEFT JOIN users a ON a.id = n.actor_id
        WHERE ${VISIBLE}
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT $2 OFFSET $3`,
      [me, items + 1, offset],
    );
    const more = rows.length > items;
    return c.json({ data: { results: rows.slice(0, items).map(serialize), next_offset: more ? offset + items : null } });
  });

  app.get(`${USER}/notifications/check`, async (c) => {
    const me = owner(c);
    const { rows } = await db.query<{ unseen: number }>(
      `SELECT count(*)::int AS unseen FROM notifications n LEFT JOIN users a ON a.id = n.actor_id WHERE NOT n.seen AND ${VISIBLE}`,
      [me],
    );
    return c.json({ data: { unseen: rows[0]?.unseen ?? 0 } });
  });

  app.put(`${USER}/notifications/seen`, async (c) => {
    const me = owner(c);
    await db.query('UPDATE notifications SET seen = true WHERE user_id = $1 AND NOT seen', [me]);
    return c.body(null, 204);
  });

  return app;
}
