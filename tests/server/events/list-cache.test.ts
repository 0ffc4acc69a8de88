// The shared cache of public event-list pages (server/events/list-cache.ts), on a fake change source:
// what is served from memory, when it is dropped, and which lookups are never kept.
import { describe, expect, it } from 'vitest';
import { ListCache, listKey, type ChangeSource, type ListPage } from '../../../server/events/list-cache';

const page = (count: number): ListPage => ({ rows: [], count });

/** A change source whose sync() the test resolves; `live` is switchable. */
function source() {
  const waiting: Array<() => void> = [];
  const state = { live: true, syncs: 0 };
  const changes: ChangeSource = {
    live: () => state.live,
    sync: () => {
      state.syncs++;
      return state.live ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.reject(new Error('down'));
    },
  };
  return Object.assign(state, {
    source: changes,
    /** Resolves the pending sync round trips (what the listener connection answers). */
    flush: () => waiting.splice(0).forEach((r) => r()),
  });
}

/** A load whose result the test hands out. */
function deferred() {
  let resolve!: (p: ListPage) => void;
  const promise = new Promise<ListPage>((r) => (resolve = r));
  return { promise, resolve, load: () => promise };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ListCache', () => {
  it('serves a page from memory only after a sync round trip', async () => {
    const s = source();
    const cache = new ListCache(s.source);
    let loads = 0;
    const load = async () => page(++loads);
    expect(await cache.get('k', load)).toEqual(page(1));
    const second = cache.get('k', load);
    await tick();
    expect(s.syncs).toBe(1);
    s.flush();
    expect(await second).toEqual(page(1));
    expect(loads).toBe(1);
  });

  it('a change heard before the sync answers is never served: the page is loaded again', async () => {
    const s = source();
    const cache = new ListCache(s.source);
    let loads = 0;
    const load = async () => page(++loads);
    await cache.get('k', load);
    const next = cache.get('k', load);
    await tick();
    cache.clear(); // the NOTIFY of a write committed before this request
    s.flush();
    expect(await next).toEqual(page(2));
  });

  it('a load that started before a change is not kept', async () => {
    const s = source();
    const cache = new ListCache(s.source);
    const slow = deferred();
    const first = cache.get('k', slow.load);
    cache.clear();
    slow.resolve(page(1));
    await first;
    expect(cache.size).toBe(0);
  });

  it('joins a load in flight for the same key only when no change was heard since it started', async () => {
    const s = source();
    const cache = new ListCache(s.source);
    const slow = deferred();
    let loads = 0;
    const first = cache.get('k', () => (loads++, slow.promise));
    const joined = cache.get('k', async () => page(++loads + 100));
    await tick();
    s.flush();
    await tick();
    cache.clear();
    const fresh = cache.get('k', async () => page(++loads + 200));
    slow.resolve(page(1));
    expect(await first).toEqual(page(1));
    expect(await joined).toEqual(page(1));
    expect(await fresh).toEqual(page(202)); // its own load: the second caller joined, never loaded
    expect(loads).toBe(2);
  });

  it('without a live source every request loads, and nothing is kept', async () => {
    const s = source();
    s.live = false;
    const cache = new ListCache(s.source);
    let loads = 0;
    const load = async () => page(++loads);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('entries expire after the TTL and the LRU keeps at most `max`', async () => {
    const s = source();
    let now = 0;
    const cache = new ListCache(s.source, { ttlMs: 1000, max: 2, now: () => now });
    let loads = 0;
    const load = async () => page(++loads);
    await cache.get('a', load);
    now = 1000;
    const after = cache.get('a', load);
    expect(await after).toEqual(page(2)); // expired: loaded, no sync needed
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
  });
});

describe('listKey', () => {
  it('is the same for the same page however it was asked, and differs for any other', () => {
    const after = new Date('2030-01-01T00:00:00Z');
    expect(listKey({ limit: 10, page: 2, after })).toBe(listKey({ after: new Date(after), offset: 20, limit: 10 }));
    expect(listKey({ limit: 10, after })).not.toBe(listKey({ limit: 10, after: new Date(after.getTime() + 1) }));
    expect(listKey({ limit: 10, distance: 50, lat: 35, long: -78 })).not.toBe(listKey({ limit: 10, distance: 50, lat: 35, long: -78.1 }));
    expect(listKey({ limit: 10, category: ['ocr', 'yoga'] })).not.toBe(listKey({ limit: 10, category: ['yoga'] }));
  });
});
