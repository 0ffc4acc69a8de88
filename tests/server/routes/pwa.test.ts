import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { AppEnv } from '../../../server/http/context';
import { errorResponse, HttpError } from '../../../server/http/errors';
import { pwaRoutes } from '../../../server/routes/pwa';

// Mounted as server/app.ts mounts it (`app.route('/app', pwaRoutes(config))`), with the app's error answer.
let root: string;
let app: Hono<AppEnv>;
const elementsDir = () => join(root, 'elements');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rwb-pwa-test-'));
  mkdirSync(elementsDir());
  const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'memory://', ELEMENTS_DIR: elementsDir(), DEMO_DIR: root, MEDIA_DIR: join(root, 'media') });
  app = new Hono<AppEnv>();
  app.route('/app', pwaRoutes(config));
  app.onError((error, c) => (error instanceof HttpError ? errorResponse(c, error) : c.json({ error: { code: 'server_error', message: String(error) } }, 500)));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string) => app.request(`http://localhost${path}`);

describe('GET /app/manifest.webmanifest', () => {
  it('is the installable app: name, start URL, scope, standalone, brand colours, icons', async () => {
    const res = await get('/app/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const m = await res.json();
    expect(m).toMatchObject({
      id: '/app/',
      name: 'Team RWB',
      short_name: 'Team RWB',
      start_url: '/app/feed',
      scope: '/app/',
      display: 'standalone',
      theme_color: '#13294b',
      background_color: '#ffffff',
    });
    expect(m.icons).toEqual([
      { src: '/app/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('names the configured product, cutting the home-screen label', async () => {
    const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'memory://', PRODUCT_NAME: 'Riverside Athletics Club', MEDIA_DIR: join(root, 'media') });
    const other = new Hono<AppEnv>().route('/app', pwaRoutes(config));
    const m = await (await other.request('http://localhost/app/manifest.webmanifest')).json();
    expect(m.name).toBe('Riverside Athletics Club');
    expect(m.short_name).toBe('Riverside');
  });
});

describe('GET /app/icons/*', () => {
  it.each([
    ['icon-180.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['maskable-512.png', 512],
  ])('%s is a %i px PNG', async (file, size) => {
    const res = await get(`/app/icons/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('a maskable icon is full bleed; the others have transparent rounded corners', async () => {
    const corner = async (file: string) => {
      const png = Buffer.from(await (await get(`/app/icons/${file}`)).arrayBuffer());
      const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await corner('maskable-512.png')).toEqual([0x13, 0x29, 0x4b, 255]);
    expect((await corner('icon-512.png'))[3]).toBe(0);
  });

  it('any other name is a 404 with the error body', async () => {
    for (const path of ['/app/icons/icon-64.png', '/app/icons/..%2Fsw.js', '/app/icons/constructor', '/app/icons/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    expect(await (await get('/app/icons/nope.png')).json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});

describe('GET /app/sw.js', () => {
  it('404 before a build', async () => {
    const res = await get('/app/sw.js');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it("serves the build's worker, never from an HTTP cache, and a rebuild at once", async () => {
    writeFileSync(join(elementsDir(), 'sw.js'), '/* v1 */');
    const res = await get('/app/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/app/');
    expect(await res.text()).toBe('/* v1 */');
    writeFileSync(join(elementsDir(), 'sw.js'), '/* v2 */');
    expect(await (await get('/app/sw.js')).text()).toBe('/* v2 */');
  });

  it('answers GET only', async () => {
    expect((await app.request('http://localhost/app/sw.js', { method: 'POST' })).status).toBe(404);
  });
});
