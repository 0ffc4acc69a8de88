/**
 * `GET/PUT api/v1/user/{id}/app_version` (the member's last client version, owner only) and the
 * public `GET api/v1/minimum_version`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireOwner } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { idParam, jsonBody } from '../http/validate';

const versionSchema = z.strictObject({
  app_version: z.string().trim().min(1).max(50),
  client: z.string().trim().min(1).max(30),
});

export function appVersionRoutes({ db, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/minimum_version', (c) =>
    c.json({ minimum_version: config.appVersion.minimum, current_version: config.appVersion.current, build: config.appVersion.build }),
  );

  app.get('/user/:id{[0-9]+}/app_version', async (c) => {
    const id = idParam(c);
    requireOwner(c, id, 'You can only read your own app version.');
    const { rows } = await db.query<{ app_version: string; client: string }>('SELECT app_version, client FROM app_versions WHERE user_id = $1', [id]);
    if (!rows[0]) throw notFound('No app version recorded yet.');
    return c.json(rows[0]);
  });

  app.put('/user/:id{[0-9]+}/app_version', async (c) => {
    const id = idParam(c);
    requireOwner(c, id);
    const { app_version, client } = await jsonBody(c, versionSchema);
    await db.query(
      `INSERT INTO app_versions (user_id, app_version, client, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET app_version = EXCLUDED.app_version, client = EXCLUDED.client, updated_at = EXCLUDED.updated_at`,
      [id, app_version, client, new Date()],
    );
    return c.json({ app_version, client });
  });

  return app;
}
