// The demo chats (server/seed/chats.ts) as member@demo.test's inbox reads them through the API: three
// chats (two one-to-one, one group), the latest activity first, the unread ones marked, and a
// conversation with its reply, reactions, edit, tag and deleted message.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

interface Listed {
  id: string;
  group_chat: number;
  displayName: string;
  hasUnreadMessage: boolean;
  member_count?: number;
  latest_message: { text: string } | null;
}
interface Msg {
  id: string;
  text: string;
  edited: boolean;
  deleted: boolean;
  emoji_reactions: Record<string, number[]>;
  reply_message: { id: string } | null;
}

it("member@demo.test has three chats, newest first, with the unread ones marked", async () => {
  const { token } = await s.login('member@demo.test');
  const list = await s.call('/api/v1/channels', { token });
  expect(list.status).toBe(200);
  const chats = (list.body as { data: Listed[] }).data;
  expect(chats.map((c) => c.id)).toEqual(['demo-ruck-crew', 'demo-leader-member', 'demo-admin-member']);
  expect(chats.map((c) => c.hasUnreadMessage)).toEqual([true, true, false]);
  expect(chats[0]).toMatchObject({ group_chat: 1, displayName: 'Saturday Ruck Crew', member_count: 5 });
  expect(chats[0].latest_message?.text).toBe('Forecast says 55°F and clear. Hydrate!');
  expect(chats[2].group_chat).toBe(0);
});

it('the conversations read back with their reply, reactions, edit, tag and deleted message', async () => {
  const { token } = await s.login('member@demo.test');
  const page = async (id: string) => ((await s.call(`/api/v1/channels/${id}/messages`, { token })).body as { data: Msg[] }).data;
  const admin = await page('demo-admin-member');
  expect(admin).toHaveLength(6);
  const byId = new Map(admin.map((m) => [m.id, m]));
  expect(byId.get('demo-a5')?.reply_message?.id).toBe('demo-a4');
  expect(Object.keys(byId.get('demo-a5')!.emoji_reactions).sort()).toEqual(['❤️', '👍'].sort());
  expect(byId.get('demo-a3')?.edited).toBe(true);
  const crew = await page('demo-ruck-crew');
  expect(crew.find((m) => m.id === 'demo-g4')).toMatchObject({ deleted: true, text: '' });
  expect(crew.find((m) => m.id === 'demo-g6')?.text).toMatch(/^@#1 /);
});
