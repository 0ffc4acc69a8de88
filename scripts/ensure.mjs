// Helpers for `npm start` / `npm test` on a fresh clone. Node built-ins only: this runs before
// node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

export const root = new URL('..', import.meta.url).pathname;
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function lockHash() {
  return createHash('sha256').update(readFileSync(`${root}package-lock.json`)).digest('hex');
}

/** Installs npm packages when node_modules is missing or older than package-lock.json. */
export function ensureDeps() {
  const stamp = `${root}node_modules/.rwb-lock-hash`;
  const want = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  console.log('> installing npm packages (npm ci)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm ci failed. Check your network access to the npm registry, then run the command again.');
    process.exit(status);
  }
  writeFileSync(stamp, want);
}

/** Debian's chromium for the browser tests: installed when absent and running as root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)\n` +
        'or point CHROMIUM_PATH at a Chromium/Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('> installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0) {
    console.error('apt-get could not install chromium. Install it by hand: apt-get install -y chromium');
    process.exit(1);
  }
}
