/**
 * Login and logout: the one place that starts and ends a member's session on the page.
 */
import { callbacks } from '@/lib/callbacks';
import { api, ApiError, requestToken } from '@/lib/http';
import { emit } from '@/lib/emit';
import type { UserProfile } from '@/lib/schemas';
import { clearSavedFilters } from './filters';
import { shared } from './global';
import { LOGOUT_CLEARED_KEYS, storage } from './keys';
import { clearMember } from './member';
import { loadMemberSets, resetMemberSets } from './member-sets';
import { navigate } from './navigation';
import { refreshProfile } from './refresh-profile';
import { $session, clearSession, setSession } from './session';

// Fetching the profile again lives beside (every element needs it; login and logout only some).
export { refreshProfile };

export type LogoutCallback = () => void | Promise<unknown>;

const logoutCallbacks = callbacks<[]>('a logout callback', shared('logoutCallbacks', () => new Set<LogoutCallback>()));

/** Longest wait for the revoke call and for async logout callbacks before moving on. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Registers cleanup to run on logout (chat leaves its rooms, a feature drops its caches).
 * Returns the function that unregisters it.
 */
export function onLogout(cb: LogoutCallback): () => void {
  return logoutCallbacks.add(cb);
}

/** Waits for the promise, at most `ms`; never rejects. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** Removes what logout clears from memory and storage (also used after account deletion). */
export function clearLocalData(): void {
  clearSession();
  clearMember();
  resetMemberSets();
  clearSavedFilters();
  const store = storage();
  for (const key of LOGOUT_CLEARED_KEYS) {
    try {
      store?.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
}

export interface LogoutOptions {
  /** The element that asked (events are dispatched on it); default document. */
  source?: EventTarget | null;
  /** false: skip the final navigate('/login'). */
  navigate?: boolean;
  /** false: skip POST /oauth/revoke (after account deletion the server has revoked every token). */
  revoke?: boolean;
}

/**
 * Logs out: best-effort `POST /oauth/revoke`, clears session, profile, local sets, stored location and
 * saved filters, runs every `onLogout` callback (a throwing one does not stop the others), emits
 * `rwb-session-logout`, then `navigate('/login')`. Callbacks run after the token is revoked and the
 * session cleared: they do local cleanup (close sockets, drop caches), not authenticated calls.
 * Account deletion: `logout({ revoke: false })`.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if ($session.get() && options.revoke !== false) {
    const revoke = api('oauth/revoke', { method: 'POST', keepalive: true, timeout: LOGOUT_WAIT_MS }).catch(() => undefined);
    await within(revoke, LOGOUT_WAIT_MS);
  }
  clearLocalData();

  const pending = logoutCallbacks
    .call()
    .filter((result) => !!result && typeof (result as Promise<unknown>).then === 'function')
    .map((result) => Promise.resolve(result).catch(report));
  if (pending.length) await within(Promise.allSettled(pending), LOGOUT_WAIT_MS);

  const target = options.source ?? globalThis.document;
  if (target) emit(target, 'rwb-session-logout', {});
  if (options.navigate !== false) navigate('/login', { source: options.source });
}

function report(error: unknown): void {
  console.error('[rwb] a logout callback failed', error);
}

export interface LoginOptions {
  source?: EventTarget | null;
}

/**
 * Password grant → session → the member's profile (`user_id` comes with the token; no /oauth/me).
 * Emits `rwb-session-login` and returns the profile. Throws ApiError: 400 `invalid_grant` for a wrong
 * e-mail or password, 429 `rate_limited`. If the profile cannot be fetched the session is dropped
 * again, so the page never holds a session without a profile.
 */
export async function loginWithPassword(email: string, password: string, options: LoginOptions = {}): Promise<UserProfile> {
  const grant = await requestToken({ grant_type: 'password', username: email.trim(), password });
  if (typeof grant.user_id !== 'number' || !grant.refresh_token) {
    throw new ApiError(200, 'The token response has no user_id or refresh_token.', { code: 'bad_response', body: grant });
  }
  clearMember(); // a previous member's local sets must not leak into this session
  const session = setSession(grant);
  let profile: UserProfile;
  try {
    profile = await refreshProfile();
  } catch (error) {
    if ($session.get()?.accessToken === session.accessToken) clearSession();
    throw error;
  }
  void loadMemberSets({ force: true });
  const target = options.source ?? globalThis.document;
  if (target) emit(target, 'rwb-session-login', { userId: session.userId });
  return profile;
}
