// The real HTTP server: random port, memory:// (from the cached template) and a persisted PGlite
// directory (seeded on first start only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { CLIENT_BASIC, DEMO_PASSWORD, TEST_SCRYPT_N } from './support/constants';

const env = (extra: Record<string, string>) => ({ APP_ENV: 'test', SCRYPT_N: String(TEST_SCRYPT_N), HOST: '127.0.0.1', ...extra });

async function login(url: string, email: string, password = DEMO_PASSWORD) {
  return fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
}

describe('startServer', () => {
  it('memory://: a free port, demo data, real HTTP; close() stops it', async () => {
    const server = await startServer({ port: 0, databaseUrl: 'memory://', env: env({}) });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.seeded).toBe(true);
      const r = await login(server.url, 'member@demo.test');
      expect(r.status).toBe(200);
      expect((await r.json()).user_id).toEqual(expect.any(Number));
      const version = await fetch(`${server.url}/api/v1/minimum_version`);
      expect(await version.json()).toEqual({ minimum_version: '5.1.4', current_version: '5.1.4', build: 'D9223' });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/v1/minimum_version`)).rejects.toThrow();
  });

  it('rate limits see the socket address over real HTTP', async () => {
    const server = await startServer({ port: 0, databaseUrl: 'memory://', env: env({}) });
    try {
      for (let i = 0; i < 20; i++) await login(server.url, `nobody${i}@example.com`, 'wrong-pass');
      expect((await login(server.url, 'member@demo.test')).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('a PGlite directory is migrated and seeded once, and keeps its data across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rwb-db-'));
    try {
      const first = await startServer({ port: 0, databaseUrl: join(dir, 'db'), env: env({ MEDIA_DIR: join(dir, 'media') }) });
      let token: string;
      try {
        expect(first.seeded).toBe(true);
        token = (await (await login(first.url, 'member@demo.test')).json()).access_token;
        const me = await fetch(`${first.url}/oauth/me`, { headers: { authorization: `Bearer ${token}` } });
        const { id } = await me.json();
        const r = await fetch(`${first.url}/api/v1/user/${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ profile_bio: 'Persisted bio' }),
        });
        expect(r.status).toBe(200);
      } finally {
        await first.close();
      }
      const second = await startServer({ port: 0, databaseUrl: join(dir, 'db'), env: env({ MEDIA_DIR: join(dir, 'media') }) });
      try {
        expect(second.seeded).toBe(false);
        const { rows } = await second.db.query<{ profile_bio: string; n: number }>(
          "SELECT profile_bio, (SELECT count(*) FROM users) AS n FROM users WHERE email = 'member@demo.test'",
        );
        expect(rows[0].profile_bio).toBe('Persisted bio');
        expect(rows[0].n).toBeGreaterThanOrEqual(1000);
        // Tokens survive a restart too.
        expect((await fetch(`${second.url}/oauth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with no APP_ENV it is production: /dev/* answers 404 even from loopback; without PUBLIC_URL it refuses to start', async () => {
    // Only the production-required settings (plus a test-speed scrypt cost and the in-memory database).
    const base = { PUBLIC_URL: 'https://members.example.org', MEDIA_SECRET: 's'.repeat(48), SCRYPT_N: String(TEST_SCRYPT_N), HOST: '127.0.0.1' };
    const server = await startServer({ port: 0, databaseUrl: 'memory://', env: base });
    try {
      expect(server.config.appEnv).toBe('production');
      for (const path of ['/dev/outbox', '/dev/faults', '/dev/clock']) expect((await fetch(`${server.url}${path}`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/reset-limits`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${server.url}/api/v1/minimum_version`)).status).toBe(200);
    } finally {
      await server.close();
    }
    const { PUBLIC_URL: _omitted, ...withoutPublicUrl } = base;
    await expect(startServer({ port: 0, databaseUrl: 'memory://', env: withoutPublicUrl })).rejects.toThrow(/production needs PUBLIC_URL/);
  });

  it('a port in use is an error (and the database is closed)', async () => {
    const a = await startServer({ port: 0, databaseUrl: 'memory://', env: env({}) });
    try {
      await expect(startServer({ port: a.port, databaseUrl: 'memory://', env: env({}) })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await a.close();
    }
  });
});
