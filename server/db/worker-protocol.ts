/**
 * The messages between the HTTP thread (pglite-thread.ts) and PGlite's worker (pglite-worker.ts).
 * Requests carry an id; the worker answers each once, in the order received (it runs one at a time).
 * Rows travel as arrays with the column names once (`rowMode: 'array'`): less to clone than one
 * object per row. Errors travel as their message and PostgreSQL fields (`code`, `constraint`,
 * `detail`…) and are rebuilt as the same `DatabaseError` PGlite throws in-process.
 */
import { messages } from '@electric-sql/pglite';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  /** Opens the transaction every following request runs in, until `commit` or `rollback`. */
  | { id: number; op: 'begin' | 'commit' | 'rollback' }
  /** The data directory as an uncompressed tarball (bytes transferred). */
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface SerializedError {
  message: string;
  /** `DatabaseError` when PostgreSQL reported it; else the error's own name. */
  name: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerResponse =
  | { id: number; fields: string[]; rows: unknown[][] }
  | { id: number; tarball: ArrayBuffer }
  | { id: number; done: true }
  | { id: number; error: SerializedError };

/** What the worker is started with (`workerData`). */
export interface WorkerStart {
  dataDir?: string;
  /** A template tarball to start from, read by the worker… */
  loadDataDirFile?: string;
  /** …or its bytes. */
  loadDataDirBytes?: Uint8Array<ArrayBuffer>;
}

/** The worker's first message: ready, or why it could not open the database. */
export type WorkerReady = { ready: true } | { ready: false; error: SerializedError };

/** Own primitive properties (PostgreSQL's fields, the query text); not `params`, which may not clone. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'name' || key === 'stack') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, name: error instanceof messages.DatabaseError ? 'DatabaseError' : error.name, fields };
}

/** The error to throw on this side; its stack is this thread's (the caller's, through async frames). */
export function deserializeError(e: SerializedError): Error {
  const error =
    e.name === 'DatabaseError'
      ? new messages.DatabaseError(e.message, Number(e.fields.length ?? 0), 'error')
      : Object.assign(new Error(e.message), { name: e.name });
  return Object.assign(error, e.fields);
}
