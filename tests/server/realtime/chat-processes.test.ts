// Two API processes on one PostgreSQL serve one chat: a member's stream-chat client connected to
// process B receives, live and once, a message another member sends through process A's product API
// (A commits and writes the chat_events row; its NOTIFY wakes B's gateway, which reads the row).
// PostgreSQL only: run by `npm run test:pg` (with PGlite there is one process by construction).
import { randomUUID } from 'node:crypto';
import { StreamChat, type Event } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CHAT_API_KEY } from '../../../src/lib/chat';
import type { RunningServer } from '../../e2e/support/server';
import { loginOn, twoProcesses, type TestDatabase } from './processes';

const pgTemplate = inject('pgTemplate');

describe.skipIf(!pgTemplate)('chat across two server processes (PostgreSQL)', () => {
  let db: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let client: StreamChat | null = null;

  beforeAll(async () => {
    ({ db, a, b } = await twoProcesses(pgTemplate!));
  }, 120_000);
  afterAll(async () => {
    await client?.disconnectUser().catch(() => undefined);
    await Promise.all([a, b].map((s) => s?.stop()));
    await db?.close();
  });

  const login = loginOn;

  it("a message sent through A's API reaches a client of B live, once", async () => {
    const admin = await login(b, 'admin@demo.test');
    const member = await login(a, 'member@demo.test');
    const chatToken = async () => {
      const r = await fetch(`${b.url}/api/v1/chat/token`, { method: 'POST', headers: { authorization: `Bearer ${admin.access_token}` } });
      return ((await r.json()) as { token: string }).token;
    };
    client = new StreamChat(CHAT_API_KEY, { baseURL: `${b.url}/chat`, allowServerSideConnect: true, timeout: 5000, logger: () => undefined });
    const seen: Event[] = [];
    client.on('message.new', (e) => void seen.push(e));
    await client.connectUser({ id: String(admin.user_id) }, chatToken);
    // The demo chat between member@ and admin@ (server/seed/chats.ts), watched on B.
    const [channel] = await client.queryChannels({ cid: { $in: ['messaging:demo-admin-member'] } }, {}, { watch: true });
    expect(channel.id).toBe('demo-admin-member');

    const id = randomUUID();
    const sent = await fetch(`${a.url}/api/v1/messages/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Across two processes', channel_id: 'demo-admin-member' }),
    });
    expect(sent.status).toBeLessThan(300);
    await vi.waitFor(() => expect(seen.map((e) => e.message?.id)).toContain(id), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.filter((e) => e.message?.id === id)).toHaveLength(1);
    expect(seen.find((e) => e.message?.id === id)?.message?.text).toBe('Across two processes');
    expect(channel.state.messages.map((m) => m.id)).toContain(id);
  }, 60_000);
});
