/** The Eagle Leader calls' answers and the moderation history (docs/api.md 'Eagle Leader info', 'Moderation audit trail'). */
import { z } from 'zod/mini';
import { EagleLeaderInfoSchema, opt } from '@/lib/schemas';

export { EagleLeaderInfoSchema };

/** What the info modal reads of a member's profile (`GET api/v1/user/{id}`). */
export const LeaderProfileSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  eagle_leader_info: opt(EagleLeaderInfoSchema),
});
export type LeaderProfile = z.infer<typeof LeaderProfileSchema>;

const PersonSchema = z.looseObject({ id: z.number(), first_name: opt(z.string()), last_name: opt(z.string()) });

export const AuditEntrySchema = z.looseObject({
  id: z.number(),
  action: z.string(),
  automatic: z._default(z.boolean(), false),
  actor: opt(PersonSchema),
  target_user: opt(PersonSchema),
  post_id: opt(z.number()),
  challenge_id: opt(z.number()),
  details: z._default(z.record(z.string(), z.unknown()), {}),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** 25 a page, newest first; `next` is the next page's offset (null on the last). */
export const AuditPageSchema = z.looseObject({
  data: z._default(z.array(AuditEntrySchema), []),
  count: z._default(z.number(), 0),
  next: opt(z.number()),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
