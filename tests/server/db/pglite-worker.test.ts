// PGlite in its worker thread (server/db/pglite-thread.ts), the path the server runs on: the same
// values, errors and transactions as in-process PGlite. PGlite only (the template tarball).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgErrorCode, type Db } from '../../../server/db/client';
import { openPgliteWorker, type PgliteWorkerDb } from '../../../server/db/pglite-thread';
import { openFromTemplate } from '../../../server/db/template';
import { startServer } from '../../../server/start';
import { TEST_SCRYPT_N } from '../support/constants';

const pglite = !inject('pgTemplate');
const MEMBER = "SELECT first_name FROM users WHERE email = 'member@demo.test'";

describe.runIf(pglite)('PGlite in a worker thread', () => {
  let db: PgliteWorkerDb;
  beforeAll(async () => {
    db = (await openFromTemplate(inject('templateFile'), { worker: true })) as PgliteWorkerDb;
  });
  afterAll(() => db?.close());

  it('gives values the same types as in-process PGlite, and no listen()', async () => {
    const sql = "SELECT count(*) AS n, 1.5::numeric AS num, DATE '2024-02-03' AS d, now() AS ts, '{\"a\":[1]}'::jsonb AS j, true AS b, NULL AS z, $1::text AS p";
    const { rows } = await db.query<Record<string, unknown>>(sql, ['x']);
    expect(rows).toEqual([{ n: 1, num: 1.5, d: '2024-02-03', ts: expect.any(Date), j: { a: [1] }, b: true, z: null, p: 'x' }]);
    const local = await openFromTemplate(inject('templateFile'));
    try {
      const here = (await local.query<Record<string, unknown>>(sql, ['x'])).rows[0];
      expect(Object.keys(here)).toEqual(Object.keys(rows[0]));
      expect({ ...here, ts: null }).toEqual({ ...rows[0], ts: null });
    } finally {
      await local.close();
    }
    expect(db.listen).toBeUndefined();
  });

  it('a slow query does not block this thread (in-process, it would)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    await db.query('SELECT pg_sleep(0.3)');
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('keeps a repeated column name once, the last one winning (as in-process)', async () => {
    expect((await db.query('SELECT 1 AS a, 2 AS a')).rows).toEqual([{ a: 2 }]);
    expect((await db.query('SELECT 1 AS a WHERE false')).rows).toEqual([]);
  });

  it("carries PostgreSQL's error fields across, so a unique violation is still a 23505", async () => {
    const error = await db.query("INSERT INTO users (email) VALUES ('MEMBER@DEMO.TEST')").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(pgErrorCode(error)).toBe('23505');
    expect(error).toMatchObject({ code: '23505', severity: 'ERROR', table: 'users', constraint: expect.any(String), detail: expect.stringContaining('already exists') });
    expect((error as Error).message).toMatch(/duplicate key/);
    await expect(db.exec('SELECT no_such_function()')).rejects.toMatchObject({ code: '42883' });
    // The worker goes on after errors.
    expect((await db.query(MEMBER)).rows).toEqual([{ first_name: 'Jordan' }]);
  });

  it('commits, rolls back on an error, and nested transactions join the outer one', async () => {
    await db.transaction(async (tx) => {
      await tx.query("UPDATE users SET first_name = 'Inner' WHERE email = 'member@demo.test'");
      await tx.transaction((inner) => inner.exec("UPDATE users SET last_name = 'Joined' WHERE email = 'member@demo.test'"));
    });
    expect((await db.query("SELECT first_name, last_name FROM users WHERE email = 'member@demo.test'")).rows).toEqual([{ first_name: 'Inner', last_name: 'Joined' }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE users SET first_name = 'Rolled' WHERE email = 'member@demo.test'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(db.transaction((tx) => tx.query('SELECT 1/0'))).rejects.toMatchObject({ code: '22012' });
    expect((await db.query(MEMBER)).rows).toEqual([{ first_name: 'Inner' }]);
    await db.query("UPDATE users SET first_name = 'Jordan', last_name = $1 WHERE email = 'member@demo.test'", ['Lee']);
  });

  it('a transaction holds the database: queries and transactions asked meanwhile wait, in order', async () => {
    const order: string[] = [];
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    const first = db.transaction(async (tx) => {
      await tx.query("UPDATE users SET first_name = 'Uncommitted' WHERE email = 'member@demo.test'");
      await paused;
      order.push('first commits');
    });
    await new Promise((r) => setTimeout(r, 20)); // the UPDATE has run inside the transaction
    const read = db.query<{ first_name: string }>(MEMBER).then((r) => {
      order.push(`read ${r.rows[0].first_name}`);
    });
    const second = db.transaction(async (tx) => {
      order.push(`second sees ${(await tx.query<{ first_name: string }>(MEMBER)).rows[0].first_name}`);
      await tx.query("UPDATE users SET first_name = 'Jordan' WHERE email = 'member@demo.test'");
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, read, second]);
    expect(order).toEqual(['first commits', 'read Uncommitted', 'second sees Uncommitted']);
    expect((await db.query(MEMBER)).rows).toEqual([{ first_name: 'Jordan' }]);
  });

  it("refuses a transaction's Db once the transaction has ended", async () => {
    let kept: Db | null = null;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
    await expect(kept!.exec('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('dumps its data directory: a copy opens with the same data, in a worker too', async () => {
    await db.exec('CREATE TABLE worker_probe (id int); INSERT INTO worker_probe VALUES (42);');
    const copy = await openFromTemplate(await db.dumpDataDir(), { worker: true });
    try {
      expect((await copy.query('SELECT id FROM worker_probe')).rows).toEqual([{ id: 42 }]);
    } finally {
      await copy.close();
    }
  });

  it('closes: later queries fail, closing again is fine', async () => {
    const other = await openFromTemplate(inject('templateFile'), { worker: true });
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow('closed');
    await expect(other.close()).resolves.toBeUndefined();
  });

  it('persists to a data directory: closed and opened again, the data is there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rwb-worker-'));
    try {
      const first = await openPgliteWorker({ dataDir: join(dir, 'db') });
      await first.exec('CREATE TABLE kept (id int)');
      await first.transaction((tx) => tx.query('INSERT INTO kept VALUES ($1)', [7]));
      await first.close();
      const again = await openPgliteWorker({ dataDir: join(dir, 'db') });
      try {
        expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a database that cannot be opened fails to open, with the reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rwb-worker-'));
    try {
      await expect(openPgliteWorker({ loadDataDirFile: join(dir, 'missing.tar') })).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(pglite)('a server with pgliteWorker (as server/main.ts starts it)', () => {
  it('answers HTTP while a slow query runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rwb-worker-server-'));
    const server = await startServer({
      port: 0,
      databaseUrl: 'memory://',
      pgliteWorker: true,
      env: { APP_ENV: 'test', SCRYPT_N: String(TEST_SCRYPT_N), HOST: '127.0.0.1', MEDIA_DIR: join(dir, 'media') },
    });
    try {
      const started = Date.now();
      const slow = server.db.query('SELECT pg_sleep(2)');
      const r = await fetch(`${server.url}/api/v1/minimum_version`);
      expect(r.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_500);
      await slow;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_990);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
