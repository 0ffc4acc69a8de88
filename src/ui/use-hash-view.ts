import { useCallback, useEffect, useRef, useState } from 'react';
import { routePath } from '@/store/navigation';

/**
 * A sub-view of an element mirrored in the page's URL hash, so reload and the browser's Back work on
 * a CMS page: `useHashView(prefix, { views })` reads `#{prefix}{view}` ('#attendees',
 * '#/profile/health/mental_health'), `open(view)` pushes it, Back (popstate/hashchange) restores it.
 *
 *   const health = useHashView('/profile/health/', { views: HEALTH_SLUGS });
 *   health.view        // 'mental_health' | … | null
 *   health.open('mental_health');   // pushes #/profile/health/mental_health
 *   health.open(null);              // pushes the address without a hash (today's in-page 'Back')
 *   health.back();                  // the browser's Back when open() made this entry, else open(null)
 *
 * Several elements on one page: each reacts only to hashes under its own prefix (and views); an
 * empty hash closes every sub-view. Each entry open() pushes records the views of every mounted
 * hook in history.state (other state kept), so Back restores each element's own view exactly.
 */

export interface HashViewOptions<V extends string> {
  /** The views this hook owns; a hash under the prefix naming none of them is not its own. */
  views?: readonly V[];
  /** Without a hash: a view read from the page's route path (the standalone shell's routes, its base removed: routePath). */
  fromPath?: (pathname: string) => V | null;
}

export interface HashView<V extends string> {
  view: V | null;
  /** Shows a view (null: none) and pushes its address (`replace`: replaces the current entry). */
  open(view: V | null, opts?: { replace?: boolean }): void;
  /** Goes back: the browser's Back when open() pushed the current entry, else open(null). */
  back(): void;
  /** The address of a view (for links). */
  href(view: V | null): string;
}

const STATE_KEY = 'rwbViews';
const BY = '__by';
const HASH = '__hash';
type Snapshot = Record<string, string | null>;

/** The live hooks, by identity: what each one shows now (recorded in every entry open() pushes). */
const live = new Map<symbol, { key: string; view: () => string | null; set: (view: string | null) => void }>();

function snapshotOf(state: unknown): Snapshot | null {
  const s = state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : null;
  return s && typeof s === 'object' ? (s as Snapshot) : null;
}

/** The snapshot of the current entry, if it was written for the hash the page shows now. */
function currentSnapshot(state: unknown): Snapshot | null {
  const snap = snapshotOf(state);
  return snap && snap[HASH] === hashText() ? snap : null;
}

function hashText(): string {
  if (typeof location === 'undefined') return ''; // rendered on the server: the element's main view
  try {
    return decodeURIComponent(location.hash.replace(/^#/, ''));
  } catch {
    return location.hash.replace(/^#/, '');
  }
}

export function useHashView<V extends string = string>(prefix: string, options: HashViewOptions<V> = {}): HashView<V> {
  const { views, fromPath } = options;
  const key = `${prefix}|${views?.join(',') ?? '*'}`;
  const conf = useRef({ prefix, views, fromPath, key });
  conf.current = { prefix, views, fromPath, key };

  /** The view the hash names for this hook; undefined when the hash is someone else's. */
  const fromHash = useCallback((): V | null | undefined => {
    const { prefix: p, views: vs, fromPath: path } = conf.current;
    const hash = hashText();
    if (hash === '') return typeof location === 'undefined' ? null : (path?.(routePath(location.pathname)) ?? null);
    if (!hash.startsWith(p)) return undefined;
    const rest = hash.slice(p.length) as V;
    if (vs ? vs.includes(rest) : rest !== '') return rest;
    return undefined;
  }, []);

  const [view, setView] = useState<V | null>(() => fromHash() ?? (typeof location === 'undefined' ? null : fromPath?.(routePath(location.pathname))) ?? null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const self = useRef<symbol | null>(null);

  useEffect(() => {
    const id = Symbol(key);
    self.current = id;
    live.set(id, { key, view: () => viewRef.current, set: (v) => setView(v as V | null) });
    const onNavigate = (event: Event) => {
      // An entry open() pushed knows every live hook's view at the time; other entries (the first
      // page, a typed or linked hash): read the hash.
      const snap = currentSnapshot(event instanceof PopStateEvent ? event.state : history.state);
      if (snap && key in snap) {
        setView(snap[key] as V | null);
        return;
      }
      const next = fromHash();
      if (next !== undefined) setView(next);
    };
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      live.delete(id);
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, [key, fromHash]);

  const href = useCallback((next: V | null) => `${location.pathname}${location.search}${next === null ? '' : `#${conf.current.prefix}${next}`}`, []);

  const open = useCallback(
    (next: V | null, opts: { replace?: boolean } = {}) => {
      const k = conf.current.key;
      const now: Snapshot = { ...snapshotOf(history.state), [HASH]: hashText() };
      for (const hook of live.values()) now[hook.key] = hook.view();
      const withSnapshot = (snap: Snapshot) => ({ ...(history.state && typeof history.state === 'object' ? history.state : {}), [STATE_KEY]: snap });
      // The entry being left learns what it showed, so Back to it restores every view.
      if (!opts.replace && !currentSnapshot(history.state)) history.replaceState(withSnapshot(now), '');
      const state = withSnapshot({ ...now, [k]: next, [BY]: k, [HASH]: next === null ? '' : `${conf.current.prefix}${next}` });
      if (opts.replace) history.replaceState(state, '', href(next));
      else history.pushState(state, '', href(next));
      setView(next);
      // Other hooks with this prefix (the same element drawn twice) follow; others keep their view.
      for (const [id, hook] of live) if (hook.key === k && id !== self.current) hook.set(next);
    },
    [href],
  );

  const back = useCallback(() => {
    if (currentSnapshot(history.state)?.[BY] === conf.current.key && history.length > 1) history.back();
    else open(null);
  }, [open]);

  return { view, open, back, href };
}
