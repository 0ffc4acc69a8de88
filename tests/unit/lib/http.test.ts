import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { api, ApiError, clientToken, isApiError, refreshSession, requestToken, setHttpFetch } from '@/lib/http';
import { UserProfileSchema } from '@/lib/schemas';
import { configure } from '@/store/config';
import { $profile, setProfile } from '@/store/member';
import { $session, EXPIRY_MARGIN_MS, setSession } from '@/store/session';
import { API, errorBody, installFetch, json, loginAs, profileOf, resetPlatform, tokenCalls } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const grant = (n: number, extra: Record<string, unknown> = {}) => ({
  access_token: `access-${n}`,
  token_type: 'Bearer',
  expires_in: 600,
  user_id: 7,
  ...extra,
});

describe('requests', () => {
  it('joins the path to apiBase, sends JSON and query, returns the parsed body', async () => {
    configure({ apiBase: 'http://api.test/base/' });
    const { calls } = installFetch(() => json({ ok: true }));
    loginAs();
    const out = await api('api/v1/thing', { method: 'POST', body: { a: 1 }, query: { q: 'x y', n: 2, skip: undefined } });
    expect(out).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.test/base/api/v1/thing?q=x+y&n=2');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].json).toEqual({ a: 1 });
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[0].headers.get('authorization')).toBe('Bearer access-1');
  });

  it("auth 'none' sends no Authorization; absolute URLs ignore apiBase", async () => {
    const { calls } = installFetch(() => new Response(null, { status: 204 }));
    loginAs();
    await expect(api('https://media.example/upload/1', { method: 'PUT', auth: 'none', body: 'raw', headers: { 'content-type': 'image/png' } })).resolves.toBeUndefined();
    expect(calls[0].url).toBe('https://media.example/upload/1');
    expect(calls[0].headers.has('authorization')).toBe(false);
    expect(calls[0].headers.get('content-type')).toBe('image/png');
  });

  it("auth 'user' without a session fails with 401 and makes no request", async () => {
    const { calls } = installFetch(() => json({}));
    const error = await api('api/v1/user/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('not_logged_in');
    expect(calls).toHaveLength(0);
  });

  it("auth 'optional' sends the bearer only when logged in", async () => {
    const { calls } = installFetch(() => json([]));
    await api('api/v1/mobile_event/', { auth: 'optional' });
    loginAs();
    await api('api/v1/mobile_event/', { auth: 'optional' });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer access-1']);
  });

  it('uses an injected fetch (contract tests) instead of globalThis.fetch', async () => {
    const global = installFetch(() => json({ from: 'global' }));
    const injected = vi.fn(async () => json({ from: 'injected' }));
    setHttpFetch(injected as unknown as typeof fetch);
    await expect(api('x', { auth: 'none' })).resolves.toEqual({ from: 'injected' });
    expect(global.calls).toHaveLength(0);
    setHttpFetch(null);
    await expect(api('x', { auth: 'none' })).resolves.toEqual({ from: 'global' });
  });
});

