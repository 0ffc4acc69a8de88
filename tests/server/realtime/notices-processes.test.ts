// Two API processes on one PostgreSQL (stateless processes behind a balancer): a member whose socket
// is on process B hears, within moments, of a notification written through process A (migration
// 011's trigger NOTIFYs chat_events; B's LISTEN wakes its gateway), and of a message sent through A
// with their new unread total. PostgreSQL only: run by `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { StreamChat, type Event } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CHAT_API_KEY } from '../../../src/lib/chat';
import type { RunningServer } from '../../e2e/support/server';
import { loginOn, twoProcesses, type TestDatabase } from './processes';

const pgTemplate = inject('pgTemplate');

describe.skipIf(!pgTemplate)('notification.new and unread totals across two server processes (PostgreSQL)', () => {
  let db: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const clients: StreamChat[] = [];

  beforeAll(async () => {
    ({ db, a, b } = await twoProcesses(pgTemplate!));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.disconnectUser().catch(() => undefined)));
    await Promise.all([a, b].map((s) => s?.stop()));
    await db?.close();
  });

  const login = loginOn;

  /** A socket on `server` for the member, recording every event. */
  async function listen(server: RunningServer, who: { access_token: string; user_id: number }) {
    const chatToken = async () => {
      const r = await fetch(`${server.url}/api/v1/chat/token`, { method: 'POST', headers: { authorization: `Bearer ${who.access_token}` } });
      return ((await r.json()) as { token: string }).token;
    };
    const client = new StreamChat(CHAT_API_KEY, { baseURL: `${server.url}/chat`, allowServerSideConnect: true, timeout: 5000, logger: () => undefined });
    clients.push(client);
    const events: Event[] = [];
    client.on((e) => void events.push(e));
    await client.connectUser({ id: String(who.user_id) }, chatToken);
    return { client, of: (type: string) => events.filter((e) => e.type === type) };
  }

  it("a follow through A's API reaches the member's socket on B as notification.new, and nobody else's", async () => {
    const admin = await login(b, 'admin@demo.test');
    const member = await login(a, 'member@demo.test');
    const onB = await listen(b, admin);
    const memberOnB = await listen(b, member);
    const follow = (method: string) =>
      fetch(`${a.url}/api/v1/user/${member.user_id}/follow/${admin.user_id}`, { method, headers: { authorization: `Bearer ${member.access_token}` } });
    await follow('DELETE');
    const at = Date.now();
    expect((await follow('POST')).status).toBe(201);
    await vi.waitFor(() => expect(onB.of('notification.new')).toHaveLength(1), { timeout: 2000, interval: 20 });
    expect(Date.now() - at).toBeLessThan(2000);
    expect(onB.of('notification.new')[0]).toMatchObject({ type: 'notification.new', verb: 'follow', notification_id: expect.any(Number) });
    await new Promise((r) => setTimeout(r, 500));
    expect(onB.of('notification.new')).toHaveLength(1);
    expect(memberOnB.of('notification.new')).toHaveLength(0);
  }, 60_000);

  it("a message sent through A's API: the receiver's socket on B gets it with their unread total", async () => {
    const admin = await login(b, 'admin@demo.test');
    const member = await login(a, 'member@demo.test');
    const onB = await listen(b, admin);
    const start = (onB.client.user as { total_unread_count?: number }).total_unread_count ?? 0;
    const id = randomUUID();
    const sent = await fetch(`${a.url}/api/v1/messages/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Counting across processes', channel_id: 'demo-admin-member' }),
    });
    expect(sent.status).toBeLessThan(300);
    await vi.waitFor(() => expect(onB.of('notification.message_new').map((e) => e.message?.id)).toContain(id), { timeout: 5000 });
    expect(onB.of('notification.message_new').find((e) => e.message?.id === id)?.total_unread_count).toBe(start + 1);
  }, 60_000);
});
