// src/features/chat-inbox/settings-api.ts against the real app: renaming a group chat (blank
// ignored), adding members (26 in all: 'Cannot add more members.'), blocking and unblocking a member
// (the chat names them 'Blocked', then by name again), reporting a chat (reason required, context
// optional), leaving it (gone from the list), and a non-member's refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { createChat, listChats } from '@/features/chat-inbox/api';
import { addChatMembers, blockChatMember, leaveChat, renameGroupChat, reportChat, unblockChatMember } from '@/features/chat-inbox/settings-api';
import { CHAT_TEXTS } from '@/lib/chat';
import { plainMembers } from '../server/chat/support';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();
/** The harness's members are all named so. */
const NAME = 'Test Member';

let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
let stranger: Member;
let groupId: string;
beforeAll(async () => {
  [ann, bob, cat, dan, stranger] = await Promise.all([1, 2, 3, 4, 5].map(() => server().createMember()));
  await logIn(ann);
  groupId = (await createChat([bob.id, cat.id])).channel_id;
});

describe('chat settings api', () => {
  it('renames a group chat (trimmed); a blank name is ignored; the other members see the name', async () => {
    await logIn(ann);
    const renamed = await renameGroupChat(groupId, ann.id, '  Run Club ');
    expect(renamed).toMatchObject({ id: groupId, displayName: 'Run Club', custom_set_channel_name: 'Run Club', group_chat: 1 });
    const blank = await renameGroupChat(groupId, ann.id, '   ');
    expect(blank.displayName).toBe('Run Club');
    await logIn(bob);
    expect((await listChats()).find((c) => c.id === groupId)?.displayName).toBe('Run Club');
  });

  it('adds members (the chat after has them); no more than 26 in all', async () => {
    await logIn(ann);
    const res = await addChatMembers(groupId, [dan.id]);
    expect(res.added).toEqual([dan.id]);
    expect(res.channel.members.map((m) => m.profile.id).sort()).toEqual([ann.id, bob.id, cat.id, dan.id].sort());
    const more = await plainMembers(server(), 23);
    const f = await failure(addChatMembers(groupId, more));
    expect(f.status).toBe(422);
    expect(f.message).toBe(CHAT_TEXTS.tooManyMembers);
    const ok = await addChatMembers(groupId, more.slice(0, 22));
    expect(ok.channel.members).toHaveLength(26);
  });

  it("blocks a member (named 'Blocked' in the chat) and unblocks them", async () => {
    await logIn(ann);
    await blockChatMember(ann.id, bob.id);
    const named = async () => (await listChats()).find((c) => c.id === groupId)!.members.find((m) => m.profile.id === bob.id)!.channel_display_name;
    expect(await named()).toBe(CHAT_TEXTS.blockedName);
    await unblockChatMember(ann.id, bob.id);
    expect(await named()).toBe(NAME);
  });

  it('reports a chat with a reason and optional text; a reason is required; a non-member may not', async () => {
    await logIn(cat);
    expect(await reportChat(groupId, cat.id, { reason: 'Spam' })).toBeGreaterThan(0);
    expect(await reportChat(groupId, cat.id, { reason: 'Harassment', text: 'Rude' })).toBeGreaterThan(0);
    const noReason = await failure(reportChat(groupId, cat.id, {}));
    expect(noReason.status).toBe(422);
    await logIn(stranger);
    const f = await failure(reportChat(groupId, stranger.id, { reason: 'Spam' }));
    expect(f.status).toBe(403);
    const rename = await failure(renameGroupChat(groupId, stranger.id, 'Mine now'));
    expect(rename.status).toBe(403);
    const other = await failure(leaveChat(groupId, ann.id));
    expect(other.status).toBe(403);
  });

  it('leaves the chat: gone from the list, the others stay', async () => {
    await logIn(cat);
    await leaveChat(groupId, cat.id);
    expect((await listChats()).some((c) => c.id === groupId)).toBe(false);
    await logIn(ann);
    const chat = (await listChats()).find((c) => c.id === groupId)!;
    expect(chat.members.some((m) => m.profile.id === cat.id)).toBe(false);
  });
});
