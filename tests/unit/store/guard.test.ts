import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { checkSession, guardState, GUARD_ROUTES } from '@/store/guard';
import { $profile, setProfile } from '@/store/member';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { $session, restoreSession } from '@/store/session';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform } from '../helpers';

let routed: RouterRequest[] = [];
beforeEach(() => {
  resetPlatform();
  routed = [];
  setRouter((r) => routed.push(r));
});
afterEach(() => resetPlatform());

describe('guardState (accounts spec §2 session check)', () => {
  const s = { userId: 5 };
  it('no session or no profile → login', () => {
    expect(guardState(null, null)).toBe('login');
    expect(guardState(null, { id: 5, email_verified: true, profile_completed: true })).toBe('login');
    expect(guardState(s, null)).toBe('login');
  });
  it('a profile of another member → login', () => {
    expect(guardState(s, { id: 6, email_verified: true, profile_completed: true })).toBe('login');
  });
  it('unverified → confirm_email (even when complete); verified and incomplete → personal_info; else ok', () => {
    expect(guardState(s, { id: 5, email_verified: false, profile_completed: true })).toBe('confirm_email');
    expect(guardState(s, { id: 5, email_verified: true, profile_completed: false })).toBe('personal_info');
    expect(guardState(s, { id: 5, email_verified: true, profile_completed: null })).toBe('personal_info');
    expect(guardState(s, { id: 5, email_verified: true, profile_completed: true })).toBe('ok');
  });
  it('routes are the spec paths', () => {
    expect(GUARD_ROUTES).toEqual({ login: '/login', confirm_email: '/registration/confirm_email', personal_info: '/registration/personal_info' });
  });
});

describe('checkSession', () => {
  it('logged out: goes to /login with the originating address, replacing the entry; no request', async () => {
    history.replaceState(null, '', '/events/detail.html?id=4#attendees');
    const { calls } = installFetch(() => json({}));
    expect(await checkSession()).toBe('login');
    expect(calls).toHaveLength(0);
    expect(routed).toEqual([expect.objectContaining({ path: '/login', replace: true, query: { redirect: '/events/detail.html?id=4#attendees' } })]);
  });

  it('a reload (the session restored through the cookie) is not "logged out": the check waits for the restore', async () => {
    setProfile(profileOf(5));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    installFetch(async (c) => {
      await gate;
      return c.path === '/oauth/token' ? json({ access_token: 'back', token_type: 'Bearer', expires_in: 600, user_id: 5 }) : json(profileOf(5));
    });
    void restoreSession(5);
    const checked = checkSession();
    await new Promise((r) => setTimeout(r, 20));
    expect(routed).toEqual([]); // nothing bounced to /login while restoring
    release();
    expect(await checked).toBe('ok');
    expect(routed).toEqual([]);
    expect($session.get()?.accessToken).toBe('back');
  });

  it('a restore the cookie refuses ends in /login', async () => {
    installFetch((c) => (c.path === '/oauth/token' ? errorBody(400, 'invalid_grant') : json({})));
    void restoreSession(5);
    expect(await checkSession()).toBe('login');
    expect(routed.map((r) => r.path)).toEqual(['/login']);
  });

  it('uses the cached profile without a request and stays on the page when ok', async () => {
    loginAs(5);
    setProfile(profileOf(5));
    const { calls } = installFetch(() => json({}));
    expect(await checkSession()).toBe('ok');
    expect(calls).toHaveLength(0);
    expect(routed).toEqual([]);
  });

  it('fetches the profile when none is cached; unverified → confirm_email', async () => {
    loginAs(5);
    const { calls } = installFetch(() => json(profileOf(5, { email_verified: false, profile_completed: false })));
    expect(await checkSession()).toBe('confirm_email');
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/user/5']);
    expect(routed.map((r) => [r.path, r.replace])).toEqual([['/registration/confirm_email', true]]);
    expect($profile.get()?.id).toBe(5);
  });

  it('fresh: refetches even with a cached profile; incomplete → personal_info', async () => {
    loginAs(5);
    setProfile(profileOf(5, { email_verified: false }));
    installFetch(() => json(profileOf(5, { profile_completed: false })));
    expect(await checkSession({ fresh: true })).toBe('personal_info');
    expect(routed.map((r) => r.path)).toEqual(['/registration/personal_info']);
  });

  it('redirect:false only reports', async () => {
    loginAs(5);
    setProfile(profileOf(5, { profile_completed: false }));
    expect(await checkSession({ redirect: false })).toBe('personal_info');
    expect(routed).toEqual([]);
  });

  it('a 401 from the profile call means logged out', async () => {
    loginAs(5);
    installFetch(() => errorBody(401, 'invalid_token'));
    expect(await checkSession({ redirect: false })).toBe('login');
  });

  it('a server failure keeps a cached profile of the same member, but throws without one (or when fresh)', async () => {
    loginAs(5);
    setProfile(profileOf(5, { id: 9 }));
    installFetch(() => errorBody(500, 'server'));
    await expect(checkSession({ redirect: false })).rejects.toBeInstanceOf(ApiError);
    setProfile(profileOf(5));
    await expect(checkSession({ redirect: false, fresh: true })).rejects.toMatchObject({ status: 500 });
    expect($session.get()?.userId).toBe(5);
  });
});
