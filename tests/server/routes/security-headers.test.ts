// Security headers (server/http/security-headers.ts): CSP on HTML documents, nosniff and a referrer
// policy everywhere, no-store on private data, and no public source maps in production.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';
import { contentSecurityPolicy, isSourceMapPath } from '../../../server/http/security-headers';
import { createTestServer, type Res, type TestServer } from '../support/harness';

let s: TestServer;
let prod: TestServer;
let member: { token: string; userId: number };

beforeAll(async () => {
  s = await createTestServer();
  prod = await createTestServer({ APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 'a-production-media-secret-of-32-chars-or-more' });
  for (const dir of [s.config.staticDirs.elements, prod.config.staticDirs.elements]) writeFileSync(join(dir, 'elements.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  member = await s.login('member@demo.test');
});
afterAll(async () => {
  await s?.close();
  await prod?.close();
});

/** The CSP directives as a map: `script-src` → `['self']`-style source lists. */
function directives(res: Res): Map<string, string[]> {
  const csp = res.headers.get('content-security-policy');
  expect(csp, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectDocumentPolicy(res: Res) {
  expect(res.status).toBe(200);
  const d = directives(res);
  expect(d.get('frame-ancestors')).toEqual(["'self'"]);
  expect(d.get('script-src')).toEqual(["'self'"]);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('form-action')).toEqual(["'self'"]);
  expect(d.get('connect-src')).toContain("'self'");
  expect(d.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('HTML documents carry a CSP the elements work under', () => {
  it('the index and the demo pages: no inline or eval script, frame-ancestors self, X-Frame-Options', async () => {
    expectDocumentPolicy(await s.call('/'));
    expectDocumentPolicy(await s.call('/demo/alpha.html'));
    expectDocumentPolicy(await s.call('/demo/sub/'));
    expectDocumentPolicy(await prod.call('/'));
  });

  it('a 304 revalidation keeps the policy', async () => {
    const first = await s.call('/demo/beta.html');
    expect(first.headers.get('content-security-policy')).toContain('frame-ancestors');
    const again = await s.call('/demo/beta.html', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('no unsafe-inline or unsafe-eval for scripts; the media origin (PUBLIC_URL) is allowed for images and uploads', () => {
    const csp = contentSecurityPolicy({ publicUrl: 'https://media.example.org/base' });
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example\.org(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/media\.example\.org(;|$)/);
    expect(contentSecurityPolicy({ publicUrl: null })).toContain("connect-src 'self';");
  });

  it('the real demo pages carry no inline script or event-handler attribute (the policy would block them)', () => {
    const dir = fileURLToPath(new URL('../../../demo', import.meta.url));
    const pages = readdirSync(dir).filter((f) => f.endsWith('.html'));
    expect(pages).toContain('cms.html');
    for (const file of pages) {
      const html = readFileSync(join(dir, file), 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag, file).toMatch(/\ssrc=/);
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, file).not.toMatch(/javascript:/i);
    }
  });

  it('non-HTML responses get no document policy but are nosniff', async () => {
    for (const path of ['/demo/demo.css', '/elements/elements.js', '/api/v1/minimum_version']) {
      const r = await s.call(path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-security-policy'), path).toBeNull();
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('API JSON is nosniff', () => {
  it('a success, an error, a 404 and a preflight', async () => {
    const ok = await s.call('/api/v1/minimum_version');
    expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const unauthorised = await s.call(`/api/v1/user/${member.userId}`);
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.body.error.code).toBeTruthy();
    expect(unauthorised.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await s.call('/api/v1/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await s.call('/api/v1/chapter', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('private data is never stored by a cache', () => {
  const id = () => member.userId;

  it('GET /api/v1/user/{id}, the export, blocks and notifications: no-store', async () => {
    for (const path of [`/api/v1/user/${id()}`, `/api/v1/user/${id()}/export`, `/api/v1/user/${id()}/block`, `/api/v1/user/${id()}/follow/followers`]) {
      const r = await s.call(path, { token: member.token });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('no-store');
    }
    // Whatever the route answers (notifications are routed by a later issue), the path is private.
    const notifications = await s.call(`/api/v1/user/${id()}/notifications`, { token: member.token });
    expect(notifications.headers.get('cache-control')).toBe('no-store');
    // Refusals of private paths are not cached either.
    expect((await s.call(`/api/v1/user/${id()}/export`)).headers.get('cache-control')).toBe('no-store');
  });

  it('any response to an authenticated request: no-store; the same public list anonymous is left alone', async () => {
    const mine = await s.call('/api/v1/chapter', { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const events = await s.call('/api/v1/mobile_event?is_virtual=true', { token: member.token });
    expect(events.status).toBe(200);
    expect(events.headers.get('cache-control')).toBe('no-store');
    const anonymous = await s.call('/api/v1/minimum_version');
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  it('token responses: no-store', async () => {
    const r = await s.token({ grant_type: 'password', username: 'member@demo.test', password: 'demo-pass-2026' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });
});

describe('source maps', () => {
  it('the build writes hidden maps (no sourceMappingURL comment in the bundle)', () => {
    expect([false, 'hidden']).toContain((viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap);
  });

  it('production serves no .map, however the path is spelled; the bundle itself still loads', async () => {
    for (const path of ['/elements/elements.js.map', '/elements/elements.js.%6Dap', '/elements/elements.js.map/', '/elements//elements.js.map', '/elements/elements.js.MAP']) {
      const r = await prod.call(path);
      expect(r.status, path).toBe(404);
      expect(r.text, path).not.toContain('secret.ts');
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await prod.call('/elements/elements.js', { method: 'HEAD' })).status).toBe(200);
    expect((await prod.call('/elements/elements.js')).text).toBe('export const x = 1;\n');
  });

  it('outside production the maps are there for debugging', async () => {
    const r = await s.call('/elements/elements.js.map');
    expect(r.status).toBe(200);
    expect(r.text).toContain('secret.ts');
  });

  it('isSourceMapPath decodes and skips empty segments as the static routes do', () => {
    expect(isSourceMapPath('/elements/chunks/a.js.map')).toBe(true);
    expect(isSourceMapPath('/elements/a.js.%6dap')).toBe(true);
    expect(isSourceMapPath('/elements/a.js.map//')).toBe(true);
    expect(isSourceMapPath('/elements/a.js')).toBe(false);
    expect(isSourceMapPath('/api/v1/geo/map')).toBe(false);
    expect(isSourceMapPath('/elements/%E0%A4%A')).toBe(false);
  });
});
