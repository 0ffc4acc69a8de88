import { z } from 'zod/mini';
import { opt, UserProfileSchema } from '@/lib/schemas';

export const MetricsSchema = z.looseObject({
  all_time_challenges_participated: opt(z.number()),
  ytd_events_participated: opt(z.number()),
  mtd_events_participated: opt(z.number()),
});

export const ProfileSchema = z.extend(UserProfileSchema, { metrics: opt(MetricsSchema) });
export type Profile = z.infer<typeof ProfileSchema>;

export const FollowUserSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  eagle_leader: opt(z.boolean()),
  preferred_chapter: opt(z.looseObject({ id: z.number(), name: opt(z.string()) })),
  military_status: opt(z.string()),
  military_branch: opt(z.string()),
  public_profile: opt(z.boolean()),
  following: opt(z.boolean()),
});
export type FollowUser = z.infer<typeof FollowUserSchema>;
export const FollowPageSchema = z.looseObject({
  data: z.array(z.looseObject({ user: FollowUserSchema })),
  count: opt(z.number()),
  next: opt(z.number()),
});
export const SummarySchema = z.looseObject({ followers: z.number(), following: z.number() });

export const BadgeSchema = z.looseObject({ name: z.string(), image_url: opt(z.string()), received_datetime: opt(z.string()), description: opt(z.string()) });
export type Badge = z.infer<typeof BadgeSchema>;
export const BadgesSchema = z.looseObject({ data: z.array(BadgeSchema) });

export const WorkoutLogSchema = z.looseObject({
  event_id: z.number(),
  event_name: opt(z.string()),
  chapter_id: opt(z.number()),
  chapter_name: opt(z.string()),
  challenge_id: opt(z.number()),
  entry_date: opt(z.string()),
  miles: opt(z.number()),
  steps: opt(z.number()),
  minutes: opt(z.number()),
  event: opt(z.looseObject({ category: opt(z.string()), is_virtual: opt(z.boolean()) })),
});
export type WorkoutLog = z.infer<typeof WorkoutLogSchema>;
export const WorkoutLogsSchema = z.looseObject({ data: z.array(WorkoutLogSchema) });

export const MonthMetricsSchema = z.looseObject({
  month: z.string(),
  miles: opt(z.number()),
  steps: opt(z.number()),
  minutes: opt(z.number()),
  workouts: opt(z.number()),
  check_ins: opt(z.number()),
});
export type MonthMetrics = z.infer<typeof MonthMetricsSchema>;

export const SurveySchema = z.looseObject({
  id: opt(z.number()),
  survey_response_date: z.string(),
  total_score: opt(z.number()),
  genuine_relationships: opt(z.number()),
  mental_health: opt(z.number()),
  physical_health: opt(z.number()),
  sense_of_purpose: opt(z.number()),
});
export type Survey = z.infer<typeof SurveySchema>;
export const SurveysSchema = z.looseObject({ data: z.array(SurveySchema) });
export const AverageSchema = z.looseObject({
  total_score: opt(z.number()),
  genuine_relationships: opt(z.number()),
  mental_health: opt(z.number()),
  physical_health: opt(z.number()),
  sense_of_purpose: opt(z.number()),
  count: opt(z.number()),
});
export type Average = z.infer<typeof AverageSchema>;
