// The link-preview service against a local fixture server: SSRF refusals under the default policy
// (literal addresses, DNS answers, redirects), the fetch limits (type, size, time, redirects) and
// the Open Graph summary. The fixture is reached as a public-looking host name that the injected
// resolver maps to 127.0.0.1, and the injected policy allows only that name on the fixture's port.
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkPreview, type AddressPolicy, type LinkPreviewOptions, type Resolver } from '../../../server/services/link-preview/index';
import { startOgPageServer, type OgPageServer } from '../../fixtures/og-page';

const PUBLIC_HOST = 'news.example.test';
const MB = 1024 * 1024;

let fixture: OgPageServer;
let resolverCalls: string[] = [];
const resolve: Resolver = async (host) => {
  resolverCalls.push(host);
  if (host === PUBLIC_HOST) return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'intranet.example.test') return [{ address: '10.1.2.3', family: 4 }];
  if (host === 'mixed.example.test') return [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.10', family: 4 }];
  if (host === 'v6.example.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};
const allowFixture: AddressPolicy = (c) => c.host === PUBLIC_HOST && c.address === '127.0.0.1' && c.port === fixture.port;
const service = (opts: LinkPreviewOptions = {}) => createLinkPreview({ resolve, allowAddress: allowFixture, cacheTtlMs: 0, ...opts });
const pub = (path: string) => `http://${PUBLIC_HOST}:${fixture.port}${path}`;
const fallback = (link: string) => ({ title: link, description: 'Click to open link', image_url: null, url: link });

beforeAll(async () => {
  fixture = await startOgPageServer({
    '/article': { title: 'Fish & Chips – "best" in town', description: 'Crispy  \n batter', image: '/img/fish.png', documentTitle: 'Ignored' },
    '/secret': { title: 'INTERNAL ONLY' },
    '/hostile': { title: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>', image: 'javascript:alert(1)' },
  });
  fixture.route('/entities', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!-- <meta property="og:title" content="commented out"> --><script>var s = '<meta property="og:title" content="in script">';</script>
      <META PROPERTY=og:title CONTENT='Fish &amp; Chips &#8211; &quot;best&quot; caf&eacute; &#x1F600; &bogus; &#150;'>
      <meta name="description" content="Plain meta description"><title>Doc &lt;title&gt;</title>`);
  });
  fixture.route('/articles/deep', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<meta property="og:title" content="Deep"><meta property="og:image" content="pic.png">');
  });
  const redirect = (to: string) => (_req: unknown, res: ServerResponse) => {
    res.writeHead(302, { location: to });
    res.end();
  };
  fixture.route('/to-loopback', redirect(`http://127.0.0.1:${fixture.port}/secret`));
  fixture.route('/to-metadata', redirect('http://169.254.169.254/latest/meta-data'));
  fixture.route('/hop1', redirect('/hop2'));
  fixture.route('/hop2', redirect('/articles/deep'));
  for (let i = 0; i < 4; i++) fixture.route(`/chain${i}`, redirect(`/chain${i + 1}`));
  fixture.page('/chain4', { title: 'End of chain' });
  fixture.route('/json', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"title":"no"}');
  });
  fixture.route('/declared-huge', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(MB + 10) });
    res.end(`<title>x</title>${'a'.repeat(MB + 10 - 16)}`);
  });
  fixture.route('/streamed-huge', async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }); // chunked, no length
    res.write('<title>Huge</title>');
    const chunk = 'b'.repeat(64 * 1024);
    for (let i = 0; i < 20 && !res.destroyed; i++) await new Promise<void>((done) => res.write(chunk, () => done()));
    res.end();
  });
  fixture.route('/gzip-bomb', (_req, res) => {
    const body = gzipSync(`<title>Bomb</title>${' '.repeat(2 * MB)}`);
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(body.length) });
    res.end(body);
  });
  fixture.route('/gzip-ok', (_req, res) => {
    const body = gzipSync('<meta property="og:title" content="Zipped">');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
    res.end(body);
  });
  fixture.route('/slow-head', async (_req, res) => {
    await new Promise((done) => setTimeout(done, 1500));
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Late</title>');
  });
  fixture.route('/slow-body', async (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<title>Trickle</title>');
    await new Promise((done) => setTimeout(done, 1500));
    if (!res.destroyed) res.end();
  });
  fixture.route('/latin1', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    res.end(Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1'));
  });
  fixture.route('/not-found', (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<title>Missing</title>');
  });
});
afterAll(() => fixture?.close());

