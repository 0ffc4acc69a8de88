/**
 * OAuth 2 token endpoint (password, refresh_token, client_credentials), `GET /oauth/me` and
 * `POST /oauth/revoke` (logout). Clients authenticate with HTTP Basic (or client_id/client_secret
 * form fields). Errors use the house shape `{error: {code, message}}`.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { requireToken, requireUser } from '../auth/middleware';
import { needsRehash, hashPassword, verifyPassword } from '../auth/passwords';
import { issueClientToken, issueUserTokens, refreshUserTokens, revokeFamily } from '../auth/tokens';
import type { OAuthClient } from '../config';
import { clientIp } from '../http/client-ip';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, rateLimited } from '../http/errors';
import { LIMITS, loginAccountKey } from '../http/rate-limit';
import { formBody } from '../http/validate';

const invalidGrant = (message: string) => new HttpError(400, 'invalid_grant', message);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** RFC 6749 §2.3.1: Basic credentials are form-encoded first; a stray '%' is taken literally. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The calling client from Basic auth (or form fields), else 401 invalid_client. */
function authenticateClient(c: Context<AppEnv>, clients: OAuthClient[], form: Record<string, string>): OAuthClient {
  let id = form.client_id;
  let secret = form.client_secret;
  const header = c.req.header('authorization');
  const basic = header && /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    if (i > 0) {
      id = formDecode(decoded.slice(0, i));
      secret = formDecode(decoded.slice(i + 1));
    }
  }
  const client = id && secret !== undefined ? clients.find((cl) => cl.id === id) : undefined;
  if (!client || !sameSecret(client.secret, secret ?? '')) {
    throw new HttpError(401, 'invalid_client', 'Unknown client or wrong client secret.', { headers: { 'WWW-Authenticate': 'Basic realm="oauth"' } });
  }
  return client;
}

export function oauthRoutes(deps: Deps): Hono<AppEnv> {
  const { db, config, limiter } = deps;
  const app = new Hono<AppEnv>();

  async function passwordGrant(c: Context<AppEnv>, client: OAuthClient, form: Record<string, string>) {
    const email = (form.username ?? '').trim();
    const password = form.password ?? '';
    if (!email || !password) throw new HttpError(400, 'invalid_request', 'Enter your e-mail and password.');

    const accountKey = loginAccountKey(email);
    const ipKey = `login:ip:${clientIp(c, config.trustProxy)}`;
    // Reserve the attempt on both counters BEFORE the password check, so a burst of parallel guesses
    // gets at most the limit's worth of checks; a right password gives the reservations back.
    const account = await limiter.consume(accountKey, LIMITS.loginPerAccount);
    if (!account.ok) throw rateLimited(account.retryAfter);
    const ip = await limiter.consume(ipKey, LIMITS.loginPerIp);
    if (!ip.ok) {
      await account.release();
      throw rateLimited(ip.retryAfter);
    }

    const { rows } = await db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    const user = rows[0];
    const ok = await verifyPassword(password, user?.password_hash ?? null, config.scryptN);
    if (!user || !ok) throw invalidGrant('Invalid username or password.');
    await Promise.all([limiter.clear(accountKey), ip.release()]);
    if (needsRehash(user.password_hash!, config.scryptN)) {
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(password, config.scryptN)]);
    }
    return issueUserTokens(db, config, client.id, user.id);
  }

  app.post('/token', async (c) => {
    const form = await formBody(c);
    const client = authenticateClient(c, config.oauthClients, form);
    c.header('Cache-Control', 'no-store');
    switch (form.grant_type) {
      case 'password':
        return c.json(await passwordGrant(c, client, form));
      case 'refresh_token': {
        if (!form.refresh_token) throw new HttpError(400, 'invalid_request', 'refresh_token is required.');
        const grant = await refreshUserTokens(db, config, client.id, form.refresh_token);
        if (!grant) throw invalidGrant('The refresh token is not valid. Please log in again.');
        return c.json(grant);
      }
      case 'client_credentials':
        return c.json(await issueClientToken(db, config, client.id));
      default:
        throw new HttpError(400, 'unsupported_grant_type', 'grant_type must be password, refresh_token or client_credentials.');
    }
  });

  app.get('/me', (c) => c.json({ id: requireUser(c) }));

  app.post('/revoke', async (c) => {
    await revokeFamily(db, requireToken(c));
    return c.body(null, 204);
  });

  return app;
}
