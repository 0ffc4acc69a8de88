/**
 * From chat_events rows to Stream's events (ARCHITECTURE.md 'Chat realtime'): complete objects built
 * from the tables at delivery (one load per batch: loadDeliveryContext), what a watcher of the channel
 * gets and what a member who does not watch it gets. The gateway (gateway.ts) decides who receives.
 */
import type { Db } from '../db/client';
import { CHANNEL_TYPE, cidOf, loadChannels, loadUsers, streamChannel, streamMember, type ChannelRecord, type StreamUser } from './shapes';
import { loadMessagesById, streamMessage, streamReaction, type MessageRecord } from './message-shapes';
import type { Connection, Watch } from './connection';
import { unreadAudience, unreadCounts, unreadFields, type UnreadCounts } from './unread';

/** A notifications row for a member (migration 011's trigger): not about a chat. */
export const NOTIFICATION_NEW = 'notification.new';

export interface EventRow {
  seq: number;
  type: string;
  channel_id: string;
  message_id: string | null;
  user_id: number | null;
  data: Record<string, unknown> | string | null;
  created_at: Date;
}

/** What delivering needs of the gateway. */
export interface DeliveryTargets {
  connectionsOf(userId: number): Iterable<Connection>;
  /** The watch takes this seq (not already in its snapshot or replay). */
  wants(watch: Watch | undefined, seq: number): boolean;
  send(conn: Connection, seq: number, kind: 'w' | 'n', event: Record<string, unknown>): void;
  watcherCount(channelId: string): number;
}

/**
 * The channels, messages and users a batch of rows names, loaded at once; with `connected` (who has
 * a connection here), then the unread counts of the members its events carry them for (unread.ts).
 */
export async function loadDeliveryContext(db: Db, all: EventRow[], connected?: (userId: number) => boolean): Promise<DeliveryContext> {
  const rows = all.filter((r) => r.type !== NOTIFICATION_NEW);
  const channelIds = [...new Set(rows.map((r) => r.channel_id))];
  const messageIds = [...new Set(rows.map((r) => r.message_id).filter((id): id is string => !!id))];
  const userIds = rows.map((r) => r.user_id).filter((id): id is number => id !== null);
  const [channels, messages, users] = await Promise.all([loadChannels(db, channelIds, { unread: false }), loadMessagesById(db, messageIds), loadUsers(db, userIds)]);
  const membersOf = (id: string) => channels.get(id)?.members.map((m) => Number(m.user_id)) ?? [];
  const unread = connected ? await unreadCounts(db, unreadAudience(rows, membersOf, connected)) : new Map<number, UnreadCounts>();
  return new DeliveryContext(channels, new Map(messages.map((m) => [m.id, m])), users, unread);
}

/** `{type: 'notification.new', created_at, notification_id, verb}`: what every socket of the member notified gets. */
export function memberNotice(row: EventRow): Record<string, unknown> {
  const data = dataOf(row);
  const at = typeof data.created_at === 'string' ? data.created_at : row.created_at;
  return { type: NOTIFICATION_NEW, created_at: new Date(at).toISOString(), notification_id: data.notification_id ?? null, verb: data.verb ?? null };
}

