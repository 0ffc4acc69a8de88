// bench/api-load.ts --large: the real server on the large seed (bench/large-db.ts), read-only. For the
// event list (the element's default request, as phase 1 of the default mode: one URL, so on PostgreSQL
// mostly served from the shared list cache, server/events/list-cache.ts), the same list with `after`
// = the time of each request (as members' browsers send it: every page a database query), and the
// event detail (GET /api/v1/mobile_event/{id}, a random event per request), at each connection level: our
// req/s, p50, p99, errors, then the same load on a minimal Hono handler answering the same bytes
// (bench/api-load-limit.ts: one body and its headers captured from our server first) — the limit —
// and the ratio ours / limit. Figures only, never a gate.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { Prng } from '../server/seed/prng';
import type { Captured } from './api-load-limit';
import { errorList, listPath, load, pad, statusCodes, type Phase } from './api-load-measure';
import { assertLoopbackUrl, createMembers, spawnServer, startApiServer, type ApiServer } from './api-load-setup';
import { prepareLargeDatabase, type LargeDatabase } from './large-db';

export interface LargeOptions {
  duration: number;
  /** Connection levels, each measured on ours and on the limit. */
  levels: number[];
  database: string;
  /** The server's WEB_CONCURRENCY (and the limit's process count). */
  workers: number;
  scale: number;
}

interface Endpoint {
  name: string;
  /** The request's path; `random` when it changes per request. */
  path: () => string;
  random: boolean;
}

const WARM_UP_S = 3;
const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-worker']);

