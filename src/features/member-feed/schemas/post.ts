/**
 * The feed's answers (docs/api.md "Feeds and posts"; events spec §3 Post): a post and a page of them.
 * Loaded with the first request (api/*.ts pass them through `schemaIn`), never on a first load.
 */
import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

export const PosterSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  is_sponsor_admin: opt(z.boolean()),
  anonymous_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
  eagle_leader_info: opt(z.looseObject({ role: opt(z.string()), active: opt(z.boolean()), end_date: opt(z.string()) })),
});
export type Poster = z.infer<typeof PosterSchema>;

export const TaggedSchema = z.looseObject({ id: z.number(), first_name: opt(z.string()), last_name: opt(z.string()) });
export type Tagged = z.infer<typeof TaggedSchema>;

export const OpenGraphSchema = z.looseObject({ url: opt(z.string()), title: opt(z.string()), description: opt(z.string()), image_url: opt(z.string()) });
export type OpenGraph = z.infer<typeof OpenGraphSchema>;

export const WorkoutSummarySchema = z.looseObject({
  event_id: opt(z.number()),
  event_name: opt(z.string()),
  chapter_name: opt(z.string()),
  event_start_time: opt(z.string()),
  miles: opt(z.number()),
  steps: opt(z.number()),
  minutes: opt(z.number()),
});
export type WorkoutSummary = z.infer<typeof WorkoutSummarySchema>;

export const PostSchema = z.looseObject({
  id: z.number(),
  user: PosterSchema,
  actor: opt(z.string()),
  verb: z.string(),
  origin: opt(z.string()),
  time: z.string(),
  text: opt(z.string()),
  media: opt(z.array(z.string())),
  media_url: opt(z.string()),
  tagged: opt(z.array(TaggedSchema)),
  event: opt(z.looseObject({ id: z.number(), name: opt(z.string()), category: opt(z.string()), is_virtual: opt(z.boolean()), event_record_type: opt(z.string()) })),
  event_id: opt(z.number()),
  group: opt(z.looseObject({ id: z.number(), name: opt(z.string()), type: opt(z.string()) })),
  group_id: opt(z.number()),
  challenge: opt(z.looseObject({ id: z.number(), name: opt(z.string()) })),
  challenge_id: opt(z.number()),
  open_graph: opt(OpenGraphSchema),
  workout: opt(WorkoutSummarySchema),
  is_pinned: opt(z.boolean()),
  edited: opt(z.boolean()),
  own_reactions: opt(z.looseObject({ like: opt(z.array(z.looseObject({ id: z.number() }))) })),
  reaction_counts: opt(z.looseObject({ like: opt(z.number()), comment: opt(z.number()) })),
});
export type Post = z.infer<typeof PostSchema>;

/** A feed page: 10 posts, newest first; `next` is the `offset` of the next page, null at the end. */
export const PostPageSchema = z.looseObject({ data: z.looseObject({ results: z.array(PostSchema), next: opt(z.number()) }) });
export type PostPage = z.infer<typeof PostPageSchema>;

/** One post (create, edit, read, pin) or none (a feed without a pinned post). */
export const OnePostSchema = z.looseObject({ data: opt(PostSchema) });
export type OnePost = z.infer<typeof OnePostSchema>;