export function eventBase(row: EventRow, type = row.type): Record<string, unknown> {
  return {
    type,
    cid: cidOf(row.channel_id),
    channel_id: row.channel_id,
    channel_type: CHANNEL_TYPE,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function noticeEvent(type: string, row: EventRow, ctx: DeliveryContext): Record<string, unknown> {
  const channel = ctx.channels.get(row.channel_id);
  const user = ctx.user(row.user_id);
  return {
    ...eventBase(row, type),
    ...(channel ? { channel: streamChannel(channel) } : {}),
    ...(user ? { user, member: { user_id: user.id, user } } : {}),
  };
}

/** The event a watcher of the channel gets, or null (`watchers`: the channel's watcher count). */
export function channelEvent(row: EventRow, ctx: DeliveryContext, conn: Connection, watchers: number): Record<string, unknown> | null {
  const data = dataOf(row);
  const message = row.message_id ? ctx.messages.get(row.message_id) : undefined;
  const user = ctx.user(row.user_id);
  switch (row.type) {
    case 'message.new':
      if (!message) return null;
      return { ...eventBase(row), message: streamMessage(message, conn.userId), user: message.user, watcher_count: watchers, ...ctx.unreadOf(conn.userId) };
    case 'message.updated':
      if (!message) return null;
      return { ...eventBase(row), message: streamMessage(message, conn.userId), user: user ?? message.user };
    case 'message.deleted':
      if (!message) return null;
      return { ...eventBase(row), message: streamMessage(message, conn.userId), user: user ?? message.user, hard_delete: false, ...ctx.unreadOf(conn.userId) };
    case 'reaction.new':
    case 'reaction.updated':
    case 'reaction.deleted': {
      if (!message || !user) return null;
      const emoji = String(data.emoji ?? data.type ?? '');
      const stored = message.reactions.find((r) => r.type === emoji && String(r.user_id) === user.id);
      const reaction = stored
        ? streamReaction(stored)
        : { type: emoji, user_id: user.id, user, message_id: message.id, score: 1, created_at: eventBase(row).created_at, updated_at: eventBase(row).created_at };
      return { ...eventBase(row), reaction, user, message: streamMessage(message, conn.userId) };
    }
    case 'channel.updated': {
      const channel = ctx.channels.get(row.channel_id);
      return channel ? { ...eventBase(row), channel: streamChannel(channel), ...(user ? { user } : {}) } : null;
    }
    case 'member.added':
    case 'member.updated': {
      const member = ctx.member(row.channel_id, row.user_id);
      return member ? { ...eventBase(row), member, user: member.user } : null;
    }
    case 'member.removed':
      return user ? { ...eventBase(row), user, member: { user_id: user.id, user } } : null;
    case 'message.read': {
      if (!user) return null;
      const lastRead = (data.last_read_message_id ?? data.message_id ?? null) as string | null;
      // The reader's own connections also learn their new unread counts.
      return { ...eventBase(row), user, last_read_message_id: lastRead ?? undefined, ...(user.id === String(conn.userId) ? ctx.unreadOf(conn.userId) : {}) };
    }
    case 'channel.hidden':
      return hiddenEvent(row, ctx, conn);
    case 'typing.start':
    case 'typing.stop':
      if (!user || data.connection_id === conn.id || String(conn.userId) === user.id) return null;
      return { ...eventBase(row), user, ...(data.parent_id ? { parent_id: data.parent_id } : {}) };
    case 'notification.added_to_channel':
      // The member.added row already told the added member (see notificationEvent).
      return null;
    default:
      return null;
  }
}

/** What a member's connection that does not watch the channel gets, or null. */
export function notificationEvent(row: EventRow, ctx: DeliveryContext, conn: Connection): Record<string, unknown> | null {
  switch (row.type) {
    case 'message.new': {
      const message = row.message_id ? ctx.messages.get(row.message_id) : undefined;
      const channel = ctx.channels.get(row.channel_id);
      if (!message || !channel || message.user_id === conn.userId) return null;
      return { ...eventBase(row, 'notification.message_new'), channel: streamChannel(channel), message: streamMessage(message, conn.userId), ...ctx.unreadOf(conn.userId) };
    }
    case 'message.read': {
      // The reader's other connections (not watching the chat): Stream's notification.mark_read.
      if (row.user_id !== conn.userId) return null;
      const channel = ctx.channels.get(row.channel_id);
      const data = dataOf(row);
      return {
        ...eventBase(row, 'notification.mark_read'),
        ...(channel ? { channel: streamChannel(channel) } : {}),
        user: ctx.user(row.user_id),
        last_read_message_id: (data.last_read_message_id ?? undefined) as string | undefined,
        ...ctx.unreadOf(conn.userId),
      };
    }
    case 'channel.hidden':
      return hiddenEvent(row, ctx, conn);
    case 'member.added':
    case 'notification.added_to_channel': {
      if (row.user_id !== conn.userId) return null;
      const channel = ctx.channels.get(row.channel_id);
      const member = ctx.member(row.channel_id, row.user_id);
      if (!channel || !member) return null;
      // Either row (member.added, or an explicit notification) tells the added member once.
      return once(conn, `added:${row.channel_id}`, row.seq, { ...eventBase(row, 'notification.added_to_channel'), channel: streamChannel(channel), member, ...ctx.unreadOf(conn.userId) });
    }
    default:
      return null;
  }
}

/** The member who removed the chat from their list (and only them): Stream's channel.hidden with their counts. */
function hiddenEvent(row: EventRow, ctx: DeliveryContext, conn: Connection): Record<string, unknown> | null {
  if (row.user_id !== conn.userId) return null;
  return { ...noticeEvent('channel.hidden', row, ctx), clear_history: false, ...ctx.unreadOf(conn.userId) };
}

/** Suppresses a repeat of the same notice for rows a few seqs apart (member.added + notification row). */
export function once(conn: Connection, key: string, seq: number, event: Record<string, unknown>): Record<string, unknown> | null {
  const k = `k${key}`;
  for (const d of conn.delivered) {
    if (!d.startsWith(k + '@')) continue;
    const prev = Number(d.slice(k.length + 1));
    if (Math.abs(prev - seq) <= 10) return null;
  }
  conn.delivered.add(`${k}@${seq}`);
  return event;
}


export function dataOf(row: EventRow): Record<string, unknown> {
  const d = row.data;
  if (!d) return {};
  return typeof d === 'string' ? (JSON.parse(d) as Record<string, unknown>) : d;
}

export class DeliveryContext {
  constructor(
    readonly channels: Map<string, ChannelRecord>,
    readonly messages: Map<string, MessageRecord>,
    private readonly users: Map<number, StreamUser>,
    private readonly unread: Map<number, UnreadCounts> = new Map(),
  ) {}

  /** `total_unread_count` and `unread_channels` for a member whose counts this batch loaded. */
  unreadOf(userId: number): Record<string, number> {
    return unreadFields(this.unread.get(userId));
  }

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

/** One row to every connection concerned: the removed member once, watchers the channel's event, other members the notification. */
export function deliverRow(row: EventRow, ctx: DeliveryContext, to: DeliveryTargets): void {
  if (row.type === NOTIFICATION_NEW) {
    if (row.user_id !== null) for (const conn of to.connectionsOf(row.user_id)) to.send(conn, row.seq, 'n', memberNotice(row));
    return;
  }
  const channel = ctx.channels.get(row.channel_id);
  const members = new Set(channel?.members.map((m) => Number(m.user_id)) ?? []);
  const affected = row.user_id;
  const removal = row.type === 'member.removed' || row.type === 'notification.removed_from_channel';
  // The removed member hears of the removal, then no more of the channel.
  if (removal && affected !== null && !members.has(affected)) {
    for (const conn of to.connectionsOf(affected)) {
      conn.watches.delete(row.channel_id);
      // Either row (member.removed, or the explicit notification beside it) tells them once.
      const event = once(conn, `removed:${row.channel_id}`, row.seq, { ...noticeEvent('notification.removed_from_channel', row, ctx), ...ctx.unreadOf(affected) });
      if (event) to.send(conn, row.seq, 'n', event);
    }
  }
  if (row.type === 'notification.removed_from_channel') return;
  for (const userId of members) {
    for (const conn of to.connectionsOf(userId)) {
      const watch = conn.watches.get(row.channel_id);
      if (watch) {
        if (!to.wants(watch, row.seq)) continue;
        const event = channelEvent(row, ctx, conn, to.watcherCount(row.channel_id));
        if (!event) continue;
        if (watch.held) watch.held.push({ seq: row.seq, event });
        else to.send(conn, row.seq, 'w', event);
      } else {
        const event = notificationEvent(row, ctx, conn);
        if (event) to.send(conn, row.seq, 'n', event);
      }
    }
  }
}
