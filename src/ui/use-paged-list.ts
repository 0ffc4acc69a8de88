import { useCallback, useEffect, useRef, useState, type DependencyList, type Key } from 'react';
import { sameDeps, withAttempts, type RetryOptions } from './use-resource';

/**
 * The data side of an infinite list: `usePagedList(fetchPage, deps, options)` loads the first page
 * whenever `deps` change (or on `reload()`), then one page per `loadMore()`, appending new items
 * (deduplicated by `getKey`). Every call can be aborted: a change of `deps` or unmounting aborts the
 * pages in flight and their answers are dropped. Its result spreads straight into <InfiniteList>.
 *
 *   const list = usePagedList(
 *     async ({ cursor, signal }) => {
 *       const res = await listEvents(buildQuery(ctx, cursor), { signal });
 *       return { items: res.data, next: cursor + 1 < (res.total_number_pages ?? 1) ? cursor + 1 : null };
 *     },
 *     [queryKey],
 *     { getKey: (e) => e.id },
 *   );
 *   <InfiniteList {...list} getKey={(e) => e.id} renderItem={(e) => <EventCard event={e} />} texts={…} />
 */

export interface PageRequest<T, C> {
  /** The page to load: `options.first` for the first page, then each page's `next`. */
  cursor: C;
  /** What is loaded so far (empty for the first page). */
  loaded: readonly T[];
  signal: AbortSignal;
}

export interface Page<T, C> {
  items: readonly T[];
  /** The cursor of the next page, or null when this was the last one. */
  next: C | null;
}

export interface PagedListOptions<T, C> extends RetryOptions {
  /** The identity of an item: a page repeating an item already loaded does not add it twice. */
  getKey(item: T): Key;
  /** The first page's cursor (default 0). */
  first?: C;
  /** false: nothing is loaded (status 'idle'). Default true. */
  enabled?: boolean;
  /**
   * The first page already in hand for the first render (the first paint's data, `takeSettled`):
   * shown at once, and its load is skipped. Asked once, on mount.
   */
  initial?: () => Page<T, C> | undefined;
}

export type PagedStatus = 'idle' | 'loading' | 'error' | 'ready';
export type MoreStatus = 'idle' | 'loading' | 'error';

export interface PagedList<T> {
  items: T[];
  /** The first page: 'loading' | 'error' | 'ready' ('idle' while not enabled). */
  status: PagedStatus;
  /** The next pages: 'loading' while one is under way, 'error' when the last one failed. */
  more: MoreStatus;
  /** Another page exists (also while the last attempt at it failed). */
  hasMore: boolean;
  /** The last failure (first page or a later one). */
  error: unknown;
  /** Loads the next page (again, after a failure); ignored while one is loading or none is left. */
  loadMore(): void;
  /** Starts over from the first page. */
  reload(): void;
  /** Changes loaded items in place (an optimistic follow, a removed row). */
  setItems(update: (items: T[]) => T[]): void;
}

interface State<T, C> {
  deps: DependencyList | null;
  round: number;
  status: 'loading' | 'error' | 'ready';
  items: T[];
  next: C | null;
  more: MoreStatus;
  error: unknown;
}

function merge<T>(items: readonly T[], page: readonly T[], getKey: (item: T) => Key): T[] {
  const seen = new Set(items.map(getKey));
  return [...items, ...page.filter((item) => !seen.has(getKey(item)))];
}

export function usePagedList<T, C = number>(
  fetchPage: (request: PageRequest<T, C>) => Promise<Page<T, C>>,
  deps: DependencyList,
  options: PagedListOptions<T, C>,
): PagedList<T> {
  const { enabled = true } = options;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<State<T, C>>(() => {
    const page = enabled ? options.initial?.() : undefined;
    return page
      ? { deps, round: 0, status: 'ready', items: merge([], page.items, options.getKey), next: page.next, more: 'idle', error: undefined }
      : { deps: null, round: -1, status: 'loading', items: [], next: null, more: 'idle', error: undefined };
  });
  // The first page is not loaded again when the first render had it.
  const skipFirst = useRef(state.status === 'ready');
  const latest = useRef({ fetchPage, options, state });
  latest.current = { fetchPage, options, state };
  /** The next page's call in flight (also the guard against a second loadMore in the same tick). */
  const moreCall = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!enabled) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    const { fetchPage: run, options: opts } = latest.current;
    const first = (opts.first ?? 0) as C;
    const settle = (s: Omit<State<T, C>, 'deps' | 'round' | 'more'>) => setState({ deps, round, more: 'idle', ...s });
    withAttempts((signal) => run({ cursor: first, loaded: [], signal }), controller.signal, opts)
      .then((page) => {
        if (!controller.signal.aborted) settle({ status: 'ready', items: merge([], page.items, opts.getKey), next: page.next, error: undefined });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) settle({ status: 'error', items: [], next: null, error });
      });
    return () => {
      controller.abort();
      moreCall.current?.abort();
      moreCall.current = null;
    };
    // `deps` are the caller's; `round` counts reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);

  const current = enabled && sameDeps(state.deps, deps) && state.round === round;

  const loadMore = useCallback(() => {
    const { fetchPage: run, options: opts, state: s } = latest.current;
    if (moreCall.current || s.status !== 'ready' || s.next === null) return;
    const controller = new AbortController();
    moreCall.current = controller;
    const cursor = s.next;
    const same = (x: State<T, C>) => x.deps === s.deps && x.round === s.round;
    setState((x) => (same(x) ? { ...x, more: 'loading' } : x));
    withAttempts((signal) => run({ cursor, loaded: s.items, signal }), controller.signal, opts)
      .then((page) => {
        if (controller.signal.aborted) return;
        setState((x) => (same(x) ? { ...x, items: merge(x.items, page.items, opts.getKey), next: page.next, more: 'idle', error: undefined } : x));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((x) => (same(x) ? { ...x, more: 'error', error } : x));
      })
      .finally(() => {
        if (moreCall.current === controller) moreCall.current = null;
      });
  }, []);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setItems = useCallback((update: (items: T[]) => T[]) => setState((s) => ({ ...s, items: update(s.items) })), []);

  // Settled for other deps (or an earlier round): the new first page is loading.
  const status: PagedStatus = !enabled ? 'idle' : current ? state.status : 'loading';
  const ready = status === 'ready';
  return {
    items: ready ? state.items : [],
    status,
    more: ready ? state.more : 'idle',
    hasMore: ready && state.next !== null,
    error: current ? state.error : undefined,
    loadMore: current ? loadMore : noop,
    reload,
    setItems,
  };
}

function noop() {}
