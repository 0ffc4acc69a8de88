/**
 * CORS for the API (`/api`, `/oauth`, `/dev`, the chat SDK's `/chat`): the configured origins only (config.ts
 * isAllowedOrigin). Preflights (OPTIONS) are hono's `cors()`; every other request gets the same
 * headers hono's middleware would give it (Access-Control-Allow-Origin for an allowed origin,
 * Access-Control-Expose-Headers, `Vary: Origin`), set once on the handler's response.
 *
 * Credentialed CORS (`Access-Control-Allow-Credentials: true`, on the preflight and the response) only
 * on CREDENTIALED_PATHS, where the refresh cookie is set, used and cleared, and only for an allowed
 * origin, which is echoed exactly (never `*`).
 *
 * Why not hono's middleware for those too: it sets its headers on `c.res` before the handler runs
 * and appends `Vary` with `c.header()` after, and on @hono/node-server each of those turns the
 * handler's light response into a full web Response (header merge, `bodyUsed`): measured at about
 * half of the event list's request cost (README, "Event list performance").
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isAllowedOrigin, type Config } from '../config';

const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Accept'];
/** What the stream-chat SDK adds to every call of the chat endpoint (server/realtime, `/chat`). */
export const CHAT_SDK_HEADERS = ['stream-auth-type', 'X-Stream-Client', 'x-client-request-id'];
const EXPOSE_HEADERS = ['Retry-After', 'WWW-Authenticate'];
/** The routes a browser page calls with credentials (the refresh cookie: auth/session-cookie.ts). */
export const CREDENTIALED_PATHS: readonly string[] = ['/oauth/token', '/oauth/token/revoke', '/oauth/revoke'];

/** `extraHeaders`: request headers allowed beside Authorization, Content-Type and Accept (the chat SDK's). */
export function apiCors(config: Config, extraHeaders: readonly string[] = []): MiddlewareHandler {
  const allowed = (origin: string | undefined) => (origin && isAllowedOrigin(config, origin) ? origin : null);
  const allowHeaders = [...ALLOW_HEADERS, ...extraHeaders];
  const preflight = cors({ origin: (origin) => allowed(origin), allowMethods: ALLOW_METHODS, allowHeaders, exposeHeaders: EXPOSE_HEADERS, maxAge: 600 });
  const expose = EXPOSE_HEADERS.join(',');
  return async (c, next) => {
    const credentials = CREDENTIALED_PATHS.includes(c.req.path);
    if (c.req.method === 'OPTIONS') {
      const res = await preflight(c, next);
      if (res && credentials && allowed(c.req.header('origin'))) res.headers.set('Access-Control-Allow-Credentials', 'true');
      return res;
    }
    await next();
    const origin = allowed(c.req.header('origin'));
    const set = (headers: Headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      if (origin && credentials) headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Expose-Headers', expose);
      headers.append('Vary', 'Origin');
    };
    try {
      set(c.res.headers);
    } catch {
      // Immutable headers (a Response from fetch): copy it once, then set.
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