describe('SSRF: the default policy refuses non-public destinations before connecting', () => {
  const refused = [
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://2130706433/', // 127.0.0.1 written as a number
    'http://0x7f.1/',
    'http://100.64.0.1/',
    'http://192.168.0.10/',
    'http://172.16.5.4/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::]/',
    'http://224.0.0.1/',
    'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254
    'https://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
  ];
  it.each(refused)('%s → fallback, refused_address', async (link) => {
    const outcome = await createLinkPreview({ resolve }).preview(link);
    expect(outcome).toEqual({ ok: false, reason: 'refused_address', preview: fallback(link) });
  });

  it('refuses the fixture itself (loopback, a port other than 80/443) and never connects to it', async () => {
    const link = fixture.url('/secret');
    const before = fixture.hits('/secret');
    const outcome = await createLinkPreview().preview(link);
    expect(outcome).toMatchObject({ ok: false, reason: 'refused_address' });
    expect(fixture.hits('/secret')).toBe(before);
  });

  it('refuses a host name whose DNS answer is private (any address of the answer)', async () => {
    for (const host of ['intranet.example.test', 'mixed.example.test', 'v6.example.test']) {
      const outcome = await createLinkPreview({ resolve }).preview(`http://${host}/`);
      expect(outcome).toMatchObject({ ok: false, reason: 'refused_address' });
    }
  });

  it('re-checks every redirect: a public page redirecting to loopback or the metadata address is refused', async () => {
    const before = fixture.hits('/secret');
    for (const path of ['/to-loopback', '/to-metadata']) {
      const outcome = await service().preview(pub(path));
      expect(outcome).toEqual({ ok: false, reason: 'refused_address', preview: fallback(pub(path)) });
    }
    expect(fixture.hits('/to-loopback')).toBeGreaterThan(0);
    expect(fixture.hits('/secret')).toBe(before);
  });

  it('connects to the checked address, never asking DNS again (no rebinding window)', async () => {
    resolverCalls = [];
    // The system resolver does not know this name: the fetch works only through the pinned address.
    const outcome = await service().preview(pub('/article'));
    expect(outcome.ok).toBe(true);
    expect(resolverCalls).toEqual([PUBLIC_HOST]);
  });

  it('refuses other schemes and credentials in the link', async () => {
    for (const link of ['file:///etc/passwd', 'ftp://news.example.test/', `http://user:pw@${PUBLIC_HOST}:${fixture.port}/article`, 'not a url']) {
      expect(await service().preview(link)).toMatchObject({ ok: false, reason: 'invalid_url', preview: fallback(link) });
    }
  });
});

describe('fetch limits', () => {
  it('follows up to 3 redirects, each checked; a 4th is refused', async () => {
    expect((await service().preview(pub('/hop1'))).preview.title).toBe('Deep');
    expect(await service().preview(pub('/chain1'))).toMatchObject({ ok: true, preview: { title: 'End of chain' } });
    expect(await service().preview(pub('/chain0'))).toMatchObject({ ok: false, reason: 'too_many_redirects' });
  });

  it('reads only text/html', async () => {
    expect(await service().preview(pub('/json'))).toEqual({ ok: false, reason: 'not_html', preview: fallback(pub('/json')) });
  });

  it('gives up on a body over 1 MB: declared, streamed, or after decompression', async () => {
    for (const path of ['/declared-huge', '/streamed-huge', '/gzip-bomb']) {
      expect(await service().preview(pub(path))).toEqual({ ok: false, reason: 'too_large', preview: fallback(pub(path)) });
    }
    expect(await service().preview(pub('/gzip-ok'))).toMatchObject({ ok: true, preview: { title: 'Zipped' } });
  });

  it('gives up when the whole fetch takes longer than the timeout (slow head or slow body)', async () => {
    for (const path of ['/slow-head', '/slow-body']) {
      const started = Date.now();
      expect(await service({ timeoutMs: 300 }).preview(pub(path))).toEqual({ ok: false, reason: 'timeout', preview: fallback(pub(path)) });
      expect(Date.now() - started).toBeLessThan(1200);
    }
  });

  it('an error status or an unknown host is the fallback', async () => {
    expect(await service().preview(pub('/not-found'))).toMatchObject({ ok: false, reason: 'http_status' });
    expect(await service().preview('http://nowhere.example.test/')).toMatchObject({ ok: false, reason: 'dns_failed' });
  });

  it('caches successful previews only', async () => {
    const cachedService = service({ cacheTtlMs: 60_000 });
    const before = fixture.hits('/article');
    await cachedService.preview(pub('/article'));
    await cachedService.preview(pub('/article'));
    expect(fixture.hits('/article')).toBe(before + 1);
    await cachedService.preview(pub('/json'));
    const jsonHits = fixture.hits('/json');
    await cachedService.preview(pub('/json'));
    expect(fixture.hits('/json')).toBe(jsonHits + 1);
  });
});

describe('the summary', () => {
  it('reads og tags, decodes entities, collapses whitespace and resolves og:image against the page', async () => {
    expect(await service().preview(pub('/article'))).toEqual({
      ok: true,
      preview: { title: 'Fish & Chips – "best" in town', description: 'Crispy batter', image_url: pub('/img/fish.png'), url: pub('/article') },
    });
  });

  it('scans like a browser: comments and scripts hide tags; any case, any quoting; entities decoded', async () => {
    expect((await service().preview(pub('/entities'))).preview).toEqual({
      title: 'Fish & Chips – "best" café 😀 &bogus; –',
      description: 'Plain meta description',
      image_url: null,
      url: pub('/entities'),
    });
  });

  it('resolves a relative image against the final URL after redirects', async () => {
    expect((await service().preview(pub('/hop1'))).preview).toEqual({ title: 'Deep', description: 'Click to open link', image_url: pub('/articles/pic.png'), url: pub('/hop1') });
  });

  it('returns hostile values as the plain strings they are; a javascript: image is dropped', async () => {
    const { preview } = await service().preview(pub('/hostile'));
    expect(preview).toEqual({ title: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>', image_url: null, url: pub('/hostile') });
  });

  it('decodes the charset the server declares', async () => {
    expect((await service().preview(pub('/latin1'))).preview.title).toBe('Café crème');
  });
});
