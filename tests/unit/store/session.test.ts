import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cookieRefused,
  $session,
  $sessionRestoring,
  clearSession,
  EXPIRY_MARGIN_MS,
  isExpiring,
  isRestoring,
  setSession,
  startSession,
  whenSessionReady,
} from '@/store/session';
import { startRestore } from '@/lib/session-restore';
import { API, errorBody, installFetch, json, resetPlatform, tokenCalls } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => {
  vi.unstubAllGlobals();
  resetPlatform();
});

const NOW = Date.parse('2025-05-01T12:00:00Z');
const grant = { access_token: 'a1', expires_in: 600, user_id: 12, token_type: 'Bearer' };

/** Every value the host page's scripts can read from storage and cookies. */
function readableValues(): string[] {
  const out: string[] = [];
  for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) out.push(store.getItem(store.key(i)!)!);
  if (document.cookie) out.push(document.cookie);
  return out;
}

describe('setSession / isExpiring', () => {
  it('keeps the access token in memory only; storage holds the member hint (the id), no token', () => {
    const s = setSession(grant, NOW);
    expect(s).toEqual({ accessToken: 'a1', expiresAt: NOW + 600_000, userId: 12 });
    expect($session.get()).toEqual(s);
    expect(localStorage.getItem('rwb:member')).toBe('12');
    expect(localStorage.getItem('rwb:session')).toBeNull();
    expect(readableValues().some((v) => v.includes('a1'))).toBe(false);
  });

  it('counts the token as expiring exactly 60 s before expiry', () => {
    const s = setSession(grant, NOW);
    expect(EXPIRY_MARGIN_MS).toBe(60_000);
    expect(isExpiring(s, s.expiresAt - 60_001)).toBe(false);
    expect(isExpiring(s, s.expiresAt - 60_000)).toBe(true);
    expect(isExpiring(s, s.expiresAt - 59_999)).toBe(true);
    expect(isExpiring(s, s.expiresAt + 1)).toBe(true);
    expect(isExpiring(null, NOW)).toBe(true);
  });

  it('a refresh response without user_id keeps the member', () => {
    setSession(grant, NOW);
    expect(setSession({ access_token: 'a2', expires_in: 60 }, NOW + 1000)).toEqual({ accessToken: 'a2', expiresAt: NOW + 61_000, userId: 12 });
  });

  it('a refresh token in the body (the browser refused the cookie) stays in memory, and the hint goes: no other page can restore', () => {
    setSession({ ...grant, refresh_token: 'r1' }, NOW);
    expect($session.get()?.refreshToken).toBe('r1');
    expect(localStorage.getItem('rwb:member')).toBeNull();
    expect(readableValues().some((v) => v.includes('r1'))).toBe(false);
    expect(setSession({ access_token: 'a2', expires_in: 60, refresh_token: 'r2' }, NOW).refreshToken).toBe('r2');
  });

  it('refuses a first session without a user id', () => {
    expect(() => setSession({ access_token: 'a', expires_in: 10 }, NOW)).toThrow();
    expect($session.get()).toBeNull();
  });

  it('clearSession drops the session and the hint', () => {
    setSession(grant, NOW);
    clearSession();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem('rwb:member')).toBeNull();
  });

  it('a second copy of the bundle on the page shares the same store through the global key', async () => {
    vi.resetModules();
    const copy = await import('@/store/session');
    expect(copy.$session).toBe($session);
    copy.setSession(grant, NOW);
    expect($session.get()?.accessToken).toBe('a1');
  });
});

describe('restore on page start (one refresh through the cookie)', () => {
  it('a visitor who never logged in: no request, logged out, ready at once', async () => {
    const { calls } = installFetch(() => json({}));
    startSession();
    await whenSessionReady();
    expect($session.get()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('drops the tokens an earlier build left in storage (rwb:session)', () => {
    installFetch(() => json({}));
    localStorage.setItem('rwb:session', JSON.stringify({ accessToken: 'x', refreshToken: 'y', expiresAt: NOW, userId: 3 }));
    startSession();
    expect(localStorage.getItem('rwb:session')).toBeNull();
  });

  it('with the hint: the member is named at once (restoring, not logged out), then one cookie refresh brings the token', async () => {
    const { calls } = installFetch(() => json({ access_token: 'fresh', token_type: 'Bearer', expires_in: 600, user_id: 12 }));
    localStorage.setItem('rwb:member', '12');
    startSession();
    expect($session.get()).toMatchObject({ userId: 12, accessToken: '' });
    expect(isRestoring()).toBe(true);
    expect($sessionRestoring.get()).toBe(true);
    await whenSessionReady();
    expect($sessionRestoring.get()).toBe(false);
    expect($session.get()).toMatchObject({ userId: 12, accessToken: 'fresh' });
    const [refresh] = tokenCalls(calls);
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(Object.fromEntries(refresh.form)).toEqual({ grant_type: 'refresh_token', token_delivery: 'cookie' });
    expect(refresh.credentials).toBe('include');
    expect(refresh.headers.get('authorization')).toMatch(/^Basic /);
  });

  it("takes the loader's restore instead of refreshing again (rotation: a second refresh is wasted)", async () => {
    const { calls } = installFetch(() => json({ access_token: 'from-loader', token_type: 'Bearer', expires_in: 600, user_id: 12 }));
    localStorage.setItem('rwb:member', '12');
    await startRestore(API, { id: 'rwb-web', secret: 'rwb-web-public' });
    startSession();
    await whenSessionReady();
    expect($session.get()).toMatchObject({ userId: 12, accessToken: 'from-loader' });
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(calls[0].credentials).toBe('include');
  });

  it('a refused cookie (400 invalid_grant) ends the session and the hint', async () => {
    installFetch(() => errorBody(400, 'invalid_grant', 'The refresh token is not valid. Please log in again.'));
    localStorage.setItem('rwb:member', '12');
    startSession();
    await whenSessionReady();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem('rwb:member')).toBeNull();
  });

  it('a network failure keeps the member (the next call tries again)', async () => {
    installFetch(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('rwb:member', '12');
    startSession();
    await whenSessionReady();
    expect($session.get()).toMatchObject({ userId: 12 });
    expect(localStorage.getItem('rwb:member')).toBe('12');
  });

  it('the cookie-refused flag starts false', () => {
    expect($cookieRefused.get()).toBe(false);
  });
});

describe('expiry (the HTTP client reports a refused refresh token)', () => {
  it('expireSession clears the session, then runs every onSessionExpired callback; the member store clears itself', async () => {
    const { onSessionExpired, expireSession } = await import('@/store/session');
    const { $profile, $followingSet, setProfile, setFollowing } = await import('@/store/member');
    setSession(grant, NOW);
    setProfile({ id: 12, first_name: 'Ana' });
    setFollowing([3]);
    const order: string[] = [];
    const stop = onSessionExpired(() => order.push($session.get() === null ? 'after clear' : 'before clear'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopBad = onSessionExpired(() => {
      throw new Error('callback bug');
    });
    expireSession();
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
    expect($followingSet.get().size).toBe(0);
    expect(order).toEqual(['after clear']);
    stop();
    stopBad();
    setSession(grant, NOW);
    expireSession();
    expect(order).toHaveLength(1);
  });
});
