/**
 * The database interface every engine implements (client.ts: PGlite in this thread and PostgreSQL;
 * pglite-thread.ts: PGlite in a worker thread).
 */
import type { NotifyHandlers, Subscription } from './notify';

export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Notifications sent with `pg_notify(channel, payload)`, from any process (see notify.ts). Absent
   * where there is nothing to listen to across processes (embedded PGlite: one process) and on the
   * Db handed to a transaction.
   */
  listen?(channel: string, handlers: NotifyHandlers): Subscription;
  close(): Promise<void>;
}
