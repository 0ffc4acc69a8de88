/**
 * Security headers, set on the way out so they also cover 404s, errors and CORS preflights:
 * - every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`;
 * - HTML documents (`/`, `/demo/*`, the shell): a Content-Security-Policy the elements work under (no
 *   inline or eval'd script; `frame-ancestors 'self'`) plus `X-Frame-Options: SAMEORIGIN` for old browsers;
 * - private data never lands in a cache: `Cache-Control: no-store` on everything under a member
 *   (`/api/v1/user/{id}` and its sub-resources: export, block, notifications ...) and on `/oauth/*`,
 *   whatever the route set; on any other response to a request carrying `Authorization` unless the
 *   route chose its own Cache-Control (a public list may);
 * - in production no source map is served (`*.map` is a 404; the build emits hidden maps only).
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { notFound } from './errors';

/**
 * Inline styles stay allowed: where constructable stylesheets are missing the elements insert a
 * <style> into their shadow root (src/lib/styles.ts), and the demo index carries one <style> block.
 * Scripts are 'self' only: the demo pages load demo/*.js files, the loader imports its chunks; a page
 * carrying the early first-paint snippet inline allows that one script by its hash (`scriptHashes`).
 * Images allow data: and blob: for upload previews; the media origin (PUBLIC_URL) is allowed for
 * images and upload PUTs when it differs from the page's origin.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>, scriptHashes: readonly string[] = []): string {
  const media = config.publicUrl ? ` ${new URL(config.publicUrl).origin}` : '';
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    "font-src 'self'",
    `connect-src 'self'${media}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A member's own resources: the user read and everything under it (export, block, notifications, follow, ...). */
const PRIVATE_PATHS = [/^\/api\/v1\/user\/\d+(?:\/|$)/, /^\/oauth\//];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((re) => re.test(path));
}

export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    if (c.res.status === 101) return; // a WebSocket upgrade
    const set = (name: string, value: string) => {
      try {
        c.res.headers.set(name, value);
      } catch {
        // Immutable headers (a Response from fetch): copy it once, then set.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(name, value);
      }
    };
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if ((c.res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) {
      const hashes = c.get('scriptHashes');
      set('Content-Security-Policy', hashes?.length ? contentSecurityPolicy(config, hashes) : csp);
      set('X-Frame-Options', 'SAMEORIGIN');
    }
    if (isPrivatePath(c.req.path)) set('Cache-Control', 'no-store');
    else if (c.req.header('authorization') && !c.res.headers.has('cache-control')) set('Cache-Control', 'no-store');
  };
}

/** Does this URL path name a `*.map` file, as the static routes would resolve it (segments decoded, empty ones skipped)? */
export function isSourceMapPath(pathname: string): boolean {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // undecodable: the static routes refuse it anyway
  }
  return name.toLowerCase().endsWith('.map');
}

/** In production, source maps are not public: any `*.map` request is a 404 (the build also emits them without a sourceMappingURL). */
export function hideSourceMaps(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (config.appEnv === 'production' && isSourceMapPath(new URL(c.req.url).pathname)) throw notFound();
    await next();
  };
}
