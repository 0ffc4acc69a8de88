// The realtime gateway (server/realtime) against the REAL stream-chat SDK in Node: createApp + a
// listening node server (port 0) over the file's database; two apps on one database for the
// cross-gateway case. Writes are made as the product API makes them: rows + chat_events in one
// transaction, then NOTIFY (server/chat/publish.ts) — the gateway must find them by itself.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { StreamChat, type Event } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { openPostgres, type Db } from '../../../server/db/client';
import { withDatabase } from '../../../server/db/test-databases';
import { signChatToken } from '../../../server/chat/jwt';
import { updateMembership } from '../../../server/chat/channels';
import { react } from '../../../server/chat/messages';
import { withChatEvents } from '../../../server/chat/publish';
import { CHAT_API_KEY } from '../../../server/realtime/index';
import { createTestServer, type TestServer } from '../support/harness';

let t: TestServer;
const servers: Array<{ app: App; server: Server; base: string }> = [];
const clients: StreamChat[] = [];
const extraDbs: Db[] = [];

async function listen(app: App) {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  app.realtime.attach(server);
  const entry = { app, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat` };
  servers.push(entry);
  return entry;
}

beforeAll(async () => {
  t = await createTestServer({ CORS_ORIGINS: 'https://cms.example.org' });
  await listen(t.app);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
  for (const s of servers) {
    await s.app.realtime.close();
    await new Promise<void>((resolve) => s.server.close(() => resolve()));
  }
  await Promise.all(extraDbs.map((db) => db.close()));
  await t.close();
});

async function member(first: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, email_verified, profile_completed) VALUES ($1, $2, 'Tester', true, true) RETURNING id`,
    [`rt-${randomUUID()}@example.com`, first],
  );
  return rows[0].id;
}

async function channel(memberIds: number[], group = memberIds.length > 2): Promise<string> {
  const id = `c${randomUUID().replaceAll('-', '')}`;
  const now = new Date();
  const pair = group ? null : `${Math.min(...memberIds)}:${Math.max(...memberIds)}`;
  await t.db.query('INSERT INTO chat_channels (id, group_chat, pair_key, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [id, group, pair, memberIds[0], now]);
  for (const [i, u] of memberIds.entries()) {
    await t.db.query('INSERT INTO chat_members (channel_id, user_id, role, joined_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [id, u, i === 0 && group ? 'admn' : 'mmbr', now]);
  }
  return id;
}

/** As the product API sends: message + last_message_at + chat_events row in one transaction, then NOTIFY. */
async function send(channelId: string, userId: number, text: string): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await withChatEvents(t.db, async (tx, events) => {
    await tx.query('INSERT INTO chat_messages (id, channel_id, user_id, text, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [id, channelId, userId, text, now]);
    await tx.query('UPDATE chat_channels SET last_message_at = $2, updated_at = $2 WHERE id = $1', [channelId, now]);
    await events.record({ type: 'message.new', channelId, messageId: id, userId, now });
  });
  return id;
}

const token = (userId: number) => signChatToken(t.config.chatTokenSecret, userId, new Date());

async function connect(userId: number, base = servers[0].base, provider: () => Promise<string> = async () => token(userId)) {
  const client = new StreamChat(CHAT_API_KEY, { baseURL: base, allowServerSideConnect: true, timeout: 5000, logger: () => undefined });
  clients.push(client);
  await client.connectUser({ id: String(userId) }, provider);
  return client;
}

/** Records every event the client receives, by type. */
function record(client: StreamChat) {
  const events: Event[] = [];
  client.on((e) => {
    events.push(e);
  });
  return { events, of: (type: string) => events.filter((e) => e.type === type) };
}

const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));

