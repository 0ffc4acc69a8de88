import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PwaModule from '@/elements/member-app/pwa';
import type * as SessionModule from '@/store/session';
import { FakeCaches } from '../../pwa/fake-caches';

type Pwa = typeof PwaModule;
type SessionStore = typeof SessionModule;

class FakeContainer extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = { postMessage: vi.fn() };
  active = { postMessage: vi.fn() };
  register = vi.fn(async (_url: string, _options?: RegistrationOptions) => ({}));
  get ready() {
    return Promise.resolve({ active: this.active });
  }
}

let sw: FakeContainer;

/** A fresh page: the module and the stores loaded anew, at `path`, with or without service workers. */
async function load(path: string, withWorkers = true): Promise<{ pwa: Pwa; session: SessionStore }> {
  vi.resetModules();
  delete (globalThis as Record<string, unknown>).__rwbStores;
  history.replaceState(null, '', path);
  sw = new FakeContainer();
  if (withWorkers) Object.defineProperty(navigator, 'serviceWorker', { value: sw, configurable: true });
  else delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  const session = await import('@/store/session');
  return { pwa: await import('@/elements/member-app/pwa'), session };
}

const fromWorker = (data: unknown) => sw.dispatchEvent(new MessageEvent('message', { data }));
const login = (session: SessionStore, userId: number, token: string) =>
  session.$session.set({ accessToken: token, expiresAt: Date.now() + 3_600_000, userId });

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  history.replaceState(null, '', '/');
});

describe('registerAppServiceWorker', () => {
  it('registers /app/sw.js for /app/ and tells the active worker who is logged in', async () => {
    const { pwa, session } = await load('/app/feed');
    login(session, 12, 'tok-a');
    pwa.registerAppServiceWorker();
    expect(sw.register).toHaveBeenCalledWith('/app/sw.js', { scope: '/app/' });
    await vi.waitFor(() => expect(sw.active.postMessage).toHaveBeenCalledWith({ type: 'rwb-session', member: 12, token: 'tok-a' }));
  });

  it('does nothing on a page outside /app, or in a browser without service workers', async () => {
    let { pwa } = await load('/demo/app.html');
    pwa.registerAppServiceWorker();
    expect(sw.register).not.toHaveBeenCalled();
    ({ pwa } = await load('/app/feed', false));
    expect(() => pwa.registerAppServiceWorker()).not.toThrow();
  });

  it('a failed registration is ignored', async () => {
    const { pwa } = await load('/app/feed');
    sw.register.mockRejectedValueOnce(new Error('SecurityError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    pwa.registerAppServiceWorker();
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(sw.active.postMessage).not.toHaveBeenCalled();
  });
});

describe('the worker is told about every change of the session', () => {
  it('on load, login, token refresh, logout and a new controller', async () => {
    const { session } = await load('/app/login');
    const posted = () => sw.controller!.postMessage.mock.calls.map(([m]) => m);
    expect(posted()).toEqual([{ type: 'rwb-session', member: null, token: null }]);
    session.$session.set({ accessToken: '', expiresAt: 0, userId: 12 }); // a reload restoring through the cookie: not told (no token yet)
    login(session, 12, 'tok-a');
    login(session, 12, 'tok-a2');
    session.clearSession();
    sw.dispatchEvent(new Event('controllerchange'));
    expect(posted().slice(1)).toEqual([
      { type: 'rwb-session', member: 12, token: 'tok-a' },
      { type: 'rwb-session', member: 12, token: 'tok-a2' },
      { type: 'rwb-session', member: null, token: null },
      { type: 'rwb-session', member: null, token: null },
    ]);
  });
});

describe('$servedOffline', () => {
  it("true when the worker served the device's copy; false again on a fresh answer or when the browser is online", async () => {
    const { pwa } = await load('/app/feed');
    expect(pwa.$servedOffline.get()).toBe(false);
    fromWorker({ type: 'rwb-offline', url: 'http://localhost/api/v1/user/12' });
    expect(pwa.$servedOffline.get()).toBe(true);
    fromWorker({ type: 'rwb-online', url: 'http://localhost/api/v1/user/12' });
    expect(pwa.$servedOffline.get()).toBe(false);
    fromWorker({ type: 'rwb-offline', url: 'http://localhost/api/v1/user/12' });
    window.dispatchEvent(new Event('online'));
    expect(pwa.$servedOffline.get()).toBe(false);
  });

  it("listens from the module's import under /app, before the shell registers; other messages are ignored", async () => {
    const { pwa } = await load('/app/events');
    fromWorker({ type: 'something-else' });
    fromWorker({ type: 'rwb-offline' });
    expect(pwa.$servedOffline.get()).toBe(false);
    fromWorker({ type: 'rwb-offline', url: 'http://localhost/api/v1/mobile_event/' });
    expect(pwa.$servedOffline.get()).toBe(true);
  });
});

describe('clearOfflineData', () => {
  it("deletes every member's kept API answers (not the app's files), and tells the worker", async () => {
    const fake = new FakeCaches();
    for (const name of ['rwb-api-12', 'rwb-api-13', 'rwb-app-v1', 'rwb-meta']) await fake.open(name);
    vi.stubGlobal('caches', fake);
    const { pwa, session } = await load('/app/feed');
    fromWorker({ type: 'rwb-offline', url: 'http://localhost/api/v1/user/12' });
    session.clearSession();
    sw.controller!.postMessage.mockClear();
    await pwa.clearOfflineData();
    expect((await fake.keys()).sort()).toEqual(['rwb-app-v1', 'rwb-meta']);
    expect(pwa.$servedOffline.get()).toBe(false);
    expect(sw.controller!.postMessage).toHaveBeenCalledWith({ type: 'rwb-session', member: null, token: null });
  });

  it('works where the browser has no caches', async () => {
    vi.stubGlobal('caches', undefined);
    const { pwa } = await load('/app/feed', false);
    await expect(pwa.clearOfflineData()).resolves.toBeUndefined();
  });
});
