// The bearer-token cache: what it keeps and for how long (unit), then through the app: a cached
// token costs no statement, and every way a token dies (logout, password change, reset, account
// deletion) is a 401 on the very next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCacheFor } from '../../../server/auth/revocations';
import { TokenCache, type Revocation } from '../../../server/auth/token-cache';
import type { Db } from '../../../server/db/client';
import type { Auth } from '../../../server/http/context';
import { countedApp, type CountedApp } from '../db/counted-app';
import { createTestServer, type TestServer } from '../support/harness';

describe('TokenCache', () => {
  let now = 1_000_000;
  const clock = () => now;
  const auth = (tokenId: number, userId: number | null = 7, refreshHash: string | null = 'ab12'): Auth => ({ tokenId, clientId: 'web', userId, refreshHash });
  const later = (ms: number) => new Date(now + ms);
  const make = (opts: { ttlMs?: number; max?: number; live?: () => boolean } = {}) =>
    new TokenCache({ live: opts.live ?? (() => true), sync: () => Promise.resolve() }, { now: clock, ...opts });

  it('serves a lookup for the TTL, never past the token expiry', () => {
    const cache = make({ ttlMs: 60_000 });
    cache.set('long', auth(1), later(3_600_000), cache.begin());
    cache.set('short', auth(2), later(10_000), cache.begin());
    cache.set('expired', auth(3), later(0), cache.begin());
    expect(cache.get('long')).toEqual(auth(1));
    expect(cache.get('short')).toEqual(auth(2));
    expect(cache.get('expired')).toBeNull();
    now += 10_000;
    expect(cache.get('short')).toBeNull();
    expect(cache.get('long')).toEqual(auth(1));
    now += 50_000;
    expect(cache.get('long')).toBeNull();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = make({ max: 2 });
    cache.set('a', auth(1), later(60_000), cache.begin());
    cache.set('b', auth(2), later(60_000), cache.begin());
    expect(cache.get('a')).not.toBeNull(); // a is now the most recent
    cache.set('c', auth(3), later(60_000), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });

  it('a revocation drops what it names and keeps no new lookup of it for a TTL', () => {
    const cache = make({ ttlMs: 60_000 });
    cache.set('member', auth(1, 7, 'f1'), later(3_600_000), cache.begin());
    cache.set('member-2', auth(2, 7, 'f2'), later(3_600_000), cache.begin());
    cache.set('other', auth(3, 8, 'f3'), later(3_600_000), cache.begin());
    cache.set('client', auth(4, null, null), later(3_600_000), cache.begin());

    cache.revoke('f:f1');
    expect(cache.get('member')).toBeNull();
    expect(cache.get('member-2')).not.toBeNull();
    cache.revoke('t:4');
    expect(cache.get('client')).toBeNull();
    cache.revoke('u:7');
    expect(cache.get('member-2')).toBeNull();
    expect(cache.get('other')).not.toBeNull();

    // A lookup racing the revoking transaction (it may still read the row as valid) is not kept.
    for (const [hash, a] of [['member', auth(1, 7, 'f1')], ['client', auth(4, null, null)]] as const) {
      cache.set(hash, a, later(3_600_000), cache.begin());
      expect(cache.get(hash)).toBeNull();
    }
    now += 60_001;
    cache.set('member-2', auth(2, 7, 'f2'), later(3_600_000), cache.begin());
    expect(cache.get('member-2')).not.toBeNull();
  });

  it('a lookup started before any revocation or clear is not kept', () => {
    const cache = make();
    const started = cache.begin();
    cache.revoke('u:99' as Revocation);
    cache.set('a', auth(1), later(60_000), started);
    expect(cache.get('a')).toBeNull();
    const again = cache.begin();
    cache.clear();
    cache.set('a', auth(1), later(60_000), again);
    expect(cache.get('a')).toBeNull();
  });

  it('while not live (listener down) nothing is served or kept', () => {
    let live = true;
    const cache = make({ live: () => live });
    cache.set('a', auth(1), later(60_000), cache.begin());
    live = false;
    expect(cache.get('a')).toBeNull();
    cache.set('b', auth(2), later(60_000), cache.begin());
    live = true;
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
  });

  it('a PostgreSQL Db that cannot listen is never cached; embedded PGlite (one process) is', () => {
    const fake = (kind: Db['kind']) => ({ kind }) as Db;
    const pg = tokenCacheFor(fake('postgres'));
    pg.set('a', auth(1), new Date(Date.now() + 60_000), pg.begin());
    expect(pg.get('a')).toBeNull();
    const lite = tokenCacheFor(fake('pglite'));
    lite.set('a', auth(1), new Date(Date.now() + 60_000), lite.begin());
    expect(lite.get('a')).toEqual(auth(1));
  });
});

describe('the token cache in the app', () => {
  let s: TestServer;
  let counted: CountedApp;
  beforeAll(async () => {
    s = await createTestServer();
    counted = countedApp(s);
  });
  afterAll(() => s?.close());

  /** /oauth/me through the counted app until the token is served from memory (the listener may still be connecting). */
  async function cached(token: string) {
    for (let i = 0; i < 50; i++) {
      const r = await counted.call('/oauth/me', { token });
      expect(r.status).toBe(200);
      if (r.statements.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the token was never served from the cache');
  }

  it('a cached token costs no statement; its first use costs one', async () => {
    const { token, userId } = await s.login('member@demo.test');
    const first = await counted.call('/oauth/me', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: userId });
    expect(first.statements.length).toBeLessThanOrEqual(1);
    await cached(token);
    const again = await counted.call('/oauth/me', { token });
    expect(again).toMatchObject({ status: 200, body: { id: userId }, statements: [] });
  });

  it('an unknown token is looked up every time (never cached as valid)', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await counted.call('/oauth/me', { token: 'not-a-real-token' });
      expect(r.status).toBe(401);
      expect(r.statements).toHaveLength(1);
    }
  });

  it('logout: the next call is 401, on this app and on another app over the same database', async () => {
    const session = await s.login('member@demo.test');
    const refreshed = await s.token({ grant_type: 'refresh_token', refresh_token: session.refreshToken });
    const other = await s.login('member@demo.test');
    for (const token of [session.token, refreshed.body.access_token, other.token]) await cached(token);
    // Revoked through the harness's own app: a different Db object than the counted app's.
    expect((await s.call('/oauth/revoke', { method: 'POST', token: session.token })).status).toBe(204);
    expect((await counted.call('/oauth/me', { token: session.token })).status).toBe(401);
    expect((await counted.call('/oauth/me', { token: refreshed.body.access_token })).status).toBe(401);
    expect((await counted.call('/oauth/me', { token: other.token })).status).toBe(200);

    const client = await s.clientToken();
    await counted.call('/oauth/me', { token: client }); // 403 for a client token, but looked up and cached
    expect((await counted.call('/oauth/revoke', { method: 'POST', token: client })).status).toBe(204);
    expect((await counted.call('/oauth/me', { token: client })).status).toBe(401);
  });

  it("password change: every session of the member is 401 at once, the changing one too", async () => {
    const m = await s.createMember();
    const elsewhere = await s.login(m.email, m.password);
    await cached(m.token);
    await cached(elsewhere.token);
    const r = await counted.call(`/api/v1/user/${m.id}`, { method: 'POST', token: m.token, json: { password: 'brand-new-pass', current_password: m.password } });
    expect(r.status).toBe(200);
    expect((await counted.call('/oauth/me', { token: elsewhere.token })).status).toBe(401);
    expect((await counted.call('/oauth/me', { token: m.token })).status).toBe(401);
  });

  it('password reset and account deletion: 401 at once', async () => {
    const m = await s.createMember();
    await cached(m.token);
    const client = await s.clientToken();
    expect((await s.call('/api/v1/password_reset', { token: client, json: { email: m.email } })).status).toBeLessThan(300);
    const code = await s.latestCode(m.email);
    const reset = await s.call('/api/v1/password_reset/confirm', { token: client, json: { email: m.email, code, password: 'reset-pass-123' } });
    expect(reset.status).toBe(204);
    expect((await counted.call('/oauth/me', { token: m.token })).status).toBe(401);

    const d = await s.createMember();
    await cached(d.token);
    const deleted = await counted.call(`/api/v1/user/${d.id}`, { method: 'DELETE', token: d.token, json: { password: d.password } });
    expect(deleted.status).toBeLessThan(300);
    expect((await counted.call('/oauth/me', { token: d.token })).status).toBe(401);
  });
});
