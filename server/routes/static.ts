/**
 * Static files: `/elements/*` (the built bundle) and `/demo/*` (demo pages), plus `/`, an index of
 * the demo pages. Paths are decoded segment by segment; dot-segments, hidden files and anything
 * resolving outside the directory are refused (404).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/context';
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

async function serveFile(c: Context<AppEnv>, file: string): Promise<Response> {
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) throw notFound();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType(file),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  headers['Content-Length'] = String(info.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}

/** Serves `dir` under the mount `prefix` (e.g. '/demo'). */
export function staticDir(prefix: string, dir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const relative = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length + 1) : '';
    const file = safeResolve(dir, relative);
    if (!file) throw notFound();
    return serveFile(c, file);
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
