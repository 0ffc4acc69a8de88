/**
 * The business clock: the server's notion of "now" for business rules (event day, 30/45/60-day
 * rules, challenge dates). `POST /dev/clock` moves it; it keeps ticking from the time it was set.
 * Tokens, codes and rate limits deliberately use the real time (`Date.now()`), never this clock.
 */
export interface Clock {
  now(): Date;
  /** Moves "now" to `at` (it keeps ticking from there); null returns to the real time. */
  set(at: Date | null): void;
  /** True while the clock is moved away from the real time. */
  readonly overridden: boolean;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offset: number | null = null;
  return {
    now: () => new Date(realNow() + (offset ?? 0)),
    set(at) {
      offset = at === null ? null : at.getTime() - realNow();
    },
    get overridden() {
      return offset !== null;
    },
  };
}
