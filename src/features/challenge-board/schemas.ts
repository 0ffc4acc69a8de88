import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

/** The units a challenge counts (events spec §3 Challenge). */
export const CHALLENGE_UNITS = ['miles', 'steps', 'minutes', 'check-ins', 'least-minutes'] as const;
export type ChallengeUnit = (typeof CHALLENGE_UNITS)[number];

const PersonSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
});
export type ChallengePerson = z.infer<typeof PersonSchema>;

const ProgressSchema = z.looseObject({
  score: opt(z.number()),
  goal: opt(z.number()),
  /** 0-100 (capped); null without a goal. */
  percent: opt(z.number()),
  rank: opt(z.number()),
});
export type ChallengeProgress = z.infer<typeof ProgressSchema>;

/** A challenge (docs/api.md 'Challenges'); `joined`, `progress` and `is_admin` come with a member's token. */
export const ChallengeSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z._default(z.string(), ''),
  start_date: z.string(),
  end_date: z.string(),
  badge_name: opt(z.string()),
  badge_image_url: opt(z.string()),
  cover_image_url: opt(z.string()),
  goal: opt(z.number()),
  required_unit: z.enum(CHALLENGE_UNITS),
  group_id: opt(z.number()),
  group: opt(z.looseObject({ id: z.number(), name: opt(z.string()), type: opt(z.string()) })),
  event_count: z._default(z.number(), 0),
  links: z._default(z.array(z.looseObject({ text: opt(z.string()), url: z.string() })), []),
  participant_count: z._default(z.number(), 0),
  participants_preview: z._default(z.array(PersonSchema), []),
  joined: z._default(z.boolean(), false),
  is_admin: z._default(z.boolean(), false),
  progress: opt(ProgressSchema),
  badge_earned: z._default(z.boolean(), false),
  place: opt(z.number()),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** GET user/{id}/challenge?status= */
export const ChallengeListSchema = z.looseObject({
  data: z.looseObject({
    joined: z._default(z.array(ChallengeSchema), []),
    unjoined: z._default(z.array(ChallengeSchema), []),
  }),
});
export type ChallengeList = z.infer<typeof ChallengeListSchema>;

export const ParticipantSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  public_profile: opt(z.boolean()),
  eagle_leader: opt(z.boolean()),
  is_followed: opt(z.boolean()),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ParticipantsSchema = z.looseObject({
  participants: z._default(z.array(ParticipantSchema), []),
  count: z._default(z.number(), 0),
});
export type Participants = z.infer<typeof ParticipantsSchema>;

/** GET participants/{userId}: 200 when joined (404 otherwise). */
export const JoinedSchema = z.looseObject({ joined: z._default(z.boolean(), true), joined_at: opt(z.string()) });

const EntrySchema = z.looseObject({
  rank: z.number(),
  score: z._default(z.number(), 0),
  user: PersonSchema,
});
export type LeaderboardEntry = z.infer<typeof EntrySchema>;

/** GET leaderboard/challenge/{id}/top25 */
export const LeaderboardSchema = z.looseObject({
  data: z._default(z.array(EntrySchema), []),
  count: z._default(z.number(), 0),
  unit: opt(z.string()),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** GET …/user/{userId}/rank */
export const RankSchema = z.looseObject({ rank: opt(z.number()), score: opt(z.number()) });
export type Rank = z.infer<typeof RankSchema>;

/** GET …/user/{userId}/centered */
export const CenteredSchema = z.looseObject({ data: z._default(z.array(EntrySchema), []), rank: opt(z.number()) });
export type Centered = z.infer<typeof CenteredSchema>;

/** GET user/{id}/challenge/{challengeId}/badges */
export const BadgeStatusSchema = z.looseObject({
  earned: z._default(z.boolean(), false),
  received_datetime: opt(z.string()),
  badge: opt(z.looseObject({ name: opt(z.string()), image_url: opt(z.string()) })),
});
export type BadgeStatus = z.infer<typeof BadgeStatusSchema>;
