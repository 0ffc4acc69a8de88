/**
 * Token revocation across processes. Each database gets one token cache (token-cache.ts); on
 * PostgreSQL it LISTENs on TOKEN_REVOKED_CHANNEL through the Db's dedicated listener (db/notify.ts)
 * and drops what any process revokes. While that connection is down the cache is not used, and it
 * is emptied when the connection comes back (notifications may have been missed).
 *
 * The revoking statement NOTIFYs in its own transaction (tokens.ts) and `revokedLocally` drops the
 * same entries from every cache of this process at once. PostgreSQL signals every listener at
 * commit, but each hears it a moment later: so a token served from memory is first `sync`ed (one
 * round trip on the listening connection, shared by concurrent requests; no SQL, no pooled
 * connection), after which every revocation committed before the request is known here.
 */
import type { Db } from '../db/client';
import type { Subscription } from '../db/notify';
import { TokenCache, type Revocation } from './token-cache';

export const TOKEN_REVOKED_CHANNEL = 'rwb_token_revoked';

const caches = new WeakMap<Db, TokenCache>();
const everyCache = new Set<WeakRef<TokenCache>>();

const isRevocation = (payload: string): payload is Revocation => /^(u:\d+|t:\d+|f:[0-9a-f]{1,128})$/.test(payload);

/** The cache for `db` (made on first use; on PostgreSQL it starts listening for revocations). */
export function tokenCacheFor(db: Db): TokenCache {
  const existing = caches.get(db);
  if (existing) return existing;
  let cache: TokenCache;
  if (db.listen) {
    let subscription: Subscription | null = null;
    cache = new TokenCache({ live: () => subscription?.live ?? false, sync: () => subscription!.sync() });
    subscription = db.listen(TOKEN_REVOKED_CHANNEL, {
      message: (payload) => (isRevocation(payload) ? cache.revoke(payload) : cache.clear()),
      gap: () => cache.clear(),
    });
  } else {
    // Nothing to hear from other processes: only a single-process engine may cache.
    cache = new TokenCache({ live: () => db.kind === 'pglite', sync: () => Promise.resolve() });
  }
  caches.set(db, cache);
  everyCache.add(new WeakRef(cache));
  return cache;
}

/**
 * A revocation this process made: dropped from every cache here at once (the revoking
 * transaction may be on another Db object than the cache's). Other processes hear the NOTIFY.
 */
export function revokedLocally(key: Revocation): void {
  for (const ref of everyCache) {
    const cache = ref.deref();
    if (cache) cache.revoke(key);
    else everyCache.delete(ref);
  }
}
