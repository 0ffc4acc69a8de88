// Two API processes on one PostgreSQL database (the multi-process realtime tests): starting them and
// logging a demo member in on either.
import { expect } from 'vitest';
import { createPgDatabase } from '../../../server/db/test-databases';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { CLIENT_BASIC, DEMO_PASSWORD, TEST_SCRYPT_N } from '../support/constants';

export type TestDatabase = Awaited<ReturnType<typeof createPgDatabase>>;

/** A fresh database from the template and two server processes on it. */
export async function twoProcesses(template: { adminUrl: string; name: string }): Promise<{ db: TestDatabase; a: RunningServer; b: RunningServer }> {
  const db = await createPgDatabase(template.adminUrl, template.name);
  const [a, b] = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: db.url, SCRYPT_N: String(TEST_SCRYPT_N) })));
  return { db, a, b };
}

/** A demo member's password grant on `server`. */
export async function loginOn(server: RunningServer, username: string): Promise<{ access_token: string; user_id: number }> {
  const r = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as { access_token: string; user_id: number };
}
