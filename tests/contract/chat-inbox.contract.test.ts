// src/features/chat-inbox/api.ts against the real app: the realtime token, member search, creating a
// one-to-one chat (and the existing one again), listing chats with the latest message and the unread
// marker, sending under the client's id (a repeat stores one copy), reading a chat's messages back.
import { beforeAll, describe, expect, it } from 'vitest';
import { chatToken, createChat, listChats, listMessages, searchMembers, sendMessage } from '@/features/chat-inbox/api';
import { CHAT_TEXTS } from '@/lib/chat';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();
/** The harness's members are all named so. */
const NAME = 'Test Member';

let ann: Member;
let bob: Member;
beforeAll(async () => {
  ann = await server().createMember();
  bob = await server().createMember();
});

describe('chat-inbox api', () => {
  it('gives the realtime token and finds members by name', async () => {
    await logIn(ann);
    const token = await chatToken();
    expect(token.split('.')).toHaveLength(3);
    const found = await searchMembers('Test Mem');
    expect(found.data.map((m) => m.id)).toContain(bob.id);
  });

  it('creates a one-to-one chat (the same chat again for the pair), lists it, sends once per id, reads back', async () => {
    await logIn(ann);
    expect(await listChats()).toEqual([]);
    const created = await createChat([bob.id]);
    expect(created.message).toBe(CHAT_TEXTS.created);
    expect(created.channel).toMatchObject({ id: created.channel_id, group_chat: 0, displayName: NAME, hasUnreadMessage: false });
    const again = await createChat([bob.id]);
    expect(again).toMatchObject({ message: CHAT_TEXTS.exists, channel_id: created.channel_id });

    const id = crypto.randomUUID();
    const sent = await sendMessage(id, created.channel_id, 'Hello Bob');
    expect(sent).toMatchObject({ id, channel_id: created.channel_id, profile_id: ann.id, text: 'Hello Bob', type: 'regular' });
    const repeat = await sendMessage(id, created.channel_id, 'Hello Bob');
    expect(repeat.id).toBe(id);

    const page = await listMessages(created.channel_id);
    expect(page.data.map((m) => m.text)).toEqual(['Hello Bob']);
    expect(page.count).toBe(1);

    const mine = await listChats();
    expect(mine[0]).toMatchObject({ id: created.channel_id, hasUnreadMessage: false, latest_message: { id, text: 'Hello Bob', profile_id: ann.id } });

    await logIn(bob);
    const theirs = await listChats();
    expect(theirs[0]).toMatchObject({ id: created.channel_id, displayName: NAME, hasUnreadMessage: true });
  });

  it('refuses a too long message with the spec text', async () => {
    await logIn(ann);
    const [chat] = await listChats();
    const f = await failure(sendMessage(crypto.randomUUID(), chat.id, 'x'.repeat(476)));
    expect(f.status).toBe(422);
  });
});
