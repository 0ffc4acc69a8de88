/**
 * Public event-list pages kept in memory for a moment, shared by every caller of this process.
 *
 * Only a page that is the same for every caller is kept: not `group_filter`, `hosting` or
 * `attendee` (those are about the caller). A page is the rows and count (the cards are built per
 * request: their status follows the clock). Entries live at most LIST_CACHE_TTL_MS, in an LRU of at
 * most LIST_CACHE_MAX.
 *
 * Why a write shows at once, to the member who made it and to everyone after:
 * - every change a card can show (events, attendance, a group's name or type, a host's name or
 *   anonymity) NOTIFYs EVENT_LIST_CHANNEL from a trigger (migration 005), in the writing
 *   transaction, so from any process and any code path, delivered on commit; each process drops
 *   its whole cache when it hears one;
 * - a page is served from memory only after `sync()` (db/notify.ts: one round trip on the listening
 *   connection, shared by concurrent requests), after which every change committed before the
 *   request has been heard; a concurrent query for the same page is joined under the same rule;
 * - a query that started before a drop (a generation counter) is not kept; while the listening
 *   connection is down nothing is served or kept. Without a listener (PGlite: no NOTIFY across
 *   processes here) there is no cache.
 */
import type { Db } from '../db/client';
import type { Subscription } from '../db/notify';
import { listEventRows, type EventListFilter } from './list';
import type { ListCardRow } from './queries';

export const EVENT_LIST_CHANNEL = 'rwb_event_list';
export const LIST_CACHE_TTL_MS = 1_000;
export const LIST_CACHE_MAX = 1_000;

export interface ListPage {
  rows: ListCardRow[];
  count: number;
}

/** Where changes come from (a LISTEN subscription). */
export interface ChangeSource {
  live(): boolean;
  /** Resolves once every change committed before the call has reached the cache. */
  sync(): Promise<void>;
}

export interface ListCacheOptions {
  ttlMs?: number;
  max?: number;
  now?: () => number;
}

export class ListCache {
  private readonly entries = new Map<string, { page: ListPage; until: number }>();
  private readonly pending = new Map<string, { page: Promise<ListPage>; generation: number }>();
  private generation = 0;
  private readonly ttl: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(
    private readonly source: ChangeSource,
    options: ListCacheOptions = {},
  ) {
    this.ttl = options.ttlMs ?? LIST_CACHE_TTL_MS;
    this.max = options.max ?? LIST_CACHE_MAX;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  private fresh(key: string): ListPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  /**
   * The page for `key`: from memory when it is known to be current, else from `load` (joined by
   * concurrent callers for the same key while no change has been heard since it started).
   */
  async get(key: string, load: () => Promise<ListPage>): Promise<ListPage> {
    if (!this.source.live()) return load();
    if ((this.fresh(key) || this.pending.has(key)) && (await this.sync())) {
      const page = this.fresh(key);
      if (page) return page;
      const running = this.pending.get(key);
      if (running && running.generation === this.generation) return running.page;
    }
    const generation = this.generation;
    const page = load();
    const entry = { page, generation };
    this.pending.set(key, entry);
    try {
      const result = await page;
      this.keep(key, result, generation);
      return result;
    } finally {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    }
  }

  private sync(): Promise<boolean> {
    return this.source.sync().then(
      () => true,
      () => false,
    );
  }

  private keep(key: string, page: ListPage, started: number): void {
    if (started !== this.generation || !this.source.live()) return;
    this.entries.delete(key);
    this.entries.set(key, { page, until: this.now() + this.ttl });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Something a card shows changed (or changes may have been missed): drop everything. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}

const caches = new WeakMap<Db, ListCache | null>();

/** The cache for `db`; null where changes cannot be heard (no LISTEN). */
export function listCacheFor(db: Db): ListCache | null {
  if (caches.has(db)) return caches.get(db)!;
  let cache: ListCache | null = null;
  if (db.listen) {
    let subscription: Subscription | null = null;
    const made = new ListCache({ live: () => subscription?.live ?? false, sync: () => subscription!.sync() });
    subscription = db.listen(EVENT_LIST_CHANNEL, { message: () => made.clear(), gap: () => made.clear() });
    cache = made;
  }
  caches.set(db, cache);
  return cache;
}

/** The filter as a key: every field that shapes the page, in a fixed order. */
export function listKey(q: EventListFilter): string {
  const offset = q.offset ?? (q.page !== undefined ? q.page * 10 : 0);
  const fields = Object.entries({ ...q, offset, page: undefined })
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(fields);
}

/** Filters about the caller: their page is not shared. */
const personal = (q: EventListFilter) => Boolean(q.group_filter || q.hosting || q.attendee !== undefined);

/** One page of the list: shared public pages through the cache, the rest straight from the database. */
export function listEvents(db: Db, q: EventListFilter, viewer: number | null): Promise<ListPage> {
  const cache = personal(q) ? null : listCacheFor(db);
  return cache ? cache.get(listKey(q), () => listEventRows(db, q, null)) : listEventRows(db, q, viewer);
}
