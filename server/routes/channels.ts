/**
 * Chats (docs/api.md 'Chat'; events spec §7 Chat): create, the lists, members, the caller's own
 * membership (state, read marker, group name), removing chats from the list, the realtime token, a
 * chat's messages and the chat search. Messages themselves: messages.ts; reports of a chat:
 * reports.ts (REPORT_TARGETS.channel). Rules and writes: server/chat/.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwnerParam, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, notFound, validationError } from '../http/errors';
import { idParam, jsonBody, queryInput } from '../http/validate';
import { CHAT_LIMITS, CHAT_STATES, CHAT_TEXTS, type ChatState } from '../../src/lib/chat';
import { CHAT_ID, assertChatUser, memberChannel } from '../chat/access';
import { addMembers, channelIdsByState, createChannel, removeFromList, searchChannelIds, updateMembership } from '../chat/channels';
import { signChatToken } from '../chat/jwt';
import { getMessage, listMessages } from '../chat/messages';
import { loadChannels } from '../chat/serialize';
import { ID, USER } from './paths';

/** A chat or message id in a path: the schema's characters (length checked by `chatParam`). */
export const CHAT_PARAM = '{[A-Za-z0-9_-]+}';
const CHANNEL = `/v1/channels/:id${CHAT_PARAM}`;

const chatIdValue = z.string().regex(CHAT_ID, { error: 'Must be a chat id.' });
const memberId = z.coerce.number().int().positive().max(2_147_483_647);
const chatName = z.string().max(CHAT_LIMITS.nameMax, { error: `A chat name can have at most ${CHAT_LIMITS.nameMax} characters.` });

const createBody = z.object({
  ids: z.array(memberId).max(100, { error: CHAT_TEXTS.tooManyMembers }),
  isGroup: z.boolean().default(false),
  name: chatName.nullable().optional(),
});

const addBody = z.object({
  members: z
    .array(
      z.object({
        profile: z.object({ id: memberId }),
        role: z.enum(['mmbr', 'admn']).optional(),
        state: z.enum(CHAT_STATES).optional(),
      }),
    )
    .max(100, { error: CHAT_TEXTS.tooManyMembers }),
});

const patchBody = z
  .object({
    state: z.enum(CHAT_STATES, { error: `Must be one of ${CHAT_STATES.join(', ')}.` }).optional(),
    last_seen_message_xid: chatIdValue.optional(),
    name: chatName.optional(),
    custom_set_channel_name: chatName.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Send a state, a last_seen_message_xid or a name.' });

const bulkBody = z.object({ channel_ids: z.array(chatIdValue).min(1).max(100) });

const infoQuery = z.object({ state: z.enum(CHAT_STATES, { error: `Must be one of ${CHAT_STATES.join(', ')}.` }).optional() });

const pageQuery = z.object({
  last_seen_id: chatIdValue.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
});

/** The search's query text (trimmed): at least 3 characters, else 422 with the spec's text. */
export const searchQuery = z.object({
  q: z
    .string({ error: CHAT_TEXTS.searchMin })
    .trim()
    .min(CHAT_LIMITS.searchMin, { error: CHAT_TEXTS.searchMin })
    .max(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageSize),
});

/** A chat or message id from the path; longer than the schema allows → 404. */
export function chatParam(c: Context<AppEnv>, name = 'id'): string {
  const raw = c.req.param(name) ?? '';
  if (!CHAT_ID.test(raw)) throw notFound();
  return raw;
}

export function channelRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const one = async (viewer: number, id: string) => (await loadChannels(db, viewer, [id]))[0];

  app.post('/v1/channels', async (c) => {
    const me = requireUser(c);
    await assertChatUser(db, me);
    const body = await jsonBody(c, createBody);
    const { created, channelId } = await createChannel(db, me, body, clock.now());
    return c.json({ message: created ? CHAT_TEXTS.created : CHAT_TEXTS.exists, channel_id: channelId, channel: await one(me, channelId) }, created ? 201 : 200);
  });

  app.get('/v1/channels', async (c) => {
    const me = requireUser(c);
    await assertChatUser(db, me);
    return c.json({ data: await loadChannels(db, me, await channelIdsByState(db, me, ['actv', 'mute'])) });
  });

  // Static paths before `/v1/channels/:id…`.
  app.get('/v1/channels/search', async (c) => {
    const me = requireUser(c);
    await assertChatUser(db, me);
    const q = queryInput(c, searchQuery);
    const { ids, count } = await searchChannelIds(db, me, q.q, q.offset, q.limit);
    const next = q.offset + ids.length < count ? q.offset + ids.length : null;
    return c.json({ data: await loadChannels(db, me, ids), count, next, previous: q.offset > 0 ? Math.max(0, q.offset - q.limit) : null });
  });

  app.delete('/v1/channels/bulk_delete', async (c) => {
    const me = requireUser(c);
    const { channel_ids } = await jsonBody(c, bulkBody);
    return c.json({ channel_ids: await removeFromList(db, me, channel_ids, clock.now()) });
  });

  app.get(`${USER}/channels/info`, async (c) => {
    const me = requireOwnerParam(c, 'You can only see your own chats.');
    await assertChatUser(db, me);
    const { state } = queryInput(c, infoQuery);
    const states: readonly ChatState[] = state ? [state] : CHAT_STATES;
    return c.json({ data: await loadChannels(db, me, await channelIdsByState(db, me, states)) });
  });

  app.post(`${CHANNEL}/members`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    await assertChatUser(db, me);
    await memberChannel(db, me, id);
    const { members } = await jsonBody(c, addBody);
    const added = await addMembers(
      db,
      me,
      id,
      members.map((m) => m.profile.id),
      clock.now(),
    );
    return c.json({ added, channel: await one(me, id) });
  });

  app.patch(`${CHANNEL}/members/:userId${ID}`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    if (idParam(c, 'userId') !== me) throw forbidden(CHAT_TEXTS.ownMembershipOnly);
    const body = await jsonBody(c, patchBody);
    const name = body.custom_set_channel_name ?? body.name;
    if (body.name !== undefined && body.custom_set_channel_name !== undefined && body.name.trim() !== body.custom_set_channel_name.trim()) {
      throw validationError({ name: 'Send the name once.' });
    }
    await updateMembership(db, me, id, { state: body.state, last_seen_message_xid: body.last_seen_message_xid, name }, clock.now());
    const [channel] = await loadChannels(db, me, [id]);
    return c.json({ channel });
  });

  // Extension: the member's realtime token without naming a chat, so a member with no chat yet can
  // connect (the inbox lists chats over the socket and learns of new ones from it).
  app.post('/v1/chat/token', async (c) => {
    const me = requireUser(c);
    await assertChatUser(db, me);
    return c.json({ token: signChatToken(config.chatTokenSecret, me, new Date()) });
  });

  app.post(`${CHANNEL}/token`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    await assertChatUser(db, me);
    await memberChannel(db, me, id);
    // Signed with the real time: the gateway checks `exp` against the real time too.
    return c.json({ token: signChatToken(config.chatTokenSecret, me, new Date()) });
  });

  app.get(`${CHANNEL}/messages`, async (c) => {
    const me = requireUser(c);
    const id = chatParam(c);
    const q = queryInput(c, pageQuery);
    return c.json(await listMessages(db, me, id, q.last_seen_id ?? null, q.limit));
  });

  app.get(`${CHANNEL}/messages/:messageId${CHAT_PARAM}`, async (c) => {
    const me = requireUser(c);
    return c.json(await getMessage(db, me, chatParam(c), chatParam(c, 'messageId')));
  });

  return app;
}
