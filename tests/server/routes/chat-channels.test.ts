// Chats (routes/channels.ts, server/chat/): create (1:1 reuse, group limit, refusals), the lists,
// members, the caller's own membership (states, read marker, rename), bulk removal, the token, the
// chat search, chat reports, leaving every chat on anonymity and account deletion, and the
// chat_events each write leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '../../../src/lib/chat';
import { verifyChatToken } from '../../../server/chat/jwt';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { block, chatOf, createChat, eventsOf, lastSeq, makeAnonymous, named, patchMember, plainMembers, send, sent, stateOf } from '../chat/support';

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

const listOf = async (m: Member) => (await s.call('/api/v1/channels', { token: m.token })).body.data as any[];

describe('POST /api/v1/channels', () => {
  it('creates a one-to-one chat (201) with the Channel shape; the same pair again answers it (200)', async () => {
    const [a, b] = await trio();
    const before = await lastSeq(s);
    const r = await createChat(s, a, [b.id]);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ message: 'New channel created.', channel_id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) });
    const ch = r.body.channel;
    expect(ch).toMatchObject({
      id: r.body.channel_id,
      state: 'actv',
      group_chat: 0,
      recipient_id: b.id,
      custom_set_channel_name: null,
      displayName: 'Bob Baker',
      hasCustomDisplayName: false,
      is_disabled: false,
      latest_message: null,
      hasUnreadMessage: false,
      lastSender: null,
      created: expect.any(String),
    });
    expect(ch.members).toEqual([
      { profile: { id: a.id, first_name: 'Alice', last_name: 'Able', profile_photo_url: null }, state: 'actv', role: 'mmbr', channel_display_name: 'Alice Able' },
      { profile: { id: b.id, first_name: 'Bob', last_name: 'Baker', profile_photo_url: null }, state: 'actv', role: 'mmbr', channel_display_name: 'Bob Baker' },
    ]);
    expect(ch.taggableMembers.map((m: any) => m.profile.id)).toEqual([b.id]);
    const events = await eventsOf(s, ch.id, before);
    expect(events.map((e) => [e.type, e.user_id])).toEqual([
      ['member.added', a.id],
      ['notification.added_to_channel', a.id],
      ['member.added', b.id],
      ['notification.added_to_channel', b.id],
    ]);

    const again = await createChat(s, b, [a.id]);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Channel exists.', channel_id: ch.id });
    expect(again.body.channel.recipient_id).toBe(a.id);
  });

  it('reusing a pair brings the caller back: rmvd → actv quietly, left → actv with member.added', async () => {
    const [a, b] = await trio();
    const id = await chatOf(s, a, [b.id]);
    await patchMember(s, a, id, a.id, { state: 'rmvd' });
    let seq = await lastSeq(s);
    expect((await createChat(s, a, [b.id])).status).toBe(200);
    expect(await stateOf(s, id, a.id)).toBe('actv');
    expect(await eventsOf(s, id, seq)).toEqual([]);
    await patchMember(s, a, id, a.id, { state: 'left' });
    seq = await lastSeq(s);
    expect((await createChat(s, a, [b.id])).status).toBe(200);
    expect(await stateOf(s, id, a.id)).toBe('actv');
    expect((await eventsOf(s, id, seq)).map((e) => [e.type, e.user_id])).toEqual([
      ['member.added', a.id],
      ['notification.added_to_channel', a.id],
    ]);
  });

  it('a group chat: creator admn + others; the name shown is the others’ first names, or the custom name', async () => {
    const [a, b, c] = await trio();
    const r = await createChat(s, a, [b.id, c.id, b.id], true);
    expect(r.status).toBe(201);
    expect(r.body.channel).toMatchObject({ group_chat: 1, recipient_id: null, displayName: 'Bob, Cara', hasCustomDisplayName: false, member_count: 3 });
    expect(r.body.channel.members.map((m: any) => [m.profile.id, m.role])).toEqual([
      [a.id, 'admn'],
      [b.id, 'mmbr'],
      [c.id, 'mmbr'],
    ]);
    const named2 = await createChat(s, a, [b.id], true, '  Ruck Crew ');
    expect(named2.body.channel).toMatchObject({ displayName: 'Ruck Crew', custom_set_channel_name: 'Ruck Crew', hasCustomDisplayName: true });
    // A group chat is never reused.
    expect((await createChat(s, a, [b.id], true)).status).toBe(201);
  });

  it('25 others at most (422 Cannot add more members.); the creator listed among the ids does not count', async () => {
    const a = await s.createMember();
    const others = await plainMembers(s, 26);
    const over = await createChat(s, a, others, true);
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('Cannot add more members.');
    const ok = await createChat(s, a, [a.id, ...others.slice(0, 25)], true);
    expect(ok.status).toBe(201);
    expect(ok.body.channel.member_count).toBe(26);
  });

  it('refusals: nobody 401, anonymous caller or member 403, blocked either way 403, unknown member 404, bad bodies 422', async () => {
    const [a, b, c] = await trio();
    expect((await createChat(s, null, [b.id])).status).toBe(401);
    await makeAnonymous(s, c.id);
    const anonCaller = await createChat(s, c, [a.id]);
    expect(anonCaller.status).toBe(403);
    expect(anonCaller.body.error.message).toBe(CHAT_TEXTS.anonymous);
    expect(anonCaller.body.error.message).toBe('Anonymous users do not have access to messages.');
    const anonMember = await createChat(s, a, [c.id]);
    expect(anonMember.status).toBe(403);
    expect(anonMember.body.error.message).toBe('Anonymous users do not have access to messages.');
    await makeAnonymous(s, c.id, false);
    await block(s, b.id, a.id);
    for (const [caller, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const r = await createChat(s, caller, [other.id]);
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe('You cannot message blocked users.');
    }
    const inGroup = await createChat(s, a, [c.id, b.id], true);
    expect(inGroup.body.error.message).toBe('You cannot message blocked users.');
    expect((await createChat(s, a, [99999999])).status).toBe(404);
    expect((await createChat(s, a, [b.id, c.id])).status).toBe(422);
    expect((await createChat(s, a, [], true)).status).toBe(422);
    expect((await s.call('/api/v1/channels', { token: a.token, json: { ids: 'x' } })).status).toBe(422);
  });
});

