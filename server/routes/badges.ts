/** Badges (docs/api.md 'Badges'): a member's badges, newest first, with absolute image URLs. */
import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { idParam } from '../http/validate';
import { assertReadable } from '../profile/access';
import { userBadges } from '../profile/badges';
import { USER } from './paths';

export function badgeRoutes({ db, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(`${USER}/badges`, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    await assertReadable(db, viewer, id);
    return c.json({ data: await userBadges(db, id, config.publicUrl ?? new URL(c.req.url).origin) });
  });

  return app;
}
