import { useEffect, useState } from 'react';
import type { ChatConnection, ChatLink } from '../realtime';

/** The connection's socket: live, reconnecting, or down (then the inbox polls, §9); 'live' without a connection. */
export function useChatLink(connection: ChatConnection | null): ChatLink {
  const [link, setLink] = useState<ChatLink>(() => connection?.link() ?? 'live');
  useEffect(() => {
    if (!connection) return setLink('live');
    setLink(connection.link());
    return connection.onLink(setLink);
  }, [connection]);
  return link;
}