describe('lists: GET /api/v1/channels and GET /api/v1/user/{id}/channels/info', () => {
  it('the caller’s chats newest activity first, without left or removed ones; info by state, own only', async () => {
    const [a, b, c] = await trio();
    const one = await chatOf(s, a, [b.id]);
    const group = await chatOf(s, a, [b.id, c.id], true);
    const other = await chatOf(s, b, [c.id]);
    s.clock.set(new Date(Date.now() + 60_000));
    await sent(s, b, one, 'newest');
    s.clock.set(null);
    expect((await listOf(a)).map((ch) => ch.id)).toEqual([one, group]);
    expect((await listOf(a)).some((ch) => ch.id === other)).toBe(false);

    await patchMember(s, a, group, a.id, { state: 'left' });
    await patchMember(s, a, one, a.id, { state: 'rmvd' });
    expect(await listOf(a)).toEqual([]);
    const info = (state: string, as = a) => s.call(`/api/v1/user/${a.id}/channels/info?state=${state}`, { token: as.token });
    expect((await info('left')).body.data.map((ch: any) => ch.id)).toEqual([group]);
    expect((await info('rmvd')).body.data.map((ch: any) => [ch.id, ch.state])).toEqual([[one, 'rmvd']]);
    expect((await info('actv')).body.data).toEqual([]);
    expect((await info('actv', b)).status).toBe(403);
    expect((await info('nope')).status).toBe(422);
  });

  it('state codes and the unread rule: unread while the last seen is older than the latest; own messages and left/rmvd are never unread', async () => {
    const [a, b] = await trio();
    const id = await chatOf(s, a, [b.id]);
    const find = async (m: Member) => (await listOf(m)).find((ch) => ch.id === id);
    expect((await find(b)).hasUnreadMessage).toBe(false);
    const first = await sent(s, a, id, 'hello');
    expect((await find(a)).hasUnreadMessage).toBe(false);
    const seen = await find(b);
    expect(seen).toMatchObject({ hasUnreadMessage: true, lastSender: a.id, latest_message: { id: first, sender: 'Alice Able', text: 'hello', images: [], profile_id: a.id } });

    const before = await lastSeq(s);
    const read = await patchMember(s, b, id, b.id, { last_seen_message_xid: first });
    expect(read.status).toBe(200);
    expect(read.body.channel).toMatchObject({ hasUnreadMessage: false, last_seen_message_xid: first });
    expect(await eventsOf(s, id, before)).toEqual([{ type: 'message.read', message_id: null, user_id: b.id, data: { last_read_message_id: first } }]);

    const second = await sent(s, a, id, 'again');
    expect((await find(b)).hasUnreadMessage).toBe(true);
    await patchMember(s, b, id, b.id, { last_seen_message_xid: second });
    // The marker only moves forward: an older one changes nothing and sends no event.
    const seq = await lastSeq(s);
    await patchMember(s, b, id, b.id, { last_seen_message_xid: first });
    expect((await find(b)).last_seen_message_xid).toBe(second);
    expect(await eventsOf(s, id, seq)).toEqual([]);

    await sent(s, a, id, 'third');
    await patchMember(s, b, id, b.id, { state: 'mute' });
    expect((await find(b))).toMatchObject({ state: 'mute', hasUnreadMessage: true });
    await patchMember(s, b, id, b.id, { state: 'rmvd' });
    const info = await s.call(`/api/v1/user/${b.id}/channels/info?state=rmvd`, { token: b.token });
    expect(info.body.data[0]).toMatchObject({ id, state: 'rmvd', hasUnreadMessage: false });
    const bad = await patchMember(s, b, id, b.id, { last_seen_message_xid: 'nope' });
    expect(bad.status).toBe(422);
  });

  it('names: blocked → Blocked, deleted or anonymous → Deleted Member; taggable leaves out the caller and whom they blocked', async () => {
    const [a, b, c] = await trio();
    const group = await chatOf(s, a, [b.id, c.id], true);
    await block(s, a.id, b.id);
    const ch = (await listOf(a)).find((x) => x.id === group);
    expect(ch.displayName).toBe('Blocked, Cara');
    expect(ch.members.find((m: any) => m.profile.id === b.id).channel_display_name).toBe('Blocked');
    expect(ch.taggableMembers.map((m: any) => m.profile.id)).toEqual([c.id]);
    await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [c.id]);
    const after = (await listOf(a)).find((x) => x.id === group);
    expect(after.displayName).toBe('Blocked, Deleted Member');
    expect(after.members.find((m: any) => m.profile.id === c.id).profile).toEqual({ id: c.id, first_name: 'Deleted', last_name: 'Member', profile_photo_url: null });
    expect(after.taggableMembers).toEqual([]);
  });

  it('anonymous callers have no chat list (403 with the spec text); nobody 401', async () => {
    const a = await s.createMember();
    expect((await s.call('/api/v1/channels')).status).toBe(401);
    await makeAnonymous(s, a.id);
    const r = await s.call('/api/v1/channels', { token: a.token });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe('Anonymous users do not have access to messages.');
  });
});

