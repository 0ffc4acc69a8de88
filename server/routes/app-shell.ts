/**
 * The standalone app (`<member-app>`) at `/app` and every path under it: one page for all routes, so
 * a reload on any deep URL works (the shell reads the route from the address). The page is
 * demo/app.html; outside production its loader says so (`data-env`), so the login shows its debug
 * block as on the demo pages. Read once per change of the file; never cached by the browser (the
 * bundle it loads is versioned by the loader's own cache rules).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';

export const APP_PAGE = 'app.html';
const PRODUCTION_MARK = 'data-env="production"';

export function appShellRoutes(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let cached: { mtimeMs: number; html: string } | null = null;

  async function page(): Promise<string> {
    const file = join(config.staticDirs.demo, APP_PAGE);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('The app page is missing from this deployment.');
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      cached = { mtimeMs: info.mtimeMs, html: config.appEnv === 'production' ? html : html.replace(PRODUCTION_MARK, `data-env="${config.appEnv}"`) };
    }
    return cached.html;
  }

  const serve = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await page());
  };
  app.get('/', serve);
  app.get('/*', serve);
  return app;
}
