/**
 * The service worker's behaviour, with its surroundings passed in (the caches, fetch, messages to a
 * page), so tests run it in Node with an in-memory cache (tests/unit/pwa/worker.test.ts); src/pwa/sw.ts
 * wires it to the worker's events. Which request gets which strategy: ./routes.ts; whose API answers
 * are kept and served: ./owner.ts.
 */
import { APP_CACHE_PREFIX, OFFLINE_MEMBER_HEADER, type SessionMessage, type WorkerMessage } from '@/lib/pwa';
import { afterSession, apiCacheName, isOwner, isStranger, memberFor, ownerCacheFor, staleApiCaches, tokenHash, type Owner } from './owner';
import { BUNDLE_BASE, precacheList, routeOf, SHELL_URL, type RequestFacts, type Route } from './routes';

export interface WorkerDeps {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Posts to the page (window client) with this id; an unknown or empty id is ignored. */
  tell: (clientId: string, message: WorkerMessage) => void;
  /** The worker's origin (`self.location.origin`). */
  origin: string;
  /** The build's version (a hash of its files) and its files, relative to the bundle's directory. */
  version: string;
  files: readonly string[];
}

export interface FetchFacts extends RequestFacts {
  request: Request;
  clientId: string;
  waitUntil(promise: Promise<unknown>): void;
}

/** Where the owner (./owner.ts) is kept across the worker's restarts. */
const META_CACHE = 'rwb-meta';
/** Answers that are the same for everyone (./routes.ts `shared`). */
const SHARED_CACHE = 'rwb-public';
const OWNER_KEY = '/app/__rwb/owner';
/** How long an offline request with a token not announced yet waits for the page's session message. */
export const SESSION_WAIT_MS = 500;
/** The loader and the shell must be cached for the install to count; the rest is cached as it can be. */
const LOADER = 'elements.js';

/** A file whose name does not change with its content: asked again, past the browser's HTTP cache. */
const isHashed = (path: string) => /\/(?:chunks|assets)\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i.test(path);

