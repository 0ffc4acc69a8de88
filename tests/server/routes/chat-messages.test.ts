// Chat messages (routes/messages.ts, routes/channels.ts pages, server/chat/messages.ts): sending
// (idempotent on the client's id, limits, tags, refusals), pages and one message, edit, delete,
// emoji reactions, reports, the message search, and the chat_events each write leaves.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '../../../src/lib/chat';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { block, chatOf, eventsOf, lastSeq, makeAnonymous, named, patchMember, send, sent, stateOf } from '../chat/support';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

async function trio(): Promise<[Member, Member, Member]> {
  const [a, b, c] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
  await Promise.all([named(s, a, 'Alice', 'Able'), named(s, b, 'Bob', 'Baker'), named(s, c, 'Cara', 'Cole')]);
  return [a, b, c];
}

/** An uploaded image of `m` with intent `intent`, as the media service's URL. */
async function image(m: Member, intent = 'message'): Promise<string> {
  const key = `${intent}/${randomUUID()}.png`;
  await s.db.query(`INSERT INTO media (key, owner_id, intent, uploaded_at) VALUES ($1, $2, $3, now())`, [key, m.id, intent]);
  return `http://localhost/media/${key}`;
}

const rowCount = async (id: string) => Number((await s.db.query<{ n: number }>('SELECT count(*) AS n FROM chat_messages WHERE id = $1', [id])).rows[0].n);

