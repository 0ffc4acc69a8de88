import { useEffect, useState } from 'react';
import { $config } from '@/store/config';
import { chatToken } from '../api';
import { acquireChatConnection, type ChatConnection } from '../realtime';
import { CHAT_BASE } from '@/lib/chat';

export type ConnectionStatus = 'idle' | 'connecting' | 'ready' | 'error';

/** The member's realtime connection while the inbox is mounted (closed when the last inbox goes, and on logout). */
export function useChatConnection(userId: number | null): { status: ConnectionStatus; connection: ChatConnection | null } {
  const [state, setState] = useState<{ status: ConnectionStatus; connection: ChatConnection | null }>({ status: 'idle', connection: null });
  useEffect(() => {
    if (userId === null) {
      setState({ status: 'idle', connection: null });
      return;
    }
    let live = true;
    setState({ status: 'connecting', connection: null });
    const held = acquireChatConnection({ userId, baseURL: `${$config.get().apiBase}${CHAT_BASE}`, token: chatToken });
    held.connection.then(
      (connection) => live && setState({ status: 'ready', connection }),
      () => live && setState({ status: 'error', connection: null }),
    );
    return () => {
      live = false;
      held.release();
    };
  }, [userId]);
  return state;
}