export function createWorker(deps: WorkerDeps) {
  const appCache = `${APP_CACHE_PREFIX}${deps.version}`;
  const bundle = new Set(deps.files.map((f) => BUNDLE_BASE + f));
  const abs = (path: string) => new URL(path, deps.origin).href;
  let owner: Owner | null | undefined;
  const waiting = new Set<() => void>();

  async function loadOwner(): Promise<Owner | null> {
    if (owner !== undefined) return owner;
    const saved = await (await deps.caches.open(META_CACHE)).match(abs(OWNER_KEY));
    const value: unknown = saved ? await saved.json().catch(() => null) : null;
    owner ??= isOwner(value) ? value : null;
    return owner;
  }

  async function saveOwner(next: Owner | null): Promise<void> {
    owner = next;
    const meta = await deps.caches.open(META_CACHE);
    if (next) await meta.put(abs(OWNER_KEY), new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
    else await meta.delete(abs(OWNER_KEY));
  }

  async function fetchInto(cache: Cache, path: string): Promise<void> {
    const res = await deps.fetch(new Request(abs(path), { cache: isHashed(path) ? 'default' : 'reload', credentials: 'same-origin' }));
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await cache.put(abs(path), res);
  }

  /** Install: the shell, the app's files and every file of this build, in this build's cache. */
  async function install(): Promise<void> {
    const cache = await deps.caches.open(appCache);
    const [required, rest] = [[SHELL_URL, BUNDLE_BASE + LOADER], precacheList(deps.files).filter((p) => p !== SHELL_URL && p !== BUNDLE_BASE + LOADER)];
    await Promise.all(required.map((p) => fetchInto(cache, p)));
    await Promise.all(rest.map((p) => fetchInto(cache, p).catch(() => undefined)));
  }

  /** Activate: the caches of older builds go. */
  async function activate(): Promise<void> {
    const names = await deps.caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(APP_CACHE_PREFIX) && n !== appCache).map((n) => deps.caches.delete(n)));
  }

  /** Deletes every member's kept answers and who owned them. */
  async function forget(): Promise<void> {
    await Promise.all(staleApiCaches(await deps.caches.keys(), null).map((n) => deps.caches.delete(n)));
    await saveOwner(null);
  }

  /** The page said who is logged in: a different member (or nobody) deletes the kept API answers. */
  async function session(message: SessionMessage): Promise<void> {
    const next = afterSession(await loadOwner(), message.member, await tokenHash(message.token));
    if (next.wipe) {
      const stale = staleApiCaches(await deps.caches.keys(), next.owner?.member ?? null);
      await Promise.all(stale.map((n) => deps.caches.delete(n)));
    }
    await saveOwner(next.owner);
    for (const wake of [...waiting]) wake();
  }

  const sessionOrTimeout = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        waiting.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(wake, SESSION_WAIT_MS);
      waiting.add(wake);
    });

  /** Network first, the answer kept under `key` (when `keep` accepts it); offline, the kept one. */
  async function networkFirst(request: Request, key: string, keep: (res: Response) => boolean): Promise<Response> {
    const cache = await deps.caches.open(appCache);
    try {
      const res = await deps.fetch(request);
      if (res.ok && keep(res)) await cache.put(abs(key), res.clone());
      return res;
    } catch (error) {
      const cached = await cache.match(abs(key));
      if (cached) return cached;
      throw error;
    }
  }

  // Every path under /app answers the same page: the latest one is kept as the shell for all of them.
  const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').startsWith('text/html');

  async function fromBuild(request: Request, key: string, waitUntil: FetchFacts['waitUntil']): Promise<Response> {
    const cache = await deps.caches.open(appCache);
    const cached = await cache.match(abs(key));
    if (cached) return cached;
    const res = await deps.fetch(request);
    if (res.ok) waitUntil(cache.put(abs(key), res.clone()));
    return res;
  }

  async function fromApi(facts: FetchFacts, route: Extract<Route, { kind: 'api' }>): Promise<Response> {
    const hash = await tokenHash(facts.request.headers.get('authorization'));
    // The cache this request may use: the shared one, or its member's; null: none.
    const cacheFor = async () => {
      if (route.shared) return SHARED_CACHE;
      const who = memberFor(await loadOwner(), hash, route.member);
      return who === null ? null : apiCacheName(who);
    };
    if (route.own && isStranger(await loadOwner(), hash, route.member)) await forget();
    const before = await cacheFor();
    const key = abs(route.key);
    try {
      const res = await deps.fetch(facts.request);
      if (res.status === 200) {
        deps.tell(facts.clientId, { type: 'rwb-online', url: facts.url });
        // Kept only when the same member still owns the token once the answer is in (not after a logout).
        if (before !== null && (await cacheFor()) === before) await (await deps.caches.open(before)).put(key, res.clone());
      }
      return res;
    } catch (error) {
      // The page gave up on it (the view went away): not a network failure.
      if (facts.request.signal?.aborted) throw error;
      let name = before;
      // A token the page has not announced yet (it was refreshed on another page): give it a moment.
      if (name === null && hash) {
        await sessionOrTimeout();
        name = await cacheFor();
      }
      // No token at all: the page reloaded offline and names its member (OFFLINE_MEMBER_HEADER); only
      // the device's owner, for paths naming them or nobody.
      if (name === null && !hash) name = ownerCacheFor(await loadOwner(), facts.request.headers.get(OFFLINE_MEMBER_HEADER), route.member);
      const cached = name === null ? undefined : await (await deps.caches.open(name)).match(key);
      if (!cached) throw error;
      deps.tell(facts.clientId, { type: 'rwb-offline', url: facts.url });
      return cached;
    }
  }

  /** The answer to a request, or null when the browser should handle it alone. */
  function handle(facts: FetchFacts): Promise<Response> | null {
    const route = routeOf(facts, deps.origin, bundle);
    if (!route) return null;
    if (route.kind === 'shell') return networkFirst(facts.request, SHELL_URL, isHtml);
    if (route.kind === 'app-file') return networkFirst(facts.request, route.key, () => true);
    if (route.kind === 'static') return fromBuild(facts.request, route.key, facts.waitUntil);
    return fromApi(facts, route);
  }

  return { install, activate, session, handle, cacheName: appCache };
}
