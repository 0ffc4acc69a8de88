import { useEffect, useState } from 'react';
import { appBasePath, appendQuery, routePath, setRouter, type RouterRequest } from '@/store/navigation';

/** The shell's address: the route path with its query and hash ('/events/12?x=1#attendees'). */
export interface AppLocation {
  path: string;
  search: string;
  hash: string;
  /** Increments on every in-app navigation (the first address is 0): the view's focus follows it. */
  visit: number;
}

function read(visit: number): AppLocation {
  return { path: routePath(location.pathname), search: location.search, hash: location.hash, visit };
}

/** The page URL of a route path inside the app: `${appBase path}${path}` plus the query. */
export function appUrl(request: Pick<RouterRequest, 'path' | 'query'>): string {
  const base = appBasePath() ?? '';
  const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
  return appendQuery(`${base}${path}`, request.query);
}

/**
 * The standalone app's router: registers itself with `navigate()` so every route change of every
 * feature happens in place (history API, real URLs), follows the browser's Back and Forward, and
 * tells the features' own address readers (hash views, ids from the path) with a `popstate`.
 */
export function useAppRouter(): AppLocation {
  const [where, setWhere] = useState<AppLocation>(() => read(0));
  useEffect(() => {
    let visit = 0;
    const unregister = setRouter((request) => {
      const url = appUrl(request);
      if (request.replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      visit += 1;
      setWhere(read(visit));
      // The features read their sub-view and ids from the address on popstate (as after Back).
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    const onPop = () => {
      const next = read(visit);
      // A path change is a new view (Back/Forward); a hash-only change stays in the element.
      setWhere((prev) => (prev.path === next.path ? { ...next, visit: prev.visit } : { ...next, visit: ++visit }));
    };
    window.addEventListener('popstate', onPop);
    return () => {
      unregister();
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return where;
}
