import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

const ProfileSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
});
export type ChatProfile = z.infer<typeof ProfileSchema>;

const LatestSchema = z.looseObject({
  id: z.string(),
  created: z.string(),
  sender: opt(z.string()),
  profile_id: opt(z.number()),
  text: z._default(z.string(), ''),
});

/** A chat as the product API lists it (docs/api.md 'Chat' → Channel). */
export const ChannelSchema = z.looseObject({
  id: z.string(),
  state: z.string(),
  group_chat: z.number(),
  displayName: z.string(),
  is_disabled: z._default(z.boolean(), false),
  members: z._default(z.array(z.looseObject({ profile: ProfileSchema, state: opt(z.string()) })), []),
  member_count: opt(z.number()),
  latest_message: opt(LatestSchema),
  hasUnreadMessage: z._default(z.boolean(), false),
  last_message_at: opt(z.string()),
  created: opt(z.string()),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListSchema = z.looseObject({ data: z.array(ChannelSchema) });

export const CreatedChannelSchema = z.looseObject({ message: z.string(), channel_id: z.string(), channel: ChannelSchema });
export type CreatedChannel = z.infer<typeof CreatedChannelSchema>;

/** A message as the product API answers it (docs/api.md 'Chat' → Message). */
export const MessageSchema = z.looseObject({
  id: z.string(),
  channel_id: z.string(),
  profile_id: z.number(),
  sender: opt(z.string()),
  text: z._default(z.string(), ''),
  type: z.string(),
  status: opt(z.string()),
  created: z.string(),
  deleted: z._default(z.boolean(), false),
  blocked: z._default(z.boolean(), false),
  sender_deleted: z._default(z.boolean(), false),
  edited: z._default(z.boolean(), false),
  images: z._default(z.array(z.string()), []),
  /** Emoji → the ids of the members who reacted with it (oldest first). */
  emoji_reactions: z._default(z.record(z.string(), z.array(z.number())), {}),
  reply_message: opt(z.looseObject({ id: z.string(), text: z._default(z.string(), ''), profile_id: opt(z.number()), sender: opt(z.string()), deleted: z._default(z.boolean(), false) })),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = z.looseObject({ data: z.array(MessageSchema), count: z.number(), next: opt(z.string()) });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const TokenSchema = z.looseObject({ token: z.string() });

export const MemberFoundSchema = z.looseObject({
  id: z.number(),
  first_name: z._default(z.string(), ''),
  last_name: z._default(z.string(), ''),
  profile_photo_url: opt(z.string()),
});
export type MemberFound = z.infer<typeof MemberFoundSchema>;
export const MemberSearchSchema = z.looseObject({ data: z.array(MemberFoundSchema), count: z.number(), next: opt(z.number()) });
export type MemberSearch = z.infer<typeof MemberSearchSchema>;
