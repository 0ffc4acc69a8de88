import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('GET /', () => {
  it('an HTML index listing every demo page with its title', async () => {
    const r = await s.call('/');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.text).toMatch(/<html lang="en">/);
    expect(r.text).toContain('<h1>Team RWB member platform</h1>');
    expect(r.text).toContain('<a href="/demo/alpha.html">Alpha &#38; &#60;demo&#62;</a>');
    expect(r.text).toContain('<a href="/demo/beta.html">Beta page</a>');
    expect(r.text.indexOf('alpha.html')).toBeLessThan(r.text.indexOf('beta.html'));
    expect(r.text).toContain('/dev/outbox');
  });
});

describe('/demo/* and /elements/*', () => {
  it('serves files with their content type', async () => {
    const html = await s.call('/demo/alpha.html');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('alpha');
    expect((await s.call('/demo/demo.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const js = await s.call('/elements/elements.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toBe('export const x = 1;\n');
  });

  it('serves a directory index and answers HEAD', async () => {
    expect((await s.call('/demo/sub/')).text).toContain('<title>Sub</title>');
    const head = await s.call('/demo/alpha.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await s.call('/demo/beta.html');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await s.call('/demo/beta.html', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('refuses traversal, encoded or not, and hidden files', async () => {
    for (const path of ['/demo/..%2foutside.txt', '/demo/%2e%2e/outside.txt', '/demo/..%5coutside.txt', '/demo/sub/..%2f..%2foutside.txt', '/demo/.secret', '/demo/%00x', '/elements/..%2F..%2Foutside.txt']) {
      const r = await s.call(path);
      expect(r.status, path).toBe(404);
      expect(r.text).not.toContain('outside the served directories');
    }
  });

  it('missing files are a JSON 404', async () => {
    const r = await s.call('/demo/nope.html');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
});

describe('CORS', () => {
  it('allows localhost origins outside production and the configured origins', async () => {
    const pre = await s.call('/api/v1/user/1', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const r = await s.call('/api/v1/minimum_version', { headers: { origin: 'http://127.0.0.1:9999' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(r.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const evil = await s.call('/api/v1/minimum_version', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('in production only the configured origins', async () => {
    const prod = await createTestServer({ APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org', CORS_ORIGINS: 'https://www.teamrwb.org, https://cms.example.com/' });
    try {
      const ok = await prod.call('/api/v1/minimum_version', { headers: { origin: 'https://cms.example.com' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://cms.example.com');
      const local = await prod.call('/api/v1/minimum_version', { headers: { origin: 'http://localhost:3000' } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await prod.close();
    }
  });

  it('the elements bundle loads on any site (module scripts need CORS); the API stays restricted', async () => {
    const js = await s.call('/elements/elements.js', { headers: { origin: 'https://any-cms.example' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    const api = await s.call('/api/v1/minimum_version', { headers: { origin: 'https://any-cms.example' } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });
});
