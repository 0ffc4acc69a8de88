/**
 * The chat's live side behind a small interface of our own: the real one (realtime-stream.ts) wraps
 * the stream-chat SDK and is loaded with a dynamic import, so only this feature's lazy chunk holds
 * the SDK; unit tests inject a fake with `setChatConnector`.
 */
import { onAnonymousProfile } from '@/store/anonymous';
import { onLogout } from '@/store/auth';
import type { ChatConnection, ChatConnector, ConnectOptions } from './realtime-types';

export type { ChatConnection, ChatConnector, ChatEvent, ChatLink, ChatRoom, ConnectOptions, LiveChatMessage } from './realtime-types';

const streamConnector: ChatConnector = async (options) => (await import('./realtime-stream')).connectStream(options);
let connector: ChatConnector = streamConnector;

/** Tests: replaces the SDK (null: the real one again). Drops the open connection. */
export function setChatConnector(next: ChatConnector | null): void {
  connector = next ?? streamConnector;
  void dropChatConnection();
}

let current: { userId: number; connection: Promise<ChatConnection>; users: number } | null = null;
let unregister: (() => void) | null = null;
let unregisterAnonymous: (() => void) | null = null;

/** The member's connection, shared by every inbox on the page; `release()` when done with it. */
export function acquireChatConnection(options: ConnectOptions): { connection: Promise<ChatConnection>; release: () => void } {
  if (current && current.userId !== options.userId) void dropChatConnection();
  if (!current) {
    const connection = connector(options);
    connection.catch(() => {
      if (current?.connection === connection) current = null;
    });
    current = { userId: options.userId, connection, users: 0 };
    unregister ??= onLogout(() => dropChatConnection());
    // An anonymous profile has no messaging (accounts spec §4); the server has already left every room.
    unregisterAnonymous ??= onAnonymousProfile(() => dropChatConnection());
  }
  const held = current;
  held.users += 1;
  let released = false;
  return {
    connection: held.connection,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      // The last inbox gone (the element disconnected): the socket closes.
      if (held.users === 0 && current === held) void dropChatConnection();
    },
  };
}

/** Closes the connection (logout, another member, the last inbox gone). */
export async function dropChatConnection(): Promise<void> {
  const held = current;
  current = null;
  if (!held) return;
  try {
    await (await held.connection).disconnect();
  } catch {
    /* it never connected */
  }
}