describe('POST /api/v1/messages/{id}', () => {
  it('sends (201, the Message shape, message.new); the same id again answers the same message (200), one row, one event', async () => {
    const [a, b] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const id = randomUUID();
    const before = await lastSeq(s);
    const r = await send(s, a, chat, 'Ruck at 0600?', {}, id);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id,
      xid: id,
      channel_id: chat,
      profile_id: a.id,
      sender: 'Alice Able',
      user: { id: a.id, first_name: 'Alice', last_name: 'Able', profile_photo_url: null },
      text: 'Ruck at 0600?',
      content: 'Ruck at 0600?',
      type: 'regular',
      status: 'success',
      edited: false,
      edit_time_stamp: null,
      deleted: false,
      media: [],
      images: [],
      open_graph: null,
      reply_message: null,
      emoji_reactions: {},
      previousMessageId: null,
      blocked: false,
      taggedUsers: [],
    });
    const again = await send(s, a, chat, 'Ruck at 0600?', {}, id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect(await rowCount(id)).toBe(1);
    expect(await eventsOf(s, chat, before)).toEqual([{ type: 'message.new', message_id: id, user_id: a.id, data: {} }]);
    // The id is the sender's in this chat: anyone else using it is 409, nothing written.
    const taken = await send(s, b, chat, 'mine?', {}, id);
    expect(taken.status).toBe(409);
    expect(await rowCount(id)).toBe(1);
    // Parallel retries make one message too.
    const id2 = randomUUID();
    const both = await Promise.all([send(s, a, chat, 'twice', {}, id2), send(s, a, chat, 'twice', {}, id2)]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 201]);
    expect(await rowCount(id2)).toBe(1);
  });

  it('limits: 475 characters, 5 images (the spec text), no empty message, only images the sender uploaded for a message', async () => {
    const [a, b] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    expect((await send(s, a, chat, 'x'.repeat(475))).status).toBe(201);
    const long = await send(s, a, chat, 'x'.repeat(476));
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe(CHAT_TEXTS.textTooLong);
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map(() => image(a)));
    const six = await send(s, a, chat, '', { media: images });
    expect(six.status).toBe(422);
    expect(six.body.error.message).toBe('Maximum numbers of images for this message has been reached. Please ensure you have no more than 5 images selected.');
    const five = await send(s, a, chat, '', { media: images.slice(0, 5) });
    expect(five.status).toBe(201);
    expect(five.body.images).toEqual(images.slice(0, 5));
    expect(five.body.media[0]).toEqual({ url: images[0], kind: 'image' });
    const empty = await send(s, a, chat, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(CHAT_TEXTS.empty);
    for (const url of [await image(b), await image(a, 'post'), 'https://elsewhere.example/x.png']) {
      const r = await send(s, a, chat, 'look', { media: [url] });
      expect(r.status).toBe(422);
      expect(r.body.error.fields).toEqual({ 'media.0': CHAT_TEXTS.notOurImage });
    }
    expect((await send(s, a, chat, 'hi', { open_graph: { url: 'https://teamrwb.org', title: 'Team RWB' } })).body.open_graph).toEqual({ url: 'https://teamrwb.org', title: 'Team RWB' });
    expect((await send(s, a, chat, 'hi', {}, 'x'.repeat(65))).status).toBe(404);
    expect((await s.call(`/api/v1/messages/${randomUUID()}`, { token: a.token, json: { text: 'no chat' } })).status).toBe(422);
  });

  it('replies name a message of the same chat (replyInfo); another chat’s is 422', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const other = await chatOf(s, a, [c.id]);
    const first = await sent(s, b, chat, 'Who is in?');
    const r = await send(s, a, chat, 'Me', { reply_message_id: first });
    expect(r.body).toMatchObject({ previousMessageId: first, reply_message: { id: first, text: 'Who is in?', profile_id: b.id, sender: 'Bob Baker' }, replyInfo: { xid: first, channelId: chat, text: 'Who is in?', profile_id: b.id, sender: 'Bob Baker' } });
    const elsewhere = await sent(s, c, other, 'other chat');
    expect((await send(s, a, chat, 'x', { reply_message_id: elsewhere })).status).toBe(422);
  });

  it('tags @#id notify tagged members of the chat once (chat_tag); not the sender, not outsiders', async () => {
    const [a, b, c] = await trio();
    const outsider = await s.createMember();
    const chat = await chatOf(s, a, [b.id, c.id], true);
    const r = await send(s, a, chat, `@#${b.id} and @#${c.id} and @#${outsider.id} and @#${a.id} @#${b.id}`);
    expect(r.body.taggedUsers).toEqual([b.id, c.id]);
    const { rows } = await s.db.query<{ user_id: number; actor_id: number; object_id: string; data: any }>(
      `SELECT user_id, actor_id, object_id, data FROM notifications WHERE verb = 'chat_tag' AND object_id = $1 ORDER BY user_id`,
      [r.body.id],
    );
    expect(rows.map((n) => n.user_id)).toEqual([b.id, c.id].sort((x, y) => x - y));
    expect(rows[0]).toMatchObject({ actor_id: a.id, data: { channel_id: chat, message_id: r.body.id } });
    // An edit tags again without a second notice to the same member.
    await s.call(`/api/v1/messages/${r.body.id}`, { method: 'PUT', token: a.token, json: { text: `@#${b.id} only` } });
    const after = await s.db.query(`SELECT 1 FROM notifications WHERE verb = 'chat_tag' AND object_id = $1`, [r.body.id]);
    expect(after.rows).toHaveLength(2);
  });

  it('a new message moves every rmvd member back to actv, not a left one', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id, c.id], true);
    await patchMember(s, b, chat, b.id, { state: 'rmvd' });
    await patchMember(s, c, chat, c.id, { state: 'left' });
    await sent(s, a, chat, 'back?');
    expect([await stateOf(s, chat, b.id), await stateOf(s, chat, c.id)]).toEqual(['actv', 'left']);
  });

  it('refusals: nobody 401, not a member 403, left 403, deactivated 409, blocked either way in a 1:1 403, anonymous 403; a block does not stop a group chat', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const group = await chatOf(s, a, [b.id, c.id], true);
    expect((await send(s, null, chat, 'hi')).status).toBe(401);
    const outsider = await send(s, c, chat, 'hi');
    expect(outsider.status).toBe(403);
    expect(outsider.body.error.message).toBe(CHAT_TEXTS.notMember);
    expect((await send(s, a, 'nochat', 'hi')).status).toBe(404);

    await block(s, b.id, a.id);
    for (const m of [a, b]) {
      const r = await send(s, m, chat, 'hi');
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe('You cannot message blocked users.');
    }
    expect((await send(s, a, group, 'group still works')).status).toBe(201);
    await s.db.query('DELETE FROM blocks WHERE blocker_id = $1', [b.id]);

    await makeAnonymous(s, a.id);
    const anon = await send(s, a, chat, 'hi');
    expect(anon.status).toBe(403);
    expect(anon.body.error.message).toBe('Anonymous users do not have access to messages.');
    await makeAnonymous(s, a.id, false);

    await s.db.query('UPDATE chat_channels SET is_disabled = true WHERE id = $1', [chat]);
    const off = await send(s, a, chat, 'hi');
    expect(off.status).toBe(409);
    expect(off.body.error.message).toBe('This chat has been deactivated.');
    await s.db.query('UPDATE chat_channels SET is_disabled = false WHERE id = $1', [chat]);

    await patchMember(s, c, group, c.id, { state: 'left' });
    expect((await send(s, c, group, 'hi')).status).toBe(403);
    const before = await lastSeq(s);
    expect((await send(s, a, chat, 'all good')).status).toBe(201);
    expect((await eventsOf(s, chat, before)).map((e) => e.type)).toEqual(['message.new']);
  });
});

