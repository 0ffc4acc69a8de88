import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

/** Who did it (null for a system notice such as 'badge'); an anonymous actor comes as 'Anonymous Member'. */
export const NotificationActorSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
});
export type NotificationActor = z.infer<typeof NotificationActorSchema>;

/**
 * One notification (accounts spec §7; docs/api.md 'Notifications'). `data` depends on the verb: post
 * notices {post_id, feed_type?, feed_id?, reaction_id?, comment_id?, excerpt}, events {event_id,
 * event_name}, badges {challenge_id, challenge_name, badge_name}, chat tags {channel_id, message_id}.
 */
export const NotificationSchema = z.looseObject({
  id: z.number(),
  verb: z.string(),
  time: z.string(),
  seen: z._default(z.boolean(), false),
  object_type: opt(z.string()),
  object_id: opt(z.string()),
  data: z._default(z.record(z.string(), z.unknown()), {}),
  actor: opt(NotificationActorSchema),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET api/v1/user/{id}/notifications: `data.results`, newest first, and the next page's offset (null at the end). */
export const NotificationPageSchema = z.looseObject({
  data: z.looseObject({
    results: z.array(NotificationSchema),
    next_offset: opt(z.number()),
  }),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
