/**
 * The Challenge object (docs/api.md 'Challenges'; events spec §3): one query for one challenge or
 * a list, with the caller's part (joined, progress, rank, badge, place, pin rights) when a member
 * token was sent. Viewer `0` stands for "no caller" (no member has that id).
 */
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { absoluteUrl } from '../profile/badges';
import { RANK_OF_S, leaderUser, type LeaderUser } from './leaderboard';
import type { ChallengeUnit } from './scores';

export const CHALLENGE_TEXTS = {
  missing: 'This challenge does not exist.',
  ended: 'This challenge has ended.',
  notJoined: 'You have not joined this challenge.',
  ownOnly: 'You can only join or leave challenges for yourself.',
  ownList: 'You can only see your own challenges.',
} as const;

/** Avatars in a challenge's participant strip (spec §9: up to 9 in strips). */
export const PREVIEW_SIZE = 9;

export interface ChallengeRow {
  id: number;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  badge_name: string | null;
  badge_image_url: string | null;
  cover_image_url: string | null;
  goal: number | null;
  required_unit: ChallengeUnit;
  group_id: number | null;
  group_name: string | null;
  group_type: string | null;
  links: Array<{ text: string; url: string }>;
  event_count: number;
  participant_count: number;
  preview: Array<{ user_id: number; first_name: string; last_name: string; profile_photo_url: string | null; anonymous_profile: boolean }>;
  joined: boolean;
  is_admin: boolean;
  score: number | null;
  rank: number | null;
  badge_earned: boolean;
}

/**
 * `$1` the viewer (0: none), `$2` `?after` (NULL: every event); `where` (over `c`) may use `$3`.
 */
function challengeSql(where: string, order: string): string {
  return `SELECT c.id, c.name, c.description, c.start_date, c.end_date, c.badge_name, c.badge_image_url, c.cover_image_url,
      c.goal, c.required_unit, c.group_id, g.name AS group_name, g.type AS group_type, c.links,
      (SELECT count(*) FROM events e WHERE e.challenge_id = c.id AND NOT e.is_removed AND ($2::timestamptz IS NULL OR e.end_at > $2::timestamptz)) AS event_count,
      (SELECT count(*) FROM challenge_participants p JOIN users pu ON pu.id = p.user_id AND pu.deleted_at IS NULL WHERE p.challenge_id = c.id) AS participant_count,
      (SELECT coalesce(json_agg(json_build_object('user_id', v.id, 'first_name', v.first_name, 'last_name', v.last_name,
                                                  'profile_photo_url', v.profile_photo_url, 'anonymous_profile', false)
                                ORDER BY v.followed DESC, v.joined_at, v.id), '[]'::json)
         FROM (SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, p.joined_at,
                      EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followed_id = u.id) AS followed
                 FROM challenge_participants p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL AND NOT u.anonymous_profile
                WHERE p.challenge_id = c.id
                ORDER BY followed DESC, p.joined_at, u.id LIMIT ${PREVIEW_SIZE}) v) AS preview,
      EXISTS (SELECT 1 FROM challenge_participants mp WHERE mp.challenge_id = c.id AND mp.user_id = $1) AS joined,
      ($1 <> 0 AND (coalesce(c.created_by = $1, false) OR EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.group_id = c.group_id AND gm.user_id = $1 AND gm.role >= 1))) AS is_admin,
      s.score, CASE WHEN s.user_id IS NOT NULL THEN ${RANK_OF_S} END AS rank,
      EXISTS (SELECT 1 FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE b.challenge_id = c.id AND ub.user_id = $1) AS badge_earned
    FROM challenges c
    LEFT JOIN groups g ON g.id = c.group_id
    LEFT JOIN challenge_scores s ON s.challenge_id = c.id AND s.user_id = $1
   WHERE ${where}
   ORDER BY ${order}`;
}

const round = (n: number) => Math.round(Number(n) * 100) / 100;

/** 0-100, capped; 'least-minutes': 100 once the best time is at or under the goal, else 0; null without a goal. */
export function percentOf(unit: string, score: number, goal: number | null): number | null {
  if (goal === null) return null;
  if (unit === 'least-minutes') return score <= goal ? 100 : 0;
  if (goal <= 0) return 100;
  return Math.min(100, Math.floor((score / goal) * 100));
}

