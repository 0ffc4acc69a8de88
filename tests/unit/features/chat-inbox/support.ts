// A fake realtime connection for chat-inbox's tests (the SDK is replaced through setChatConnector).
import { act } from 'react';
import type { ChatConnection, ChatEvent, ChatLink, ChatRoom, LiveChatMessage } from '@/features/chat-inbox/realtime';

export const person = (id: number, first = `First${id}`) => ({ id, first_name: first, last_name: `Last${id}`, profile_photo_url: `http://api.test/media/${id}.jpg` });

export const channel = (id: string, other: number, extra: Record<string, unknown> = {}) => ({
  id,
  state: 'actv',
  role: 'mmbr',
  group_chat: 0,
  displayName: `First${other} Last${other}`,
  is_disabled: false,
  members: [{ profile: person(7, 'Me'), state: 'actv' }, { profile: person(other), state: 'actv' }],
  member_count: 2,
  latest_message: null,
  hasUnreadMessage: false,
  last_message_at: null,
  created: '2026-11-20T10:00:00Z',
  ...extra,
});

export const live = (id: string, userId: number, text: string, created = new Date().toISOString()): LiveChatMessage => ({ id, text, userId: String(userId), userName: `First${userId} Last${userId}`, created, deleted: false, images: [] });

export function fakeConnection(userId = 7, rooms: Record<string, { messages: LiveChatMessage[]; disabled?: boolean; older?: LiveChatMessage[]; around?: LiveChatMessage[] }> = {}) {
  const listeners = new Set<(e: ChatEvent) => void>();
  const roomListeners = new Map<string, Set<(e: ChatEvent) => void>>();
  const reads: string[] = [];
  const olderCalls: Array<{ chatId: string; beforeId: string; limit: number }> = [];
  const aroundCalls: Array<{ chatId: string; id: string; limit: number }> = [];
  const linkListeners = new Set<(link: ChatLink) => void>();
  const recoveredListeners = new Map<string, Set<(messages: LiveChatMessage[]) => void>>();
  let link: ChatLink = 'live';
  let disconnected = 0;
  const unreadListeners = new Set<(total: number) => void>();
  const noticeListeners = new Set<() => void>();
  let unreadTotal = 0;
  const connection: ChatConnection = {
    userId,
    onEvent(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    room(chatId): ChatRoom {
      return {
        watch: async () => ({ messages: rooms[chatId]?.messages ?? [], disabled: rooms[chatId]?.disabled ?? false }),
        older: async (beforeId, limit) => {
          olderCalls.push({ chatId, beforeId, limit });
          return rooms[chatId]?.older ?? [];
        },
        around: async (id, limit) => {
          aroundCalls.push({ chatId, id, limit });
          return rooms[chatId]?.around ?? [];
        },
        onMessage(cb) {
          const set = roomListeners.get(chatId) ?? new Set();
          set.add(cb);
          roomListeners.set(chatId, set);
          return () => set.delete(cb);
        },
        onRecovered(cb) {
          const set = recoveredListeners.get(chatId) ?? new Set();
          set.add(cb);
          recoveredListeners.set(chatId, set);
          return () => set.delete(cb);
        },
        markRead: async () => void reads.push(chatId),
        stopWatching: async () => undefined,
      };
    },
    link: () => link,
    onLink(cb) {
      linkListeners.add(cb);
      return () => linkListeners.delete(cb);
    },
    unreadTotal: () => unreadTotal,
    onUnreadTotal(cb) {
      unreadListeners.add(cb);
      return () => unreadListeners.delete(cb);
    },
    onNotification(cb) {
      noticeListeners.add(cb);
      return () => noticeListeners.delete(cb);
    },
    disconnect: async () => void (disconnected += 1),
  };
  return {
    connection,
    reads,
    olderCalls,
    aroundCalls,
    disconnected: () => disconnected,
    /** Delivers an event as the socket would: to the connection, and to the chat's watchers. */
    emit: (e: ChatEvent) =>
      act(async () => {
        for (const cb of listeners) cb(e);
        if (e.chatId && e.type.startsWith('message.')) for (const cb of roomListeners.get(e.chatId) ?? []) cb(e);
      }),
    /** The socket's link changes ('reconnecting', 'down', back to 'live'). */
    setLink: (next: ChatLink) =>
      act(async () => {
        link = next;
        for (const cb of [...linkListeners]) cb(next);
      }),
    /** The socket came back: the chat's latest messages as the SDK recovered them, then 'live'. */
    recover: (chatId: string, messages: LiveChatMessage[]) =>
      act(async () => {
        for (const cb of recoveredListeners.get(chatId) ?? []) cb(messages);
        link = 'live';
        for (const cb of [...linkListeners]) cb('live');
      }),
    /** The member's unread total as the socket reports it (listeners called when it changes). */
    setUnreadTotal: (total: number) =>
      act(async () => {
        if (total === unreadTotal) return;
        unreadTotal = total;
        for (const cb of [...unreadListeners]) cb(total);
      }),
    /** A `notification.new` for the member (or the socket back after a drop). */
    notify: () =>
      act(async () => {
        for (const cb of [...noticeListeners]) cb();
      }),
    /** Delivers an event of any type (reaction.new, reaction.deleted…) to the chat's watchers only. */
    emitRoom: (e: ChatEvent) =>
      act(async () => {
        for (const cb of e.chatId ? (roomListeners.get(e.chatId) ?? []) : []) cb(e);
      }),
  };
}