describe('POST /api/v1/channels/{id}/members', () => {
  const add = (m: Member | null, id: string, ids: number[]) => s.call(`/api/v1/channels/${id}/members`, { token: m?.token ?? null, json: { members: ids.map((i) => ({ profile: { id: i }, role: 'mmbr', state: 'actv' })) } });

  it('a member adds (member.added + notification.added_to_channel each); up to 26 in all', async () => {
    const [a, b, c] = await trio();
    const group = await chatOf(s, a, [b.id], true);
    const before = await lastSeq(s);
    const r = await add(b, group, [c.id]);
    expect(r.status).toBe(200);
    expect(r.body.added).toEqual([c.id]);
    expect(r.body.channel.members.map((m: any) => m.profile.id)).toEqual([a.id, b.id, c.id]);
    expect((await eventsOf(s, group, before)).map((e) => [e.type, e.user_id])).toEqual([
      ['member.added', c.id],
      ['notification.added_to_channel', c.id],
    ]);
    // Adding a current member again changes nothing.
    expect((await add(a, group, [c.id])).body.added).toEqual([]);

    const fill = await plainMembers(s, 23);
    expect((await add(a, group, fill)).status).toBe(200); // 3 + 23 = 26
    const more = await plainMembers(s, 1);
    const over = await add(a, group, more);
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('Cannot add more members.');
    // One who left frees a place.
    await patchMember(s, c, group, c.id, { state: 'left' });
    expect((await add(a, group, more)).body.added).toEqual(more);
  });

  it('authorisation: nobody 401, a non-member 403, one who left 403, anonymous 403, 1:1 422, blocked 403, unknown chat 404', async () => {
    const [a, b, c] = await trio();
    const d = await s.createMember();
    const group = await chatOf(s, a, [b.id], true);
    expect((await add(null, group, [c.id])).status).toBe(401);
    const outsider = await add(c, group, [d.id]);
    expect(outsider.status).toBe(403);
    expect(outsider.body.error.message).toBe(CHAT_TEXTS.notMember);
    await patchMember(s, b, group, b.id, { state: 'left' });
    expect((await add(b, group, [c.id])).status).toBe(403);
    await makeAnonymous(s, a.id);
    expect((await add(a, group, [c.id])).body.error.message).toBe('Anonymous users do not have access to messages.');
    await makeAnonymous(s, a.id, false);
    await block(s, c.id, a.id);
    expect((await add(a, group, [c.id])).body.error.message).toBe('You cannot message blocked users.');
    const one = await chatOf(s, a, [d.id]);
    expect((await add(a, one, [b.id])).status).toBe(422);
    expect((await add(a, 'nochat', [b.id])).status).toBe(404);
  });
});

