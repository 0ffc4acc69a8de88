// Measuring for bench/api-load.ts (both modes): the requests, one autocannon phase with its errors
// counted by code, waiting for the server to drain, and the figures as a table.
import autocannon from 'autocannon';
import { RALEIGH, assertLoopbackUrl } from './api-load-setup';

/** The first page of the event list's default "local" tab as <event-list> asks for it (50 miles of Raleigh). */
export function listPath(now: Date): string {
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

export interface Phase {
  result: autocannon.Result;
  /** Connection errors and timeouts by code or message. */
  errors: Map<string, number>;
}

export async function load(opts: autocannon.Options): Promise<Phase> {
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

export const counts = (m: Map<string | number, number>, prefix = '') => [...m].map(([k, n]) => `${prefix}${k}×${n}`);

/** Waits (at most 30 s) until the server answers a trivial GET quickly: requests in flight when a phase stops finish first. */
export async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    await fetch(`${base}/api/v1/minimum_version`).then((r) => r.arrayBuffer(), () => null);
    if (performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// ---- output --------------------------------------------------------------------------------------

export const pad = (v: string | number, n: number) => String(v).padStart(n);

export function table(rows: { name: string; r: autocannon.Result }[]): string {
  const head = `  ${'phase'.padEnd(24)}${pad('req/s mean', 12)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('2xx', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}${pad('timeouts', 10)}`;
  const lines = rows.map(
    ({ name, r }) =>
      `  ${name.padEnd(24)}${pad(r.requests.average.toFixed(1), 12)}${pad(r.latency.p50, 9)}${pad(r.latency.p99, 9)}${pad(r.requests.total, 10)}${pad(r['2xx'], 9)}${pad(r.non2xx, 9)}${pad(r.errors, 8)}${pad(r.timeouts, 10)}`,
  );
  return [head, ...lines].join('\n');
}

export function statusCodes(r: autocannon.Result): string {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count ?? 0}`);
  return codes.length ? codes.join(', ') : 'none';
}

export function errorList(p: Phase): string {
  return p.errors.size ? counts(p.errors).join(', ') : 'none';
}
