import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '../../../server/auth/passwords';
import { createTestServer, DEMO_PASSWORD, type TestServer } from '../support/harness';

describe('passwords', () => {
  it('scrypt with a per-password salt; the cost is stored with the hash', async () => {
    const a = await hashPassword('correct horse', 1024);
    const b = await hashPassword('correct horse', 1024);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a, 1024)).toBe(true);
    expect(await verifyPassword('correct horse!', a, 1024)).toBe(false);
    // A hash made with another cost still verifies (the cost travels with it) and asks for a rehash.
    const cheap = await hashPassword('pw-12345678', 16);
    expect(await verifyPassword('pw-12345678', cheap, 1024)).toBe(true);
    expect(needsRehash(cheap, 1024)).toBe(true);
    expect(needsRehash(a, 1024)).toBe(false);
  });

  it('no hash (unknown account) and unreadable hashes never verify', async () => {
    expect(await verifyPassword('anything', null, 1024)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc', 1024)).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$99999999$8$1$AA==$AA==', 1024)).toBe(false);
  });
});

describe('login upgrades the hash to the configured cost', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ SCRYPT_N: '2048' });
  });
  afterAll(() => s?.close());

  it('rehashes on a successful login', async () => {
    await s.login('member@demo.test', DEMO_PASSWORD);
    const { rows } = await s.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'member@demo.test'");
    expect(rows[0].password_hash.startsWith('scrypt$2048$')).toBe(true);
    await s.login('member@demo.test', DEMO_PASSWORD);
  });
});
