import { api } from '@/lib/http';

/** Extension: asks for a password-reset code by e-mail (always 202, no account enumeration). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api('api/v1/password_reset', { method: 'POST', body: { email }, auth: 'client' });
}

/** Extension: sets a new password with the e-mailed code. */
export function confirmPasswordReset(email: string, code: string, password: string): Promise<unknown> {
  return api('api/v1/password_reset/confirm', { method: 'POST', body: { email, code, password }, auth: 'client' });
}
