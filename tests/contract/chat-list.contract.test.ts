// src/features/chat-inbox/list-api.ts (and profile-view's startChat) against the real app: removing
// chats from the list (bulk delete; a new message brings one back), the chat and message search
// (3+ characters, the spec's text otherwise; offset paging for 'See All'), and the profile's Message
// button starting the one-to-one chat once (the same chat again).
import { beforeAll, describe, expect, it } from 'vitest';
import { createChat, listChats, sendMessage } from '@/features/chat-inbox/api';
import { removeChats, searchChats, searchMessages } from '@/features/chat-inbox/list-api';
import { startChat, startChatError } from '@/features/profile-view/message-member';
import { CHAT_TEXTS } from '@/lib/chat';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let ann: Member;
let bob: Member;
let cy: Member;
beforeAll(async () => {
  ann = await server().createMember();
  bob = await server().createMember();
  cy = await server().createMember();
});

describe('chat list api', () => {
  it("the profile's Message button starts the one-to-one chat, and the same chat again", async () => {
    await logIn(ann);
    const id = await startChat(bob.id);
    expect(await startChat(bob.id)).toBe(id);
    expect((await listChats()).map((c) => c.id)).toEqual([id]);
  });

  it('removes chats from the list (bulk delete); a new message brings one back', async () => {
    await logIn(ann);
    const [withBob] = await listChats();
    const group = await createChat([bob.id, cy.id]);
    expect((await listChats()).map((c) => c.id).sort()).toEqual([withBob.id, group.channel_id].sort());
    expect((await removeChats([withBob.id, group.channel_id, 'cunknown'])).sort()).toEqual([withBob.id, group.channel_id].sort());
    expect(await listChats()).toEqual([]);

    await logIn(bob);
    await sendMessage(crypto.randomUUID(), withBob.id, 'Are you there?');
    await logIn(ann);
    expect((await listChats()).map((c) => c.id)).toEqual([withBob.id]);
  });

  it('searches messages and chats from three characters, 5 then the rest by offset', async () => {
    await logIn(ann);
    const [chat] = await listChats();
    for (let i = 1; i <= 7; i++) await sendMessage(crypto.randomUUID(), chat.id, `marathon plan ${i}`);
    const first = await searchMessages('marathon', { limit: 5 });
    expect(first.count).toBe(7);
    expect(first.data.map((m) => m.text)).toEqual([7, 6, 5, 4, 3].map((i) => `marathon plan ${i}`));
    expect(first.next).toBe(5);
    const rest = await searchMessages('marathon', { offset: 5, limit: 100 });
    expect(rest.data.map((m) => m.text)).toEqual(['marathon plan 2', 'marathon plan 1']);
    expect(rest.next ?? null).toBeNull();
    expect(rest.data[0]).toMatchObject({ channel_id: chat.id, profile_id: ann.id });

    const chats = await searchChats('Test Mem', { limit: 5 });
    expect(chats.data.map((c) => c.id)).toEqual([chat.id]);
    expect(chats.count).toBe(1);
    expect((await searchChats('zzqxv')).count).toBe(0);
    expect((await searchMessages('zzqxv')).data).toEqual([]);

    const short = await failure(searchMessages('ma'));
    expect(short.status).toBe(422);
    expect(JSON.stringify(short)).toContain(CHAT_TEXTS.searchMin);
    expect((await failure(searchChats('  m '))).status).toBe(422);
  });

  it("starting a chat with a member who blocked you: 'You cannot message blocked users.'", async () => {
    const res = await server().call(`/api/v1/user/${cy.id}/block/${ann.id}`, { method: 'POST', token: cy.token });
    expect(res.status).toBe(201);
    await logIn(ann);
    const refused = await failure(startChat(cy.id));
    expect(refused.status).toBe(403);
    expect(startChatError(refused)).toBe(CHAT_TEXTS.blocked);
  });
});
