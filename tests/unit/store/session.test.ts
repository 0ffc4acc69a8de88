import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, clearSession, EXPIRY_MARGIN_MS, isExpiring, setSession, type Session } from '@/store/session';
import { resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const g = globalThis as Record<string, unknown>;
const NOW = Date.parse('2025-05-01T12:00:00Z');
const grant = { access_token: 'a1', refresh_token: 'r1', expires_in: 3600, user_id: 12, token_type: 'Bearer' };

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('setSession / isExpiring', () => {
  it('stores expiresAt = now + expires_in and the user id', () => {
    const s = setSession(grant, NOW);
    expect(s).toEqual({ accessToken: 'a1', refreshToken: 'r1', expiresAt: NOW + 3600_000, userId: 12 });
    expect($session.get()).toEqual(s);
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

  it('a refresh response without refresh_token / user_id keeps the current ones', () => {
    setSession(grant, NOW);
    const s = setSession({ access_token: 'a2', expires_in: 60 }, NOW + 1000);
    expect(s).toEqual({ accessToken: 'a2', refreshToken: 'r1', expiresAt: NOW + 61_000, userId: 12 });
  });

  it('refuses a first session without refresh token or user id', () => {
    expect(() => setSession({ access_token: 'a', expires_in: 10 }, NOW)).toThrow();
    expect($session.get()).toBeNull();
  });
});

describe('persistence', () => {
  it('writes the session to localStorage under rwb:session and removes it on clear', () => {
    setSession(grant, NOW);
    expect(JSON.parse(localStorage.getItem('rwb:session')!)).toEqual({ accessToken: 'a1', refreshToken: 'r1', expiresAt: NOW + 3600_000, userId: 12 });
    clearSession();
    expect(localStorage.getItem('rwb:session')).toBeNull();
    expect($session.get()).toBeNull();
  });

  it('reads a stored session when the bundle loads (and ignores a malformed one)', async () => {
    const stored: Session = { accessToken: 'x', refreshToken: 'y', expiresAt: NOW, userId: 3 };
    const load = async (raw: string) => {
      localStorage.setItem('rwb:session', raw);
      vi.resetModules();
      delete g.__rwbStores; // a fresh page
      return (await import('@/store/session')).$session.get();
    };
    const saved = g.__rwbStores;
    try {
      expect(await load(JSON.stringify(stored))).toEqual(stored);
      expect(await load('{"accessToken": 1}')).toBeNull();
      expect(await load('not json')).toBeNull();
    } finally {
      g.__rwbStores = saved;
    }
  });

  it('a second copy of the bundle on the page shares the same store through the global key', async () => {
    vi.resetModules();
    const copy = await import('@/store/session');
    expect(copy.$session).toBe($session);
    copy.setSession(grant, NOW);
    expect($session.get()?.accessToken).toBe('a1');
  });
});

describe('cross-tab sync', () => {
  it('takes a session written by another tab (storage event)', () => {
    const listener = vi.fn();
    const unbind = $session.listen(listener);
    const other: Session = { accessToken: 'other', refreshToken: 'r9', expiresAt: NOW + 5000, userId: 44 };
    localStorage.setItem('rwb:session', JSON.stringify(other));
    storageEvent('rwb:session', JSON.stringify(other));
    expect($session.get()).toEqual(other);
    expect(listener).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('drops the session when another tab logs out or clears storage', () => {
    setSession(grant, NOW);
    localStorage.removeItem('rwb:session');
    storageEvent('rwb:session', null);
    expect($session.get()).toBeNull();

    setSession(grant, NOW);
    localStorage.clear();
    storageEvent(null, null);
    expect($session.get()).toBeNull();
  });

  it('ignores storage events for other keys', () => {
    const s = setSession(grant, NOW);
    localStorage.setItem('something-else', '1');
    storageEvent('something-else', '1');
    expect($session.get()).toEqual(s);
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
