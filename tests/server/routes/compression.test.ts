import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson, preferredEncoding } from '../../../server/http/compression';
import { bundleCacheControl } from '../../../server/routes/static';
import { createTestServer, type TestServer } from '../support/harness';

// A built bundle as vite.config.ts writes it: the loader, a hashed chunk and an asset, each with
// its pre-compressed siblings; a hashed chunk without siblings; a stale sibling.
const CHUNK = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`;
const LOADER = `import('./chunks/words-AbC_12-x.js');\n`.repeat(20);
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;

function bundleFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rwb-compression-test-'));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'assets'));
  const put = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text, { level: 9 }));
  };
  put('elements.js', LOADER);
  put('chunks/words-AbC_12-x.js', CHUNK);
  put('assets/cover-Zz9_y-01.svg', SVG);
  writeFileSync(join(dir, 'chunks/plain-Qq1Ww2Ee.js'), CHUNK);
  // stale.js was rebuilt after its siblings were written: they are older and must not be served.
  writeFileSync(join(dir, 'chunks/stale-Rr3Tt4Yy.js.br'), brotliCompressSync('old'));
  writeFileSync(join(dir, 'chunks/stale-Rr3Tt4Yy.js.gz'), gzipSync('old'));
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'chunks/stale-Rr3Tt4Yy.js.br'), past, past);
  utimesSync(join(dir, 'chunks/stale-Rr3Tt4Yy.js.gz'), past, past);
  writeFileSync(join(dir, 'chunks/stale-Rr3Tt4Yy.js'), CHUNK);
  return dir;
}

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ ELEMENTS_DIR: bundleFixture() });
});
afterAll(() => s?.close());

/** The raw bytes of a response (the harness's `call` decodes text, which garbles compressed bodies). */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await s.app.request(`http://localhost${path}`, { method, headers }, { incoming: { socket: { remoteAddress: '203.0.113.10' } } } as never);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const decode = (bytes: Buffer, encoding: string | null) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.3, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('pre-compressed bundle files', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [null, null],
  ])('Accept-Encoding %j is answered with %s', async (accept, encoding) => {
    const { res, bytes } = await get('/elements/chunks/words-AbC_12-x.js', accept === null ? {} : { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(decode(bytes, encoding)).toBe(CHUNK);
    if (encoding) expect(bytes.length).toBeLessThan(Buffer.byteLength(CHUNK) / 5);
  });

  it('SVG assets too, with their own content type', async () => {
    const { res, bytes } = await get('/elements/assets/cover-Zz9_y-01.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(decode(bytes, 'gzip')).toBe(SVG);
  });

  it('HEAD carries the chosen representation\'s headers and no body', async () => {
    const full = await get('/elements/elements.js', { 'accept-encoding': 'br' });
    const { res, bytes } = await get('/elements/elements.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(0);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(full.res.headers.get('content-length'));
    expect(res.headers.get('etag')).toBe(full.res.headers.get('etag'));
  });

  it('one ETag per representation; 304 only for the matching one', async () => {
    const br = (await get('/elements/elements.js', { 'accept-encoding': 'br' })).res.headers.get('etag')!;
    const gz = (await get('/elements/elements.js', { 'accept-encoding': 'gzip' })).res.headers.get('etag')!;
    const plain = (await get('/elements/elements.js')).res.headers.get('etag')!;
    expect(new Set([br, gz, plain]).size).toBe(3);
    const again = await get('/elements/elements.js', { 'accept-encoding': 'br', 'if-none-match': br });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.res.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get('/elements/elements.js', { 'accept-encoding': 'br', 'if-none-match': `"x", ${br}` })).res.status).toBe(304);
    expect((await get('/elements/elements.js', { 'accept-encoding': 'br', 'if-none-match': gz })).res.status).toBe(200);
    expect((await get('/elements/elements.js', { 'if-none-match': plain })).res.status).toBe(304);
  });

  it('a file without siblings is sent as it is, without Vary', async () => {
    const { res, bytes } = await get('/elements/chunks/plain-Qq1Ww2Ee.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(bytes.toString()).toBe(CHUNK);
  });

  it('siblings older than the file are stale and ignored', async () => {
    const { res, bytes } = await get('/elements/chunks/stale-Rr3Tt4Yy.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bytes.toString()).toBe(CHUNK);
  });
});

describe('caching of the bundle', () => {
  it('hashed chunks and assets are immutable for a year', async () => {
    for (const path of ['/elements/chunks/words-AbC_12-x.js', '/elements/assets/cover-Zz9_y-01.svg', '/elements/chunks/plain-Qq1Ww2Ee.js']) {
      expect((await get(path, { 'accept-encoding': 'br' })).res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('the loader keeps its name: a short cache, then revalidation by ETag', async () => {
    const { res } = await get('/elements/elements.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
  });

  it('demo pages are revalidated every time', async () => {
    expect((await s.call('/demo/alpha.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('the policy by path', () => {
    expect(bundleCacheControl('chunks/react-CnUoq1Ko.js')).toContain('immutable');
    expect(bundleCacheControl('chunks/choice-group--XqJb_rS.js')).toContain('immutable');
    expect(bundleCacheControl('assets/hike-ruck-bh21DA5x.svg')).toContain('immutable');
    expect(bundleCacheControl('elements.js')).toBe('public, max-age=300');
    expect(bundleCacheControl('elements.js.map')).toBe('public, max-age=300');
    expect(bundleCacheControl('chunks/no-hash.js')).toBe('public, max-age=300');
  });
});

describe('JSON compression above a threshold', () => {
  it('a large API list is compressed by Accept-Encoding and decodes to the same body', async () => {
    const plain = await get('/api/v1/mobile_event/?limit=10');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const body = plain.bytes.toString('utf8');
    expect(body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const { res, bytes } = await get('/api/v1/mobile_event/?limit=10', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(body.length / 3);
      expect(JSON.parse(decode(bytes, encoding))).toEqual(JSON.parse(body));
    }
  });

  it('small JSON, and any JSON for a client without Accept-Encoding, goes as it is', async () => {
    const small = await get('/api/v1/minimum_version', { 'accept-encoding': 'gzip, br' });
    expect(small.res.status).toBe(200);
    expect(small.res.headers.get('content-encoding')).toBeNull();
    expect(small.bytes.length).toBeLessThan(1024);
    expect(JSON.parse(small.bytes.toString())).toBeTruthy();
    const identity = await get('/api/v1/mobile_event/?limit=10', { 'accept-encoding': 'identity' });
    expect(identity.res.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.res.headers.get('content-length'))).toBe(identity.bytes.length);
    // Sent as it is without reading it (its length is declared), but still one representation of several.
    expect(identity.res.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('only JSON, never HEAD, 304, already-encoded or no-transform responses', async () => {
    const big = { items: Array.from({ length: 100 }, (_, i) => ({ i, text: 'x'.repeat(20) })) };
    const app = new Hono();
    app.use(compressJson({ threshold: 1024 }));
    app.get('/json', (c) => c.json(big));
    app.get('/problem', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/problem+json' }));
    app.get('/text', (c) => c.text(JSON.stringify(big)));
    app.get('/binary', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
    app.get('/encoded', (c) => c.body(gzipSync(JSON.stringify(big)), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }));
    app.get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
    app.get('/etag', (c) => c.json(big, 200, { ETag: '"v1"' }));
    app.get('/not-modified', (c) => c.body(null, 304));
    const call = async (path: string, method = 'GET') => app.request(path, { method, headers: { 'accept-encoding': 'gzip' } });
    expect((await call('/json')).headers.get('content-encoding')).toBe('gzip');
    expect((await call('/problem')).headers.get('content-encoding')).toBe('gzip');
    for (const path of ['/text', '/binary', '/no-transform', '/not-modified']) expect((await call(path)).headers.get('content-encoding'), path).toBeNull();
    const encoded = await call('/encoded');
    expect(JSON.parse(gunzipSync(Buffer.from(await encoded.arrayBuffer())).toString())).toEqual(big); // not encoded twice
    expect((await call('/json', 'HEAD')).headers.get('content-encoding')).toBeNull();
    expect((await call('/etag')).headers.get('etag')).toBe('W/"v1-gzip"');
  });
});
