// Time until the first content is visible: <event-list> (its first cards) and <event-detail> (the
// event's heading) against a plain hand-written fetch-and-render of the same API request, on the same
// page, in one Chromium run against the real server (fresh seeded database). Prints medians and the
// ratio; not a test, never gates CI.
//
//   npm run bench:events        (builds first when the elements are missing)
//   ELEMENTS_DIR=/tmp/x/elements RUNS=15 CONDITIONS=cold,throttled npm run bench:events
//     ELEMENTS_DIR: the build to serve (default dist/elements). CONDITIONS (default all three):
//     cold = a fresh browser context (no HTTP cache) for every load on localhost; throttled = the
//     same with Chromium's network emulation at 40 ms round trip and 10 Mbps each way (the issue's
//     second goal); warm = loads after one warm-up round, HTTP cache kept.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright';
import { startServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 7);
type Condition = 'cold' | 'throttled' | 'warm';
const CONDITIONS = (process.env.CONDITIONS ?? 'cold,throttled,warm').split(',') as Condition[];
/** Chromium's emulation: latency is added to every request (the round trip), throughput in bytes/s. */
const THROTTLE = { offline: false, latency: 40, downloadThroughput: (10e6 / 8), uploadThroughput: (10e6 / 8) };
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
  // The element's own view, or the server's first paint shown before it (src/lib/first-paint.ts).
  const inElement = (tag: string, sel: string) =>
    `(document.querySelector('${tag}').shadowRoot?.querySelector('${sel}') ?? document.querySelector('${tag} > [slot=rwb-first-paint]')?.shadowRoot?.querySelector('${sel}'))`;
  const probe = mode.startsWith('list') ? (element ? inElement('event-list', '.card') : "document.querySelector('#plain .card')") : element ? inElement('event-detail', 'h2') : "document.querySelector('#plain h2')";
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

type Series = Record<Mode, number[]>;
const series = (): Series => Object.fromEntries(MODES.map((m) => [m, [] as number[]])) as Series;

/** RUNS loads of each mode (after one warm-up round) under one condition; prints medians and ratios. */
async function measure(browser: Browser, base: string, eventId: number, condition: Condition): Promise<void> {
  const times = series();
  // When the API request started (resource timing, same origin as the first content's clock).
  const asked = series();
  const gaps = series();
  let context = await browser.newContext();
  for (let i = 0; i < RUNS + 1; i++) {
    for (const mode of MODES) {
      if (condition !== 'warm') {
        await context.close();
        context = await browser.newContext();
      }
      const tab = context.pages()[0] ?? (await context.newPage());
      if (condition === 'throttled') {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', THROTTLE);
      }
      await tab.route(`${base}/bench/*`, (route) => route.fulfill({ contentType: 'text/html', body: page(mode, eventId) }));
      await tab.goto(`${base}/bench/${mode}.html`, { waitUntil: 'load' });
      await tab.waitForFunction(() => (window as unknown as { __first?: number }).__first !== undefined, null, { timeout: 15_000 }).catch((e: Error) => {
        throw new Error(`${condition} ${mode}: no first content in 15 s (${e.message})`);
      });
      const t = await tab.evaluate(() => (window as unknown as { __first: number }).__first);
      // The API request's start from the navigation script, and its gap after the last script that
      // arrived before it (what sits between the element chunk's arrival and the request).
      const [start, gap] = await tab.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const req = entries.find((e) => e.name.includes('/api/v1/mobile_event/') || e.name.includes('/api/first-paint/'));
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
  await context.close();
  const row = (label: string, m: Mode) =>
    `  ${label.padEnd(26)}${median(times[m]).toFixed(0).padStart(5)} ms   API request at ${median(asked[m]).toFixed(0).padStart(4)} ms${m.endsWith('element') && !Number.isNaN(median(gaps[m])) ? `, ${median(gaps[m]).toFixed(0).padStart(3)} ms after the last script before it` : ''}   (runs: ${times[m].map((t) => t.toFixed(0)).join(', ')})`;
  const ratio = (a: Mode, b: Mode) => (median(times[a]) / median(times[b])).toFixed(2);
  const what = { cold: 'cold loads (no HTTP cache), localhost', throttled: 'cold loads at 40 ms RTT / 10 Mbps', warm: 'warm loads (HTTP cache kept)' }[condition];
  const goal = { cold: ' (goal: at most 2x)', throttled: ' (goal: at most 1.5x)', warm: '' }[condition];
  console.log(`\nFirst content visible, ${what} (ms from the navigation script; median of ${RUNS}; ${ELEMENTS})\n`);
  console.log(row('list: plain fetch+render', 'list-plain'));
  console.log(row('list: <event-list>', 'list-element'));
  console.log(`  list ratio                ${ratio('list-element', 'list-plain')}x${goal}\n`);
  console.log(row('detail: plain fetch+render', 'detail-plain'));
  console.log(row('detail: <event-detail>', 'detail-element'));
  console.log(`  detail ratio              ${ratio('detail-element', 'detail-plain')}x${goal}\n`);
}

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
    for (const condition of CONDITIONS) await measure(browser, server.url, eventId, condition);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
