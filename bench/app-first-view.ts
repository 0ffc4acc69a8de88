// The standalone app's code per route (issue 18 "Code splitting per route"): in Chromium against the
// real server, a logged-in member opens /app/feed and /app/events (HTTP cache off, no service worker),
// and the script lists the JavaScript files requested until the view's content shows (the first
// view), then those requested in the next seconds (the bar's chat socket, opened after the first
// view), with their bytes on the wire (brotli) and decoded. Figures only; not a test, never gates CI.
//
//   npm run bench:app            (builds first when the elements are missing)
import type { Page } from 'playwright';
import { Api } from '../tests/e2e/support/api';
import { startServer } from '../tests/e2e/support/server';
import { ELEMENTS, ensureBuild, launchChromium } from './support/first-content';

ensureBuild();

interface Script {
  file: string;
  wire: number;
  decoded: number;
}

const VIEWS: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/app/feed', ready: (page) => page.locator('member-app member-feed article').first().waitFor() },
  { path: '/app/events', ready: (page) => page.locator('member-app event-list [part="card"]').first().waitFor() },
];
const LATER_MS = 4000;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const name = (url: string) => new URL(url).pathname.replace(/^\/elements\//, '');

function recordScripts(page: Page): Script[] {
  const seen: Script[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    // The static files are served pre-compressed with their length (a preloaded one reports no transfer size).
    const wire = Number((await response?.headerValue('content-length').catch(() => null)) ?? 0);
    const decoded = Number((await response?.body().catch(() => null))?.length ?? 0);
    seen.push({ file: name(request.url()), wire, decoded });
  });
  return seen;
}

function print(title: string, scripts: Script[]) {
  const wire = scripts.reduce((n, s) => n + s.wire, 0);
  const decoded = scripts.reduce((n, s) => n + s.decoded, 0);
  console.log(`  ${title}: ${scripts.length} files, ${kb(wire)} on the wire, ${kb(decoded)} decoded`);
  for (const s of [...scripts].sort((a, b) => b.wire - a.wire)) console.log(`    ${kb(s.wire).padStart(9)}  ${kb(s.decoded).padStart(9)}  ${s.file}`);
}

const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
const browser = await launchChromium();
try {
  const api = new Api(server.url);
  const m = await api.createMember();
  console.log(`app first view (${ELEMENTS}), logged-in member, HTTP cache off, no service worker`);
  for (const view of VIEWS) {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    const login = await context.newPage();
    await login.goto('/app/login');
    await login.getByLabel('Email').fill(m.email);
    await login.getByLabel('Password').fill(m.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.waitForURL('**/app/feed');
    await login.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = recordScripts(page);
    const started = Date.now();
    await page.goto(view.path);
    await view.ready(page);
    const shown = Date.now() - started;
    await page.waitForTimeout(300); // requestfinished handlers settle
    const first = scripts.splice(0);
    await page.waitForTimeout(LATER_MS);
    console.log(`\n${view.path} (content shown after ${shown} ms)`);
    print('first view', first);
    print(`next ${LATER_MS / 1000} s`, scripts);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