describe('GET /api/v1/channels/{id}/messages and …/messages/{messageId}', () => {
  it('newest first, paged below last_seen_id; count and next; members only', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await sent(s, i % 2 ? a : b, chat, `m${i}`));
    const page = (q: string, m = a) => s.call(`/api/v1/channels/${chat}/messages${q}`, { token: m.token });
    const first = await page('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((m: any) => m.text)).toEqual(['m5', 'm4']);
    expect(first.body).toMatchObject({ count: 5, next: ids[3] });
    const second = await page(`?limit=2&last_seen_id=${first.body.next}`);
    expect(second.body.data.map((m: any) => m.text)).toEqual(['m3', 'm2']);
    const last = await page(`?limit=2&last_seen_id=${second.body.next}`);
    expect(last.body).toMatchObject({ next: null });
    expect(last.body.data.map((m: any) => m.text)).toEqual(['m1']);
    expect((await page('')).body.data).toHaveLength(5);
    expect((await page('?limit=0')).status).toBe(422);
    expect((await page('?last_seen_id=unknown')).status).toBe(422);
    expect((await page('', c)).status).toBe(403);
    expect((await s.call(`/api/v1/channels/${chat}/messages`)).status).toBe(401);

    const one = await s.call(`/api/v1/channels/${chat}/messages/${ids[2]}`, { token: b.token });
    expect(one.body).toMatchObject({ id: ids[2], text: 'm3', previousMessageId: ids[1] });
    const other = await chatOf(s, c, [b.id]);
    const elsewhere = await sent(s, c, other, 'elsewhere');
    expect((await s.call(`/api/v1/channels/${chat}/messages/${elsewhere}`, { token: b.token })).status).toBe(404);
    expect((await s.call(`/api/v1/channels/${chat}/messages/${ids[0]}`, { token: c.token })).status).toBe(403);
  });

  it('a blocked sender’s messages are marked blocked and named Blocked for the blocker', async () => {
    const [a, b, c] = await trio();
    const group = await chatOf(s, a, [b.id, c.id], true);
    await sent(s, b, group, 'from bob');
    await block(s, a.id, b.id);
    const r = await s.call(`/api/v1/channels/${group}/messages`, { token: a.token });
    expect(r.body.data[0]).toMatchObject({ blocked: true, sender: 'Blocked', text: 'from bob' });
    const forC = await s.call(`/api/v1/channels/${group}/messages`, { token: c.token });
    expect(forC.body.data[0]).toMatchObject({ blocked: false, sender: 'Bob Baker' });
  });
});

