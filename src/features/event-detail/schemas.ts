import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

const PersonSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  photo_url: opt(z.string()),
  public_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
  eagle_leader_title: opt(z.string()),
});
export type Person = z.infer<typeof PersonSchema>;

export const AttendanceStatusSchema = z.enum(['going', 'interested', 'checked_in']);
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;

export const EventSchema = z.looseObject({
  id: z.number(),
  name: opt(z.string()),
  category: opt(z.string()),
  description: opt(z.string()),
  start: z.string(),
  end: z.string(),
  status: opt(z.string()),
  time_zone_id: opt(z.string()),
  chapter_id: opt(z.number()),
  chapter_name: opt(z.string()),
  group_name: opt(z.string()),
  photo_url: opt(z.string()),
  links: opt(z.array(z.looseObject({ text: opt(z.string()), url: opt(z.string()) }))),
  location: opt(
    z.looseObject({
      latitude: opt(z.number()),
      longitude: opt(z.number()),
      address: opt(z.string()),
      city: opt(z.string()),
      state: opt(z.string()),
      zip: opt(z.string()),
      country: opt(z.string()),
    }),
  ),
  is_virtual: opt(z.boolean()),
  is_all_day: opt(z.boolean()),
  virtual_event_category: opt(z.string()),
  host: opt(PersonSchema),
  attendance_status: opt(AttendanceStatusSchema),
  attendees_count: opt(z.number()),
  attendee_summary: opt(z.array(PersonSchema)),
  followingAttendees: opt(z.number()),
  challenge: opt(
    z.looseObject({
      id: z.number(),
      name: opt(z.string()),
      required_unit: opt(z.string()),
      start_date: opt(z.string()),
      end_date: opt(z.string()),
      progress: opt(z.looseObject({ value: z.number(), unit: z.string() })),
      /** The member's place on the challenge's leaderboard (null without a score). */
      rank: opt(z.number()),
    }),
  ),
  challenge_id: opt(z.number()),
  can_edit: opt(z.boolean()),
  can_cancel: opt(z.boolean()),
  can_remove: opt(z.boolean()),
  is_removed: opt(z.boolean()),
});
export type EventDetail = z.infer<typeof EventSchema>;

export const AttendanceSchema = z.looseObject({ attendance_status: opt(AttendanceStatusSchema) });

export const AttendeeSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  public_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
  military_branch: opt(z.string()),
  military_status: opt(z.string()),
  preferred_chapter: opt(z.looseObject({ id: z.number(), name: opt(z.string()) })),
});
export type Attendee = z.infer<typeof AttendeeSchema>;
export const AttendeePageSchema = z.looseObject({ attendees: z.array(AttendeeSchema), total_count: opt(z.number()) });
export type AttendeePage = z.infer<typeof AttendeePageSchema>;

export const WorkoutSchema = z.looseObject({
  event_id: opt(z.number()),
  miles: opt(z.number()),
  steps: opt(z.number()),
  minutes: opt(z.number()),
});
export type Workout = z.infer<typeof WorkoutSchema>;
