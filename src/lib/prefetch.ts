/**
 * An element's first GET, started before its React root mounts (issue 13: no mount-to-fetch
 * waterfall). The element wrapper starts the request when its tag connects (defineElement's
 * `onConnect`, through the feature's `prefetch…` call); the feature's api function asks `takePrefetched` for the same key first and only sends
 * the request itself when nothing is pending: one request, never two.
 *
 * A prefetched response is taken once per `prefetch` call (two identical elements share one request)
 * and forgotten after PREFETCH_TTL_MS: a view that mounts later asks the server again.
 */
import { shared } from './global';
import type { QueryParams } from './http';

/** How long a started request waits to be taken. */
export const PREFETCH_TTL_MS = 10_000;

interface Entry {
  promise: Promise<unknown>;
  /** How many takers it is still kept for. */
  uses: number;
  expires: number;
  /** The value, once the request has succeeded (a view's first render can show it at once). */
  settled?: { value: unknown };
}

/**
 * An element's first paint (src/lib/first-paint.ts): the server's answers to the element's first
 * requests, by request key, as JSON; `seeds` once they have arrived.
 */
export interface FirstPaintAnswers {
  promise: Promise<Record<string, unknown>>;
  seeds?: Record<string, unknown>;
}

export interface PrefetchSource {
  /**
   * The element's first paint: its answer for the key is used instead of asking again. The server
   * parsed it with the element's own schema (src/elements/first-paint.tsx, the same build), so it is
   * taken as it is: showing a painted view needs no schema code in the browser.
   */
  firstPaint?: FirstPaintAnswers;
}

const pending = shared('prefetched', () => new Map<string, Entry>());

function live(key: string, now: number): Entry | undefined {
  const entry = pending.get(key);
  if (entry && now >= entry.expires) pending.delete(key);
  return pending.get(key);
}

/** The first paint's answer for `key`, or undefined when it has none. */
function answerIn<T>(seeds: Record<string, unknown>, key: string): { value: T } | undefined {
  return Object.hasOwn(seeds, key) ? { value: seeds[key] as T } : undefined;
}

/**
 * Starts `start()` for `key` (or joins the request already pending for it) and keeps its promise for
 * one `takePrefetched(key)`. A failure is kept too (the taker sees it); if nobody takes it, it is
 * dropped silently.
 */
export function prefetch<T>(key: string, start: () => Promise<T>, now: number = Date.now(), source?: PrefetchSource): Promise<T> {
  const entry = live(key, now);
  if (entry) {
    entry.uses++;
    return entry.promise as Promise<T>;
  }
  const first = source?.firstPaint;
  const seeded = first?.seeds && answerIn<T>(first.seeds, key);
  if (seeded) {
    // The first paint has already brought the answer: the view's first render can show it.
    const { value } = seeded;
    pending.set(key, { promise: Promise.resolve(value), uses: 1, expires: now + PREFETCH_TTL_MS, settled: { value } });
    return Promise.resolve(value);
  }
  // A first paint under way brings the answer with it (one request, never two); otherwise ask.
  const promise = first && !first.seeds ? first.promise.then((s) => answerIn<T>(s, key)?.value ?? start(), start) : start();
  const created: Entry = { promise, uses: 1, expires: now + PREFETCH_TTL_MS };
  promise.then(
    (value) => (created.settled = { value }),
    () => undefined, // an untaken failure is not an unhandled rejection
  );
  pending.set(key, created);
  return promise;
}

/**
 * Keeps an answer already in hand for `key` (the server's render of a first paint,
 * src/elements/first-paint.tsx): taken like a prefetched request, and at once by `takeSettled`.
 */
export function seedPrefetched(key: string, value: unknown, now: number = Date.now()): void {
  const entry = live(key, now);
  if (entry) {
    entry.settled ??= { value };
    return;
  }
  pending.set(key, { promise: Promise.resolve(value), uses: 1, expires: now + PREFETCH_TTL_MS, settled: { value } });
}

/**
 * The value for `key` when its request has already succeeded (taken, as by `takePrefetched`), else
 * undefined: a view's first render shows it without a loading state.
 */
export function takeSettled<T>(key: string, now: number = Date.now()): T | undefined {
  const entry = live(key, now);
  if (!entry?.settled) return undefined;
  if (--entry.uses <= 0) pending.delete(key);
  return entry.settled.value as T;
}

/** The pending response for `key` (once per prefetch), or undefined: then the caller sends the request. */
export function takePrefetched<T>(key: string, signal?: AbortSignal, now: number = Date.now()): Promise<T> | undefined {
  if (signal?.aborted) return undefined;
  const entry = live(key, now);
  if (!entry) return undefined;
  if (--entry.uses <= 0) pending.delete(key);
  return entry.promise as Promise<T>;
}

/** Forgets every pending request (tests; a logout). */
export function clearPrefetched(): void {
  pending.clear();
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * How far from now a query time still reads as 'now': the prefetch's lifetime, plus the minute lists
 * round "now" down to (event-list's `after`), so a first paint computed in one minute and the view's
 * request in the next are one request.
 */
export const NOW_WINDOW_MS = PREFETCH_TTL_MS + 60_000;

/**
 * The identity of a GET: its path, its query (sorted) and who asks (the member's id, or null). A
 * query time within NOW_WINDOW_MS of now reads as 'now', so a list "from now on" started by the
 * element and the same list asked for a moment later by the view are one request.
 */
export function requestKey(path: string, query: QueryParams = {}, who: number | null = null, now: number = Date.now()): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined && query[k] !== null)
    .sort()
    .map((k) => {
      const v = query[k];
      const text = Array.isArray(v) ? v.join(',') : String(v);
      return `${k}=${ISO_TIME.test(text) && Math.abs(Date.parse(text) - now) < NOW_WINDOW_MS ? 'now' : text}`;
    });
  return `${path}?${parts.join('&')}#${who ?? 'anonymous'}`;
}

/** A number prop of an element: its JS property when set, else its attribute (as r2wc parses it). */
export function numberProp(el: Element, prop: string, attribute: string): number | undefined {
  const value = (el as unknown as Record<string, unknown>)[prop];
  if (typeof value === 'number') return value;
  const attr = el.getAttribute(attribute);
  return attr ? parseFloat(attr) : undefined;
}

const preloaded = shared('preloadedImages', () => new Map<string, HTMLImageElement>());

/**
 * Starts an image's download now (the event cover as soon as the event's data arrives, before React
 * renders its <img>); the element's <img> with the same src is then served from the memory cache.
 */
export function preloadImage(src: string): void {
  if (!src || typeof Image === 'undefined' || preloaded.has(src)) return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.decoding = 'async';
  img.src = src;
  preloaded.set(src, img);
}
