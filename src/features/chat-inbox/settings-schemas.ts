import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';
import { ChannelSchema } from './schemas';

/** A member of a chat as the settings page reads it: the profile, state, role and the name the viewer sees ('Blocked', 'Deleted Member'). */
export const ChatMemberSchema = z.looseObject({
  profile: z.looseObject({ id: z.number(), first_name: opt(z.string()), last_name: opt(z.string()), profile_photo_url: opt(z.string()) }),
  state: opt(z.string()),
  role: opt(z.string()),
  channel_display_name: opt(z.string()),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

/** PATCH api/v1/channels/{id}/members/{me}: the chat after the change. */
export const ChannelUpdateSchema = z.looseObject({ channel: ChannelSchema });

/** POST api/v1/channels/{id}/members: the ids added and the chat after. */
export const MembersAddedSchema = z.looseObject({ added: z.array(z.number()), channel: ChannelSchema });
export type MembersAdded = z.infer<typeof MembersAddedSchema>;

/** POST api/v1/channels/report: the report's id. */
export const ReportedSchema = z.looseObject({ id: z.number() });
