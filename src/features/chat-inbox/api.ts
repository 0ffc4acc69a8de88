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

/** POST api/v1/messages/{id}: sends a message under the client's id (idempotent: a retry never doubles it). */
export function sendMessage(id: string, channelId: string, text: string): Promise<Message> {
  return api(`api/v1/messages/${encodeURIComponent(id)}`, { method: 'POST', body: { text, channel_id: channelId }, schema: MessageSchema });
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
