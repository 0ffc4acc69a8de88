import { api, schemaIn } from '@/lib/http';
import type { Channel } from './schemas';
import type { MembersAdded } from './settings-schemas';

// The schemas load with the first request.
const schemas = () => import('./settings-schemas');
const ChannelUpdateSchema = schemaIn(schemas, 'ChannelUpdateSchema');
const MembersAddedSchema = schemaIn(schemas, 'MembersAddedSchema');
const ReportedSchema = schemaIn(schemas, 'ReportedSchema');

const membership = (chatId: string, me: number) => `api/v1/channels/${encodeURIComponent(chatId)}/members/${me}`;

/** PATCH api/v1/channels/{id}/members/{me} {name}: renames a group chat (a blank name is ignored by the server). */
export async function renameGroupChat(chatId: string, me: number, name: string): Promise<Channel> {
  return (await api(membership(chatId, me), { method: 'PATCH', body: { name }, schema: ChannelUpdateSchema })).channel;
}

/** PATCH api/v1/channels/{id}/members/{me} {state: 'left'}: leaves the chat (it leaves the list; the answer is not needed). */
export async function leaveChat(chatId: string, me: number): Promise<void> {
  await api(membership(chatId, me), { method: 'PATCH', body: { state: 'left' } });
}

/** POST api/v1/channels/{id}/members: adds members to a group chat (26 in all at most). */
export function addChatMembers(chatId: string, ids: readonly number[]): Promise<MembersAdded> {
  const members = ids.map((id) => ({ profile: { id }, role: 'mmbr', state: 'actv' }));
  return api(`api/v1/channels/${encodeURIComponent(chatId)}/members`, { method: 'POST', body: { members }, schema: MembersAddedSchema });
}

/** POST api/v1/channels/report {reporter, channel_id, reason, text?}: reports a chat. */
export async function reportChat(chatId: string, me: number, input: { reason?: string; text?: string }): Promise<number> {
  return (await api('api/v1/channels/report', { method: 'POST', body: { reporter: me, channel_id: chatId, ...input }, schema: ReportedSchema })).id;
}

/** POST api/v1/user/{me}/block/{id}: blocks a member. */
export function blockChatMember(me: number, id: number): Promise<unknown> {
  return api(`api/v1/user/${me}/block/${id}`, { method: 'POST' });
}

/** DELETE api/v1/user/{me}/block/{id}: unblocks a member. */
export function unblockChatMember(me: number, id: number): Promise<unknown> {
  return api(`api/v1/user/${me}/block/${id}`, { method: 'DELETE' });
}
