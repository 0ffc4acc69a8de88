/**
 * Messages (events spec §3 'Chat message', §4 'Messages', §5 'Messaging', §6 'Chat', §7 Chat):
 * sending with the client's id (idempotent: the same id again from the same sender in the same chat
 * answers the stored message, never a second one), editing and deleting one's own, emoji reactions,
 * a chat's pages and one message, and the message search. '@#{id}' tags notify the tagged members of
 * the chat ('chat_tag'). A new message moves every member's 'rmvd' back to 'actv' (not 'left') and
 * moves the sender's read marker to it (one's own message is never unread).
 */
import type { Db } from '../db/client';
import { HttpError, forbidden, notFound, validationError } from '../http/errors';
import { MEDIA_KEY } from '../services/media';
import { CHAT_TEXTS, chatTags } from '../../src/lib/chat';
import { assertCanWrite, assertChatUser, assertWritable, memberChannel } from './access';
import { containsPattern } from './channels';
import { withChatEvents } from './publish';
import { loadMessage, queryMessages, type Message, type OpenGraphValue } from './serialize';

export const CHAT_TAG_VERB = 'chat_tag';
const EXCERPT = 100;

export interface SendInput {
  text: string;
  channel_id: string;
  media: string[];
  open_graph?: OpenGraphValue | null;
  reply_message_id?: string | null;
}

interface StoredRef {
  id: string;
  channel_id: string;
  user_id: number | null;
  deleted: boolean;
  media: string[];
  tagged: number[];
}

