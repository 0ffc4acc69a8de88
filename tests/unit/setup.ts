// Runs before every unit test file: a fresh page-wide store registry and empty storage, and React's
// act() environment for component tests.
import { afterEach, vi } from 'vitest';
// The HTTP client's chunk, loaded as the elements that call the API on mount load it (their first
// load); src/lib/http.ts then calls it without waiting a turn. Loading it on the first call is
// tested in tests/unit/lib/http-lazy.test.ts and in the browser (tests/e2e/first-paint.spec.ts).
import '@/lib/http-client';

delete (globalThis as Record<string, unknown>).__rwbStores;

/**
 * The tabs' session channel (src/store/session-channel.ts) between "tabs" of this test file only:
 * Node's BroadcastChannel also reaches the other test files' worker threads, where a logout signal
 * would log their pages out. Same API: another instance of the same name gets a copy, a turn later.
 */
class PageBroadcastChannel {
  private static open = new Map<string, Set<PageBroadcastChannel>>();
  private listeners = new Set<(event: MessageEvent) => void>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    const peers = PageBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    PageBroadcastChannel.open.set(name, peers);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }
  postMessage(data: unknown): void {
    for (const peer of PageBroadcastChannel.open.get(this.name) ?? []) {
      if (peer === this) continue;
      const copy = structuredClone(data);
      setTimeout(() => {
        const event = new MessageEvent('message', { data: copy });
        for (const listener of peer.listeners) listener(event);
        peer.onmessage?.(event);
      });
    }
  }
  close(): void {
    PageBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
(globalThis as { BroadcastChannel: unknown }).BroadcastChannel = PageBroadcastChannel;
// Files may opt into `@vitest-environment node` (no DOM): guard browser globals.
if (typeof localStorage !== 'undefined') localStorage.clear();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
