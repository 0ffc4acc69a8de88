// src/features/profile-view/account/api.ts against the real app: Edit Profile, Update Password and
// Delete Account.
import { describe, expect, it } from 'vitest';
import { changePassword, deleteAccount, updateUser } from '@/features/profile-view/account/api';
import { $session } from '@/store/session';
import { failure, logIn, useContractServer } from './support';

const server = useContractServer();

describe('profile-view account api', () => {
  it('updateUser answers the updated profile; invalid input is 422 with field errors', async () => {
    const m = await server().createMember();
    await logIn(m);
    const profile = await updateUser(m.id, { first_name: 'Avery', last_name: 'Quinn', profile_bio: 'Rucking on Saturdays.' });
    expect(profile).toMatchObject({ id: m.id, first_name: 'Avery', last_name: 'Quinn', profile_bio: 'Rucking on Saturdays.' });
    const bad = await failure(updateUser(m.id, { first_name: '' }));
    expect(bad).toMatchObject({ status: 422, fields: { first_name: 'This field is required.' } });
  });

  it('changePassword ends every session and starts a new one with the new password; a wrong current one is 422 invalid_password', async () => {
    const m = await server().createMember();
    await logIn(m);
    const wrong = await failure(changePassword(m.id, 'Brand-new-pass1', 'not-my-password', m.email));
    expect(wrong).toMatchObject({ status: 422, code: 'invalid_password', fields: { current_password: 'Invalid password.' } });
    const before = $session.get()!.accessToken;
    await expect(changePassword(m.id, 'Brand-new-pass1', m.password, m.email)).resolves.toBeUndefined();
    // The old session is revoked (a stolen token dies with it); this page is logged in with a new one.
    const { status } = await server().call('/oauth/me', { token: before });
    expect(status).toBe(401);
    expect($session.get()!.accessToken).not.toBe(before);
    expect((await updateUser(m.id, { profile_bio: 'Still here.' })).profile_bio).toBe('Still here.');
    const again = await logIn({ email: m.email, password: 'Brand-new-pass1' });
    expect(again.id).toBe(m.id);
  });

  it('deleteAccount needs the password (400 invalid_password); then the account is gone', async () => {
    const m = await server().createMember();
    await logIn(m);
    expect(await failure(deleteAccount(m.id, 'wrong-password'))).toMatchObject({ status: 400, code: 'invalid_password', message: 'Invalid password.' });
    await expect(deleteAccount(m.id, m.password)).resolves.toBeUndefined();
    const { rows } = await server().db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1', [m.id]);
    expect(rows[0].deleted).toBe(true);
    // Every token was revoked with it: the next member call fails and the session does not come back.
    expect(await failure(updateUser(m.id, { profile_bio: 'x' }))).toMatchObject({ status: 401, code: 'session_expired' });
    expect(await failure(logIn(m))).toMatchObject({ status: 400 });
    expect($session.get()).toBeNull();
  });
});
