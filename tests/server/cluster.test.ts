// WEB_CONCURRENCY: several API processes on one machine (server/cluster.ts). The refusal on PGlite
// and the restart backoff run everywhere; the real cluster (server/main.ts with 2 workers on one
// PostgreSQL database) runs under `npm run test:pg` only and is skipped otherwise.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESTART, restartDelay, workerHeaderEnabled } from '../../server/cluster';
import { ConfigError, loadConfig } from '../../server/config';
import { createPgDatabase } from '../../server/db/test-databases';
import { startServer, type RunningServer } from '../e2e/support/server';
import { CLIENT_BASIC, DEMO_PASSWORD, TEST_SCRYPT_N } from './support/constants';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process and needs PostgreSQL for more', () => {
    expect(loadConfig({ APP_ENV: 'test' }).webConcurrency).toBe(1);
    expect(loadConfig({ APP_ENV: 'test', WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).webConcurrency).toBe(4);
    for (const DATABASE_URL of ['memory://', '/tmp/rwb-db', undefined]) {
      expect(() => loadConfig({ APP_ENV: 'test', WEB_CONCURRENCY: '2', DATABASE_URL })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ APP_ENV: 'test', WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY must be an integer from 1 to 64/);
  });

  it('DATABASE_POOL_SIZE: connections per process, 10 unless told', () => {
    expect(loadConfig({ APP_ENV: 'test' }).databasePoolSize).toBe(10);
    expect(loadConfig({ APP_ENV: 'test', DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ APP_ENV: 'test', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be an integer from 1 to 200/);
  });

  it('server/main.ts refuses several processes on PGlite with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, APP_ENV: 'test', DATABASE_URL: 'memory://', WEB_CONCURRENCY: '2', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL=postgres://…)');
  });

  it('restarts a dying worker after a backoff that doubles while workers die young', () => {
    let delay = restartDelay(0, 100);
    expect(delay).toBe(RESTART.baseMs);
    const seen = [delay];
    for (let i = 0; i < 8; i++) seen.push((delay = restartDelay(delay, 100)));
    expect(seen.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(seen.at(-1)).toBe(RESTART.maxMs);
    // A worker that ran for a while starts the backoff again.
    expect(restartDelay(RESTART.maxMs, RESTART.healthyMs)).toBe(RESTART.baseMs);
  });

  it('X-Worker only when DEBUG_WORKER_HEADER is set', () => {
    expect(workerHeaderEnabled({})).toBe(false);
    expect(workerHeaderEnabled({ DEBUG_WORKER_HEADER: 'true' })).toBe(true);
    expect(workerHeaderEnabled({ DEBUG_WORKER_HEADER: '0' })).toBe(false);
  });
});

/** One request on its own connection (no keep-alive pool): the cluster hands each connection to a worker. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; worker: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker'] ?? '') }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const pgTemplate = inject('pgTemplate');

describe.skipIf(!pgTemplate)('two worker processes on one PostgreSQL database (WEB_CONCURRENCY=2)', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createPgDatabase(pgTemplate!.adminUrl, pgTemplate!.name);
    server = await startServer({ DATABASE_URL: db.url, SCRYPT_N: String(TEST_SCRYPT_N), WEB_CONCURRENCY: '2', DEBUG_WORKER_HEADER: 'true' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  const login = (password: string) =>
    send(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'member@demo.test', password }).toString(),
    });

  it('requests are answered by two different worker processes', async () => {
    // The second worker may still be starting when the first answers: ask until both have.
    const workers = new Set<string>();
    const deadline = Date.now() + 60_000;
    while (workers.size < 2 && Date.now() < deadline) {
      const r = await send(`${server.url}/api/v1/minimum_version`);
      expect(r.status).toBe(200);
      workers.add(r.worker);
      if (workers.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...workers].every((w) => /^\d+$/.test(w))).toBe(true);
    expect(workers.size).toBe(2);
  }, 70_000);

  it('the login rate limit holds across the workers: 40 parallel wrong passwords, at most 5 checked', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => login('wrong-password')));
    expect(new Set(replies.map((r) => r.worker)).size).toBe(2);
    expect(replies.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(35);
    // The lock holds on both workers, even for the right password.
    const right = await Promise.all(Array.from({ length: 6 }, () => login(DEMO_PASSWORD)));
    expect(new Set(right.map((r) => r.worker)).size).toBe(2);
    expect(right.map((r) => r.status)).toEqual(Array(6).fill(429));
  });
});
