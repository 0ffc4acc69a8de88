// API load: the real server (a child process on 127.0.0.1, APP_ENV=test) under autocannon. Phase 1
// reads the event list as members; phase 2 is a mixed write (1/3 create an event, 1/3 set attendance
// going/interested, 1/3 follow a member), each with a unique marker; then every acknowledged (2xx)
// write is read back through the API. Prints figures; exits non-zero only when the script fails or
// an acknowledged write is missing (figures never gate).
//
//   npm run bench:api                                    200 connections, 30 s per phase, in-memory PGlite
//   npm run bench:api -- --duration 5 --connections 50
//   npm run bench:api -- --database postgres://user:pass@127.0.0.1:5432/rwb_bench   (leaves its data there)
//
// --large: the large seed (server/seed/large.ts: 10,000 more members, 5,000 more events with their
// attendees, 100,000 posts with comments and likes): the event list (one URL; then `after` = now per
// request), the event detail, the aggregated timeline (seeded members) and a post create at 10, 50
// and 200 connections, each next to a minimal Hono handler serving the same bytes (the limit) — see
// bench/api-load-large.ts.
//
//   npm run bench:api -- --large                         PGlite, 10 s per phase
//   npm run bench:api -- --large --database postgres://rwb_test:rwb_test@127.0.0.1:5432/postgres --workers 2
//
// Flags or environment: --duration / DURATION (seconds, <= 120), --connections / CONNECTIONS (<= 1000;
// with --large a list, default 10,50,200), --members / MEMBERS (default min(connections, 200)),
// --only / ONLY (with --large: a comma list of list, detail, list-now, timeline, create), --database / DATABASE (memory:// or PostgreSQL on this machine; with --large the server to create its
// databases on), --workers / WORKERS (the server's WEB_CONCURRENCY, PostgreSQL only), --scale / SCALE
// (of the large seed, default 1). Loopback only: the server is started here and nothing else is ever targeted.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { LARGE_ENDPOINTS, runLarge, type LargeOptions } from './api-load-large';
import { errorList, counts, listPath, load, pad, statusCodes, table } from './api-load-measure';
import {
  UsageError,
  assertLoopbackUrl,
  boundedInt,
  checkDatabase,
  createMembers,
  createTargetEvents,
  startApiServer,
  type ApiServer,
} from './api-load-setup';
import { MixedWrite, READ_CONCURRENCY, readBack, type Kind } from './api-load-writes';

const MAX_DURATION = 120;
const MAX_CONNECTIONS = 1000;
const TARGET_EVENTS = 50;
const FLAGS = ['duration', 'connections', 'members', 'database', 'workers', 'scale', 'only'] as const;

interface Options {
  duration: number;
  connections: number;
  members: number;
  database: string;
  workers: number;
}

/** --only: a comma list of the large mode's endpoints (all when absent). */
function largeEndpoints(raw: string | undefined): LargeOptions['only'] {
  if (!raw) return [...LARGE_ENDPOINTS];
  const names = raw.split(',');
  const unknown = names.filter((n) => !(LARGE_ENDPOINTS as readonly string[]).includes(n));
  if (unknown.length) throw new UsageError(`--only takes ${LARGE_ENDPOINTS.join(', ')} (got ${unknown.join(', ')})`);
  return names as LargeOptions['only'];
}

