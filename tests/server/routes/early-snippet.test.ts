// The early first-paint snippet on demo pages (server/routes/early-snippet.ts): a page with the marker
// gets the build's early.js inline, and its CSP allows exactly that script by hash; other pages and
// their policy are unchanged.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const SNIPPET = '(function(){window.__early=1})();';
const HASH = `'sha256-${createHash('sha256').update(SNIPPET).digest('base64')}'`;

it('a page with the marker carries the snippet inline, allowed by its hash', async () => {
  const r = await s.call('/demo/gamma.html');
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  expect(r.text).toContain(`<title>Gamma</title><script>${SNIPPET}</script></head>`);
  expect(r.text).not.toContain('rwb:early-first-paint');
  const csp = r.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`script-src 'self' ${HASH};`);
  expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
});

it('a page without the marker: served as it is, the plain policy', async () => {
  const r = await s.call('/demo/alpha.html');
  expect(r.text).not.toContain('<script>');
  expect(r.headers.get('content-security-policy')).toContain("script-src 'self';");
});

it('hostile paths stay refused', async () => {
  expect((await s.call('/demo/..%2f..%2fetc%2fpasswd.html')).status).toBe(404);
  expect((await s.call('/demo/missing.html')).status).toBe(404);
});
