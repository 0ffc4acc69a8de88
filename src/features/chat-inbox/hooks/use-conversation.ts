import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { isApiError } from '@/lib/http';
import { usePoll } from '@/ui/use-poll';
import { listMessages, sendMessage, type MessageDraft } from '../api';
import { SEEK_HIGHLIGHT_MS, liveFromApi } from '../message-model';
import type { ChatConnection, ChatRoom, LiveChatMessage } from '../realtime';
import { mergeLatest, mergePage, upsert } from './message-merge';
import { useChatLink } from './use-chat-link';

import type { ShownMessage } from '../message-model';
export type { SendStatus, ShownMessage } from '../message-model';

export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  messages: ShownMessage[];
  disabled: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder(): void;
  send(draft: MessageDraft & { quote?: LiveChatMessage['quote'] }): void;
  retry(id: string): void;
  drop(id: string): void;
  reload(): void;
  /** Changes a shown message in place (an answer of the API; an optimistic change). */
  patch(id: string, change: (m: ShownMessage) => Partial<ShownMessage>): void;
  /** Brings message `id` into the list (loading the page around it when needed) and highlights it. */
  seek(id: string): void;
  /** The message highlighted by the last seek (for 3 s). */
  highlighted: string | null;
  seekFailed: boolean;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `m${Date.now()}${Math.random().toString(16).slice(2)}`);

/**
 * One conversation: watches the chat (its first page, newest at the bottom), older pages on demand,
 * live new/updated/deleted messages and reactions, marks it read while shown; sending goes through
 * the product API under a client id (pending, then success; a failure keeps the draft with Retry
 * under the same id, and the server's reason when it refused it, e.g. 'You cannot message blocked
 * users.'). Seeking a message not loaded reads the page around it and the pages between. When the
 * socket comes back, the messages the SDK recovered join the list (no events come for them); while it
 * is down the latest page is read every 30 s (§9).
 */
export function useConversation(connection: ChatConnection | null, chatId: string, me: number): ConversationState {
  const link = useChatLink(connection);
  const [status, setStatus] = useState<ConversationState['status']>('loading');
  const [list, setList] = useState<ShownMessage[]>([]);
  const [disabled, setDisabled] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [seekFailed, setSeekFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const room = useRef<ChatRoom | null>(null);
  const drafts = useRef(new Map<string, MessageDraft>());
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
      // Only a new message joins the list; changes to one not loaded (an older page) wait for it.
      setList((cur) => upsert(cur, { ...m, status: 'success' }, e.type === 'message.new'));
      if (e.type === 'message.new' && m.userId !== String(me)) void r.markRead().catch(() => undefined);
    });
    // Back after a dropped socket: what came meanwhile arrives as the recovered state, not as events.
    const offRecovered = r.onRecovered((messages) => {
      if (!live) return;
      setList((cur) => mergeLatest(cur, messages));
      void r.markRead().catch(() => undefined);
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
      offRecovered();
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
        setList((cur) => mergePage(cur, older));
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
    (id: string, draft: MessageDraft) => {
      sendMessage(id, chatId, draft).then(
        (saved) => {
          drafts.current.delete(id);
          setList((cur) => cur.map((m) => (m.id === id ? { ...m, text: saved.text, images: saved.images, created: saved.created, status: 'success' } : m)));
        },
        (e: unknown) => {
          // A refusal with the server's reason (4xx) is shown with 'Message failed to Send'.
          const reason = isApiError(e) && e.status >= 400 && e.status < 500 && e.message !== `Response returned ${e.status}` ? e.message : null;
          setList((cur) => cur.map((m) => (m.id === id && m.status === 'pending' ? { ...m, status: 'failed', failReason: reason } : m)));
        },
      );
    },
    [chatId],
  );

  const send = useCallback<ConversationState['send']>(
    ({ quote = null, ...draft }) => {
      const id = newId();
      drafts.current.set(id, draft);
      const shown: ShownMessage = { id, text: draft.text, images: draft.images, quote, userId: String(me), userName: '', created: new Date().toISOString(), deleted: false, status: 'pending' };
      setList((cur) => [...cur, shown]);
      deliver(id, draft);
    },
    [me, deliver],
  );

  const retry = useCallback(
    (id: string) => {
      const m = listRef.current.find((x) => x.id === id);
      if (!m || m.status !== 'failed') return;
      setList((cur) => cur.map((x) => (x.id === id ? { ...x, status: 'pending', failReason: null } : x)));
      deliver(id, drafts.current.get(id) ?? { text: m.text, images: m.images });
    },
    [deliver],
  );

  const drop = useCallback((id: string) => {
    drafts.current.delete(id);
    setList((cur) => cur.filter((m) => !(m.id === id && m.status === 'failed')));
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const patch = useCallback<ConversationState['patch']>((id, change) => setList((cur) => cur.map((m) => (m.id === id ? { ...m, ...change(m) } : m))), []);

  // The socket down: the latest page every 30 s while the chat is shown.
  const pollLatest = useCallback(() => {
    listMessages(chatId, { limit: CHAT_LIMITS.pageSize }).then(
      (page) => setList((cur) => mergeLatest(cur, page.data.map((m) => liveFromApi(m, me)))),
      () => undefined, // the next poll, or the socket back, reads it again
    );
  }, [chatId, me]);
  usePoll(pollLatest, CHAT_LIMITS.channelPollMs, link === 'down' && status === 'ready');

  // The highlight goes after 3 s (a new seek starts the wait again).
  useEffect(() => {
    if (!highlighted) return;
    const t = setTimeout(() => setHighlighted(null), SEEK_HIGHLIGHT_MS);
    return () => clearTimeout(t);
  }, [highlighted]);

  const seek = useCallback((id: string) => {
    const r = room.current;
    setSeekFailed(false);
    const show = () => {
      setHighlighted(null);
      queueMicrotask(() => setHighlighted(id));
    };
    if (listRef.current.some((m) => m.id === id)) return show();
    if (!r) return;
    void loadAround(r, id, listRef.current).then(
      ({ pages, reachedStart }) => {
        setList((cur) => pages.reduce(mergePage, cur));
        if (reachedStart) setHasOlder(false);
        show();
      },
      () => setSeekFailed(true),
    );
  }, []);

  return { status, messages: list, disabled, hasOlder, loadingOlder, olderFailed, loadOlder, send, retry, drop, reload, patch, seek, highlighted, seekFailed };
}

/**
 * The page around `id`, and the older pages between the loaded list and it (so the list has no gap):
 * read back from the oldest loaded message until the page around is reached.
 */
async function loadAround(r: ChatRoom, id: string, loaded: readonly ShownMessage[]): Promise<{ pages: LiveChatMessage[][]; reachedStart: boolean }> {
  const around = await r.around(id, CHAT_LIMITS.pageSize);
  if (!around.some((m) => m.id === id)) throw new Error('message not found');
  const known = new Set(around.map((m) => m.id));
  const pages: LiveChatMessage[][] = [];
  let oldest = loaded.find((m) => m.status === 'success')?.id;
  while (oldest && !known.has(oldest)) {
    const page = await r.older(oldest, CHAT_LIMITS.pageMax);
    pages.push(page);
    if (!page.length || page.some((m) => known.has(m.id))) break;
    oldest = page[0].id;
  }
  pages.push(around);
  // The page around holds the chat's first message when it has fewer older ones than it asked for.
  const at = around.findIndex((m) => m.id === id);
  return { pages, reachedStart: at < Math.floor(CHAT_LIMITS.pageSize / 2) };
}
