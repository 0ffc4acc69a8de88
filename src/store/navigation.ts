import { emit } from '@/lib/emit';
import { $config, type RwbConfig } from './config';
import { shared } from './global';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface NavigateOptions {
  query?: Query;
  /** Where `rwb-navigate` is dispatched (an element, so the host sees which one); default document. */
  source?: EventTarget | null;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

export interface RouterRequest {
  /** The route path, e.g. '/events/12' (may carry its own ?query). */
  path: string;
  query?: Query;
  replace: boolean;
  /** The URL the platform resolved for the same route (what a page without router would load). */
  url: string;
}
/** Registered by the standalone shell (`member-app`): routes in place instead of loading a page. */
export type Router = (request: RouterRequest) => void;

/** The query parameter that carries the return address to /login. */
export const RETURN_PARAM = 'redirect';

const routerRef = shared('router', () => ({ current: null as Router | null }));

/** Registers the in-page router; returns a function that unregisters it (if still the current one). */
export function setRouter(router: Router | null): () => void {
  routerRef.current = router;
  return () => {
    if (routerRef.current === router) routerRef.current = null;
  };
}

export function getRouter(): Router | null {
  return routerRef.current;
}

// ---- pure URL helpers ------------------------------------------------------------------------------

function splitPath(path: string): { pathname: string; rest: string } {
  const i = path.search(/[?#]/);
  const pathname = i < 0 ? path : path.slice(0, i);
  const rest = i < 0 ? '' : path.slice(i);
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { pathname: clean || '/', rest };
}

const segments = (p: string) => p.split('/').filter(Boolean);
const PARAM = /^\{(\w+)(\?)?\}$/;

/** Matches '/events/{id}' (and optional '{id?}' segments) against a path; returns the params or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const ps = segments(pattern);
  const xs = segments(pathname);
  const params: Record<string, string> = {};
  const go = (i: number, j: number): boolean => {
    if (i === ps.length) return j === xs.length;
    const m = PARAM.exec(ps[i]);
    if (!m) return j < xs.length && xs[j] === ps[i] && go(i + 1, j + 1);
    if (j < xs.length && go(i + 1, j + 1)) {
      params[m[1]] = safeDecode(xs[j]);
      return true;
    }
    return m[2] === '?' && go(i + 1, j);
  };
  return go(0, 0) ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Appends query parameters (arrays repeat the key; null/undefined skipped) before any #hash. */
export function appendQuery(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  const h = url.indexOf('#');
  const base = h < 0 ? url : url.slice(0, h);
  const hash = h < 0 ? '' : url.slice(h);
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${qs}${hash}`;
}

/** Merges a path's own '?a=1#x' tail into a URL template result. */
function mergeTail(url: string, rest: string): string {
  if (!rest) return url;
  const h = rest.indexOf('#');
  const search = (h < 0 ? rest : rest.slice(0, h)).replace(/^\?/, '');
  const hash = h < 0 ? '' : rest.slice(h);
  let out = url;
  if (search) {
    const hi = out.indexOf('#');
    const base = hi < 0 ? out : out.slice(0, hi);
    const tail = hi < 0 ? '' : out.slice(hi);
    out = `${base}${base.includes('?') ? '&' : '?'}${search}${tail}`;
  }
  if (hash) out = out.replace(/#.*$/, '') + hash;
  return out;
}

/**
 * The URL for a route: the config's exact route key, else the most specific pattern key
 * ('/events/{id}') with its params substituted into the template ('/e.html?id={id}'), else
 * `${appBase}${path}`. Query parameters are appended.
 */
export function resolveRoute(path: string, config: Pick<RwbConfig, 'routes' | 'appBase'>, query?: Query): string {
  const { pathname, rest } = splitPath(path.startsWith('/') ? path : `/${path}`);
  const routes = config.routes ?? {};
  let url: string | undefined;

  const exact = routes[pathname] ?? (pathname !== '/' ? routes[`${pathname}/`] : undefined);
  if (exact !== undefined) {
    url = exact;
  } else {
    let best: { template: string; params: Record<string, string>; score: number } | null = null;
    for (const [pattern, template] of Object.entries(routes)) {
      if (!pattern.includes('{')) continue;
      const params = matchRoute(pattern, pathname);
      if (!params) continue;
      // More literal segments = more specific; ties keep the first declared.
      const score = segments(pattern).filter((s) => !PARAM.test(s)).length * 100 - Object.keys(params).length;
      if (!best || score > best.score) best = { template, params, score };
    }
    if (best) {
      const { params } = best;
      url = best.template.replace(/\{(\w+)\??\}/g, (_, name: string) => (params[name] !== undefined ? encodeURIComponent(params[name]) : ''));
    }
  }
  if (url === undefined) url = `${config.appBase.replace(/\/+$/, '')}${pathname === '/' ? '' : pathname}`;
  return appendQuery(mergeTail(url, rest), query);
}

/** `url` resolved against the page (as the browser would load it). */
export function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

// ---- navigation -----------------------------------------------------------------------------------

/**
 * Goes to a route. Dispatches the cancelable `rwb-navigate` first (on `source` or document) so the
 * host page can take over; then routes in place when the shell registered a router, else loads the
 * URL from the config's route templates (fallback `${appBase}${path}`).
 * Returns false when the host canceled the navigation.
 */
export function navigate(path: string, opts: NavigateOptions = {}): boolean {
  const url = absolute(resolveRoute(path, $config.get(), opts.query));
  const target = opts.source ?? globalThis.document;
  if (target && !emit(target, 'rwb-navigate', { path, url }, { cancelable: true })) return false;
  const router = routerRef.current;
  if (router) {
    router({ path, query: opts.query, replace: !!opts.replace, url });
  } else if (opts.replace) {
    location.replace(url);
  } else {
    location.assign(url);
  }
  return true;
}

/** The path of the standalone app's base on this page's origin ('/app'), '' at the root, null on another origin. */
export function appBasePath(): string | null {
  try {
    const base = new URL($config.get().appBase, globalThis.location?.href);
    if (base.origin !== globalThis.location?.origin) return null;
    return base.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The spec's route path of a page path: inside the standalone app ('/app/events/12') the part after
 * its base ('/events/12'); any other page path as it is. Features read their ids and sub-views with it.
 */
export function routePath(pathname: string = globalThis.location?.pathname ?? '/'): string {
  const base = appBasePath();
  if (base === null || base === '') return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** The address of the current page, to come back to after login (path + query + hash, same origin). */
export function currentReturnAddress(): string {
  const { pathname, search, hash } = location;
  return `${pathname}${search}${hash}`;
}

/** `navigate('/login', {query: {redirect: currentReturnAddress()}})` — for actions taken while logged out. */
export function navigateToLogin(opts: Omit<NavigateOptions, 'query'> = {}): boolean {
  return navigate('/login', { ...opts, query: { [RETURN_PARAM]: currentReturnAddress() } });
}
