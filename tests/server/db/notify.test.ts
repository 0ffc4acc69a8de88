// PostgreSQL only (`npm run test:pg`): LISTEN/NOTIFY through the Db's dedicated listener, what a
// lost listening connection does (to subscribers and to the token cache), and prepared statements.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PREPARED_PER_CONNECTION, openPostgres } from '../../../server/db/client';
import type { NotifyHandlers, Subscription } from '../../../server/db/notify';
import { countedApp } from './counted-app';
import { createTestServer, type TestServer } from '../support/harness';

const pgTemplate = inject('pgTemplate');
const CHANNEL = 'rwb_test_channel';

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!pgTemplate)('LISTEN/NOTIFY and prepared statements (PostgreSQL)', () => {
  let s: TestServer;
  let url: string;
  beforeAll(async () => {
    s = await createTestServer();
    url = (s.db as unknown as { url: string }).url;
  });
  afterAll(() => s?.close());

  function subscribe(): { sub: Subscription; messages: string[]; gaps: () => number } {
    const messages: string[] = [];
    let gaps = 0;
    const handlers: NotifyHandlers = { message: (p) => messages.push(p), gap: () => gaps++ };
    return { sub: s.db.listen!(CHANNEL, handlers), messages, gaps: () => gaps };
  }

  /** Terminates the backend of the Db's listening connection. */
  async function dropListener(): Promise<void> {
    const { rows } = await s.db.query<{ n: number }>(
      "SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
    );
    expect(rows[0].n).toBeGreaterThan(0);
  }

  it('delivers notifications on commit, never from a rolled-back transaction', async () => {
    const { sub, messages } = subscribe();
    await until(() => sub.live, 'the listener');
    await s.db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'autocommit']);
    await until(() => messages.includes('autocommit'), 'the notification');

    await s.db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, 'rolled back']);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await s.db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, 'committed']);
      await pause(100);
      expect(messages).not.toContain('committed');
    });
    await until(() => messages.includes('committed'), 'the committed notification');
    expect(messages).not.toContain('rolled back');
    sub.close();
  });

  it('sync(): a notification committed before the call has been handled when it resolves', async () => {
    const { sub, messages } = subscribe();
    await until(() => sub.live, 'the listener');
    for (let i = 0; i < 30; i++) {
      await s.db.query('SELECT pg_notify($1, $2)', [CHANNEL, `n${i}`]);
      await sub.sync();
      expect(messages).toContain(`n${i}`);
    }
    // Concurrent callers share round trips, and all resolve.
    await s.db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'shared']);
    await Promise.all(Array.from({ length: 50 }, () => sub.sync()));
    expect(messages).toContain('shared');
    sub.close();
    await expect(sub.sync()).rejects.toThrow();
  });

  it('a lost connection is a gap (not live), then it reconnects: another gap, live again', async () => {
    const { sub, messages, gaps } = subscribe();
    await until(() => sub.live, 'the listener');
    const before = gaps();
    await dropListener();
    await until(() => !sub.live, 'the drop to be noticed');
    expect(gaps()).toBeGreaterThan(before);
    await until(() => sub.live, 'the reconnect');
    expect(gaps()).toBeGreaterThan(before + 1);
    await s.db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'after reconnect']);
    await until(() => messages.includes('after reconnect'), 'a notification after the reconnect');
    sub.close();
  });

  it('the token cache forgets everything when its listener drops, and is used again once it is back', async () => {
    const counted = countedApp(s);
    const { token } = await s.login('member@demo.test');
    const lookups = async () => (await counted.call('/oauth/me', { token })).statements.length;
    await until(async () => (await lookups()) === 0, 'a cached lookup');
    const probe = subscribe(); // same listening connection as the cache's
    await until(() => probe.sub.live, 'the probe');
    await dropListener();
    await until(() => !probe.sub.live, 'the drop to be noticed');
    // Down or just back: looked up in the database either way, never served from before the gap.
    expect(await lookups()).toBe(1);
    await until(async () => (await lookups()) === 0, 'the cache after the reconnect');
    probe.sub.close();
  });

  it('parameterised statements are prepared once per connection, within a cap', async () => {
    const db = openPostgres(url, 1); // one connection: pg_prepared_statements shows its statements
    try {
      for (let i = 0; i < 3; i++) expect((await db.query('SELECT $1::int + 1 AS x', [i])).rows).toEqual([{ x: i + 1 }]);
      await db.query('SELECT 42 AS unparameterised');
      const prepared = async () => (await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements')).rows;
      expect(await prepared()).toEqual([{ name: expect.stringMatching(/^q/), statement: 'SELECT $1::int + 1 AS x' }]);
      // A failing statement leaves the connection usable, and its statements with it.
      await expect(db.query("SELECT 1 / $1::int AS boom", [0])).rejects.toMatchObject({ code: '22012' });
      expect((await prepared()).map((r) => r.statement)).toContain('SELECT $1::int + 1 AS x');

      for (let i = 0; i < PREPARED_PER_CONNECTION + 10; i++) await db.query(`SELECT $1::int AS v${i}`, [i]);
      expect((await prepared()).length).toBe(PREPARED_PER_CONNECTION);
      expect((await db.query(`SELECT $1::int AS v${PREPARED_PER_CONNECTION + 5}`, [7])).rows).toEqual([{ [`v${PREPARED_PER_CONNECTION + 5}`]: 7 }]);
    } finally {
      await db.close();
    }
  });
});
