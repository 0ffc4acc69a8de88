import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';
import { ChannelSchema, MessageSchema } from './schemas';

/** DELETE api/v1/channels/bulk_delete: the ids the server removed from the list. */
export const BulkDeleteSchema = z.looseObject({ channel_ids: z.array(z.string()) });

/** GET api/v1/channels/search?q: chats whose name matches (offset paging). */
export const ChannelSearchSchema = z.looseObject({ data: z.array(ChannelSchema), count: z.number(), next: opt(z.number()) });
export type ChannelSearch = z.infer<typeof ChannelSearchSchema>;

/** GET api/v1/messages/search?q: messages containing the text, newest first (offset paging). */
export const MessageSearchSchema = z.looseObject({ data: z.array(MessageSchema), count: z.number(), next: opt(z.number()) });
export type MessageSearch = z.infer<typeof MessageSearchSchema>;
