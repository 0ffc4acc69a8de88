/**
 * Bearer authentication: `authenticate` resolves `Authorization: Bearer <opaque token>` into
 * `c.var.auth` (null without a header; 401 for a token that is unknown, expired or revoked).
 * Routes then state what they need: any token, a member, or the member the URL names.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv, Auth } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';
import { idParam } from '../http/validate';
import { findAccessToken } from './tokens';

export function authenticate(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      c.set('auth', null);
      return next();
    }
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
    if (!match) {
      // Basic and other schemes are for /oauth/token only; elsewhere they are "no bearer token".
      c.set('auth', null);
      return next();
    }
    const auth = await findAccessToken(db, match[1]);
    if (!auth) throw unauthorized('Your session has expired. Please log in again.', 'invalid_token');
    c.set('auth', auth);
    return next();
  };
}

/** Any valid token (a member's or a client-credentials one). */
export function requireToken(c: Context<AppEnv>): Auth {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}

/** A member's token; returns the member's id. */
export function requireUser(c: Context<AppEnv>): number {
  const auth = requireToken(c);
  if (auth.userId === null) throw forbidden("This call needs a member's access token.", 'insufficient_scope');
  return auth.userId;
}

/** The member named by the URL must be the caller. */
export function requireOwner(c: Context<AppEnv>, id: number, message = 'You can only change your own account.'): number {
  const userId = requireUser(c);
  if (userId !== id) throw forbidden(message);
  return userId;
}

/** The `:id` path parameter (404 when it cannot be an id), which must name the caller. */
export function requireOwnerParam(c: Context<AppEnv>, message?: string): number {
  const id = idParam(c);
  requireOwner(c, id, message);
  return id;
}
