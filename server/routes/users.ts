/**
 * `/api/v1/user…`: account creation (client token), e-mail verification, the profile (owner view,
 * public view), partial update, deletion and profile/cover photos.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireOwner, requireToken, requireUser } from '../auth/middleware';
import { clientIp } from '../http/client-ip';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, forbidden, notFound, rateLimited, validationError } from '../http/errors';
import { LIMITS } from '../http/rate-limit';
import { idParam, jsonBody, parseInput, queryInput, readJson } from '../http/validate';
import { consumeCode } from '../services/codes';
import { createAccount, deleteAccount, sendVerificationCode, updateAccount } from '../users/account';
import { loadProfile, ownerView, publicView } from '../users/profile';
import { createUserSchema, MESSAGES, READ_ONLY_FIELDS, updateUserSchema } from '../users/schemas';

const ID = '/:id{[0-9]+}';

const photoKind = z.enum(['profile', 'cover']);
const photoSchema = z.strictObject({
  kind: photoKind,
  url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), { error: MESSAGES.url }),
});
const PHOTO_COLUMN = { profile: 'profile_photo_url', cover: 'cover_photo_url' } as const;

export function userRoutes(deps: Deps): Hono<AppEnv> {
  const { db, config, limiter, mailer, clock } = deps;
  const app = new Hono<AppEnv>();
  const createSchema = createUserSchema(config);
  const updateSchema = updateUserSchema(config);

  async function ownProfile(id: number) {
    const profile = await loadProfile(db, id, clock.now());
    if (!profile) throw notFound('This member does not exist.');
    return ownerView(profile);
  }

  app.post('/', async (c) => {
    const auth = requireToken(c);
    if (auth.userId !== null) throw forbidden('Accounts are created with a client token.', 'insufficient_scope');
    const input = await jsonBody(c, createSchema);
    const id = await createAccount(deps, input);
    return c.json({ id }, 201);
  });

  app.post('/verify', async (c) => {
    const userId = requireUser(c);
    const { verification_code } = await jsonBody(
      c,
      z.strictObject({
        verification_code: z
          .union([z.string(), z.number().int().nonnegative()])
          .transform((v) => String(v).trim())
          .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code.' })),
      }),
    );
    const { rows } = await db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [userId]);
    if (rows[0]?.email_verified) return c.json({ email_verified: true });
    await consumeCode(db, limiter, { userId, purpose: 'verify', code: verification_code, ip: clientIp(c, config.trustProxy) });
    await db.query('UPDATE users SET email_verified = true, updated_at = $2 WHERE id = $1', [userId, deps.clock.now()]);
    return c.json({ email_verified: true });
  });

  app.post('/verify/resend', async (c) => {
    const userId = requireUser(c);
    const { rows } = await db.query<{ id: number; email: string; first_name: string; email_verified: boolean }>(
      'SELECT id, email, first_name, email_verified FROM users WHERE id = $1',
      [userId],
    );
    const user = rows[0];
    if (!user) throw notFound();
    if (user.email_verified) throw new HttpError(409, 'already_verified', 'Your e-mail address is already verified.');
    const state = await limiter.consume(`resend:${userId}`, LIMITS.resendPerAccount);
    if (!state.ok) throw rateLimited(state.retryAfter);
    await sendVerificationCode(db, mailer, config.productName, user);
    return c.body(null, 202);
  });

  app.get(ID, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    const profile = await loadProfile(db, id, clock.now());
    if (!profile) throw notFound('This member does not exist.');
    if (viewer === id) return c.json(ownerView(profile));
    // Reading other members: generous for a person browsing, tight for a harvesting script.
    for (const limit of [LIMITS.profileReadsPerMinute, LIMITS.profileReadsPerHour]) {
      const read = await limiter.consume(`profile-read:${viewer}:${limit.windowMs}`, limit);
      if (!read.ok) throw rateLimited(read.retryAfter, 'You are viewing profiles too quickly. Please try again later.');
    }
    if (profile.anonymous_profile) throw forbidden('This user has set their profile to private.', 'private_profile');
    const { rows } = await db.query<{ blocked: boolean; verified: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked,
              COALESCE((SELECT email_verified FROM users WHERE id = $2), false) AS verified`,
      [id, viewer],
    );
    if (rows[0].blocked) throw forbidden('This profile is not available.', 'blocked');
    return c.json(publicView(profile, { withContact: rows[0].verified }));
  });

  app.post(ID, async (c) => {
    const id = idParam(c);
    requireOwner(c, id);
    const body = await readJson(c);
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const readOnly = READ_ONLY_FIELDS.filter((f) => f in body);
      if (readOnly.length) throw validationError(Object.fromEntries(readOnly.map((f) => [f, MESSAGES.readOnly])));
    }
    const input = parseInput(updateSchema, body);
    await updateAccount(deps, { userId: id }, input);
    return c.json(await ownProfile(id));
  });

  app.delete(ID, async (c) => {
    const id = idParam(c);
    requireOwner(c, id);
    const { password } = await jsonBody(c, z.object({ password: z.string().min(1, { error: MESSAGES.required }) }));
    await deleteAccount(deps, id, password);
    return c.body(null, 204);
  });

  app.post(`${ID}/photo`, async (c) => {
    const id = idParam(c);
    requireOwner(c, id);
    const { kind, url } = await jsonBody(c, photoSchema);
    await db.query(`UPDATE users SET ${PHOTO_COLUMN[kind]} = $2, updated_at = $3 WHERE id = $1`, [id, url, deps.clock.now()]);
    return c.json(await ownProfile(id));
  });

  app.delete(`${ID}/photo`, async (c) => {
    const id = idParam(c);
    requireOwner(c, id);
    const { kind } = queryInput(c, z.object({ kind: photoKind }));
    await db.query(`UPDATE users SET ${PHOTO_COLUMN[kind]} = NULL, updated_at = $2 WHERE id = $1`, [id, deps.clock.now()]);
    return c.json(await ownProfile(id));
  });

  return app;
}
