import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { listenToOtherTabs, loginWithPassword, logout, onLogout as register, refreshProfile, type LogoutCallback } from '@/store/auth';
import { configure } from '@/store/config';
import { $eventFilters, $memberFilter, $storedLocation, setEventFilter, setMemberFilter, setStoredLocation } from '@/store/filters';
import { EVENT_FILTER_KEYS, LOGOUT_CLEARED_KEYS } from '@/store/keys';
import { $blockedMap, $followingSet, $groupsJoined, $profile, blockMember, joinGroup, setFollowing, setProfile } from '@/store/member';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { $cookieRefused, $session, whenSessionReady } from '@/store/session';
import { SESSION_CHANNEL, type SessionSignal } from '@/store/session-channel';
import { API, errorBody, installFetch, json, loginAs, profileOf, resetPlatform, tokenCalls, type Call } from '../helpers';

const registered: (() => void)[] = [];
const onLogout = (cb: LogoutCallback) => {
  const off = register(cb);
  registered.push(off);
  return off;
};

beforeEach(() => resetPlatform());
afterEach(() => {
  registered.splice(0).forEach((off) => off());
  resetPlatform();
});

// Cookie mode: the refresh token is the API's HttpOnly cookie, never in the JSON.
const tokenGrant = { access_token: 'acc-1', token_type: 'Bearer', expires_in: 600, user_id: 12 };

/** Another tab of the page's origin: what it hears and what it says on the session channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: SessionSignal[] = [];
  channel.onmessage = (e: MessageEvent) => heard.push(e.data as SessionSignal);
  return { heard, say: (signal: SessionSignal) => channel.postMessage(signal), close: () => channel.close() };
}

/** The page's API on its own origin (no cookie check after login). */
const sameOrigin = () => configure({ apiBase: location.origin });

describe('loginWithPassword', () => {
  it('password grant in cookie mode → session in memory → GET api/v1/user/{user_id} → profile; emits rwb-session-login', async () => {
    sameOrigin();
    const { calls } = installFetch((c) => (c.path === '/oauth/token' ? json(tokenGrant) : json(profileOf(12))));
    const events: CustomEvent[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('rwb-session-login', listener);
    const profile = await loginWithPassword(' ana@example.com ', 'secret-pw');
    document.removeEventListener('rwb-session-login', listener);

    expect(profile).toMatchObject({ id: 12, first_name: 'Ana' });
    // Spec §7 Users: the profile, then the member's local sets (followingSet, groupsJoined, blockedMap).
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /oauth/token',
      'GET /api/v1/user/12',
      'GET /api/v2/all/profile/12/follower',
      'GET /api/v2/all/profile/12/group_membership',
      'GET /api/v1/user/12/block',
    ]);
    expect(Object.fromEntries(calls[0].form)).toEqual({ grant_type: 'password', username: 'ana@example.com', password: 'secret-pw', token_delivery: 'cookie' });
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.get('authorization')).toBe(`Basic ${btoa('rwb-web:rwb-web-public')}`);
    expect(calls[1].headers.get('authorization')).toBe('Bearer acc-1');
    expect(calls[1].credentials).toBeUndefined(); // the API's other routes never get cookies
    expect($session.get()).toEqual({ accessToken: 'acc-1', expiresAt: expect.any(Number), userId: 12 });
    expect(localStorage.getItem('rwb:member')).toBe('12'); // the hint: a page load restores through the cookie
    expect(Object.keys(localStorage).map((k) => localStorage.getItem(k)).some((v) => v?.includes('acc-1'))).toBe(false);
    expect($profile.get()?.id).toBe(12);
    expect(JSON.parse(localStorage.getItem('user_profile')!).id).toBe(12);
    expect(events).toHaveLength(1);
    expect(events[0].detail).toEqual({ userId: 12 });
    expect(events[0].bubbles && events[0].composed).toBe(true);
  });

  it('from another origin, one cookie refresh right after login proves the browser keeps the cookie', async () => {
    const { calls } = installFetch((c) =>
      c.path === '/oauth/token' ? json({ ...tokenGrant, access_token: c.form.get('grant_type') === 'password' ? 'acc-1' : 'acc-2' }) : json(profileOf(12)),
    );
    await loginWithPassword('ana@example.com', 'pw');
    const [, probe] = tokenCalls(calls);
    expect(Object.fromEntries(probe.form)).toEqual({ grant_type: 'refresh_token', token_delivery: 'cookie' });
    expect(probe.credentials).toBe('include');
    expect($session.get()).toMatchObject({ accessToken: 'acc-2', userId: 12 });
    expect($session.get()?.refreshToken).toBeUndefined();
    expect($cookieRefused.get()).toBe(false);
  });

  it('a refused cookie: the session is made again without it (refresh token in memory only), the hint goes, and the notice is due', async () => {
    const tab = otherTab();
    const { calls } = installFetch((c: Call) => {
      if (c.path !== '/oauth/token') return json(profileOf(12));
      if (c.form.get('grant_type') === 'refresh_token') return errorBody(400, 'invalid_request', 'The refresh token is missing.');
      return json(c.form.get('token_delivery') ? tokenGrant : { ...tokenGrant, access_token: 'acc-3', refresh_token: 'mem-1' });
    });
    await loginWithPassword('ana@example.com', 'pw');
    expect(tokenCalls(calls).map((c) => Object.fromEntries(c.form))).toEqual([
      { grant_type: 'password', username: 'ana@example.com', password: 'pw', token_delivery: 'cookie' },
      { grant_type: 'refresh_token', token_delivery: 'cookie' },
      { grant_type: 'password', username: 'ana@example.com', password: 'pw' },
    ]);
    expect($session.get()).toMatchObject({ accessToken: 'acc-3', refreshToken: 'mem-1', userId: 12 });
    expect($cookieRefused.get()).toBe(true);
    expect(localStorage.getItem('rwb:member')).toBeNull();
    expect(Object.keys(localStorage).map((k) => localStorage.getItem(k)).some((v) => v?.includes('mem-1'))).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(tab.heard).toEqual([]); // other tabs cannot restore through a refused cookie
    tab.close();
  });

  it('tells the other tabs (a signal naming the member, never a token)', async () => {
    sameOrigin();
    const tab = otherTab();
    installFetch((c) => (c.path === '/oauth/token' ? json(tokenGrant) : json(profileOf(12))));
    await loginWithPassword('ana@example.com', 'pw');
    await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'login', userId: 12 }]));
    tab.close();
  });

  it('a wrong password fails with the server ApiError and stores nothing', async () => {
    installFetch(() => errorBody(400, 'invalid_grant', 'Invalid e-mail or password'));
    const error = (await loginWithPassword('a@b.co', 'wrong').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_grant');
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
  });

  it('drops the session again when the profile cannot be fetched', async () => {
    sameOrigin();
    installFetch((c) => (c.path === '/oauth/token' ? json(tokenGrant) : new Response('', { status: 500 })));
    await expect(loginWithPassword('a@b.co', 'pw')).rejects.toMatchObject({ status: 500, message: 'Response returned 500' });
    expect($session.get()).toBeNull();
  });

  it('clears a previous member’s local sets', async () => {
    setFollowing([1, 2]);
    installFetch((c) => (c.path === '/oauth/token' ? json(tokenGrant) : json(profileOf(12))));
    await loginWithPassword('a@b.co', 'pw');
    expect($followingSet.get().size).toBe(0);
  });

  it('refreshProfile fetches and stores the logged-in member', async () => {
    loginAs(7);
    installFetch(() => json(profileOf(7, { first_name: 'New' })));
    await expect(refreshProfile()).resolves.toMatchObject({ first_name: 'New' });
    expect($profile.get()?.first_name).toBe('New');
  });
});

