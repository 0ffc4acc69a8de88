// A controllable IntersectionObserver for unit tests (happy-dom's never reports anything).
import { act } from 'react';
import { vi } from 'vitest';

export interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  connected: boolean;
}

/** Installs the fake; `observers` lists every one created (connected or not). */
export function stubIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class Fake {
    record: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [], connected: true };
      observers.push(this.record);
    }
    observe(el: Element) {
      this.record.targets.push(el);
    }
    unobserve() {}
    disconnect() {
      this.record.connected = false;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    observers,
    /** The observers still connected. */
    live: () => observers.filter((o) => o.connected),
    /** Reports every connected observer's targets as (not) in view. */
    async intersect(isIntersecting = true) {
      await act(async () => {
        for (const o of observers.filter((x) => x.connected))
          o.callback(o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
      });
    },
  };
}
