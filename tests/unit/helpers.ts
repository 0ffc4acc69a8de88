// Shared helpers for unit tests: a fake API behind globalThis.fetch and a clean platform state.
import { vi } from 'vitest';
import { $config, configure, defaultConfig } from '@/store/config';
import { clearSavedFilters } from '@/store/filters';
import { clearMember } from '@/store/member';
import { resetMemberSets } from '@/store/member-sets';
import { setRouter } from '@/store/navigation';
import { $cookieRefused, $sessionRestoring, clearSession, setSession } from '@/store/session';
import { dropClientToken, setHttpFetch } from '@/lib/http';
import { authState } from '@/lib/http-state';
import { forgetRestore } from '@/lib/session-restore';

export const API = 'http://api.test';

export interface Call {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  form: URLSearchParams;
  json: unknown;
  /** The request's credentials mode ('include': the API's cookies, i.e. the refresh cookie, go with it). */
  credentials: RequestCredentials | undefined;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function errorBody(status: number, code: string, message?: string, fields?: Record<string, string>): Response {
  return json({ error: { code, ...(message ? { message } : {}), ...(fields ? { fields } : {}) } }, status);
}

export type Handler = (call: Call) => Response | Promise<Response>;

/** Replaces globalThis.fetch with a handler; records every call. */
export function installFetch(handler: Handler) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? init.body : undefined;
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    const call: Call = {
      url,
      path: new URL(url).pathname,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body,
      form: new URLSearchParams(body ?? ''),
      json: parsed,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const tokenCalls = (calls: Call[]) => calls.filter((c) => c.path === '/oauth/token');

export function resetPlatform(): void {
  clearSession();
  clearMember();
  resetMemberSets();
  clearSavedFilters();
  localStorage.clear();
  $config.set(defaultConfig(API));
  configure({ environment: 'test' });
  setRouter(null);
  dropClientToken();
  setHttpFetch(null);
  authState.refreshing = null;
  forgetRestore();
  $sessionRestoring.set(false);
  $cookieRefused.set(false);
}

/**
 * A logged-in member whose access token is valid for `ttlSeconds` from now; the refresh token is the
 * API's cookie (a refresh sends `token_delivery=cookie` and no token).
 */
export function loginAs(userId = 7, ttlSeconds = 3600, access = 'access-1') {
  return setSession({ access_token: access, expires_in: ttlSeconds, user_id: userId });
}

export const profileOf = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  email_verified: true,
  profile_completed: true,
  phone: null,
  roles: [{ group_id: 3, role: 2 }],
  ...extra,
});

/** An event card as the list API returns it, starting `id` days from now. */
export const eventCard = (id: number) => ({
  id,
  name: `Ruck ${id}`,
  category: 'hike-ruck',
  start: new Date(Date.now() + id * 86_400_000).toISOString(),
  end: new Date(Date.now() + id * 86_400_000 + 3_600_000).toISOString(),
  status: 'Scheduled',
  time_zone_id: 'America/New_York',
  location: { city: 'Raleigh', state: 'NC' },
  attendees_count: 1,
});
