import { api, schemaIn } from '@/lib/http';
import type { Channel, CreatedChannel, Message, MessagePage, MemberSearch } from './schemas';

// The schemas load with the first request.
const schemas = () => import('./schemas');
const ChannelListSchema = schemaIn(schemas, 'ChannelListSchema');
const CreatedChannelSchema = schemaIn(schemas, 'CreatedChannelSchema');
const MessageSchema = schemaIn(schemas, 'MessageSchema');
const MessagePageSchema = schemaIn(schemas, 'MessagePageSchema');
const TokenSchema = schemaIn(schemas, 'TokenSchema');
const MemberSearchSchema = schemaIn(schemas, 'MemberSearchSchema');

/** GET api/v1/channels: the member's chats, newest activity first. */
export async function listChats(signal?: AbortSignal): Promise<Channel[]> {
  return (await api('api/v1/channels', { signal, schema: ChannelListSchema })).data;
}

/** POST api/v1/channels {ids, isGroup}: a new chat (or the existing one-to-one chat of the pair). */
export function createChat(ids: number[]): Promise<CreatedChannel> {
  return api('api/v1/channels', { method: 'POST', body: { ids, isGroup: ids.length > 1 }, schema: CreatedChannelSchema });
}

/** POST api/v1/chat/token: the realtime JWT for the socket (any member who may message). */
export async function chatToken(): Promise<string> {
  return (await api('api/v1/chat/token', { method: 'POST', schema: TokenSchema })).token;
}

/** What the member sends: the text, the uploaded images' URLs (at most 5), and the message it replies to. */
export interface MessageDraft {
  text: string;
  images: string[];
  replyTo?: string | null;
}

const messagePath = (id: string) => `api/v1/messages/${encodeURIComponent(id)}`;

/**
 * POST api/v1/messages/{id} {text, channel_id, media, reply_message_id}: sends a message under the
 * client's id (idempotent: a retry never doubles it). A bare string is a text-only message.
 */
export function sendMessage(id: string, channelId: string, draft: MessageDraft | string): Promise<Message> {
  const d = typeof draft === 'string' ? { text: draft, images: [] } : draft;
  const body = { text: d.text, channel_id: channelId, ...(d.images.length ? { media: d.images } : {}), ...(d.replyTo ? { reply_message_id: d.replyTo } : {}) };
  return api(messagePath(id), { method: 'POST', body, schema: MessageSchema });
}

/** PUT api/v1/messages/{id} {text}: the sender edits their message (marked edited). */
export function editMessage(id: string, text: string): Promise<Message> {
  return api(messagePath(id), { method: 'PUT', body: { text }, schema: MessageSchema });
}

/** DELETE api/v1/messages/{id}: the sender deletes their message (text and images cleared). */
export function deleteMessage(id: string): Promise<Message> {
  return api(messagePath(id), { method: 'DELETE', schema: MessageSchema });
}

/** POST (add) or DELETE (take back) api/v1/messages/{id}/emoji {emoji}: the member's reaction; answers the message. */
export function reactToMessage(id: string, emoji: string, add: boolean): Promise<Message> {
  return api(`${messagePath(id)}/emoji`, { method: add ? 'POST' : 'DELETE', body: { emoji }, schema: MessageSchema });
}

/** GET api/v1/channels/{id}/messages: a page of messages, newest first. */
export function listMessages(channelId: string, opts: { lastSeenId?: string; limit?: number; signal?: AbortSignal } = {}): Promise<MessagePage> {
  return api(`api/v1/channels/${encodeURIComponent(channelId)}/messages`, {
    query: { last_seen_id: opts.lastSeenId, limit: opts.limit },
    signal: opts.signal,
    schema: MessagePageSchema,
  });
}

/** GET api/v1/search/user?name: members by name prefix (25 a page). */
export function searchMembers(name: string, signal?: AbortSignal): Promise<MemberSearch> {
  return api('api/v1/search/user', { query: { name }, signal, schema: MemberSearchSchema });
}
