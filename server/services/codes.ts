/**
 * Six-digit codes e-mailed for e-mail verification and password reset. Only a hash is stored; a new
 * code replaces the previous one; each code survives CODE_MAX_ATTEMPTS wrong tries (an attempt is
 * reserved atomically before comparing, so parallel guesses cannot exceed it), then it is burnt and
 * answers 429 until a new one is requested. Tries also count per client IP (reserved before the
 * comparison, given back when the code is right).
 * Expiry uses the real time.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { HttpError, rateLimited } from '../http/errors';
import { CODE_MAX_ATTEMPTS, LIMITS, type RateLimiter } from '../http/rate-limit';

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MINUTES: Record<CodePurpose, number> = { verify: 24 * 60, reset: 30 };

const hashCode = (userId: number, purpose: CodePurpose, code: string) => createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');

export const invalidCode = () => new HttpError(400, 'invalid_code', 'Code is invalid. Please try again.');

/** Creates a new code for the member (replacing any earlier one) and returns it. */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE verification_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose, now]);
    await tx.query('INSERT INTO verification_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4)', [
      userId,
      purpose,
      hashCode(userId, purpose, code),
      new Date(now.getTime() + CODE_TTL_MINUTES[purpose] * 60_000),
    ]);
  });
  return code;
}

export interface CheckCodeInput {
  /** null when the e-mail matched no account: the try still counts against the IP. */
  userId: number | null;
  purpose: CodePurpose;
  code: string;
  ip: string;
}

/** Consumes the member's current code when `code` matches it; throws 400 invalid_code or 429. */
export async function consumeCode(db: Db, limiter: RateLimiter, { userId, purpose, code, ip }: CheckCodeInput): Promise<void> {
  // Reserve the try on the IP's counter before comparing (parallel guesses cannot exceed it); a
  // right code gives it back.
  const ipTry = await limiter.consume(`code:ip:${ip}`, LIMITS.codePerIp);
  if (!ipTry.ok) throw rateLimited(ipTry.retryAfter);
  if (userId === null) throw invalidCode();

  const { rows } = await db.query<{ id: number; attempts: number; code_hash: string }>(
    `SELECT id, attempts, code_hash FROM verification_codes
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      ORDER BY id DESC LIMIT 1`,
    [userId, purpose, new Date()],
  );
  const current = rows[0];
  if (!current) throw invalidCode();

  const reserved = await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts', [
    current.id,
    CODE_MAX_ATTEMPTS,
  ]);
  if (!reserved.rows.length) throw rateLimited(60, 'Too many wrong codes. Please request a new code.');

  const want = Buffer.from(current.code_hash, 'hex');
  const got = Buffer.from(hashCode(userId, purpose, code), 'hex');
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw invalidCode();

  const used = await db.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [current.id, new Date()]);
  if (!used.rows.length) throw invalidCode();
  await ipTry.release();
}
