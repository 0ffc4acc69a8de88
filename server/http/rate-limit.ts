/**
 * In-memory sliding-window counters for failures (login, codes) and actions (resend). Real time
 * only. One process holds its own counters; behind several processes, put a shared store behind the
 * same interface.
 */
export interface Limit {
  /** How many events are allowed inside the window. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** False when `max` events already happened inside the window. */
  ok: boolean;
  /** Seconds until one more event is allowed (0 when ok). */
  retryAfter: number;
}

export class RateLimiter {
  private readonly events = new Map<string, number[]>();
  private ops = 0;

  /**
   * @param horizonMs the longest window in use: keys idle for longer are swept.
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly horizonMs = 60 * 60_000,
  ) {}

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const list = (this.events.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  /** Would one more event be allowed? */
  check(key: string, limit: Limit): LimitState {
    const list = this.recent(key, limit.windowMs);
    if (list.length < limit.max) return { ok: true, retryAfter: 0 };
    const oldestThatCounts = list[list.length - limit.max];
    return { ok: false, retryAfter: Math.max(1, Math.ceil((oldestThatCounts + limit.windowMs - this.now()) / 1000)) };
  }

  /** Records one event. */
  record(key: string): void {
    const list = this.events.get(key) ?? [];
    list.push(this.now());
    this.events.set(key, list);
    if (++this.ops % 1000 === 0) this.sweep();
  }

  /** Checks, and records when allowed (for actions that are limited whether or not they succeed). */
  consume(key: string, limit: Limit): LimitState {
    const state = this.check(key, limit);
    if (state.ok) this.record(key);
    return state;
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  reset(): void {
    this.events.clear();
  }

  /** Drops keys with nothing inside the horizon. */
  private sweep(): void {
    const since = this.now() - this.horizonMs;
    for (const [key, list] of this.events) if (!list.some((t) => t > since)) this.events.delete(key);
  }
}

const MINUTE = 60_000;

/** The limits of docs/api.md "Rate limits". */
export const LIMITS = {
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  codePerIp: { max: 10, windowMs: 15 * MINUTE },
  resendPerAccount: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Wrong tries a single code survives; the next try finds it burnt. */
export const CODE_MAX_ATTEMPTS = 5;
