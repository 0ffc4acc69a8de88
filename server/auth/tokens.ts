/**
 * Opaque OAuth tokens. Only SHA-256 hashes are stored. A password login creates a token family: an
 * access token plus a refresh token; refreshing adds an access token to the family and hands back
 * the same refresh token (not rotated, so two tabs refreshing at once both succeed). Revoking
 * revokes the whole family. Expiry uses the real time, never the business clock.
 *
 * Lookups are served from memory for up to a minute (token-cache.ts); every revocation goes
 * through `revokeFamily` / `revokeUserTokens`, which NOTIFY other processes in the same statement
 * and drop this process's entries at once (revocations.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../http/context';
import { TOKEN_REVOKED_CHANNEL, revokedLocally, tokenCacheFor } from './revocations';
import { familyRevocation, userRevocation, type Revocation } from './token-cache';

export interface TokenGrant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  user_id?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

async function insertAccess(
  db: Db,
  config: Config,
  row: { clientId: string; userId: number | null; refreshHash: string | null; refreshExpiresAt: Date | null },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO oauth_tokens (access_hash, refresh_hash, client_id, user_id, access_expires_at, refresh_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), row.refreshHash, row.clientId, row.userId, new Date(Date.now() + config.accessTokenTtl * 1000), row.refreshExpiresAt],
  );
  return token;
}

/** Password grant: a new family for the member. */
export async function issueUserTokens(db: Db, config: Config, clientId: string, userId: number): Promise<TokenGrant> {
  // Housekeeping: this member's families that can no longer be used.
  await db.query(
    `DELETE FROM oauth_tokens WHERE user_id = $1 AND access_expires_at < $2 AND (refresh_expires_at IS NULL OR refresh_expires_at < $2 OR revoked_at IS NOT NULL)`,
    [userId, new Date()],
  );
  const refresh = newToken();
  const access = await insertAccess(db, config, {
    clientId,
    userId,
    refreshHash: hashToken(refresh),
    refreshExpiresAt: new Date(Date.now() + config.refreshTokenTtl * 1000),
  });
  return { access_token: access, token_type: 'Bearer', expires_in: config.accessTokenTtl, refresh_token: refresh, user_id: userId };
}

/** Refresh grant: a new access token in the same family, or null when the refresh token is not usable. */
export async function refreshUserTokens(db: Db, config: Config, clientId: string, refreshToken: string): Promise<TokenGrant | null> {
  const refreshHash = hashToken(refreshToken);
  const { rows } = await db.query<{ user_id: number; refresh_expires_at: Date }>(
    `SELECT t.user_id, t.refresh_expires_at
       FROM oauth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.refresh_hash = $1 AND t.client_id = $2 AND t.revoked_at IS NULL
        AND t.refresh_expires_at > $3 AND u.deleted_at IS NULL
      ORDER BY t.id LIMIT 1`,
    [refreshHash, clientId, new Date()],
  );
  const family = rows[0];
  if (!family) return null;
  // Expired access tokens of this family are of no use any more.
  await db.query('DELETE FROM oauth_tokens WHERE refresh_hash = $1 AND access_expires_at < $2', [refreshHash, new Date()]);
  const access = await insertAccess(db, config, { clientId, userId: family.user_id, refreshHash, refreshExpiresAt: family.refresh_expires_at });
  return { access_token: access, token_type: 'Bearer', expires_in: config.accessTokenTtl, refresh_token: refreshToken, user_id: family.user_id };
}

/** Client-credentials grant: an access token without a member. */
export async function issueClientToken(db: Db, config: Config, clientId: string): Promise<TokenGrant> {
  await db.query('DELETE FROM oauth_tokens WHERE user_id IS NULL AND access_expires_at < $1', [new Date()]);
  const access = await insertAccess(db, config, { clientId, userId: null, refreshHash: null, refreshExpiresAt: null });
  return { access_token: access, token_type: 'Bearer', expires_in: config.accessTokenTtl };
}

/** The caller behind a bearer token, or null when it is unknown, expired, revoked or its member deleted. */
export async function findAccessToken(db: Db, token: string): Promise<Auth | null> {
  const hash = hashToken(token);
  const cache = tokenCacheFor(db);
  // A hit counts once every revocation committed before this request has reached the cache.
  if (cache.get(hash) && (await cache.sync())) {
    const cached = cache.get(hash);
    if (cached) return cached;
  }
  const started = cache.begin();
  const { rows } = await db.query<{ id: number; client_id: string; user_id: number | null; refresh_hash: string | null; access_expires_at: Date }>(
    `SELECT t.id, t.client_id, t.user_id, t.refresh_hash, t.access_expires_at
       FROM oauth_tokens t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.access_hash = $1 AND t.revoked_at IS NULL AND t.access_expires_at > $2
        AND (t.user_id IS NULL OR u.deleted_at IS NULL)`,
    [hash, new Date()],
  );
  const r = rows[0];
  if (!r) return null;
  const auth: Auth = { tokenId: r.id, clientId: r.client_id, userId: r.user_id, refreshHash: r.refresh_hash };
  cache.set(hash, auth, r.access_expires_at, started);
  return auth;
}

/**
 * Sets `revoked_at` on the rows `where` selects and, when any changed, NOTIFYs the processes in the
 * same statement (so in the same transaction: delivered on commit, never on rollback).
 */
async function revoke(db: Db, key: Revocation, where: string, params: unknown[]): Promise<void> {
  const n = params.length;
  await db.query(
    `WITH revoked AS (UPDATE oauth_tokens SET revoked_at = $${n + 1} WHERE revoked_at IS NULL AND ${where} RETURNING 1)
     SELECT pg_notify($${n + 2}, $${n + 3}) FROM (SELECT 1 FROM revoked LIMIT 1) AS any_revoked`,
    [...params, new Date(), TOKEN_REVOKED_CHANNEL, key],
  );
  revokedLocally(key);
}

/** Logout: the token and, for a member, every token of its family. */
export async function revokeFamily(db: Db, auth: Auth): Promise<void> {
  await revoke(db, familyRevocation(auth), '(id = $1 OR ($2::text IS NOT NULL AND refresh_hash = $2))', [auth.tokenId, auth.refreshHash]);
}

/** Every token of a member (password reset, deletion); `keepFamily` spares the caller's own session. */
export async function revokeUserTokens(db: Db, userId: number, keepFamily: string | null = null): Promise<void> {
  await revoke(db, userRevocation(userId), 'user_id = $1 AND ($2::text IS NULL OR refresh_hash IS DISTINCT FROM $2)', [userId, keepFamily]);
}
