/**
 * The page's one restore of a member's session through the refresh cookie (README 'Security'): after a
 * reload or in a new tab the access token is gone (it lives in memory only), and one refresh grant
 * with `token_delivery=cookie` (the HttpOnly `rwb_refresh` cookie, sent with `credentials: 'include'`)
 * brings a new one. The loader starts it as soon as the page says a member is logged in (its first
 * paints need the token); the session store (src/store/session.ts) takes the same answer instead of
 * refreshing again — with rotation a second refresh would be wasted. Light: no ofetch, no zod.
 */
import { shared } from './global';

/** The token endpoint's answer: its status and JSON body (null when it had none). */
export interface RestoreAnswer {
  status: number;
  body: unknown;
}

export interface OAuthClient {
  id: string;
  secret: string;
}

/** `Authorization: Basic base64(id:secret)` of the site's OAuth client. */
export function basicAuth(id: string, secret: string): string {
  const bytes = new TextEncoder().encode(`${id}:${secret}`);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `Basic ${btoa(bin)}`;
}

/** The refresh grant's form in cookie mode: no token in the body (the browser sends the cookie). */
export const COOKIE_REFRESH_FORM: Readonly<Record<string, string>> = { grant_type: 'refresh_token', token_delivery: 'cookie' };

const state = shared('sessionRestore', () => ({ pending: null as Promise<RestoreAnswer> | null, taken: false }));

/** Starts the page's restore (once: a second call answers the first one's promise). Rejects on a network failure. */
export function startRestore(apiBase: string, client: OAuthClient): Promise<RestoreAnswer> {
  state.pending ??= fetch(`${apiBase}/oauth/token`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(client.id, client.secret) },
    body: new URLSearchParams(COOKIE_REFRESH_FORM).toString(),
  }).then(async (res) => ({ status: res.status, body: (await res.json().catch(() => null)) as unknown }));
  return state.pending;
}

/** The restore the loader started, for the session store (once per page); null when none was started or it was taken. */
export function takeRestore(): Promise<RestoreAnswer> | null {
  if (state.taken) return null;
  state.taken = true;
  return state.pending;
}

/** Forgets the page's restore (tests: a fresh page). */
export function forgetRestore(): void {
  state.pending = null;
  state.taken = false;
}

/** An answer's access token and lifetime, when it carries them. */
export function grantOf(answer: RestoreAnswer): { access_token: string; expires_in: number; user_id?: number | null } | null {
  const body = answer.body as Record<string, unknown> | null;
  if (answer.status !== 200 || !body || typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') return null;
  return { access_token: body.access_token, expires_in: body.expires_in, user_id: typeof body.user_id === 'number' ? body.user_id : null };
}
