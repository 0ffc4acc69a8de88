/**
 * When an access token counts as expired: this long before `expires_in` runs out (spec §4). Its own
 * module so the loader (src/elements/first-paint-request.ts) reads the same rule without the HTTP client.
 */
export const EXPIRY_MARGIN_MS = 60_000;

/** True from 60 s before expiry on (and for missing tokens). */
export function isExpiring(tokens: { expiresAt: number } | null, now: number = Date.now()): boolean {
  return !tokens || now >= tokens.expiresAt - EXPIRY_MARGIN_MS;
}