describe('logout', () => {
  let routed: RouterRequest[];
  beforeEach(() => {
    routed = [];
    setRouter((r) => routed.push(r));
  });

  function seedEverything() {
    loginAs(7);
    setProfile(profileOf(7));
    setFollowing([1]);
    joinGroup(3, 2);
    blockMember({ id: 4 });
    setStoredLocation({ latitude: 35.7, longitude: -78.6, zip: '27601' });
    setEventFilter('eventDistance', 50);
    setEventFilter('virtualTime', 'all-day');
    setMemberFilter({ memberStatus: ['act'] });
  }

  it('revokes the token, clears every listed key and store, runs callbacks, emits, navigates to /login', async () => {
    seedEverything();
    localStorage.setItem('unrelated', 'stays');
    for (const key of EVENT_FILTER_KEYS) localStorage.setItem(key, '"x"'); // written by another copy
    expect(LOGOUT_CLEARED_KEYS).toEqual(expect.arrayContaining(['user_profile', 'rwb:member', 'rwb:session', 'rwb:location', 'rwb:memberFilter', 'eventDistance', 'virtualTime']));
    const tab = otherTab();
    const { calls } = installFetch(() => new Response(null, { status: 204 }));
    const order: string[] = [];
    onLogout(() => {
      order.push(`cb:${$session.get() === null}`);
    });
    const onEvent = vi.fn(() => order.push('event'));
    document.addEventListener('rwb-session-logout', onEvent);

    await logout();
    document.removeEventListener('rwb-session-logout', onEvent);

    // The cookie's family is revoked and the cookie cleared: no bearer token needed.
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${API}/oauth/token/revoke`);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.get('authorization')).toBeNull();
    await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'logout' }]));
    tab.close();
    for (const key of LOGOUT_CLEARED_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('stays');
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
    expect($followingSet.get().size + $groupsJoined.get().length + $blockedMap.get().size).toBe(0);
    expect($storedLocation.get()).toBeNull();
    expect($memberFilter.get()).toBeNull();
    expect($eventFilters.get()).toEqual({});
    expect(order).toEqual(['cb:true', 'event']);
    expect(routed.map((r) => r.path)).toEqual(['/login']);
  });

  it('a throwing callback does not stop the others; async callbacks are awaited; unsubscribe works', async () => {
    loginAs(7);
    installFetch(() => new Response(null, { status: 204 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    onLogout(() => {
      throw new Error('boom');
    });
    onLogout(async () => {
      await new Promise((r) => setTimeout(r, 5));
      ran.push('async');
    });
    onLogout(() => Promise.reject(new Error('async boom')));
    onLogout(() => {
      ran.push('last');
    });
    const off = onLogout(() => {
      ran.push('removed');
    });
    off();
    await logout();
    expect(ran.sort()).toEqual(['async', 'last']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(routed).toHaveLength(1);
  });

  it('without a usable cookie (refused by the browser) revokes with the bearer token as before', async () => {
    loginAs(7);
    const { calls } = installFetch((c) => (c.path === '/oauth/token/revoke' ? errorBody(401, 'unauthorized') : new Response(null, { status: 204 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await logout();
    expect(calls.map((c) => c.path)).toEqual(['/oauth/token/revoke', '/oauth/revoke']);
    expect(calls[1].headers.get('authorization')).toBe('Bearer access-1');
    expect($session.get()).toBeNull();
  });

  it('still logs out locally when the revoke call fails', async () => {
    seedEverything();
    installFetch(() => {
      throw new TypeError('offline');
    });
    await logout();
    expect($session.get()).toBeNull();
    expect(localStorage.getItem('rwb:member')).toBeNull();
    expect(routed.map((r) => r.path)).toEqual(['/login']);
  });

  it('without a session makes no request but still clears and navigates', async () => {
    setProfile(profileOf(1));
    const { calls } = installFetch(() => json({}));
    await logout({ navigate: true });
    expect(calls).toHaveLength(0);
    expect($profile.get()).toBeNull();
    expect(routed).toHaveLength(1);
  });

  it('revoke: false (account deleted: the server revoked every token) only clears the cookie, and clears everything', async () => {
    seedEverything();
    const { calls } = installFetch((c) => (c.path === '/oauth/token/revoke' ? errorBody(401, 'unauthorized') : json({})));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await logout({ revoke: false });
    expect(calls.map((c) => c.path)).toEqual(['/oauth/token/revoke']);
    expect($session.get()).toBeNull();
    expect(localStorage.getItem('rwb:location')).toBeNull();
    expect(routed.map((r) => r.path)).toEqual(['/login']);
  });

  it('dispatches on the source element and can skip navigation', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen = vi.fn();
    host.addEventListener('rwb-session-logout', seen);
    await logout({ source: host, navigate: false });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(routed).toHaveLength(0);
    host.remove();
  });

  it('a host that cancels rwb-navigate keeps the page', async () => {
    setRouter(null);
    configure({ routes: { '/login': '/login.html' } });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('rwb-navigate', cancel);
    await logout();
    document.removeEventListener('rwb-navigate', cancel);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the other tabs', () => {
  beforeEach(() => listenToOtherTabs());

  it("another tab's logout logs this one out (no request, no navigation)", async () => {
    loginAs(7);
    setProfile(profileOf(7));
    const routed: RouterRequest[] = [];
    setRouter((r) => routed.push(r));
    const { calls } = installFetch(() => json({}));
    const tab = otherTab();
    const seen = vi.fn();
    document.addEventListener('rwb-session-logout', seen);
    tab.say({ type: 'logout' });
    await vi.waitFor(() => expect($session.get()).toBeNull());
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    document.removeEventListener('rwb-session-logout', seen);
    expect($profile.get()).toBeNull();
    expect(calls).toHaveLength(0);
    expect(routed).toHaveLength(0);
    tab.close();
  });

  it("another tab's login: this one restores that member through the cookie", async () => {
    const { calls } = installFetch((c) =>
      c.path === '/oauth/token' ? json({ access_token: 'acc-9', token_type: 'Bearer', expires_in: 600, user_id: 9 }) : json(profileOf(9)),
    );
    const tab = otherTab();
    tab.say({ type: 'login', userId: 9 });
    await vi.waitFor(() => expect($session.get()?.userId).toBe(9));
    await whenSessionReady();
    await vi.waitFor(() => expect($session.get()?.accessToken).toBe('acc-9'));
    const [refresh] = tokenCalls(calls);
    expect(Object.fromEntries(refresh.form)).toEqual({ grant_type: 'refresh_token', token_delivery: 'cookie' });
    expect(refresh.credentials).toBe('include');
    await vi.waitFor(() => expect($profile.get()?.id).toBe(9));
    tab.close();
  });
});
