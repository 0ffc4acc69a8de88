// bench/api-load.ts --large: the real server on the large seed (bench/large-db.ts), read-only. For the
// event list (the element's default request, as phase 1 of the default mode: one URL, so on PostgreSQL
// mostly served from the shared list cache, server/events/list-cache.ts), the same list with `after`
// = the time of each request (as members' browsers send it: every page a database query), and the
// event detail (GET /api/v1/mobile_event/{id}, a random event per request), then the feed: the
// aggregated timeline's first page as <member-feed> asks for it (GET /api/v1/user/{id}/
// aggregated_timeline_feed?scope=national, each connection a seeded member with their chapter, groups
// and events) and a post create (POST /api/v1/user/{id}/user_feed {text, media: []}, a new text per
// request), at each connection level: our req/s, p50, p99, errors, then the same load on a minimal
// Hono handler answering the same bytes (bench/api-load-limit.ts: one body and its headers captured
// from our server first) — the limit — and the ratio ours / limit. Figures only, never a gate.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { Prng } from '../server/seed/prng';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import type { Captured, LimitRoute } from './api-load-limit';
import { errorList, listPath, load, pad, statusCodes, type Phase } from './api-load-measure';
import { assertLoopbackUrl, createMembers, loginMembers, spawnServer, startApiServer, type ApiServer, type Member } from './api-load-setup';
import { prepareLargeDatabase, type LargeDatabase } from './large-db';

/** The large mode's endpoints, in the order they run. */
export const LARGE_ENDPOINTS = ['list', 'detail', 'list-now', 'timeline', 'create'] as const;

export interface LargeOptions {
  /** The endpoints to measure (--only). */
  only: Array<(typeof LARGE_ENDPOINTS)[number]>;
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
  /** The request's path for a connection's member; `random` when it (or the body) changes per request. */
  path: (member: Member) => string;
  random: boolean;
  /** The members the connections take in turn (their tokens and ids). */
  members: Member[];
  /** A POST with this JSON body (made per request); else a GET. */
  body?: () => string;
}

const WARM_UP_S = 3;
const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-worker']);

