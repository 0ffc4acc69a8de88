import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());
beforeEach(() => s.app.deps.limiter.reset());

const wrongLogin = (username: string, ip?: string) => s.token({ grant_type: 'password', username, password: 'wrong-password' }, { ip });

describe('login limits', () => {
  it('after 5 wrong passwords the account waits, and the wait grows with each further wrong password (progressive)', async () => {
    for (let i = 0; i < 5; i++) expect((await wrongLogin('member@demo.test')).status).toBe(400);
    const sixth = await s.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('rate_limited');
    expect(sixth.body.error.message).toBe('Too many attempts. Please try again in 1 minute.');
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Case does not dodge the limit; other accounts are unaffected.
    expect((await wrongLogin('MEMBER@demo.test')).status).toBe(429);
    expect((await s.token({ grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('50 parallel wrong logins of one account get at most 5 password checks; a right password hidden in a burst is not checked past the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => wrongLogin('leader@demo.test', `198.51.100.${100 + (i % 5)}`)));
    expect(burst.filter((r) => r.status === 400).length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45);
    expect(burst.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    // Now locked: a burst of 30 with the right password among them does not get in.
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => s.token({ grant_type: 'password', username: 'leader@demo.test', password: i === 17 ? DEMO_PASSWORD : 'wrong-password' })),
    );
    expect(mixed.filter((r) => r.status === 200)).toHaveLength(0);
  });

  it('200 parallel guesses across accounts from one address get at most 20 checks', async () => {
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => wrongLogin(`guess${i}@example.com`, '198.51.100.200')));
    expect(burst.filter((r) => r.status === 400).length).toBeLessThanOrEqual(20);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(180);
  });

  it("an e-mailed password reset ends a lock-out strangers caused", async () => {
    const m = await s.createMember();
    for (let i = 0; i < 6; i++) await wrongLogin(m.email);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(429);
    const cc = await s.clientToken();
    expect((await s.call('/api/v1/password_reset', { token: cc, json: { email: m.email } })).status).toBe(202);
    const code = await s.latestCode(m.email);
    const done = await s.call('/api/v1/password_reset/confirm', { token: cc, json: { email: m.email, code, password: 'Brand-new-pass1' } });
    expect(done.status).toBe(204);
    expect((await s.token({ grant_type: 'password', username: m.email, password: 'Brand-new-pass1' })).status).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    for (let i = 0; i < 4; i++) await wrongLogin('leader@demo.test');
    expect((await s.token({ grant_type: 'password', username: 'leader@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrongLogin('leader@demo.test')).status).toBe(400);
  });

  it('20 failures from one IP block that IP for every account; other IPs go on', async () => {
    for (let i = 0; i < 20; i++) expect((await wrongLogin(`nobody${i}@example.com`, '198.51.100.7')).status).toBe(400);
    const blocked = await s.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD }, { ip: '198.51.100.7' });
    expect(blocked.status).toBe(429);
    const elsewhere = await s.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD }, { ip: '198.51.100.8' });
    expect(elsewhere.status).toBe(200);
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < 20; i++) {
      await s.token({ grant_type: 'password', username: `x${i}@example.com`, password: 'nope-nope' }, { ip: '198.51.100.9', headers: { 'x-forwarded-for': `10.0.0.${i}` } });
    }
    expect((await wrongLogin('y@example.com', '198.51.100.9')).status).toBe(429);
  });

  it('POST /dev/reset-limits clears the counters', async () => {
    for (let i = 0; i < 6; i++) await wrongLogin('anon@demo.test');
    expect((await wrongLogin('anon@demo.test')).status).toBe(429);
    expect((await s.call('/dev/reset-limits', { method: 'POST' })).status).toBe(204);
    expect((await s.token({ grant_type: 'password', username: 'anon@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await createTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied?.close());

  it('limits by the right-most X-Forwarded-For address', async () => {
    const via = (client: string) => ({ ip: '10.0.0.1', headers: { 'x-forwarded-for': `1.2.3.4, ${client}` } });
    for (let i = 0; i < 20; i++) await proxied.token({ grant_type: 'password', username: `p${i}@example.com`, password: 'nope-nope' }, via('192.0.2.50'));
    expect((await proxied.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD }, via('192.0.2.50'))).status).toBe(429);
    expect((await proxied.token({ grant_type: 'password', username: 'member@demo.test', password: DEMO_PASSWORD }, via('192.0.2.51'))).status).toBe(200);
  });
});

describe('verification code limits', () => {
  it('5 wrong tries burn the code: the 6th try is 429 even with the right code; a new code works', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const code = await s.latestCode(m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: wrong } });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('invalid_code');
    }
    const burnt = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: code } });
    expect(burnt.status).toBe(429);
    expect(burnt.body.error).toEqual({ code: 'rate_limited', message: 'Too many wrong codes. Please request a new code.' });
    expect(burnt.headers.get('retry-after')).toBeTruthy();

    expect((await s.call('/api/v1/user/verify/resend', { method: 'POST', token: m.token })).status).toBe(202);
    const fresh = await s.latestCode(m.email);
    const ok = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: fresh } });
    expect(ok.status).toBe(200);
  });

  it('parallel guesses cannot exceed 5 comparisons per code', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const code = await s.latestCode(m.email);
    const guesses = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: g }, ip: `192.0.2.${guesses.indexOf(g)}` })));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('30 parallel wrong codes from one address across accounts get at most 10 comparisons', async () => {
    const members = await Promise.all([0, 1, 2].map(() => s.createMember({ verified: false, completed: false })));
    const tries = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const m = members[i % 3];
        const code = await s.latestCode(m.email);
        const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
        return s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: wrong }, ip: '192.0.2.99' });
      }),
    );
    expect(tries.filter((r) => r.status === 400).length).toBeLessThanOrEqual(10);
    expect(tries.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('10 wrong codes from one IP within 15 minutes are 429 for any account', async () => {
    const members = [await s.createMember({ verified: false, completed: false }), await s.createMember({ verified: false, completed: false }), await s.createMember({ verified: false, completed: false })];
    let tries = 0;
    for (const m of members) {
      const code = await s.latestCode(m.email);
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 4 && tries < 10; i++, tries++) {
        expect((await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: wrong }, ip: '192.0.2.77' })).status).toBe(400);
      }
    }
    const m = members[2];
    const limited = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: await s.latestCode(m.email) }, ip: '192.0.2.77' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const otherIp = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: await s.latestCode(m.email) }, ip: '192.0.2.78' });
    expect(otherIp.status).toBe(200);
  });

  it('resend: at most 5 per hour per account', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    for (let i = 0; i < 5; i++) expect((await s.call('/api/v1/user/verify/resend', { method: 'POST', token: m.token })).status).toBe(202);
    const sixth = await s.call('/api/v1/user/verify/resend', { method: 'POST', token: m.token });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
  });
});
