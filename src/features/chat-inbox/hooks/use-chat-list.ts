import { useCallback, useEffect, useRef } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { isApiError } from '@/lib/http';
import { usePoll } from '@/ui/use-poll';
import { useResource, type Resource } from '@/ui/use-resource';
import { listChats } from '../api';
import { withNewMessage, withRead } from '../model';
import type { ChatConnection } from '../realtime';
import { useChatLink } from './use-chat-link';
import type { Channel } from '../schemas';

export type ChatList = Resource<Channel[], 'anonymous'>;

const anonymous = (e: unknown) => (isApiError(e) && e.status === 403 && e.code === 'anonymous_messaging' ? 'anonymous' : null);

/**
 * The member's chats (GET api/v1/channels), kept live with the socket's events: a new message moves
 * its chat first with its preview and the unread marker (not for one's own, nor the chat open now);
 * a chat the list does not hold yet (added to one, a removed one coming back) reloads the list.
 * While the socket is down the list is read again every 2 s, and once more when it is back (events
 * sent meanwhile never arrive), §9.
 */
export function useChatList(userId: number | null, connection: ChatConnection | null, openId: string | null): ChatList {
  const link = useChatLink(connection);
  const list = useResource((signal) => listChats(signal), [userId], { enabled: userId !== null, classify: anonymous });
  const ref = useRef({ list, openId });
  ref.current = { list, openId };

  // Read again in place (no 'Loading…' over the list); a list not shown yet loads as usual.
  const refresh = useCallback(() => {
    if (ref.current.list.status !== 'ready') return ref.current.list.reload();
    listChats().then(
      (chats) => ref.current.list.setData(chats),
      () => undefined, // the list stays as it was; the next event or poll reads it again
    );
  }, []);
  usePoll(refresh, CHAT_LIMITS.listPollMs, link === 'down');
  // The list was read before the socket was up: what arrived in between is read again once it is.
  useEffect(() => {
    if (connection) refresh();
  }, [connection, refresh]);
  const wasLive = useRef(true);
  useEffect(() => {
    if (link === 'live' && !wasLive.current) refresh();
    wasLive.current = link === 'live';
  }, [link, refresh]);

  useEffect(() => {
    if (!connection) return;
    return connection.onEvent((e) => {
      const { list: l, openId: open } = ref.current;
      if (e.type === 'notification.added_to_channel') return refresh();
      if ((e.type !== 'message.new' && e.type !== 'notification.message_new') || !e.chatId || !e.message) return;
      const chats = l.data;
      const next = chats ? withNewMessage(chats, e.chatId, e.message, e.message.userName, connection.userId, open) : null;
      if (next) l.setData(next);
      else refresh();
    });
  }, [connection, refresh]);

  // Opening a chat reads it.
  useEffect(() => {
    if (openId && list.data?.some((c) => c.id === openId && c.hasUnreadMessage)) list.setData((chats) => withRead(chats, openId));
  }, [openId, list]);
  return list;
}
