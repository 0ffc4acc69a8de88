/**
 * The member's profile, fetched again (every element checks it on load, src/elements/platform.ts).
 * Apart from login and logout (./auth.ts), which only the views that log in or out load.
 */
import { api, ApiError, schemaIn } from '@/lib/http';
import type { UserProfile } from '@/lib/schemas';

const UserProfileSchema = schemaIn(() => import('@/lib/schemas'), 'UserProfileSchema');
import { setProfile } from './member';
import { $session } from './session';

/** GET api/v1/user/{id} for the logged-in member and caches it under `user_profile`. */
export async function refreshProfile(): Promise<UserProfile> {
  const session = $session.get();
  if (!session) throw new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' });
  const profile = await api(`api/v1/user/${session.userId}`, { schema: UserProfileSchema });
  // Only store it if the same member is still logged in.
  if ($session.get()?.userId === session.userId) setProfile(profile);
  return profile;
}
