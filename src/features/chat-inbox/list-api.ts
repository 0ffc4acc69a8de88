import { api, schemaIn } from '@/lib/http';
import type { ChannelSearch, MessageSearch } from './list-schemas';

// The list's own calls (edit mode, search; leaving and blocking are settings-api.ts's); the schemas load with the first of them.
const schemas = () => import('./list-schemas');
const BulkDeleteSchema = schemaIn(schemas, 'BulkDeleteSchema');
const ChannelSearchSchema = schemaIn(schemas, 'ChannelSearchSchema');
const MessageSearchSchema = schemaIn(schemas, 'MessageSearchSchema');

/** DELETE api/v1/channels/bulk_delete {channel_ids}: removes the chats from the member's list (back with their next message). */
export async function removeChats(ids: string[]): Promise<string[]> {
  return (await api('api/v1/channels/bulk_delete', { method: 'DELETE', body: { channel_ids: ids }, schema: BulkDeleteSchema })).channel_ids;
}

export interface SearchPage {
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
}

/** GET api/v1/channels/search?q (at least 3 characters): the member's chats by name. */
export function searchChats(q: string, { offset, limit, signal }: SearchPage = {}): Promise<ChannelSearch> {
  return api('api/v1/channels/search', { query: { q, offset, limit }, signal, schema: ChannelSearchSchema });
}

/** GET api/v1/messages/search?q (at least 3 characters): messages of the member's chats, newest first. */
export function searchMessages(q: string, { offset, limit, signal }: SearchPage = {}): Promise<MessageSearch> {
  return api('api/v1/messages/search', { query: { q, offset, limit }, signal, schema: MessageSearchSchema });
}
