// Two API processes on one PostgreSQL share the rate-limit counters (DbLimiter): a burst of wrong
// passwords spread over both still gets at most the account's 5 checks. PostgreSQL only: run by
// `npm run test:pg` (with PGlite there is one process by construction, and this file is skipped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPgDatabase } from '../../../server/db/test-databases';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { CLIENT_BASIC, TEST_SCRYPT_N } from '../support/constants';

const pgTemplate = inject('pgTemplate');

describe.skipIf(!pgTemplate)('rate limits across two server processes (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    db = await createPgDatabase(pgTemplate!.adminUrl, pgTemplate!.name);
    for (let i = 0; i < 2; i++) servers.push(await startServer({ DATABASE_URL: db.url, SCRYPT_N: String(TEST_SCRYPT_N) }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
  });

  const login = (url: string, username: string, password: string) =>
    fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password }),
    }).then((r) => r.status);

  it('40 parallel wrong logins split over both processes: at most 5 checked, the rest 429', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(servers[i % 2].url, 'member@demo.test', 'wrong-password')));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // The lock is visible to both processes.
    for (const s of servers) expect(await login(s.url, 'member@demo.test', 'demo-pass-2026')).toBe(429);
  });
});
