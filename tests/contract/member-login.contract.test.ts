// src/features/member-login/api.ts (+ the store's login it relies on) against the real app.
import { describe, expect, it } from 'vitest';
import { confirmPasswordReset, requestPasswordReset } from '@/features/member-login/api';
import { $profile } from '@/store/member';
import { refreshSession } from '@/lib/http';
import { logout } from '@/store/auth';
import { $session } from '@/store/session';
import { failure, logIn, useContractServer } from './support';

const server = useContractServer();

describe('member-login api', () => {
  it('logs in with the password grant: session and profile of that member', async () => {
    const m = await server().createMember();
    const profile = await logIn(m);
    expect(profile).toMatchObject({ id: m.id, email: m.email, first_name: 'Test', last_name: 'Member', profile_completed: true });
    // The refresh token is the HttpOnly cookie (proved usable by one refresh right after login).
    expect($session.get()).toEqual({ userId: m.id, accessToken: expect.any(String), expiresAt: expect.any(Number) });
    expect($profile.get()?.id).toBe(m.id);
  });

  it('refreshes through the cookie (rotated each time); logout revokes the family through the cookie', async () => {
    const m = await server().createMember();
    await logIn(m);
    const first = $session.get()!.accessToken;
    const next = await refreshSession();
    expect(next.accessToken).not.toBe(first);
    expect($session.get()?.refreshToken).toBeUndefined();
    await logout({ navigate: false });
    expect($session.get()).toBeNull();
    // The access token of the family is revoked too.
    const me = await server().app.request('/oauth/me', { headers: { authorization: `Bearer ${next.accessToken}` } });
    expect(me.status).toBe(401);
  });

  it('a wrong password is ApiError 400 invalid_grant, and no session', async () => {
    const m = await server().createMember();
    $session.set(null);
    const error = await failure(logIn({ email: m.email, password: 'not-the-password' }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect($session.get()).toBeNull();
  });

  it('password reset: the e-mailed code sets a new password that logs in', async () => {
    const m = await server().createMember();
    await expect(requestPasswordReset(m.email)).resolves.toBeUndefined(); // 202, no body
    const code = await server().latestCode(m.email);
    await expect(confirmPasswordReset(m.email, code, 'A-new-passw0rd!')).resolves.toBeUndefined(); // 204
    const profile = await logIn({ email: m.email, password: 'A-new-passw0rd!' });
    expect(profile.id).toBe(m.id);
    // The old password no longer works.
    expect(await failure(logIn(m))).toMatchObject({ status: 400 });
  });

  it('an unknown address is accepted too (no account enumeration)', async () => {
    await expect(requestPasswordReset('nobody-here@example.com')).resolves.toBeUndefined();
  });

  it('a wrong code fails with the server message; field errors for a malformed one', async () => {
    const m = await server().createMember();
    await requestPasswordReset(m.email);
    const code = await server().latestCode(m.email);
    const wrong = await failure(confirmPasswordReset(m.email, code === '000000' ? '000001' : '000000', 'A-new-passw0rd!'));
    expect(wrong).toMatchObject({ status: 400, code: 'invalid_code', message: 'Code is invalid. Please try again.' });
    const malformed = await failure(confirmPasswordReset(m.email, '12', 'A-new-passw0rd!'));
    expect(malformed).toMatchObject({ status: 422, fields: { code: 'Enter the 6-digit code.' } });
  });
});
