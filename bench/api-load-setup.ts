// Support for bench/api-load.ts: bounds on what the load may target, the real server as a child
// process on loopback, a small HTTP helper, and the members and events prepared before the load.
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The password hashing cost of the bench's server (and of its large seed's template). */
export const BENCH_SCRYPT_N = 1024;

export const CLIENT = 'Basic ' + Buffer.from('rwb-web:rwb-web-public').toString('base64');

/** Raleigh, NC 27601 (the first demo chapter's city): where the list is read from and events are made. */
export const RALEIGH = { latitude: 35.7727, longitude: -78.6324, address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', country: 'United States' };

// ---- bounds --------------------------------------------------------------------------------------

export class UsageError extends Error {}

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Throws unless the URL's host is this machine's loopback interface. */
export function assertLoopbackUrl(url: string): void {
  if (!isLoopbackHost(new URL(url).hostname)) throw new UsageError(`refusing to load ${url}: loopback targets only`);
}

/** `memory://`, or a postgres:// URL whose host (and `?host=`, and PGHOST when it has none) is this machine. */
export function checkDatabase(raw: string): string {
  if (raw === 'memory://') return raw;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new UsageError(`--database must be memory:// or a postgres:// URL (got "${raw}")`);
  const url = new URL(raw);
  const hosts = [url.hostname, ...(url.searchParams.get('host') ?? '').split(',')].filter(Boolean);
  if (!url.hostname && !url.searchParams.get('host') && process.env.PGHOST) hosts.push(...process.env.PGHOST.split(','));
  // A host starting with '/' is a Unix socket directory: local by construction.
  const remote = hosts.filter((h) => !h.startsWith('/') && !isLoopbackHost(h));
  if (remote.length) throw new UsageError(`refusing --database on ${remote.join(', ')}: PostgreSQL on this machine only`);
  return raw;
}

/** An integer option from a flag, else the environment, else the default; refused outside [min, max]. */
export function boundedInt(name: string, flag: string | undefined, envValue: string | undefined, fallback: number, min: number, max: number): number {
  const raw = (flag ?? envValue)?.trim().replace(/s$/, '');
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be an integer from ${min} to ${max} (got "${flag ?? envValue}")`);
  return n;
}

// ---- the server ----------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ApiServer {
  url: string;
  /** The exit code once the process has ended, else null. */
  exitCode(): number | null;
  /** The last ~64 KB the server printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `node --import tsx <args>` with `env` on 127.0.0.1 and a free port (PORT, PUBLIC_URL), up once `readyPath`
 * answers 2xx (as tests/e2e/support/server.ts does).
 */
export async function spawnServer(args: string[], env: Record<string, string>, readyPath: string, nodeFlags: readonly string[] = []): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const kill = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', kill);
  const server: ApiServer = {
    url,
    exitCode: () => child.exitCode,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', kill);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url + readyPath)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${args.join(' ')} did not start in 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The real server (`server/main.ts`, APP_ENV=test, the node flags of npm start) on 127.0.0.1; `env` adds e.g. WEB_CONCURRENCY. */
export function startApiServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const serverEnv = { DATABASE_URL: databaseUrl, APP_ENV: 'test', SCRYPT_N: String(BENCH_SCRYPT_N), ...env };
  return spawnServer(['server/main.ts'], serverEnv, '/api/v1/minimum_version', SERVER_NODE_FLAGS);
}

// ---- HTTP ----------------------------------------------------------------------------------------

export interface Reply<T> {
  status: number;
  body: T;
}

export async function call<T = unknown>(base: string, path: string, init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.form) {
    headers.authorization = CLIENT;
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const r = await fetch(new URL(path, base), { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await r.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: r.status, body: parsed as T };
}

/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

// ---- members and events --------------------------------------------------------------------------

export interface Member {
  id: number;
  token: string;
}

export interface Members {
  members: Member[];
  /** Set when a rate limit (429) stopped the creation early. */
  limitedAt: string | null;
}

/**
 * `count` fresh members through the API (client token -> POST /api/v1/user -> password login ->
 * profile completed, which gives the CRM id event creation needs). Stops early on a 429.
 */
export async function createMembers(base: string, runId: string, count: number): Promise<Members> {
  const cc = await call<{ access_token: string }>(base, '/oauth/token', { form: { grant_type: 'client_credentials' } });
  if (cc.status !== 200) throw new Error(`client token -> ${cc.status} ${JSON.stringify(cc.body)}`);
  let limitedAt: string | null = null;
  const password = 'Load-bench-pass-2026';
  const made = await pool(Array.from({ length: count }, (_, i) => i), 8, async (i): Promise<Member | null> => {
    if (limitedAt) return null;
    const email = `load-${runId}-${i}@example.com`;
    const created = await call<{ id: number }>(base, '/api/v1/user', {
      token: cc.body.access_token,
      json: { grant_type: 'client_credentials', first_name: 'Load', last_name: 'Bench', email, password },
    });
    if (created.status === 429) return ((limitedAt ??= `account creation, member ${i + 1}`), null);
    if (created.status !== 201) throw new Error(`create member -> ${created.status} ${JSON.stringify(created.body)}`);
    const login = await call<{ access_token: string }>(base, '/oauth/token', { form: { grant_type: 'password', username: email, password } });
    if (login.status === 429) return ((limitedAt ??= `login, member ${i + 1}`), null);
    if (login.status !== 200) throw new Error(`login -> ${login.status} ${JSON.stringify(login.body)}`);
    const token = login.body.access_token;
    const done = await call(base, `/api/v1/user/${created.body.id}`, { token, json: { profile_completed: true, legal_waiver_signed: true } });
    if (done.status !== 200) throw new Error(`complete profile -> ${done.status} ${JSON.stringify(done.body)}`);
    return { id: created.body.id, token };
  });
  return { members: made.filter((m): m is Member => m !== null), limitedAt };
}

/** Logs `accounts` in (password grant, 8 at a time): seeded members, for the --large feed phases. Stops early on a 429. */
export async function loginMembers(base: string, accounts: readonly { id: number; email: string }[], password: string): Promise<Members> {
  let limitedAt: string | null = null;
  const made = await pool(accounts, 8, async ({ id, email }, i): Promise<Member | null> => {
    if (limitedAt) return null;
    const login = await call<{ access_token: string }>(base, '/oauth/token', { form: { grant_type: 'password', username: email, password } });
    if (login.status === 429) return ((limitedAt ??= `login, member ${i + 1}`), null);
    if (login.status !== 200) throw new Error(`login ${email} -> ${login.status} ${JSON.stringify(login.body)}`);
    return { id, token: login.body.access_token };
  });
  return { members: made.filter((m): m is Member => m !== null), limitedAt };
}

/** The body of a valid in-person member event three days ahead (as tests/e2e/support/events.ts sends). */
export function eventBody(hostId: number, name: string, startOffsetMinutes = 0): Record<string, unknown> {
  const start = new Date(Date.now() + 3 * 86_400_000 + startOffsetMinutes * 60_000);
  start.setUTCSeconds(0, 0);
  return {
    name,
    host: hostId,
    category: 'run-walk',
    description: 'Created by the API load bench.',
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    chapter_hosted: false,
    chapter_id: null,
    links: [],
    is_virtual: false,
    is_all_day: false,
    virtual_event_category: null,
    location: RALEIGH,
    time_zone_id: 'America/New_York',
    challenge_id: null,
  };
}

export interface TargetEvent {
  id: number;
  hostId: number;
}

/** One event per host among the first `count` members: what the attendance writes point at. */
export async function createTargetEvents(base: string, members: Member[], runId: string, count: number): Promise<TargetEvent[]> {
  return pool(members.slice(0, count), 8, async (m, i) => {
    const r = await call<{ id: number }>(base, '/api/v1/mobile_event/', { token: m.token, json: eventBody(m.id, `Load target ${runId}-${i}`, i) });
    if (r.status !== 201) throw new Error(`create target event -> ${r.status} ${JSON.stringify(r.body)}`);
    return { id: r.body.id, hostId: m.id };
  });
}
