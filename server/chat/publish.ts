/**
 * What the realtime gateway hears of a chat write (migration 010's `chat_events`; ARCHITECTURE
 * 'Chat realtime'): each write records its events with `recordChatEvent` in ITS transaction, then,
 * after the commit, `notifyChatEvents` sends `NOTIFY chat_events, '<highest seq>'` (the payload is the
 * seq only; the gateway reads `seq > its watermark` from the table, so a folded or missed notify
 * loses nothing). `withChatEvents` does both for a write.
 *
 * `pg_notify` works the same on PGlite (delivered to `pglite.listen` in this process) and PostgreSQL
 * (to every process's LISTEN connection).
 *
 * Two kinds of rows are written by triggers instead (migration 011, no wake-up of this process: the
 * NOTIFY, or PGlite's poll): 'notification.new' (channel '*') for each `notifications` row, and
 * 'channel.hidden' when a member removes a chat from their list (server/realtime/events.ts).
 */
import type { Db } from '../db/client';

export const CHAT_EVENTS_CHANNEL = 'chat_events';

export const CHAT_EVENT_TYPES = [
  'message.new',
  'message.updated',
  'message.deleted',
  'reaction.new',
  'reaction.deleted',
  'channel.updated',
  'member.added',
  'member.removed',
  'message.read',
  'notification.added_to_channel',
  'notification.removed_from_channel',
] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];

export interface ChatEvent {
  type: ChatEventType;
  channelId: string;
  /** The message the event is about (message.*, reaction.*). */
  messageId?: string | null;
  /** The actor, or the member added, removed or reading. */
  userId?: number | null;
  /** Small extras: `{emoji}` for reactions, `{last_read_message_id}` for message.read. */
  data?: Record<string, unknown>;
  now: Date;
}

/** Inserts one `chat_events` row (call inside the write's transaction); returns its seq. */
export async function recordChatEvent(tx: Db, event: ChatEvent): Promise<number> {
  const { rows } = await tx.query<{ seq: number }>(
    `INSERT INTO chat_events (type, channel_id, message_id, user_id, data, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING seq`,
    [event.type, event.channelId, event.messageId ?? null, event.userId ?? null, JSON.stringify(event.data ?? {}), event.now],
  );
  return Number(rows[0].seq);
}

/**
 * After the commit: tells every listening process that events up to `maxSeq` exist. Nothing to say
 * when `maxSeq` is null. A failure is logged, not thrown: the write is committed and the gateway
 * reads the table on its next notify or reconnect.
 */
export async function notifyChatEvents(db: Db, maxSeq: number | null): Promise<void> {
  if (maxSeq === null) return;
  try {
    await db.query('SELECT pg_notify($1, $2)', [CHAT_EVENTS_CHANNEL, String(maxSeq)]);
  } catch (error) {
    console.warn(`[chat] NOTIFY ${CHAT_EVENTS_CHANNEL} ${maxSeq} failed:`, (error as Error).message);
  }
  // This process's readers learn it at once (where the Db cannot LISTEN, PGlite, they would poll).
  wakeChatGateways(db);
}

// ---- this process's readers of chat_events (the realtime gateway), per Db ---------------------------

const readers = new WeakMap<Db, Set<() => void>>();

/** Calls `wake` after each write of this process to `db`'s chat_events; returns the unsubscribe. */
export function onChatEventsWritten(db: Db, wake: () => void): () => void {
  let set = readers.get(db);
  if (!set) readers.set(db, (set = new Set()));
  set.add(wake);
  return () => readers.get(db)?.delete(wake);
}

/** Wakes every reader of `db` in this process (pass the app's Db, not a transaction's). */
export function wakeChatGateways(db: Db): void {
  for (const wake of readers.get(db) ?? []) wake();
}

/** Records events as a write goes and remembers the highest seq. */
export class ChatEventLog {
  maxSeq: number | null = null;
  constructor(private readonly tx: Db) {}
  async record(event: ChatEvent): Promise<number> {
    const seq = await recordChatEvent(this.tx, event);
    this.maxSeq = Math.max(this.maxSeq ?? 0, seq);
    return seq;
  }
}

/** Runs `fn` in a transaction with an event log, then (after the commit) notifies the gateway. */
export async function withChatEvents<T>(db: Db, fn: (tx: Db, events: ChatEventLog) => Promise<T>): Promise<T> {
  let log: ChatEventLog | null = null;
  const result = await db.transaction(async (tx) => {
    log = new ChatEventLog(tx);
    return fn(tx, log);
  });
  await notifyChatEvents(db, (log as ChatEventLog | null)?.maxSeq ?? null);
  return result;
}