describe('PATCH /api/v1/channels/{id}/members/{userId}', () => {
  it('leaving: member.removed + notification.removed_from_channel; no reading or writing after; only oneself', async () => {
    const [a, b, c] = await trio();
    const group = await chatOf(s, a, [b.id, c.id], true);
    const other = await patchMember(s, a, group, b.id, { state: 'left' });
    expect(other.status).toBe(403);
    expect(await stateOf(s, group, b.id)).toBe('actv');
    expect((await patchMember(s, null, group, b.id, { state: 'left' })).status).toBe(401);
    const outsider = await s.createMember();
    expect((await patchMember(s, outsider, group, outsider.id, { state: 'left' })).status).toBe(403);

    const before = await lastSeq(s);
    const r = await patchMember(s, b, group, b.id, { state: 'left' });
    expect(r.status).toBe(200);
    expect(r.body.channel.state).toBe('left');
    expect((await eventsOf(s, group, before)).map((e) => [e.type, e.user_id])).toEqual([
      ['member.removed', b.id],
      ['notification.removed_from_channel', b.id],
    ]);
    expect((await s.call(`/api/v1/channels/${group}/messages`, { token: b.token })).status).toBe(403);
    expect((await send(s, b, group, 'still here?')).status).toBe(403);
    expect((await patchMember(s, b, group, b.id, { state: 'actv' })).status).toBe(403);
    // Removing a left chat from the list keeps it left (a new message must not bring it back).
    expect((await patchMember(s, b, group, b.id, { state: 'rmvd' })).status).toBe(200);
    expect(await stateOf(s, group, b.id)).toBe('left');
    await sent(s, a, group, 'after');
    expect(await stateOf(s, group, b.id)).toBe('left');
    expect((await listOf(a))[0].displayName).toBe('Cara');
  });

  it('rename: name or custom_set_channel_name; blank is ignored (200 unchanged, no event); 1:1 422; channel.updated', async () => {
    const [a, b] = await trio();
    const group = await chatOf(s, a, [b.id], true);
    let before = await lastSeq(s);
    const blank = await patchMember(s, b, group, b.id, { name: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.body.channel).toMatchObject({ custom_set_channel_name: null, displayName: 'Alice' });
    expect(await eventsOf(s, group, before)).toEqual([]);
    const r = await patchMember(s, b, group, b.id, { custom_set_channel_name: ' Saturday Ruck ' });
    expect(r.body.channel).toMatchObject({ custom_set_channel_name: 'Saturday Ruck', displayName: 'Saturday Ruck', hasCustomDisplayName: true });
    expect(await eventsOf(s, group, before)).toEqual([{ type: 'channel.updated', message_id: null, user_id: b.id, data: {} }]);
    before = await lastSeq(s);
    expect((await patchMember(s, a, group, a.id, { name: '' })).body.channel.custom_set_channel_name).toBe('Saturday Ruck');
    expect((await patchMember(s, a, group, a.id, { name: 'x'.repeat(101) })).status).toBe(422);
    expect((await patchMember(s, a, group, a.id, {})).status).toBe(422);
    expect((await patchMember(s, a, group, a.id, { state: 'gone' })).status).toBe(422);
    const one = await chatOf(s, a, [b.id]);
    expect((await patchMember(s, a, one, a.id, { name: 'Pair' })).status).toBe(422);
    expect(await eventsOf(s, group, before)).toEqual([]);
  });

  it('a deactivated chat: rename 409 with the spec text; leaving still works', async () => {
    const [a, b] = await trio();
    const group = await chatOf(s, a, [b.id], true);
    await s.db.query('UPDATE chat_channels SET is_disabled = true WHERE id = $1', [group]);
    const r = await patchMember(s, a, group, a.id, { name: 'New' });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe('This chat has been deactivated.');
    expect((await patchMember(s, a, group, a.id, { state: 'left' })).status).toBe(200);
  });
});

describe('DELETE /api/v1/channels/bulk_delete', () => {
  it('sets the caller’s state rmvd for each of their chats; others’ and left chats are untouched; a message brings rmvd back', async () => {
    const [a, b, c] = await trio();
    const one = await chatOf(s, a, [b.id]);
    const group = await chatOf(s, a, [b.id, c.id], true);
    const left = await chatOf(s, a, [c.id], true);
    const notMine = await chatOf(s, b, [c.id]);
    await patchMember(s, a, left, a.id, { state: 'left' });
    const r = await s.call('/api/v1/channels/bulk_delete', { method: 'DELETE', token: a.token, json: { channel_ids: [one, group, left, notMine, 'unknown'] } });
    expect(r.status).toBe(200);
    expect(r.body.channel_ids.sort()).toEqual([one, group].sort());
    expect([await stateOf(s, one, a.id), await stateOf(s, group, a.id), await stateOf(s, left, a.id), await stateOf(s, notMine, b.id)]).toEqual(['rmvd', 'rmvd', 'left', 'actv']);
    expect(await listOf(a)).toEqual([]);
    await sent(s, b, one, 'are you there?');
    expect(await stateOf(s, one, a.id)).toBe('actv');
    expect((await s.call('/api/v1/channels/bulk_delete', { method: 'DELETE', token: a.token, json: { channel_ids: [] } })).status).toBe(422);
    expect((await s.call('/api/v1/channels/bulk_delete', { method: 'DELETE', json: { channel_ids: [one] } })).status).toBe(401);
  });
});

describe('POST /api/v1/channels/{id}/token', () => {
  it('a member gets an HS256 JWT for themselves (1 h); non-member 403, anonymous 403, unknown 404', async () => {
    const [a, b, c] = await trio();
    const id = await chatOf(s, a, [b.id]);
    const r = await s.call(`/api/v1/channels/${id}/token`, { method: 'POST', token: a.token });
    expect(r.status).toBe(200);
    const token: string = r.body.token;
    const [header, payload] = token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ user_id: String(a.id) });
    expect((payload.exp as number) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(verifyChatToken(s.config.chatTokenSecret, token, new Date())).toEqual({ userId: a.id });
    expect((await s.call(`/api/v1/channels/${id}/token`, { method: 'POST', token: c.token })).status).toBe(403);
    expect((await s.call('/api/v1/channels/nochat/token', { method: 'POST', token: a.token })).status).toBe(404);
    expect((await s.call(`/api/v1/channels/${id}/token`, { method: 'POST' })).status).toBe(401);
    await makeAnonymous(s, a.id);
    expect((await s.call(`/api/v1/channels/${id}/token`, { method: 'POST', token: a.token })).body.error.message).toBe(CHAT_TEXTS.anonymous);
  });
});

