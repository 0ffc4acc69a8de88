/**
 * The chat_events reader's floor (gateway.ts): every seq at or below it has been handled. Seqs are
 * handled out of order (a transaction commits late), so the floor moves over the handled ones in a
 * row, and over a missing one (a gap) once it has been missing longer than `timeout` (rolled back, or
 * lost). Pure: mutates `seen` and `gaps`, returns the new floor.
 */
export function advanceFloor(floor: number, seen: Set<number>, gaps: Map<number, number>, now: number, timeout: number): number {
  let max = floor;
  for (const s of seen) if (s > max) max = s;
  for (let s = floor + 1; s <= max; s++) if (!seen.has(s) && !gaps.has(s)) gaps.set(s, now);
  for (;;) {
    const next = floor + 1;
    if (seen.delete(next)) {
      floor = next;
      continue;
    }
    const since = gaps.get(next);
    if (since !== undefined && next < max && now - since > timeout) {
      gaps.delete(next);
      floor = next;
      continue;
    }
    break;
  }
  for (const s of gaps.keys()) if (s <= floor) gaps.delete(s);
  return floor;
}
