/**
 * A group's members as the member list (`GET api/v1/group/{id}/members`) and the member search in a
 * group (`GET api/v1/search/user/group`) answer them (events spec §3 'Member list response', §7).
 * Shared by the members page, its modal picker and the Eagle Leader modals.
 */
import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

export const GroupMemberSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  public_profile: z._default(z.boolean(), true),
  eagle_leader: z._default(z.boolean(), false),
  eagle_leader_title: opt(z.string()),
  military_status: opt(z.string()),
  military_branch: opt(z.string()),
  preferred_chapter: opt(z.looseObject({ id: z.number(), name: opt(z.string()) })),
  /** 0 member, 1 moderator, 2 admin. */
  role: z._default(z.number(), 0),
  chapter_captain: z._default(z.boolean(), false),
  is_sponsor_admin: z._default(z.boolean(), false),
  attendance_status: opt(z.string()),
  /** The member's Eagle Leader status (NONE, PENDING, ACTIVE, OFFBOARDING): only for the group's admins and moderators. */
  eagle_leader_status: opt(z.string()),
  /** Their Eagle Leader role (any status): only for the group's admins and moderators. */
  eagle_leader_role: opt(z.string()),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** Page 0 carries `self`, every admin, chapter captain and moderator, and 25 members; later pages 25 members. */
export const MemberListSchema = z.looseObject({
  self: opt(GroupMemberSchema),
  admins: z._default(z.array(GroupMemberSchema), []),
  chapter_captains: z._default(z.array(GroupMemberSchema), []),
  moderators: z._default(z.array(GroupMemberSchema), []),
  members: z._default(z.array(GroupMemberSchema), []),
  count: z._default(z.number(), 0),
  next: opt(z.number()),
});
export type MemberList = z.infer<typeof MemberListSchema>;

/** A search page: `next` is the next offset (null on the last). */
export const MemberSearchSchema = z.looseObject({
  count: z._default(z.number(), 0),
  next: opt(z.number()),
  data: z._default(z.array(GroupMemberSchema), []),
  ignored_filters: opt(z.array(z.string())),
});
export type MemberSearch = z.infer<typeof MemberSearchSchema>;
