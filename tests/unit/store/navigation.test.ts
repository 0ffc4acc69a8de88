import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '@/store/config';
import { currentReturnAddress, matchRoute, navigate, navigateToLogin, resolveRoute, setRouter, type RouterRequest } from '@/store/navigation';
import { navigateToUrl, returnTo, safeReturnAddress } from '@/store/return-to';
import { resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const config = {
  appBase: 'https://api.example/app',
  routes: {
    '/login': '/demo/member-login.html',
    '/events/{id}': '/demo/event-detail.html?id={id}',
    '/profile/{profileId}': '/demo/profile.html?id={profileId}',
    '/profile/edit': '/demo/profile-edit.html',
    '/profile/{profileId?}/followers': '/demo/followers.html?id={profileId}',
    '/groups/{id}/members': '/demo/members.html?group={id}#list',
    '/{a}/{b}': '/catch-all/{a}/{b}',
  },
};

describe('resolveRoute', () => {
  it('exact key', () => {
    expect(resolveRoute('/login', config)).toBe('/demo/member-login.html');
    expect(resolveRoute('/login/', config)).toBe('/demo/member-login.html');
    expect(resolveRoute('/profile/edit', config)).toBe('/demo/profile-edit.html');
  });

  it('pattern key with params substituted (and encoded)', () => {
    expect(resolveRoute('/events/12', config)).toBe('/demo/event-detail.html?id=12');
    expect(resolveRoute('/profile/a%20b', config)).toBe('/demo/profile.html?id=a%20b');
  });

  it('prefers the most specific pattern', () => {
    expect(resolveRoute('/events/5', config)).toBe('/demo/event-detail.html?id=5'); // not '/{a}/{b}'
    expect(resolveRoute('/feed/x', config)).toBe('/catch-all/feed/x');
  });

  it('optional segments', () => {
    expect(resolveRoute('/profile/9/followers', config)).toBe('/demo/followers.html?id=9');
    expect(resolveRoute('/profile/followers', config)).toBe('/demo/followers.html?id=');
    expect(matchRoute('/profile/{id?}/followers', '/profile/followers')).toEqual({});
    expect(matchRoute('/events/{id}', '/events')).toBeNull();
    expect(matchRoute('/events/{id}', '/events/1/2')).toBeNull();
  });

  it('falls back to {appBase}{path}', () => {
    expect(resolveRoute('/feed', config)).toBe('https://api.example/app/feed');
    expect(resolveRoute('/profile/health/mental_health', config)).toBe('https://api.example/app/profile/health/mental_health');
    expect(resolveRoute('/', config)).toBe('https://api.example/app');
  });

  it('appends the query (before a template hash) and keeps the path’s own query', () => {
    expect(resolveRoute('/events/3', config, { tab: 'attendees', skip: undefined })).toBe('/demo/event-detail.html?id=3&tab=attendees');
    expect(resolveRoute('/groups/4/members', config, { q: 'a b' })).toBe('/demo/members.html?group=4&q=a+b#list');
    expect(resolveRoute('/feed?newAccount=1', config, { x: [1, 2] })).toBe('https://api.example/app/feed?newAccount=1&x=1&x=2');
    expect(resolveRoute('/profile?initial_tab=health', config)).toBe('https://api.example/app/profile?initial_tab=health');
  });
});

describe('navigate', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let replace: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    configure({ ...config, appBase: 'https://api.example/app' });
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
  });

  it('emits a cancelable, bubbling, composed rwb-navigate on document, then loads the URL', () => {
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('rwb-navigate', listener);
    expect(navigate('/events/7', { query: { from: 'list' } })).toBe(true);
    document.removeEventListener('rwb-navigate', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0].detail).toEqual({ path: '/events/7', url: `${location.origin}/demo/event-detail.html?id=7&from=list` });
    expect(seen[0].cancelable).toBe(true);
    expect(seen[0].bubbles).toBe(true);
    expect(seen[0].composed).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/demo/event-detail.html?id=7&from=list`);
  });

  it('replace uses location.replace', () => {
    navigate('/feed', { replace: true });
    expect(replace).toHaveBeenCalledWith('https://api.example/app/feed');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a canceled rwb-navigate stops the navigation', () => {
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('rwb-navigate', cancel);
    const router = vi.fn();
    setRouter(router);
    expect(navigate('/feed')).toBe(false);
    document.removeEventListener('rwb-navigate', cancel);
    expect(assign).not.toHaveBeenCalled();
    expect(router).not.toHaveBeenCalled();
  });

  it('is dispatched on the source element and crosses its shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const atHost = vi.fn((e: Event) => e.preventDefault());
    host.addEventListener('rwb-navigate', atHost);
    expect(navigate('/feed', { source: inner })).toBe(false);
    expect(atHost).toHaveBeenCalledTimes(1);
    host.remove();
  });

  it('uses a registered router instead of loading a page; unregistering restores page loads', () => {
    const requests: RouterRequest[] = [];
    const off = setRouter((r) => requests.push(r));
    navigate('/events/2', { query: { a: 1 }, replace: true });
    expect(requests).toEqual([{ path: '/events/2', query: { a: 1 }, replace: true, url: `${location.origin}/demo/event-detail.html?id=2&a=1` }]);
    expect(assign).not.toHaveBeenCalled();
    off();
    navigate('/feed');
    expect(assign).toHaveBeenCalledWith('https://api.example/app/feed');
  });

  it('navigateToLogin carries the return address', () => {
    history.replaceState(null, '', '/news/article.html?id=4#comments');
    expect(currentReturnAddress()).toBe('/news/article.html?id=4#comments');
    navigateToLogin();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/demo/member-login.html?redirect=%2Fnews%2Farticle.html%3Fid%3D4%23comments`);
  });
});

describe('return addresses', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  });

  it('accepts same-origin addresses only', () => {
    expect(safeReturnAddress('/a/b?c=1#d')).toBe('/a/b?c=1#d');
    expect(safeReturnAddress(`${location.origin}/x?y=1`)).toBe('/x?y=1');
    expect(safeReturnAddress('https://evil.example/x')).toBeNull();
    expect(safeReturnAddress('//evil.example/x')).toBeNull();
    expect(safeReturnAddress('/\\evil.example')).toBeNull();
    expect(safeReturnAddress('javascript:alert(1)')).toBeNull();
    expect(safeReturnAddress('')).toBeNull();
  });

  it('navigateToUrl emits rwb-navigate and loads a same-origin URL; refuses others', () => {
    const seen = vi.fn();
    document.addEventListener('rwb-navigate', seen);
    expect(navigateToUrl('/page.html?x=1')).toBe(true);
    expect(navigateToUrl('https://evil.example/')).toBe(false);
    document.removeEventListener('rwb-navigate', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/page.html?x=1`);
  });

  it('inside the shell, URLs under appBase are routed in place', () => {
    configure({ appBase: `${location.origin}/app` });
    const router = vi.fn();
    setRouter(router);
    navigateToUrl('/app/events/3?tab=x');
    expect(router).toHaveBeenCalledWith({ path: '/events/3?tab=x', replace: false, url: `${location.origin}/app/events/3?tab=x` });
    navigateToUrl('/application/other');
    expect(router).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/application/other`);
  });

  it('returnTo falls back to the feed route for an unsafe address', () => {
    configure({ appBase: 'https://api.example/app', routes: {} });
    returnTo('https://evil.example/');
    expect(assign).toHaveBeenCalledWith('https://api.example/app/feed');
    returnTo('/back/here');
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/back/here`);
  });
});
