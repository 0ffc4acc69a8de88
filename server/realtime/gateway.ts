/**
 * The realtime gateway's core (ARCHITECTURE.md 'Chat realtime'): the socket connections of this
 * process, which channels each one watches, and the delivery of `chat_events` rows to them.
 *
 * Delivery. One reader per gateway reads `chat_events WHERE seq > floor` in order whenever it is
 * woken: by NOTIFY 'chat_events' (PostgreSQL: the Db's one unpooled LISTEN connection, and again
 * after it reconnects), by a write of this process (`wakeChatGateways`), and on a short poll where the
 * Db cannot listen (embedded PGlite). Each row is handled once per gateway (`floor` + the `seen` seqs
 * above it; a seq missing below a later one — a transaction that commits late — is waited for up to
 * GAP_TIMEOUT_MS), so each connection gets each event at most once. A row becomes Stream events
 * with complete objects built from the tables at delivery; it goes to the connections of the
 * channel's current members only ('left' members and non-members get nothing): a connection watching
 * the channel gets the channel event, another connection of a member the notification.* form.
 *
 * Watching. `POST /channels` and `/query` with `watch` read the snapshot (in one REPEATABLE READ
 * transaction: the highest seq S, the seqs in (L, S] it saw for those channels, L being the reader's
 * floor just before), then register the watch with the connection's gateway — this one directly, or
 * another (the HTTP call and the socket may reach different processes) through a `gateway.watch`
 * row. A watch gets the events its snapshot did not contain: seq > S, or seq > L and not seen by the
 * snapshot (a late commit). Events this gateway handled before the registration are replayed from
 * the table; events after it are held until the replay is sent, and the first are released a
 * moment after the HTTP answer is written, so the SDK knows the channel before its first event.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { Subscription } from '../db/notify';
import { CHAT_EVENTS_CHANNEL, notifyChatEvents, onChatEventsWritten, wakeChatGateways } from '../chat/publish';
import {
  CHANNEL_TYPE,
  cidOf,
  loadChannels,
  loadMessagesById,
  loadUsers,
  streamChannel,
  streamMember,
  streamMessage,
  streamReaction,
  type ChannelRecord,
  type MessageRecord,
  type StreamUser,
} from './shapes';

/** A missing seq below a later one is waited for this long (a slow transaction), then given up. */
export const GAP_TIMEOUT_MS = 10_000;
/** Where the Db cannot LISTEN: how often the table is read anyway. */
export const POLL_MS = 250;
const BATCH = 500;
/** Seqs remembered per connection against a replay repeating a delivery. */
const DELIVERED_MEMORY = 4096;
/** Watch events held after the HTTP answer, so the SDK has the channel before its first event. */
const RELEASE_DELAY_MS = 30;
/** A socket silent this long is closed (the SDK sends a health check every 25 s). */
export const IDLE_MS = 75_000;

