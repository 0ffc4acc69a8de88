// The chat composer's calls against the real app (events spec §5 Messaging, §7 Chat and Media): images
// uploaded with intent 'message' (src/lib/upload-images.ts) and sent with the text; an image of another
// intent refused; the '@' member search as the composer filters it (never oneself, only the chat's
// taggable members); a '@#id' tag notifies the tagged member ('chat_tag'), not someone outside the chat.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChat, listChats, searchMembers, sendMessage } from '@/features/chat-inbox/api';
import { encodeTags, tagSuggestions, taggableIds } from '@/features/chat-inbox/mentions';
import { CHAT_TEXTS } from '@/lib/chat';
import { api } from '@/lib/http';
import type { PutImage } from '@/lib/image';
import { uploadImages } from '@/lib/upload-images';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let ann: Member;
let bob: Member;
let cy: Member;
let png: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  ann = await server().createMember();
  bob = await server().createMember();
  cy = await server().createMember();
  png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer());
});

/** The PUT of the bytes to the signed URL, through the app (the browser uses XMLHttpRequest). */
const put: PutImage = async (url, blob, type, onProgress) => {
  const r = await server().call(url, { method: 'PUT', body: blob, headers: { 'content-type': type } });
  onProgress(100);
  return { status: r.status, body: r.body };
};
const deps = { put, dimensions: async () => ({ width: 20, height: 20 }) };

interface Notice {
  verb: string;
  actor: { id: number } | null;
  data: { channel_id?: string; message_id?: string };
}
const notices = async (member: Member) => {
  await logIn(member);
  return (await api<{ data: { results: Notice[] } }>(`api/v1/user/${member.id}/notifications`)).data.results;
};

describe('chat composer calls', () => {
  it("sends images uploaded with intent 'message'; an image of another intent is refused", async () => {
    await logIn(ann);
    const { channel_id: chatId } = await createChat([bob.id]);
    const files = [new Blob([png], { type: 'image/png' }), new Blob([png], { type: 'image/png' })];
    const urls = await uploadImages(files, 'message', {}, deps);
    expect(urls).toEqual([expect.stringMatching(/^http:\/\/localhost\/media\/message\//), expect.stringMatching(/^http:\/\/localhost\/media\/message\//)]);
    const sent = await sendMessage(crypto.randomUUID(), chatId, { text: '', images: urls });
    expect(sent).toMatchObject({ text: '', images: urls });

    const [postImage] = await uploadImages([files[0]], 'post', {}, deps);
    const refused = await failure(sendMessage(crypto.randomUUID(), chatId, { text: 'x', images: [postImage] }));
    expect(refused).toMatchObject({ status: 422, fields: { 'media.0': CHAT_TEXTS.notOurImage } });
  });

  it("the member search as tagging filters it: not oneself, only the chat's taggable members", async () => {
    await logIn(ann);
    const found = (await searchMembers('Test Mem')).data;
    expect(found.map((m) => m.id)).toEqual(expect.arrayContaining([ann.id, bob.id, cy.id]));
    const chat = (await listChats()).find((c) => c.members.some((m) => m.profile.id === bob.id));
    expect(tagSuggestions(found, ann.id, taggableIds(chat)).map((m) => m.id)).toEqual([bob.id]);
  });

  it("'@#id' notifies the tagged member of the chat ('chat_tag'), not a member outside it", async () => {
    await logIn(ann);
    const [chat] = await listChats();
    const text = encodeTags(`Hi @Test Member and @Someone`, [{ id: bob.id, name: 'Test Member' }]);
    expect(text).toBe(`Hi @#${bob.id} and @Someone`);
    const id = crypto.randomUUID();
    await sendMessage(id, chat.id, { text: `${text} @#${cy.id}`, images: [] });
    expect((await notices(bob)).filter((n) => n.verb === 'chat_tag')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: ann.id }), data: expect.objectContaining({ channel_id: chat.id, message_id: id }) }),
    ]);
    expect((await notices(cy)).filter((n) => n.verb === 'chat_tag')).toEqual([]);
  });
});
