/**
 * The standalone app's installable parts, mounted at /app before the shell's catch-all
 * (`app.route('/app', pwaRoutes(config))`):
 * - `GET /app/manifest.webmanifest`: the web app manifest (name, start URL /app/feed, scope /app/,
 *   standalone, the brand colours of src/ui/tokens.css, icons 192/512 and a maskable 512);
 * - `GET /app/sw.js`: the service worker the build wrote beside the elements (src/pwa/sw.ts,
 *   scripts/build/service-worker.ts), never cached by HTTP so a new build is seen at once; 404 before
 *   a build;
 * - `GET /app/icons/<name>.png`: the icons (server/services/app-icons.ts); any other name is a 404.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { appIcon } from '../services/app-icons';
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_SCOPE, APP_THEME_COLOR } from '../../src/lib/pwa';

/** The start page: the member's feed (the shell sends a visitor without a session to the login). */
export const START_URL = `${APP_SCOPE}feed`;
/** Icons change only with the SVG (a deployment): a day in the browser's cache. */
const ICON_CACHE = 'public, max-age=86400';
/** Home-screen labels are cut past about 12 characters. */
const SHORT_NAME_MAX = 12;

export function appManifest(config: Pick<Config, 'productName'>) {
  const name = config.productName;
  const icon = (file: string) => {
    const { size, maskable } = APP_ICONS[file];
    return { src: `${APP_SCOPE}icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: maskable ? 'maskable' : 'any' };
  };
  return {
    id: APP_SCOPE,
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : name.split(/\s+/)[0].slice(0, SHORT_NAME_MAX),
    description: `The ${name} member app: feed, events, groups, challenges and messages.`,
    lang: 'en-US',
    start_url: START_URL,
    scope: APP_SCOPE,
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: ['icon-192.png', 'icon-512.png', 'maskable-512.png'].map(icon),
  };
}

export function pwaRoutes(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const manifest = JSON.stringify(appManifest(config));

  app.get('/manifest.webmanifest', (c) =>
    c.body(manifest, 200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/sw.js', async (c) => {
    const code = await readFile(join(config.staticDirs.elements, 'sw.js')).catch(() => null);
    if (!code) throw notFound('No service worker is built.');
    return c.body(code, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': APP_SCOPE,
    });
  });

  app.get('/icons/:file', async (c) => {
    const spec = Object.hasOwn(APP_ICONS, c.req.param('file')) ? APP_ICONS[c.req.param('file')] : undefined;
    if (!spec) throw notFound();
    return c.body(new Uint8Array(await appIcon(spec.size, spec.maskable)), 200, { 'Content-Type': 'image/png', 'Cache-Control': ICON_CACHE });
  });

  return app;
}
