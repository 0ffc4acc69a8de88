/**
 * The standalone app's service worker, served at /app/sw.js with the scope /app/ (server/routes/pwa.ts).
 * Built on its own as one classic script by scripts/build/service-worker.ts, which bakes in the build's
 * files and version: a new build is a new worker, which caches the new files and deletes the old ones.
 * What it does: ./worker.ts (strategies), ./routes.ts (which request gets which), ./owner.ts (whose
 * API answers are kept). Registered by src/elements/member-app/pwa.ts.
 */
import { isSessionMessage, type WorkerMessage } from '@/lib/pwa';
import { createWorker } from './worker';

declare const __RWB_SW_VERSION__: string;
declare const __RWB_SW_FILES__: string[];

// The worker's own types (the DOM library the project compiles with has no ServiceWorkerGlobalScope).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;

const worker = createWorker({
  caches: scope.caches,
  fetch: (request) => fetch(request),
  tell: (clientId: string, message: WorkerMessage) => {
    if (clientId) void scope.clients.get(clientId).then((client) => client?.postMessage(message));
  },
  origin: scope.location.origin,
  version: __RWB_SW_VERSION__,
  files: __RWB_SW_FILES__,
});

// A new build takes over at once: its install has cached everything its pages load.
scope.addEventListener('install', (event) => event.waitUntil(worker.install().then(() => scope.skipWaiting())));
scope.addEventListener('activate', (event) => event.waitUntil(worker.activate().then(() => scope.clients.claim())));

scope.addEventListener('message', (event) => {
  if (isSessionMessage(event.data)) event.waitUntil(worker.session(event.data));
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const answer = worker.handle({
    request,
    method: request.method,
    url: request.url,
    mode: request.mode,
    clientId: event.clientId,
    waitUntil: (p) => event.waitUntil(p),
  });
  if (answer) event.respondWith(answer);
});
