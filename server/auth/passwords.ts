/**
 * Password hashing with scrypt (node:crypto). Stored format:
 *   scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
 * The cost travels with each hash, so SCRYPT_N can change without breaking existing passwords;
 * `needsRehash` tells when a hash should be upgraded to the current cost (done at login).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Memory scrypt needs for N and r, with headroom. */
const maxmem = (n: number, r: number) => 128 * n * r * 2 + 1024 * 1024;

export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: maxmem(n, R) });
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n > 2 ** 20 || r > 32 || p > 16) return null;
  return { n, r, p, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

/** A hash of a random password: verified against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | null = null;
function dummyHash(n: number): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'), n);
  return dummy;
}

/**
 * Checks `password` against `stored` in constant time. With `stored` null (unknown account) a dummy
 * hash is checked so the response takes as long, and false is returned.
 */
export async function verifyPassword(password: string, stored: string | null, n: number): Promise<boolean> {
  const parsed = parse(stored ?? (await dummyHash(n)));
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, {
    N: parsed.n,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.n, parsed.r),
  });
  return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with another cost than `n` (or is unreadable). */
export function needsRehash(stored: string, n: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== n || parsed.r !== R || parsed.p !== P;
}
