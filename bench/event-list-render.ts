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
import type { Browser } from 'playwright';
import { startServer } from '../tests/e2e/support/server';
import { CONDITION_TEXT, ELEMENTS, RUNS, benchPage, conditions, ensureBuild, firstContentRuns, firstMedian, inElement, launchChromium, loadRow, type Condition } from './support/first-content';

const CONDITIONS = conditions('cold,throttled,warm');
ensureBuild();

const QUERY = 'limit=10&offset=0&is_virtual=true&sort=date&sort_order=asc';

// `-early`: the element with the early first-paint snippet inline in the page's head (src/elements/early.ts).
type Mode = 'list-plain' | 'list-element' | 'list-early' | 'detail-plain' | 'detail-element' | 'detail-early';
const MODES: Mode[] = ['list-plain', 'list-element', 'list-early', 'detail-plain', 'detail-element', 'detail-early'];

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
  const element = !mode.endsWith('plain');
  const list = mode.startsWith('list');
  const body = element ? (list ? '<event-list tab="virtual"></event-list>' : `<event-detail event-id="${eventId}"></event-detail>`) : list ? LIST_PLAIN : detailPlain(eventId);
  // First content: a card of the list, the event's heading.
  const probe = list ? (element ? inElement('event-list', '.card') : "document.querySelector('#plain .card')") : element ? inElement('event-detail', 'h2') : "document.querySelector('#plain h2')";
  return benchPage({ element, body, probe, early: mode.endsWith('early') });
};

/** RUNS loads of each mode (after one warm-up round) under one condition; prints medians and ratios. */
async function measure(browser: Browser, base: string, eventId: number, condition: Condition): Promise<void> {
  const loads = await firstContentRuns(browser, base, { modes: MODES, condition, page: (mode) => page(mode, eventId), apiUrls: ['/api/v1/mobile_event/', '/api/first-paint/'] });
  const row = (label: string, m: Mode) => loadRow(label, loads[m], !m.endsWith('plain'));
  const ratio = (a: Mode, b: Mode) => (firstMedian(loads[a]) / firstMedian(loads[b])).toFixed(2);
  const goal = { cold: ' (goal: at most 2x)', throttled: ' (goal: at most 1.5x)', warm: '' }[condition];
  console.log(`\nFirst content visible, ${CONDITION_TEXT[condition]} (ms from the navigation script; median of ${RUNS}; ${ELEMENTS})\n`);
  console.log(row('list: plain fetch+render', 'list-plain'));
  console.log(row('list: <event-list>', 'list-element'));
  console.log(`  list ratio                ${ratio('list-element', 'list-plain')}x${goal}`);
  console.log(row('list: + early snippet', 'list-early'));
  console.log(`  list ratio, early         ${ratio('list-early', 'list-plain')}x${goal}\n`);
  console.log(row('detail: plain fetch+render', 'detail-plain'));
  console.log(row('detail: <event-detail>', 'detail-element'));
  console.log(`  detail ratio              ${ratio('detail-element', 'detail-plain')}x${goal}`);
  console.log(row('detail: + early snippet', 'detail-early'));
  console.log(`  detail ratio, early       ${ratio('detail-early', 'detail-plain')}x${goal}\n`);
}

async function main() {
  const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
  const list = (await (await fetch(`${server.url}/api/v1/mobile_event/?${QUERY}&after=${new Date().toISOString()}`)).json()) as { data: { id: number }[] };
  const eventId = list.data[0]?.id;
  if (!eventId) throw new Error('the seed has no upcoming virtual event');
  const browser = await launchChromium();
  try {
    for (const condition of CONDITIONS) await measure(browser, server.url, eventId, condition);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
