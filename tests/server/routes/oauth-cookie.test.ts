// The refresh token as an HttpOnly cookie for browser clients (server/auth/session-cookie.ts), its
// credentialed CORS (server/http/cors.ts) and logout through it. The API is https://api.teamrwb.org;
// www.teamrwb.org is a same-site host page, cms.example.org a cross-site one, evil.example not allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../../server/auth/refresh';
import { hashToken } from '../../../server/auth/tokens';
import { DEMO_PASSWORD, createTestServer, type Res, type TestServer } from '../support/harness';

const API = 'https://api.teamrwb.org';
const SAME_SITE = 'https://www.teamrwb.org';
const CROSS_SITE = 'https://cms.example.org';
const EVIL = 'https://evil.example';
const LIFETIME = 30 * 86400;

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ PUBLIC_URL: API, CORS_ORIGINS: `${SAME_SITE},${CROSS_SITE}` });
});
afterAll(() => s?.close());

type Page = { origin: string; site?: 'same-origin' | 'same-site' | 'cross-site' };
const headersOf = (page: Page, cookie?: string) => ({
  origin: page.origin,
  ...(page.site ? { 'sec-fetch-site': page.site } : {}),
  ...(cookie ? { cookie: `rwb_refresh=${cookie}` } : {}),
});

const loginWithCookie = (page: Page, email = 'member@demo.test') =>
  s.token({ grant_type: 'password', username: email, password: DEMO_PASSWORD, token_delivery: 'cookie' }, { headers: headersOf(page) });
const refreshWithCookie = (page: Page, cookie: string) => s.token({ grant_type: 'refresh_token' }, { headers: headersOf(page, cookie) });

/** The rwb_refresh Set-Cookie of a response, as value + attribute map. */
function refreshCookie(r: Res): { value: string; attrs: Record<string, string | true> } {
  const line = r.headers.getSetCookie().find((c) => c.startsWith('rwb_refresh='));
  if (!line) throw new Error(`no rwb_refresh cookie (status ${r.status})`);
  const [pair, ...rest] = line.split(/;\s*/);
  const attrs = Object.fromEntries(rest.map((a) => (a.includes('=') ? [a.slice(0, a.indexOf('=')).toLowerCase(), a.slice(a.indexOf('=') + 1)] : [a.toLowerCase(), true])));
  return { value: pair.slice('rwb_refresh='.length), attrs };
}

const me = async (token: string) => (await s.call('/oauth/me', { token })).status;

