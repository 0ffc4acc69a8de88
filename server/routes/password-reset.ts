/**
 * Password reset (extension): `POST api/v1/password_reset {email}` → 202 always (no account
 * enumeration; a code is e-mailed when the account exists), then
 * `POST api/v1/password_reset/confirm {email, code, password}` → 204, which sets the password,
 * marks the e-mail verified (the code proved it) and revokes every token of the account.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireToken } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { clientIp } from '../http/client-ip';
import type { AppEnv, Deps } from '../http/context';
import { rateLimited } from '../http/errors';
import { LIMITS, loginAccountKey } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from '../services/codes';
import { MESSAGES, passwordSchema } from '../users/schemas';

const emailField = z.string().trim().min(1, { error: MESSAGES.required }).max(254).pipe(z.email({ error: MESSAGES.email }));

export function passwordResetRoutes(deps: Deps): Hono<AppEnv> {
  const { db, config, limiter, mailer, clock } = deps;
  const app = new Hono<AppEnv>();

  async function findUser(email: string) {
    const { rows } = await db.query<{ id: number; email: string; first_name: string }>(
      'SELECT id, email, first_name FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    return rows[0] ?? null;
  }

  app.post('/', async (c) => {
    requireToken(c);
    const { email } = await jsonBody(c, z.strictObject({ email: emailField }));
    // Limited per address (existing or not, so the limit tells nothing) and per IP.
    for (const [key, limit] of [
      [`reset:email:${email.toLowerCase()}`, LIMITS.resetRequestPerEmail],
      [`reset:ip:${clientIp(c, config.trustProxy)}`, LIMITS.resetRequestPerIp],
    ] as const) {
      const state = await limiter.consume(key, limit);
      if (!state.ok) throw rateLimited(state.retryAfter);
    }
    const user = await findUser(email);
    if (user) {
      const code = await issueCode(db, user.id, 'reset');
      await mailer.send({
        to: user.email,
        subject: `Reset your ${config.productName} password`,
        text:
          `Hi ${user.first_name},\n\n` +
          `Your ${config.productName} password reset code is ${code}\n\n` +
          `It expires in ${CODE_TTL_MINUTES.reset} minutes. If you did not ask to reset your password, ignore this message: your password stays the same.\n`,
      });
    }
    return c.body(null, 202);
  });

  app.post('/confirm', async (c) => {
    requireToken(c);
    const { email, code, password } = await jsonBody(
      c,
      z.strictObject({
        email: emailField,
        code: z.string().trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code.' }),
        password: passwordSchema,
      }),
    );
    const user = await findUser(email);
    await consumeCode(db, limiter, { userId: user?.id ?? null, purpose: 'reset', code, ip: clientIp(c, config.trustProxy) });
    const hash = await hashPassword(password, config.scryptN);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, email_verified = true, updated_at = $3 WHERE id = $1', [user!.id, hash, clock.now()]);
      await revokeUserTokens(tx, user!.id);
    });
    // The owner proved the mailbox: a lock-out strangers caused with wrong passwords ends here.
    await limiter.clear(loginAccountKey(user!.email));
    return c.body(null, 204);
  });

  return app;
}
