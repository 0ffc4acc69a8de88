// The prefetch registry: an element's first GET started before its view mounts, taken once by the
// feature's api function; keys that read a query's "now" as now; the image preload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPrefetched, NOW_WINDOW_MS, numberProp, prefetch, PREFETCH_TTL_MS, preloadImage, requestKey, seedPrefetched, takePrefetched, takeSettled } from '@/lib/prefetch';

beforeEach(() => clearPrefetched());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('prefetch / takePrefetched', () => {
  it('starts the request once, hands it to one taker, then is empty', async () => {
    const start = vi.fn(() => Promise.resolve('page'));
    const started = prefetch('k', start);
    expect(start).toHaveBeenCalledTimes(1);
    const taken = takePrefetched<string>('k');
    expect(taken).toBe(started);
    await expect(taken).resolves.toBe('page');
    expect(takePrefetched('k')).toBeUndefined();
  });

  it('two prefetches of one key share the request and serve two takers', () => {
    const start = vi.fn(() => Promise.resolve(1));
    prefetch('k', start);
    prefetch('k', start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(takePrefetched('k')).toBeDefined();
    expect(takePrefetched('k')).toBeDefined();
    expect(takePrefetched('k')).toBeUndefined();
  });

  it('expires after PREFETCH_TTL_MS; an aborted taker gets nothing; other keys are not served', () => {
    prefetch('k', () => Promise.resolve(1), 1000);
    expect(takePrefetched('other', undefined, 1000)).toBeUndefined();
    const aborted = new AbortController();
    aborted.abort();
    expect(takePrefetched('k', aborted.signal, 1000)).toBeUndefined();
    expect(takePrefetched('k', undefined, 1000 + PREFETCH_TTL_MS)).toBeUndefined();
  });

  it('keeps a failure for its taker without an unhandled rejection', async () => {
    prefetch('k', () => Promise.reject(new Error('down')));
    await new Promise((r) => setTimeout(r, 0));
    await expect(takePrefetched('k')).rejects.toThrow('down');
  });
});

describe('requestKey', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  it('sorts the query, drops empty values, names who asks', () => {
    expect(requestKey('api/v1/x', { b: 2, a: 'y', c: undefined, d: null }, 7, now)).toBe('api/v1/x?a=y&b=2#7');
    expect(requestKey('api/v1/x', {}, null, now)).toBe('api/v1/x?#anonymous');
  });
  it('a time within the TTL of now reads as now; other times stay exact', () => {
    const a = requestKey('l', { after: new Date(now).toISOString(), before: '2026-05-02T04:00:00.000Z' }, null, now);
    const b = requestKey('l', { after: new Date(now + 3000).toISOString(), before: '2026-05-02T04:00:00.000Z' }, null, now + 3000);
    expect(a).toBe(b);
    expect(a).toContain('after=now');
    expect(a).toContain('before=2026-05-02T04:00:00.000Z');
    expect(requestKey('l', { after: new Date(now - NOW_WINDOW_MS - 1).toISOString() }, null, now)).not.toContain('now');
  });
  it("a list's 'now' rounded down to the minute, asked for in the next minute, is the same request", () => {
    // A first paint at 12:00:59.8 asks from 12:00:00; the view at 12:01:00.3 asks from 12:01:00.
    const paint = Date.parse('2026-05-01T12:00:59.800Z');
    const view = Date.parse('2026-05-01T12:01:00.300Z');
    expect(requestKey('l', { after: '2026-05-01T12:00:00.000Z' }, null, paint)).toBe(requestKey('l', { after: '2026-05-01T12:01:00.000Z' }, null, view));
  });
});

describe('numberProp', () => {
  it('the JS property when set, else the attribute as r2wc parses it', () => {
    const el = document.createElement('div');
    expect(numberProp(el, 'eventId', 'event-id')).toBeUndefined();
    el.setAttribute('event-id', '12');
    expect(numberProp(el, 'eventId', 'event-id')).toBe(12);
    (el as unknown as { eventId: number }).eventId = 5;
    expect(numberProp(el, 'eventId', 'event-id')).toBe(5);
  });
});

describe('preloadImage', () => {
  it('starts each image once, outside the page', () => {
    const made: string[] = [];
    const RealImage = globalThis.Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        set src(v: string) {
          made.push(v);
        }
      },
    );
    try {
      preloadImage('/media/cover-1.jpg');
      preloadImage('/media/cover-1.jpg');
      preloadImage('');
      expect(made).toEqual(['/media/cover-1.jpg']);
      expect(document.querySelectorAll('img, link')).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('prefetch with a first paint (src/lib/first-paint.ts) / takeSettled', () => {
  it('an answer the first paint already brought is the value at once: no request, settled for the first render', async () => {
    const start = vi.fn(() => Promise.resolve('asked'));
    const firstPaint = { promise: Promise.resolve({ k: 'painted' }), seeds: { k: 'painted' } };
    await expect(prefetch('k', start, Date.now(), { firstPaint })).resolves.toBe('painted');
    expect(start).not.toHaveBeenCalled();
    expect(takeSettled('k')).toBe('painted');
    expect(takeSettled('k')).toBeUndefined(); // taken once, like a prefetched request
  });

  it('a first paint under way is waited for (one request, never two); without its key the element asks itself', async () => {
    let arrive!: (seeds: Record<string, unknown>) => void;
    const firstPaint = { promise: new Promise<Record<string, unknown>>((r) => (arrive = r)) };
    const start = vi.fn(() => Promise.resolve('asked'));
    const painted = prefetch('k', start, Date.now(), { firstPaint });
    const other = prefetch('other', start, Date.now(), { firstPaint });
    expect(takeSettled('k')).toBeUndefined(); // not arrived yet
    arrive({ k: 'painted' });
    await expect(painted).resolves.toBe('painted');
    await expect(other).resolves.toBe('asked');
    expect(start).toHaveBeenCalledTimes(1);
    expect(takeSettled('k')).toBe('painted');
  });

  it('a first paint without the key, or a failed one, falls back to asking', async () => {
    const start = vi.fn(() => Promise.resolve('asked'));
    await expect(prefetch('a', start, Date.now(), { firstPaint: { promise: Promise.resolve({ other: 1 }), seeds: { other: 1 } } })).resolves.toBe('asked');
    await expect(prefetch('b', start, Date.now(), { firstPaint: { promise: Promise.reject(new Error('offline')) } })).resolves.toBe('asked');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('takeSettled: nothing until the request has succeeded; a seeded answer at once', async () => {
    let resolve!: (v: string) => void;
    prefetch('k', () => new Promise<string>((r) => (resolve = r)));
    expect(takeSettled('k')).toBeUndefined();
    resolve('page');
    await Promise.resolve();
    expect(takeSettled('k')).toBe('page');
    seedPrefetched('s', 'seeded');
    expect(takeSettled('s')).toBe('seeded');
  });
});
