/**
 * Chat tokens: the JWT the stream-chat SDK sends (raw, no "Bearer") to the realtime gateway
 * (server/realtime/) on its socket and HTTP calls. HS256 with the server's chat secret, claims
 * `{user_id: "<numeric id as a string>", iat, exp}`; short-lived: the SDK's token provider fetches a
 * new one when the gateway answers code 40. Only the server verifies it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a chat token. */
export const CHAT_TOKEN_TTL_SECONDS = 60 * 60;

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const seconds = (now: Date | number) => Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000);

function sign(secret: string, input: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signChatToken(secret: string, userId: number | string, now: Date | number = Date.now()): string {
  const iat = seconds(now);
  const payload = b64url(JSON.stringify({ user_id: String(userId), iat, exp: iat + CHAT_TOKEN_TTL_SECONDS }));
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(secret, input)}`;
}

/** The token's user when it is well formed, signed with `secret` (HS256 only) and not expired at `now`; else null. */
export function verifyChatToken(secret: string, token: string, now: Date | number = Date.now()): { userId: number } | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (h.alg !== 'HS256') return null;
    const expected = Buffer.from(sign(secret, `${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: unknown; exp?: unknown };
    if (typeof claims.exp !== 'number' || claims.exp <= seconds(now)) return null;
    if (typeof claims.user_id !== 'string' || !/^[1-9][0-9]{0,9}$/.test(claims.user_id)) return null;
    const userId = Number(claims.user_id);
    return userId <= 2_147_483_647 ? { userId } : null;
  } catch {
    return null;
  }
}