/** One request as autocannon sends it (no Accept-Encoding, own connection): status, headers, raw bytes. */
function capture(base: string, endpoint: Endpoint): Promise<Captured> {
  const member = endpoint.members[0];
  const headers = { authorization: `Bearer ${member.token}`, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = request(base + endpoint.path(member), { method: endpoint.body ? 'POST' : 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).flatMap(([k, v]) => (DROPPED_HEADERS.has(k) || v === undefined ? [] : [[k, String(v)]])));
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end(endpoint.body?.());
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

function phase(base: string, endpoint: Endpoint, connections: number, duration: number): Promise<Phase> {
  let next = 0;
  const { members, body } = endpoint;
  return load({
    url: base,
    connections,
    duration,
    setupClient: (client: autocannon.Client) => {
      const member = members[next++ % members.length];
      const headers = { authorization: `Bearer ${member.token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
      const fresh = (req: autocannon.Request) => ({ ...req, path: endpoint.path(member), ...(body ? { body: body() } : {}) });
      const random = endpoint.random ? { setupRequest: fresh } : {};
      client.setRequests([{ method: body ? 'POST' : 'GET', path: endpoint.path(member), headers, ...(body ? { body: body() } : {}), ...random }]);
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
  console.log(`\nAPI load --large: event list, event detail, timeline and post create at ${levels} connections × ${opts.duration} s, ours next to a minimal Hono handler serving the same bytes (the limit)`);
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
    const { users, events, attendees, posts, reactions } = db.counts;
    console.log(
      `  database: ${db.label}; ${db.origin}\n  ${users} users, ${events} events, ${attendees} attendees, ${posts} posts, ${reactions} reactions (scale ${opts.scale}); ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    t = performance.now();
    const workers = String(opts.workers);
    server = await startApiServer(db.url, { WEB_CONCURRENCY: workers, DEBUG_WORKER_HEADER: opts.workers > 1 ? 'true' : '' });
    const base = server.url;
    assertLoopbackUrl(base);
    if (opts.workers > 1) await waitForWorkers(base, opts.workers);
    const runId = randomBytes(3).toString('hex');
    const count = Math.min(Math.max(...opts.levels), 200);
    const { members, limitedAt } = await createMembers(base, runId, count);
    if (members.length < 2) throw new Error(`only ${members.length} member(s) could be created (rate limited at ${limitedAt})`);
    const seeded = await loginMembers(base, db.posters.slice(0, count), DEMO_PASSWORD);
    if (seeded.members.length < 2) throw new Error(`only ${seeded.members.length} seeded member(s) could log in (rate limited at ${seeded.limitedAt})`);
    console.log(
      `  server ${base} (${opts.workers} process${opts.workers > 1 ? 'es' : ''}) up, ${members.length} new members and ${seeded.members.length} seeded members logged in, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const rng = new Prng(20_260_601);
    const list = listPath(new Date());
    let posted = 0;
    const timeline = (m: Member) => `/api/v1/user/${m.id}/aggregated_timeline_feed?scope=national`;
    const endpoints: Endpoint[] = [
      { name: `event list: GET ${list.replace(/after=[^&]+/, 'after=<now>')}`, path: () => list, random: false, members },
      { name: `event detail: GET /api/v1/mobile_event/{one of ${db.eventIds.length} ids at random}`, path: () => `/api/v1/mobile_event/${rng.pick(db!.eventIds)}`, random: true, members },
      { name: 'event list, after=<the time of each request> (as browsers send it: not cached)', path: () => listPath(new Date()), random: true, members },
      { name: `timeline: GET ${timeline({ id: 0, token: '' }).replace('/0/', '/{id}/')} (${seeded.members.length} seeded members, one per connection)`, path: timeline, random: false, members: seeded.members },
      {
        name: 'post create: POST /api/v1/user/{id}/user_feed {text, media: []} (the same members, a new text per request)',
        path: (m) => `/api/v1/user/${m.id}/user_feed`,
        random: true,
        members: seeded.members,
        body: () => JSON.stringify({ text: `Load ${runId} post ${++posted}: out for a run with the chapter this morning.`, media: [] }),
      },
    ];
    const [listEp, detailEp, , timelineEp, createEp] = endpoints;
    const captured: Record<LimitRoute, Captured> = {
      list: await capture(base, listEp),
      detail: await capture(base, detailEp),
      timeline: await capture(base, timelineEp),
      create: await capture(base, createEp),
    };
    for (const [name, c] of Object.entries(captured)) if (c.status >= 300) throw new Error(`capturing the ${name} answered ${c.status}: ${Buffer.from(c.body, 'base64').toString()}`);
    const captureFile = join(captureDir, 'captured.json');
    writeFileSync(captureFile, JSON.stringify(captured));
    limit = await spawnServer(['bench/api-load-limit.ts', captureFile], { WORKERS: workers }, '/ready');
    const size = (c: Captured) => `${Buffer.from(c.body, 'base64').length} bytes`;
    console.log(
      `  limit ${limit.url}: the list body (${size(captured.list)}), a detail body (${size(captured.detail)}), a timeline page (${size(captured.timeline)}) and a created post (${size(captured.create)}) with their headers`,
    );

    for (const [i, endpoint] of endpoints.entries()) {
      if (!opts.only.includes(LARGE_ENDPOINTS[i])) continue;
      console.log(`\n  ${endpoint.name}\n${HEAD}`);
      // Warm both up (caches, JIT) at the lowest level; not counted.
      for (const url of [base, limit.url]) await phase(url, endpoint, opts.levels[0], WARM_UP_S);
      for (const connections of opts.levels) {
        const ours = await phase(base, endpoint, connections, opts.duration);
        const bound = await phase(limit.url, endpoint, connections, opts.duration);
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