function options(): Options | (LargeOptions & { large: true }) {
  let values: Partial<Record<(typeof FLAGS)[number], string>> & { large?: boolean };
  try {
    ({ values } = parseArgs({ options: { ...Object.fromEntries(FLAGS.map((f) => [f, { type: 'string' as const }])), large: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (flags: --large, ${FLAGS.map((f) => `--${f}`).join(', ')})`);
  }
  const env = process.env;
  const database = checkDatabase(values.database ?? env.DATABASE ?? 'memory://');
  const workers = boundedInt('workers', values.workers, env.WORKERS, 1, 1, 16);
  if (workers > 1 && database === 'memory://') throw new UsageError('--workers needs --database postgres://… (PGlite belongs to one process)');
  if (values.large) {
    const rawScale = values.scale ?? env.SCALE ?? '1';
    const scale = Number(rawScale);
    if (!(scale > 0 && scale <= 4)) throw new UsageError(`--scale must be a number in (0, 4] (got "${rawScale}")`);
    const list = (values.connections ?? env.CONNECTIONS ?? '10,50,200').split(',');
    return {
      large: true,
      duration: boundedInt('duration', values.duration, env.DURATION, 10, 1, MAX_DURATION),
      levels: list.map((c) => boundedInt('connections', c, undefined, 0, 1, MAX_CONNECTIONS)),
      database,
      workers,
      scale,
      only: largeEndpoints(values.only ?? env.ONLY),
    };
  }
  const connections = boundedInt('connections', values.connections, env.CONNECTIONS, 200, 1, MAX_CONNECTIONS);
  return {
    duration: boundedInt('duration', values.duration, env.DURATION, 30, 1, MAX_DURATION),
    connections,
    members: boundedInt('members', values.members, env.MEMBERS, Math.min(connections, 200), 2, MAX_CONNECTIONS),
    database,
    workers,
  };
}

// ---- main ----------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const opts = options();
  if ('large' in opts) return runLarge(opts);
  const runId = randomBytes(3).toString('hex');
  const dbLabel = opts.database === 'memory://' ? 'in-memory PGlite' : `PostgreSQL ${new URL(opts.database).host || '(local socket)'}`;
  const workers = opts.workers > 1 ? `, ${opts.workers} worker processes` : '';
  console.log(`\nAPI load: ${opts.connections} connections × ${opts.duration} s per phase against the real server (${dbLabel}${workers}, APP_ENV=test, SCRYPT_N=1024)`);
  let server: ApiServer | null = null;
  const onSignal = () => void server?.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let t = performance.now();
    server = await startApiServer(opts.database, { WEB_CONCURRENCY: String(opts.workers) });
    const base = server.url;
    assertLoopbackUrl(base);
    console.log(`  server ${base} up in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const { members, limitedAt } = await createMembers(base, runId, opts.members);
    if (members.length < 2) throw new Error(`only ${members.length} member(s) could be created (rate limited at ${limitedAt})`);
    const targets = await createTargetEvents(base, members, runId, Math.min(TARGET_EVENTS, members.length));
    console.log(
      `  setup: ${members.length} members (created, logged in, profile completed) and ${targets.length} target events in ${((performance.now() - t) / 1000).toFixed(1)} s` +
        (limitedAt ? `\n  note: rate limited (429) at ${limitedAt}: the load is spread across ${members.length} members` : ''),
    );

    const path = listPath(new Date());
    console.log(`\n  phase 1: GET ${path.replace(/after=[^&]+/, 'after=<now>')} with member tokens…`);
    let next = 0;
    const list = await load({
      url: base + path,
      connections: opts.connections,
      duration: opts.duration,
      setupClient: (client) => client.setHeaders({ authorization: `Bearer ${members[next++ % members.length].token}` }),
    });
    console.log(`  non-2xx status codes: ${statusCodes(list.result)}; errors: ${errorList(list)}`);

    console.log('\n  phase 2: mixed write (1/3 POST mobile_event, 1/3 POST attendees going|interested, 1/3 POST follow)…');
    const writes = new MixedWrite(runId, members, targets);
    const mixed = await load({
      url: base,
      connections: opts.connections,
      duration: opts.duration,
      requests: [{ method: 'GET', path: '/api/v1/minimum_version' }], // replaced per connection in setupClient
      setupClient: writes.setupClient,
    });
    const refused = (Object.keys(writes.refused) as Kind[]).flatMap((k) => counts(writes.refused[k], `${k} `));
    const abandoned = (Object.keys(writes.abandoned) as Kind[]).filter((k) => writes.abandoned[k]).map((k) => `${k} ×${writes.abandoned[k]}`);
    console.log(`  non-2xx status codes: ${refused.length ? refused.join(', ') : 'none'}; errors: ${errorList(mixed)}`);
    if (abandoned.length) console.log(`  writes without an answer, by kind: ${abandoned.join(', ')}`);

    if (server.exitCode() !== null) throw new Error(`the server exited during the load (${server.exitCode()}):\n${server.output()}`);

    console.log(`\nResults (mean of per-second samples; latency per request; errors include timeouts)\n`);
    console.log(table([
      { name: 'event list (GET)', r: list.result },
      { name: 'mixed write (POST)', r: mixed.result },
    ]));

    t = performance.now();
    const rows = await readBack(base, writes, members[0].token);
    const acknowledged = rows.reduce((n, r) => n + r.acknowledged, 0);
    const found = rows.reduce((n, r) => n + r.found, 0);
    console.log(`\nRead back after the writes (${((performance.now() - t) / 1000).toFixed(1)} s, ${READ_CONCURRENCY} at a time)\n`);
    for (const r of rows) {
      console.log(`  ${r.kind.padEnd(14)} acknowledged ${pad(r.acknowledged, 6)}  (distinct ${pad(r.distinct, 6)})  read back ${pad(r.found, 6)}  missing ${r.acknowledged - r.found}`);
    }
    console.log(`\n  acknowledged ${acknowledged}, read back ${found}, missing ${acknowledged - found}`);
    if (writes.unattributed) console.log(`  ${writes.unattributed} 2xx answer(s) did not match the write in flight: the script could not verify them`);
    if (opts.database !== 'memory://') console.log(`  note: the bench's members and events (marker "Load ${runId}") stay in that database`);
    console.log('');
    return acknowledged !== found || writes.unattributed ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `api-load: ${error.message}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
