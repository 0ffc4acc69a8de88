/**
 * Rate limits that hold under parallel requests and across processes. A caller RESERVES an attempt
 * before the expensive or guessable check (`consume`), and gives it back when the attempt should not
 * count (`release`, e.g. a right password). Two stores share one decision rule (`decide`):
 * - `MemoryLimiter`: one process (PGlite, tests); atomic because nothing awaits between read and write.
 * - `DbLimiter`: PostgreSQL, so N API processes share the counters; each reservation is one
 *   transaction holding an advisory lock on the key, so parallel requests on any process serialise.
 * Times are the real clock (`now` injectable for tests), never the business clock of /dev/clock.
 */
import type { Db } from '../db/client';

/** At most `max` events inside a sliding window of `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Progressive: `max` events inside `windowMs` are free; after that one more attempt is allowed each
 * time a delay has passed since the last one, the delay doubling from `baseDelayMs` up to
 * `maxDelayMs`. Clearing the key (a success, an e-mailed reset) starts over.
 */
export interface ProgressiveLimit extends WindowLimit {
  baseDelayMs: number;
  maxDelayMs: number;
}

export type Limit = WindowLimit | ProgressiveLimit;

export interface LimitState {
  /** False when the limit is reached. */
  ok: boolean;
  /** Seconds until one more attempt is allowed (0 when ok). */
  retryAfter: number;
}

export interface Reservation extends LimitState {
  /** Gives the reserved attempt back (no-op when nothing was reserved). */
  release(): Promise<void>;
}

export interface RateLimiter {
  /** Reserves one attempt when the limit allows it. */
  consume(key: string, limit: Limit): Promise<Reservation>;
  /** Would one more attempt be allowed? (reserves nothing) */
  check(key: string, limit: Limit): Promise<LimitState>;
  clear(key: string): Promise<void>;
  reset(): Promise<void>;
}

const isProgressive = (limit: Limit): limit is ProgressiveLimit => 'baseDelayMs' in limit;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The one rule: given the times (ascending, ms) of the key's events inside the window. */
export function decide(times: readonly number[], limit: Limit, now: number): LimitState {
  if (times.length < limit.max) return { ok: true, retryAfter: 0 };
  if (isProgressive(limit)) {
    const over = times.length - limit.max; // 0 for the first lock
    const delay = Math.min(limit.maxDelayMs, limit.baseDelayMs * 2 ** Math.min(over, 30));
    const openAt = times[times.length - 1] + delay;
    return openAt <= now ? { ok: true, retryAfter: 0 } : { ok: false, retryAfter: seconds(openAt - now) };
  }
  const oldestThatCounts = times[times.length - limit.max];
  return { ok: false, retryAfter: seconds(oldestThatCounts + limit.windowMs - now) };
}

const noop = async () => {};

export class MemoryLimiter implements RateLimiter {
  private readonly events = new Map<string, Array<{ at: number; id: number }>>();
  private nextId = 1;
  private ops = 0;

  /** @param horizonMs the longest window in use: keys idle for longer are swept. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly horizonMs = 24 * 60 * 60_000,
  ) {}

  private recent(key: string, windowMs: number) {
    const since = this.now() - windowMs;
    const list = (this.events.get(key) ?? []).filter((e) => e.at > since);
    if (list.length) this.events.set(key, list);
    else this.events.delete(key);
    return list;
  }

  async check(key: string, limit: Limit): Promise<LimitState> {
    return decide(this.recent(key, limit.windowMs).map((e) => e.at), limit, this.now());
  }

  async consume(key: string, limit: Limit): Promise<Reservation> {
    const list = this.recent(key, limit.windowMs);
    const state = decide(list.map((e) => e.at), limit, this.now());
    if (!state.ok) return { ...state, release: noop };
    const id = this.nextId++;
    this.events.set(key, [...list, { at: this.now(), id }]);
    if (++this.ops % 1000 === 0) this.sweep();
    return {
      ...state,
      release: async () => {
        const left = (this.events.get(key) ?? []).filter((e) => e.id !== id);
        if (left.length) this.events.set(key, left);
        else this.events.delete(key);
      },
    };
  }

  async clear(key: string): Promise<void> {
    this.events.delete(key);
  }

  async reset(): Promise<void> {
    this.events.clear();
  }

  private sweep(): void {
    const since = this.now() - this.horizonMs;
    for (const [key, list] of this.events) if (!list.some((e) => e.at > since)) this.events.delete(key);
  }
}

/** Counters in the `rate_limit_events` table (migration 004), shared by every process on the database. */
export class DbLimiter implements RateLimiter {
  private ops = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly horizonMs = 24 * 60 * 60_000,
  ) {}

  private async times(tx: Db, key: string, windowMs: number, now: number): Promise<number[]> {
    const { rows } = await tx.query<{ at: Date }>('SELECT at FROM rate_limit_events WHERE key = $1 AND at > $2 ORDER BY at, id', [key, new Date(now - windowMs)]);
    return rows.map((r) => r.at.getTime());
  }

  async check(key: string, limit: Limit): Promise<LimitState> {
    const now = this.now();
    return decide(await this.times(this.db, key, limit.windowMs, now), limit, now);
  }

  async consume(key: string, limit: Limit): Promise<Reservation> {
    const now = this.now();
    const reserved = await this.db.transaction(async (tx) => {
      // Serialises reservations of this key across connections and processes until commit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7))', [key]);
      const state = decide(await this.times(tx, key, limit.windowMs, now), limit, now);
      if (!state.ok) return { state, id: null };
      const { rows } = await tx.query<{ id: number }>('INSERT INTO rate_limit_events (key, at) VALUES ($1, $2) RETURNING id', [key, new Date(now)]);
      return { state, id: rows[0].id };
    });
    if (++this.ops % 500 === 0) await this.sweep();
    const { id } = reserved;
    return {
      ...reserved.state,
      release: id === null ? noop : async () => void (await this.db.query('DELETE FROM rate_limit_events WHERE id = $1', [id])),
    };
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_events WHERE key = $1', [key]);
  }

  async reset(): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_events');
  }

  private async sweep(): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_events WHERE at < $1', [new Date(this.now() - this.horizonMs)]);
  }
}

/** PostgreSQL (possibly several processes) shares counters in the database; PGlite is one process. */
export function createLimiter(db: Db): RateLimiter {
  return db.kind === 'postgres' ? new DbLimiter(db) : new MemoryLimiter();
}

/** The counter of wrong passwords of one account (cleared by a right password or an e-mailed reset). */
export const loginAccountKey = (email: string) => `login:acct:${email.trim().toLowerCase()}`;

const MINUTE = 60_000;

/** The limits of docs/api.md "Rate limits". */
export const LIMITS = {
  /** 5 wrong passwords, then one try after 1, 2, 4, 8, 15, 15… minutes; a right password or a reset clears it. */
  loginPerAccount: { max: 5, windowMs: 24 * 60 * MINUTE, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE },
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  codePerIp: { max: 10, windowMs: 15 * MINUTE },
  resendPerAccount: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Checks of the current password before a password or e-mail change. */
  currentPassword: { max: 5, windowMs: 15 * MINUTE },
  /** Reading other members' profiles: a person browses a few a minute, a harvesting script hundreds. */
  profileReadsPerMinute: { max: 30, windowMs: MINUTE },
  profileReadsPerHour: { max: 300, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Wrong tries a single code survives; the next try finds it burnt. */
export const CODE_MAX_ATTEMPTS = 5;
