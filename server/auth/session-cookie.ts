/**
 * The refresh token as a cookie for browser clients (docs/api.md, "OAuth"): `rwb_refresh`, HttpOnly
 * and Secure, sent only to the token endpoint (Path `/oauth/token`, under PUBLIC_URL's path), so no
 * script of the host page can read it.
 *
 * - `SameSite=Lax` when the page is same-site with the API, else `SameSite=None; Partitioned` (CHIPS:
 *   kept in the host page's partition, so it still works where third-party cookies are blocked).
 *   Same-site is the browser's own judgement (Fetch Metadata `Sec-Fetch-Site`, from its copy of the
 *   public suffix list); a request without it counts as same-site only when scheme and host equal
 *   the API's, otherwise it gets the cross-site attributes, which work in both cases.
 * - Only pages the API trusts may set, use or clear it: the request's `Origin` must be the API's own
 *   or an allow-listed one (config `CORS_ORIGINS`), else 403 `invalid_origin`. That is the CSRF
 *   guard: a form on another site cannot log a member in, refresh, or log out through the cookie.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isAllowedOrigin, type Config } from '../config';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';

export const REFRESH_COOKIE = 'rwb_refresh';

/** A page allowed to use the cookie, and whether it is same-site with the API. */
export interface CookieCaller {
  sameSite: boolean;
}

function publicBase(c: Context<AppEnv>, config: Config): URL {
  return new URL(config.publicUrl ?? new URL(c.req.url).origin);
}

/** `/oauth/token` under the API's base path. */
export function refreshCookiePath(c: Context<AppEnv>, config: Config): string {
  return `${publicBase(c, config).pathname.replace(/\/+$/, '')}/oauth/token`;
}

/** Is the calling page allowed to use the cookie? Null for a request without `Origin` (not from a browser page). */
export function cookieCallerOrNull(c: Context<AppEnv>, config: Config): CookieCaller | null {
  const origin = c.req.header('origin');
  if (!origin) return null;
  const api = publicBase(c, config);
  if (origin !== api.origin && !isAllowedOrigin(config, origin)) return null;
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'same-origin' || fetchSite === 'same-site') return { sameSite: true };
  if (fetchSite === 'cross-site') return { sameSite: false };
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return { sameSite: false };
  }
  return { sameSite: page.protocol === api.protocol && page.hostname === api.hostname };
}

/** The calling page, which must be allowed to use the cookie (403 `invalid_origin` otherwise). */
export function cookieCaller(c: Context<AppEnv>, config: Config): CookieCaller {
  const caller = cookieCallerOrNull(c, config);
  if (!caller) throw new HttpError(403, 'invalid_origin', 'This page may not use the session cookie.');
  return caller;
}

export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

function put(c: Context<AppEnv>, config: Config, caller: CookieCaller, value: string, maxAge: number): void {
  setCookie(c, REFRESH_COOKIE, value, {
    path: refreshCookiePath(c, config),
    httpOnly: true,
    secure: true,
    maxAge,
    ...(caller.sameSite ? { sameSite: 'Lax' as const } : { sameSite: 'None' as const, partitioned: true }),
  });
}

/** Sets the cookie until the family ends. */
export function setRefreshCookie(c: Context<AppEnv>, config: Config, caller: CookieCaller, token: string, expiresAt: Date): void {
  put(c, config, caller, token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));
}

/** Clears the cookie (Max-Age=0, the same path and attributes, so the same partition). */
export function clearRefreshCookie(c: Context<AppEnv>, config: Config, caller: CookieCaller): void {
  put(c, config, caller, '', 0);
}
