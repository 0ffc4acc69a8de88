import { api } from '@/lib/http';
import { UserProfileSchema, type UserProfile } from '@/lib/schemas';
import { ChapterListSchema, CreatedSchema, type Chapter, type SignupValues } from './schemas';

/** POST api/v1/user with a client-credentials token → the new member's id (201). */
export async function createAccount(v: SignupValues): Promise<number> {
  const res = await api('api/v1/user', {
    method: 'POST',
    auth: 'client',
    body: {
      grant_type: 'client_credentials',
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      email: v.email.trim(),
      password: v.password,
    },
    schema: CreatedSchema,
  });
  return res.id;
}

/** POST api/v1/user/{id}: a partial update; answers the whole profile. */
export function updateProfile(id: number, body: Record<string, unknown>): Promise<UserProfile> {
  return api(`api/v1/user/${id}`, { method: 'POST', body, schema: UserProfileSchema });
}

/** POST api/v1/user/verify {verification_code}. */
export function verifyEmail(code: string): Promise<unknown> {
  return api('api/v1/user/verify', { method: 'POST', body: { verification_code: code } });
}

/** Extension: POST api/v1/user/verify/resend (202; 409 when already verified; 429 after 5 an hour). */
export function resendCode(): Promise<unknown> {
  return api('api/v1/user/verify/resend', { method: 'POST' });
}

/** GET api/v1/chapter, nearest to `zip` first when one is given. */
export async function listChapters(zip: string | null, signal?: AbortSignal): Promise<Chapter[]> {
  const res = await api('api/v1/chapter', { query: { zip: zip ?? undefined }, signal, schema: ChapterListSchema });
  return res.data;
}
