/**
 * Following a return address (after login): only same-origin addresses, routed in place inside the
 * shell. Beside ./navigation.ts, which every element loads: only the views that log in need this.
 */
import { emit } from '@/lib/emit';
import { absolute, appBasePath, getRouter, navigate, type NavigateOptions } from './navigation';

/**
 * A return address that is safe to follow: a same-origin URL, returned as path + query + hash.
 * Anything else (other origins, protocol-relative '//x', javascript:) gives null.
 */
export function safeReturnAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    try {
      const u = new URL(value);
      if (u.origin !== location.origin) return null;
      return `${u.pathname}${u.search}${u.hash}`;
    } catch {
      return null;
    }
  }
  try {
    const u = new URL(value, location.origin);
    return u.origin === location.origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Goes to a page URL on this origin (a return address after login). Emits the cancelable
 * `rwb-navigate` like `navigate()`; inside the shell, URLs under `appBase` are routed in place.
 * Returns false (and goes nowhere) when the URL is not same-origin or the host canceled.
 */
export function navigateToUrl(address: string, opts: Omit<NavigateOptions, 'query'> = {}): boolean {
  const safe = safeReturnAddress(address);
  if (!safe) return false;
  const url = absolute(safe);
  const target = opts.source ?? globalThis.document;
  if (target && !emit(target, 'rwb-navigate', { path: safe, url }, { cancelable: true })) return false;
  const router = getRouter();
  const appPath = appBasePath();
  const underApp =
    appPath !== null && (appPath === '' || (safe.startsWith(appPath) && /^([/?#]|$)/.test(safe.slice(appPath.length))));
  if (router && underApp) {
    router({ path: safe.slice(appPath.length) || '/', replace: !!opts.replace, url });
  } else if (opts.replace) {
    location.replace(url);
  } else {
    location.assign(url);
  }
  return true;
}


/** Goes back to a return address when it is safe (same origin), else to the `fallback` route ('/feed'). */
export function returnTo(address: string | null | undefined, opts: NavigateOptions & { fallback?: string } = {}): boolean {
  const { fallback = '/feed', ...rest } = opts;
  if (address && safeReturnAddress(address)) return navigateToUrl(address, rest);
  return navigate(fallback, rest);
}
