/**
 * `chat_events` is a delivery log, not history (the messages and members tables are): each process
 * reads its rows within moments of the commit (on NOTIFY, or its poll), and a client that was away
 * recovers from the chat tables (`recoverState`), never from old events. Rows older than
 * EVENTS_KEEP_MS are deleted every PRUNE_EVERY_MS by each process (a DELETE two processes run at once
 * is harmless), so the table stays about an hour of traffic.
 */
import type { Db } from '../db/client';

export const EVENTS_KEEP_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Deletes the events older than `keepMs` before `now`; the number deleted. */
export async function pruneChatEvents(db: Db, now: Date, keepMs = EVENTS_KEEP_MS): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM chat_events WHERE created_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [new Date(now.getTime() - keepMs)],
  );
  return rows[0]?.n ?? 0;
}

/** Prunes now and then every PRUNE_EVERY_MS (the timer does not keep the process alive); returns the stop. */
export function startPruning(db: Db, now: () => Date = () => new Date()): () => void {
  const run = () => void pruneChatEvents(db, now()).catch(() => undefined); // the next round tries again
  run();
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
