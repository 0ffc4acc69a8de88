/**
 * Where the product API is, as the page configures it: `window.rwbConfig.apiBase`, else the loader
 * script's `data-api-base`, else the loader's origin (the server that serves the elements serves the
 * API) — resolved against the page, without a trailing slash. `readConfig` (./config.ts) reads it so;
 * the loader's first paint (src/elements/first-paint-request.ts) uses this alone, without the config store.
 */
export function stripTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/** A URL setting (apiBase, appBase) as given, resolved against `base` when it can be. */
export function resolveUrlSetting(value: string, base: string | undefined): string {
  let url = value.trim();
  if (base) {
    try {
      url = new URL(url, base).href;
    } catch {
      /* keep as given */
    }
  }
  return stripTrailingSlash(url);
}

/** The loader's origin (default API origin), else the page's. */
export function loaderOrigin(win: Pick<Window, 'location'>, loaderUrl?: string): string {
  if (loaderUrl) {
    try {
      return new URL(loaderUrl, win.location.href).origin;
    } catch {
      /* keep the page origin */
    }
  }
  return win.location.origin;
}

type WindowWithApiBase = Pick<Window, 'location'> & { rwbConfig?: { apiBase?: unknown } };

export function pageApiBase(script: HTMLScriptElement | null, win: WindowWithApiBase, loaderUrl?: string): string {
  const fromWindow = win.rwbConfig && typeof win.rwbConfig === 'object' ? win.rwbConfig.apiBase : undefined;
  if (typeof fromWindow === 'string') return resolveUrlSetting(fromWindow, win.location.href);
  const fromScript = script?.getAttribute('data-api-base');
  if (fromScript !== null && fromScript !== undefined) return resolveUrlSetting(fromScript, win.location.href);
  return stripTrailingSlash(loaderOrigin(win, loaderUrl));
}

/** The site's default OAuth client (a browser client's secret is not secret: it names the client). */
export const DEFAULT_CLIENT = { id: 'rwb-web', secret: 'rwb-web-public' } as const;

type WindowWithClient = Pick<Window, 'location'> & { rwbConfig?: { clientId?: unknown; clientSecret?: unknown } };

/** The OAuth client the page configures (window.rwbConfig < data-client-id/-secret < default), as readConfig reads it. */
export function pageClient(script: HTMLScriptElement | null, win: WindowWithClient): { id: string; secret: string } {
  const cfg = win.rwbConfig && typeof win.rwbConfig === 'object' ? win.rwbConfig : {};
  const pick = (fromWindow: unknown, attr: string, fallback: string) =>
    (typeof fromWindow === 'string' ? fromWindow : script?.getAttribute(attr) ?? fallback).trim();
  return { id: pick(cfg.clientId, 'data-client-id', DEFAULT_CLIENT.id), secret: pick(cfg.clientSecret, 'data-client-secret', DEFAULT_CLIENT.secret) };
}