describe('PUT and DELETE /api/v1/messages/{id}', () => {
  it('the sender edits (edited, message.updated); others 403; over 475 422; anonymous 403', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const id = await sent(s, a, chat, 'Ruck at 6');
    const edit = (m: Member | null, text: string) => s.call(`/api/v1/messages/${id}`, { method: 'PUT', token: m?.token ?? null, json: { text } });
    const before = await lastSeq(s);
    const r = await edit(a, 'Ruck at 7');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, text: 'Ruck at 7', edited: true, edit_time_stamp: expect.any(String) });
    expect(await eventsOf(s, chat, before)).toEqual([{ type: 'message.updated', message_id: id, user_id: a.id, data: {} }]);
    expect((await edit(null, 'x')).status).toBe(401);
    const other = await edit(b, 'mine now');
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(CHAT_TEXTS.ownMessagesOnly);
    expect((await edit(c, 'outsider')).status).toBe(403);
    expect((await edit(a, 'x'.repeat(476))).status).toBe(422);
    expect((await edit(a, ' ')).status).toBe(422);
    expect((await s.call(`/api/v1/messages/${randomUUID()}`, { method: 'PUT', token: a.token, json: { text: 'x' } })).status).toBe(404);
    await makeAnonymous(s, a.id);
    expect((await edit(a, 'anon')).body.error.message).toBe(CHAT_TEXTS.anonymous);
  });

  it('the sender deletes: text and images cleared, deleted_at, message.deleted once; others 403; no edit after', async () => {
    const [a, b] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const url = await image(a);
    const id = (await send(s, a, chat, 'oops', { media: [url] })).body.id;
    const del = (m: Member | null) => s.call(`/api/v1/messages/${id}`, { method: 'DELETE', token: m?.token ?? null });
    expect((await del(null)).status).toBe(401);
    expect((await del(b)).status).toBe(403);
    expect((await del(await s.createMember())).status).toBe(403);
    await makeAnonymous(s, a.id);
    expect((await del(a)).body.error.message).toBe(CHAT_TEXTS.anonymous);
    await makeAnonymous(s, a.id, false);
    expect((await s.call(`/api/v1/messages/${id}`, { token: b.token })).status).toBe(404);
    const before = await lastSeq(s);
    const r = await del(a);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, text: '', images: [], media: [], type: 'deleted', deleted: true, deleted_at: expect.any(String) });
    expect((await del(a)).status).toBe(200);
    expect(await eventsOf(s, chat, before)).toEqual([{ type: 'message.deleted', message_id: id, user_id: a.id, data: {} }]);
    expect((await s.call(`/api/v1/messages/${id}`, { method: 'PUT', token: a.token, json: { text: 'back' } })).status).toBe(409);
    // The chat's latest message is the one before (none here).
    const list = await s.call('/api/v1/channels', { token: b.token });
    expect(list.body.data.find((ch: any) => ch.id === chat).latest_message).toBeNull();
  });
});

