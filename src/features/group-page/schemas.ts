import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';
import { GROUP_TYPES } from '@/lib/groups';

const MemberRefSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
});

const GroupPlaceSchema = z.looseObject({
  latitude: opt(z.number()),
  longitude: opt(z.number()),
  city: opt(z.string()),
  state: opt(z.string()),
  zip: opt(z.string()),
});

/** A group (docs/api.md 'Groups'). */
export const GroupSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  type: z.enum(GROUP_TYPES),
  header_image_url: opt(z.string()),
  header_image_url_large: opt(z.string()),
  sponsored_photo_url: opt(z.string()),
  description: opt(z.string()),
  member_count: z._default(z.number(), 0),
  members: z._default(z.array(MemberRefSchema), []),
  event_count: z._default(z.number(), 0),
  location: opt(GroupPlaceSchema),
  joined: z._default(z.boolean(), false),
  active: z._default(z.boolean(), true),
  role: opt(z.number()),
  distance: opt(z.number()),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupListSchema = z.looseObject({ data: z.array(GroupSchema) });
export type GroupList = z.infer<typeof GroupListSchema>;

export const GroupSearchSchema = z.looseObject({
  my_groups: z._default(z.array(GroupSchema), []),
  other_groups: z._default(z.array(GroupSchema), []),
  offset: opt(z.number()),
  next: opt(z.string()),
});
export type GroupSearch = z.infer<typeof GroupSearchSchema>;
