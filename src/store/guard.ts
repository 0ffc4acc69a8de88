/**
 * The session check of accounts spec §2, in one place for every element: not logged in → /login
 * (with the originating address as `redirect`); e-mail not verified → /registration/confirm_email;
 * verified but profile not completed → /registration/personal_info; otherwise the page may show.
 */
import { isApiError } from '@/lib/http';
import type { UserProfile } from '@/lib/schemas';
import { refreshProfile } from './refresh-profile';
import { $profile } from './member';
import { navigate, navigateToLogin, type NavigateOptions } from './navigation';
import { $session, whenSessionReady, type Session } from './session';

export type GuardState = 'login' | 'confirm_email' | 'personal_info' | 'ok';

/** Where each state that is not 'ok' sends the member. */
export const GUARD_ROUTES: Readonly<Record<Exclude<GuardState, 'ok'>, string>> = {
  login: '/login',
  confirm_email: '/registration/confirm_email',
  personal_info: '/registration/personal_info',
};

type GuardProfile = Pick<UserProfile, 'id' | 'email_verified' | 'profile_completed'>;

/** Pure: the state for a session and the member's profile. */
export function guardState(session: Pick<Session, 'userId'> | null, profile: GuardProfile | null): GuardState {
  if (!session || !profile || profile.id !== session.userId) return 'login';
  if (!profile.email_verified) return 'confirm_email';
  if (!profile.profile_completed) return 'personal_info';
  return 'ok';
}

export interface CheckSessionOptions {
  /** Where rwb-navigate is dispatched (the element). */
  source?: EventTarget | null;
  /** Refetch the profile even when one is cached (the confirm-email screen's check on open). */
  fresh?: boolean;
  /** false: only report the state, go nowhere. */
  redirect?: boolean;
}

/**
 * Waits for a restore under way (a reload: the cookie refresh), then finds the member's state (from
 * the cached profile, refetched when missing, stale or `fresh`) and, unless `redirect: false`, goes
 * where the state sends the member (replacing the history entry, so Back does not bounce). Resolves
 * the state. A failing profile call with a cached profile of the
 * same member uses the cache; without one the ApiError is thrown (a 401 means logged out: 'login').
 */
export async function checkSession(options: CheckSessionOptions = {}): Promise<GuardState> {
  await whenSessionReady(); // a session being restored through the cookie is not 'logged out'
  const session = $session.get();
  let profile: GuardProfile | null = $profile.get();
  if (session && (options.fresh || !profile || profile.id !== session.userId)) {
    try {
      profile = await refreshProfile();
    } catch (error) {
      const cached = $profile.get();
      if (isApiError(error) && error.status === 401) profile = null;
      else if (cached && cached.id === session.userId && !options.fresh) profile = cached;
      else throw error;
    }
  }
  const state = guardState($session.get(), profile);
  if (options.redirect !== false) goToState(state, { source: options.source });
  return state;
}

/** Sends the member where `state` says; 'ok' stays. Returns true when a navigation was started. */
export function goToState(state: GuardState, options: Pick<NavigateOptions, 'source'> = {}): boolean {
  if (state === 'ok') return false;
  if (state === 'login') return navigateToLogin({ source: options.source, replace: true });
  return navigate(GUARD_ROUTES[state], { source: options.source, replace: true });
}
