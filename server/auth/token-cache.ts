/**
 * Bearer tokens resolved from memory: a lookup is kept for at most TOKEN_CACHE_TTL_MS (and never
 * past the token's own expiry), in an LRU of at most TOKEN_CACHE_MAX entries (one cache per
 * database: revocations.ts).
 *
 * What keeps revocation immediate, here:
 * - `revoke(key)` drops the matching entries at once, and for the next TTL no lookup of them is
 *   kept (a tombstone): a lookup racing the revoking transaction, which may still read the row as
 *   valid until that transaction commits, is not cached;
 * - a lookup that started before any revocation or `clear()` (a generation counter) is not kept;
 * - while `source.live()` is false (the process cannot hear other processes' revocations)
 *   nothing is served or kept; a hit is served only after `sync()` (revocations.ts).
 *
 * Revocations are named `u:<user id>`, `f:<refresh hash>` (a login's family) or `t:<token id>`
 * (a client-credentials token).
 */
import type { Auth } from '../http/context';

export const TOKEN_CACHE_TTL_MS = 60_000;
export const TOKEN_CACHE_MAX = 10_000;
/** More tombstones than this at once: caching pauses for a TTL instead of tracking them. */
const TOMBSTONES_MAX = 10_000;

export type Revocation = `u:${number}` | `f:${string}` | `t:${number}`;

export const userRevocation = (userId: number): Revocation => `u:${userId}`;
/** The family of `auth` when it has one, else the token itself. */
export const familyRevocation = (auth: Pick<Auth, 'tokenId' | 'refreshHash'>): Revocation =>
  auth.refreshHash !== null ? `f:${auth.refreshHash}` : `t:${auth.tokenId}`;

const keysOf = (auth: Auth): Revocation[] => [
  `t:${auth.tokenId}`,
  ...(auth.userId !== null ? [userRevocation(auth.userId)] : []),
  ...(auth.refreshHash !== null ? [`f:${auth.refreshHash}` as const] : []),
];

interface Entry {
  auth: Auth;
  /** Date.now() after which the entry is not served: min(cached + TTL, access_expires_at). */
  until: number;
}

/** Where revocations from other processes come from (revocations.ts). */
export interface RevocationSource {
  /** False: revocations may be missed right now (the listening connection is down). */
  live(): boolean;
  /** Resolves once every revocation committed before the call has reached this cache. */
  sync(): Promise<void>;
}

export interface TokenCacheOptions {
  ttlMs?: number;
  max?: number;
  /** The clock (real time; tests move it). */
  now?: () => number;
}

export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tombstones = new Map<Revocation, number>();
  private pausedUntil = 0;
  private generation = 0;
  private readonly ttl: number;
  private readonly max: number;
  private readonly now: () => number;

  /** While `source.live()` is false nothing is served or kept. */
  constructor(
    private readonly source: RevocationSource,
    options: TokenCacheOptions = {},
  ) {
    this.ttl = options.ttlMs ?? TOKEN_CACHE_TTL_MS;
    this.max = options.max ?? TOKEN_CACHE_MAX;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(hash: string): Auth | null {
    if (!this.source.live()) return null;
    const entry = this.entries.get(hash);
    if (!entry) return null;
    this.entries.delete(hash);
    if (entry.until <= this.now()) return null;
    this.entries.set(hash, entry); // most recently used last
    return entry.auth;
  }

  /** Resolves when the cache knows every revocation committed before the call (false: it cannot tell now). */
  sync(): Promise<boolean> {
    return this.source.sync().then(
      () => true,
      () => false,
    );
  }

  /** Marks the start of a database lookup; pass it to `set`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a lookup made since `begin()`, unless something was revoked or lost meanwhile. */
  set(hash: string, auth: Auth, expiresAt: Date, started: number): void {
    const now = this.now();
    if (started !== this.generation || !this.source.live() || now < this.pausedUntil) return;
    if (keysOf(auth).some((key) => (this.tombstones.get(key) ?? 0) > now)) return;
    const until = Math.min(now + this.ttl, expiresAt.getTime());
    if (until <= now) return;
    this.entries.delete(hash);
    this.entries.set(hash, { auth, until });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops the entries `key` names and keeps no lookup of them for a TTL. */
  revoke(key: Revocation): void {
    this.generation++;
    const now = this.now();
    for (const [k, until] of this.tombstones) if (until <= now) this.tombstones.delete(k);
    if (this.tombstones.size >= TOMBSTONES_MAX) {
      this.tombstones.clear();
      this.clear();
      this.pausedUntil = now + this.ttl;
      return;
    }
    this.tombstones.set(key, now + this.ttl);
    for (const [hash, entry] of this.entries) if (keysOf(entry.auth).includes(key)) this.entries.delete(hash);
  }

  /** Drops everything (notifications may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