describe('token_delivery=cookie', () => {
  it('a same-site page gets the refresh token as an HttpOnly Secure SameSite=Lax cookie on /oauth/token, not in the body', async () => {
    const r = await loginWithCookie({ origin: SAME_SITE, site: 'same-site' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 600, user_id: await s.userId('member@demo.test') });
    const cookie = refreshCookie(r);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attrs).toEqual({ 'max-age': expect.any(String), path: '/oauth/token', httponly: true, secure: true, samesite: 'Lax' });
    expect(Math.abs(Number(cookie.attrs['max-age']) - LIFETIME)).toBeLessThanOrEqual(2);
    expect(r.headers.get('access-control-allow-origin')).toBe(SAME_SITE);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('a cross-site page gets SameSite=None; Partitioned; so does one whose browser sends no Sec-Fetch-Site', async () => {
    for (const page of [{ origin: CROSS_SITE, site: 'cross-site' as const }, { origin: SAME_SITE }]) {
      const cookie = refreshCookie(await loginWithCookie(page));
      expect(cookie.attrs).toMatchObject({ path: '/oauth/token', httponly: true, secure: true, samesite: 'None', partitioned: true });
    }
    // The API's own pages (the standalone app) are same-site.
    expect(refreshCookie(await loginWithCookie({ origin: API })).attrs.samesite).toBe('Lax');
  });

  it('a page not on the allow-list, or a request without Origin, may not use the cookie (403 invalid_origin)', async () => {
    const evil = await loginWithCookie({ origin: EVIL, site: 'cross-site' });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('invalid_origin');
    expect(evil.headers.getSetCookie()).toEqual([]);
    const noOrigin = await s.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD, token_delivery: 'cookie' });
    expect(noOrigin.status).toBe(403);
  });

  it('a refresh grant without refresh_token reads the cookie, rotates it and answers with the new one in the cookie', async () => {
    const page = { origin: CROSS_SITE, site: 'cross-site' as const };
    const first = refreshCookie(await loginWithCookie(page)).value;
    const r = await refreshWithCookie(page, first);
    expect(r.status).toBe(200);
    expect(r.body.refresh_token).toBeUndefined();
    expect(await me(r.body.access_token)).toBe(200);
    const next = refreshCookie(r);
    expect(next.value).not.toBe(first);
    expect(next.attrs).toMatchObject({ samesite: 'None', partitioned: true, path: '/oauth/token' });
    expect(Math.abs(Number(next.attrs['max-age']) - LIFETIME)).toBeLessThanOrEqual(2);
    // The cookie from a page not allowed: refused, nothing rotated or revoked.
    expect((await refreshWithCookie({ origin: EVIL, site: 'cross-site' }, next.value)).status).toBe(403);
    expect((await refreshWithCookie(page, next.value)).status).toBe(200);
  });

  it('two tabs refreshing through the cookie at once both succeed; a replay after the grace window revokes and clears it', async () => {
    const page = { origin: SAME_SITE, site: 'same-site' as const };
    const login = await loginWithCookie(page);
    const first = refreshCookie(login).value;
    const [a, b] = await Promise.all([refreshWithCookie(page, first), refreshWithCookie(page, first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookie(a).value).toBe(refreshCookie(b).value);
    await s.db.query(`UPDATE oauth_refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2) WHERE hash = $1`, [hashToken(first), REFRESH_GRACE_MS / 1000 + 1]);
    const replay = await refreshWithCookie(page, first);
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('invalid_grant');
    expect(refreshCookie(replay)).toEqual({ value: '', attrs: { 'max-age': '0', path: '/oauth/token', httponly: true, secure: true, samesite: 'Lax' } });
    expect((await refreshWithCookie(page, refreshCookie(a).value)).status).toBe(400);
    for (const t of [login.body.access_token, a.body.access_token, b.body.access_token]) expect(await me(t)).toBe(401);
  });

  it('a refresh token from the body moves into the cookie with token_delivery=cookie; without it the spec grant is unchanged', async () => {
    const session = await s.login('leader@demo.test');
    const moved = await s.token({ grant_type: 'refresh_token', refresh_token: session.refreshToken, token_delivery: 'cookie' }, { headers: headersOf({ origin: SAME_SITE, site: 'same-site' }) });
    expect(moved.status).toBe(200);
    expect(moved.body.refresh_token).toBeUndefined();
    const plain = await s.token({ grant_type: 'refresh_token', refresh_token: refreshCookie(moved).value });
    expect(plain.status).toBe(200);
    expect(plain.body.refresh_token).toEqual(expect.any(String));
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});

describe('logout through the cookie', () => {
  it('POST /oauth/revoke with the bearer revokes the family and clears a browser page’s cookie', async () => {
    const page = { origin: CROSS_SITE, site: 'cross-site' as const };
    const login = await loginWithCookie(page);
    const r = await s.call('/oauth/revoke', { method: 'POST', token: login.body.access_token, headers: headersOf(page) });
    expect(r.status).toBe(204);
    expect(refreshCookie(r)).toEqual({ value: '', attrs: { 'max-age': '0', path: '/oauth/token', httponly: true, secure: true, samesite: 'None', partitioned: true } });
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await refreshWithCookie(page, refreshCookie(login).value)).status).toBe(400);
  });

  it('POST /oauth/token/revoke with the cookie alone revokes its family and clears it', async () => {
    const page = { origin: SAME_SITE, site: 'same-site' as const };
    const login = await loginWithCookie(page);
    const cookie = refreshCookie(login).value;
    const r = await s.call('/oauth/token/revoke', { method: 'POST', headers: headersOf(page, cookie) });
    expect(r.status).toBe(204);
    expect(refreshCookie(r).attrs['max-age']).toBe('0');
    expect(await me(login.body.access_token)).toBe(401);
    expect((await refreshWithCookie(page, cookie)).status).toBe(400);
    // Logging out again (a dead cookie) still answers 204 and clears it.
    expect((await s.call('/oauth/token/revoke', { method: 'POST', headers: headersOf(page, cookie) })).status).toBe(204);
  });

  it('authorisation: without the cookie 401 (a bearer token alone revokes nothing here); the cookie from a page not allowed is 403 and revokes nothing', async () => {
    const page = { origin: SAME_SITE, site: 'same-site' as const };
    const login = await loginWithCookie(page);
    const bearerOnly = await s.call('/oauth/token/revoke', { method: 'POST', token: login.body.access_token, headers: headersOf(page) });
    expect(bearerOnly.status).toBe(401);
    expect(bearerOnly.body.error.code).toBe('unauthorized');
    const cookie = refreshCookie(login).value;
    const evil = await s.call('/oauth/token/revoke', { method: 'POST', headers: headersOf({ origin: EVIL, site: 'cross-site' }, cookie) });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('invalid_origin');
    const noOrigin = await s.call('/oauth/token/revoke', { method: 'POST', headers: { cookie: `rwb_refresh=${cookie}` } });
    expect(noOrigin.status).toBe(403);
    expect(await me(login.body.access_token)).toBe(200);
    expect((await refreshWithCookie(page, cookie)).status).toBe(200);
  });
});

describe('credentialed CORS', () => {
  const preflight = (path: string, origin: string) =>
    s.call(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });

  it('the token and revoke endpoints allow credentials for allow-listed origins only, echoing the exact origin', async () => {
    for (const path of ['/oauth/token', '/oauth/token/revoke', '/oauth/revoke']) {
      for (const origin of [SAME_SITE, CROSS_SITE]) {
        const r = await preflight(path, origin);
        expect(r.headers.get('access-control-allow-origin')).toBe(origin);
        expect(r.headers.get('access-control-allow-credentials')).toBe('true');
      }
      const evil = await preflight(path, EVIL);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const evilPost = await s.token({ grant_type: 'client_credentials' }, { headers: { origin: EVIL } });
    expect(evilPost.headers.get('access-control-allow-origin')).toBeNull();
    expect(evilPost.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('the rest of the API answers allowed origins without credentials', async () => {
    for (const path of ['/api/v1/minimum_version', '/oauth/me']) {
      const r = await preflight(path, CROSS_SITE);
      expect(r.headers.get('access-control-allow-origin')).toBe(CROSS_SITE);
      expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const get = await s.call('/api/v1/minimum_version', { headers: { origin: CROSS_SITE } });
    expect(get.headers.get('access-control-allow-origin')).toBe(CROSS_SITE);
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