describe('POST/DELETE /api/v1/messages/{id}/emoji', () => {
  it('members react (201 then 200), emoji_reactions lists reactors, events carry the emoji; outsiders and anonymous 403', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const id = await sent(s, a, chat, 'PR today!');
    const emoji = (m: Member, e: string, method = 'POST') => s.call(`/api/v1/messages/${id}/emoji`, { method, token: m.token, json: { emoji: e } });
    const before = await lastSeq(s);
    const r = await emoji(b, '🔥');
    expect(r.status).toBe(201);
    expect(r.body.emoji_reactions).toEqual({ '🔥': [b.id] });
    expect((await emoji(b, '🔥')).status).toBe(200);
    expect((await emoji(a, '🔥')).body.emoji_reactions).toEqual({ '🔥': [b.id, a.id] });
    const removed = await emoji(b, '🔥', 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body.emoji_reactions).toEqual({ '🔥': [a.id] });
    expect((await emoji(b, '🔥', 'DELETE')).status).toBe(200);
    expect(await eventsOf(s, chat, before)).toEqual([
      { type: 'reaction.new', message_id: id, user_id: b.id, data: { emoji: '🔥' } },
      { type: 'reaction.new', message_id: id, user_id: a.id, data: { emoji: '🔥' } },
      { type: 'reaction.deleted', message_id: id, user_id: b.id, data: { emoji: '🔥' } },
    ]);
    expect((await emoji(c, '👍')).status).toBe(403);
    expect((await emoji(b, '')).status).toBe(422);
    expect((await s.call(`/api/v1/messages/${id}/emoji`, { token: null, json: { emoji: '👍' } })).status).toBe(401);
    await makeAnonymous(s, b.id);
    expect((await emoji(b, '👍')).body.error.message).toBe(CHAT_TEXTS.anonymous);
  });
});

describe('POST /api/v1/messages/{id}/report', () => {
  it('a member reports another’s message with a reason (201); own 422; outsider 403; no reason 422; unknown 404', async () => {
    const [a, b, c] = await trio();
    const chat = await chatOf(s, a, [b.id]);
    const id = await sent(s, a, chat, 'spam spam');
    const report = (m: Member, mid = id, extra: Record<string, unknown> = { reason: 'Spam' }) =>
      s.call(`/api/v1/messages/${mid}/report`, { token: m.token, json: { reporter: m.id, ...extra } });
    const r = await report(b);
    expect(r.status).toBe(201);
    const { rows } = await s.db.query('SELECT reporter_id, target_type, target_id, reason FROM reports WHERE id = $1', [r.body.id]);
    expect(rows[0]).toEqual({ reporter_id: b.id, target_type: 'message', target_id: id, reason: 'Spam' });
    expect((await report(a)).status).toBe(422);
    expect((await report(c)).status).toBe(403);
    expect((await report(b, id, {})).body.error.message).toBe(CHAT_TEXTS.reasonRequired);
    expect((await report(b, randomUUID())).status).toBe(404);
  });
});

describe('GET /api/v1/messages/search', () => {
  it('three characters at least; only the caller’s listed chats, not deleted messages; count and next', async () => {
    const [a, b, c] = await trio();
    const mine = await chatOf(s, a, [b.id]);
    const notMine = await chatOf(s, b, [c.id]);
    const token = `zq${randomUUID().slice(0, 6)}`;
    const hit1 = await sent(s, b, mine, `first ${token}`);
    const hit2 = await sent(s, a, mine, `second ${token.toUpperCase()}`);
    const gone = await sent(s, a, mine, `third ${token}`);
    await s.call(`/api/v1/messages/${gone}`, { method: 'DELETE', token: a.token });
    await sent(s, b, notMine, `theirs ${token}`);
    const search = (q: string, extra = '') => s.call(`/api/v1/messages/search?q=${encodeURIComponent(q)}${extra}`, { token: a.token });
    const short = await search('ab');
    expect(short.status).toBe(422);
    expect(short.body.error.message).toBe('Please enter three or more characters to search');
    const r = await search(token);
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: any) => m.id)).toEqual([hit2, hit1]);
    expect(r.body).toMatchObject({ count: 2, next: null, previous: null });
    const paged = await search(token, '&limit=1');
    expect(paged.body).toMatchObject({ count: 2, next: 1 });
    expect((await search('%_%')).body.count).toBe(0);
    await patchMember(s, a, mine, a.id, { state: 'rmvd' });
    expect((await search(token)).body.count).toBe(0);
    expect((await s.call('/api/v1/messages/search?q=abc')).status).toBe(401);
  });
});
