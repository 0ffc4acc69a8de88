/**
 * The request body limit (413 above it) without building a web Request. A body whose length is
 * declared (Content-Length without Transfer-Encoding: Node's parser reads exactly that many bytes)
 * is judged by the header alone, as hono's bodyLimit does, but before anything touches
 * `c.req.raw.body`: @hono/node-server then reads the body straight from the socket when the route
 * asks for it (its fast path), instead of through a web stream. A chunked body goes to hono's
 * bodyLimit, which counts it as it streams. GET and HEAD bodies are never read.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function requestBodyLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(declared.trim())) {
      return Number(declared) > maxSize ? onError(c) : next();
    }
    return streamed(c, next);
  };
}
