/**
 * The early first-paint snippet on the demo pages (README 'First paint'): a demo page carrying the
 * marker `<!--rwb:early-first-paint-->` gets the build's `early.js` inline in its place, as a host
 * page would paste it, and the page's Content-Security-Policy allows exactly that script by its
 * sha256 (http/security-headers.ts reads `scriptHashes`). Without a build (no early.js), or for a page
 * without the marker, the page is served as it is (static.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { safeResolve } from './static';

export const EARLY_MARKER = '<!--rwb:early-first-paint-->';

interface Snippet {
  mtimeMs: number;
  tag: string;
  hash: string;
}

/** The CSP source of an inline script's exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function earlySnippetPages(demoDir: string, elementsDir: string): MiddlewareHandler<AppEnv> {
  let cached: Snippet | null = null;
  async function snippet(): Promise<Snippet | null> {
    const file = join(elementsDir, 'early.js');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const text = (await readFile(file, 'utf8')).trim();
      cached = { mtimeMs: info.mtimeMs, tag: `<script>${text}</script>`, hash: scriptHash(text) };
    }
    return cached;
  }

  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' || !pathname.endsWith('.html')) return next();
    const file = safeResolve(demoDir, pathname.slice('/demo/'.length));
    const html = file ? await readFile(file, 'utf8').catch(() => null) : null;
    if (!html?.includes(EARLY_MARKER)) return next();
    const early = await snippet();
    if (!early) return next();
    c.set('scriptHashes', [early.hash]);
    c.header('Cache-Control', 'no-cache');
    return c.html(html.replace(EARLY_MARKER, early.tag));
  };
}
