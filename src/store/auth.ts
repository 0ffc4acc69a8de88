/**
 * Login and logout: the one place that starts and ends a member's session on the page.
 */
import { callbacks } from '@/lib/callbacks';
import { api, ApiError, isApiError, requestToken } from '@/lib/http';
import { COOKIE_REFRESH_FORM } from '@/lib/session-restore';
import { emit } from '@/lib/emit';
import type { UserProfile } from '@/lib/schemas';
import { clearSavedFilters } from './filters';
import { shared } from './global';
import { LOGOUT_CLEARED_KEYS, storage, writeMemberHint } from './keys';
import { clearMember } from './member';
import { loadMemberSets, resetMemberSets } from './member-sets';
import { navigate } from './navigation';
import { refreshProfile } from './refresh-profile';
import { $config } from './config';
import { $cookieRefused, $session, clearSession, restoreSession, setSession } from './session';
import { announce, onSignal, type SessionSignal } from './session-channel';

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
 * Ends the session on the server: `POST /oauth/token/revoke` with the cookie (revokes its family and
 * clears the cookie; also after account deletion, when only the cookie is left to clear); where there
 * is no cookie to use (the browser refused it) and `revoke` is not false, `POST /oauth/revoke` with the
 * bearer token, as before. Never rejects.
 */
async function revokeOnServer(revoke: boolean): Promise<void> {
  const timing = { keepalive: true, timeout: LOGOUT_WAIT_MS };
  if (!$session.get()?.refreshToken) {
    try {
      await api('oauth/token/revoke', { method: 'POST', auth: 'none', credentials: 'include', ...timing });
      return;
    } catch {
      /* no cookie (refused by the browser) or unreachable: the bearer revoke below */
    }
  }
  if (revoke) await api('oauth/revoke', { method: 'POST', ...timing }).catch(() => undefined);
}

/** What a logout does on this page once the server side is done (also when another tab logged out). */
async function endSessionHere(options: LogoutOptions): Promise<void> {
  clearLocalData();
  $cookieRefused.set(false);

  const pending = logoutCallbacks
    .call()
    .filter((result) => !!result && typeof (result as Promise<unknown>).then === 'function')
    .map((result) => Promise.resolve(result).catch(report));
  if (pending.length) await within(Promise.allSettled(pending), LOGOUT_WAIT_MS);

  const target = options.source ?? globalThis.document;
  if (target) emit(target, 'rwb-session-logout', {});
  if (options.navigate !== false) navigate('/login', { source: options.source });
}

/**
 * Logs out: revokes the session on the server (best effort, at most LOGOUT_WAIT_MS: the cookie's
 * family through `POST /oauth/token/revoke`, else the bearer's through `POST /oauth/revoke`), clears
 * session, member hint, profile, local sets, stored location and saved filters, tells the other tabs
 * (they log out too), runs every `onLogout` callback (a throwing one does not stop the others), emits
 * `rwb-session-logout`, then `navigate('/login')`. Callbacks run after the token is revoked and the
 * session cleared: they do local cleanup (close sockets, drop caches), not authenticated calls.
 * Account deletion: `logout({ revoke: false })` (only the cookie is cleared).
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  if ($session.get()) await within(revokeOnServer(options.revoke !== false), LOGOUT_WAIT_MS);
  announce({ type: 'logout' });
  await endSessionHere(options);
}

function report(error: unknown): void {
  console.error('[rwb] a logout callback failed', error);
}

/**
 * After the member changed their password: the server ended every session, this one too (a stolen
 * token dies with it), so a new one starts with the new password, here and, through the cookie and
 * the tabs' signal, in the member's other tabs.
 */
export async function renewSession(email: string, password: string): Promise<void> {
  const username = email.trim();
  const grant = await requestToken({ grant_type: 'password', username, password, token_delivery: 'cookie' });
  const session = setSession(grant);
  await checkCookie(username, password);
  if (!$cookieRefused.get()) announce({ type: 'login', userId: session.userId });
}

