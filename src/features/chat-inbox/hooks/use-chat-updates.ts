import { useEffect, useRef } from 'react';
import { listChats } from '../api';
import type { ChatConnection } from '../realtime';
import type { ChatList } from './use-chat-list';

/** Reads the list again in place (no 'Loading…' over it); a list not shown yet loads as usual. */
export function refreshChats(list: ChatList): void {
  if (list.status !== 'ready') return list.reload();
  listChats().then(
    (chats) => list.setData(chats),
    () => undefined, // the list stays as it was
  );
}

/** Events that change a listed chat's name or members (a rename, members added or leaving). */
const CHANGES = new Set(['channel.updated', 'member.added', 'member.removed']);
/** Several events of one change (three members added) read the list once. */
const SETTLE_MS = 150;

/** Keeps the listed chats' names and members live: the conversation header and the settings page show them. */
export function useChatUpdates(connection: ChatConnection | null, list: ChatList): void {
  const ref = useRef(list);
  ref.current = list;
  useEffect(() => {
    if (!connection) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = connection.onEvent((e) => {
      if (!CHANGES.has(e.type) || !e.chatId || !ref.current.data?.some((c) => c.id === e.chatId)) return;
      clearTimeout(timer);
      timer = setTimeout(() => refreshChats(ref.current), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [connection]);
}
