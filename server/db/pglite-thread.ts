/**
 * PGlite in a worker thread (pglite-worker.ts) behind the same `Db` interface: the wasm engine and
 * the decoding of results leave the HTTP thread, which only sends requests and builds row objects.
 *
 * PGlite is one connection, so a transaction holds it exclusively: from `transaction()` until its
 * COMMIT or ROLLBACK, only that transaction's statements reach the worker; every other query and
 * transaction waits here, first come first served. Outside transactions, queries are sent at once
 * (the worker runs them in order). Values come back with the same types as in-process
 * (pglite-options.ts: Dates survive the copy), errors with their PostgreSQL fields (`code`…).
 *
 * The worker keeps the process alive only while requests are in flight.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Db, QueryResult } from './db';
import { deserializeError, type WorkerReady, type WorkerRequest, type WorkerResponse, type WorkerStart } from './worker-protocol';

const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url).href;
/**
 * The worker is TypeScript too: it registers tsx's loader itself, then imports the worker file
 * (whatever this process was started with: `node --import tsx`, vitest).
 */
const TSX_API = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE)}); });`;

/** A request before it gets its id. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;
type Request = Unnumbered<WorkerRequest>;

interface Waiter {
  /** A transaction takes the database for itself; a query only needs it not to be taken. */
  exclusive: boolean;
  start(): void;
}

function toObjects<T>(fields: string[], rows: unknown[][]): T[] {
  const out = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const o: Record<string, unknown> = {};
    for (let j = 0; j < fields.length; j++) o[fields[j]] = row[j];
    out[i] = o as T;
  }
  return out;
}

class PgliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(res: WorkerResponse): void; reject(error: Error): void }>();
  /** A transaction holds the database. */
  private held = false;
  private readonly waiting: Waiter[] = [];
  private failed: Error | null = null;
  private closing: Promise<void> | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (res: WorkerResponse) => this.answer(res));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the PGlite worker exited (${code})`)));
    worker.unref();
  }

  /** Sends now, whatever holds the database (the caller knows it may). */
  send(req: Request): Promise<WorkerResponse> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id } as WorkerRequest);
    });
  }

  /** Sends once no transaction holds the database and everything that asked before has been let through. */
  sendOutside(req: Request): Promise<WorkerResponse> {
    if (!this.held && this.waiting.length === 0) return this.send(req);
    return new Promise((resolve, reject) => this.waiting.push({ exclusive: false, start: () => this.send(req).then(resolve, reject) }));
  }

  /** Resolves when the database is this caller's; `release()` gives it back. */
  acquire(): Promise<void> {
    if (!this.held && this.waiting.length === 0) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ exclusive: true, start: resolve }));
  }

  release(): void {
    this.held = false;
    while (this.waiting.length && !this.held) {
      const next = this.waiting.shift()!;
      if (next.exclusive) this.held = true;
      next.start();
    }
  }

  private answer(res: WorkerResponse): void {
    const p = this.pending.get(res.id);
    if (!p) return;
    this.pending.delete(res.id);
    if (this.pending.size === 0) this.worker.unref();
    p.resolve(res);
  }

  private fail(error: Error): void {
    if (!this.failed && !this.closing) console.error('[db] the PGlite worker stopped; every query fails from now on:', error.message);
    this.failed ??= this.closing ? new Error('the database is closed') : error;
    for (const p of this.pending.values()) p.reject(this.failed);
    this.pending.clear();
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      if (!this.failed) {
        await this.sendOutside({ op: 'close' }).catch(() => undefined);
        this.failed = new Error('the database is closed');
      }
      await this.worker.terminate();
    })());
  }
}

function check(res: WorkerResponse): WorkerResponse {
  if ('error' in res) throw deserializeError(res.error);
  return res;
}

async function query<T>(send: Promise<WorkerResponse>): Promise<QueryResult<T>> {
  const res = check(await send);
  return { rows: 'rows' in res ? toObjects<T>(res.fields, res.rows) : [] };
}

/** The Db handed to a transaction's callback: sends directly, until the transaction ends. */
function transactionDb(thread: PgliteThread): { db: Db; end(): void } {
  let ended = false;
  const live = () => {
    if (ended) throw new Error('Transaction is closed');
  };
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      live();
      return query<T>(thread.send({ op: 'query', sql, params }));
    },
    async exec(sql) {
      live();
      check(await thread.send({ op: 'exec', sql }));
    },
    transaction: (fn) => fn(db),
    async close() {},
  };
  return { db, end: () => void (ended = true) };
}

export interface PgliteWorkerDb extends Db {
  /** The data directory as an uncompressed tarball (after a CHECKPOINT), as `PGlite.dumpDataDir('none')`. */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteWorkerOptions {
  /** A data directory to persist to; omitted = in memory. */
  dataDir?: string;
  /** A tarball file (db/template.ts) to start from, in memory… */
  loadDataDirFile?: string;
  /** …or its bytes (copied to the worker). */
  loadDataDirBytes?: Uint8Array<ArrayBuffer>;
}

/** Starts the worker and opens PGlite in it. */
export async function openPgliteWorker(opts: PgliteWorkerOptions = {}): Promise<PgliteWorkerDb> {
  const worker = new Worker(BOOT, { eval: true, workerData: opts satisfies WorkerStart, execArgv: [] });
  const ready = await new Promise<WorkerReady>((resolve, reject) => {
    const settle = (fn: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      fn();
    };
    const onMessage = (message: WorkerReady) => settle(() => resolve(message));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`the PGlite worker exited (${code}) before it was ready`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  if (!ready.ready) {
    await worker.terminate();
    throw deserializeError(ready.error);
  }
  const thread = new PgliteThread(worker);
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => query<T>(thread.sendOutside({ op: 'query', sql, params })),
    async exec(sql) {
      check(await thread.sendOutside({ op: 'exec', sql }));
    },
    async transaction(fn) {
      await thread.acquire();
      const tx = transactionDb(thread);
      try {
        check(await thread.send({ op: 'begin' }));
        let result;
        try {
          result = await fn(tx.db);
        } catch (error) {
          tx.end();
          // The callback's error is the one to report, even if ROLLBACK failed too.
          await thread.send({ op: 'rollback' }).catch(() => undefined);
          throw error;
        }
        tx.end();
        check(await thread.send({ op: 'commit' }));
        return result;
      } finally {
        tx.end();
        thread.release();
      }
    },
    async dumpDataDir() {
      const res = check(await thread.sendOutside({ op: 'dump' }));
      return new Blob(['tarball' in res ? res.tarball : new ArrayBuffer(0)]);
    },
    close: () => thread.close(),
  };
}
