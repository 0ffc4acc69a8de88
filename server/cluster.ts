/**
 * Several API processes on one machine: with `WEB_CONCURRENCY=N` (N > 1, PostgreSQL only, see
 * config.ts) the primary migrates and seeds the database once, then forks N node:cluster workers that
 * share the port (each runs the whole app: server/main.ts as a worker). The workers hold no state of
 * their own that matters (rate limits and tokens live in PostgreSQL), so any of them may answer.
 *
 * The primary restarts a worker that dies, after a backoff that doubles while workers keep dying
 * young; SIGTERM/SIGINT are forwarded to the workers, which finish their requests and exit.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './start';

/** Restart backoff: the first restart after `baseMs`, doubling up to `maxMs`; a worker that lived `healthyMs` resets it. */
export const RESTART = { baseMs: 1_000, maxMs: 30_000, healthyMs: 30_000 } as const;

/** How long to wait before restarting a worker that lived `uptimeMs`, after the slot's previous delay (0 = none yet). */
export function restartDelay(previousMs: number, uptimeMs: number): number {
  if (previousMs === 0 || uptimeMs >= RESTART.healthyMs) return RESTART.baseMs;
  return Math.min(RESTART.maxMs, previousMs * 2);
}

/** With `DEBUG_WORKER_HEADER=true` every response says which process answered (`X-Worker: <pid>`): for tests and load benches, never needed in production. */
export function workerHeaderEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return /^(1|true|yes|on)$/i.test(env.DEBUG_WORKER_HEADER?.trim() ?? '');
}

/** What a worker tells the primary once it listens. */
export interface WorkerReady {
  type: 'rwb-worker-ready';
  url: string;
}

export const isWorkerReady = (m: unknown): m is WorkerReady => (m as WorkerReady | null)?.type === 'rwb-worker-ready';

interface Slot {
  worker: Worker | null;
  startedAt: number;
  delay: number;
  timer: NodeJS.Timeout | null;
}

export interface ClusterOptions {
  /** Called once, when the first worker listens (with the seed flag of the primary's preparation). */
  onReady(ready: { url: string; seeded: boolean }): void;
}

const log = (message: string) => console.log(`[cluster] ${message}`);

/**
 * The primary: prepares the database once (migrations + demo seed when empty), then forks
 * `config.webConcurrency` workers and keeps them running until SIGTERM/SIGINT.
 */
export async function runPrimary(config: Config, options: ClusterOptions): Promise<void> {
  const { db, seeded } = await openDatabase(config);
  await db.close();

  // Every worker must sign and check upload URLs with the same secret: outside production (where
  // MEDIA_SECRET is required) the primary hands its random one to all of them.
  const env = process.env.MEDIA_SECRET?.trim() ? {} : { MEDIA_SECRET: config.mediaSecret };
  const slots: Slot[] = Array.from({ length: config.webConcurrency }, () => ({ worker: null, startedAt: 0, delay: 0, timer: null }));
  let stopping = false;
  let announced = false;

  const fork = (slot: Slot, index: number) => {
    slot.timer = null;
    if (stopping) return;
    const worker = cluster.fork({ ...env, WORKER_INDEX: String(index) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      log(`worker ${index + 1}/${slots.length} (pid ${worker.process.pid}) listening`);
      if (!announced) {
        announced = true;
        options.onReady({ url: message.url, seeded });
      }
    });
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) return;
      slot.delay = restartDelay(slot.delay, Date.now() - slot.startedAt);
      log(`worker ${index + 1} (pid ${worker.process.pid}) died (${signal ?? `exit code ${code}`}); restarting it in ${slot.delay / 1000} s`);
      slot.timer = setTimeout(() => fork(slot, index), slot.delay);
    });
  };
  slots.forEach(fork);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const running = slots.map((s) => s.worker).filter((w): w is Worker => w !== null && !w.isDead());
      log(`${signal}: stopping ${running.length} worker(s)…`);
      for (const s of slots) if (s.timer) clearTimeout(s.timer);
      const force = setTimeout(() => {
        log('workers still running after 15 s: killing them');
        for (const w of running) if (!w.isDead()) w.process.kill('SIGKILL');
        process.exit(1);
      }, 15_000);
      force.unref();
      let left = running.length;
      if (!left) process.exit(0);
      for (const w of running) {
        w.once('exit', () => --left === 0 && process.exit(0));
        w.process.kill('SIGTERM');
      }
    });
  }
}
