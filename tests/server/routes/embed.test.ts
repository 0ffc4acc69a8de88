import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('GET /embed', () => {
  it('answers the embed builder page (demo/embed.html) as an HTML document under the CSP; 404 JSON without it', async () => {
    const missing = await s.call('/embed');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });

    writeFileSync(join(s.app.deps.config.staticDirs.demo, 'embed.html'), '<!doctype html><title>Embed builder</title><embed-builder></embed-builder>');
    const r = await s.call('/embed');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.text).toContain('<embed-builder></embed-builder>');
    expect((await s.call('/embed', { method: 'HEAD' })).status).toBe(200);
    expect((await s.call('/embed', { method: 'POST' })).status).toBe(404);
  });
});
