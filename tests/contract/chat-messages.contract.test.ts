// src/features/chat-inbox/api.ts's message actions against the real app: sending with images and a
// reply (reply_message_id), editing one's own (edited), deleting one's own (cleared), emoji reactions
// added and taken back (emoji_reactions), the page before a message (last_seen_id), and the refusals:
// another member's message cannot be edited or deleted, an image of another intent is refused.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChat, deleteMessage, editMessage, listMessages, reactToMessage, sendMessage } from '@/features/chat-inbox/api';
import { CHAT_TEXTS } from '@/lib/chat';
import { uploadImage, type PutImage } from '@/lib/image';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let ann: Member;
let bob: Member;
let chatId: string;
let png: Uint8Array<ArrayBuffer>;

/** The PUT of the bytes to the signed URL, through the app (the browser uses XMLHttpRequest). */
const put: PutImage = async (url, blob, type, onProgress) => {
  const r = await server().call(url, { method: 'PUT', body: blob, headers: { 'content-type': type } });
  onProgress(100);
  return { status: r.status, body: r.body };
};
const deps = { put, dimensions: async () => ({ width: 20, height: 20 }) };

beforeAll(async () => {
  ann = await server().createMember();
  bob = await server().createMember();
  png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer());
  await logIn(ann);
  chatId = (await createChat([bob.id])).channel_id;
});

describe('chat message actions', () => {
  it('sends images and a reply; edits and deletes one’s own; another’s cannot be changed', async () => {
    await logIn(ann);
    const first = await sendMessage(crypto.randomUUID(), chatId, { text: 'Look', images: [] });
    const image = await uploadImage(new Blob([png], { type: 'image/png' }), 'message', {}, deps);
    expect(image).toMatch(/\/media\/message\//);

    await logIn(bob);
    const reply = await sendMessage(crypto.randomUUID(), chatId, { text: 'Nice', images: [], replyTo: first.id });
    expect(reply.reply_message).toMatchObject({ id: first.id, text: 'Look', profile_id: ann.id });
    expect(await failure(editMessage(first.id, 'Hijack'))).toMatchObject({ status: 403, message: CHAT_TEXTS.ownMessagesOnly });
    expect(await failure(deleteMessage(first.id))).toMatchObject({ status: 403 });
    // An image uploaded by someone else is refused.
    expect(await failure(sendMessage(crypto.randomUUID(), chatId, { text: '', images: [image] }))).toMatchObject({ status: 422, fields: { 'media.0': CHAT_TEXTS.notOurImage } });

    await logIn(ann);
    const pictured = await sendMessage(crypto.randomUUID(), chatId, { text: '', images: [image] });
    expect(pictured).toMatchObject({ images: [image], text: '' });

    const edited = await editMessage(first.id, 'Look here');
    expect(edited).toMatchObject({ id: first.id, text: 'Look here', edited: true, deleted: false });

    const deleted = await deleteMessage(first.id);
    expect(deleted).toMatchObject({ id: first.id, text: '', deleted: true, type: 'deleted', images: [] });

    // The reply now quotes a deleted message; the page before the reply holds the deleted one.
    const page = await listMessages(chatId, { lastSeenId: reply.id });
    expect(page.data.map((m) => m.id)).toEqual([first.id]);
    expect(page.data[0]).toMatchObject({ deleted: true, text: '' });
  });

  it('adds and takes back emoji reactions; a deleted message takes none', async () => {
    await logIn(ann);
    const m = await sendMessage(crypto.randomUUID(), chatId, { text: 'React to me', images: [] });
    const added = await reactToMessage(m.id, '👍', true);
    expect(added.emoji_reactions).toEqual({ '👍': [ann.id] });

    await logIn(bob);
    const both = await reactToMessage(m.id, '👍', true);
    expect(both.emoji_reactions).toEqual({ '👍': [ann.id, bob.id] });
    const heart = await reactToMessage(m.id, '❤️', true);
    expect(heart.emoji_reactions).toEqual({ '👍': [ann.id, bob.id], '❤️': [bob.id] });
    const back = await reactToMessage(m.id, '👍', false);
    expect(back.emoji_reactions).toEqual({ '👍': [ann.id], '❤️': [bob.id] });

    await logIn(ann);
    await deleteMessage(m.id);
    expect(await failure(reactToMessage(m.id, '😂', true))).toMatchObject({ status: 409, message: CHAT_TEXTS.messageDeleted });
  });
});
