/**
 * The standalone app's side of its service worker (src/pwa/sw.ts):
 * - `registerAppServiceWorker()`: registers /app/sw.js for /app/ (pages under /app only);
 * - the worker is told who is logged in, with which access token (in memory, on the app's own
 *   origin), on every change of the session (login, token refresh, logout, another tab): it keeps and serves API answers for that member's
 *   tokens only, and deletes the previous member's when another member (or nobody) is announced;
 * - `$servedOffline`: true once the worker answered from the device's copy because the network
 *   failed; false again on the browser's `online` event or when such an answer comes fresh;
 * - `clearOfflineData()`: deletes the kept API answers (logout).
 *
 * Under /app this module starts listening as soon as it is imported (the shell imports it on its first
 * load), so no worker message sent for the first view's requests is missed.
 */
import { atom } from 'nanostores';
import { shared } from '@/lib/global';
import { API_CACHE_PREFIX, APP_SCOPE, isWorkerMessage, SW_URL, type SessionMessage } from '@/lib/pwa';
import { $session, isRestoring } from '@/store/session';

/** True while what the app shows came from the device's copy (the lead's offline banner). */
export const $servedOffline = shared('servedOffline', () => atom(false));

const container = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

const underApp = () => typeof location !== 'undefined' && (location.pathname === APP_SCOPE.slice(0, -1) || location.pathname.startsWith(APP_SCOPE));

function sessionMessage(): SessionMessage {
  const session = $session.get();
  return { type: 'rwb-session', member: session?.userId ?? null, token: session?.accessToken ?? null };
}

/**
 * Tells the worker (the given one, else the one controlling the page) who is logged in; not while the
 * session is restored through the cookie (no token yet: the member is not gone, the worker keeps their
 * answers).
 */
function tellWorker(worker?: ServiceWorker | null): void {
  if (isRestoring()) return;
  (worker ?? container()?.controller)?.postMessage(sessionMessage());
}

const wiring = shared('pwaWiring', () => ({ done: false }));

/** Listens to the worker and keeps it told about the session; once per page. */
function wire(sw: ServiceWorkerContainer): void {
  if (wiring.done) return;
  wiring.done = true;
  sw.addEventListener('message', (event: MessageEvent) => {
    if (isWorkerMessage(event.data)) $servedOffline.set(event.data.type === 'rwb-offline');
  });
  sw.addEventListener('controllerchange', () => tellWorker());
  window.addEventListener('online', () => $servedOffline.set(false));
  $session.listen(() => tellWorker());
  tellWorker();
}

/** Registers the app's worker (scope /app/) when the browser has workers and the page is under /app; failures are ignored. */
export function registerAppServiceWorker(): void {
  const sw = container();
  if (!sw || !underApp()) return;
  wire(sw);
  sw.register(SW_URL, { scope: APP_SCOPE })
    .then(() => sw.ready)
    .then((registration) => tellWorker(registration.active))
    .catch(() => undefined);
}

/** Deletes every kept API answer on this device (logout) and tells the worker who is logged in now. */
export async function clearOfflineData(): Promise<void> {
  $servedOffline.set(false);
  tellWorker();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

// Listen from the start: the worker's messages about the first view's requests arrive before the
// shell has rendered and registered.
{
  const sw = container();
  if (sw && underApp()) wire(sw);
}