export interface LoginOptions {
  source?: EventTarget | null;
}

/** True when the API is on another origin than the page (the refresh cookie is then a cross-site one). */
function apiCrossOrigin(): boolean {
  try {
    return new URL($config.get().apiBase, globalThis.location?.href).origin !== globalThis.location?.origin;
  } catch {
    return true;
  }
}

/**
 * Right after a login from a page on another origin: one refresh through the cookie proves the browser
 * keeps it. Where it does not (a cross-site page in a browser that blocks partitioned cookies), the
 * session is made again without the cookie (the refresh token in memory only, never stored) so the
 * elements keep working for the page's lifetime, and `$cookieRefused` lets member-login say that a new
 * tab will need another login. A network failure proves nothing: the session stays as it is.
 */
async function checkCookie(email: string, password: string): Promise<void> {
  if (!apiCrossOrigin()) return;
  try {
    setSession(await requestToken({ ...COOKIE_REFRESH_FORM }));
  } catch (error) {
    if (!isApiError(error) || (error.status !== 400 && error.status !== 401)) return;
    try {
      setSession(await requestToken({ grant_type: 'password', username: email, password }));
    } catch {
      writeMemberHint(null); // the first grant's access token works for its lifetime; no page load can restore it
    }
    $cookieRefused.set(true);
  }
}

export interface LoginOptions {
  source?: EventTarget | null;
}

/**
 * Password grant in cookie mode (the refresh token becomes the API's HttpOnly cookie) → session in
 * memory → the member's profile (`user_id` comes with the token; no /oauth/me). Emits
 * `rwb-session-login`, tells the other tabs (they restore through the cookie) and returns the profile.
 * Throws ApiError: 400 `invalid_grant` for a wrong e-mail or password, 429 `rate_limited`. If the
 * profile cannot be fetched the session is dropped again, so the page never holds a session without a
 * profile.
 */
export async function loginWithPassword(email: string, password: string, options: LoginOptions = {}): Promise<UserProfile> {
  const username = email.trim();
  const grant = await requestToken({ grant_type: 'password', username, password, token_delivery: 'cookie' });
  if (typeof grant.user_id !== 'number') {
    throw new ApiError(200, 'The token response has no user_id.', { code: 'bad_response', body: grant });
  }
  clearMember(); // a previous member's local sets must not leak into this session
  $cookieRefused.set(false);
  const session = setSession(grant);
  await checkCookie(username, password);
  let profile: UserProfile;
  try {
    profile = await refreshProfile();
  } catch (error) {
    if ($session.get()?.userId === session.userId) clearSession();
    throw error;
  }
  void loadMemberSets({ force: true });
  // Other tabs restore through the cookie: not where the browser refuses it.
  if (!$cookieRefused.get()) announce({ type: 'login', userId: session.userId });
  const target = options.source ?? globalThis.document;
  if (target) emit(target, 'rwb-session-login', { userId: session.userId });
  return profile;
}

// ---- the other tabs ---------------------------------------------------------------------------------

/** Another tab logged in (restore that member through the cookie) or out (log out here too). */
function onOtherTab(signal: SessionSignal): void {
  const current = $session.get();
  if (signal.type === 'logout') {
    if (current) void endSessionHere({ navigate: false });
    return;
  }
  if (current?.userId === signal.userId) return; // already this member's session
  if (current) clearMember();
  void restoreSession(signal.userId).then(() => {
    const now = $session.get();
    if (now?.userId !== signal.userId || !now.accessToken) return;
    void refreshProfile().catch(() => undefined);
    void loadMemberSets({ force: true });
    if (globalThis.document) emit(globalThis.document, 'rwb-session-login', { userId: signal.userId });
  });
}

/** Starts listening to the other tabs' signals, once per page (src/elements/platform.ts). */
export function listenToOtherTabs(): void {
  shared('sessionSignals', () => onSignal(onOtherTab));
}
