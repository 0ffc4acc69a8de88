// Lighthouse (mobile preset: a mid-range phone, slow 4G, 4x CPU slowdown) performance of the demo
// pages of <event-list> and <event-detail> (an upcoming event), against the real server and a build.
// Runs Lighthouse 12 through npx (fetched from the npm registry on first use, not a dependency of the
// project) with Debian's Chromium. Prints each run's score and metrics and the median score; issue
// 13's goal is 90 or more. Figures only, never a gate.
//
//   npm run bench:lighthouse                 (builds first when the elements are missing)
//   ELEMENTS_DIR=/tmp/x/elements RUNS=5 npm run bench:lighthouse
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 3);
const ELEMENTS = process.env.ELEMENTS_DIR ?? 'dist/elements';
if (!existsSync(`${ELEMENTS}/elements.js`)) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Audit {
  displayValue?: string;
}
interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}

function lighthouse(url: string, dir: string): Report {
  const out = join(dir, 'report.json');
  execFileSync(
    'npx',
    ['--yes', 'lighthouse@12', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, '--chrome-path=/usr/bin/chromium', `--chrome-flags=${FLAGS}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer({ ELEMENTS_DIR: ELEMENTS });
  const dir = mkdtempSync(join(tmpdir(), 'rwb-lighthouse-'));
  try {
    const after = encodeURIComponent(new Date().toISOString());
    const next = (await (await fetch(`${server.url}/api/v1/mobile_event/?limit=1&offset=0&sort=date&sort_order=asc&after=${after}`)).json()) as { data: { id: number }[] };
    const pages = { 'event-list': '/demo/event-list.html', 'event-detail': `/demo/event-detail.html?id=${next.data[0].id}` };
    console.log(`\nLighthouse 12, mobile preset, performance (${RUNS} runs per page; ${ELEMENTS})\n`);
    for (const [name, path] of Object.entries(pages)) {
      const scores: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = lighthouse(server.url + path, dir);
        const score = Math.round(r.categories.performance.score * 100);
        scores.push(score);
        const a = (id: string) => r.audits[id]?.displayValue ?? '-';
        console.log(`  ${name.padEnd(13)} ${String(score).padStart(3)}   FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}, SI ${a('speed-index')}`);
      }
      console.log(`  ${name.padEnd(13)} median ${median(scores)} (goal: at least 90)\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}

void main();
