import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../../server/db/migrate';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('migrations', () => {
  it('are recorded in schema_migrations and re-running applies nothing', async () => {
    const { rows } = await s.db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(listMigrations().map((m) => ({ version: m.version, name: m.name })));
    expect(rows[0]).toEqual({ version: '001', name: 'core' });
    expect(await migrate(s.db)).toEqual([]);
  });

  it('apply a new migration once, in order', async () => {
    const extra = [...listMigrations(), { version: '999', name: 'probe', sql: 'CREATE TABLE probe_999 (id int); INSERT INTO probe_999 VALUES (1);' }];
    expect(await migrate(s.db, extra)).toEqual(['999']);
    expect(await migrate(s.db, extra)).toEqual([]);
    expect((await s.db.query('SELECT count(*) AS n FROM probe_999')).rows[0]).toEqual({ n: 1 });
  });

  it('a failing migration rolls back entirely', async () => {
    const bad = [...listMigrations(), { version: '998', name: 'broken', sql: 'CREATE TABLE probe_998 (id int); SELECT no_such_function();' }];
    await expect(migrate(s.db, bad)).rejects.toThrow();
    expect((await s.db.query("SELECT to_regclass('probe_998') AS t")).rows[0]).toEqual({ t: null });
    expect((await s.db.query("SELECT 1 FROM schema_migrations WHERE version = '998'")).rows).toEqual([]);
  });

  it('e-mail is unique case-insensitively', async () => {
    await expect(s.db.query("INSERT INTO users (email) VALUES ('MEMBER@DEMO.TEST')")).rejects.toMatchObject({ code: '23505' });
  });

  it('values come back with the same types on both engines', async () => {
    const { rows } = await s.db.query<Record<string, unknown>>(
      "SELECT count(*) AS n, 1.5::numeric AS num, DATE '2024-02-03' AS d, now() AS ts, '{\"a\":1}'::jsonb AS j, true AS b",
    );
    expect(rows[0]).toEqual({ n: expect.any(Number), num: 1.5, d: '2024-02-03', ts: expect.any(Date), j: { a: 1 }, b: true });
  });

  it('transactions roll back on error', async () => {
    await expect(
      s.db.transaction(async (tx) => {
        await tx.query("UPDATE users SET first_name = 'Rolled' WHERE email = 'member@demo.test'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await s.db.query("SELECT first_name FROM users WHERE email = 'member@demo.test'")).rows[0]).toEqual({ first_name: 'Jordan' });
  });
});
