// The stream-chat SDK behind ChatConnection: the only module that imports it, loaded on demand by realtime.ts.
import { StreamChat, type Channel, type Event, type LocalMessage, type MessageResponse } from 'stream-chat';
import type { ChatConnection, ChatEvent, ChatLink, ChatRoom, ConnectOptions, LiveChatMessage, MessageReaction, QuotedMessage } from './realtime-types';
import { chatIdOfCid } from './model';
import { CHAT_API_KEY, CHAT_LIMITS } from '@/lib/chat';

type AnyMessage = LocalMessage | MessageResponse;
type Quoted = NonNullable<AnyMessage['quoted_message']>;

const iso = (d: Date | string | null | undefined): string => (d instanceof Date ? d.toISOString() : String(d ?? ''));

/** The reactions by emoji in the order they first came (reaction_groups), with the member's own. */
function reactionsOf(m: AnyMessage): MessageReaction[] {
  const own = new Set((m.own_reactions ?? []).map((r) => r.type));
  const groups = Object.entries(m.reaction_groups ?? {}).filter(([, g]) => g && g.count > 0);
  groups.sort(([, a], [, b]) => (iso(a.first_reaction_at) < iso(b.first_reaction_at) ? -1 : 1));
  return groups.map(([emoji, g]) => ({ emoji, count: g.count, mine: own.has(emoji) }));
}

function quoteOf(q: Quoted | null | undefined): QuotedMessage | null {
  if (!q) return null;
  return { id: q.id, text: q.text ?? '', userId: q.user?.id ?? '', userName: q.user?.name ?? '', deleted: q.type === 'deleted' };
}

function toLive(m: AnyMessage): LiveChatMessage {
  const deleted = m.type === 'deleted';
  return {
    id: m.id,
    text: m.text ?? '',
    userId: m.user?.id ?? '',
    userName: m.user?.name ?? '',
    created: iso(m.created_at),
    deleted,
    // server/realtime/message-shapes.ts: each image is an attachment {type: 'image', image_url}.
    images: deleted ? [] : (m.attachments ?? []).flatMap((a) => (a.type === 'image' && (a.image_url || a.thumb_url) ? [String(a.image_url || a.thumb_url)] : [])),
    edited: Boolean((m as { edited?: boolean }).edited || m.message_text_updated_at),
    userDeleted: Boolean((m.user as { deleted?: boolean } | null | undefined)?.deleted),
    reactions: reactionsOf(m),
    quote: quoteOf(m.quoted_message),
  };
}

function toEvent(e: Event): ChatEvent {
  return { type: e.type, chatId: chatIdOfCid(e.cid ?? e.channel?.cid), message: e.message ? toLive(e.message) : undefined };
}

function room(channel: Channel): ChatRoom {
  return {
    async watch(limit) {
      const state = await channel.watch({ messages: { limit } });
      return { messages: state.messages.map(toLive), disabled: Boolean(state.channel.disabled) };
    },
    async older(beforeId, limit) {
      const state = await channel.query({ messages: { limit, id_lt: beforeId } });
      return state.messages.map(toLive);
    },
    async around(id, limit) {
      const state = await channel.query({ messages: { limit, id_around: id } });
      return state.messages.map(toLive);
    },
    onMessage(cb) {
      const subs = ['message.new', 'message.updated', 'message.deleted', 'reaction.new', 'reaction.updated', 'reaction.deleted'].map((type) => channel.on(type as Event['type'], (e) => cb(toEvent(e))));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    onRecovered(cb) {
      const sub = channel.getClient().on('connection.recovered', () => cb(channel.state.latestMessages.map(toLive)));
      return () => sub.unsubscribe();
    },
    async markRead() {
      await channel.markRead();
    },
    async stopWatching() {
      await channel.stopWatching();
    },
  };
}

/** How often the failed attempts are looked at while the socket is reconnecting. */
const WATCH_MS = 250;

/**
 * The socket's link (§9 'reconnect attempts 3'). The SDK reconnects by itself without a limit
 * (`connection.changed` online false, then true and `connection.recovered`); the attempts that failed
 * in a row are its connection's `consecutiveFailures`: at three the link is 'down' and the inbox polls.
 */
function watchLink(client: StreamChat): { link(): ChatLink; onLink(cb: (link: ChatLink) => void): () => void; stop(): void } {
  let link: ChatLink = 'live';
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<(link: ChatLink) => void>();
  const set = (next: ChatLink) => {
    if (next === link) return;
    link = next;
    for (const cb of [...listeners]) cb(next);
  };
  const stopWatching = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const failures = () => (client.wsConnection as { consecutiveFailures?: number } | null)?.consecutiveFailures ?? 0;
  const subs = [
    client.on('connection.changed', (e) => {
      if (e.online) return;
      if (link === 'live') set('reconnecting');
      timer ??= setInterval(() => {
        if (failures() >= CHAT_LIMITS.reconnectAttempts) set('down');
      }, WATCH_MS);
    }),
    client.on('connection.recovered', () => {
      stopWatching();
      set('live');
    }),
  ];
  return {
    link: () => link,
    onLink(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    stop() {
      stopWatching();
      subs.forEach((s) => s.unsubscribe());
      listeners.clear();
    },
  };
}

/** The socket's `notification.new` (server/realtime/events.ts memberNotice): not a Stream event. */
const NOTIFICATION_NEW = 'notification.new';

/**
 * The member's unread total: the SDK keeps `client.user` from the connect's health check (again on
 * each reconnect) but does not update it from events, so the events carrying `total_unread_count`
 * (as Stream documents: message.new, notification.message_new, notification.mark_read, …) are read here.
 */
function watchUnread(client: StreamChat): { total(): number; onTotal(cb: (total: number) => void): () => void; stop(): void } {
  const countOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
  let total = countOf((client.user as { total_unread_count?: unknown } | undefined)?.total_unread_count) ?? 0;
  const listeners = new Set<(total: number) => void>();
  const sub = client.on((e) => {
    const next = countOf(e.type === 'health.check' && e.me ? e.me.total_unread_count : e.total_unread_count);
    if (next === null || next === total) return;
    total = next;
    for (const cb of [...listeners]) cb(next);
  });
  return {
    total: () => total,
    onTotal(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    stop() {
      sub.unsubscribe();
      listeners.clear();
    },
  };
}

export async function connectStream({ userId, baseURL, token }: ConnectOptions): Promise<ChatConnection> {
  const client = new StreamChat(CHAT_API_KEY, { baseURL, enableInsights: false, timeout: 5000 });
  await client.connectUser({ id: String(userId) }, token);
  const watcher = watchLink(client);
  const unread = watchUnread(client);
  return {
    userId,
    onEvent(cb) {
      const sub = client.on((e) => cb(toEvent(e)));
      return () => sub.unsubscribe();
    },
    room: (chatId) => room(client.channel('messaging', chatId)),
    link: watcher.link,
    onLink: watcher.onLink,
    unreadTotal: unread.total,
    onUnreadTotal: unread.onTotal,
    onNotification(cb) {
      const subs = [client.on(NOTIFICATION_NEW, () => cb()), client.on('connection.recovered', () => cb())];
      return () => subs.forEach((s) => s.unsubscribe());
    },
    disconnect: () => {
      watcher.stop();
      unread.stop();
      return client.disconnectUser();
    },
  };
}
