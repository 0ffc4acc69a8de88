// The stream-chat SDK behind ChatConnection: the only module that imports it, loaded on demand by realtime.ts.
import { StreamChat, type Channel, type Event, type LocalMessage, type MessageResponse } from 'stream-chat';
import type { ChatConnection, ChatEvent, ChatRoom, ConnectOptions, LiveChatMessage } from './realtime-types';
import { chatIdOfCid } from './model';
import { CHAT_API_KEY } from '@/lib/chat';


type AnyMessage = LocalMessage | MessageResponse;

function toLive(m: AnyMessage): LiveChatMessage {
  const created = m.created_at instanceof Date ? m.created_at.toISOString() : String(m.created_at ?? '');
  return {
    id: m.id,
    text: m.text ?? '',
    userId: m.user?.id ?? '',
    userName: m.user?.name ?? '',
    created,
    deleted: m.type === 'deleted',
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
    onMessage(cb) {
      const subs = ['message.new', 'message.updated', 'message.deleted'].map((type) => channel.on(type as Event['type'], (e) => cb(toEvent(e))));
      return () => subs.forEach((s) => s.unsubscribe());
    },
    async markRead() {
      await channel.markRead();
    },
    async stopWatching() {
      await channel.stopWatching();
    },
  };
}

export async function connectStream({ userId, baseURL, token }: ConnectOptions): Promise<ChatConnection> {
  const client = new StreamChat(CHAT_API_KEY, { baseURL, enableInsights: false, timeout: 5000 });
  await client.connectUser({ id: String(userId) }, token);
  return {
    userId,
    onEvent(cb) {
      const sub = client.on((e) => cb(toEvent(e)));
      return () => sub.unsubscribe();
    },
    room: (chatId) => room(client.channel('messaging', chatId)),
    disconnect: () => client.disconnectUser(),
  };
}
