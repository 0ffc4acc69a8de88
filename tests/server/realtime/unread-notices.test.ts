// The socket beyond a chat's own events (issue #18, the navigation bar's dots): each event that
// changes a member's chat unread total carries `total_unread_count` and `unread_channels` for the
// member receiving it (server/realtime/unread.ts), and a notifications row for a member reaches
// every socket of theirs as `notification.new` (migration 011's trigger; PGlite here: the gateway's
// poll). Both through the real stream-chat SDK, and through the inbox's ChatConnection
// (src/features/chat-inbox/realtime-stream.ts) as the shell uses it.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { StreamChat, type Event } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signChatToken } from '../../../server/chat/jwt';
import { CHAT_API_KEY } from '../../../server/realtime/index';
import { connectStream } from '../../../src/features/chat-inbox/realtime-stream';
import type { ChatConnection } from '../../../src/features/chat-inbox/realtime-types';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { chatOf, patchMember, sent } from '../chat/support';

let t: TestServer;
let server: Server;
let base: string;
const clients: StreamChat[] = [];
const connections: ChatConnection[] = [];

beforeAll(async () => {
  t = await createTestServer();
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  t.app.realtime.attach(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
});

afterAll(async () => {
  await Promise.all([...clients.map((c) => c.disconnectUser()), ...connections.map((c) => c.disconnect())].map((p) => p.catch(() => undefined)));
  await t.app.realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const token = async (userId: number) => signChatToken(t.config.chatTokenSecret, userId, new Date());

/** A raw SDK client recording every event it receives. */
async function sdk(userId: number) {
  const client = new StreamChat(CHAT_API_KEY, { baseURL: base, allowServerSideConnect: true, timeout: 5000, logger: () => undefined });
  clients.push(client);
  const events: Event[] = [];
  client.on((e) => void events.push(e));
  await client.connectUser({ id: String(userId) }, () => token(userId));
  return { client, events, of: (type: string) => events.filter((e) => e.type === type) };
}

/** The inbox's connection, as the shell holds it. */
async function inboxConnection(userId: number): Promise<ChatConnection> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the SDK's "server side" warning
  try {
    const connection = await connectStream({ userId, baseURL: base, token: () => token(userId) });
    connections.push(connection);
    return connection;
  } finally {
    warn.mockRestore();
  }
}

const counts = (e: Event | undefined) => e && { total: e.total_unread_count, channels: e.unread_channels };
const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));

