/**
 * One small database interface over two engines: PGlite (embedded PostgreSQL in wasm; the default,
 * persisted under var/db or in memory; in this thread, or in a worker thread: pglite-thread.ts) and
 * PostgreSQL through a `pg` Pool. Same SQL on both, parameterised with `$1…` only.
 *
 * Value types are made identical on both engines: `date` → 'YYYY-MM-DD' string, `timestamptz` →
 * Date, `bigint` (e.g. count(*)) and `numeric` → number, json/jsonb → parsed.
 *
 * On PostgreSQL every parameterised query is a named (prepared) statement, named after a hash of
 * its text: each pooled connection parses and plans it once (up to PREPARED_PER_CONNECTION texts
 * per connection; beyond that, queries run unnamed). `listen` (notify.ts) is one dedicated
 * connection per Db for LISTEN/NOTIFY.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './db';
import { PgListener, type NotifyHandlers } from './notify';
import { pgliteOptions, type PgliteOpenOptions } from './pglite-options';
import { openPgliteWorker } from './pglite-thread';

export type { PgliteOpenOptions } from './pglite-options';

export type { Db, QueryResult } from './db';

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

const toNumber = (v: string) => Number(v);
const identity = (v: string) => v;

// ---- PGlite ------------------------------------------------------------------------------------

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function pgliteDb(conn: PgliteLike, owner: PGlite | null): Db {
  const self: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await conn.query<T>(sql, params as unknown[]);
      return { rows: r.rows };
    },
    async exec(sql) {
      await conn.exec(sql);
    },
    transaction(fn) {
      if (!owner) return fn(self); // already inside a transaction
      return owner.transaction((tx) => fn(pgliteDb(tx, null)));
    },
    async close() {
      if (owner && !owner.closed) await owner.close();
    },
  };
  return self;
}

/**
 * Opens PGlite in this thread and returns the Db together with the raw instance (for `dumpDataDir`).
 * A server opens it in a worker thread instead (`openDb(url, { worker: true })`, pglite-thread.ts).
 */
export async function openPglite(opts: PgliteOpenOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = new PGlite(pgliteOptions(opts));
  await pglite.waitReady;
  return { db: pgliteDb(pglite, pglite), pglite };
}

// ---- PostgreSQL (pg) ---------------------------------------------------------------------------

const pgTypes = {
  getTypeParser(oid: number, format?: string): (value: string) => unknown {
    if (oid === OID.INT8 || oid === OID.NUMERIC) return toNumber;
    if (oid === OID.DATE) return identity;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Distinct statement texts prepared on one connection at most: dynamic SQL cannot grow the server's memory without bound. */
export const PREPARED_PER_CONNECTION = 200;

const statementNames = new Map<string, string>();
/** A stable name for a statement text (names are per connection; the same text always gets the same name). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    if (statementNames.size >= 5_000) statementNames.clear();
    name = `q${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** Names prepared (or being prepared) per connection. */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

function queryConfig(client: pg.ClientBase, sql: string, params: unknown[]): pg.QueryConfig {
  if (!params.length) return { text: sql, values: params };
  const name = statementName(sql);
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  if (!names.has(name)) {
    if (names.size >= PREPARED_PER_CONNECTION) return { text: sql, values: params };
    names.add(name);
  }
  return { name, text: sql, values: params };
}

async function pgQuery(conn: pg.Pool | pg.PoolClient, sql: string, params: unknown[]): Promise<{ rows: unknown[] }> {
  if (!(conn instanceof pg.Pool)) return conn.query(queryConfig(conn, sql, params));
  // As pool.query() does, but keeping the connection (and what it prepared) after an error the
  // server reported (a constraint, a bad value); one that broke the connection discards it.
  const client = await conn.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.once('error', onError);
  try {
    return await client.query(queryConfig(client, sql, params));
  } catch (error) {
    if (!pgErrorCode(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

function pgDb(conn: pg.Pool | pg.PoolClient, root: { pool: pg.Pool; listener: PgListener } | null): Db {
  const self: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await pgQuery(conn, sql, params as unknown[]);
      return { rows: r.rows as T[] };
    },
    async exec(sql) {
      await conn.query(sql);
    },
    async transaction(fn) {
      if (!root) return fn(self);
      const client = await root.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(pgDb(client, null));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    ...(root ? { listen: (channel: string, handlers: NotifyHandlers) => root.listener.listen(channel, handlers) } : {}),
    async close() {
      if (!root) return;
      await root.listener.close();
      await root.pool.end();
    },
  };
  return self;
}

export function openPostgres(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  // The listener connects on the first listen() only.
  return pgDb(pool, { pool, listener: new PgListener(connectionString) });
}

// ---- by URL ------------------------------------------------------------------------------------

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface OpenDbOptions {
  /** PGlite only: run it in a worker thread (pglite-thread.ts), off this thread. */
  worker?: boolean;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
}

/**
 * `memory://` → a fresh in-memory PGlite (empty: migrate and seed it, or see template.ts);
 * `postgres://…` → PostgreSQL; anything else → a PGlite data directory.
 */
export async function openDb(databaseUrl: string, options: OpenDbOptions = {}): Promise<Db> {
  if (isPostgresUrl(databaseUrl)) return openPostgres(databaseUrl, options.poolSize);
  const dataDir = databaseUrl === 'memory://' ? undefined : databaseUrl;
  if (options.worker) return openPgliteWorker({ dataDir });
  return (await openPglite({ dataDir })).db;
}

/** Postgres error code of a failed query (e.g. '23505' unique violation), if any. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
