/**
 * PGlite's own thread (started by pglite-thread.ts): the wasm engine, the protocol and the value
 * parsing run here, off the HTTP thread. Requests run one at a time in the order they arrive; while
 * a transaction is open (`begin` … `commit`/`rollback`) they run in it — the HTTP thread sends
 * nothing else meanwhile. Rows go back as arrays plus the column names (worker-protocol.ts).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';
import { serializeError, type WorkerReady, type WorkerRequest, type WorkerResponse, type WorkerStart } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  /** Settles once COMMIT or ROLLBACK has run. */
  done: Promise<unknown>;
}

const ROLLBACK = Symbol('rollback');

/** Opens a transaction and resolves once BEGIN has run; the transaction lasts until `finish`. */
function begin(pglite: PGlite): Promise<OpenTransaction> {
  return new Promise((resolve, reject) => {
    let finish: (commit: boolean) => void = () => undefined;
    const ended = new Promise<void>((res, rej) => (finish = (commit) => (commit ? res() : rej(ROLLBACK))));
    const done = pglite.transaction(async (tx) => {
      resolve({ tx, finish, done });
      await ended;
    });
    done.catch((error: unknown) => {
      if (error !== ROLLBACK) reject(error);
    });
  });
}

async function run(pglite: PGlite, open: { current: OpenTransaction | null }, req: WorkerRequest): Promise<WorkerResponse> {
  const conn = open.current?.tx ?? pglite;
  switch (req.op) {
    case 'query': {
      const r = await conn.query<unknown[]>(req.sql, req.params as unknown[], { rowMode: 'array' });
      return { id: req.id, fields: r.fields.map((f) => f.name), rows: r.rows };
    }
    case 'exec':
      await conn.exec(req.sql);
      return { id: req.id, done: true };
    case 'begin':
      if (open.current) throw new Error('a transaction is already open');
      open.current = await begin(pglite);
      return { id: req.id, done: true };
    case 'commit':
    case 'rollback': {
      const current = open.current;
      if (!current) throw new Error(`${req.op} without a transaction`);
      open.current = null;
      current.finish(req.op === 'commit');
      await current.done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
      return { id: req.id, done: true };
    }
    case 'dump': {
      await pglite.query('CHECKPOINT');
      const blob = await pglite.dumpDataDir('none');
      return { id: req.id, tarball: await blob.arrayBuffer() };
    }
    case 'close':
      if (!pglite.closed) await pglite.close();
      return { id: req.id, done: true };
  }
}

async function main(): Promise<void> {
  const start = workerData as WorkerStart;
  let pglite: PGlite;
  try {
    const bytes = start.loadDataDirFile ? readFileSync(start.loadDataDirFile) : start.loadDataDirBytes;
    const loadDataDir = bytes ? new Blob([bytes]) : undefined;
    pglite = new PGlite(pgliteOptions({ dataDir: start.dataDir, loadDataDir }));
    await pglite.waitReady;
  } catch (error) {
    port!.postMessage({ ready: false, error: serializeError(error) } satisfies WorkerReady);
    return;
  }
  const open = { current: null as OpenTransaction | null };
  let queue = Promise.resolve();
  port!.on('message', (req: WorkerRequest) => {
    queue = queue.then(async () => {
      let res: WorkerResponse;
      try {
        res = await run(pglite, open, req);
      } catch (error) {
        res = { id: req.id, error: serializeError(error) };
      }
      try {
        port!.postMessage(res, 'tarball' in res ? [res.tarball] : []);
      } catch (error) {
        // A value that cannot be cloned: the request fails, the worker goes on.
        port!.postMessage({ id: req.id, error: serializeError(error) } satisfies WorkerResponse);
      }
    });
  });
  port!.postMessage({ ready: true } satisfies WorkerReady);
}

void main();
