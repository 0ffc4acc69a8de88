// Two API processes on one PostgreSQL, each caching bearer tokens in memory: a logout or password
// change on process A is a 401 on process B at once (the revoking statement NOTIFYs; B listens, and
// syncs its listening connection before it serves a token from memory).
// PostgreSQL only: run by `npm run test:pg` (with PGlite there is one process by construction).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens';
import { createPgDatabase } from '../../../server/db/test-databases';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { CLIENT_BASIC, DEMO_PASSWORD, TEST_SCRYPT_N } from '../support/constants';

const pgTemplate = inject('pgTemplate');

describe.skipIf(!pgTemplate)('token revocation across two server processes (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    db = await createPgDatabase(pgTemplate!.adminUrl, pgTemplate!.name);
    [a, b] = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: db.url, SCRYPT_N: String(TEST_SCRYPT_N) })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].map((s) => s?.stop()));
    await db?.close();
  });

  async function login(server: RunningServer, username = 'member@demo.test', password = DEMO_PASSWORD) {
    const r = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password }),
    });
    expect(r.status).toBe(200);
    return (await r.json()) as { access_token: string; user_id: number };
  }
  const me = (server: RunningServer, token: string) => fetch(`${server.url}/oauth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  const post = (server: RunningServer, path: string, token: string, json?: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: json ? JSON.stringify(json) : undefined }).then((r) => r.status);

  it('process B serves a token it has seen from memory (revoked behind its back, without a NOTIFY, it still answers)', async () => {
    // B's listener connects on its first token lookup: until it is live B looks every token up.
    let servedFromMemory = false;
    for (let i = 0; i < 20 && !servedFromMemory; i++) {
      const probe = await login(a);
      expect(await me(b, probe.access_token)).toBe(200);
      await db.query('UPDATE oauth_tokens SET revoked_at = now() WHERE access_hash = $1', [hashToken(probe.access_token)]);
      expect(await me(a, probe.access_token)).toBe(401); // A never saw it
      servedFromMemory = (await me(b, probe.access_token)) === 200; // what the NOTIFY is for
      if (!servedFromMemory) await new Promise((r) => setTimeout(r, 100));
    }
    expect(servedFromMemory).toBe(true);
  });

  it('a logout on A is a 401 on B at once (20 times in a row)', async () => {
    for (let i = 0; i < 20; i++) {
      const session = await login(a);
      expect(await me(b, session.access_token)).toBe(200);
      expect(await me(b, session.access_token)).toBe(200); // served from B's memory
      expect(await post(a, '/oauth/revoke', session.access_token)).toBe(204);
      expect(await me(b, session.access_token)).toBe(401);
    }
  });

  it("a password change on B is a 401 on A at once for the member's other sessions", async () => {
    const client = await fetch(`${a.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const email = `t-${Date.now()}@example.com`;
    const created = await fetch(`${a.url}/api/v1/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', first_name: 'Two', last_name: 'Processes', email, password: 'first-pass-1' }),
    });
    expect(created.status).toBe(201);
    const phone = await login(a, email, 'first-pass-1');
    const laptop = await login(b, email, 'first-pass-1');
    expect(await me(a, phone.access_token)).toBe(200);
    expect(await me(a, laptop.access_token)).toBe(200);
    expect(await post(b, `/api/v1/user/${laptop.user_id}`, laptop.access_token, { password: 'second-pass-2', current_password: 'first-pass-1' })).toBe(200);
    expect(await me(a, phone.access_token)).toBe(401);
    expect(await me(a, laptop.access_token)).toBe(401); // the changing session ends too (the client logs in again)
  });
});
