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
import { sendOnce, type Connection, type Snapshot, type Socket, type Watch } from './connection';
import { channelEvent, dataOf, deliverRow, loadDeliveryContext, type DeliveryTargets, type EventRow } from './events';
import { advanceFloor } from './floor';
import { startPruning } from './prune';

/** A missing seq below a later one is waited for this long (a slow transaction), then given up. */
export const GAP_TIMEOUT_MS = 10_000;
/** Where the Db cannot LISTEN: how often the table is read anyway. */
export const POLL_MS = 250;
const BATCH = 500;
/** Watch events held after the HTTP answer, so the SDK has the channel before its first event. */
const RELEASE_DELAY_MS = 30;
/** A socket silent this long is closed (the SDK sends a health check every 25 s). */
export const IDLE_MS = 75_000;

export type { Connection, Snapshot, Socket } from './connection';

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
  private stopPruning: (() => void) | null = null;
  private readonly wake = () => this.read();
  /** What deliverRow needs of this gateway: the connections and how to send. */
  private readonly targets: DeliveryTargets = {
    connectionsOf: (userId) => this.byUser.get(userId) ?? [],
    wants: (watch, seq) => this.wants(watch, seq),
    send: (conn, seq, kind, event) => this.send(conn, seq, kind, event),
    watcherCount: (channelId) => this.watcherCount(channelId),
  };
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
      this.stopPruning = startPruning(this.db);
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
    this.stopPruning?.();
    // 1012 'service restart': the SDK reconnects (to another process behind the balancer).
    for (const c of this.conns.values()) c.socket.close(1012, 'server shutting down');
    this.conns.clear();
    this.byUser.clear();
    await this.running?.catch(() => undefined);
  }

  get currentFloor(): number { return this.floor; }

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
    for (const c of [...this.conns.values()].filter((x) => x.lastSeen < limit)) {
      this.drop(c);
      c.socket.terminate();
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
      const ctx = await loadDeliveryContext(this.db, wanted);
      for (const row of wanted) {
        const watch = conn.watches.get(row.channel_id);
        if (!watch || !ctx.isMember(row.channel_id, conn.userId)) continue;
        const event = channelEvent(row, ctx, conn, this.watcherCount(row.channel_id));
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
    sendOnce(conn, `${kind}${seq}`, event);
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

  /** Moves the floor over handled seqs and given-up gaps; a gap still open reads again soon. */
  private advance(): void {
    this.floor = advanceFloor(this.floor, this.seen, this.gaps, Date.now(), GAP_TIMEOUT_MS);
    // A gap still open: read again soon (a late commit NOTIFYs too; this is for a given-up one).
    if (this.gaps.size && !this.closed) setTimeout(this.wake, 1_000).unref();
  }

  // ---- from rows to events ---------------------------------------------------------------------

  private async dispatch(rows: EventRow[]): Promise<void> {
    // Only the rows some connection of this gateway may need.
    const relevant = rows.filter((r) => !r.type.startsWith('gateway.') || this.conns.has(dataOf(r).connection_id as string));
    if (!relevant.length) return;
    const ctx = await loadDeliveryContext(this.db, relevant.filter((r) => !r.type.startsWith('gateway.')), (userId) => this.byUser.has(userId));
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
      deliverRow(row, ctx, this.targets);
    }
  }

}
