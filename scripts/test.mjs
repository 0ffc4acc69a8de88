// npm test: install what is missing (npm packages, Debian chromium), then typecheck, lint, unit,
// server and browser tests. Prints one closing line "tests: N passed, N failed".
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { ensureDeps, ensureChromium, run, root } from './ensure.mjs';

const started = Date.now();
ensureDeps();
ensureChromium();
rmSync(`${root}test-results/reports`, { recursive: true, force: true });
mkdirSync(`${root}test-results/reports`, { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit + server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/reports/vitest.json']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const failedSteps = [];
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n> ${name}`);
  const status = run(cmd, args, { env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`> ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    failedSteps.push(name);
    // Without a build the browser tests cannot run; everything else still reports.
    if (name === 'build') break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestJson = `${root}test-results/reports/vitest.json`;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
const pwJson = `${root}test-results/reports/playwright.json`;
if (existsSync(pwJson)) {
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (failedSteps.length && failed === 0) failed = failedSteps.length; // a failed typecheck/lint counts
console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
