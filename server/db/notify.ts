/**
 * LISTEN/NOTIFY for PostgreSQL: one dedicated, unpooled `pg.Client` per process (per Db) carries
 * every channel this process listens on. Senders NOTIFY inside the transaction that makes the
 * change (`SELECT pg_notify(channel, payload)`); PostgreSQL delivers after commit, to every
 * listening process including this one.
 *
 * PostgreSQL signals every listener at commit, but each hears it a moment later. `sync()` closes
 * that window when it matters: one round trip on the listening connection, after which every
 * notification committed before the call has been handled (the server sends pending notifications
 * before it reads the next command, and the connection is read in order). Concurrent callers share
 * one round trip: a call made while one is in flight waits for the next.
 *
 * A listener that loses its connection misses everything sent meanwhile, so each subscription is
 * told about the gap (`gap()`) when the connection drops and again once it is back; derived state
 * (caches) must be dropped then, and `live` is false in between. Reconnects back off from 250 ms
 * to 5 s. Payloads are limited by PostgreSQL to 7,999 bytes; identical payloads in one transaction
 * are folded into one notification.
 */
import pg from 'pg';

export interface NotifyHandlers {
  /** One notification's payload. */
  message(payload: string): void;
  /** Notifications may have been missed (the connection dropped, or came back after a drop). */
  gap(): void;
}

export interface Subscription {
  /** True while notifications on the channel are being received (LISTEN confirmed, connection up). */
  readonly live: boolean;
  /** Resolves once every notification committed before the call has been handled; rejects when not live. */
  sync(): Promise<void>;
  close(): void;
}

/** Channel names are identifiers: our own constants, checked anyway. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

const MIN_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
/** A sync round trip slower than this: the connection is taken as lost (a silently dead TCP peer). */
export const SYNC_TIMEOUT_MS = 3_000;

export class PgListener {
  private readonly handlers = new Map<string, Set<NotifyHandlers>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private delay = MIN_DELAY_MS;
  private closed = false;
  private connected = false;
  /** Channels whose LISTEN is on its way. */
  private readonly pending = new Set<string>();
  private syncing: Promise<void> | null = null;
  private nextSync: Promise<void> | null = null;

  constructor(private readonly connectionString: string) {}

  /** True while the connection is up and every channel's LISTEN has been confirmed. */
  get live(): boolean {
    return this.connected && !this.closed;
  }

  listen(channel: string, handlers: NotifyHandlers): Subscription {
    if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
    if (this.closed) throw new Error('the listener is closed');
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      if (this.client && this.connected) this.listenOn(this.client, channel);
    }
    set.add(handlers);
    if (!this.client) void this.connect();
    const isLive = () => this.live && !this.pending.has(channel) && (this.handlers.get(channel)?.has(handlers) ?? false);
    return {
      get live() {
        return isLive();
      },
      sync: () => (isLive() ? this.sync() : Promise.reject(new Error('not listening'))),
      close: () => this.unlisten(channel, handlers),
    };
  }

  /** One shared round trip on the listening connection (see the top of this file). */
  sync(): Promise<void> {
    if (!this.syncing) return this.startSync();
    const run = () => {
      this.nextSync = null;
      return this.startSync();
    };
    return (this.nextSync ??= this.syncing.then(run, run));
  }

  private startSync(): Promise<void> {
    const client = this.client;
    if (!client || !this.live) return Promise.reject(new Error('not listening'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`no answer on the LISTEN connection in ${SYNC_TIMEOUT_MS} ms`);
        this.lost(error, client);
        reject(error);
      }, SYNC_TIMEOUT_MS);
    });
    const trip: Promise<void> = Promise.race([client.query(';'), timeout]).then(
      () => {
        clearTimeout(timer);
        if (this.syncing === trip) this.syncing = null;
      },
      (error: Error) => {
        clearTimeout(timer);
        if (this.syncing === trip) this.syncing = null;
        throw error;
      },
    );
    this.syncing = trip;
    return trip;
  }

  private unlisten(channel: string, handlers: NotifyHandlers): void {
    const current = this.handlers.get(channel);
    current?.delete(handlers);
    if (current?.size !== 0) return;
    this.handlers.delete(channel);
    if (this.client && this.connected) this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
  }

  /** A channel added while connected: not live until its LISTEN is confirmed. */
  private listenOn(client: pg.Client, channel: string): void {
    this.pending.add(channel);
    client.query(`LISTEN ${channel}`).then(
      () => {
        if (this.client !== client) return;
        this.pending.delete(channel);
        for (const h of this.handlers.get(channel) ?? []) h.gap();
      },
      (error: Error) => this.lost(error, client),
    );
  }

  private each(fn: (h: NotifyHandlers) => void): void {
    for (const set of this.handlers.values()) for (const h of set) fn(h);
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, connectionTimeoutMillis: 10_000 });
      client.on('notification', (msg) => {
        for (const h of this.handlers.get(msg.channel) ?? []) h.message(msg.payload ?? '');
      });
      client.on('error', (error) => this.lost(error, client));
      client.on('end', () => this.lost(null, client));
      this.client = client;
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
        if (this.client !== client) return;
        this.connected = true;
        this.delay = MIN_DELAY_MS;
        // Whatever was derived before this connection may have missed a notification.
        this.each((h) => h.gap());
      } catch (error) {
        this.lost(error as Error, client);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /** The connection failed or dropped: not live, tell everyone, try again later. */
  private lost(error: Error | null, client = this.client): void {
    if (client !== this.client || !client) return;
    this.client = null;
    const wasConnected = this.connected;
    this.connected = false;
    this.pending.clear();
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasConnected) console.warn(`[db] LISTEN connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
    this.each((h) => h.gap());
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed && this.handlers.size) void this.connect();
    }, this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, MAX_DELAY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.connected = false;
    this.handlers.clear();
    if (client) await client.end().catch(() => undefined);
  }
}
