// The test-only socket fault (server/realtime/test-faults.ts): with APP_ENV=test a loopback caller
// drops a member's chat sockets and the real SDK reconnects; other callers, and every environment but
// test (production above all), get Stream's 404 and nothing is dropped.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { StreamChat, type Event } from 'stream-chat';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../server/app';
import { signChatToken } from '../../../server/chat/jwt';
import { CHAT_API_KEY } from '../../../server/realtime/index';
import { createTestServer, type TestServer } from '../support/harness';

const opened: Array<{ t: TestServer; server: Server }> = [];
const clients: StreamChat[] = [];
const savedEnv = process.env.APP_ENV;

afterEach(() => {
  if (savedEnv === undefined) delete process.env.APP_ENV;
  else process.env.APP_ENV = savedEnv;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
  for (const { t, server } of opened) {
    await t.app.realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  }
});

/** A server built while the process runs with `appEnv` (as main.ts builds it from process.env), listening. */
async function serverIn(appEnv: 'test' | 'production' | 'development') {
  process.env.APP_ENV = appEnv;
  const t = await createTestServer(appEnv === 'production' ? { APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org' } : { APP_ENV: appEnv });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  t.app.realtime.attach(server);
  opened.push({ t, server });
  return { t, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat` };
}

async function member(t: TestServer, first: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, email_verified, profile_completed) VALUES ($1, $2, 'Tester', true, true) RETURNING id`,
    [`fault-${randomUUID()}@example.com`, first],
  );
  return rows[0].id;
}

async function connect(t: TestServer, base: string, userId: number) {
  const client = new StreamChat(CHAT_API_KEY, { baseURL: base, allowServerSideConnect: true, timeout: 5000, logger: () => undefined });
  clients.push(client);
  const events: Event[] = [];
  client.on((e) => void events.push(e));
  await client.connectUser({ id: String(userId) }, async () => signChatToken(t.config.chatTokenSecret, userId, new Date()));
  return { client, of: (type: string) => events.filter((e) => e.type === type) };
}

const socketsOf = (app: App, userId: number) => app.realtime.gateway.connections().filter((c) => c.userId === userId).length;
const drop = (t: TestServer, userId: unknown, ip = '127.0.0.1') => t.call('/chat/test/drop-sockets', { method: 'POST', json: { user_id: userId }, ip });

const refuse = (t: TestServer, userId: number, on: boolean) => t.call('/chat/test/refuse-sockets', { method: 'POST', json: { user_id: userId, refuse: on }, ip: '127.0.0.1' });

describe('POST /chat/test/drop-sockets', () => {
  it('APP_ENV=test: drops the member\'s sockets only; the SDK reconnects and recovers', async () => {
    const { t, base } = await serverIn('test');
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    const a = await connect(t, base, ann);
    await connect(t, base, bob);
    expect(socketsOf(t.app, ann)).toBe(1);
    const first = a.client._getConnectionID();

    const res = await drop(t, ann);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dropped: 1 });
    await vi.waitFor(() => expect(t.app.realtime.gateway.connections().some((c) => c.id === first)).toBe(false), { timeout: 5000 });
    expect(socketsOf(t.app, bob)).toBe(1);
    // The SDK's own reconnect (0.25 s–25 s backoff) under a new connection id, then recoverState.
    await vi.waitFor(() => expect(a.of('connection.recovered').length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(a.client._getConnectionID()).not.toBe(first);
    expect(socketsOf(t.app, ann)).toBe(1);
    expect(a.client.wsConnection?.isHealthy).toBe(true);

    // Nobody connected: nothing to drop.
    expect((await drop(t, 999_999)).body).toEqual({ dropped: 0 });
    // A bad body: Stream's 400.
    const bad = await drop(t, 'x');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 4, StatusCode: 400 });
    // Not from this machine (or through a proxy): Stream's 404, nothing dropped.
    const remote = await drop(t, bob, '203.0.113.10');
    expect(remote.status).toBe(404);
    expect(remote.body).toMatchObject({ code: 16, StatusCode: 404 });
    expect(socketsOf(t.app, bob)).toBe(1);
  });

  it('{refuse: true}: every reconnect attempt is cut until refuse-sockets {refuse: false}; then the SDK is back', async () => {
    const { t, base } = await serverIn('test');
    const ann = await member(t, 'Ann');
    const a = await connect(t, base, ann);
    const res = await t.call('/chat/test/drop-sockets', { method: 'POST', json: { user_id: ann, refuse: true }, ip: '127.0.0.1' });
    expect(res.body).toEqual({ dropped: 1 });
    const failures = () => (a.client.wsConnection as unknown as { consecutiveFailures: number }).consecutiveFailures;
    await vi.waitFor(() => expect(failures()).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 100 });
    expect(socketsOf(t.app, ann)).toBe(0);
    expect(a.of('connection.recovered')).toHaveLength(0);
    expect((await refuse(t, ann, false)).body).toEqual({ refused: false });
    await vi.waitFor(() => expect(a.of('connection.recovered').length).toBe(1), { timeout: 20_000 });
    expect(socketsOf(t.app, ann)).toBe(1);
    const bad = await t.call('/chat/test/refuse-sockets', { method: 'POST', json: { user_id: ann }, ip: '127.0.0.1' });
    expect(bad.status).toBe(400);
  }, 45_000);

  for (const env of ['production', 'development'] as const) {
    it(`APP_ENV=${env}: refused with Stream's 404 like any path not served; the socket stays`, async () => {
      const { t, base } = await serverIn(env);
      const ann = await member(t, 'Ann');
      await connect(t, base, ann);
      const res = await drop(t, ann);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 16, StatusCode: 404, message: 'This endpoint is not served here.' });
      expect((await refuse(t, ann, true)).status).toBe(404);
      expect(socketsOf(t.app, ann)).toBe(1);
    });
  }
});
