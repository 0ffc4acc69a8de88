/**
 * The standalone app's service worker and the page speak through these names (src/pwa/sw.ts on one
 * side, src/elements/member-app/pwa.ts on the other): one home for the URLs, cache names and messages.
 */

/** Where the app lives; the worker's scope. */
export const APP_SCOPE = '/app/';
/** The worker's script (server/routes/pwa.ts serves the build's `sw.js` there). */
export const SW_URL = '/app/sw.js';
/** Every cache of the member's API answers starts with this (one cache per member: `rwb-api-12`). */
export const API_CACHE_PREFIX = 'rwb-api-';
/** The caches of the shell and the bundle, one per build: `rwb-app-<version>`. */
export const APP_CACHE_PREFIX = 'rwb-app-';

/** Page -> worker: who is logged in now and with which access token (null, null: nobody). */
export interface SessionMessage {
  type: 'rwb-session';
  member: number | null;
  token: string | null;
}

/** Worker -> page: an API answer came from the device's copy (the network failed). */
export interface OfflineMessage {
  type: 'rwb-offline';
  url: string;
}

/** Worker -> page: an answer the worker keeps for offline use came fresh from the network. */
export interface OnlineMessage {
  type: 'rwb-online';
  url: string;
}

export type WorkerMessage = OfflineMessage | OnlineMessage;

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, url } = data as Record<string, unknown>;
  return (type === 'rwb-offline' || type === 'rwb-online') && typeof url === 'string';
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, member, token } = data as Record<string, unknown>;
  return (
    type === 'rwb-session' &&
    (member === null || (typeof member === 'number' && Number.isInteger(member))) &&
    (token === null || typeof token === 'string')
  );
}

/** The app's colours in the manifest and the shell's theme-color: --rwb-color-primary and --rwb-color-bg (src/ui/tokens.css). */
export const APP_THEME_COLOR = '#13294b';
export const APP_BACKGROUND_COLOR = '#ffffff';

/** The app's icons under /app/icons/ (server/routes/pwa.ts renders them): size, and whether maskable. */
export const APP_ICONS: Readonly<Record<string, { size: number; maskable: boolean }>> = {
  'icon-180.png': { size: 180, maskable: false },
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
};

/**
 * Page -> worker, on an API request: the member the page's session names while it has no access token
 * (a reload of the standalone app offline: the token lives in memory only, and the cookie refresh
 * that would bring one cannot reach the server). Offline, the worker answers such a request from that
 * member's kept copy when they are the device's owner (src/pwa/worker.ts); it is no credential: the
 * server ignores it, and the kept copy is readable by the app's own origin anyway (Cache API).
 */
export const OFFLINE_MEMBER_HEADER = 'x-rwb-member';
