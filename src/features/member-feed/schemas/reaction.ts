/**
 * Comments, replies and likes (docs/api.md "Reactions"; events spec §3 Comment or reply): a reaction,
 * a page of comments or replies, a page of likers. Loaded with the first request.
 */
import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';
import { OpenGraphSchema, TaggedSchema } from './post';

export const ReactorSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  anonymous_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
});
export type Reactor = z.infer<typeof ReactorSchema>;

const base = {
  id: z.number(),
  user: ReactorSchema,
  kind: z.enum(['comment', 'reply', 'like']),
  content: opt(z.string()),
  tagged: opt(z.array(TaggedSchema)),
  edited: opt(z.boolean()),
  media: opt(z.array(z.looseObject({ url: z.string(), kind: opt(z.string()) }))),
  open_graph: opt(OpenGraphSchema),
  created_at: z.string(),
  own_like_id: opt(z.number()),
  children_counts: opt(z.looseObject({ like: opt(z.number()), reply: opt(z.number()) })),
  comment_id: opt(z.number()),
  reply_id: opt(z.number()),
  offset: opt(z.number()),
};
export const ReplySchema = z.looseObject(base);
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = z.looseObject({ ...base, latest_children: opt(z.looseObject({ reply: opt(z.array(ReplySchema)) })) });
export type Comment = z.infer<typeof CommentSchema>;

/** Comments (or replies), paged from the newest: `results` oldest first; `next_offset` null at the oldest. */
export const CommentPageSchema = z.looseObject({ results: z.array(CommentSchema), count: z.number(), offset: opt(z.number()), next_offset: opt(z.number()) });
export type CommentPage = z.infer<typeof CommentPageSchema>;

/** Who liked a post, comment or reply: 25 a page, newest first; `next_page` null on the last. */
export const LikersSchema = z.looseObject({ reactions: z.array(z.looseObject({ id: z.number(), user: ReactorSchema })), next_page: opt(z.string()) });
export type Likers = z.infer<typeof LikersSchema>;
