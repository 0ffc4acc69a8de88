import { callbacks } from '@/lib/callbacks';
import { configureHttp, EXPIRY_MARGIN_MS, isExpiring } from '@/lib/http';
import { $config } from './config';
import { shared } from './global';
import { SESSION_KEY } from './keys';
import { isRecord, persistedJson } from './persisted';

// The 60 s token rule is the HTTP client's; the session applies it too.
export { EXPIRY_MARGIN_MS, isExpiring };

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires (now + expires_in). */
  expiresAt: number;
  userId: number;
}

/** The fields of an OAuth token response that a session keeps. */
export interface TokenGrant {
  access_token: string;
  expires_in: number;
  refresh_token?: string | null;
  user_id?: number | null;
}

function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    typeof value.expiresAt === 'number' &&
    typeof value.userId === 'number'
  );
}

/** The member's tokens, persisted under `rwb:session` and synced across tabs. */
export const $session = shared('session', () => persistedJson<Session>(SESSION_KEY, isSession));

/**
 * Stores a token response. A refresh response without `refresh_token` / `user_id` keeps the
 * current ones (a response from a server that does not rotate them; ours rotates on every refresh).
 */
export function setSession(grant: TokenGrant, now: number = Date.now()): Session {
  const prev = $session.get();
  const refreshToken = grant.refresh_token ?? prev?.refreshToken;
  const userId = grant.user_id ?? prev?.userId;
  if (!refreshToken || typeof userId !== 'number') {
    throw new Error('A member session needs a refresh token and a user id');
  }
  const session: Session = {
    accessToken: grant.access_token,
    refreshToken,
    expiresAt: now + grant.expires_in * 1000,
    userId,
  };
  $session.set(session);
  return session;
}

export function clearSession(): void {
  $session.set(null);
}

export function isLoggedIn(): boolean {
  return $session.get() !== null;
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

// The HTTP client (lib/) gets its base URL, OAuth client and member tokens from here, on import: every
// module that can call the API as a member imports the session first.
configureHttp({
  apiBase: () => $config.get().apiBase,
  client: () => ({ id: $config.get().clientId, secret: $config.get().clientSecret }),
  tokens: { get: () => $session.get(), save: (grant) => setSession(grant), onExpired: expireSession },
});
