// The limiter's rule and both stores: the in-process one and the database one that several API
// processes share (here on PGlite; `npm run test:pg` runs it on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '../../../server/db/client';
import { openFromTemplate } from '../../../server/db/template';
import { createPgDatabase } from '../../../server/db/test-databases';
import { DbLimiter, LIMITS, MemoryLimiter, decide, type RateLimiter } from '../../../server/http/rate-limit';

const MIN = 60_000;

describe('decide', () => {
  it('a window allows max events, then waits for the oldest that counts to leave the window', () => {
    const limit = { max: 3, windowMs: 10 * MIN };
    expect(decide([0, 1000], limit, 2000)).toEqual({ ok: true, retryAfter: 0 });
    expect(decide([0, 1000, 2000], limit, 3000)).toEqual({ ok: false, retryAfter: 597 });
  });

  it('progressive: 5 free, then one try after 1, 2, 4, 8, 15, 15 minutes', () => {
    const l = LIMITS.loginPerAccount;
    const times = [0, 1, 2, 3, 4].map((i) => i * 1000);
    expect(decide(times.slice(0, 4), l, 5000).ok).toBe(true);
    const waits: number[] = [];
    let t = 4000;
    for (let extra = 0; extra < 6; extra++) {
      const locked = decide(times, l, t + 1);
      expect(locked.ok).toBe(false);
      waits.push(Math.round(locked.retryAfter / 60));
      t += locked.retryAfter * 1000;
      expect(decide(times, l, t).ok).toBe(true); // the door opens once the wait is over
      times.push(t); // ... and that try was wrong again
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });
});

let pgDb: Db;
beforeAll(async () => {
  const pgTemplate = inject('pgTemplate');
  pgDb = pgTemplate ? await createPgDatabase(pgTemplate.adminUrl, pgTemplate.name) : await openFromTemplate(inject('templateFile'));
});
afterAll(() => pgDb?.close());

describe.each([
  ['MemoryLimiter', (now: () => number) => new MemoryLimiter(now)],
  ['DbLimiter', (now: () => number) => new DbLimiter(pgDb, now)],
] as const)('%s', (name, make) => {
  let now = 1_700_000_000_000;
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = make(() => now);
  });

  it('reserves atomically: 40 parallel consumes of a 5-limit get exactly 5', async () => {
    const key = `${name}:burst`;
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(key, { max: 5, windowMs: MIN })));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => r.retryAfter === 60)).toBe(true);
  });

  it('release gives one reservation back; clear gives all back; the window slides', async () => {
    const key = `${name}:release`;
    const limit = { max: 2, windowMs: MIN };
    const a = await limiter.consume(key, limit);
    await limiter.consume(key, limit);
    expect((await limiter.check(key, limit)).ok).toBe(false);
    await a.release();
    expect((await limiter.check(key, limit)).ok).toBe(true);
    expect((await limiter.consume(key, limit)).ok).toBe(true);
    await limiter.clear(key);
    expect((await limiter.consume(key, limit)).ok).toBe(true);
    expect((await limiter.consume(key, limit)).ok).toBe(true);
    expect((await limiter.consume(key, limit)).ok).toBe(false);
    now += MIN + 1;
    expect((await limiter.consume(key, limit)).ok).toBe(true);
  });

  it('progressive lock-out over real reservations', async () => {
    const key = `${name}:progressive`;
    for (let i = 0; i < 5; i++) expect((await limiter.consume(key, LIMITS.loginPerAccount)).ok).toBe(true);
    const locked = await limiter.consume(key, LIMITS.loginPerAccount);
    expect(locked).toMatchObject({ ok: false, retryAfter: 60 });
    now += 60_000;
    expect((await limiter.consume(key, LIMITS.loginPerAccount)).ok).toBe(true);
    expect((await limiter.consume(key, LIMITS.loginPerAccount)).retryAfter).toBe(120);
  });
});
