// The chat socket the standalone app holds for its dots (loaded after the first view): the member's
// unread total for the Messages dot and `notification.new` for the Notifications dot. The same shared
// connection the inbox uses, so the page keeps one socket.
import { CHAT_BASE } from '@/lib/chat';
import { $config } from '@/store/config';
import { chatToken } from '@/features/chat-inbox/api';
import { acquireChatConnection } from '@/features/chat-inbox/realtime';

export interface ChatCounts {
  /** Stops listening and releases the connection. */
  stop(): void;
}

/** Holds the member's chat connection; `onUnread` gets the total now and at each change, `onNotice` each new notification. */
export function watchChatCounts(userId: number, onUnread: (total: number) => void, onNotice: () => void): ChatCounts {
  const held = acquireChatConnection({ userId, baseURL: `${$config.get().apiBase}${CHAT_BASE}`, token: chatToken });
  const subs: (() => void)[] = [];
  let stopped = false;
  held.connection.then(
    (connection) => {
      if (stopped) return;
      onUnread(connection.unreadTotal());
      subs.push(connection.onUnreadTotal(onUnread), connection.onNotification(onNotice));
      // A notification that came between the first check and the socket being up was not pushed.
      onNotice();
    },
    (error: unknown) => console.warn('[rwb] the chat connection for the unread dots failed', error),
  );
  return {
    stop() {
      stopped = true;
      for (const unsubscribe of subs.splice(0)) unsubscribe();
      held.release();
    },
  };
}
