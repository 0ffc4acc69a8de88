// The account pages' calls (accounts spec §7 Users): the Edit Profile and password partial updates and
// the account deletion.
import { api } from '@/lib/http';
import { renewSession } from '@/store/auth';
import { ProfileSchema, type Profile } from '../schemas';

/** POST api/v1/user/{id}: a partial update; the server answers with the member's updated profile. */
export function updateUser(id: number, payload: Record<string, unknown>): Promise<Profile> {
  return api(`api/v1/user/${id}`, { method: 'POST', body: payload, schema: ProfileSchema });
}

/**
 * POST api/v1/user/{id} `{password, current_password}`: 422 `invalid_password` when the current password
 * is wrong, 429 after too many wrong ones. The server signs out the member's other sessions and keeps
 * the caller's token family, so this page stays logged in.
 */
/**
 * POST api/v1/user/{id} `{password, current_password}`. The server ends every session of the member,
 * this one too; a new one starts at once with the new password (`email`: the member's login).
 */
export async function changePassword(id: number, password: string, currentPassword: string, email: string): Promise<void> {
  await api(`api/v1/user/${id}`, { method: 'POST', body: { password, current_password: currentPassword } });
  await renewSession(email, password);
}

/** DELETE api/v1/user/{id} with `{password}` as JSON; 400 means the password is wrong (§7). */
export async function deleteAccount(id: number, password: string): Promise<void> {
  await api(`api/v1/user/${id}`, { method: 'DELETE', body: { password } });
}
