// Bytes over the wire for a page with one <event-list>, from Chromium's own network accounting
// (CDP Network.loadingFinished encodedDataLength: headers + body as received), against the real
// server with a fresh seeded database:
//   - identity: the browser asks for `Accept-Encoding: identity`, i.e. what the server sent before
//     it compressed anything (the built files as they are, JSON as it is);
//   - compressed: the browser's own Accept-Encoding (brotli): pre-compressed bundle files, JSON
//     above 1 KB compressed on the fly; and gzip alone, for clients without brotli;
//   - repeat visit: the same page again in the same browser: immutable chunks and the loader (5 min)
//     come from the HTTP cache.
// Prints figures; not a test.
//
//   node --import tsx bench/wire-bytes.ts            (builds first when the pre-compressed files are missing)
//   ELEMENTS_DIR=/tmp/build node --import tsx bench/wire-bytes.ts --build
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { startServer } from '../tests/e2e/support/server';

const dist = process.env.ELEMENTS_DIR ?? 'dist/elements';
if (!existsSync(`${dist}/elements.js.br`) || process.argv.includes('--build')) {
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(dist)} --emptyOutDir`, { stdio: 'inherit' });
}

// Served by the server itself (a page.route() would switch Chromium's HTTP cache off). The virtual
// tab: the demo data always has upcoming virtual events, so cards (and their covers) show.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>one event-list</title>
<script type="module" src="/elements/elements.js"></script>
</head><body><event-list tab="virtual"></event-list></body></html>`;

interface Transfer {
  url: string;
  kind: string;
  wire: number;
  encoding: string;
  fromCache: boolean;
}

const kindOf = (url: string, mime: string) =>
  /\/api\//.test(url) ? 'API JSON' : mime.includes('javascript') ? 'JS' : mime.startsWith('image/') ? 'images' : mime.includes('css') ? 'CSS' : 'other';

async function load(page: Page, url: string): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Transfer>();
  const cached = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => void cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const fromCache = cached.has(e.requestId) || !!e.response.fromDiskCache;
    seen.set(e.requestId, { url: e.response.url, kind: kindOf(e.response.url, e.response.mimeType), wire: 0, encoding: h['content-encoding'] ?? 'none', fromCache });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = seen.get(e.requestId);
    if (t) t.wire = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  // Playwright's locators pierce open shadow roots.
  await page.locator('event-list .card').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  // What the element costs: the bundle and the API (not the host page's HTML, nor its favicon).
  return [...seen.values()].filter((t) => /\/(?:elements|api)\//.test(new URL(t.url).pathname));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(label: string, rows: Transfer[]) {
  const total = rows.reduce((n, r) => n + r.wire, 0);
  const byKind = new Map<string, { n: number; bytes: number; encodings: Set<string> }>();
  for (const r of rows) {
    const k = byKind.get(r.kind) ?? { n: 0, bytes: 0, encodings: new Set<string>() };
    k.n++;
    k.bytes += r.wire;
    k.encodings.add(r.fromCache ? 'cache' : r.encoding);
    byKind.set(r.kind, k);
  }
  console.log(`\n${label}: ${kb(total)} in ${rows.length} responses (${rows.filter((r) => r.fromCache).length} from the HTTP cache)`);
  for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(10)} ${String(k.n).padStart(3)} x   ${kb(k.bytes).padStart(10)}   (${[...k.encodings].join(', ')})`);
  return total;
}

async function main() {
  const demo = mkdtempSync(join(tmpdir(), 'rwb-wire-bytes-'));
  writeFileSync(join(demo, 'one-event-list.html'), PAGE);
  const server = await startServer({ ELEMENTS_DIR: dist, DEMO_DIR: demo });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const url = `${server.url}/demo/one-event-list.html`;
  const fresh = async (headers?: Record<string, string>) => (await browser.newContext({ extraHTTPHeaders: headers })).newPage();
  try {
    const identityPage = await fresh({ 'Accept-Encoding': 'identity' });
    const before = report('Before (Accept-Encoding: identity, first visit)', await load(identityPage, url));
    const page = await fresh();
    report('After, a gzip-only client (first visit)', await load(await fresh({ 'Accept-Encoding': 'gzip' }), url));
    const after = report('After (Chromium\'s Accept-Encoding, first visit)', await load(page, url));
    report('After, repeat visit (same browser)', await load(page, url));
    console.log(`\nFirst visit: ${kb(before)} -> ${kb(after)} (${((1 - after / before) * 100).toFixed(0)}% less)\n`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(demo, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
