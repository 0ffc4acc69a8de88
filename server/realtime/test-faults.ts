/**
 * Test-only socket fault (APP_ENV=test only, never in development or production; loopback callers
 * only): `POST {base}/test/drop-sockets {user_id}` terminates every chat socket of that member in
 * this process without a close frame, as a dropped network would. The SDK sees an abnormal close,
 * reconnects by itself and recovers its channels (`recoverState`): the browser tests check that no
 * message is lost or doubled. When switched off it is not mounted at all (routes.ts' catch-all
 * answers 404, as for any path it does not serve).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { isLoopbackRequest } from '../http/client-ip';
import type { ChatGateway } from './gateway';
import { STREAM_CODES, StreamError } from './stream-query';

/** On only when the process runs with APP_ENV=test (as config.ts reads it: unset means production). */
export function socketFaultsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.APP_ENV?.trim() === 'test';
}

export function socketFaultRoutes(gateway: ChatGateway): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    if (!isLoopbackRequest(c)) throw new StreamError(404, STREAM_CODES.notFound, 'This endpoint is not served here.');
    await next();
  });

  app.post('/drop-sockets', async (c) => {
    const input = (await c.req.json().catch(() => null)) as { user_id?: unknown } | null;
    const userId = Number(input?.user_id);
    if (!Number.isSafeInteger(userId) || userId <= 0) throw new StreamError(400, STREAM_CODES.inputInvalid, 'Send {"user_id": <member id>}.');
    const dropped = gateway.connections().filter((conn) => conn.userId === userId);
    // Terminated, not closed: no close frame, so the client sees 1006 and reconnects (the socket's
    // close handler drops the connection from the gateway).
    for (const conn of dropped) conn.socket.terminate();
    return c.json({ dropped: dropped.length });
  });

  return app;
}
