/**
 * The realtime chat endpoint the stream-chat SDK talks to (ARCHITECTURE.md 'Chat realtime'): the
 * SDK's base URL is `{server}/chat` (`new StreamChat(CHAT_API_KEY, {baseURL})`), so it calls
 * `{base}/channels`, `{base}/channels/messaging/{id}/query|read|event|stop-watching` over HTTP
 * (routes.ts) and opens `ws(s)://{host}/chat/connect` (socket.ts). Events come from the
 * `chat_events` rows the product API writes (gateway.ts). `createApp` builds one per app (no I/O);
 * the process that listens attaches the socket to its HTTP server (`attach`) and closes it on
 * shutdown.
 */
import type { Server } from 'node:http';
import type { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { CHAT_BASE } from '../../src/lib/chat';
import { ChatGateway } from './gateway';
import { realtimeRoutes } from './routes';
import { attachSocket, type AttachedSocket } from './socket';

export { wakeChatGateways, ChatGateway } from './gateway';

// Where the SDK's base URL points on this server, and the SDK's public, fixed API key: src/lib/chat.ts.
export { CHAT_API_KEY, CHAT_BASE } from '../../src/lib/chat';

export interface ChatRealtime {
  readonly gateway: ChatGateway;
  /** Mounted by createApp at CHAT_BASE. */
  readonly routes: Hono<AppEnv>;
  /** Serves the socket on a listening HTTP server (idempotent per server). */
  attach(server: Server): void;
  /** Closes the sockets (clients reconnect elsewhere) and stops listening for events. */
  close(): Promise<void>;
}

/** `testFaults`: mount the test-only socket faults (test-faults.ts); the app passes APP_ENV=test. */
export function createChatRealtime(options: { db: Db; secret: string; now?: () => Date; testFaults?: boolean }): ChatRealtime {
  const gateway = new ChatGateway(options.db);
  const routes = realtimeRoutes({ db: options.db, gateway, secret: options.secret, now: options.now, testFaults: options.testFaults ?? false });
  const attached = new Map<Server, AttachedSocket>();
  return {
    gateway,
    routes,
    attach(server) {
      if (attached.has(server)) return;
      attached.set(server, attachSocket(server, { db: options.db, gateway, secret: options.secret, base: CHAT_BASE, now: options.now }));
    },
    async close() {
      await gateway.close();
      await Promise.all([...attached.values()].map((a) => a.close()));
      attached.clear();
    },
  };
}
