// The realtime chat token (server/chat/jwt.ts): HS256 JWTs the gateway verifies.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_TOKEN_TTL_SECONDS, signChatToken, verifyChatToken } from '../../../server/chat/jwt';
import { loadConfig } from '../../../server/config';

const SECRET = 'a-chat-secret-of-enough-length-0123456789';
const NOW = new Date('2026-03-01T12:00:00Z');
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const signed = (header: unknown, payload: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

describe('chat tokens', () => {
  it('signs {user_id: string, iat, exp: +1 h} with HS256 and verifies it back', () => {
    const token = signChatToken(SECRET, 42, NOW);
    const [header, payload] = token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ user_id: '42', iat: NOW.getTime() / 1000, exp: NOW.getTime() / 1000 + CHAT_TOKEN_TTL_SECONDS });
    expect(verifyChatToken(SECRET, token, NOW)).toEqual({ userId: 42 });
    expect(verifyChatToken(SECRET, token, new Date(NOW.getTime() + 3_599_000))).toEqual({ userId: 42 });
  });

  it('refuses expired, tampered, foreign, unsigned and malformed tokens', () => {
    const token = signChatToken(SECRET, 42, NOW);
    expect(verifyChatToken(SECRET, token, new Date(NOW.getTime() + 3_600_000))).toBeNull();
    expect(verifyChatToken('another-secret', token, NOW)).toBeNull();
    const [h, , sig] = token.split('.');
    expect(verifyChatToken(SECRET, `${h}.${b64({ user_id: '1', exp: 9e9 })}.${sig}`, NOW)).toBeNull();
    expect(verifyChatToken(SECRET, `${b64({ alg: 'none' })}.${b64({ user_id: '42', exp: 9e9 })}.`, NOW)).toBeNull();
    expect(verifyChatToken(SECRET, signed({ alg: 'none' }, { user_id: '42', exp: 9e9 }), NOW)).toBeNull();
    expect(verifyChatToken(SECRET, signed({ alg: 'HS256' }, { user_id: '42' }), NOW)).toBeNull();
    expect(verifyChatToken(SECRET, signed({ alg: 'HS256' }, { user_id: 'abc', exp: 9e9 }), NOW)).toBeNull();
    expect(verifyChatToken(SECRET, signed({ alg: 'HS256' }, { user_id: '0', exp: 9e9 }), NOW)).toBeNull();
    expect(verifyChatToken(SECRET, signed({ alg: 'HS256' }, { user_id: '7', exp: 9e9 }), NOW)).toEqual({ userId: 7 });
    for (const bad of ['', 'a.b', 'a.b.c.d', '***.***.***', `${token}x`]) expect(verifyChatToken(SECRET, bad, NOW)).toBeNull();
  });

  it('config: CHAT_TOKEN_SECRET, else derived from the media secret (stable, not the media secret itself)', () => {
    const base = { APP_ENV: 'test', DATABASE_URL: 'memory://', MEDIA_SECRET: 'm'.repeat(40) };
    const derived = loadConfig(base).chatTokenSecret;
    expect(derived).toBe(loadConfig(base).chatTokenSecret);
    expect(derived).not.toBe(base.MEDIA_SECRET);
    expect(loadConfig({ ...base, CHAT_TOKEN_SECRET: 'c'.repeat(40) }).chatTokenSecret).toBe('c'.repeat(40));
    expect(() => loadConfig({ ...base, APP_ENV: 'production', PUBLIC_URL: 'https://x.example', CHAT_TOKEN_SECRET: 'short' })).toThrow(/CHAT_TOKEN_SECRET/);
  });
});
