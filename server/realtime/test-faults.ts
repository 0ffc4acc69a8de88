/**
 * Test-only socket faults (APP_ENV=test only, never in development or production; loopback callers
 * only): `POST {base}/test/drop-sockets {user_id}` terminates every chat socket of that member in
 * this process without a close frame, as a dropped network would. The SDK sees an abnormal close,
 * reconnects by itself and recovers its channels (`recoverState`): the browser tests check that no
 * message is lost or doubled. `{user_id, refuse: true}` also cuts that member's new sockets at once
 * (each reconnect attempt fails) until `POST {base}/test/refuse-sockets {user_id, refuse: false}`:
 * after three attempts the inbox falls back to polling (§9). When switched off none of it is mounted
 * (routes.ts' catch-all answers 404, as for any path it does not serve).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { isLoopbackRequest } from '../http/client-ip';
import type { ChatGateway } from './gateway';
import { STREAM_CODES, StreamError } from './stream-query';

const refused = new WeakMap<ChatGateway, Set<number>>();

/** A test refuses this member's sockets now (socket.ts cuts them before the greeting). */
export function socketRefused(gateway: ChatGateway, userId: number): boolean {
  return refused.get(gateway)?.has(userId) ?? false;
}

export function socketFaultRoutes(gateway: ChatGateway): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    if (!isLoopbackRequest(c)) throw new StreamError(404, STREAM_CODES.notFound, 'This endpoint is not served here.');
    await next();
  });

  const setRefused = (userId: number, refuse: boolean) => {
    const set = refused.get(gateway) ?? new Set<number>();
    refused.set(gateway, set);
    if (refuse) set.add(userId);
    else set.delete(userId);
  };

  app.post('/refuse-sockets', async (c) => {
    const input = (await c.req.json().catch(() => null)) as { user_id?: unknown; refuse?: unknown } | null;
    const userId = Number(input?.user_id);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof input?.refuse !== 'boolean') throw new StreamError(400, STREAM_CODES.inputInvalid, 'Send {"user_id": <member id>, "refuse": true|false}.');
    setRefused(userId, input.refuse);
    return c.json({ refused: input.refuse });
  });

  app.post('/drop-sockets', async (c) => {
    const input = (await c.req.json().catch(() => null)) as { user_id?: unknown; refuse?: unknown } | null;
    const userId = Number(input?.user_id);
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new StreamError(400, STREAM_CODES.inputInvalid, 'Send {"user_id": <member id>}.');
    if (input?.refuse === true) setRefused(userId, true);
    const dropped = gateway.connections().filter((conn) => conn.userId === userId);
    // Terminated, not closed: no close frame, so the client sees 1006 and reconnects (the socket's
    // close handler drops the connection from the gateway).
    for (const conn of dropped) conn.socket.terminate();
    return c.json({ dropped: dropped.length });
  });

  return app;
}