describe('POST /api/v1/chat/token (extension)', () => {
  it('any member with messaging gets their own token, with or without a chat; anonymous 403; none 401', async () => {
    const [a] = await trio();
    const r = await s.call('/api/v1/chat/token', { method: 'POST', token: a.token });
    expect(r.status).toBe(200);
    expect(verifyChatToken(s.config.chatTokenSecret, r.body.token, new Date())).toEqual({ userId: a.id });
    expect((await s.call('/api/v1/chat/token', { method: 'POST' })).status).toBe(401);
    await makeAnonymous(s, a.id);
    const refused = await s.call('/api/v1/chat/token', { method: 'POST', token: a.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CHAT_TEXTS.anonymous);
  });
});

describe('GET /api/v1/channels/search', () => {
  it('three characters at least (422 with the spec text); finds the caller’s listed chats by shown name', async () => {
    const [a, b, c] = await trio();
    await named(s, b, 'Zebulon', 'Quixote');
    const one = await chatOf(s, a, [b.id]);
    const group = await chatOf(s, a, [c.id], true, 'Quixotic Runners');
    await chatOf(s, b, [c.id]); // not a's
    const search = (q: string, m = a) => s.call(`/api/v1/channels/search?q=${encodeURIComponent(q)}`, { token: m.token });
    const short = await search(' Qu ');
    expect(short.status).toBe(422);
    expect(short.body.error.message).toBe('Please enter three or more characters to search');
    expect((await s.call('/api/v1/channels/search', { token: a.token })).body.error.message).toBe('Please enter three or more characters to search');
    const r = await search('quixot');
    expect(r.status).toBe(200);
    expect(r.body.data.map((ch: any) => ch.id).sort()).toEqual([one, group].sort());
    expect(r.body).toMatchObject({ count: 2, next: null });
    expect((await search('%%%')).body.count).toBe(0);
    await patchMember(s, a, one, a.id, { state: 'rmvd' });
    expect((await search('quixot')).body.data.map((ch: any) => ch.id)).toEqual([group]);
  });
});

describe('POST /api/v1/channels/report', () => {
  const report = (m: Member, channelId: string, extra: Record<string, unknown> = {}) =>
    s.call('/api/v1/channels/report', { token: m.token, json: { reporter: m.id, channel_id: channelId, reason: 'Harassment', ...extra } });

  it('a member reports the chat with a reason (201, a reports row); non-member 403; no reason 422; unknown 404', async () => {
    const [a, b, c] = await trio();
    const id = await chatOf(s, a, [b.id]);
    const r = await report(b, id, { text: 'Rude messages.' });
    expect(r.status).toBe(201);
    const { rows } = await s.db.query('SELECT reporter_id, target_type, target_id, reason, text FROM reports WHERE id = $1', [r.body.id]);
    expect(rows[0]).toEqual({ reporter_id: b.id, target_type: 'channel', target_id: id, reason: 'Harassment', text: 'Rude messages.' });
    const outsider = await report(c, id);
    expect(outsider.status).toBe(403);
    expect(outsider.body.error.message).toBe(CHAT_TEXTS.notMember);
    expect((await report(a, id, { reason: undefined })).status).toBe(422);
    expect((await report(a, id, { reason: 'Boring' })).body.error.message).toBe(CHAT_TEXTS.reasonRequired);
    expect((await report(a, 'nochat')).status).toBe(404);
  });
});

describe('leaving every chat: anonymous profile and account deletion', () => {
  it('choosing an anonymous profile leaves every chat (left + member.removed events)', async () => {
    const [a, b, c] = await trio();
    const one = await chatOf(s, a, [b.id]);
    const group = await chatOf(s, c, [a.id, b.id], true);
    const before = await lastSeq(s);
    const r = await s.call(`/api/v1/user/${a.id}`, { token: a.token, json: { anonymous_profile: true } });
    expect(r.status).toBe(200);
    for (const id of [one, group]) {
      expect(await stateOf(s, id, a.id)).toBe('left');
      expect((await eventsOf(s, id, before)).map((e) => [e.type, e.user_id])).toEqual([
        ['member.removed', a.id],
        ['notification.removed_from_channel', a.id],
      ]);
    }
    // The other member of the 1:1 can no longer write to them.
    const refused = await send(s, b, one, 'hello?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Anonymous users do not have access to messages.');
    // Going public again does not bring anyone back.
    await s.call(`/api/v1/user/${a.id}`, { token: a.token, json: { anonymous_profile: false } });
    expect(await stateOf(s, group, a.id)).toBe('left');
  });

  it('deleting the account leaves every chat; the member shows as Deleted Member', async () => {
    const [a, b] = await trio();
    const one = await chatOf(s, a, [b.id]);
    await sent(s, a, one, 'bye');
    const before = await lastSeq(s);
    const r = await s.call(`/api/v1/user/${a.id}`, { method: 'DELETE', token: a.token, json: { password: a.password } });
    expect(r.status).toBeLessThan(300);
    expect(await stateOf(s, one, a.id)).toBe('left');
    expect((await eventsOf(s, one, before)).map((e) => e.type)).toEqual(['member.removed', 'notification.removed_from_channel']);
    const ch = (await listOf(b)).find((x) => x.id === one);
    expect(ch).toMatchObject({ displayName: 'Deleted Member', latest_message: { sender: 'Deleted Member', text: 'bye' } });
  });
});
