/**
 * Whose answers the worker keeps (pure: tested in tests/unit/pwa/owner.test.ts).
 *
 * The page tells the worker who is logged in and with which access token (src/elements/member-app/
 * pwa.ts, on load and on every change of the session: login, refresh, logout, another tab). The
 * worker keeps the member and the hashes of their last few tokens (never a token itself), and keeps
 * or serves an API answer only for a request whose Authorization is one of those:
 * - another member's token, a token the page never announced, or no token: network only, nothing
 *   kept, nothing served from the device (whoever asks, they never see the previous member's data);
 * - a new member (or nobody): every kept answer of the previous member is deleted first; so is it
 *   when a token the worker does not know asks for another member's own timeline (`isStranger`:
 *   another member uses this device, and the page has not said so yet);
 * - a refreshed token of the same member joins the list (the older ones stay usable offline: the
 *   page may still hold one while the refresh is under way).
 */
import { API_CACHE_PREFIX } from '@/lib/pwa';

export interface Owner {
  member: number;
  /** SHA-256 of the member's recent access tokens, newest first. */
  tokens: string[];
}

/** How many of the member's tokens are recognised (each refresh adds one). */
export const MAX_TOKENS = 4;

/** The owner after the page said who is logged in; `wipe`: the previous member's answers go. */
export function afterSession(owner: Owner | null, member: number | null, tokenHash: string | null): { owner: Owner | null; wipe: boolean } {
  if (member === null || tokenHash === null) return { owner: null, wipe: true };
  if (owner?.member === member) {
    return { owner: { member, tokens: [tokenHash, ...owner.tokens.filter((t) => t !== tokenHash)].slice(0, MAX_TOKENS) }, wipe: false };
  }
  return { owner: { member, tokens: [tokenHash] }, wipe: true };
}

/**
 * The member whose kept answers this request may read and write: the owner when the request carries
 * one of their tokens and its path names them or nobody; else null.
 */
export function memberFor(owner: Owner | null, tokenHash: string | null, pathMember: number | null): number | null {
  if (!owner || !tokenHash || !owner.tokens.includes(tokenHash)) return null;
  if (pathMember !== null && pathMember !== owner.member) return null;
  return owner.member;
}

/**
 * Offline, for a request without a token that names its member (the page reloaded offline: no access
 * token can be had): the owner's kept answers when the named member is the owner and the path names
 * them or nobody; else null.
 */
export function ownerCacheFor(owner: Owner | null, namedMember: string | null, pathMember: number | null): string | null {
  if (!owner || namedMember === null || Number(namedMember) !== owner.member) return null;
  if (pathMember !== null && pathMember !== owner.member) return null;
  return apiCacheName(owner.member);
}

/**
 * Another member is using this device: a token the worker does not know asks for a path only its
 * own member asks for (their timeline), naming someone other than the owner. The owner's answers go
 * at once, before the page says who is logged in.
 */
export function isStranger(owner: Owner | null, tokenHash: string | null, ownPathMember: number | null): boolean {
  return !!owner && !!tokenHash && ownPathMember !== null && ownPathMember !== owner.member && !owner.tokens.includes(tokenHash);
}

/** The cache of a member's answers. */
export const apiCacheName = (member: number) => `${API_CACHE_PREFIX}${member}`;

/** The API caches to delete when `keep` is the owner (all of them when nobody is). */
export function staleApiCaches(names: readonly string[], keep: number | null): string[] {
  return names.filter((n) => n.startsWith(API_CACHE_PREFIX) && (keep === null || n !== apiCacheName(keep)));
}

export function isOwner(value: unknown): value is Owner {
  if (!value || typeof value !== 'object') return false;
  const { member, tokens } = value as Record<string, unknown>;
  return typeof member === 'number' && Array.isArray(tokens) && tokens.every((t) => typeof t === 'string');
}

/** SHA-256 (hex) of the bearer token of an Authorization header; null without one. */
export async function tokenHash(authorizationOrToken: string | null): Promise<string | null> {
  const token = authorizationOrToken?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
