/** Push notifications (docs/api.md 'Push'): the owner's device tokens (push and FCM) and push settings. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwnerParam } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { jsonBody } from '../http/validate';
import { OWNER_ONLY, USER } from './paths';

const PUSH_KEYS = ['follows', 'likes', 'comments', 'events', 'messages'] as const;
type PushKey = (typeof PUSH_KEYS)[number];
const pushSettingsSchema = z.strictObject(Object.fromEntries(PUSH_KEYS.map((k) => [k, z.boolean().optional()])) as Record<PushKey, z.ZodOptional<z.ZodBoolean>>);
const nonEmpty = (max: number) => z.string().trim().min(1, { error: 'This field is required.' }).max(max);

export function pushRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = (c: Context<AppEnv>) => requireOwnerParam(c, OWNER_ONLY);

  async function savePushToken(userId: number, kind: 'push' | 'fcm', deviceId: string, token: string) {
    await db.query(
      `INSERT INTO push_tokens (user_id, kind, device_id, token, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, kind, device_id) DO UPDATE SET token = EXCLUDED.token, updated_at = EXCLUDED.updated_at`,
      [userId, kind, deviceId, token, clock.now()],
    );
  }

  async function pushSettings(userId: number) {
    const { rows } = await db.query<Record<PushKey, boolean>>(`SELECT ${PUSH_KEYS.join(', ')} FROM push_settings WHERE user_id = $1`, [userId]);
    return rows[0] ?? Object.fromEntries(PUSH_KEYS.map((k) => [k, true]));
  }

  app.post(`${USER}/push_token`, async (c) => {
    const me = owner(c);
    const { token, device_id } = await jsonBody(c, z.object({ token: nonEmpty(4096), device_id: nonEmpty(200) }));
    await savePushToken(me, 'push', device_id, token);
    return c.json({ token, device_id }, 201);
  });

  app.post(`${USER}/fcm_token`, async (c) => {
    const me = owner(c);
    const { fcm_token, device_id } = await jsonBody(c, z.object({ fcm_token: nonEmpty(4096), device_id: nonEmpty(200) }));
    await savePushToken(me, 'fcm', device_id, fcm_token);
    return c.json({ fcm_token, device_id }, 201);
  });

  app.get(`${USER}/push_settings`, async (c) => c.json(await pushSettings(owner(c))));

  app.put(`${USER}/push_settings`, async (c) => {
    const me = owner(c);
    const input = await jsonBody(c, pushSettingsSchema);
    const next = { ...(await pushSettings(me)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    await db.query(
      `INSERT INTO push_settings (user_id, ${PUSH_KEYS.join(', ')}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET ${PUSH_KEYS.map((k) => `${k} = EXCLUDED.${k}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
      [me, ...PUSH_KEYS.map((k) => next[k]), clock.now()],
    );
    return c.json(next);
  });

  return app;
}