describe('errors', () => {
  it("uses the exact default text 'Response returned 503' when the body has no message", async () => {
    const { calls } = installFetch(() => new Response('<html>down</html>', { status: 503, headers: { 'content-type': 'text/html' } }));
    const error = (await api('api/v1/x', { auth: 'none' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Response returned 503');
    expect(error.status).toBe(503);
    expect(error.body).toBe('<html>down</html>');
    expect(calls).toHaveLength(1); // no automatic retry of a 503
  });

  it("uses the body's error.message, code and fields", async () => {
    installFetch(() => errorBody(422, 'validation', 'Email is already registered.', { email: 'Email is already registered.' }));
    const error = (await api('api/v1/user', { method: 'POST', auth: 'none' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Email is already registered.');
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({ email: 'Email is already registered.' });
    expect(isApiError(error)).toBe(true);
  });

  it('reads Retry-After on 429', async () => {
    installFetch(() => json({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' } }, 429, { 'retry-after': '900' }));
    const error = (await api('x', { auth: 'none' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe(900);
  });

  it('turns a network failure into ApiError status 0', async () => {
    installFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await api('x', { auth: 'none' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
  });
});

describe('schemas', () => {
  it('parses the response with a zod schema', async () => {
    installFetch(() => json({ ...profileOf(12), extra_field: 'kept', phone: null }));
    loginAs();
    const profile = await api('api/v1/user/12', { schema: UserProfileSchema });
    expect(profile.id).toBe(12);
    expect(profile.first_name).toBe('Ana');
    expect((profile as Record<string, unknown>).extra_field).toBe('kept'); // lenient: unknown keys pass
  });

  it("fails with code 'bad_response' when the body does not match", async () => {
    installFetch(() => json({ id: 'twelve' }));
    loginAs();
    const error = (await api('api/v1/user/12', { schema: UserProfileSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('bad_response');
    expect(error.body).toEqual({ id: 'twelve' });
  });

  it('accepts any zod schema (mini)', async () => {
    installFetch(() => json({ data: [1, 2] }));
    const out = await api('x', { auth: 'none', schema: z.object({ data: z.array(z.number()) }) });
    expect(out.data).toEqual([1, 2]);
  });
});

describe('token requests', () => {
  it('posts a form body with HTTP Basic client credentials', async () => {
    configure({ clientId: 'rwb-web', clientSecret: 'rwb-web-public' });
    const { calls } = installFetch(() => json(grant(1)));
    await requestToken({ grant_type: 'password', username: 'a@b.co', password: 'p&ss word' });
    const call = calls[0];
    expect(call.url).toBe(`${API}/oauth/token`);
    expect(call.method).toBe('POST');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call.headers.get('authorization')).toBe(`Basic ${btoa('rwb-web:rwb-web-public')}`);
    expect(Object.fromEntries(call.form)).toEqual({ grant_type: 'password', username: 'a@b.co', password: 'p&ss word' });
  });
});

describe('refresh', () => {
  it('refreshes a token that expires within 60 s before the call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T12:00:00Z'));
    loginAs(7, 3600);
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? json(grant(2)) : json({ ok: 1 })));

    // 61 s before expiry: still fresh.
    vi.setSystemTime(Date.now() + 3600_000 - EXPIRY_MARGIN_MS - 1000);
    await api('a');
    expect(tokenCalls(calls)).toHaveLength(0);

    // exactly 60 s before expiry: refreshed first.
    vi.setSystemTime(Date.now() + 1000);
    await api('b');
    expect(tokenCalls(calls)).toHaveLength(1);
    // The refresh token is the HttpOnly cookie: no token in the body, the cookie goes with the request.
    expect(Object.fromEntries(tokenCalls(calls)[0].form)).toEqual({ grant_type: 'refresh_token', token_delivery: 'cookie' });
    expect(tokenCalls(calls)[0].credentials).toBe('include');
    expect(calls.at(-1)?.headers.get('authorization')).toBe('Bearer access-2');
    expect(calls.at(-1)?.credentials).toBeUndefined();
    expect($session.get()?.accessToken).toBe('access-2');
    expect($session.get()?.refreshToken).toBeUndefined();
  });

  it('where the browser refused the cookie, refreshes with the refresh token kept in memory (rotated)', async () => {
    setSession({ access_token: 'access-1', expires_in: 10, user_id: 7, refresh_token: 'mem-1' });
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? json(grant(2, { refresh_token: 'mem-2' })) : json({ ok: 1 })));
    await api('a');
    expect(Object.fromEntries(tokenCalls(calls)[0].form)).toEqual({ grant_type: 'refresh_token', refresh_token: 'mem-1' });
    expect(tokenCalls(calls)[0].credentials).toBeUndefined();
    expect($session.get()).toMatchObject({ accessToken: 'access-2', refreshToken: 'mem-2' });
  });

  it('a session being restored while the network is down: the call goes without a token, naming the member (the app worker answers offline)', async () => {
    $session.set({ accessToken: '', expiresAt: 0, userId: 7 });
    const { calls } = installFetch((c) => {
      if (c.path === '/oauth/token') throw new TypeError('offline');
      return json({ kept: true });
    });
    await expect(api('api/v1/user/7/aggregated_timeline_feed')).resolves.toEqual({ kept: true });
    const sent = calls.find((c) => c.path !== '/oauth/token')!;
    expect(sent.headers.get('authorization')).toBeNull();
    expect(sent.headers.get('x-rwb-member')).toBe('7');
    expect($session.get()).toMatchObject({ userId: 7, accessToken: '' }); // still restoring: the next call tries again
  });

  it('a session being restored (no access token yet) makes every call wait for the one cookie refresh', async () => {
    $session.set({ accessToken: '', expiresAt: 0, userId: 7 });
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? json(grant(2)) : json({ ok: 1 })));
    await Promise.all([api('a'), api('b', { auth: 'optional' })]);
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.path !== '/oauth/token').map((c) => c.headers.get('authorization'))).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  it('20 concurrent calls with an expiring token share exactly ONE refresh', async () => {
    loginAs(7, 30); // expires in 30 s: inside the 60 s margin
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = installFetch(async (c) => {
      if (c.path === '/oauth/token') {
        await gate;
        return json(grant(2));
      }
      return json({ path: c.path });
    });
    const all = Promise.all(Array.from({ length: 20 }, (_, i) => api<{ path: string }>(`api/v1/item/${i}`)));
    await new Promise((r) => setTimeout(r, 10));
    release();
    const results = await all;
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/v1/item/${i}`));
    expect(tokenCalls(calls)).toHaveLength(1);
    const apiCalls = calls.filter((c) => c.path !== '/oauth/token');
    expect(apiCalls).toHaveLength(20);
    expect(apiCalls.every((c) => c.headers.get('authorization') === 'Bearer access-2')).toBe(true);
  });

  it('a rejected refresh (400 invalid_grant) clears the session and the stored profile and fails with 401', async () => {
    loginAs(7, 10);
    setProfile(profileOf(7));
    expect(localStorage.getItem('user_profile')).not.toBeNull();
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? errorBody(400, 'invalid_grant', 'Unknown refresh token') : json({})));
    const error = (await api('api/v1/user/7').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
    expect(localStorage.getItem('user_profile')).toBeNull();
    expect(localStorage.getItem('rwb:member')).toBeNull();
    expect(calls.filter((c) => c.path !== '/oauth/token')).toHaveLength(0);
  });

  it('a 401 from the token endpoint (bad client) also ends the session', async () => {
    loginAs(7, 10);
    setProfile(profileOf(7));
    installFetch(() => errorBody(401, 'invalid_client'));
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
  });

  it('a network error during refresh throws ApiError status 0 and keeps the session', async () => {
    const before = loginAs(7, 10);
    setProfile(profileOf(7));
    installFetch((c) => {
      if (c.path === '/oauth/token') throw new TypeError('offline');
      return json({});
    });
    const error = (await api('x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect($session.get()).toEqual(before);
    expect($profile.get()?.id).toBe(7);
  });

  it('a 503 during refresh keeps the session', async () => {
    const before = loginAs(7, 10);
    installFetch(() => new Response('', { status: 503 }));
    await expect(api('x')).rejects.toMatchObject({ status: 503 });
    expect($session.get()).toEqual(before);
  });

  it('a 401 on a call with a fresh token triggers one refresh and one retry', async () => {
    loginAs(7, 3600);
    const { calls } = installFetch((c) => {
      if (c.path === '/oauth/token') return json(grant(2));
      return c.headers.get('authorization') === 'Bearer access-2' ? json({ ok: true }) : errorBody(401, 'invalid_token');
    });
    await expect(api('api/v1/me')).resolves.toEqual({ ok: true });
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/v1/me')).toHaveLength(2);
  });

  it('retries only once: a second 401 is returned as ApiError 401', async () => {
    loginAs(7, 3600);
    setProfile(profileOf(7));
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? json(grant(2)) : errorBody(401, 'invalid_token', 'Bad token')));
    const error = (await api('api/v1/me').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).toBe('Bad token');
    expect(calls.filter((c) => c.path === '/api/v1/me')).toHaveLength(2);
    expect(tokenCalls(calls)).toHaveLength(1);
    // The refresh itself succeeded: the session stays.
    expect($session.get()?.accessToken).toBe('access-2');
  });

  it('does not resurrect a session that was logged out while the refresh was under way', async () => {
    loginAs(7, 10);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    installFetch(async () => {
      await gate;
      return json(grant(2));
    });
    const pending = refreshSession();
    $session.set(null);
    release();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect($session.get()).toBeNull();
  });
});

describe('client credentials', () => {
  it("auth 'client' gets a client-credentials token once and reuses it", async () => {
    const { calls } = installFetch((c) =>
      c.path === '/oauth/token' ? json({ access_token: 'client-1', token_type: 'Bearer', expires_in: 3600 }) : json({ id: 5 }, 201),
    );
    await expect(api('api/v1/user', { method: 'POST', auth: 'client', body: { email: 'a@b.co' } })).resolves.toEqual({ id: 5 });
    await api('api/v1/password_reset', { method: 'POST', auth: 'client', body: { email: 'a@b.co' } });
    const tokens = tokenCalls(calls);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].form.get('grant_type')).toBe('client_credentials');
    expect(tokens[0].headers.get('authorization')).toMatch(/^Basic /);
    const used = calls.filter((c) => c.path !== '/oauth/token');
    expect(used.map((c) => c.headers.get('authorization'))).toEqual(['Bearer client-1', 'Bearer client-1']);
  });

  it('concurrent clientToken() calls share one request; an expiring one is renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-01T12:00:00Z'));
    let n = 0;
    const { calls } = installFetch(() => json({ access_token: `client-${++n}`, expires_in: 3600 }));
    const [a, b] = await Promise.all([clientToken(), clientToken()]);
    expect([a, b]).toEqual(['client-1', 'client-1']);
    vi.setSystemTime(Date.now() + 3600_000 - EXPIRY_MARGIN_MS);
    await expect(clientToken()).resolves.toBe('client-2');
    expect(calls).toHaveLength(2);
  });

  it('a 401 with the cached client token gets a new one and retries once', async () => {
    let n = 0;
    const { calls } = installFetch((c) => {
      if (c.path === '/oauth/token') return json({ access_token: `client-${++n}`, expires_in: 3600 });
      return c.headers.get('authorization') === 'Bearer client-2' ? json({}, 202) : errorBody(401, 'invalid_token');
    });
    await clientToken();
    await expect(api('api/v1/password_reset', { method: 'POST', auth: 'client' })).resolves.toEqual({});
    expect(tokenCalls(calls)).toHaveLength(2);
  });
});
