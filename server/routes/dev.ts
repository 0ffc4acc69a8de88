/**
 * Development-only helpers (mounted only when APP_ENV is development or test, never in production,
 * and answering loopback callers only — anything else gets the same 404 as an unknown path): the
 * outbox, fault injection, the business clock and a reset of the rate-limit counters.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { isLoopbackRequest } from '../http/client-ip';
import type { AppEnv, Deps } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { jsonBody } from '../http/validate';

const faultSchema = z.strictObject({
  method: z
    .string()
    .trim()
    .regex(/^[A-Za-z]+$/)
    .optional(),
  path: z
    .string()
    .min(1)
    .max(500)
    .refine((p) => p.startsWith('/') || p.startsWith('^'), { error: 'path starts with / (a prefix) or ^ (a regular expression).' }),
  status: z.number().int().min(400).max(599),
  count: z.number().int().min(1).max(1000).default(1),
  message: z.string().max(500).optional(),
});

export function devRoutes({ db, clock, faults, limiter }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    if (!isLoopbackRequest(c)) throw notFound();
    await next();
  });

  app.get('/outbox', async (c) => {
    const { rows } = await db.query<{ to: string; subject: string; text: string; created_at: Date }>(
      'SELECT to_address AS "to", subject, text, created_at FROM outbox ORDER BY id DESC LIMIT 200',
    );
    return c.json(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });

  app.delete('/outbox', async (c) => {
    await db.query('DELETE FROM outbox');
    return c.body(null, 204);
  });

  app.get('/faults', (c) => c.json(faults.list()));

  app.post('/faults', async (c) => {
    const spec = await jsonBody(c, faultSchema);
    if (spec.path.startsWith('^')) {
      try {
        new RegExp(spec.path);
      } catch {
        throw validationError({ path: 'Not a valid regular expression.' });
      }
    }
    return c.json(faults.add(spec), 201);
  });

  app.delete('/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });

  app.get('/clock', (c) => c.json({ now: clock.now().toISOString(), overridden: clock.overridden }));

  app.post('/clock', async (c) => {
    const { now } = await jsonBody(
      c,
      z.strictObject({
        now: z.union([z.null(), z.string().refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Send an ISO date-time or null.' })]),
      }),
    );
    clock.set(now === null ? null : new Date(now));
    return c.json({ now: clock.now().toISOString(), overridden: clock.overridden });
  });

  app.post('/reset-limits', async (c) => {
    await limiter.reset();
    return c.body(null, 204);
  });

  return app;
}