/** One GET as autocannon sends it (no Accept-Encoding, own connection): status, headers, raw bytes. */
function capture(base: string, path: string, token: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).flatMap(([k, v]) => (DROPPED_HEADERS.has(k) || v === undefined ? [] : [[k, String(v)]])));
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks on new connections until `n` worker processes have answered (the later ones start a little after the first). */
async function waitForWorkers(base: string, n: number): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 120_000;
  while (seen.size < n) {
    if (Date.now() > deadline) throw new Error(`only ${seen.size} of ${n} workers answered in 120 s`);
    const worker = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/api/v1/minimum_version`, { agent: false }, (res) => {
        res.resume();
        resolve(String(res.headers['x-worker'] ?? ''));
      });
      req.on('error', reject);
      req.end();
    });
    seen.add(worker);
    if (seen.size < n) await new Promise((r) => setTimeout(r, 100));
  }
}

function phase(base: string, endpoint: Endpoint, connections: number, duration: number, tokens: string[]): Promise<Phase> {
  let next = 0;
  return load({
    url: base,
    connections,
    duration,
    setupClient: (client: autocannon.Client) => {
      const headers = { authorization: `Bearer ${tokens[next++ % tokens.length]}` };
      const random = endpoint.random ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: endpoint.path() }) } : {};
      client.setRequests([{ method: 'GET', path: endpoint.path(), headers, ...random }]);
    },
  });
}

// ---- output --------------------------------------------------------------------------------------

const HEAD =
  `  ${'connections'.padEnd(12)}|${pad('ours req/s', 11)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('timeouts', 9)}${pad('non-2xx', 8)} ` +
  `|${pad('limit req/s', 12)}${pad('p50 ms', 8)}${pad('p99 ms', 8)} |${pad('ours/limit', 11)}`;

function row(connections: number, ours: autocannon.Result, limit: autocannon.Result): string {
  const ratio = limit.requests.average ? ours.requests.average / limit.requests.average : 0;
  return (
    `  ${String(connections).padEnd(12)}|${pad(ours.requests.average.toFixed(1), 11)}${pad(ours.latency.p50, 8)}${pad(ours.latency.p99, 8)}${pad(ours.errors, 8)}${pad(ours.timeouts, 9)}${pad(ours.non2xx, 8)} ` +
    `|${pad(limit.requests.average.toFixed(1), 12)}${pad(limit.latency.p50, 8)}${pad(limit.latency.p99, 8)} |${pad(`${(ratio * 100).toFixed(1)} %`, 11)}`
  );
}

// ---- main ----------------------------------------------------------------------------------------

export async function runLarge(opts: LargeOptions): Promise<number> {
  const levels = opts.levels.join(', ');
  console.log(`\nAPI load --large: event list and event detail at ${levels} connections × ${opts.duration} s, ours next to a minimal Hono handler serving the same bytes (the limit)`);
  let db: LargeDatabase | null = null;
  let server: ApiServer | null = null;
  let limit: ApiServer | null = null;
  const captureDir = mkdtempSync(join(tmpdir(), 'rwb-bench-limit-'));
  const cleanup = async () => {
    await Promise.all([server?.stop(), limit?.stop()]);
    await db?.close();
    rmSync(captureDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let t = performance.now();
    db = await prepareLargeDatabase(opts.database, opts.scale);
    const { users, events, attendees } = db.counts;
    console.log(`  database: ${db.label}; ${db.origin}\n  ${users} users, ${events} events, ${attendees} attendees (scale ${opts.scale}); ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const workers = String(opts.workers);
    server = await startApiServer(db.url, { WEB_CONCURRENCY: workers, DEBUG_WORKER_HEADER: opts.workers > 1 ? 'true' : '' });
    const base = server.url;
    assertLoopbackUrl(base);
    if (opts.workers > 1) await waitForWorkers(base, opts.workers);
    const { members, limitedAt } = await createMembers(base, randomBytes(3).toString('hex'), Math.min(Math.max(...opts.levels), 200));
    if (members.length < 2) throw new Error(`only ${members.length} member(s) could be created (rate limited at ${limitedAt})`);
    const tokens = members.map((m) => m.token);
    console.log(`  server ${base} (${opts.workers} process${opts.workers > 1 ? 'es' : ''}) up, ${members.length} members logged in, in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const rng = new Prng(20_260_601);
    const list = listPath(new Date());
    const endpoints: Endpoint[] = [
      { name: `event list: GET ${list.replace(/after=[^&]+/, 'after=<now>')}`, path: () => list, random: false },
      { name: `event detail: GET /api/v1/mobile_event/{one of ${db.eventIds.length} ids at random}`, path: () => `/api/v1/mobile_event/${rng.pick(db!.eventIds)}`, random: true },
      { name: 'event list, after=<the time of each request> (as browsers send it: not cached)', path: () => listPath(new Date()), random: true },
    ];
    const captured = { list: await capture(base, endpoints[0].path(), tokens[0]), detail: await capture(base, endpoints[1].path(), tokens[0]) };
    for (const [name, c] of Object.entries(captured)) if (c.status !== 200) throw new Error(`capturing the ${name} answered ${c.status}: ${Buffer.from(c.body, 'base64').toString()}`);
    const captureFile = join(captureDir, 'captured.json');
    writeFileSync(captureFile, JSON.stringify(captured));
    limit = await spawnServer(['bench/api-load-limit.ts', captureFile], { WORKERS: workers }, '/ready');
    const size = (c: Captured) => `${Buffer.from(c.body, 'base64').length} bytes`;
    console.log(`  limit ${limit.url}: the list body (${size(captured.list)}) and a detail body (${size(captured.detail)}) with their headers`);

    for (const endpoint of endpoints) {
      console.log(`\n  ${endpoint.name}\n${HEAD}`);
      // Warm both up (caches, JIT) at the lowest level; not counted.
      for (const url of [base, limit.url]) await phase(url, endpoint, opts.levels[0], WARM_UP_S, tokens);
      for (const connections of opts.levels) {
        const ours = await phase(base, endpoint, connections, opts.duration, tokens);
        const bound = await phase(limit.url, endpoint, connections, opts.duration, tokens);
        console.log(row(connections, ours.result, bound.result));
        if (ours.errors.size || ours.result.non2xx) console.log(`  ${''.padEnd(12)}  ours: non-2xx ${statusCodes(ours.result)}; errors ${errorList(ours)}`);
        if (server.exitCode() !== null) throw new Error(`the server exited during the load (${server.exitCode()}):\n${server.output()}`);
      }
    }
    console.log(`\n  after ${WARM_UP_S} s of warm-up per endpoint and server; req/s: mean of per-second samples; latency per request; errors include timeouts (10 s); ours/limit: req/s\n`);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}
