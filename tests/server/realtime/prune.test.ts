// chat_events is a delivery log (server/realtime/prune.ts): rows older than an hour are deleted, newer
// ones stay for the processes still reading them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENTS_KEEP_MS, pruneChatEvents } from '../../../server/realtime/prune';
import { createTestServer, type TestServer } from '../support/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

it('deletes the events older than the hour kept, and only those', async () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  for (const [type, when] of [
    ['message.new', at(EVENTS_KEEP_MS + 60_000)],
    ['typing.start', at(EVENTS_KEEP_MS + 1)],
    ['message.updated', at(EVENTS_KEEP_MS - 60_000)],
    ['message.deleted', at(0)],
  ] as const) {
    await t.db.query(`INSERT INTO chat_events (type, channel_id, created_at) VALUES ($1, 'prune-test', $2)`, [type, when]);
  }
  expect(await pruneChatEvents(t.db, now)).toBe(2);
  const { rows } = await t.db.query<{ type: string }>(`SELECT type FROM chat_events WHERE channel_id = 'prune-test' ORDER BY seq`);
  expect(rows.map((r) => r.type)).toEqual(['message.updated', 'message.deleted']);
  expect(await pruneChatEvents(t.db, now)).toBe(0);
});
