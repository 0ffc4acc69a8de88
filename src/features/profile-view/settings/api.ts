// The App Settings pages' calls (accounts spec §7 Users; data export is our extension, README "Extensions").
import { z } from 'zod/mini';
import { api } from '@/lib/http';
import { opt } from '@/lib/schemas';
import { ProfileSchema, type Profile } from '../schemas';

/** POST api/v1/user/{id}: a partial update; the server answers with the member's updated profile. */
export function updateProfile(id: number, payload: Record<string, unknown>): Promise<Profile> {
  return api(`api/v1/user/${id}`, { method: 'POST', body: payload, schema: ProfileSchema });
}

/** The privacy choice alone: `{anonymous_profile}`. */
export function savePrivacy(id: number, anonymous: boolean): Promise<Profile> {
  return updateProfile(id, { anonymous_profile: anonymous });
}

export const BlockedUserSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
const BlockedListSchema = z.looseObject({ data: z.array(BlockedUserSchema) });

/** GET api/v1/user/{id}/block: the members this member blocked, newest first. */
export async function blockedUsers(id: number, signal?: AbortSignal): Promise<BlockedUser[]> {
  return (await api(`api/v1/user/${id}/block`, { signal, schema: BlockedListSchema })).data;
}

/** DELETE api/v1/user/{id}/block/{blockedId}. */
export function unblock(me: number, other: number): Promise<unknown> {
  return api(`api/v1/user/${me}/block/${other}`, { method: 'DELETE' });
}

/** GET api/v1/user/{id}/export: the member's own data (profile, follows, events, workouts, surveys, posts). */
export function exportData(id: number): Promise<unknown> {
  return api(`api/v1/user/${id}/export`);
}