describe('the unread total on the events that change it', () => {
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    [a, b] = await Promise.all([t.createMember(), t.createMember()]);
  });

  it('message.new / notification.message_new carry the receiver’s counts; the sender’s own stay 0', async () => {
    const chat = await chatOf(t, a, [b.id]);
    const other = await chatOf(t, a, [b.id, (await t.createMember()).id], true);
    const bAway = await sdk(b.id); // not watching: the notification form
    const bIn = await sdk(b.id);
    await bIn.client.queryChannels({ cid: { $in: [`messaging:${chat}`] } }, {}, { watch: true });
    const aIn = await sdk(a.id);
    await aIn.client.queryChannels({ cid: { $in: [`messaging:${chat}`] } }, {}, { watch: true });

    await sent(t, a, chat, 'one');
    await vi.waitFor(() => expect(counts(bAway.of('notification.message_new').at(-1))).toEqual({ total: 1, channels: 1 }), { timeout: 3000 });
    await sent(t, a, chat, 'two');
    await sent(t, a, other, 'three');
    await vi.waitFor(() => expect(bAway.of('notification.message_new')).toHaveLength(3), { timeout: 3000 });
    expect(bAway.of('notification.message_new').map(counts)).toEqual([
      { total: 1, channels: 1 },
      { total: 2, channels: 1 },
      { total: 3, channels: 2 },
    ]);
    await vi.waitFor(() => expect(bIn.of('message.new')).toHaveLength(2), { timeout: 3000 });
    expect(bIn.of('message.new').map(counts)).toEqual([
      { total: 1, channels: 1 },
      { total: 2, channels: 1 },
    ]);
    await vi.waitFor(() => expect(aIn.of('message.new')).toHaveLength(2), { timeout: 3000 });
    expect(aIn.of('message.new').map(counts)).toEqual([
      { total: 0, channels: 0 },
      { total: 0, channels: 0 },
    ]);
  });

  it('the member’s own read: message.read to the watching socket, notification.mark_read to the others, with the new counts; the other member’s counts are not sent', async () => {
    const [a, b, c] = await Promise.all([t.createMember(), t.createMember(), t.createMember()]);
    const chat = await chatOf(t, a, [b.id]);
    await sent(t, c, await chatOf(t, c, [b.id]), 'elsewhere');
    const start = 1;
    await sent(t, a, chat, 'read me');
    const bAway = await sdk(b.id);
    const bIn = await sdk(b.id);
    const [channel] = await bIn.client.queryChannels({ cid: { $in: [`messaging:${chat}`] } }, {}, { watch: true });
    const aIn = await sdk(a.id);
    await aIn.client.queryChannels({ cid: { $in: [`messaging:${chat}`] } }, {}, { watch: true });
    expect((bAway.client.user as { total_unread_count?: number }).total_unread_count).toBe(start + 1);

    await channel.markRead();
    await vi.waitFor(() => expect(bAway.of('notification.mark_read')).toHaveLength(1), { timeout: 3000 });
    expect(counts(bAway.of('notification.mark_read')[0])).toEqual({ total: start, channels: 1 });
    expect(bAway.of('notification.mark_read')[0]).toMatchObject({ cid: `messaging:${chat}`, user: { id: String(b.id) } });
    await vi.waitFor(() => expect(bIn.of('message.read')).toHaveLength(1), { timeout: 3000 });
    expect(counts(bIn.of('message.read')[0])).toEqual({ total: start, channels: 1 });
    // Ann watches too: she learns Bob read it, not Bob's counts.
    await vi.waitFor(() => expect(aIn.of('message.read')).toHaveLength(1), { timeout: 3000 });
    expect(aIn.of('message.read')[0].total_unread_count).toBeUndefined();
    expect(aIn.of('notification.mark_read')).toHaveLength(0);
  });

  it('added to a chat, then leaving it: notification.added_to_channel / removed_from_channel with the member’s counts', async () => {
    const c = await t.createMember();
    const group = await chatOf(t, a, [b.id], true);
    await sent(t, a, group, 'before Cat');
    const rc = await sdk(c.id);
    const added = await t.call(`/api/v1/channels/${group}/members`, { token: a.token, json: { members: [{ profile: { id: c.id } }] } });
    expect(added.status).toBe(200);
    await vi.waitFor(() => expect(rc.of('notification.added_to_channel')).toHaveLength(1), { timeout: 3000 });
    expect(counts(rc.of('notification.added_to_channel')[0])).toEqual({ total: 1, channels: 1 });
    expect((await patchMember(t, c, group, c.id, { state: 'left' })).status).toBe(200);
    await vi.waitFor(() => expect(rc.of('notification.removed_from_channel')).toHaveLength(1), { timeout: 3000 });
    expect(rc.of('notification.removed_from_channel')[0]).toMatchObject({ cid: `messaging:${group}`, total_unread_count: 0, unread_channels: 0 });
  });

  it('removing a chat from the list: channel.hidden with the new counts, to that member only', async () => {
    const [a, b] = await Promise.all([t.createMember(), t.createMember()]);
    const group = await chatOf(t, a, [b.id], true);
    await sent(t, a, group, 'unread until hidden');
    const [ra, rb] = await Promise.all([sdk(a.id), sdk(b.id)]);
    expect((rb.client.user as { total_unread_count?: number }).total_unread_count).toBe(1);
    await ra.client.queryChannels({ cid: { $in: [`messaging:${group}`] } }, {}, { watch: true });
    expect((await patchMember(t, b, group, b.id, { state: 'rmvd' })).status).toBe(200);
    await vi.waitFor(() => expect(rb.of('channel.hidden')).toHaveLength(1), { timeout: 3000 });
    expect(rb.of('channel.hidden')[0]).toMatchObject({ cid: `messaging:${group}`, total_unread_count: 0, unread_channels: 0 });
    await settle();
    expect(ra.of('channel.hidden')).toHaveLength(0);
  });
});