export interface Socket {
  send(data: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

interface Watch {
  s: number;
  l: number;
  visible: Set<number>;
  /** Events held until the replay is sent; null once live. */
  held: Array<{ seq: number; event: Record<string, unknown> }> | null;
}

export interface Connection {
  readonly id: string;
  readonly userId: number;
  readonly socket: Socket;
  readonly watches: Map<string, Watch>;
  readonly delivered: Set<string>;
  lastSeen: number;
}

export interface Snapshot {
  /** Highest seq visible to the snapshot. */
  s: number;
  /** The reader's floor before it. */
  l: number;
  /** Seqs in (l, s] the snapshot saw, per channel. */
  visible: Record<string, number[]>;
}

interface EventRow {
  seq: number;
  type: string;
  channel_id: string;
  message_id: string | null;
  user_id: number | null;
  data: Record<string, unknown> | string | null;
  created_at: Date;
}

// ---- process-wide wake-ups per Db: server/chat/publish.ts (notifyChatEvents wakes them) ----------

export { wakeChatGateways };

// ---- the gateway -------------------------------------------------------------------------------

export class ChatGateway {
  /** This gateway's connections are `${instance}.${n}`. */
  readonly instance = randomUUID().slice(0, 8);
  private counter = 0;
  private readonly conns = new Map<string, Connection>();
  private readonly byUser = new Map<number, Set<Connection>>();

  private floor = 0;
  private readonly seen = new Set<number>();
  private readonly gaps = new Map<number, number>();
  private started: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private subscription: Subscription | null = null;
  private poll: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly wake = () => this.read();
  private unwake: (() => void) | null = null;

  constructor(private readonly db: Db) {}

  // ---- lifecycle -------------------------------------------------------------------------------

  /** Starts the reader (idempotent): floor at the newest row, LISTEN or poll. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const { rows } = await this.db.query<{ max: number | null }>('SELECT max(seq) AS max FROM chat_events');
      this.floor = Number(rows[0]?.max ?? 0);
      this.unwake = onChatEventsWritten(this.db, this.wake);
      if (this.db.listen) {
        this.subscription = this.db.listen(CHAT_EVENTS_CHANNEL, { message: this.wake, gap: this.wake });
      } else {
        this.poll = setInterval(this.wake, POLL_MS);
        this.poll.unref();
      }
      this.idleTimer = setInterval(() => this.closeIdle(), 15_000);
      this.idleTimer.unref();
    })();
    return this.started;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unwake?.();
    this.subscription?.close();
    if (this.poll) clearInterval(this.poll);
    if (this.idleTimer) clearInterval(this.idleTimer);
    // 1012 'service restart': the SDK reconnects (to another process behind the balancer).
    for (const c of this.conns.values()) c.socket.close(1012, 'server shutting down');
    this.conns.clear();
    this.byUser.clear();
    await this.running?.catch(() => undefined);
  }

  get currentFloor(): number {
    return this.floor;
  }

  // ---- connections -----------------------------------------------------------------------------

  async open(userId: number, socket: Socket): Promise<Connection> {
    await this.start();
    const conn: Connection = {
      id: `${this.instance}.${++this.counter}`,
      userId,
      socket,
      watches: new Map(),
      delivered: new Set(),
      lastSeen: Date.now(),
    };
    this.conns.set(conn.id, conn);
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(conn);
    return conn;
  }

  drop(conn: Connection): void {
    if (this.conns.get(conn.id) !== conn) return;
    this.conns.delete(conn.id);
    const set = this.byUser.get(conn.userId);
    set?.delete(conn);
    if (set?.size === 0) this.byUser.delete(conn.userId);
  }

  connection(id: string | undefined | null): Connection | undefined {
    return id ? this.conns.get(id) : undefined;
  }

  /** Every open connection (tests drop them to simulate a network failure). */
  connections(): Connection[] {
    return [...this.conns.values()];
  }

  /** How many connections of this process watch the channel. */
  watcherCount(channelId: string): number {
    let n = 0;
    for (const c of this.conns.values()) if (c.watches.has(channelId)) n++;
    return n;
  }

  private closeIdle(): void {
    const limit = Date.now() - IDLE_MS;
    for (const c of [...this.conns.values()]) {
      if (c.lastSeen < limit) {
        this.drop(c);
        c.socket.terminate();
      }
    }
  }

  // ---- watching --------------------------------------------------------------------------------

  /**
   * Registers `connectionId` (of `userId`) as a watcher of `channelIds` after its snapshot: here when
   * the connection is this gateway's, else through a `gateway.watch` row for its own gateway.
   */
  async watch(connectionId: string, userId: number, channelIds: string[], snapshot: Snapshot): Promise<void> {
    if (!channelIds.length) return;
    const conn = this.conns.get(connectionId);
    if (conn) {
      if (conn.userId === userId) this.registerWatch(conn, channelIds, snapshot);
      return;
    }
    await this.writeRow('gateway.watch', channelIds[0], null, userId, { connection_id: connectionId, channels: channelIds, snapshot });
  }

  async stopWatching(connectionId: string, userId: number, channelId: string): Promise<void> {
    const conn = this.conns.get(connectionId);
    if (conn) {
      if (conn.userId === userId) conn.watches.delete(channelId);
      return;
    }
    await this.writeRow('gateway.unwatch', channelId, null, userId, { connection_id: connectionId });
  }

  /** A typing event, through the table so every process's watchers get it (once). */
  async typing(type: 'typing.start' | 'typing.stop', channelId: string, userId: number, connectionId: string | null, parentId?: string): Promise<Date> {
    const now = new Date();
    await this.writeRow(type, channelId, null, userId, { connection_id: connectionId, ...(parentId ? { parent_id: parentId } : {}) }, now);
    return now;
  }

  private async writeRow(type: string, channelId: string, messageId: string | null, userId: number | null, data: Record<string, unknown>, now = new Date()): Promise<void> {
    const { rows } = await this.db.query<{ seq: number }>(
      `INSERT INTO chat_events (type, channel_id, message_id, user_id, data, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING seq`,
      [type, channelId, messageId, userId, JSON.stringify(data), now],
    );
    await notifyChatEvents(this.db, Number(rows[0].seq));
    wakeChatGateways(this.db);
  }

  private registerWatch(conn: Connection, channelIds: string[], snapshot: Snapshot): void {
    // What this gateway handled before now is replayed from the table; what comes after is held meanwhile.
    const floor = this.floor;
    const seenBefore = new Set(this.seen);
    const handledBefore = (seq: number) => seq <= floor || seenBefore.has(seq);
    for (const id of channelIds) {
      conn.watches.set(id, { s: snapshot.s, l: snapshot.l, visible: new Set(snapshot.visible[id] ?? []), held: [] });
    }
    const timer = setTimeout(() => {
      void this.replay(conn, channelIds, snapshot.l, handledBefore).catch((error) => {
        console.warn('[realtime] replay failed:', (error as Error).message);
        for (const id of channelIds) this.release(conn, id);
      });
    }, RELEASE_DELAY_MS);
    timer.unref();
  }

  private async replay(conn: Connection, channelIds: string[], from: number, handledBefore: (seq: number) => boolean): Promise<void> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT seq, type, channel_id, message_id, user_id, data, created_at FROM chat_events
        WHERE channel_id = ANY($1::text[]) AND seq > $2 AND type NOT LIKE 'gateway.%' ORDER BY seq`,
      [channelIds, from],
    );
    const wanted = rows.map((r) => ({ ...r, seq: Number(r.seq) })).filter((r) => handledBefore(r.seq) && this.wants(conn.watches.get(r.channel_id), r.seq));
    if (wanted.length && this.conns.get(conn.id) === conn) {
      const ctx = await this.context(wanted);
      for (const row of wanted) {
        const watch = conn.watches.get(row.channel_id);
        if (!watch || !ctx.isMember(row.channel_id, conn.userId)) continue;
        const event = this.channelEvent(row, ctx, conn);
        if (event) this.send(conn, row.seq, 'w', event);
      }
    }
    for (const id of channelIds) this.release(conn, id);
  }

  private release(conn: Connection, channelId: string): void {
    const watch = conn.watches.get(channelId);
    if (!watch?.held) return;
    const held = watch.held;
    watch.held = null;
    for (const h of held) this.send(conn, h.seq, 'w', h.event);
  }

  private wants(watch: Watch | undefined, seq: number): boolean {
    if (!watch) return false;
    return seq > watch.s || (seq > watch.l && !watch.visible.has(seq));
  }

  private send(conn: Connection, seq: number, kind: 'w' | 'n', event: Record<string, unknown>): void {
    const key = `${kind}${seq}`;
    if (conn.delivered.has(key)) return;
    conn.delivered.add(key);
    if (conn.delivered.size > DELIVERED_MEMORY) {
      const oldest = conn.delivered.values().next().value;
      if (oldest !== undefined) conn.delivered.delete(oldest);
    }
    try {
      conn.socket.send(JSON.stringify(event));
    } catch {
      // A socket closing meanwhile: its close handler drops it.
    }
  }

  // ---- the reader ------------------------------------------------------------------------------

  /** Reads new rows now (or right after the read in progress). */
  read(): void {
    if (this.closed || !this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.started;
          const more = await this.readBatch();
          if (more) this.again = true;
        } while (this.again && !this.closed);
      } catch (error) {
        if (!this.closed) {
          console.warn('[realtime] reading chat_events failed:', (error as Error).message);
          setTimeout(this.wake, 1_000).unref();
        }
      } finally {
        this.running = null;
      }
    })();
  }

  /** Resolves once rows committed before the call have been handled (tests). */
  async flush(): Promise<void> {
    await this.start();
    this.read();
    while (this.running) await this.running;
  }

  private async readBatch(): Promise<boolean> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT seq, type, channel_id, message_id, user_id, data, created_at FROM chat_events WHERE seq > $1 ORDER BY seq LIMIT ${BATCH}`,
      [this.floor],
    );
    const fresh = rows.map((r) => ({ ...r, seq: Number(r.seq) })).filter((r) => !this.seen.has(r.seq));
    // Marked before delivery: a watch registered meanwhile replays them (a repeat is dropped per connection).
    for (const r of fresh) this.seen.add(r.seq);
    try {
      if (fresh.length && this.conns.size) await this.dispatch(fresh);
    } catch (error) {
      for (const r of fresh) this.seen.delete(r.seq);
      throw error;
    } finally {
      this.advance();
    }
    return rows.length === BATCH;
  }

