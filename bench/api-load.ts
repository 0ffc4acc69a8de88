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
// Flags or environment: --duration / DURATION (seconds, <= 120), --connections / CONNECTIONS (<= 1000),
// --members / MEMBERS (default min(connections, 200)), --database / DATABASE (memory:// or PostgreSQL
// on this machine). Loopback only: the server is started here and nothing else is ever targeted.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  RALEIGH,
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

interface Options {
  duration: number;
  connections: number;
  members: number;
  database: string;
}

function options(): Options {
  let values: Partial<Record<'duration' | 'connections' | 'members' | 'database', string>>;
  try {
    ({ values } = parseArgs({
      options: { duration: { type: 'string' }, connections: { type: 'string' }, members: { type: 'string' }, database: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (flags: --duration, --connections, --members, --database)`);
  }
  const env = process.env;
  const connections = boundedInt('connections', values.connections, env.CONNECTIONS, 200, 1, MAX_CONNECTIONS);
  return {
    duration: boundedInt('duration', values.duration, env.DURATION, 30, 1, MAX_DURATION),
    connections,
    members: boundedInt('members', values.members, env.MEMBERS, Math.min(connections, 200), 2, MAX_CONNECTIONS),
    database: checkDatabase(values.database ?? env.DATABASE ?? 'memory://'),
  };
}

/** The first page of the event list's default "local" tab as <event-list> asks for it (50 miles of Raleigh). */
function listPath(now: Date): string {
  const q = new URLSearchParams({
    limit: '10',
    offset: '0',
    is_virtual: 'false',
    after: now.toISOString(),
    sort: 'date',
    sort_order: 'asc',
    distance: '50',
    lat: String(RALEIGH.latitude),
    long: String(RALEIGH.longitude),
  });
  return `/api/v1/mobile_event/?${q}`;
}

interface Phase {
  result: autocannon.Result;
  /** Connection errors and timeouts by code or message. */
  errors: Map<string, number>;
}

async function load(opts: autocannon.Options): Promise<Phase> {
  assertLoopbackUrl(opts.url);
  const errors = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (error: unknown, r: autocannon.Result) => (error ? reject(error) : resolve(r)));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    });
  });
  await settle(new URL(opts.url).origin);
  return { result, errors };
}

const counts = (m: Map<string | number, number>, prefix = '') => [...m].map(([k, n]) => `${prefix}${k}×${n}`);

/** Waits (at most 30 s) until the server answers a trivial GET quickly: requests in flight when a phase stops finish first. */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    await fetch(`${base}/api/v1/minimum_version`).then((r) => r.arrayBuffer(), () => null);
    if (performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// ---- output --------------------------------------------------------------------------------------

const pad = (v: string | number, n: number) => String(v).padStart(n);

function table(rows: { name: string; r: autocannon.Result }[]): string {
  const head = `  ${'phase'.padEnd(24)}${pad('req/s mean', 12)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('2xx', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}${pad('timeouts', 10)}`;
  const lines = rows.map(
    ({ name, r }) =>
      `  ${name.padEnd(24)}${pad(r.requests.average.toFixed(1), 12)}${pad(r.latency.p50, 9)}${pad(r.latency.p99, 9)}${pad(r.requests.total, 10)}${pad(r['2xx'], 9)}${pad(r.non2xx, 9)}${pad(r.errors, 8)}${pad(r.timeouts, 10)}`,
  );
  return [head, ...lines].join('\n');
}

function statusCodes(r: autocannon.Result): string {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count ?? 0}`);
  return codes.length ? codes.join(', ') : 'none';
}

function errorList(p: Phase): string {
  return p.errors.size ? counts(p.errors).join(', ') : 'none';
}

// ---- main ----------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const opts = options();
  const runId = randomBytes(3).toString('hex');
  const dbLabel = opts.database === 'memory://' ? 'in-memory PGlite' : `PostgreSQL ${new URL(opts.database).host || '(local socket)'}`;
  console.log(`\nAPI load: ${opts.connections} connections × ${opts.duration} s per phase against the real server (${dbLabel}, APP_ENV=test, SCRYPT_N=1024)`);
  let server: ApiServer | null = null;
  const onSignal = () => void server?.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let t = performance.now();
    server = await startApiServer(opts.database);
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