export interface Challenge {
  id: number;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  badge_name: string | null;
  badge_image_url: string | null;
  cover_image_url: string | null;
  goal: number | null;
  required_unit: ChallengeUnit;
  group_id: number | null;
  group: { id: number; name: string; type: string } | null;
  event_count: number;
  links: Array<{ text: string; url: string }>;
  participant_count: number;
  participants_preview: LeaderUser[];
  joined: boolean;
  is_admin: boolean;
  progress: { score: number; goal: number | null; percent: number | null; rank: number | null } | null;
  badge_earned: boolean;
  place: number | null;
}

export function serializeChallenge(r: ChallengeRow, base: string, today: string): Challenge {
  const goal = r.goal === null ? null : Number(r.goal);
  const score = r.score === null ? 0 : round(r.score);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    start_date: r.start_date,
    end_date: r.end_date,
    badge_name: r.badge_name,
    badge_image_url: r.badge_image_url ? absoluteUrl(base, r.badge_image_url) : null,
    cover_image_url: r.cover_image_url ? absoluteUrl(base, r.cover_image_url) : null,
    goal,
    required_unit: r.required_unit,
    group_id: r.group_id,
    group: r.group_id !== null && r.group_name !== null ? { id: r.group_id, name: r.group_name, type: r.group_type! } : null,
    event_count: r.event_count,
    links: Array.isArray(r.links) ? r.links : [],
    participant_count: r.participant_count,
    participants_preview: r.preview.map(leaderUser),
    joined: r.joined,
    is_admin: r.is_admin,
    progress: r.joined
      ? { score, goal, percent: r.score === null ? (goal === null ? null : 0) : percentOf(r.required_unit, score, goal), rank: r.rank }
      : null,
    badge_earned: r.badge_earned,
    place: r.end_date < today ? r.rank : null,
  };
}

/** Today as the server clock's UTC date ('YYYY-MM-DD'). */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export interface ViewOptions {
  viewer: number | null;
  base: string;
  now: Date;
  after?: Date | null;
}

/** One challenge; 404 `not_found` 'This challenge does not exist.'. */
export async function loadChallenge(db: Db, id: number, o: ViewOptions): Promise<Challenge> {
  const { rows } = await db.query<ChallengeRow>(challengeSql('c.id = $3', 'c.id'), [o.viewer ?? 0, o.after ?? null, id]);
  if (!rows[0]) throw notFound(CHALLENGE_TEXTS.missing);
  return serializeChallenge(rows[0], o.base, todayOf(o.now));
}

/** 404 unless the challenge exists; returns its dates and unit. */
export async function findChallenge(db: Db, id: number): Promise<{ id: number; end_date: string; required_unit: ChallengeUnit; name: string; badge_name: string | null; badge_image_url: string | null }> {
  const { rows } = await db.query<{ id: number; end_date: string; required_unit: ChallengeUnit; name: string; badge_name: string | null; badge_image_url: string | null }>(
    'SELECT id, end_date, required_unit, name, badge_name, badge_image_url FROM challenges WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound(CHALLENGE_TEXTS.missing);
  return rows[0];
}

/**
 * The member's challenges list: `active` (end_date today or later, by start_date) or `past`
 * (ended, latest end first), split into joined and unjoined.
 */
export async function listChallenges(db: Db, status: 'active' | 'past', o: ViewOptions): Promise<{ joined: Challenge[]; unjoined: Challenge[] }> {
  const today = todayOf(o.now);
  const where = status === 'active' ? 'c.end_date >= $3::date' : 'c.end_date < $3::date';
  const order = status === 'active' ? 'c.start_date, c.end_date, c.id' : 'c.end_date DESC, c.start_date DESC, c.id DESC';
  const { rows } = await db.query<ChallengeRow>(challengeSql(where, order), [o.viewer ?? 0, null, today]);
  const all = rows.map((r) => serializeChallenge(r, o.base, today));
  return { joined: all.filter((c) => c.joined), unjoined: all.filter((c) => !c.joined) };
}
