/**
 * Schemas shared by the platform (auth tokens, the member profile). Client code uses `zod/mini`
 * (tree-shakable functions, ~0.8 KB over zod core instead of ~11 KB for the classic API).
 * Response schemas are lenient: unknown keys pass through and optional fields may be null, so a
 * server that adds a field never breaks an element.
 */
import { z } from 'zod/mini';

/** `field?: T | null` */
export const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

export const TokenResponseSchema = z.looseObject({
  access_token: z.string(),
  token_type: z.optional(z.string()),
  expires_in: z.number(),
  refresh_token: opt(z.string()),
  user_id: opt(z.number()),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const ChapterRefSchema = z.looseObject({ id: z.number(), name: opt(z.string()) });
export type ChapterRef = z.infer<typeof ChapterRefSchema>;

export const GroupRoleSchema = z.looseObject({ group_id: z.number(), role: z.number() });
export type GroupRole = z.infer<typeof GroupRoleSchema>;

export const EagleLeaderInfoSchema = z.looseObject({
  role: opt(z.string()),
  start_date: opt(z.string()),
  end_date: opt(z.string()),
  active: opt(z.boolean()),
  offboarding_notification: opt(z.string()),
  training_completion_date: opt(z.string()),
});
export type EagleLeaderInfo = z.infer<typeof EagleLeaderInfoSchema>;

export const LocationSchema = z.looseObject({
  address_type: opt(z.string()),
  country: opt(z.string()),
  address_state: opt(z.string()),
  city: opt(z.string()),
  zip: opt(z.string()),
  address: opt(z.string()),
  address_2: opt(z.string()),
});

export const ShippingLocationSchema = z.looseObject({
  shipping_address: opt(z.union([z.string(), z.boolean()])),
  country: opt(z.string()),
  address_state: opt(z.string()),
  city: opt(z.string()),
  zip: opt(z.string()),
  address: opt(z.string()),
});

/** The member profile (accounts spec §3; docs/api.md `UserProfile`). Only `id` is required. */
export const UserProfileSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  email: opt(z.string()),
  email_verified: opt(z.boolean()),
  phone: opt(z.string()),
  gender: opt(z.string()),
  profile_bio: opt(z.string()),
  profile_photo_url: opt(z.string()),
  cover_photo_url: opt(z.string()),
  anonymous_profile: opt(z.boolean()),
  public_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
  eagle_leader_title: opt(z.string()),
  eagle_leader_info: opt(EagleLeaderInfoSchema),
  preferred_chapter: opt(ChapterRefSchema),
  anchor_chapter: opt(ChapterRefSchema),
  home_chapter: opt(ChapterRefSchema),
  salesforce_contact_id: opt(z.string()),
  newsletter_subscription: opt(z.array(z.looseObject({ id: z.union([z.string(), z.number()]) }))),
  do_not_send_any_email: opt(z.boolean()),
  do_not_contact: opt(z.boolean()),
  do_not_call: opt(z.boolean()),
  profile_completed: opt(z.boolean()),
  registration_started_via_app: opt(z.boolean()),
  legal_waiver_signed: opt(z.boolean()),
  military_status: opt(z.string()),
  military_family_member: opt(z.boolean()),
  military_branch: opt(z.string()),
  military_specialty: opt(z.string()),
  military_rank: opt(z.string()),
  military_ets: opt(z.string()),
  has_disability: opt(z.boolean()),
  combat_zone: opt(z.boolean()),
  combat_deployment_operations: opt(z.string()),
  shirt_size: opt(z.string()),
  roles: opt(z.array(GroupRoleSchema)),
  location: opt(LocationSchema),
  shipping_location: opt(ShippingLocationSchema),
  last_check_in_date: opt(z.string()),
  date_joined: opt(z.string()),
  shirt_transaction_datetime: opt(z.string()),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
