import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { sendMessage } from '../api';
import type { ChatConnection, ChatRoom, LiveChatMessage } from '../realtime';

export type SendStatus = 'pending' | 'success' | 'failed';
export interface ShownMessage extends LiveChatMessage {
  status: SendStatus;
}

export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  messages: ShownMessage[];
  disabled: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder(): void;
  send(text: string): void;
  retry(id: string): void;
  drop(id: string): void;
  reload(): void;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `m${Date.now()}${Math.random().toString(16).slice(2)}`);

/** Puts `m` in place of the message with its id, else at its time (oldest first). */
function upsert(list: ShownMessage[], m: ShownMessage): ShownMessage[] {
  const at = list.findIndex((x) => x.id === m.id);
  if (at >= 0) return list.map((x, i) => (i === at ? { ...m, created: x.created || m.created } : x));
  return [...list, m];
}

/**
 * One conversation: watches the chat (its first page, newest at the bottom), older pages on demand,
 * live new/updated/deleted messages, marks it read while shown; sending goes through the product API
 * under a client id (pending, then success; a failure keeps the text with Retry under the same id).
 */
export function useConversation(connection: ChatConnection | null, chatId: string, me: number): ConversationState {
  const [status, setStatus] = useState<ConversationState['status']>('loading');
  const [list, setList] = useState<ShownMessage[]>([]);
  const [disabled, setDisabled] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const room = useRef<ChatRoom | null>(null);
  const listRef = useRef(list);
  listRef.current = list;

  useEffect(() => {
    if (!connection) return;
    let live = true;
    const r = connection.room(chatId);
    room.current = r;
    setStatus('loading');
    // The events first, then the snapshot: nothing falls between.
    const off = r.onMessage((e) => {
      if (!live || !e.message) return;
      const m = e.message;
      setList((cur) => upsert(cur, { ...m, status: 'success' }));
      if (e.type === 'message.new' && m.userId !== String(me)) void r.markRead().catch(() => undefined);
    });
    r.watch(CHAT_LIMITS.pageSize).then(
      (res) => {
        if (!live) return;
        setList((cur) => {
          const pending = cur.filter((m) => m.status !== 'success' && !res.messages.some((x) => x.id === m.id));
          return [...res.messages.map((m) => ({ ...m, status: 'success' as const })), ...pending];
        });
        setDisabled(res.disabled);
        setHasOlder(res.messages.length >= CHAT_LIMITS.pageSize);
        setStatus('ready');
        void r.markRead().catch(() => undefined);
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      off();
      room.current = null;
      void r.stopWatching().catch(() => undefined);
    };
  }, [connection, chatId, me, attempt]);

  const loadOlder = useCallback(() => {
    const r = room.current;
    const oldest = listRef.current.find((m) => m.status === 'success');
    if (!r || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    r.older(oldest.id, CHAT_LIMITS.pageSize).then(
      (older) => {
        setList((cur) => [...older.filter((o) => !cur.some((c) => c.id === o.id)).map((m) => ({ ...m, status: 'success' as const })), ...cur]);
        setHasOlder(older.length >= CHAT_LIMITS.pageSize);
        setLoadingOlder(false);
      },
      () => {
        setOlderFailed(true);
        setLoadingOlder(false);
      },
    );
  }, [loadingOlder]);

  const deliver = useCallback(
    (id: string, text: string) => {
      sendMessage(id, chatId, text).then(
        (saved) => setList((cur) => cur.map((m) => (m.id === id ? { ...m, text: saved.text, created: saved.created, status: 'success' } : m))),
        () => setList((cur) => cur.map((m) => (m.id === id && m.status === 'pending' ? { ...m, status: 'failed' } : m))),
      );
    },
    [chatId],
  );

  const send = useCallback(
    (text: string) => {
      const id = newId();
      setList((cur) => [...cur, { id, text, userId: String(me), userName: '', created: new Date().toISOString(), deleted: false, status: 'pending' }]);
      deliver(id, text);
    },
    [me, deliver],
  );

  const retry = useCallback(
    (id: string) => {
      const m = listRef.current.find((x) => x.id === id);
      if (!m || m.status !== 'failed') return;
      setList((cur) => cur.map((x) => (x.id === id ? { ...x, status: 'pending' } : x)));
      deliver(id, m.text);
    },
    [deliver],
  );

  const drop = useCallback((id: string) => setList((cur) => cur.filter((m) => !(m.id === id && m.status === 'failed'))), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, messages: list, disabled, hasOlder, loadingOlder, olderFailed, loadOlder, send, retry, drop, reload };
}