  /** Moves the floor over handled seqs, and over gaps older than GAP_TIMEOUT_MS. */
  private advance(): void {
    const now = Date.now();
    let max = this.floor;
    for (const s of this.seen) if (s > max) max = s;
    for (let s = this.floor + 1; s <= max; s++) {
      if (this.seen.has(s)) continue;
      if (!this.gaps.has(s)) this.gaps.set(s, now);
    }
    for (;;) {
      const next = this.floor + 1;
      if (this.seen.delete(next)) {
        this.floor = next;
        continue;
      }
      const since = this.gaps.get(next);
      if (since !== undefined && next < max && now - since > GAP_TIMEOUT_MS) {
        this.gaps.delete(next);
        this.floor = next;
        continue;
      }
      break;
    }
    for (const s of this.gaps.keys()) if (s <= this.floor) this.gaps.delete(s);
    // A gap still open: read again soon (a late commit NOTIFYs too; this is for a given-up one).
    if (this.gaps.size && !this.closed) {
      const t = setTimeout(this.wake, 1_000);
      t.unref();
    }
  }

  // ---- from rows to events ---------------------------------------------------------------------

  private async context(rows: EventRow[]): Promise<DeliveryContext> {
    const channelIds = [...new Set(rows.map((r) => r.channel_id))];
    const messageIds = [...new Set(rows.map((r) => r.message_id).filter((id): id is string => !!id))];
    const userIds = rows.map((r) => r.user_id).filter((id): id is number => id !== null);
    const [channels, messages, users] = await Promise.all([
      loadChannels(this.db, channelIds, { unread: false }),
      loadMessagesById(this.db, messageIds),
      loadUsers(this.db, userIds),
    ]);
    return new DeliveryContext(channels, new Map(messages.map((m) => [m.id, m])), users);
  }

