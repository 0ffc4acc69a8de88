/**
 * `/embed`: the embed builder for content editors (issue 18) — the page demo/embed.html, which hosts
 * `<embed-builder>`, answered at a stable address of its own. GET and HEAD; revalidated on every use.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';

export const EMBED_PAGE = 'embed.html';

export function embedRoutes(demoDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '/', async (c) => {
    const html = await readFile(join(demoDir, EMBED_PAGE), 'utf8').catch(() => null);
    if (html === null) throw notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}
