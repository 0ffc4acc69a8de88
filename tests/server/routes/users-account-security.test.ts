// A stolen access token must not be enough to take an account over: `POST /api/v1/user/{id}` with a
// new password, or with an e-mail other than the stored one, needs the member's current password
// (checked with scrypt, at most 5 checks per member per 15 minutes, reserved before the check), and an
// e-mail change tells the old address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const update = (m: Member, json: unknown) => s.call(`/api/v1/user/${m.id}`, { token: m.token, json });
const read = async (m: Member) => (await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body;
const canLogin = async (email: string, password: string) => (await s.token({ grant_type: 'password', username: email, password })).status === 200;
const mailsTo = async (to: string) => (await s.outbox()).filter((mail) => mail.to === to);

const REQUIRED = { code: 'validation', fields: { current_password: 'This field is required.' } };
const INVALID = { code: 'invalid_password', fields: { current_password: 'Invalid password.' } };

describe('password change needs the current password', () => {
  it('missing (or empty): 422 current_password required; the password stays', async () => {
    const m = await s.createMember();
    for (const body of [{ password: 'taken-over-1' }, { password: 'taken-over-1', current_password: '' }]) {
      const r = await update(m, body);
      expect(r.status).toBe(422);
      expect(r.body.error).toMatchObject(REQUIRED);
    }
    expect(await canLogin(m.email, m.password)).toBe(true);
    expect(await canLogin(m.email, 'taken-over-1')).toBe(false);
  });

  it('wrong: 422 invalid_password on current_password; the password stays; other fields of the request are not written', async () => {
    const m = await s.createMember();
    const r = await update(m, { password: 'taken-over-1', current_password: 'not-my-password', first_name: 'Mallory' });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ ...INVALID, message: 'Invalid password.' });
    expect(await canLogin(m.email, m.password)).toBe(true);
    expect((await read(m)).first_name).toBe('Test');
  });

  it('right: 200; the new password logs in, the old one does not', async () => {
    const m = await s.createMember();
    const r = await update(m, { password: 'brand-new-pass', current_password: m.password });
    expect(r.status).toBe(200);
    expect(await canLogin(m.email, 'brand-new-pass')).toBe(true);
    expect(await canLogin(m.email, m.password)).toBe(false);
  });

  it('an invalid new password is answered first: no check is spent on it', async () => {
    const m = await s.createMember();
    for (let i = 0; i < 6; i++) {
      const r = await update(m, { password: 'short', current_password: 'not-my-password' });
      expect(r.status).toBe(422);
      expect(r.body.error.fields).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
    }
    expect((await update(m, { password: 'long-enough-1', current_password: m.password })).status).toBe(200);
  });
});

describe('e-mail change needs the current password and tells the old address', () => {
  it('missing: 422 required; wrong: 422 invalid_password; the e-mail stays and nothing is mailed', async () => {
    const m = await s.createMember();
    const target = `thief-${m.id}@example.com`;
    const missing = await update(m, { email: target });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject(REQUIRED);
    const wrong = await update(m, { email: target, current_password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject(INVALID);
    expect(await read(m)).toMatchObject({ email: m.email, email_verified: true });
    expect(await mailsTo(target)).toEqual([]);
    expect((await mailsTo(m.email)).filter((mail) => /was changed/.test(mail.subject))).toEqual([]);
  });

  it('right: 200, unverified again, a code to the new address and a notice to the old one', async () => {
    const m = await s.createMember();
    const fresh = `moved-${m.id}@example.com`;
    const r = await update(m, { email: fresh, current_password: m.password });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: fresh, email_verified: false });
    expect(await s.latestCode(fresh)).toMatch(/^\d{6}$/);

    const notices = (await mailsTo(m.email)).filter((mail) => mail.subject === 'Your Team RWB e-mail address was changed');
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(fresh);
    expect(notices[0].text).toMatch(/reset your password/i);
    expect(notices[0].text).toMatch(/contact Team RWB support/);
    expect(notices[0].text).not.toMatch(/\b\d{6}\b/); // the code goes only to the new address
    expect(await canLogin(fresh, m.password)).toBe(true);
  });

  it('the same e-mail (any case) needs no password and mails nothing; other fields need none either', async () => {
    const m = await s.createMember();
    const before = (await s.outbox()).length;
    const same = await update(m, { email: m.email.toUpperCase(), first_name: 'Sam' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ email_verified: true, first_name: 'Sam' });
    expect((await update(m, { last_name: 'Lee', phone: '9195550100' })).status).toBe(200);
    expect((await s.outbox()).length).toBe(before);
  });

  it('a taken e-mail is reported before the password is checked (no attempt spent)', async () => {
    const m = await s.createMember();
    const taken = await update(m, { email: 'admin@demo.test' });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields).toEqual({ email: 'Email is already registered.', current_password: 'This field is required.' });
  });
});

describe('guessing the current password', () => {
  it('6 parallel wrong guesses: 5 are checked (422), the 6th is 429 with Retry-After; then even the right one is 429', async () => {
    const m = await s.createMember();
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => update(m, { password: 'taken-over-1', current_password: `guess-${i}-wrong` })),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(guesses.filter((g) => g.status === 422).every((g) => g.body.error.code === 'invalid_password')).toBe(true);
    const limited = guesses.find((g) => g.status === 429)!;
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const right = await update(m, { email: `late-${m.id}@example.com`, current_password: m.password });
    expect(right.status).toBe(429);
    expect((await read(m)).email).toBe(m.email);
    expect(await canLogin(m.email, m.password)).toBe(true);
  });

  it('a right password clears the count; the limit is per member', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    for (let i = 0; i < 4; i++) expect((await update(m, { password: 'taken-over-1', current_password: 'wrong-guess' })).status).toBe(422);
    expect((await update(m, { password: 'second-pass-1', current_password: m.password })).status).toBe(200);
    // The change ended every session: the member logs in again with the new password.
    const renewed = { ...m, token: (await s.login(m.email, 'second-pass-1')).token };
    for (let i = 0; i < 5; i++) expect((await update(renewed, { password: 'taken-over-1', current_password: 'wrong-guess' })).status).toBe(422);
    expect((await update(renewed, { password: 'taken-over-1', current_password: 'wrong-guess' })).status).toBe(429);
    expect((await update(other, { password: 'other-new-pass', current_password: other.password })).status).toBe(200);
  });

  it('deleting the account shares the budget: 10 parallel wrong passwords get at most 5 checks, and the account stays', async () => {
    const m = await s.createMember();
    const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: `wrong-${i}-guess` } })));
    expect(tries.filter((t) => t.status === 400)).toHaveLength(5);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(5);
    const right = await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: m.password } });
    expect(right.status).toBe(429);
    expect(await canLogin(m.email, m.password)).toBe(true);
  });
});
