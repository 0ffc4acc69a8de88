// Shared by the first-content benches (bench/event-list-render.ts, bench/feed-render.ts): the build to
// serve, Chromium, the bench page (an element or a plain fetch-and-render, with a probe that records
// when the first content is visible), and RUNS loads of each mode under one network condition.
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright';

export const RUNS = Number(process.env.RUNS ?? 7);
export type Condition = 'cold' | 'throttled' | 'warm';
/** CONDITIONS from the environment (comma-separated), else `fallback`. */
export const conditions = (fallback: string) => (process.env.CONDITIONS ?? fallback).split(',') as Condition[];
/** Chromium's emulation: latency is added to every request (the round trip), throughput in bytes/s. */
export const THROTTLE = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
export const CONDITION_TEXT: Record<Condition, string> = {
  cold: 'cold loads (no HTTP cache), localhost',
  throttled: 'cold loads at 40 ms RTT / 10 Mbps',
  warm: 'warm loads (HTTP cache kept)',
};

export const ELEMENTS = process.env.ELEMENTS_DIR ?? 'dist/elements';
/** Builds the elements when ELEMENTS has none. */
export function ensureBuild(): void {
  if (!existsSync(`${ELEMENTS}/elements.js`) || !existsSync(`${ELEMENTS}/early.js`)) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The early first-paint snippet of the build (src/elements/early.ts), pasted inline as a host page would. */
export const earlySnippet = () => readFileSync(`${ELEMENTS}/early.js`, 'utf8');

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The probe's expression for `sel` inside element `tag`: the element's own view, or the server's
 * first paint shown before it (src/lib/first-paint.ts).
 */
export const inElement = (tag: string, sel: string) =>
  `(document.querySelector('${tag}').shadowRoot?.querySelector('${sel}') ?? document.querySelector('${tag} > [slot=rwb-first-paint]')?.shadowRoot?.querySelector('${sel}'))`;

/**
 * A bench page: `window.__t0` at the navigation script, the elements' loader when `element`, the
 * body, and a probe setting `window.__first` (ms after __t0) once `probe` (a JS expression) finds
 * an element with a height.
 */
export function benchPage({ element, body, probe, early = false }: { element: boolean; body: string; probe: string; early?: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script>window.rwbConfig = { environment: 'production' }; window.__t0 = performance.now();</script>
${element ? '<script type="module" src="/elements/elements.js"></script>' : ''}
${early ? `<script>${earlySnippet()}</script>` : ''}
</head><body>
${body}
<script>
  (function wait() {
    const first = ${probe};
    if (first && first.getBoundingClientRect().height > 0) window.__first = performance.now() - window.__t0;
    else requestAnimationFrame(wait);
  })();
</script></body></html>`;
}

/** One load: first content, when the API request started, and its gap after the last script before it. */
export interface Load {
  first: number;
  asked: number;
  gap: number;
}

export interface RunOptions<M extends string> {
  modes: readonly M[];
  condition: Condition;
  page(mode: M): string;
  /** Substrings of the API request's URL (the first resource matching one is "the request"). */
  apiUrls: string[];
  /** Options of every browser context (e.g. a logged-in storageState), or a function making them for each context. */
  context?: BrowserContextOptions | (() => Promise<BrowserContextOptions>);
}

/** RUNS loads of each mode after one warm-up round (not counted), in turn, under one condition. */
export async function firstContentRuns<M extends string>(browser: Browser, base: string, opts: RunOptions<M>): Promise<Record<M, Load[]>> {
  const { condition } = opts;
  const loads = Object.fromEntries(opts.modes.map((m) => [m, [] as Load[]])) as Record<M, Load[]>;
  const newContext = async () => browser.newContext(typeof opts.context === 'function' ? await opts.context() : opts.context);
  let context = await newContext();
  for (let i = 0; i < RUNS + 1; i++) {
    for (const mode of opts.modes) {
      if (condition !== 'warm') {
        await context.close();
        context = await newContext();
      }
      const tab = context.pages()[0] ?? (await context.newPage());
      if (condition === 'throttled') {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', THROTTLE);
      }
      await tab.route(`${base}/bench/*`, (route) => route.fulfill({ contentType: 'text/html', body: opts.page(mode) }));
      await tab.goto(`${base}/bench/${mode}.html`, { waitUntil: 'load' });
      await tab.waitForFunction(() => (window as unknown as { __first?: number }).__first !== undefined, null, { timeout: 15_000 }).catch((e: Error) => {
        throw new Error(`${condition} ${mode}: no first content in 15 s (${e.message})`);
      });
      const first = await tab.evaluate(() => (window as unknown as { __first: number }).__first);
      // The API request's start from the navigation script, and its gap after the last script that
      // arrived before it (what sits between the element chunk's arrival and the request).
      const [asked, gap] = await tab.evaluate((urls) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const req = entries.find((e) => urls.some((u) => e.name.includes(u)));
        if (!req) return [NaN, NaN];
        const js = entries.filter((e) => e.name.endsWith('.js') && e.responseEnd <= req.startTime).map((e) => e.responseEnd);
        return [req.startTime - (window as unknown as { __t0: number }).__t0, js.length ? req.startTime - Math.max(...js) : NaN];
      }, opts.apiUrls);
      if (i > 0) loads[mode].push({ first, asked, gap }); // the first round warms the server (and, warm, the HTTP cache)
    }
  }
  await context.close();
  return loads;
}

/** Median first content of `loads`. */
export const firstMedian = (loads: Load[]) => median(loads.map((l) => l.first));

/** One printed row: median first content, when the API request started (and, for an element, its gap), every run. */
export function loadRow(label: string, loads: Load[], element: boolean): string {
  const gap = median(loads.map((l) => l.gap));
  return (
    `  ${label.padEnd(26)}${firstMedian(loads).toFixed(0).padStart(5)} ms   API request at ${median(loads.map((l) => l.asked)).toFixed(0).padStart(4)} ms` +
    `${element && !Number.isNaN(gap) ? `, ${gap.toFixed(0).padStart(3)} ms after the last script before it` : ''}   (runs: ${loads.map((l) => l.first.toFixed(0)).join(', ')})`
  );
}