async function findMessage(db: Db, id: string): Promise<StoredRef> {
  const { rows } = await db.query<StoredRef>('SELECT id, channel_id, user_id, deleted_at IS NOT NULL AS deleted, media, tagged FROM chat_messages WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(CHAT_TEXTS.messageMissing);
  return rows[0];
}

const messageDeleted = () => new HttpError(409, 'message_deleted', CHAT_TEXTS.messageDeleted);

/**
 * The image URLs of a message: each `{base}/media/message/{uuid}[.ext]` under one of `bases`,
 * uploaded by `userId` with intent 'message' (422 on `media.N` otherwise). Deduplicated.
 */
export async function checkMessageMedia(db: Db, userId: number, urls: readonly string[], bases: readonly string[]): Promise<string[]> {
  const unique = [...new Set(urls)];
  if (!unique.length) return [];
  const keys = unique.map((url) => {
    const base = bases.find((b) => url.startsWith(`${b}/media/`));
    const key = base ? url.slice(base.length + '/media/'.length) : '';
    return MEDIA_KEY.test(key) && key.startsWith('message/') ? key : null;
  });
  const wanted = keys.filter((k): k is string => k !== null);
  const { rows } = wanted.length
    ? await db.query<{ key: string }>(`SELECT key FROM media WHERE key = ANY($1::text[]) AND owner_id = $2 AND intent = 'message' AND uploaded_at IS NOT NULL`, [wanted, userId])
    : { rows: [] };
  const owned = new Set(rows.map((r) => r.key));
  const fields: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (key === null || !owned.has(key)) fields[`media.${urls.indexOf(unique[i])}`] = CHAT_TEXTS.notOurImage;
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return unique;
}

function assertNotEmpty(text: string, media: readonly string[]): void {
  if (!text.trim() && !media.length) throw validationError({ text: CHAT_TEXTS.empty }, CHAT_TEXTS.empty);
}

/** Tagged ids in `text` that are current members of the chat, other than the sender. */
async function taggedMembers(db: Db, channelId: string, sender: number, text: string): Promise<number[]> {
  const ids = chatTags(text).filter((id) => id !== sender);
  if (!ids.length) return [];
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM chat_members WHERE channel_id = $1 AND user_id = ANY($2::int[]) AND state <> 'left'`,
    [channelId, ids],
  );
  const members = new Set(rows.map((r) => r.user_id));
  return ids.filter((id) => members.has(id));
}

/** 'chat_tag' to each tagged member (once per message), not across a block, not to a deleted or anonymous member. */
async function notifyTagged(tx: Db, sender: number, channelId: string, messageId: string, text: string, tagged: readonly number[], now: Date): Promise<void> {
  if (!tagged.length) return;
  await tx.query(
    `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)
     SELECT u.id, $1, '${CHAT_TAG_VERB}', 'chat_message', $2, $3::jsonb, $4 FROM users u
      WHERE u.id = ANY($5::int[]) AND u.id <> $1 AND u.deleted_at IS NULL AND NOT u.anonymous_profile
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.object_type = 'chat_message' AND n.object_id = $2 AND n.verb = '${CHAT_TAG_VERB}')`,
    [sender, messageId, JSON.stringify({ channel_id: channelId, message_id: messageId, excerpt: text.slice(0, EXCERPT) }), now, tagged],
  );
}

/** An earlier send with this id: the same sender and chat is the retry (its message), anything else 409. */
async function earlierSend(db: Db, viewer: number, id: string, channelId: string): Promise<boolean> {
  const { rows } = await db.query<{ channel_id: string; user_id: number | null }>('SELECT channel_id, user_id FROM chat_messages WHERE id = $1', [id]);
  if (!rows[0]) return false;
  if (rows[0].user_id === viewer && rows[0].channel_id === channelId) return true;
  throw new HttpError(409, 'id_in_use', CHAT_TEXTS.idInUse);
}

/** Sends message `id` (the client's); `created` false when it was sent before (the retry's answer). */
export async function sendMessage(db: Db, viewer: number, id: string, input: SendInput, mediaBases: readonly string[], now: Date): Promise<{ created: boolean }> {
  await assertChatUser(db, viewer);
  if (await earlierSend(db, viewer, id, input.channel_id)) return { created: false };
  const { channel } = await assertCanWrite(db, viewer, input.channel_id);
  const media = await checkMessageMedia(db, viewer, input.media, mediaBases);
  assertNotEmpty(input.text, media);
  const replyTo = input.reply_message_id ?? null;
  if (replyTo !== null) {
    const { rows } = await db.query('SELECT 1 FROM chat_messages WHERE id = $1 AND channel_id = $2', [replyTo, channel.id]);
    if (!rows[0]) throw validationError({ reply_message_id: CHAT_TEXTS.replyMissing });
  }
  const tagged = await taggedMembers(db, channel.id, viewer, input.text);

  const created = await withChatEvents(db, async (tx, events) => {
    const inserted = await tx.query(
      `INSERT INTO chat_messages (id, channel_id, user_id, text, media, open_graph, reply_to_id, tagged, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::int[], $9, $9) ON CONFLICT (id) DO NOTHING RETURNING 1`,
      [id, channel.id, viewer, input.text, JSON.stringify(media), input.open_graph ? JSON.stringify(input.open_graph) : null, replyTo, tagged, now],
    );
    if (!inserted.rows.length) return false; // a parallel retry won: answered below
    await tx.query('UPDATE chat_channels SET last_message_at = $2, updated_at = $2 WHERE id = $1', [channel.id, now]);
    await tx.query(`UPDATE chat_members SET state = 'actv', updated_at = $2 WHERE channel_id = $1 AND state = 'rmvd'`, [channel.id, now]);
    await tx.query('UPDATE chat_members SET last_seen_message_id = $3 WHERE channel_id = $1 AND user_id = $2', [channel.id, viewer, id]);
    await notifyTagged(tx, viewer, channel.id, id, input.text, tagged, now);
    await events.record({ type: 'message.new', channelId: channel.id, messageId: id, userId: viewer, now });
    return true;
  });
  if (!created && !(await earlierSend(db, viewer, id, input.channel_id))) throw new HttpError(409, 'id_in_use', CHAT_TEXTS.idInUse);
  return { created };
}

/** The sender's own message, not deleted, in a chat they may still write to. */
async function ownMessage(db: Db, viewer: number, id: string, allowDeleted = false): Promise<StoredRef> {
  await assertChatUser(db, viewer);
  const m = await findMessage(db, id);
  if (m.user_id !== viewer) throw forbidden(CHAT_TEXTS.ownMessagesOnly);
  if (m.deleted && !allowDeleted) throw messageDeleted();
  return m;
}

export interface EditInput {
  text: string;
  open_graph?: OpenGraphValue | null;
  /** When sent, must be the message's chat. */
  channel_id?: string;
}

/** The sender edits the text (and the link preview, when sent): marked edited; new tags are notified. */
export async function editMessage(db: Db, viewer: number, id: string, input: EditInput, now: Date): Promise<void> {
  const m = await ownMessage(db, viewer, id);
  await assertCanWrite(db, viewer, m.channel_id);
  if (input.channel_id !== undefined && input.channel_id !== m.channel_id) throw validationError({ channel_id: CHAT_TEXTS.messageMissing });
  assertNotEmpty(input.text, m.media);
  const tagged = await taggedMembers(db, m.channel_id, viewer, input.text);
  await withChatEvents(db, async (tx, events) => {
    await tx.query(
      `UPDATE chat_messages SET text = $2, tagged = $3::int[], edited = true, updated_at = $4,
              open_graph = CASE WHEN $5::boolean THEN $6::jsonb ELSE open_graph END
        WHERE id = $1`,
      [id, input.text, tagged, now, input.open_graph !== undefined, input.open_graph ? JSON.stringify(input.open_graph) : null],
    );
    await notifyTagged(tx, viewer, m.channel_id, id, input.text, tagged, now);
    await events.record({ type: 'message.updated', channelId: m.channel_id, messageId: id, userId: viewer, now });
  });
}

/** The sender deletes: the row stays (replies and events name it), text, images and preview cleared. Again: nothing more. */
export async function deleteMessage(db: Db, viewer: number, id: string, now: Date): Promise<void> {
  const m = await ownMessage(db, viewer, id, true);
  const { channel } = await memberChannel(db, viewer, m.channel_id);
  assertWritable(channel);
  if (m.deleted) return;
  await withChatEvents(db, async (tx, events) => {
    await tx.query(`UPDATE chat_messages SET text = '', media = '[]'::jsonb, open_graph = NULL, deleted_at = $2, updated_at = $2 WHERE id = $1`, [id, now]);
    await events.record({ type: 'message.deleted', channelId: m.channel_id, messageId: id, userId: viewer, now });
  });
}

/** A member adds (or takes back) an emoji on a message; returns whether anything changed. */
export async function react(db: Db, viewer: number, id: string, emoji: string, add: boolean, now: Date): Promise<boolean> {
  await assertChatUser(db, viewer);
  const m = await findMessage(db, id);
  await assertCanWrite(db, viewer, m.channel_id);
  if (m.deleted && add) throw messageDeleted();
  return withChatEvents(db, async (tx, events) => {
    const changed = add
      ? await tx.query('INSERT INTO chat_reactions (message_id, user_id, emoji, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1', [id, viewer, emoji, now])
      : await tx.query('DELETE FROM chat_reactions WHERE message_id = $1 AND user_id = $2 AND emoji = $3 RETURNING 1', [id, viewer, emoji]);
    if (!changed.rows.length) return false;
    await events.record({ type: add ? 'reaction.new' : 'reaction.deleted', channelId: m.channel_id, messageId: id, userId: viewer, data: { emoji }, now });
    return true;
  });
}

export interface MessagePage {
  data: Message[];
  count: number;
  /** The id to pass as `last_seen_id` for the next (older) page; null at the first message. */
  next: string | null;
}

/** A page of a chat's messages, newest first, older than `lastSeenId` when given. */
export async function listMessages(db: Db, viewer: number, channelId: string, lastSeenId: string | null, limit: number): Promise<MessagePage> {
  await assertChatUser(db, viewer);
  const { channel } = await memberChannel(db, viewer, channelId);
  let below: number | null = null;
  if (lastSeenId !== null) {
    const { rows } = await db.query<{ seq: number }>('SELECT seq FROM chat_messages WHERE id = $1 AND channel_id = $2', [lastSeenId, channel.id]);
    if (!rows[0]) throw validationError({ last_seen_id: CHAT_TEXTS.messageMissing });
    below = Number(rows[0].seq);
  }
  const [rows, count] = await Promise.all([
    queryMessages(db, viewer, 'm.channel_id = $2 AND ($3::bigint IS NULL OR m.seq < $3::bigint)', [channel.id, below, limit + 1], 'ORDER BY m.seq DESC LIMIT $4'),
    db.query<{ n: number }>('SELECT count(*) AS n FROM chat_messages WHERE channel_id = $1', [channel.id]),
  ]);
  const data = rows.slice(0, limit);
  return { data, count: Number(count.rows[0].n), next: rows.length > limit ? data[data.length - 1].id : null };
}

/** One message of a chat the caller is in. */
export async function getMessage(db: Db, viewer: number, channelId: string, messageId: string): Promise<Message> {
  await assertChatUser(db, viewer);
  const { channel } = await memberChannel(db, viewer, channelId);
  const m = await loadMessage(db, viewer, messageId);
  if (!m || m.channel_id !== channel.id) throw notFound(CHAT_TEXTS.messageMissing);
  return m;
}

/** Messages containing `q` in the caller's listed chats (not left or removed), not deleted, not from members the caller blocked; newest first. */
export async function searchMessages(db: Db, viewer: number, q: string, offset: number, limit: number): Promise<{ data: Message[]; count: number }> {
  const where = `m.deleted_at IS NULL AND m.text ILIKE $2
    AND EXISTS (SELECT 1 FROM chat_members me WHERE me.channel_id = m.channel_id AND me.user_id = $1 AND me.state IN ('actv', 'mute'))
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = m.user_id)`;
  const pattern = containsPattern(q);
  const [data, count] = await Promise.all([
    queryMessages(db, viewer, where, [pattern, limit, offset], 'ORDER BY m.seq DESC LIMIT $3 OFFSET $4'),
    db.query<{ n: number }>(`SELECT count(*) AS n FROM chat_messages m WHERE ${where}`, [viewer, pattern]),
  ]);
  return { data, count: Number(count.rows[0].n) };
}

export { loadMessage };
