// src/features/registration-wizard/api.ts against the real app: sign-up with a client token, e-mail
// verification, the profile steps and the chapter list.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount, listChapters, resendCode, updateProfile, verifyEmail } from '@/features/registration-wizard/api';
import type { SignupValues } from '@/features/registration-wizard/schemas';
import { failure, logIn, useContractServer } from './support';

const server = useContractServer();

const PASSWORD = 'rucking-2026';
function signup(email = `signup-${randomUUID()}@example.com`): SignupValues {
  return { first_name: ' Jordan ', last_name: ' Rivera ', email: ` ${email} `, confirm_email: email, password: PASSWORD, confirm_password: PASSWORD };
}

describe('registration-wizard api', () => {
  it('creates the account (201 → id), then the new member logs in, unverified', async () => {
    const values = signup();
    const id = await createAccount(values);
    expect(id).toBeGreaterThan(0);
    const profile = await logIn({ email: values.confirm_email, password: PASSWORD });
    expect(profile).toMatchObject({ id, first_name: 'Jordan', last_name: 'Rivera', email: values.confirm_email, email_verified: false });
  });

  it('resends the code, and the latest code verifies the address', async () => {
    const values = signup();
    const id = await createAccount(values);
    await logIn({ email: values.confirm_email, password: PASSWORD });
    await expect(resendCode()).resolves.toBeUndefined(); // 202
    await expect(verifyEmail(await server().latestCode(values.confirm_email))).resolves.toEqual({ email_verified: true });
    const { rows } = await server().db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [id]);
    expect(rows[0].email_verified).toBe(true);
    // Once verified, a resend is refused with the server's text.
    expect(await failure(resendCode())).toMatchObject({ status: 409, code: 'already_verified', message: 'Your e-mail address is already verified.' });
  });

  it('a wrong code is 400 invalid_code', async () => {
    const values = signup();
    await createAccount(values);
    await logIn({ email: values.confirm_email, password: PASSWORD });
    const code = await server().latestCode(values.confirm_email);
    expect(await failure(verifyEmail(code === '123456' ? '654321' : '123456'))).toMatchObject({ status: 400, code: 'invalid_code' });
  });

  it('updateProfile answers the whole profile with the change read back', async () => {
    const m = await server().createMember({ completed: false });
    await logIn(m);
    const profile = await updateProfile(m.id, { phone: '9195550123', profile_completed: true, legal_waiver_signed: true });
    expect(profile).toMatchObject({ id: m.id, email: m.email, profile_completed: true, legal_waiver_signed: true });
    expect(profile.phone?.replace(/\D/g, '')).toBe('9195550123');
  });

  it('an address already registered is 422 with the field error', async () => {
    const values = signup();
    await createAccount(values);
    const error = await failure(createAccount(values));
    expect(error).toMatchObject({ status: 422, fields: { email: 'Email is already registered.' } });
  });

  it('lists chapters, the nearest to a zip first', async () => {
    const m = await server().createMember();
    await logIn(m);
    const all = await listChapters(null);
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const near = await listChapters('27601');
    expect(near.length).toBeGreaterThan(0);
    const distances = near.map((c) => c.distance ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
