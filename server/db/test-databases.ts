/**
 * Fresh databases for tests, both engines:
 * - PGlite: `templateFile()` once (seed/template.ts), then `openFromTemplate()` per test file;
 * - PostgreSQL: `createPgTemplate()` once (a migrated database the caller fills, e.g. with the demo
 *   seed, marked as template), then
 *   `createPgDatabase()` per test file (CREATE DATABASE … TEMPLATE …, dropped afterwards).
 * Database names are generated here from [a-z0-9_] only (identifiers cannot be parameters).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Db } from './client';
import { migrate } from './migrate';

const SAFE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

function ident(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}

/** (Re)creates `name` as a migrated template database, filled by `fill` (e.g. the demo seed). */
export async function createPgTemplate(adminUrl: string, name: string, fill: (db: Db) => Promise<unknown>): Promise<void> {
  await admin(adminUrl, async (client) => {
    await client.query(`ALTER DATABASE ${ident(name)} IS_TEMPLATE false`).catch(() => undefined);
    await dropDatabase(client, name);
    await client.query(`CREATE DATABASE ${ident(name)}`);
  });
  const db = openPostgres(withDatabase(adminUrl, name), 2);
  try {
    await migrate(db);
    await fill(db);
  } finally {
    await db.close();
  }
  await admin(adminUrl, (client) => client.query(`ALTER DATABASE ${ident(name)} IS_TEMPLATE true`));
}

export async function dropPgTemplate(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, async (client) => {
    await client.query(`ALTER DATABASE ${ident(name)} IS_TEMPLATE false`).catch(() => undefined);
    await dropDatabase(client, name);
  });
}

/**
 * A new database copied from `template`; `close()` closes the pool and drops the database. `url`
 * lets other processes (e.g. a second API server) connect to the same database.
 */
export async function createPgDatabase(adminUrl: string, template: string): Promise<Db & { url: string }> {
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
  const url = withDatabase(adminUrl, name);
  const db = openPostgres(url, 4);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await admin(adminUrl, (client) => dropDatabase(client, name));
    },
  };
}
