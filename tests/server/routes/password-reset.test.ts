import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let client: string;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.clientToken();
});
afterAll(() => s?.close());
beforeEach(() => s.app.deps.limiter.reset());

const request = (email: string, token: string | null = client) => s.call('/api/v1/password_reset', { token, json: { email } });
const confirm = (json: Record<string, string>, token: string | null = client) => s.call('/api/v1/password_reset/confirm', { token, json });

describe('password reset', () => {
  it('202 for an unknown e-mail too, and nothing is sent', async () => {
    await s.call('/dev/outbox', { method: 'DELETE' });
    const r = await request('nobody-here@example.com');
    expect(r.status).toBe(202);
    expect(await s.outbox()).toEqual([]);
  });

  it('mails a code that sets a new password once; every token is revoked', async () => {
    const m = await s.createMember();
    expect((await request(m.email.toUpperCase())).status).toBe(202);
    const mail = (await s.outbox())[0];
    expect(mail.to).toBe(m.email);
    expect(mail.subject).toBe('Reset your Team RWB password');
    const code = await s.latestCode(m.email);

    const r = await confirm({ email: m.email, code, password: 'a-new-password' });
    expect(r.status).toBe(204);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(401);
    expect((await s.token({ grant_type: 'refresh_token', refresh_token: m.refreshToken })).status).toBe(400);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
    expect((await s.token({ grant_type: 'password', username: m.email, password: 'a-new-password' })).status).toBe(200);

    const reused = await confirm({ email: m.email, code, password: 'another-password' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('invalid_code');
  });

  it('a wrong code is 400 invalid_code; the code of another account does not work', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    await request(a.email);
    const codeA = await s.latestCode(a.email);
    await request(b.email);
    const r = await confirm({ email: b.email, code: codeA === (await s.latestCode(b.email)) ? '000000' : codeA, password: 'a-new-password' });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'invalid_code', message: 'Code is invalid. Please try again.' });
    expect((await confirm({ email: 'nobody@example.com', code: '123456', password: 'a-new-password' })).status).toBe(400);
  });

  it('verifies the e-mail of an unverified account (the code proved it)', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    await request(m.email);
    expect((await confirm({ email: m.email, code: await s.latestCode(m.email), password: 'a-new-password' })).status).toBe(204);
    const { token } = await s.login(m.email, 'a-new-password');
    expect((await s.call(`/api/v1/user/${m.id}`, { token })).body.email_verified).toBe(true);
  });

  it('validates: password < 8 is 422, a code that is not 6 digits 422, a bad e-mail 422', async () => {
    const r = await confirm({ email: 'member@demo.test', code: '12', password: 'short' });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({ code: 'Enter the 6-digit code.', password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
    expect((await request('not-an-email')).status).toBe(422);
  });

  it('5 wrong codes burn the reset code (429 after)', async () => {
    const m = await s.createMember();
    await request(m.email);
    const code = await s.latestCode(m.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await confirm({ email: m.email, code: wrong, password: 'a-new-password' })).status).toBe(400);
    expect((await confirm({ email: m.email, code, password: 'a-new-password' })).status).toBe(429);
  });

  it('requests are limited per address (5 per hour), whether or not it exists', async () => {
    for (let i = 0; i < 5; i++) expect((await request('limit@example.com')).status).toBe(202);
    const r = await request('limit@example.com');
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeTruthy();
  });

  it('needs a token (a client token is the usual one)', async () => {
    expect((await request('member@demo.test', null)).status).toBe(401);
    expect((await confirm({ email: 'member@demo.test', code: '123456', password: 'a-new-password' }, null)).status).toBe(401);
  });

  it('a reset clears the account login lockout', async () => {
    const m = await s.createMember();
    for (let i = 0; i < 5; i++) await s.token({ grant_type: 'password', username: m.email, password: 'wrong-wrong' });
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(429);
    await request(m.email);
    await confirm({ email: m.email, code: await s.latestCode(m.email), password: 'a-new-password' });
    expect((await s.token({ grant_type: 'password', username: m.email, password: 'a-new-password' })).status).toBe(200);
  });
});
