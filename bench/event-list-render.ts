// Time until the first event cards are visible: <event-list> against a plain hand-written
// fetch-and-render of the same API response, on the same page, in one Chromium run against the real
// server (fresh seeded database). Prints medians; not a test, never gates CI.
//
//   npm run bench:events        (builds first when dist/ is missing)
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { startServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 7);
if (!existsSync('dist/elements/elements.js')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const QUERY = 'limit=10&offset=0&is_virtual=true&sort=date&sort_order=asc';

const page = (mode: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.rwbConfig = { environment: 'production' }; window.__t0 = performance.now();</script>
${mode === 'element' ? '<script type="module" src="/elements/elements.js"></script>' : ''}
</head><body>
${
  mode === 'element'
    ? '<event-list tab="virtual"></event-list>'
    : `<ul id="plain"></ul><script type="module">
  const res = await fetch('/api/v1/mobile_event/?${QUERY}&after=' + new Date().toISOString());
  const body = await res.json();
  const ul = document.getElementById('plain');
  for (const e of body.data) {
    const li = document.createElement('li');
    li.className = 'card';
    const fmt = new Intl.DateTimeFormat('en-US', { timeZone: e.time_zone_id, dateStyle: 'short', timeStyle: 'short' });
    li.innerHTML = '<a href="/events/' + e.id + '"><strong></strong> <span></span></a>';
    li.querySelector('strong').textContent = (e.name || 'INVALID EVENT').toUpperCase();
    li.querySelector('span').textContent = fmt.format(new Date(e.start));
    ul.append(li);
  }
</script>`
}
<script>
  (function wait() {
    const host = document.querySelector('event-list');
    const card = host ? host.shadowRoot && host.shadowRoot.querySelector('.card') : document.querySelector('#plain .card');
    if (card && card.getBoundingClientRect().height > 0) window.__firstCard = performance.now() - window.__t0;
    else requestAnimationFrame(wait);
  })();
</script></body></html>`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.route(`${server.url}/bench/*`, (route) => {
      const mode = new URL(route.request().url()).pathname.endsWith('element.html') ? 'element' : 'plain';
      return route.fulfill({ contentType: 'text/html', body: page(mode) });
    });
    const times: Record<string, number[]> = { plain: [], element: [] };
    for (let i = 0; i < RUNS + 1; i++) {
      for (const mode of ['plain', 'element']) {
        await tab.goto(`${server.url}/bench/${mode}.html`, { waitUntil: 'load' });
        await tab.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard !== undefined, null, { timeout: 15_000 });
        const t = await tab.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
        if (i > 0) times[mode].push(t); // the first round warms the server and the HTTP cache
      }
    }
    console.log(`\nFirst event cards visible (ms from navigation script start; median of ${RUNS} warm loads, one Chromium)\n`);
    console.log(`  plain fetch + render      ${median(times.plain).toFixed(0)} ms   (runs: ${times.plain.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(`  <event-list>              ${median(times.element).toFixed(0)} ms   (runs: ${times.element.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(`  difference                ${(median(times.element) - median(times.plain)).toFixed(0)} ms\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
