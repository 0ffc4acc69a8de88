/**
 * The socket `GET {base}/connect` the stream-chat SDK opens (ARCHITECTURE.md 'Chat realtime'):
 * `?json={user_id,user_details,client_request_id}&api_key&authorization=<JWT>&stream-auth-type=jwt`.
 * A valid token: the first frame is `health.check` with `connection_id` and `me` (mutes and
 * channel_mutes included: the SDK needs them), then every client health check is answered. A
 * missing, invalid or expired token (or one for another user): the first frame is
 * `{error:{code:40,…}}` and the socket closes with 1000, so the SDK asks its token provider again
 * and reconnects. Attached to the Node HTTP server with `ws` (noServer + the server's 'upgrade').
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client';
import { verifyChatToken } from '../chat/jwt';
import { socketRefused } from './test-faults';
import type { ChatGateway, Connection } from './gateway';
import { loadUsers } from './shapes';
import { STREAM_CODES } from './stream-query';
import { unreadCounts } from './unread';

/** Frames from a client are health checks and nothing larger. */
const MAX_FRAME = 16 * 1024;

export interface SocketDeps {
  db: Db;
  gateway: ChatGateway;
  secret: string;
  /** The SDK's base path on this server, e.g. '/chat' (the socket is `${base}/connect`). */
  base: string;
  now?: () => Date;
}

function reject(ws: WebSocket, message: string): void {
  ws.send(JSON.stringify({ error: { code: STREAM_CODES.tokenExpired, message, StatusCode: 401, duration: '0.00ms', more_info: '' } }));
  ws.close(1000, 'token invalid');
}

/** Handles one upgraded socket: authenticate, greet, answer health checks, drop on close. */
async function onSocket(deps: SocketDeps, ws: WebSocket, url: URL): Promise<void> {
  let payload: { user_id?: unknown } = {};
  try {
    payload = JSON.parse(url.searchParams.get('json') ?? '{}') as { user_id?: unknown };
  } catch {
    /* checked below */
  }
  const token = url.searchParams.get('authorization') ?? '';
  const verified = verifyChatToken(deps.secret, token, deps.now?.() ?? new Date());
  if (!verified) return reject(ws, 'The chat token is missing, invalid or expired.');
  if (payload.user_id !== undefined && String(payload.user_id) !== String(verified.userId)) return reject(ws, 'The chat token belongs to another user.');
  // A test refusing this member's sockets (test-faults.ts, APP_ENV=test): cut as a failed network.
  if (socketRefused(deps.gateway, verified.userId)) return ws.terminate();
  const me = (await loadUsers(deps.db, [verified.userId])).get(verified.userId);
  if (!me || me.deleted) return reject(ws, 'This member cannot use chat.');

  // Frames arriving before the greeting are health checks: answered once registered.
  let conn: Connection | null = null;
  let closed = false;
  const healthCheck = () => JSON.stringify({ type: 'health.check', connection_id: conn!.id, cid: '*', created_at: new Date().toISOString() });
  ws.on('message', (data, isBinary) => {
    if (!conn || isBinary) return;
    conn.lastSeen = Date.now();
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    const frames = Array.isArray(frame) ? frame : [frame];
    if (frames.some((f) => (f as { type?: unknown } | null)?.type === 'health.check')) ws.send(healthCheck());
  });
  ws.on('close', () => {
    closed = true;
    if (conn) deps.gateway.drop(conn);
  });
  ws.on('error', () => undefined);

  const unread = (await unreadCounts(deps.db, [verified.userId])).get(verified.userId)!;
  if (closed) return;
  conn = await deps.gateway.open(verified.userId, ws);
  if (closed) return deps.gateway.drop(conn);
  const now = new Date().toISOString();
  ws.send(
    JSON.stringify({
      type: 'health.check',
      connection_id: conn.id,
      cid: '*',
      created_at: now,
      me: {
        ...me,
        role: 'user',
        online: true,
        banned: false,
        mutes: [],
        channel_mutes: [],
        devices: [],
        blocked_user_ids: [],
        total_unread_count: unread.total,
        unread_count: unread.total,
        unread_channels: unread.channels,
        unread_threads: 0,
        invisible: false,
      },
    }),
  );
}

export interface AttachedSocket {
  close(): Promise<void>;
}

/** Serves `${base}/connect` upgrades on `server`; other upgrade paths are left to other listeners. */
export function attachSocket(server: Server, deps: SocketDeps): AttachedSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  const path = `${deps.base.replace(/\/$/, '')}/connect`;
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      onSocket(deps, ws, url).catch((error) => {
        console.warn('[realtime] socket setup failed:', (error as Error).message);
        ws.terminate();
      });
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
