/**
 * OAuth 2 token endpoint (password, refresh_token, client_credentials), `GET /oauth/me` and
 * `POST /oauth/revoke` (logout; also `POST /oauth/token/revoke`, under the refresh cookie's path).
 * Clients authenticate with HTTP Basic (or client_id/client_secret form fields). Errors use the
 * house shape `{error: {code, message}}`. A browser client may ask for the refresh token as an
 * HttpOnly cookie (`token_delivery=cookie`: auth/session-cookie.ts); refresh tokens rotate
 * (auth/refresh.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { requireToken, requireUser } from '../auth/middleware';
import { needsRehash, hashPassword, verifyPassword } from '../auth/passwords';
import { familyOf, issueUserTokens, refreshUserTokens, type UserTokens } from '../auth/refresh';
import { clearRefreshCookie, cookieCaller, cookieCallerOrNull, readRefreshCookie, setRefreshCookie, type CookieCaller } from '../auth/session-cookie';
import { issueClientToken, revokeFamily, revokeFamilyKey } from '../auth/tokens';
import type { OAuthClient } from '../config';
import { clientIp } from '../http/client-ip';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, rateLimited, unauthorized } from '../http/errors';
import { LIMITS, loginAccountKey } from '../http/rate-limit';
import { formBody } from '../http/validate';

const invalidGrant = (message: string) => new HttpError(400, 'invalid_grant', message);
const REFRESH_REFUSED = 'The refresh token is not valid. Please log in again.';

/** The form field with which a browser client asks for the refresh token as a cookie. */
const wantsCookie = (form: Record<string, string>) => form.token_delivery === 'cookie';

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

  /** The grant as JSON; for a cookie caller the refresh token goes in the cookie instead of the body. */
  function userGrant(c: Context<AppEnv>, tokens: UserTokens, caller: CookieCaller | null) {
    if (!caller) return c.json(tokens.grant);
    setRefreshCookie(c, config, caller, tokens.refreshToken, tokens.refreshExpiresAt);
    const { refresh_token: _inCookie, ...body } = tokens.grant;
    return c.json(body);
  }

  async function refreshGrant(c: Context<AppEnv>, client: OAuthClient, form: Record<string, string>) {
    const token = form.refresh_token || readRefreshCookie(c);
    if (!token) throw new HttpError(400, 'invalid_request', 'refresh_token is required.');
    // A token from the cookie goes back in the cookie; one from the body may move into it.
    const fromCookie = !form.refresh_token;
    const caller = fromCookie || wantsCookie(form) ? cookieCaller(c, config) : null;
    const tokens = await refreshUserTokens(db, config, client.id, token);
    if (!tokens) {
      if (fromCookie) clearRefreshCookie(c, config, caller!);
      throw invalidGrant(REFRESH_REFUSED);
    }
    return userGrant(c, tokens, caller);
  }

  app.post('/token', async (c) => {
    const form = await formBody(c);
    const client = authenticateClient(c, config.oauthClients, form);
    c.header('Cache-Control', 'no-store');
    switch (form.grant_type) {
      case 'password': {
        const caller = wantsCookie(form) ? cookieCaller(c, config) : null;
        return userGrant(c, await passwordGrant(c, client, form), caller);
      }
      case 'refresh_token':
        return refreshGrant(c, client, form);
      case 'client_credentials':
        return c.json(await issueClientToken(db, config, client.id));
      default:
        throw new HttpError(400, 'unsupported_grant_type', 'grant_type must be password, refresh_token or client_credentials.');
    }
  });

  app.get('/me', (c) => c.json({ id: requireUser(c) }));

  /** Logout: the bearer token's family; a browser page's refresh cookie is cleared too. */
  app.post('/revoke', async (c) => {
    const auth = requireToken(c);
    const caller = cookieCallerOrNull(c, config);
    await revokeFamily(db, auth);
    if (caller) clearRefreshCookie(c, config, caller);
    return c.body(null, 204);
  });

  /**
   * Logout through the refresh cookie alone (under its path, so the browser sends it): its family is
   * revoked (refresh and access tokens) and the cookie cleared. A bearer token is not used here.
   */
  app.post('/token/revoke', async (c) => {
    const cookie = readRefreshCookie(c);
    if (!cookie) throw unauthorized('There is no session cookie to log out.');
    const caller = cookieCaller(c, config);
    const family = await familyOf(db, cookie);
    if (family) await revokeFamilyKey(db, family);
    clearRefreshCookie(c, config, caller);
    return c.body(null, 204);
  });

  return app;
}