describe('stream-chat SDK against the gateway', () => {
  it('connects with a token and queryChannels returns the member\'s channels with messages, members and read state', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const other = await member('Olga');
    const ch = await channel([a, b]);
    const foreign = await channel([b, other]);
    const first = await send(ch, b, 'hello Ann');
    const client = await connect(a);
    expect(client.user?.id).toBe(String(a));
    expect((client.user as { total_unread_count?: number } | undefined)?.total_unread_count).toBe(1);
    const channels = await client.queryChannels({ members: { $in: [String(a)] } }, { last_message_at: -1 }, { watch: true, state: true });
    expect(channels.map((c) => c.cid)).toEqual([`messaging:${ch}`]);
    expect(channels.map((c) => c.id)).not.toContain(foreign);
    const state = channels[0].state;
    expect(state.messages.map((m) => [m.id, m.text, m.user?.id, m.type])).toEqual([[first, 'hello Ann', String(b), 'regular']]);
    expect(state.members[String(b)]?.user?.name).toBe('Bob Tester');
    expect(channels[0].data?.config?.read_events).toBe(true);
    expect(channels[0].countUnread()).toBe(1);
  });

  it('delivers a message written elsewhere as message.new, once, to watchers; notification.message_new to a member not watching; nothing to others', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const c = await member('Cat');
    const outsider = await member('Out');
    const ch = await channel([a, b, c]);
    const ca = await connect(a);
    const cb = await connect(b);
    const cc = await connect(c);
    const co = await connect(outsider);
    const [channelB] = await cb.queryChannels({ cid: { $in: [`messaging:${ch}`] } }, {}, { watch: true });
    expect(channelB.cid).toBe(`messaging:${ch}`);
    const rb = record(cb);
    const rc = record(cc);
    const ro = record(co);
    const id = await send(ch, a, 'to everyone');
    await vi.waitFor(() => expect(rb.of('message.new')).toHaveLength(1), { timeout: 5000 });
    await settle();
    expect(rb.of('message.new')).toHaveLength(1);
    expect(rb.of('message.new')[0].message).toMatchObject({ id, text: 'to everyone', user: { id: String(a) }, type: 'regular' });
    expect(channelB.state.messages.map((m) => m.id)).toContain(id);
    expect(channelB.countUnread()).toBe(1);
    // Cat is a member who does not watch: the notification form, with the complete channel.
    expect(rc.of('message.new')).toHaveLength(0);
    expect(rc.of('notification.message_new')).toHaveLength(1);
    expect(rc.of('notification.message_new')[0].channel?.cid).toBe(`messaging:${ch}`);
    expect(ro.events.filter((e) => e.cid === `messaging:${ch}`)).toHaveLength(0);
    void ca;
  });

  it('typing and read: typing.start reaches the other watcher, markRead records message.read for the others', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const ch = await channel([a, b]);
    const msg = await send(ch, b, 'read me');
    const ca = await connect(a);
    const cb = await connect(b);
    const [chA] = await ca.queryChannels({ cid: `messaging:${ch}` }, {}, { watch: true });
    const [chB] = await cb.queryChannels({ cid: `messaging:${ch}` }, {}, { watch: true });
    const rb = record(cb);
    await chA.keystroke();
    await vi.waitFor(() => expect(rb.of('typing.start')).toHaveLength(1), { timeout: 5000 });
    expect(rb.of('typing.start')[0].user?.id).toBe(String(a));
    await chA.markRead();
    await vi.waitFor(() => expect(rb.of('message.read')).toHaveLength(1), { timeout: 5000 });
    expect(rb.of('message.read')[0]).toMatchObject({ user: { id: String(a) }, last_read_message_id: msg });
    const { rows } = await t.db.query<{ last_seen_message_id: string }>('SELECT last_seen_message_id FROM chat_members WHERE channel_id = $1 AND user_id = $2', [ch, a]);
    expect(rows[0].last_seen_message_id).toBe(msg);
    expect(chB.state.read[String(a)]?.last_read_message_id).toBe(msg);
  });

  it('a bad or expired token: 401 code 40 over HTTP, error 40 on the socket, and the SDK asks its token provider again', async () => {
    const a = await member('Ann');
    const res = await fetch(`${servers[0].base}/channels?user_id=${a}&api_key=${CHAT_API_KEY}`, {
      method: 'POST',
      headers: { Authorization: 'not-a-jwt', 'stream-auth-type': 'jwt', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 40, StatusCode: 401 });
    const expired = signChatToken(t.config.chatTokenSecret, a, new Date(Date.now() - 2 * 3600_000));
    const provider = vi.fn<() => Promise<string>>().mockResolvedValueOnce(expired).mockImplementation(async () => token(a));
    const client = await connect(a, servers[0].base, provider);
    await vi.waitFor(() => expect(client.wsConnection?.isHealthy).toBe(true), { timeout: 10_000 });
    expect(provider.mock.calls.length).toBeGreaterThanOrEqual(2);
    const channels = await client.queryChannels({ members: { $in: [String(a)] } });
    expect(channels).toEqual([]);
  });

  it('recoverState after a dropped socket returns the messages sent meanwhile, each once', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const ch = await channel([a, b]);
    const cb = await connect(b);
    const [chB] = await cb.queryChannels({ cid: { $in: [`messaging:${ch}`] } }, {}, { watch: true });
    const rb = record(cb);
    for (const conn of servers[0].app.realtime.gateway.connections().filter((x) => x.userId === b)) conn.socket.terminate();
    const missed = [await send(ch, a, 'while you were away 1'), await send(ch, a, 'while you were away 2')];
    await vi.waitFor(() => expect(rb.of('connection.recovered').length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(chB.state.messages.map((m) => m.id)).toEqual(expect.arrayContaining(missed));
    const after = await send(ch, a, 'after the reconnect');
    await vi.waitFor(() => expect(rb.of('message.new').map((e) => e.message?.id)).toContain(after), { timeout: 5000 });
    await settle();
    expect(rb.of('message.new').filter((e) => missed.includes(e.message!.id))).toHaveLength(0);
    expect(rb.of('message.new').filter((e) => e.message?.id === after)).toHaveLength(1);
  });

  it('two gateways on one database: a message written via one reaches a client of the other, also when its HTTP calls go to the first', async () => {
    // PostgreSQL (npm run test:pg): the second gateway has its own pool and LISTEN connection, as
    // another process would; PGlite (one process) shares the Db object.
    const pg = inject('pgTemplate');
    let db = t.db;
    if (pg) {
      const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
      db = openPostgres(withDatabase(pg.adminUrl, rows[0].name));
      extraDbs.push(db);
    }
    const second = await listen(createApp({ db, config: t.config }));
    const a = await member('Ann');
    const b = await member('Bob');
    const ch = await channel([a, b]);
    const cb = await connect(b, second.base);
    // The SDK's HTTP calls reach the first process while its socket stays on the second (a cluster).
    cb.setBaseURL(servers[0].base);
    const [chB] = await cb.queryChannels({ cid: { $in: [`messaging:${ch}`] } }, {}, { watch: true });
    const rb = record(cb);
    const id = await send(ch, a, 'across gateways');
    await vi.waitFor(() => expect(rb.of('message.new').map((e) => e.message?.id)).toContain(id), { timeout: 5000 });
    await settle();
    expect(rb.of('message.new').filter((e) => e.message?.id === id)).toHaveLength(1);
    expect(chB.state.messages.map((m) => m.id)).toContain(id);
  });
  it('product API writes: a reaction arrives with the complete message; a member who leaves hears it once and nothing after', async () => {
    const a = await member('Ann');
    const b = await member('Bob');
    const c = await member('Cat');
    const ch = await channel([a, b, c]);
    const msg = await send(ch, a, 'react to me');
    const ca = await connect(a);
    const cb = await connect(b);
    const [chA] = await ca.queryChannels({ cid: { $in: [`messaging:${ch}`] } }, {}, { watch: true });
    await cb.queryChannels({ cid: { $in: [`messaging:${ch}`] } }, {}, { watch: true });
    const ra = record(ca);
    const rb = record(cb);
    await react(t.db, b, msg, '👍', true, new Date());
    await vi.waitFor(() => expect(ra.of('reaction.new')).toHaveLength(1), { timeout: 5000 });
    expect(ra.of('reaction.new')[0]).toMatchObject({ reaction: { type: '👍', user_id: String(b), message_id: msg }, message: { id: msg, text: 'react to me' } });
    expect(chA.state.messages.find((m) => m.id === msg)).toMatchObject({ text: 'react to me', reaction_groups: { '👍': { count: 1 } } });
    expect(rb.of('reaction.new')[0].message?.own_reactions?.map((r) => r.type)).toEqual(['👍']);

    await updateMembership(t.db, b, ch, { state: 'left' }, new Date());
    await vi.waitFor(() => expect(rb.of('notification.removed_from_channel')).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(ra.of('member.removed')).toHaveLength(1), { timeout: 5000 });
    const after = await send(ch, a, 'after Bob left');
    await vi.waitFor(() => expect(ra.of('message.new').map((e) => e.message?.id)).toContain(after), { timeout: 5000 });
    await settle();
    expect(rb.of('notification.removed_from_channel')).toHaveLength(1);
    expect(rb.events.filter((e) => e.type === 'message.new' || e.type === 'notification.message_new')).toHaveLength(0);
    void c;
  });
  it('CORS: a configured origin may send the SDK headers to /chat', async () => {
    const res = await t.app.request('http://localhost/chat/channels', {
      method: 'OPTIONS',
      headers: { origin: 'https://cms.example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,stream-auth-type,x-stream-client,x-client-request-id,content-type' },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'stream-auth-type', 'x-stream-client', 'x-client-request-id', 'content-type']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://cms.example.org');
  });
});
