/**
 * Posts as the API returns them (events spec §3 'Post (feed item)', docs/api.md 'Feeds and posts'):
 * one query loads any number of posts with their author, links, tags, pin and the viewer's like,
 * so a page costs one query whatever its size.
 */
import type { Db } from '../db/client';
import { ANONYMOUS } from '../events/queries';
import type { EagleLeaderInfo } from '../users/profile';
import type { OpenGraph } from './post-input';

export interface StoredWorkout {
  event_id: number | null;
  event_name: string | null;
  chapter_name: string | null;
  event_start_time: string | null;
  miles: number | null;
  steps: number | null;
  minutes: number | null;
}

interface PostRow {
  id: number;
  author_id: number;
  feed_type: string;
  feed_id: number;
  verb: string;
  text: string;
  media: string[];
  open_graph: OpenGraph | null;
  workout: StoredWorkout | null;
  event_id: number | null;
  group_id: number | null;
  challenge_id: number | null;
  edited: boolean;
  like_count: number;
  comment_count: number;
  created_at: Date;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  eagle_leader_info: EagleLeaderInfo | null;
  is_sponsor_admin: boolean;
  event_name: string | null;
  event_category: string | null;
  event_is_virtual: boolean | null;
  event_challenge_id: number | null;
  group_name: string | null;
  group_type: string | null;
  challenge_name: string | null;
  is_pinned: boolean;
  own_likes: Array<{ id: number }>;
  tagged: Array<{ id: number; first_name: string; last_name: string; anonymous_profile: boolean }>;
}

// $1 the post ids, $2 the viewer.
const POSTS_SQL = `SELECT p.id, p.author_id, p.feed_type, p.feed_id, p.verb, p.text, p.media, p.open_graph, p.workout,
    p.event_id, p.group_id, p.challenge_id, p.edited, p.like_count, p.comment_count, p.created_at,
    u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader,
    CASE WHEN el.user_id IS NULL THEN NULL ELSE json_build_object(
      'role', el.role, 'start_date', el.start_date, 'end_date', el.end_date, 'active', el.active,
      'offboarding_notification', el.offboarding_notification, 'training_completion_date', el.training_completion_date) END AS eagle_leader_info,
    EXISTS (SELECT 1 FROM group_memberships sm JOIN groups sg ON sg.id = sm.group_id
             WHERE sm.user_id = p.author_id AND sm.role = 2 AND sg.type = 'sponsor') AS is_sponsor_admin,
    e.name AS event_name, e.category AS event_category, e.is_virtual AS event_is_virtual, e.challenge_id AS event_challenge_id,
    g.name AS group_name, g.type AS group_type, ch.name AS challenge_name,
    EXISTS (SELECT 1 FROM pinned_posts pp WHERE pp.post_id = p.id AND pp.feed_type = p.feed_type AND pp.feed_id = p.feed_id) AS is_pinned,
    (SELECT coalesce(json_agg(json_build_object('id', r.id) ORDER BY r.id), '[]'::json) FROM reactions r
      WHERE r.post_id = p.id AND r.parent_id IS NULL AND r.kind = 'like' AND r.user_id = $2) AS own_likes,
    (SELECT coalesce(json_agg(json_build_object('id', tu.id, 'first_name', tu.first_name, 'last_name', tu.last_name,
                                                'anonymous_profile', tu.anonymous_profile) ORDER BY tu.id), '[]'::json)
       FROM post_tags t JOIN users tu ON tu.id = t.user_id WHERE t.post_id = p.id AND tu.deleted_at IS NULL) AS tagged
  FROM posts p
  JOIN users u ON u.id = p.author_id
  LEFT JOIN eagle_leader_info el ON el.user_id = p.author_id
  LEFT JOIN events e ON e.id = p.event_id
  LEFT JOIN groups g ON g.id = p.group_id
  LEFT JOIN challenges ch ON ch.id = p.challenge_id
 WHERE p.id = ANY($1::int[])`;

function author(r: PostRow) {
  if (r.anonymous_profile) {
    return { id: r.author_id, ...ANONYMOUS, profile_photo_url: null, is_sponsor_admin: false, anonymous_profile: true, eagle_leader: false, eagle_leader_info: null };
  }
  return {
    id: r.author_id,
    first_name: r.first_name,
    last_name: r.last_name,
    profile_photo_url: r.profile_photo_url,
    is_sponsor_admin: r.is_sponsor_admin,
    anonymous_profile: false,
    eagle_leader: r.eagle_leader,
    eagle_leader_info: r.eagle_leader_info,
  };
}

export function serializePost(r: PostRow) {
  const media = r.media ?? [];
  return {
    id: r.id,
    user: author(r),
    actor: `user:${r.author_id}`,
    verb: r.verb,
    foreign_id: `post:${r.id}`,
    object: `post:${r.id}`,
    origin: `${r.feed_type}:${r.feed_id}`,
    time: r.created_at.toISOString(),
    text: r.text,
    media,
    media_url: media[0] ?? null,
    tagged: r.tagged.map((t) => (t.anonymous_profile ? { id: t.id, ...ANONYMOUS } : { id: t.id, first_name: t.first_name, last_name: t.last_name })),
    event:
      r.event_id !== null && r.event_name !== null
        ? {
            id: r.event_id,
            name: r.event_name,
            category: r.event_category,
            is_virtual: r.event_is_virtual,
            event_record_type: r.event_challenge_id === null ? 'event' : 'challenge',
            activity_sub_type: r.event_category,
          }
        : null,
    event_id: r.event_id,
    group: r.group_id !== null && r.group_name !== null ? { id: r.group_id, name: r.group_name, type: r.group_type } : null,
    group_id: r.group_id,
    challenge: r.challenge_id !== null && r.challenge_name !== null ? { id: r.challenge_id, name: r.challenge_name } : null,
    challenge_id: r.challenge_id,
    open_graph: r.open_graph ?? null,
    workout: r.workout ?? null,
    is_pinned: r.is_pinned,
    edited: r.edited,
    own_reactions: { like: r.own_likes },
    reaction_counts: { like: r.like_count, comment: r.comment_count },
  };
}

export type Post = ReturnType<typeof serializePost>;

/** The posts with these ids as `viewer` sees them, in the order of `ids` (missing ids are skipped). */
export async function loadPosts(db: Db, ids: readonly number[], viewer: number): Promise<Post[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<PostRow>(POSTS_SQL, [ids, viewer]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serializePost(row)] : [];
  });
}
