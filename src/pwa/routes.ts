/**
 * What the app's service worker does with a request (pure: tested in tests/unit/pwa/routes.test.ts).
 *
 * - `shell`: a page of the app (a navigation under /app): network first; offline, the cached shell
 *   (every /app path is the same page; the shell routes by the URL).
 * - `static`: a file of the build (precached at install; its name changes with its content, but for
 *   the loader's, which changes with the build's version): from the cache first.
 * - `app-file`: the manifest and the icons (they follow the server's configuration, not the build):
 *   network first, the cached copy offline.
 * - `api`: one of the few answers the first views of /app/feed and /app/events need, kept for offline
 *   use: network first, the device's copy when the network fails. `member` is the member the path
 *   names (their profile, their timeline), null for a path naming nobody (the events list); `shared`
 *   for the one public answer the shell shows (the version line), kept for anyone.
 * - null: not the worker's business (the browser handles it as without a worker): every other
 *   method, other origins, the token endpoint, chat, uploads, every other API call.
 */
import { APP_ICONS, APP_SCOPE, SW_URL } from '@/lib/pwa';

/**
 * `shared`: an answer that is the same for everyone (the app version line), kept without a member.
 * `own`: a path only the member it names ever asks for (their timeline): asked with a token the
 * worker does not know, it means another member uses this device.
 */
export type OfflineApi = { key: string; member: number | null; shared?: true; own?: true };
export type Route = { kind: 'shell' } | { kind: 'static'; key: string } | { kind: 'app-file'; key: string } | ({ kind: 'api' } & OfflineApi) | null;

export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode: string;
}

/** The app's own files, cached with the build's (the manifest, its icons). */
export const MANIFEST_URL = `${APP_SCOPE}manifest.webmanifest`;
export const APP_FILES: readonly string[] = [MANIFEST_URL, ...Object.keys(APP_ICONS).map((name) => `${APP_SCOPE}icons/${name}`)];

/** The shell page's URL in the cache (the server answers every /app path with it). */
export const SHELL_URL = APP_SCOPE;

/** Where the server mounts the build (server/app.ts: `/elements`). */
export const BUNDLE_BASE = '/elements/';

const USER = /^\/api\/v1\/user\/(\d{1,10})$/;
const TIMELINE = /^\/api\/v1\/user\/(\d{1,10})\/aggregated_timeline_feed$/;
const TIMELINE_PIN = /^\/api\/v1\/user\/(\d{1,10})\/aggregated_timeline_feed\/pinned_post$/;
const EVENTS = '/api/v1/mobile_event/';
/** Public: the versions the shell's version line shows. */
const VERSION = '/api/v1/minimum_version';
/** The events list's time window moves with the clock: the last list is kept whatever minute it was asked. */
const VOLATILE_EVENT_PARAMS = new Set(['after', 'before']);

function sortedQuery(params: URLSearchParams, drop: (name: string) => boolean): string {
  const kept = [...params.entries()].filter(([name]) => !drop(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : '';
}

/** The first page (no offset, or offset 0) of a paged list. */
const isFirstPage = (params: URLSearchParams) => !params.get('offset') || params.get('offset') === '0';

/**
 * The key an API answer is kept under (a path of this origin), and the member its path names; null
 * when the answer is not kept. Only first pages: what a member sees when they open the view.
 */
export function offlineApi(url: URL): OfflineApi | null {
  const { pathname, searchParams } = url;
  if (pathname === VERSION) return { key: pathname, member: null, shared: true };
  let m = USER.exec(pathname);
  if (m) return { key: pathname, member: Number(m[1]) };
  m = TIMELINE.exec(pathname);
  if (m) return isFirstPage(searchParams) ? { key: pathname + sortedQuery(searchParams, (n) => n !== 'scope'), member: Number(m[1]), own: true } : null;
  m = TIMELINE_PIN.exec(pathname);
  if (m) return { key: pathname, member: Number(m[1]), own: true };
  if (pathname === EVENTS && isFirstPage(searchParams)) {
    return { key: pathname + sortedQuery(searchParams, (n) => VOLATILE_EVENT_PARAMS.has(n) || n === 'offset'), member: null };
  }
  return null;
}

const isAppPath = (pathname: string) => pathname === APP_SCOPE.slice(0, -1) || pathname.startsWith(APP_SCOPE);

/** What to do with a request of a page under the worker (`origin`: the worker's; `precached`: the build's paths). */
export function routeOf(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Route {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate') {
    return isAppPath(url.pathname) && url.pathname !== SW_URL && !APP_FILES.includes(url.pathname) ? { kind: 'shell' } : null;
  }
  if (precached.has(url.pathname)) return { kind: 'static', key: url.pathname };
  if (APP_FILES.includes(url.pathname)) return { kind: 'app-file', key: url.pathname };
  const api = offlineApi(url);
  return api ? { kind: 'api', ...api } : null;
}

/** The paths the worker caches at install: the shell, the app's files, and every file of the build. */
export function precacheList(files: readonly string[]): string[] {
  return [SHELL_URL, ...APP_FILES, ...files.map((f) => BUNDLE_BASE + f)];
}