  private async dispatch(rows: EventRow[]): Promise<void> {
    // Only the rows some connection of this gateway may need.
    const relevant = rows.filter((r) => !r.type.startsWith('gateway.') || this.conns.has(dataOf(r).connection_id as string));
    if (!relevant.length) return;
    const ctx = await this.context(relevant.filter((r) => !r.type.startsWith('gateway.')));
    for (const row of relevant) {
      if (this.closed) return;
      const data = dataOf(row);
      if (row.type === 'gateway.watch') {
        const conn = this.conns.get(data.connection_id as string);
        const channels = Array.isArray(data.channels) ? (data.channels as string[]) : [];
        if (conn && conn.userId === row.user_id) this.registerWatch(conn, channels, data.snapshot as Snapshot);
        continue;
      }
      if (row.type === 'gateway.unwatch') {
        const conn = this.conns.get(data.connection_id as string);
        if (conn && conn.userId === row.user_id) conn.watches.delete(row.channel_id);
        continue;
      }
      this.deliver(row, ctx);
    }
  }

  /** One row to every connection concerned. */
  private deliver(row: EventRow, ctx: DeliveryContext): void {
    const channel = ctx.channels.get(row.channel_id);
    const members = new Set(channel?.members.map((m) => Number(m.user_id)) ?? []);
    const affected = row.user_id;
    const removal = row.type === 'member.removed' || row.type === 'notification.removed_from_channel';
    // The removed member hears of the removal, then no more of the channel.
    if (removal && affected !== null && !members.has(affected)) {
      for (const conn of this.byUser.get(affected) ?? []) {
        conn.watches.delete(row.channel_id);
        // Either row (member.removed, or the explicit notification beside it) tells them once.
        const event = this.once(conn, `removed:${row.channel_id}`, row.seq, this.notice('notification.removed_from_channel', row, ctx));
        if (event) this.send(conn, row.seq, 'n', event);
      }
    }
    if (row.type === 'notification.removed_from_channel') return;
    for (const userId of members) {
      for (const conn of this.byUser.get(userId) ?? []) {
        const watch = conn.watches.get(row.channel_id);
        if (watch) {
          if (!this.wants(watch, row.seq)) continue;
          const event = this.channelEvent(row, ctx, conn);
          if (!event) continue;
          if (watch.held) watch.held.push({ seq: row.seq, event });
          else this.send(conn, row.seq, 'w', event);
        } else {
          const event = this.notificationEvent(row, ctx, conn);
          if (event) this.send(conn, row.seq, 'n', event);
        }
      }
    }
  }

