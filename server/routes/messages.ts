/**
 * Chat messages (docs/api.md 'Chat'; events spec §7 Chat): send with the client's id (idempotent),
 * edit and delete one's own, emoji reactions, the message search. A chat's pages: channels.ts;
 * reporting a message: reports.ts (REPORT_TARGETS.message). Rules and writes: server/chat/.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { jsonBody, queryInput } from '../http/validate';
import { CHAT_LIMITS, CHAT_TEXTS } from '../../src/lib/chat';
import { CHAT_ID, assertChatUser } from '../chat/access';
import { deleteMessage, editMessage, loadMessage, react, searchMessages, sendMessage } from '../chat/messages';
import { OpenGraphSchema } from '../feed/post-input';
import { CHAT_PARAM, chatParam, searchQuery } from './channels';
import { mediaBases } from './feed';

const MESSAGE = `/v1/messages/:id${CHAT_PARAM}`;

const text = z.string().max(CHAT_LIMITS.textMax, { error: CHAT_TEXTS.textTooLong });
const chatIdValue = z.string().regex(CHAT_ID, { error: 'Must be a chat id.' });

const sendBody = z.object({
  text: text.default(''),
  channel_id: chatIdValue,
  media: z.array(z.string().max(2048)).max(CHAT_LIMITS.mediaMax, { error: CHAT_TEXTS.tooManyImages }).default([]),
  open_graph: OpenGraphSchema.nullable().optional(),
  reply_message_id: chatIdValue.nullable().optional(),
});

const editBody = z.object({
  text,
  open_graph: OpenGraphSchema.nullable().optional(),
  channel_id: chatIdValue.optional(),
});

const emojiBody = z.object({ emoji: z.string().trim().min(1).max(CHAT_LIMITS.emojiMax) });

export function messageRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const answer = async (viewer: number, id: string) => (await loadMessage(db, viewer, id))!;

  // Before `/v1/messages/:id`.
  app.get('/v1/messages/search', async (c) => {
    const me = requireUser(c);
    await assertChatUser(db, me);
    const q = queryInput(c, searchQuery);
    const { data, count } = await searchMessages(db, me, q.q, q.offset, q.limit);
    const next = q.offset + data.length < count ? q.offset + data.length : null;
    return c.json({ data, count, next, previous: q.offset > 0 ? Math.max(0, q.offset - q.limit) : null });
  });

  app.post(MESSAGE, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    await assertChatUser(db, me);
    const body = await jsonBody(c, sendBody);
    const { created } = await sendMessage(db, me, id, { ...body, open_graph: body.open_graph ?? null }, mediaBases(c, config.publicUrl), clock.now());
    return c.json(await answer(me, id), created ? 201 : 200);
  });

  app.put(MESSAGE, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    const body = await jsonBody(c, editBody);
    await editMessage(db, me, id, body, clock.now());
    return c.json(await answer(me, id));
  });

  app.delete(MESSAGE, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    await deleteMessage(db, me, id, clock.now());
    return c.json(await answer(me, id));
  });

  app.post(`${MESSAGE}/emoji`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    const { emoji } = await jsonBody(c, emojiBody);
    const added = await react(db, me, id, emoji, true, clock.now());
    return c.json(await answer(me, id), added ? 201 : 200);
  });

  app.delete(`${MESSAGE}/emoji`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    const { emoji } = await jsonBody(c, emojiBody);
    await react(db, me, id, emoji, false, clock.now());
    return c.json(await answer(me, id));
  });

  return app;
}
