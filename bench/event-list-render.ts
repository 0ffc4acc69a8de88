// Time until the first content is visible: <event-list> (its first cards) and <event-detail> (the
// event's heading) against a plain hand-written fetch-and-render of the same API request, on the same
// page, in one Chromium run against the real server (fresh seeded database). Prints medians and the
// ratio; not a test, never gates CI.
//
//   npm run bench:events        (builds first when the elements are missing)
//   ELEMENTS_DIR=/tmp/x/elements RUNS=15 COLD=1 npm run bench:events
//     ELEMENTS_DIR: the build to serve (default dist/elements); COLD=1: a fresh browser context (no
//     HTTP cache) for every load, else warm loads after one warm-up round.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { startServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 7);
const COLD = process.env.COLD === '1';
const ELEMENTS = process.env.ELEMENTS_DIR ?? 'dist/elements';
if (!existsSync(`${ELEMENTS}/elements.js`)) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const QUERY = 'limit=10&offset=0&is_virtual=true&sort=date&sort_order=asc';

type Mode = 'list-plain' | 'list-element' | 'detail-plain' | 'detail-element';
const MODES: Mode[] = ['list-plain', 'list-element', 'detail-plain', 'detail-element'];

const LIST_PLAIN = `<ul id="plain"></ul><script type="module">
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
</script>`;

const detailPlain = (id: number) => `<article id="plain"></article><script type="module">
  const e = await (await fetch('/api/v1/mobile_event/${id}')).json();
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone: e.time_zone_id, dateStyle: 'full', timeStyle: 'short' });
  const a = document.getElementById('plain');
  a.innerHTML = '<h2 class="first"></h2><p></p><p></p>';
  a.querySelector('h2').textContent = e.name;
  a.querySelectorAll('p')[0].textContent = fmt.format(new Date(e.start));
  a.querySelectorAll('p')[1].textContent = e.description || '';
</script>`;

const page = (mode: Mode, eventId: number) => {
  const element = mode.endsWith('element');
  const body =
    mode === 'list-element' ? '<event-list tab="virtual"></event-list>' : mode === 'detail-element' ? `<event-detail event-id="${eventId}"></event-detail>` : mode === 'list-plain' ? LIST_PLAIN : detailPlain(eventId);
  // First content: a card of the list, the event's heading.
  const probe = mode.startsWith('list') ? (element ? "document.querySelector('event-list').shadowRoot?.querySelector('.card')" : "document.querySelector('#plain .card')") : element ? "document.querySelector('event-detail').shadowRoot?.querySelector('h2')" : "document.querySelector('#plain h2')";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.rwbConfig = { environment: 'production' }; window.__t0 = performance.now();</script>
${element ? '<script type="module" src="/elements/elements.js"></script>' : ''}
</head><body>
${body}
<script>
  (function wait() {
    const first = ${probe};
    if (first && first.getBoundingClientRect().height > 0) window.__first = performance.now() - window.__t0;
    else requestAnimationFrame(wait);
  })();
</script></body></html>`;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
  const list = (await (await fetch(`${server.url}/api/v1/mobile_event/?${QUERY}&after=${new Date().toISOString()}`)).json()) as { data: { id: number }[] };
  const eventId = list.data[0]?.id;
  if (!eventId) throw new Error('the seed has no upcoming virtual event');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const times = Object.fromEntries(MODES.map((m) => [m, [] as number[]])) as Record<Mode, number[]>;
    // When the API request started (resource timing, same origin as the first content's clock).
    const asked = Object.fromEntries(MODES.map((m) => [m, [] as number[]])) as Record<Mode, number[]>;
    const gaps = Object.fromEntries(MODES.map((m) => [m, [] as number[]])) as Record<Mode, number[]>;
    let context = await browser.newContext();
    for (let i = 0; i < RUNS + 1; i++) {
      for (const mode of MODES) {
        if (COLD) {
          await context.close();
          context = await browser.newContext();
        }
        const tab = context.pages()[0] ?? (await context.newPage());
        await tab.route(`${server.url}/bench/*`, (route) => route.fulfill({ contentType: 'text/html', body: page(mode, eventId) }));
        await tab.goto(`${server.url}/bench/${mode}.html`, { waitUntil: 'load' });
        await tab.waitForFunction(() => (window as unknown as { __first?: number }).__first !== undefined, null, { timeout: 15_000 });
        const t = await tab.evaluate(() => (window as unknown as { __first: number }).__first);
        // The API request's start from the navigation script, and its gap after the last script that
        // arrived before it (the element chunk: its evaluation, define, and - before prefetching - React's
        // first render and effect, all sit in this gap).
        const [start, gap] = await tab.evaluate(() => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const req = entries.find((e) => e.name.includes('/api/v1/mobile_event/'));
          if (!req) return [NaN, NaN];
          const js = entries.filter((e) => e.name.endsWith('.js') && e.responseEnd <= req.startTime).map((e) => e.responseEnd);
          return [req.startTime - (window as unknown as { __t0: number }).__t0, js.length ? req.startTime - Math.max(...js) : NaN];
        });
        if (i > 0) {
          times[mode].push(t); // the first round warms the server (and, warm, the HTTP cache)
          asked[mode].push(start);
          gaps[mode].push(gap);
        }
      }
    }
    const row = (label: string, m: Mode) =>
      `  ${label.padEnd(26)}${median(times[m]).toFixed(0).padStart(5)} ms   API request at ${median(asked[m]).toFixed(0).padStart(4)} ms${m.endsWith('element') ? `, ${median(gaps[m]).toFixed(0).padStart(3)} ms after the last script` : ''}   (runs: ${times[m].map((t) => t.toFixed(0)).join(', ')})`;
    const ratio = (a: Mode, b: Mode) => (median(times[a]) / median(times[b])).toFixed(2);
    console.log(`\nFirst content visible (ms from navigation script start; median of ${RUNS} ${COLD ? 'cold' : 'warm'} loads, one Chromium, ${ELEMENTS})\n`);
    console.log(row('list: plain fetch+render', 'list-plain'));
    console.log(row('list: <event-list>', 'list-element'));
    console.log(`  list ratio                ${ratio('list-element', 'list-plain')}x\n`);
    console.log(row('detail: plain fetch+render', 'detail-plain'));
    console.log(row('detail: <event-detail>', 'detail-element'));
    console.log(`  detail ratio              ${ratio('detail-element', 'detail-plain')}x\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