describe('notification.new', () => {
  it('a follow through the API reaches every socket of the member followed within moments, nobody else', async () => {
    const [a, b, c] = await Promise.all([t.createMember(), t.createMember(), t.createMember()]);
    const [b1, b2, ra, rc] = await Promise.all([sdk(b.id), sdk(b.id), sdk(a.id), sdk(c.id)]);
    const at = Date.now();
    const r = await t.call(`/api/v1/user/${a.id}/follow/${b.id}`, { method: 'POST', token: a.token });
    expect(r.status).toBe(201);
    await vi.waitFor(() => expect([b1.of('notification.new'), b2.of('notification.new')].map((x) => x.length)).toEqual([1, 1]), { timeout: 2000, interval: 20 });
    expect(Date.now() - at).toBeLessThan(2000);
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM notifications WHERE user_id = $1 AND verb = 'follow'`, [b.id]);
    expect(b1.of('notification.new')[0]).toEqual({
      type: 'notification.new',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      notification_id: rows[0].id,
      verb: 'follow',
      received_at: expect.any(Date),
    });
    expect(b1.of('notification.new')[0].cid).toBeUndefined();
    await settle();
    expect(b1.of('notification.new')).toHaveLength(1);
    expect(ra.of('notification.new')).toHaveLength(0);
    expect(rc.of('notification.new')).toHaveLength(0);
  });

  it('a statement inserting several rows: one event per row, each to its member', async () => {
    const [a, b] = await Promise.all([t.createMember(), t.createMember()]);
    const [ra, rb] = await Promise.all([sdk(a.id), sdk(b.id)]);
    await t.db.query(`INSERT INTO notifications (user_id, verb, created_at) VALUES ($1, 'badge', now()), ($2, 'badge', now()), ($1, 'update', now())`, [a.id, b.id]);
    await vi.waitFor(() => expect(ra.of('notification.new').map((e) => (e as { verb?: string }).verb)).toEqual(['badge', 'update']), { timeout: 2000 });
    await vi.waitFor(() => expect(rb.of('notification.new').map((e) => (e as { verb?: string }).verb)).toEqual(['badge']), { timeout: 2000 });
  });
});

describe('ChatConnection (realtime-stream.ts): unreadTotal, onUnreadTotal, onNotification', () => {
  it('starts from the connect’s count, follows the events, and calls onNotification on notification.new', async () => {
    const [a, b] = await Promise.all([t.createMember(), t.createMember()]);
    const chat = await chatOf(t, a, [b.id]);
    await sent(t, a, chat, 'waiting');
    const connection = await inboxConnection(b.id);
    expect(connection.unreadTotal()).toBe(1);
    const totals: number[] = [];
    const off = connection.onUnreadTotal((n) => totals.push(n));
    let notices = 0;
    const offNotice = connection.onNotification(() => void (notices += 1));

    await sent(t, a, chat, 'and another');
    await vi.waitFor(() => expect(connection.unreadTotal()).toBe(2), { timeout: 3000 });
    expect(totals).toEqual([2]);
    const room = connection.room(chat);
    await room.watch(10);
    await room.markRead();
    await vi.waitFor(() => expect(connection.unreadTotal()).toBe(0), { timeout: 3000 });
    expect(totals).toEqual([2, 0]);

    expect((await t.call(`/api/v1/user/${a.id}/follow/${b.id}`, { method: 'POST', token: a.token })).status).toBe(201);
    await vi.waitFor(() => expect(notices).toBe(1), { timeout: 2000 });

    off();
    offNotice();
    await sent(t, a, chat, 'unheard');
    await vi.waitFor(() => expect(connection.unreadTotal()).toBe(1), { timeout: 3000 });
    expect(totals).toEqual([2, 0]);
  });
});
