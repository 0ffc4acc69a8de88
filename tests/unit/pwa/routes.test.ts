// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlineApi, precacheList, routeOf } from '@/pwa/routes';

const ORIGIN = 'https://app.example.org';
const bundle = new Set(['/elements/elements.js', '/elements/chunks/core-AbCdEf12.js', '/elements/assets/run-walk-K5wLU_sb.svg']);
const route = (url: string, init: { method?: string; mode?: string } = {}) =>
  routeOf({ url: url.startsWith('http') ? url : ORIGIN + url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' }, ORIGIN, bundle);

describe('routeOf', () => {
  it('a page load anywhere under /app is the shell; the worker, manifest and icons are not pages', () => {
    for (const path of ['/app', '/app/', '/app/feed', '/app/events/12?tab=x', '/app/profile/settings/privacy']) {
      expect(route(path, { mode: 'navigate' }), path).toEqual({ kind: 'shell' });
    }
    expect(route('/app/sw.js', { mode: 'navigate' })).toBeNull();
    expect(route('/app/manifest.webmanifest', { mode: 'navigate' })).toBeNull();
    expect(route('/demo/app.html', { mode: 'navigate' })).toBeNull();
    expect(route('/application', { mode: 'navigate' })).toBeNull();
  });

  it("the build's files from the cache first; the manifest and icons from the network first", () => {
    expect(route('/elements/elements.js')).toEqual({ kind: 'static', key: '/elements/elements.js' });
    expect(route('/elements/chunks/core-AbCdEf12.js')).toEqual({ kind: 'static', key: '/elements/chunks/core-AbCdEf12.js' });
    expect(route('/elements/assets/run-walk-K5wLU_sb.svg')).toEqual({ kind: 'static', key: '/elements/assets/run-walk-K5wLU_sb.svg' });
    expect(route('/app/manifest.webmanifest')).toEqual({ kind: 'app-file', key: '/app/manifest.webmanifest' });
    expect(route('/app/icons/icon-192.png')).toEqual({ kind: 'app-file', key: '/app/icons/icon-192.png' });
    expect(route('/app/icons/other.png')).toBeNull();
    // Not of this build (an older chunk), a map: the browser's own handling.
    expect(route('/elements/chunks/core-Zzzzzzzz.js')).toBeNull();
    expect(route('/elements/elements.js.map')).toBeNull();
  });

  it('only GETs of this origin', () => {
    expect(route('/api/v1/user/12', { method: 'PUT' })).toBeNull();
    expect(route('/api/v1/user/12/aggregated_timeline_feed', { method: 'POST' })).toBeNull();
    expect(route('/elements/elements.js', { method: 'HEAD' })).toBeNull();
    expect(route('https://cdn.example.com/elements/elements.js')).toBeNull();
    expect(route('https://other.example.org/api/v1/user/12')).toBeNull();
  });

  it('never the token endpoint, chat, media or any API answer not listed', () => {
    for (const path of [
      '/oauth/token',
      '/chat/channels',
      '/chat/connect',
      '/media/abc.jpg',
      '/api/v1/media/upload',
      '/api/v1/user/12/notifications',
      '/api/v1/user/12/notifications/check',
      '/api/v1/user/12/block',
      '/api/v1/user/12/user_feed',
      '/api/v1/user/12/aggregated_timeline_feed?offset=991',
      '/api/v1/mobile_event/?limit=20&offset=20',
      '/api/v1/mobile_event/44',
      '/api/v1/group/3/timeline',
      '/api/v2/all/profile/12/follower',
      '/api/first-paint/member-feed',
    ]) {
      expect(route(path), path).toBeNull();
    }
  });
});

describe('offlineApi', () => {
  const key = (path: string) => offlineApi(new URL(ORIGIN + path));

  it("the member's profile, their timeline's first page and its pinned post, naming the member", () => {
    expect(key('/api/v1/user/12')).toEqual({ key: '/api/v1/user/12', member: 12 });
    expect(key('/api/v1/user/12/aggregated_timeline_feed')).toEqual({ key: '/api/v1/user/12/aggregated_timeline_feed', member: 12, own: true });
    expect(key('/api/v1/user/12/aggregated_timeline_feed?scope=my_groups&offset=')).toEqual({
      key: '/api/v1/user/12/aggregated_timeline_feed?scope=my_groups',
      member: 12,
      own: true,
    });
    expect(key('/api/v1/user/12/aggregated_timeline_feed/pinned_post')).toEqual({
      key: '/api/v1/user/12/aggregated_timeline_feed/pinned_post',
      member: 12,
      own: true,
    });
  });

  it('the version line, for anyone', () => {
    expect(key('/api/v1/minimum_version')).toEqual({ key: '/api/v1/minimum_version', member: null, shared: true });
  });

  it("the events list's first page, whatever minute it was asked, naming nobody", () => {
    const a = key('/api/v1/mobile_event/?limit=20&offset=0&is_virtual=false&after=2026-11-26T16%3A20%3A00.000Z&sort=date&sort_order=asc');
    const b = key('/api/v1/mobile_event/?sort_order=asc&sort=date&after=2026-11-26T18%3A41%3A00.000Z&is_virtual=false&offset=0&limit=20');
    expect(a).toEqual({ key: '/api/v1/mobile_event/?is_virtual=false&limit=20&sort=date&sort_order=asc', member: null });
    expect(b).toEqual(a);
    // Another tab or filter is another list.
    expect(key('/api/v1/mobile_event/?limit=20&offset=0&is_virtual=true')!.key).not.toBe(a!.key);
  });
});

describe('precacheList', () => {
  it("the shell, the manifest and icons, and every file of the build under /elements/", () => {
    expect(precacheList(['elements.js', 'chunks/core-AbCdEf12.js'])).toEqual([
      '/app/',
      '/app/manifest.webmanifest',
      '/app/icons/icon-180.png',
      '/app/icons/icon-192.png',
      '/app/icons/icon-512.png',
      '/app/icons/maskable-512.png',
      '/elements/elements.js',
      '/elements/chunks/core-AbCdEf12.js',
    ]);
  });
});