  private base(row: EventRow, type = row.type): Record<string, unknown> {
    return {
      type,
      cid: cidOf(row.channel_id),
      channel_id: row.channel_id,
      channel_type: CHANNEL_TYPE,
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  private notice(type: string, row: EventRow, ctx: DeliveryContext): Record<string, unknown> {
    const channel = ctx.channels.get(row.channel_id);
    const user = ctx.user(row.user_id);
    return {
      ...this.base(row, type),
      ...(channel ? { channel: streamChannel(channel) } : {}),
      ...(user ? { user, member: { user_id: user.id, user } } : {}),
    };
  }

  /** The event a watcher of the channel gets, or null. */
  private channelEvent(row: EventRow, ctx: DeliveryContext, conn: Connection): Record<string, unknown> | null {
    const data = dataOf(row);
    const message = row.message_id ? ctx.messages.get(row.message_id) : undefined;
    const user = ctx.user(row.user_id);
    switch (row.type) {
      case 'message.new':
        if (!message) return null;
        return { ...this.base(row), message: streamMessage(message, conn.userId), user: message.user, watcher_count: this.watcherCount(row.channel_id) };
      case 'message.updated':
        if (!message) return null;
        return { ...this.base(row), message: streamMessage(message, conn.userId), user: user ?? message.user };
      case 'message.deleted':
        if (!message) return null;
        return { ...this.base(row), message: streamMessage(message, conn.userId), user: user ?? message.user, hard_delete: false };
      case 'reaction.new':
      case 'reaction.updated':
      case 'reaction.deleted': {
        if (!message || !user) return null;
        const emoji = String(data.emoji ?? data.type ?? '');
        const stored = message.reactions.find((r) => r.type === emoji && String(r.user_id) === user.id);
        const reaction = stored
          ? streamReaction(stored)
          : { type: emoji, user_id: user.id, user, message_id: message.id, score: 1, created_at: this.base(row).created_at, updated_at: this.base(row).created_at };
        return { ...this.base(row), reaction, user, message: streamMessage(message, conn.userId) };
      }
      case 'channel.updated': {
        const channel = ctx.channels.get(row.channel_id);
        return channel ? { ...this.base(row), channel: streamChannel(channel), ...(user ? { user } : {}) } : null;
      }
      case 'member.added':
      case 'member.updated': {
        const member = ctx.member(row.channel_id, row.user_id);
        return member ? { ...this.base(row), member, user: member.user } : null;
      }
      case 'member.removed':
        return user ? { ...this.base(row), user, member: { user_id: user.id, user } } : null;
      case 'message.read': {
        if (!user) return null;
        const lastRead = (data.last_read_message_id ?? data.message_id ?? null) as string | null;
        return { ...this.base(row), user, last_read_message_id: lastRead ?? undefined };
      }
      case 'typing.start':
      case 'typing.stop':
        if (!user || data.connection_id === conn.id || String(conn.userId) === user.id) return null;
        return { ...this.base(row), user, ...(data.parent_id ? { parent_id: data.parent_id } : {}) };
      case 'notification.added_to_channel':
        // The member.added row already told the added member (see notificationEvent).
        return null;
      default:
        return null;
    }
  }

  /** What a member's connection that does not watch the channel gets, or null. */
  private notificationEvent(row: EventRow, ctx: DeliveryContext, conn: Connection): Record<string, unknown> | null {
    switch (row.type) {
      case 'message.new': {
        const message = row.message_id ? ctx.messages.get(row.message_id) : undefined;
        const channel = ctx.channels.get(row.channel_id);
        if (!message || !channel || message.user_id === conn.userId) return null;
        return { ...this.base(row, 'notification.message_new'), channel: streamChannel(channel), message: streamMessage(message, conn.userId) };
      }
      case 'member.added':
      case 'notification.added_to_channel': {
        if (row.user_id !== conn.userId) return null;
        const channel = ctx.channels.get(row.channel_id);
        const member = ctx.member(row.channel_id, row.user_id);
        if (!channel || !member) return null;
        // Either row (member.added, or an explicit notification) tells the added member once.
        return this.once(conn, `added:${row.channel_id}`, row.seq, { ...this.base(row, 'notification.added_to_channel'), channel: streamChannel(channel), member });
      }
      default:
        return null;
    }
  }

  /** Suppresses a repeat of the same notice for rows a few seqs apart (member.added + notification row). */
  private once(conn: Connection, key: string, seq: number, event: Record<string, unknown>): Record<string, unknown> | null {
    const k = `k${key}`;
    for (const d of conn.delivered) {
      if (!d.startsWith(k + '@')) continue;
      const prev = Number(d.slice(k.length + 1));
      if (Math.abs(prev - seq) <= 10) return null;
    }
    conn.delivered.add(`${k}@${seq}`);
    return event;
  }
}

function dataOf(row: EventRow): Record<string, unknown> {
  const d = row.data;
  if (!d) return {};
  return typeof d === 'string' ? (JSON.parse(d) as Record<string, unknown>) : d;
}

class DeliveryContext {
  constructor(
    readonly channels: Map<string, ChannelRecord>,
    readonly messages: Map<string, MessageRecord>,
    private readonly users: Map<number, StreamUser>,
  ) {}

  user(id: number | null): StreamUser | undefined {
    if (id === null) return undefined;
    return this.users.get(id);
  }

  isMember(channelId: string, userId: number): boolean {
    return this.channels.get(channelId)?.members.some((m) => m.user_id === String(userId)) ?? false;
  }

  member(channelId: string, userId: number | null): Record<string, unknown> | undefined {
    if (userId === null) return undefined;
    const m = this.channels.get(channelId)?.members.find((x) => x.user_id === String(userId));
    return m ? streamMember(m) : undefined;
  }
}

