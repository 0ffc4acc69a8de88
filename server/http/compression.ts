/**
 * Compression: which encoding a client accepts (shared with the static routes, which serve the
 * build's pre-compressed `.br` / `.gz` files) and on-the-fly compression of JSON responses.
 *
 * - `preferredEncoding(acceptEncoding)`: 'br' or 'gzip' by the header's q-values (brotli on a tie),
 *   null when the client sends no Accept-Encoding, only `identity`, or refuses both (`;q=0`).
 * - `compressJson()`: JSON bodies of at least `threshold` bytes (default 1 KB) go out brotli- or
 *   gzip-encoded with `Vary: Accept-Encoding`. Smaller ones, HEAD, 204/304, responses that already
 *   carry a Content-Encoding or `Cache-Control: no-transform`, and anything that is not JSON (media,
 *   streams, HTML) pass through untouched. Mounted on `/api/*` only: `/oauth/*` answers carry tokens
 *   and stay uncompressed (a secret beside attacker-influenced text in one compressed body is what
 *   BREACH-style length attacks read).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** JSON at least this large is compressed; below it the saving does not pay for the work. */
export const JSON_COMPRESSION_THRESHOLD = 1024;

/** The `q` of each coding named in an Accept-Encoding header (`x-gzip` counts as gzip). */
export function parseAcceptEncoding(header: string | null | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.split(';');
    let name = rawName.trim().toLowerCase();
    if (!name) continue;
    if (name === 'x-gzip') name = 'gzip';
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    weights.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return weights;
}

/** The best of `offered` the client accepts, earlier offers winning ties; null for none. */
export function preferredEncoding(header: string | null | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const weights = parseAcceptEncoding(header);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses `body` for the wire. On the fly brotli runs at quality 5 (most of quality 11's gain at a
 * fraction of its time); the build's pre-compressed assets use 11.
 */
export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  // A copy into a plain ArrayBuffer: what a Response body takes.
  if (encoding === 'br') {
    return new Uint8Array(await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }));
  }
  return new Uint8Array(await gzipAsync(body, { level: 6 }));
}

const isJson = (contentType: string) => /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType.trim());

/** Adds `value` to a comma-separated header unless it is already there. */
export function appendVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  if (!current) return headers.set('Vary', value);
  const names = current.split(',').map((s) => s.trim().toLowerCase());
  if (!names.includes('*') && !names.includes(value.toLowerCase())) headers.set('Vary', `${current}, ${value}`);
}

export function compressJson(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? JSON_COMPRESSION_THRESHOLD;
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status first: on @hono/node-server, touching `body` turns its light response into a full one.
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('content-encoding') || !isJson(res.headers.get('content-type') ?? '')) return;
    if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared < threshold) return; // known small: leave the body unread
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding && declared >= threshold) {
      // Known large, sent as it is: only the Vary of the representation (immutable headers: rebuilt below).
      try {
        appendVary(res.headers, 'Accept-Encoding');
        return;
      } catch {
        /* rebuilt below */
      }
    }
    if (!res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    // The body is read: from here on the response is rebuilt, compressed or not.
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const out = encoding ? await compress(body, encoding) : body;
    c.res = new Response(out, res);
    // Above the threshold the representation depends on Accept-Encoding, whatever this client chose.
    appendVary(c.res.headers, 'Accept-Encoding');
    c.res.headers.set('Content-Length', String(out.byteLength));
    if (!encoding) return;
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag) c.res.headers.set('ETag', etag.replace(/"$/, `-${encoding}"`).replace(/^(?!W\/)/, 'W/'));
  };
}
