/**
 * Opaque OAuth tokens. Only SHA-256 hashes are stored. A password login creates a token family
 * (refresh.ts: its refresh tokens rotate); every access token the family issues carries the family's
 * key in `refresh_hash` (the hash of its first refresh token). Revoking revokes the whole family:
 * its access tokens and every refresh token of it. Expiry uses the real time, never the business clock.
 *
 * Lookups are served from memory for up to a minute (token-cache.ts); every revocation goes
 * through `revokeFamily` / `revokeFamilyKey` / `revokeUserTokens`, which NOTIFY other processes in the same statement
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
export const newToken = () => randomBytes(32).toString('base64url');

/** A new access token; `refreshHash` is the family's key (null for a client-credentials token). */
export async function insertAccess(
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
 * Sets `revoked_at` on the access tokens `tokens` selects and the refresh tokens `refresh` selects and,
 * when an access token changed, NOTIFYs the processes in the same statement (so in the same
 * transaction: delivered on commit, never on rollback). Refresh tokens are never cached.
 */
async function revoke(db: Db, key: Revocation, where: { tokens: string; refresh: string }, params: unknown[]): Promise<void> {
  const n = params.length;
  await db.query(
    `WITH revoked AS (UPDATE oauth_tokens SET revoked_at = $${n + 1} WHERE revoked_at IS NULL AND ${where.tokens} RETURNING 1),
          refresh AS (UPDATE oauth_refresh_tokens SET revoked_at = $${n + 1} WHERE revoked_at IS NULL AND ${where.refresh} RETURNING 1)
     SELECT pg_notify($${n + 2}, $${n + 3}) FROM (SELECT 1 FROM revoked LIMIT 1) AS any_revoked`,
    [...params, new Date(), TOKEN_REVOKED_CHANNEL, key],
  );
  revokedLocally(key);
}

/** Logout: the token and, for a member, its whole family (access and refresh tokens). */
export async function revokeFamily(db: Db, auth: Auth): Promise<void> {
  await revoke(
    db,
    familyRevocation(auth),
    { tokens: '(id = $1 OR ($2::text IS NOT NULL AND refresh_hash = $2))', refresh: '$2::text IS NOT NULL AND family = $2' },
    [auth.tokenId, auth.refreshHash],
  );
}

/** A whole family by its key (a reused refresh token, a logout through the cookie). */
export async function revokeFamilyKey(db: Db, family: string): Promise<void> {
  await revoke(db, `f:${family}`, { tokens: 'refresh_hash = $1', refresh: 'family = $1' }, [family]);
}

/** Every token of a member (password change and reset, deletion); `keepFamily` spares the caller's own session. */
export async function revokeUserTokens(db: Db, userId: number, keepFamily: string | null = null): Promise<void> {
  await revoke(
    db,
    userRevocation(userId),
    {
      tokens: 'user_id = $1 AND ($2::text IS NULL OR refresh_hash IS DISTINCT FROM $2)',
      refresh: 'user_id = $1 AND ($2::text IS NULL OR family <> $2)',
    },
    [userId, keepFamily],
  );
}
