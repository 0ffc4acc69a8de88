// The chat_events reader's floor (server/realtime/floor.ts): it moves over seqs handled in a row, waits
// at a missing one (a late commit) and gives it up after the timeout.
import { expect, it } from 'vitest';
import { advanceFloor } from '../../../server/realtime/floor';

it('moves over handled seqs in a row; stops at a gap, then passes it once it is older than the timeout', () => {
  const seen = new Set([1, 2, 4, 5]);
  const gaps = new Map<number, number>();
  expect(advanceFloor(0, seen, gaps, 1_000, 10_000)).toBe(2);
  expect([...gaps.keys()]).toEqual([3]);
  expect([...seen]).toEqual([4, 5]);
  // Still missing before the timeout: the floor waits.
  expect(advanceFloor(2, seen, gaps, 5_000, 10_000)).toBe(2);
  // The late row arrives: everything is handled.
  seen.add(3);
  expect(advanceFloor(2, seen, new Map(gaps), 6_000, 10_000)).toBe(5);
  // Never arrives: given up after the timeout, and the floor moves on.
  const seen2 = new Set([7]);
  const gaps2 = new Map<number, number>();
  expect(advanceFloor(5, seen2, gaps2, 0, 10_000)).toBe(5);
  expect(advanceFloor(5, seen2, gaps2, 10_001, 10_000)).toBe(7);
  expect(gaps2.size).toBe(0);
});
