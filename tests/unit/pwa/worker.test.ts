// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkerMessage } from '@/lib/pwa';
import { createWorker, SESSION_WAIT_MS } from '@/pwa/worker';
import { FakeCaches } from './fake-caches';

const ORIGIN = 'https://app.example.org';
const FILES = ['elements.js', 'chunks/core-AbCdEf12.js', 'assets/run-walk-K5wLU_sb.svg'];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const html = (text: string) => new Response(text, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

let caches: FakeCaches;
let online: boolean;
let server: (req: Request) => Response;
let told: Array<{ clientId: string; message: WorkerMessage }>;
let fetched: Request[];

function worker(version = 'v1') {
  return createWorker({
    caches: caches as unknown as CacheStorage,
    fetch: async (req) => {
      fetched.push(req);
      if (!online) throw new TypeError('Failed to fetch');
      return server(req);
    },
    tell: (clientId, message) => told.push({ clientId, message }),
    origin: ORIGIN,
    version,
    files: FILES,
  });
}

/** A page's request through the worker (null: the worker left it to the browser). */
function request(w: ReturnType<typeof worker>, path: string, init: RequestInit & { mode?: string; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const req = new Request(ORIGIN + path, { method: init.method, headers });
  return w.handle({ request: req, method: req.method, url: req.url, mode: init.mode ?? 'cors', clientId: 'page-1', waitUntil: () => undefined });
}

const session = (w: ReturnType<typeof worker>, member: number | null, token: string | null) => w.session({ type: 'rwb-session', member, token });

beforeEach(() => {
  caches = new FakeCaches();
  online = true;
  told = [];
  fetched = [];
  server = (req) => {
    const { pathname } = new URL(req.url);
    if (pathname.startsWith('/app')) return html('<member-app></member-app>');
    if (pathname.startsWith('/api/')) return json({ path: pathname, auth: req.headers.get('authorization') });
    return new Response(`file ${pathname}`, { status: 200 });
  };
});

describe('install and activate', () => {
  it("caches the shell, the app's files and every file of the build in the version's cache", async () => {
    await worker().install();
    expect(caches.urls('rwb-app-v1').sort()).toEqual(
      [
        '/app/',
        '/app/manifest.webmanifest',
        '/app/icons/icon-180.png',
        '/app/icons/icon-192.png',
        '/app/icons/icon-512.png',
        '/app/icons/maskable-512.png',
        '/elements/elements.js',
        '/elements/chunks/core-AbCdEf12.js',
        '/elements/assets/run-walk-K5wLU_sb.svg',
      ]
        .map((p) => ORIGIN + p)
        .sort(),
    );
    // Files whose names do not change with their content are asked past the HTTP cache.
    expect(fetched.find((r) => r.url.endsWith('/elements/elements.js'))!.cache).toBe('reload');
    expect(fetched.find((r) => r.url.endsWith('core-AbCdEf12.js'))!.cache).toBe('default');
  });

  it('fails when the shell or the loader cannot be cached; a missing icon does not stop it', async () => {
    server = (req) => (req.url.endsWith('/elements/elements.js') ? new Response('', { status: 404 }) : html('x'));
    await expect(worker().install()).rejects.toThrow(/elements\.js: 404/);
    server = (req) => (req.url.includes('/icons/') ? new Response('', { status: 500 }) : html('x'));
    await worker().install();
    expect(caches.urls('rwb-app-v1')).toContain(`${ORIGIN}/elements/elements.js`);
  });

  it("a new build's worker deletes the older builds' caches, never the member's", async () => {
    await worker('v1').install();
    await session(worker('v1'), 12, 'tok-a');
    await (await caches.open('rwb-api-12')).put(`${ORIGIN}/api/v1/user/12`, json({}));
    const next = worker('v2');
    await next.install();
    await next.activate();
    expect(await caches.keys()).toEqual(expect.arrayContaining(['rwb-app-v2', 'rwb-api-12', 'rwb-meta']));
    expect(await caches.keys()).not.toContain('rwb-app-v1');
  });
});

describe('pages and files', () => {
  it('a page under /app: the network first (the shell kept up to date), the cached shell offline for any path', async () => {
    const w = worker();
    await w.install();
    server = () => html('<title>new shell</title>');
    expect(await (await request(w, '/app/feed', { mode: 'navigate' }))!.text()).toBe('<title>new shell</title>');
    online = false;
    const res = await request(w, '/app/events/12', { mode: 'navigate' });
    expect(await res!.text()).toBe('<title>new shell</title>');
  });

  it('the manifest and icons: fresh from the network (the configuration may change), the cached copy offline', async () => {
    const w = worker();
    await w.install();
    server = () => new Response('{"name":"Renamed"}', { status: 200 });
    expect(await (await request(w, '/app/manifest.webmanifest'))!.text()).toBe('{"name":"Renamed"}');
    online = false;
    expect(await (await request(w, '/app/manifest.webmanifest'))!.text()).toBe('{"name":"Renamed"}');
  });

  it('offline without a cached shell, the page load fails as it would without a worker', async () => {
    online = false;
    await expect(request(worker(), '/app/feed', { mode: 'navigate' })).rejects.toThrow('Failed to fetch');
  });

  it("the build's files from the cache, without asking the network", async () => {
    const w = worker();
    await w.install();
    fetched = [];
    online = false;
    expect(await (await request(w, '/elements/chunks/core-AbCdEf12.js'))!.text()).toBe('file /elements/chunks/core-AbCdEf12.js');
    expect(fetched).toEqual([]);
  });

  it('requests the worker does not handle are left to the browser', () => {
    const w = worker();
    expect(request(w, '/api/v1/user/12', { method: 'PUT', token: 'tok-a' })).toBeNull();
    expect(request(w, '/oauth/token', { method: 'POST' })).toBeNull();
    expect(request(w, '/chat/channels', { method: 'POST' })).toBeNull();
    expect(request(w, '/api/v1/user/12/notifications/check', { token: 'tok-a' })).toBeNull();
  });
});

describe("the member's API answers", () => {
  it('network first: kept per member, served from the device when the network fails, and the page told each time', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    const fresh = await request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' });
    expect(await fresh!.json()).toEqual({ path: '/api/v1/user/12/aggregated_timeline_feed', auth: 'Bearer tok-a' });
    expect(told).toEqual([{ clientId: 'page-1', message: { type: 'rwb-online', url: `${ORIGIN}/api/v1/user/12/aggregated_timeline_feed` } }]);
    expect(caches.urls('rwb-api-12')).toEqual([`${ORIGIN}/api/v1/user/12/aggregated_timeline_feed`]);

    online = false;
    told = [];
    const cached = await request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' });
    expect(await cached!.json()).toEqual({ path: '/api/v1/user/12/aggregated_timeline_feed', auth: 'Bearer tok-a' });
    expect(told).toEqual([{ clientId: 'page-1', message: { type: 'rwb-offline', url: `${ORIGIN}/api/v1/user/12/aggregated_timeline_feed` } }]);
  });

  it('the version line is kept for anyone, without a token, and outlives a logout', async () => {
    const w = worker();
    await request(w, '/api/v1/minimum_version');
    await session(w, null, null);
    online = false;
    expect((await (await request(w, '/api/v1/minimum_version'))!.json()).path).toBe('/api/v1/minimum_version');
    expect(told.at(-1)).toEqual({ clientId: 'page-1', message: { type: 'rwb-offline', url: `${ORIGIN}/api/v1/minimum_version` } });
  });

  it('a request the page aborted is not a network failure: no copy, no offline mark', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/12', { token: 'tok-a' });
    told = [];
    const controller = new AbortController();
    const req = new Request(`${ORIGIN}/api/v1/user/12`, { headers: { authorization: 'Bearer tok-a' }, signal: controller.signal });
    controller.abort();
    online = false;
    const answer = w.handle({ request: req, method: 'GET', url: req.url, mode: 'cors', clientId: 'page-1', waitUntil: () => undefined });
    await expect(answer).rejects.toThrow();
    expect(told).toEqual([]);
  });

  it('the last events list is served offline whatever minute the view asks for', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/mobile_event/?limit=20&offset=0&after=2026-11-26T16%3A20%3A00.000Z', { token: 'tok-a' });
    online = false;
    const res = await request(w, '/api/v1/mobile_event/?limit=20&offset=0&after=2026-11-26T16%3A25%3A00.000Z', { token: 'tok-a' });
    expect((await res!.json()).path).toBe('/api/v1/mobile_event/');
  });

  it('an answer that is not a 200 is passed on and not kept; offline with nothing kept fails as without a worker', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    server = () => new Response('{"error":{}}', { status: 503 });
    expect((await request(w, '/api/v1/user/12', { token: 'tok-a' }))!.status).toBe(503);
    expect(caches.urls('rwb-api-12')).toEqual([]);
    online = false;
    await expect(request(w, '/api/v1/user/12', { token: 'tok-a' })).rejects.toThrow('Failed to fetch');
  });

  it("another member's profile is never kept", async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/99', { token: 'tok-a' });
    expect(caches.urls('rwb-api-12')).toEqual([]);
  });

  it('nothing is kept or served without a token, or for a token the page never announced', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/mobile_event/?offset=0');
    await request(w, '/api/v1/mobile_event/?offset=0', { token: 'tok-stranger' });
    expect(caches.urls('rwb-api-12')).toEqual([]);
    await request(w, '/api/v1/mobile_event/?offset=0', { token: 'tok-a' });
    online = false;
    const started = Date.now();
    await expect(request(w, '/api/v1/mobile_event/?offset=0', { token: 'tok-stranger' })).rejects.toThrow('Failed to fetch');
    // It waited for the page to announce the token, in vain.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSION_WAIT_MS - 20);
    await expect(request(w, '/api/v1/mobile_event/?offset=0')).rejects.toThrow('Failed to fetch');
  });

  it('a reload offline (no access token: it lives in memory only): a request naming the owner gets their copy; another member or a path of another gets nothing', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' });
    await request(w, '/api/v1/mobile_event/?offset=0', { token: 'tok-a' });
    online = false;
    const named = (member: string) => ({ headers: { 'x-rwb-member': member } });
    const feed = await request(w, '/api/v1/user/12/aggregated_timeline_feed', named('12'));
    expect(await feed!.json()).toEqual({ path: '/api/v1/user/12/aggregated_timeline_feed', auth: 'Bearer tok-a' });
    await expect(request(w, '/api/v1/mobile_event/?offset=0', named('12'))).resolves.toBeTruthy();
    await expect(request(w, '/api/v1/mobile_event/?offset=0', named('13'))).rejects.toThrow('Failed to fetch');
    await expect(request(w, '/api/v1/user/13/aggregated_timeline_feed', named('12'))).rejects.toThrow('Failed to fetch');
    // Online the header is nothing: the network answers, and nothing is kept for a request without a token.
    online = true;
    const fresh = await request(w, '/api/v1/user/12/aggregated_timeline_feed', named('12'));
    expect(await fresh!.json()).toMatchObject({ auth: null });
  });

  it('a token announced while its request was failing is served (the page told the worker a moment late)', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/12', { token: 'tok-a' });
    online = false;
    const pending = request(w, '/api/v1/user/12', { token: 'tok-b' });
    await new Promise((r) => setTimeout(r, 10));
    await session(w, 12, 'tok-b');
    expect((await (await pending)!.json()).path).toBe('/api/v1/user/12');
  });

  it("logout (nobody) or another member deletes the previous member's answers; the next member never sees them", async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' });
    await session(w, 13, 'tok-b');
    expect(await caches.keys()).not.toContain('rwb-api-12');
    online = false;
    await expect(request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' })).rejects.toThrow();

    online = true;
    await request(w, '/api/v1/user/13', { token: 'tok-b' });
    await session(w, null, null);
    expect((await caches.keys()).filter((n) => n.startsWith('rwb-api-'))).toEqual([]);
  });

  it("another member's timeline asked with a token the worker does not know: the owner's answers go at once", async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    await request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' });
    // Viewing another member's profile with the owner's token is not that.
    await request(w, '/api/v1/user/13', { token: 'tok-a' });
    expect(caches.urls('rwb-api-12')).toHaveLength(1);
    await request(w, '/api/v1/user/13/aggregated_timeline_feed', { token: 'tok-b' });
    expect((await caches.keys()).filter((n) => n.startsWith('rwb-api-'))).toEqual([]);
    online = false;
    await expect(request(w, '/api/v1/user/12/aggregated_timeline_feed', { token: 'tok-a' })).rejects.toThrow();
  });

  it("a refreshed token of the same member keeps the answers; the owner survives the worker's restart", async () => {
    await session(worker(), 12, 'tok-a');
    await request(worker(), '/api/v1/user/12', { token: 'tok-a' });
    const restarted = worker();
    await session(restarted, 12, 'tok-a2');
    online = false;
    expect((await (await request(worker(), '/api/v1/user/12', { token: 'tok-a2' }))!.json()).path).toBe('/api/v1/user/12');
    expect((await (await request(worker(), '/api/v1/user/12', { token: 'tok-a' }))!.json()).path).toBe('/api/v1/user/12');
  });

  it('an answer arriving after logout is not kept', async () => {
    const w = worker();
    await session(w, 12, 'tok-a');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const original = server;
    server = (req) => original(req);
    const slow = createWorker({
      caches: caches as unknown as CacheStorage,
      fetch: async (req) => {
        await gate;
        return server(req);
      },
      tell: () => undefined,
      origin: ORIGIN,
      version: 'v1',
      files: FILES,
    });
    const pending = request(slow, '/api/v1/user/12', { token: 'tok-a' });
    await new Promise((r) => setTimeout(r, 10));
    await session(slow, null, null);
    release();
    await pending;
    expect((await caches.keys()).filter((n) => n.startsWith('rwb-api-'))).toEqual([]);
  });
});
