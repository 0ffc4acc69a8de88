/**
 * Member logins as token families whose refresh tokens rotate (OAuth 2.0 Security BCP, RFC 9700
 * §4.14.2): every refresh grant hands out a new refresh token and marks the one used as rotated.
 *
 * - Two tabs refreshing with the same token at the same moment: the first rotates it in one
 *   conditional statement (a row lock on PostgreSQL orders them); for REFRESH_GRACE_MS after that,
 *   the same token yields the SAME successor (opened from the row, sealed with a key only a holder of
 *   the rotated token can derive) with a fresh access token.
 * - Any use of a rotated token after the grace window is reuse: someone else holds a copy, so the
 *   whole family is revoked (its refresh tokens and every access token it issued, NOTIFYing the
 *   other processes' token caches: tokens.ts).
 * - A family ends REFRESH_TOKEN_TTL after the login: rotating does not extend it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hashToken, insertAccess, newToken, revokeFamilyKey, type TokenGrant } from './tokens';

/** How long a rotated refresh token still yields its successor (tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;

/** A member's grant with what the token endpoint needs to put the refresh token in a cookie. */
export interface UserTokens {
  grant: TokenGrant & { refresh_token: string; user_id: number };
  refreshToken: string;
  /** When the family ends (the cookie's lifetime). */
  refreshExpiresAt: Date;
}

interface FamilyRow {
  family: string;
  user_id: number;
  expires_at: Date;
}

// ---- the successor, sealed with a key derived from the rotated token ------------------------------

const sealKey = (token: string) => createHash('sha256').update(`rwb refresh successor v1\0${token}`).digest();

function seal(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const data = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

function open(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// ---- grants -----------------------------------------------------------------------------------------

async function tokensFor(db: Db, config: Config, clientId: string, row: FamilyRow, refreshToken: string): Promise<UserTokens> {
  const access = await insertAccess(db, config, { clientId, userId: row.user_id, refreshHash: row.family, refreshExpiresAt: row.expires_at });
  return {
    grant: { access_token: access, token_type: 'Bearer', expires_in: config.accessTokenTtl, refresh_token: refreshToken, user_id: row.user_id },
    refreshToken,
    refreshExpiresAt: row.expires_at,
  };
}

/** Password grant: a new family for the member. */
export async function issueUserTokens(db: Db, config: Config, clientId: string, userId: number): Promise<UserTokens> {
  const now = new Date();
  // Housekeeping: this member's tokens that can no longer be used.
  await db.query(
    `DELETE FROM oauth_tokens WHERE user_id = $1 AND access_expires_at < $2 AND (refresh_expires_at IS NULL OR refresh_expires_at < $2 OR revoked_at IS NOT NULL)`,
    [userId, now],
  );
  await db.query('DELETE FROM oauth_refresh_tokens WHERE user_id = $1 AND (expires_at < $2 OR revoked_at IS NOT NULL)', [userId, now]);
  const refresh = newToken();
  const row: FamilyRow = { family: hashToken(refresh), user_id: userId, expires_at: new Date(now.getTime() + config.refreshTokenTtl * 1000) };
  await db.query('INSERT INTO oauth_refresh_tokens (hash, family, client_id, user_id, expires_at) VALUES ($1, $1, $2, $3, $4)', [
    row.family,
    clientId,
    userId,
    row.expires_at,
  ]);
  return tokensFor(db, config, clientId, row, refresh);
}

/**
 * Refresh grant: rotates `refreshToken` (a new access token and a new refresh token of the same
 * family), or hands out its successor again within the grace window; null when it is not usable
 * (unknown, another client's, expired, revoked, its member deleted, or reused: then the family is
 * revoked too).
 */
export async function refreshUserTokens(db: Db, config: Config, clientId: string, refreshToken: string): Promise<UserTokens | null> {
  const hash = hashToken(refreshToken);
  const now = new Date();
  const successor = newToken();
  // One statement: the rotation and the successor's row commit together, and a concurrent rotation
  // of the same token waits for this one's row lock, then finds it rotated.
  const rotated = await db.query<FamilyRow>(
    `WITH old AS (
       UPDATE oauth_refresh_tokens r SET rotated_at = $3, successor = $5
        WHERE r.hash = $1 AND r.client_id = $2 AND r.rotated_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > $3
          AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.deleted_at IS NULL)
       RETURNING r.family, r.client_id, r.user_id, r.expires_at
     ), fresh AS (
       INSERT INTO oauth_refresh_tokens (hash, family, client_id, user_id, expires_at)
       SELECT $4, family, client_id, user_id, expires_at FROM old
     )
     SELECT family, user_id, expires_at FROM old`,
    [hash, clientId, now, hashToken(successor), seal(refreshToken, successor)],
  );
  const row = rotated.rows[0];
  if (row) {
    // Expired access tokens of this family are of no use any more.
    await db.query('DELETE FROM oauth_tokens WHERE refresh_hash = $1 AND access_expires_at < $2', [row.family, now]);
    return tokensFor(db, config, clientId, row, successor);
  }

  const { rows } = await db.query<FamilyRow & { rotated_at: Date | null; successor: string | null }>(
    `SELECT r.family, r.user_id, r.expires_at, r.rotated_at, r.successor
       FROM oauth_refresh_tokens r JOIN users u ON u.id = r.user_id
      WHERE r.hash = $1 AND r.client_id = $2 AND r.revoked_at IS NULL AND r.expires_at > $3 AND u.deleted_at IS NULL`,
    [hash, clientId, now],
  );
  const used = rows[0];
  if (!used?.rotated_at) return null;
  const next = used.successor && now.getTime() - used.rotated_at.getTime() <= REFRESH_GRACE_MS ? open(refreshToken, used.successor) : null;
  if (next) return tokensFor(db, config, clientId, used, next);
  await revokeFamilyKey(db, used.family);
  return null;
}

/** The family a refresh token belongs to (rotated or not), for a logout through the cookie; null when unknown. */
export async function familyOf(db: Db, refreshToken: string): Promise<string | null> {
  const { rows } = await db.query<{ family: string }>('SELECT family FROM oauth_refresh_tokens WHERE hash = $1', [hashToken(refreshToken)]);
  return rows[0]?.family ?? null;
}
