/**
 * The event list's JSON body for one page, kept with the page while it stays the same: a card's
 * status follows the clock (events/time.ts derivedStatus), so a body built at `now` holds until the
 * clock reaches the next start or end among its events (or goes back before `now`, as the dev clock
 * may). A page shared through list-cache.ts is then serialised once, not once per request.
 */
import type { ListPage } from './list-cache';
import { eventCard } from './queries';

interface Built {
  /** The clock's time it was built at (ms). */
  from: number;
  /** The first start or end after `from` among the page's events: a status may change there. */
  until: number;
  limit: number;
  json: string;
}

const built = new WeakMap<ListPage, Built>();

export function listBody(page: ListPage, limit: number, now: Date): string {
  const t = now.getTime();
  const known = built.get(page);
  if (known && known.limit === limit && known.from <= t && t < known.until) return known.json;
  const { rows, count } = page;
  const json = JSON.stringify({ data: rows.map((r) => eventCard(r, now)), count, total_number_pages: Math.ceil(count / limit), total_number_posts: count });
  let until = Infinity;
  for (const r of rows) {
    for (const at of [r.start_at.getTime(), r.end_at.getTime()]) if (at > t && at < until) until = at;
  }
  built.set(page, { from: t, until, limit, json });
  return json;
}
