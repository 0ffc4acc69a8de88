import { atom } from 'nanostores';
import { ApiError } from '@/lib/api-error';
import { callbacks } from '@/lib/callbacks';
import { configureHttp, EXPIRY_MARGIN_MS, isExpiring, refreshSession, type MemberTokens } from '@/lib/http';
import { authState } from '@/lib/http-state';
import { grantOf, takeRestore, type RestoreAnswer } from '@/lib/session-restore';
import { $config } from './config';
import { shared } from './global';
import { LEGACY_SESSION_KEY, readMemberHint, storage, writeMemberHint } from './keys';

// The 60 s token rule is the HTTP client's; the session applies it too.
export { EXPIRY_MARGIN_MS, isExpiring };

/**
 * The member's session, in memory only (README 'Security'): the access token (about 10 minutes) and
 * who it names. The refresh token is the API's HttpOnly cookie, out of every script's reach; only
 * where the browser refuses that cookie is it kept here (`refreshToken`), for the page's lifetime.
 */
export interface Session extends MemberTokens {
  userId: number;
}

/** The fields of an OAuth token response that a session keeps. */
export interface TokenGrant {
  access_token: string;
  expires_in: number;
  refresh_token?: string | null;
  user_id?: number | null;
}

/**
 * The member's session, one per page (every element shares it). While it is being restored through
 * the cookie it names the member with no access token yet (`accessToken: ''`, `expiresAt: 0`): nothing
 * acts as logged out, and the first call waits for the restore (the HTTP client's single-flight refresh).
 */
export const $session = shared('session', () => atom<Session | null>(null));

/** True while the session is restored through the refresh cookie (page load, another tab's login). */
export const $sessionRestoring = shared('sessionRestoring', () => atom(false));

/**
 * True once the browser was found to refuse the refresh cookie (a cross-site host page in a browser
 * that blocks partitioned cookies): the session lasts for this page only. member-login says so once
 * (dismissing its notice sets this back to false).
 */
export const $cookieRefused = shared('cookieRefused', () => atom(false));

const restore = shared('sessionRestoreState', () => ({ ready: Promise.resolve() }));

/**
 * Stores a token response. A refresh response without `user_id` keeps the current member. A
 * `refresh_token` in the response (only where the cookie is refused) is kept in memory; with the cookie
 * the hint `rwb:member` (the member's id, no credential) tells the next page load to restore.
 */
export function setSession(grant: TokenGrant, now: number = Date.now()): Session {
  const prev = $session.get();
  const userId = grant.user_id ?? prev?.userId;
  if (typeof userId !== 'number') throw new Error('A member session needs a user id');
  const refreshToken = grant.refresh_token ?? (prev?.userId === userId ? prev.refreshToken : undefined);
  const session: Session = { accessToken: grant.access_token, expiresAt: now + grant.expires_in * 1000, userId };
  if (refreshToken) session.refreshToken = refreshToken;
  // A page-only session (refused cookie) cannot be restored elsewhere: no hint then.
  writeMemberHint(refreshToken ? null : userId);
  $session.set(session);
  return session;
}

export function clearSession(): void {
  writeMemberHint(null);
  $session.set(null);
}

export function isLoggedIn(): boolean {
  return $session.get() !== null;
}

/** True while the session names a member but has no access token yet (being restored). */
export function isRestoring(session: Session | null = $session.get()): boolean {
  return !!session && session.accessToken === '';
}

// ---- expiry: the token endpoint refused the refresh token -----------------------------------------

export type SessionExpiredCallback = () => void;

const expired = callbacks<[]>('a session-expiry callback', shared('sessionExpiredCallbacks', () => new Set<SessionExpiredCallback>()));

/**
 * Registers what else ends with an expired session (src/store/member.ts clears the profile and the
 * member's sets). Returns the function that unregisters it.
 */
export function onSessionExpired(cb: SessionExpiredCallback): () => void {
  return expired.add(cb);
}

/** Ends a session whose refresh token was refused: clears it, then runs every `onSessionExpired` callback. */
export function expireSession(): void {
  clearSession();
  expired.call();
}

// ---- restore through the cookie ------------------------------------------------------------------

function sessionExpired(body: unknown): ApiError {
  return new ApiError(401, 'Your session has expired. Please log in again.', { code: 'session_expired', body });
}

/** The loader's restore answer applied as the HTTP client applies a refresh (src/lib/http-client.ts). */
async function fromLoader(pending: Promise<RestoreAnswer>, before: Session): Promise<MemberTokens> {
  let answer: RestoreAnswer;
  try {
    answer = await pending;
  } catch (cause) {
    throw new ApiError(0, 'Could not reach the server.', { code: 'network', cause }); // keep the session: the next call tries again
  }
  const grant = grantOf(answer);
  const current = $session.get();
  if (!current) throw new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' });
  if (current !== before) return current;
  if (grant) return setSession(grant);
  if (answer.status === 400 || answer.status === 401) {
    expireSession();
    throw sessionExpired(answer.body);
  }
  throw new ApiError(answer.status, 'The session could not be restored.', { code: 'restore_failed', body: answer.body });
}

/**
 * Restores the session of member `userId` through the refresh cookie: the session names them at once
 * (nothing acts as logged out meanwhile) and the one refresh — the loader's when it started one, else
 * the HTTP client's single-flight refresh — brings the access token. A refused cookie ends the session.
 * Resolves when the restore is over, whatever its outcome (see `whenSessionReady`).
 */
export function restoreSession(userId: number): Promise<void> {
  const placeholder: Session = { accessToken: '', expiresAt: 0, userId };
  $session.set(placeholder);
  $sessionRestoring.set(true);
  const loader = takeRestore();
  let pending: Promise<MemberTokens>;
  if (loader && !authState.refreshing) {
    pending = fromLoader(loader, placeholder).finally(() => {
      if (authState.refreshing === pending) authState.refreshing = null;
    });
    authState.refreshing = pending;
  } else {
    pending = refreshSession();
  }
  const ready = pending.then(
    () => undefined,
    () => undefined,
  );
  restore.ready = ready;
  void ready.then(() => {
    if (restore.ready === ready) $sessionRestoring.set(false);
  });
  return ready;
}

/** Resolves when no restore is under way (at once for a visitor, or once the cookie refresh is over). */
export function whenSessionReady(): Promise<void> {
  return $sessionRestoring.get() ? restore.ready : Promise.resolve();
}

/**
 * On page start, once per page: drops the tokens earlier builds kept in storage, and restores the
 * member the hint names (no request for a visitor who never logged in).
 */
export function startSession(): void {
  try {
    storage()?.removeItem(LEGACY_SESSION_KEY);
  } catch {
    /* unavailable */
  }
  const hint = readMemberHint();
  if (hint !== null && !$session.get()) void restoreSession(hint);
}

// The HTTP client (lib/) gets its base URL, OAuth client and member tokens from here, on import: every
// module that can call the API as a member imports the session first.
configureHttp({
  apiBase: () => $config.get().apiBase,
  client: () => ({ id: $config.get().clientId, secret: $config.get().clientSecret }),
  tokens: { get: () => $session.get(), save: (grant) => setSession(grant), onExpired: expireSession },
});
