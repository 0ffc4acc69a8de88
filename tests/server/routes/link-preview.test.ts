// GET /api/v1/link_preview: member-only, validated, rate-limited; the preview of a readable page, else
// the spec's fallback (title = the link, 'Click to open link') with 200. The app under test gets a
// link-preview service whose resolver maps a public-looking name to the local fixture server; the
// app with the default service must refuse the fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkPreview, type Resolver } from '../../../server/services/link-preview/index';
import { startOgPageServer, type OgPageServer } from '../../fixtures/og-page';
import { createTestServer, type Member, type TestServer } from '../support/harness';

const PUBLIC_HOST = 'blog.example.test';
let fixture: OgPageServer;
let s: TestServer;
let member: Member;

const resolve: Resolver = async (host) => {
  if (host === PUBLIC_HOST) return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'internal.example.test') return [{ address: '10.1.2.3', family: 4 }];
  throw new Error('ENOTFOUND');
};
const pub = (path: string) => `http://${PUBLIC_HOST}:${fixture.port}${path}`;
const preview = (url: string, token: string | null = member.token) => s.call(`/api/v1/link_preview?url=${encodeURIComponent(url)}`, { token });
const fallback = (link: string) => ({ title: link, description: 'Click to open link', image_url: null, url: link });

beforeAll(async () => {
  fixture = await startOgPageServer({
    '/post': { title: 'Ruck march recap', description: 'Twelve miles & a sunrise', image: 'images/ruck.jpg' },
    '/xss': { title: '<script>alert("t")</script>', description: '<img src=x onerror=alert(1)>', image: 'javascript:alert(1)' },
  });
  fixture.route('/to-loopback', (_req, res) => {
    res.writeHead(301, { location: fixture.url('/post') });
    res.end();
  });
  fixture.route('/pdf', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end('%PDF-1.4');
  });
  const linkPreview = createLinkPreview({
    resolve,
    allowAddress: (c) => c.host === PUBLIC_HOST && c.address === '127.0.0.1' && c.port === fixture.port,
    timeoutMs: 1000,
  });
  s = await createTestServer({}, { linkPreview });
  member = await s.createMember();
});
afterAll(async () => {
  await s?.close();
  await fixture?.close();
});

describe('GET /api/v1/link_preview', () => {
  it('answers the page’s title, description and absolute image as JSON strings', async () => {
    const r = await preview(pub('/post'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.body).toEqual({ title: 'Ruck march recap', description: 'Twelve miles & a sunrise', image_url: pub('/images/ruck.jpg'), url: pub('/post') });
  });

  it('hostile tags come back as plain text, never as an image URL of another scheme', async () => {
    const r = await preview(pub('/xss'));
    expect(r.body).toEqual({ title: '<script>alert("t")</script>', description: '<img src=x onerror=alert(1)>', image_url: null, url: pub('/xss') });
  });

  it('answers the fallback with 200 for private addresses, private DNS answers, redirects to loopback and non-HTML', async () => {
    const links = [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      'http://internal.example.test/',
      pub('/to-loopback'),
      pub('/pdf'),
      'https://unknown-host.example.test/page',
    ];
    const before = fixture.hits('/post');
    for (const link of links) {
      const r = await preview(link);
      expect([link, r.status, r.body]).toEqual([link, 200, fallback(link)]);
    }
    expect(fixture.hits('/to-loopback')).toBe(1);
    expect(fixture.hits('/post')).toBe(before); // the redirect target was never fetched
  });

  it('the app’s default service refuses the loopback fixture', async () => {
    const plain = await createTestServer();
    try {
      const m = await plain.createMember();
      const link = fixture.url('/post');
      const before = fixture.hits('/post');
      const r = await plain.call(`/api/v1/link_preview?url=${encodeURIComponent(link)}`, { token: m.token });
      expect([r.status, r.body]).toEqual([200, fallback(link)]);
      expect(fixture.hits('/post')).toBe(before);
    } finally {
      await plain.close();
    }
  });

  it('needs a member token', async () => {
    const none = await preview(pub('/post'), null);
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('unauthorized');
    expect((await preview(pub('/post'), await s.clientToken())).status).toBe(403);
  });

  it('refuses a missing, non-http(s) or over-long link with 422', async () => {
    const cases: Array<[string, string]> = [
      ['', 'This field is required.'],
      ['ftp://example.com/file', 'Enter a link starting with http:// or https://.'],
      ['javascript:alert(1)', 'Enter a link starting with http:// or https://.'],
      ['not a link', 'Enter a link starting with http:// or https://.'],
      [`https://example.com/${'a'.repeat(2030)}`, 'The link is too long (at most 2048 characters).'],
    ];
    for (const [url, message] of cases) {
      const r = await s.call(url ? `/api/v1/link_preview?url=${encodeURIComponent(url)}` : '/api/v1/link_preview', { token: member.token });
      expect([url.slice(0, 30), r.status, r.body.error?.fields?.url]).toEqual([url.slice(0, 30), 422, message]);
    }
  });

  it('allows 30 previews a minute per member, then 429 with Retry-After', async () => {
    const busy = await s.createMember();
    for (let i = 0; i < 30; i++) expect((await preview(`http://10.0.0.${i}/`, busy.token)).status).toBe(200);
    const r = await preview('http://10.0.0.99/', busy.token);
    expect(r.status).toBe(429);
    expect(r.body.error.message).toBe('You are adding links too quickly. Please try again in a minute.');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await preview('http://10.0.0.99/')).status).toBe(200); // other members are not affected
  });
});
