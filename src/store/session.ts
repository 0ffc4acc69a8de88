import { shared } from './global';
import { SESSION_KEY } from './keys';
import { isRecord, persistedJson } from './persisted';

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

/** The access token counts as expired this long before `expires_in` runs out (spec §4). */
export const EXPIRY_MARGIN_MS = 60_000;

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
 * current ones (the server does not rotate refresh tokens).
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

/** True from 60 s before expiry on (and for a missing session). */
export function isExpiring(session: Session | null, now: number = Date.now()): boolean {
  return !session || now >= session.expiresAt - EXPIRY_MARGIN_MS;
}

export function isLoggedIn(): boolean {
  return $session.get() !== null;
}
