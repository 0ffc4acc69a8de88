/**
 * Static files: `/elements/*` (the built bundle) and `/demo/*` (demo pages), plus `/`, an index of
 * the demo pages. Paths are decoded segment by segment; dot-segments, hidden files and anything
 * resolving outside the directory are refused (404).
 *
 * Compression and caching: a text file with pre-compressed siblings (`x.js.br`, `x.js.gz`, written by
 * the build) is answered with the one the client's Accept-Encoding prefers (brotli, then gzip, else
 * the file), `Content-Encoding`, `Vary: Accept-Encoding` and a per-encoding ETag. The bundle mount
 * passes `bundleCacheControl`: hashed chunks and assets are `immutable` for a year, the loader
 * `elements.js` is cached 5 minutes and then revalidated (ETag -> 304); everything else is `no-cache`.
 */
import { createReadStream, type Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative as relativePath, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/context';
import { preferredEncoding, type Encoding } from '../http/compression';
import { notFound } from '../http/errors';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under `root` that `relative` (still percent-encoded, '/'-separated) names, or null. */
export function safeResolve(root: string, relative: string): string | null {
  const segments: string[] = [];
  for (const raw of relative.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg.startsWith('.') || /[/\\\0]/.test(seg)) return null;
    segments.push(seg);
  }
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file === base || file.startsWith(base + sep) ? file : null;
}

/** Long-lived: the name changes whenever the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stable names (the loader `elements.js`): cached briefly, then revalidated by ETag. */
export const SHORT_CACHE = 'public, max-age=300';
/** Demo pages and badges: revalidated on every use. */
const REVALIDATE = 'no-cache';

/**
 * The build's hashed files: `chunks/<name>-<hash>.js`, `assets/<name>-<hash>.<ext>` (vite.config.ts:
 * chunkFileNames / assetFileNames; the hash is 8 URL-safe characters). Their maps too.
 */
const HASHED = /^(?:chunks|assets)\/[^/]+-[\w-]{8}\.[a-z0-9]+(?:\.map)?$/i;

/** Cache policy of the bundle mount (`/elements`): hashed chunks immutable, the loader short. */
export function bundleCacheControl(relative: string): string {
  return HASHED.test(relative) ? IMMUTABLE : SHORT_CACHE;
}

export interface StaticOptions {
  /** Cache-Control by path relative to the directory ('/'-separated); default `no-cache`. */
  cacheControl?: (relative: string) => string;
}

/** Text types the build writes `.br` / `.gz` beside (vite.config.ts, precompress). */
const PRECOMPRESSED = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt']);

interface Representation {
  path: string;
  size: number;
  encoding: Encoding | null;
}

/** The pre-compressed sibling the client prefers (`x.js.br`, then `x.js.gz`), else the file itself. */
async function pickRepresentation(file: string, raw: Stats, acceptEncoding: string | undefined): Promise<{ chosen: Representation; varies: boolean }> {
  const identity: Representation = { path: file, size: raw.size, encoding: null };
  if (!PRECOMPRESSED.has(extname(file).toLowerCase())) return { chosen: identity, varies: false };
  const variants: Representation[] = [];
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    const info = await stat(file + suffix).catch(() => null);
    // A sibling older than the file is stale (the file was replaced without a rebuild): ignored.
    if (info?.isFile() && info.mtimeMs >= raw.mtimeMs) variants.push({ path: file + suffix, size: info.size, encoding });
  }
  if (!variants.length) return { chosen: identity, varies: false };
  const wanted = preferredEncoding(acceptEncoding, variants.map((v) => v.encoding!));
  return { chosen: variants.find((v) => v.encoding === wanted) ?? identity, varies: true };
}

/** Does an If-None-Match header (a list, or `*`) match this ETag? Weak comparison, as for GET. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

async function serveFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response> {
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) throw notFound();
  const { chosen, varies } = await pickRepresentation(file, info, c.req.header('accept-encoding'));
  // One ETag per representation: a cache must not answer a gzip client's revalidation with brotli.
  const suffix = chosen.encoding ? `-${chosen.encoding}` : '';
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${suffix}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType(file),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (varies) headers.Vary = 'Accept-Encoding';
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  headers['Content-Length'] = String(chosen.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(chosen.path)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}

/** Serves `dir` under the mount `prefix` (e.g. '/demo'). */
export function staticDir(prefix: string, dir: string, options: StaticOptions = {}): Hono<AppEnv> {
  const cacheControl = options.cacheControl ?? (() => REVALIDATE);
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const relative = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length + 1) : '';
    const file = safeResolve(dir, relative);
    if (!file) throw notFound();
    return serveFile(c, file, cacheControl(relativePath(resolve(dir), file).split(sep).join('/')));
  });
  return app;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const decodeEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

export interface DemoPage {
  file: string;
  title: string;
}

/** Every demo/*.html with its <title> (the file name when it has none). */
export async function listDemoPages(dir: string): Promise<DemoPage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.html') && !f.startsWith('.')).sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(join(dir, file), 'utf8');
      const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();
      return { file, title: title ? decodeEntities(title) : file };
    }),
  );
}

export function indexPage(config: Config, pages: DemoPage[]): string {
  const items = pages.length
    ? pages.map((p) => `      <li><a href="/demo/${encodeURIComponent(p.file)}">${escapeHtml(p.title)}</a> <code>/demo/${escapeHtml(p.file)}</code></li>`).join('\n')
    : '      <li>No demo pages yet.</li>';
  const dev =
    config.appEnv === 'production'
      ? ''
      : `
      <h2>Development</h2>
      <ul>
        <li><a href="/dev/outbox">E-mail outbox</a> (verification and reset codes)</li>
      </ul>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(config.productName)} member platform: demos</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
      main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
      a { color: #0b4f9c; }
      a:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
      code { font-size: 0.85em; color: #555; }
      li { margin: 0.4rem 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(config.productName)} member platform</h1>
      <h2>Demo pages</h2>
      <ul>
${items}
      </ul>
      <h2>API</h2>
      <ul>
        <li><a href="/api/v1/minimum_version">/api/v1/minimum_version</a> (public)</li>
      </ul>${dev}
    </main>
  </body>
</html>
`;
}

export function indexRoute(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.html(indexPage(config, await listDemoPages(config.staticDirs.demo))));
  return app;
}
