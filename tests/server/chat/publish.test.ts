// chat_events and the NOTIFY after the commit (server/chat/publish.ts), on PGlite as the gateway
// hears it (`pglite.listen`); the leave-all helper (server/chat/leave.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Db } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { CHAT_EVENTS_CHANNEL, notifyChatEvents, recordChatEvent, withChatEvents } from '../../../server/chat/publish';
import { leaveAllChats } from '../../../server/chat/leave';

let db: Db;
let pglite: PGlite;
const heard: string[] = [];
const NOW = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  ({ db, pglite } = await openPglite());
  await migrate(db);
  await pglite.listen(CHAT_EVENTS_CHANNEL, (payload) => heard.push(payload));
  await db.query(`INSERT INTO chat_channels (id, group_chat, created_at, updated_at) VALUES ('cpub', true, $1, $1)`, [NOW]);
});
afterAll(() => db?.close());

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('publish', () => {
  it('records rows in the transaction and notifies the highest seq once, after the commit', async () => {
    heard.length = 0;
    const seqs = await withChatEvents(db, async (_tx, events) => [
      await events.record({ type: 'message.new', channelId: 'cpub', messageId: 'm1', userId: 1, now: NOW }),
      await events.record({ type: 'reaction.new', channelId: 'cpub', messageId: 'm1', userId: 2, data: { emoji: '🔥' }, now: NOW }),
    ]);
    await settle();
    expect(heard).toEqual([String(seqs[1])]);
    const { rows } = await db.query('SELECT type, channel_id, message_id, user_id, data FROM chat_events WHERE seq = ANY($1::bigint[]) ORDER BY seq', [seqs]);
    expect(rows).toEqual([
      { type: 'message.new', channel_id: 'cpub', message_id: 'm1', user_id: 1, data: {} },
      { type: 'reaction.new', channel_id: 'cpub', message_id: 'm1', user_id: 2, data: { emoji: '🔥' } },
    ]);
  });

  it('a write that fails leaves no rows and no notify; nothing to say, nothing sent', async () => {
    heard.length = 0;
    const before = (await db.query<{ n: number }>('SELECT count(*) AS n FROM chat_events')).rows[0].n;
    await expect(
      withChatEvents(db, async (tx) => {
        await recordChatEvent(tx, { type: 'channel.updated', channelId: 'cpub', now: NOW });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await notifyChatEvents(db, null);
    await settle();
    expect((await db.query<{ n: number }>('SELECT count(*) AS n FROM chat_events')).rows[0].n).toBe(before);
    expect(heard).toEqual([]);
  });

  it('leaveAllChats: every membership not left becomes left, with member.removed events', async () => {
    const { rows } = await db.query<{ id: number }>(`INSERT INTO users (email, first_name) VALUES ('leave@example.com', 'Lee') RETURNING id`);
    const id = rows[0].id;
    await db.query(`INSERT INTO chat_channels (id, group_chat, created_at, updated_at) VALUES ('cl1', true, $1, $1), ('cl2', true, $1, $1), ('cl3', true, $1, $1)`, [NOW]);
    await db.query(`INSERT INTO chat_members (channel_id, user_id, state, joined_at, updated_at) VALUES ('cl1', $1, 'actv', $2, $2), ('cl2', $1, 'rmvd', $2, $2), ('cl3', $1, 'left', $2, $2)`, [id, NOW]);
    const seq = await db.transaction((tx) => leaveAllChats(tx, id, NOW));
    expect(seq).toEqual(expect.any(Number));
    const states = await db.query('SELECT channel_id, state FROM chat_members WHERE user_id = $1 ORDER BY channel_id', [id]);
    expect(states.rows).toEqual([
      { channel_id: 'cl1', state: 'left' },
      { channel_id: 'cl2', state: 'left' },
      { channel_id: 'cl3', state: 'left' },
    ]);
    const events = await db.query(`SELECT channel_id, type, user_id FROM chat_events WHERE user_id = $1 AND channel_id LIKE 'cl%' ORDER BY seq`, [id]);
    expect(events.rows).toEqual([
      { channel_id: 'cl1', type: 'member.removed', user_id: id },
      { channel_id: 'cl1', type: 'notification.removed_from_channel', user_id: id },
      { channel_id: 'cl2', type: 'member.removed', user_id: id },
      { channel_id: 'cl2', type: 'notification.removed_from_channel', user_id: id },
    ]);
    expect(await db.transaction((tx) => leaveAllChats(tx, id, NOW))).toBeNull();
  });
});
