/**
 * Posts as the API returns them (events spec §3 'Post (feed item)', docs/api.md 'Feeds and posts').
 * The statement that picks the posts also writes each one's JSON (`postJson`): author, links, tags,
 * pin and the viewer's like, so a page, with the query that picks its ids, is one statement whatever
 * its size, and a page's JSON text goes into the answer as PostgreSQL wrote it (no rows to parse,
 * no objects to build and stringify again per request).
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

type Named = { id: number; first_name: string; last_name: string };

/** A post as the API answers it (the shape `postJson` writes). */
export interface Post {
  id: number;
  user: Named & {
    profile_photo_url: string | null;
    is_sponsor_admin: boolean;
    anonymous_profile: boolean;
    eagle_leader: boolean;
    eagle_leader_info: EagleLeaderInfo | null;
  };
  actor: string;
  verb: string;
  foreign_id: string;
  object: string;
  origin: string;
  /** ISO 8601, UTC, milliseconds. */
  time: string;
  text: string;
  media: string[];
  media_url: string | null;
  tagged: Named[];
  event: { id: number; name: string; category: string | null; is_virtual: boolean; event_record_type: 'event' | 'challenge'; activity_sub_type: string | null } | null;
  event_id: number | null;
  group: { id: number; name: string; type: string } | null;
  group_id: number | null;
  challenge: { id: number; name: string } | null;
  challenge_id: number | null;
  open_graph: OpenGraph | null;
  workout: StoredWorkout | null;
  is_pinned: boolean;
  edited: boolean;
  own_reactions: { like: Array<{ id: number }> };
  reaction_counts: { like: number; comment: number };
}

/** A page of posts: their JSON array as text, and the id to ask the next page below (null on the last page). */
export interface PostPage {
  json: string;
  next: number | null;
}

const ANONYMOUS_NAMES = `'first_name', '${ANONYMOUS.first_name}', 'last_name', '${ANONYMOUS.last_name}'`;

/**
 * SQL: the members of `source` (FROM … WHERE … with the users as `tu`; `orderBy` an id column of it)
 * as the `tagged` array, anonymous ones by the anonymous names, by id. An ARRAY() sublink rather than
 * an ordered aggregate: no aggregate to set up per statement, and the order comes from the index.
 */
export function taggedJson(source: string, orderBy = 'tu.id'): string {
  return `array_to_json(ARRAY(SELECT CASE WHEN tu.anonymous_profile THEN json_build_object('id', tu.id, ${ANONYMOUS_NAMES})
                                          ELSE json_build_object('id', tu.id, 'first_name', tu.first_name, 'last_name', tu.last_name) END
       FROM ${source} ORDER BY ${orderBy}))`;
}

const STORED_TAGS = taggedJson('post_tags t JOIN users tu ON tu.id = t.user_id WHERE t.post_id = p.id AND tu.deleted_at IS NULL', 't.user_id');

/**
 * SQL: the JSON of post `p` (with its author `u`: postsSql's join) as `viewer` sees it. `tagged`:
 * the tagged members (taggedJson). The author's eagle leader row and the linked event, group and
 * challenge are primary-key probes made only for the posts that have them (scalar subqueries: no
 * hash of a whole table per page).
 * The viewer likes a post once at most (reactions_one_post_like): `own_reactions.like` is that like
 * or nothing, a scalar subquery rather than an aggregate.
 */
function postJson(viewer: string, tagged: string): string {
  return `json_build_object(
    'id', p.id,
    'user', CASE WHEN u.anonymous_profile
      THEN json_build_object('id', p.author_id, ${ANONYMOUS_NAMES}, 'profile_photo_url', NULL, 'is_sponsor_admin', false,
                             'anonymous_profile', true, 'eagle_leader', false, 'eagle_leader_info', NULL)
      ELSE json_build_object('id', p.author_id, 'first_name', u.first_name, 'last_name', u.last_name, 'profile_photo_url', u.profile_photo_url,
        'is_sponsor_admin', EXISTS (SELECT 1 FROM group_memberships sm JOIN groups sg ON sg.id = sm.group_id
                                     WHERE sm.user_id = p.author_id AND sm.role = 2 AND sg.type = 'sponsor'),
        'anonymous_profile', false, 'eagle_leader', u.eagle_leader,
        'eagle_leader_info', (SELECT json_build_object(
          'role', el.role, 'start_date', el.start_date, 'end_date', el.end_date, 'active', el.active,
          'offboarding_notification', el.offboarding_notification, 'training_completion_date', el.training_completion_date)
          FROM eagle_leader_info el WHERE el.user_id = p.author_id)) END,
    'actor', 'user:' || p.author_id, 'verb', p.verb, 'foreign_id', 'post:' || p.id, 'object', 'post:' || p.id,
    'origin', p.feed_type || ':' || p.feed_id,
    'time', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'text', p.text, 'media', p.media, 'media_url', p.media ->> 0,
    'tagged', ${tagged},
    'event', CASE WHEN p.event_id IS NOT NULL THEN (SELECT json_build_object('id', e.id, 'name', e.name, 'category', e.category, 'is_virtual', e.is_virtual,
      'event_record_type', CASE WHEN e.challenge_id IS NULL THEN 'event' ELSE 'challenge' END, 'activity_sub_type', e.category)
      FROM events e WHERE e.id = p.event_id) END,
    'event_id', p.event_id,
    'group', CASE WHEN p.group_id IS NOT NULL THEN (SELECT json_build_object('id', g.id, 'name', g.name, 'type', g.type) FROM groups g WHERE g.id = p.group_id) END,
    'group_id', p.group_id,
    'challenge', CASE WHEN p.challenge_id IS NOT NULL THEN (SELECT json_build_object('id', ch.id, 'name', ch.name) FROM challenges ch WHERE ch.id = p.challenge_id) END,
    'challenge_id', p.challenge_id,
    'open_graph', p.open_graph, 'workout', p.workout,
    'is_pinned', EXISTS (SELECT 1 FROM pinned_posts pp WHERE pp.post_id = p.id AND pp.feed_type = p.feed_type AND pp.feed_id = p.feed_id),
    'edited', p.edited,
    'own_reactions', json_build_object('like', coalesce((SELECT json_build_array(json_build_object('id', r.id)) FROM reactions r
      WHERE r.post_id = p.id AND r.parent_id IS NULL AND r.kind = 'like' AND r.user_id = ${viewer}), '[]'::json)),
    'reaction_counts', json_build_object('like', p.like_count, 'comment', p.comment_count))`;
}

export interface PostsSqlOptions {
  /** The viewer, an SQL expression (a parameter: '$2'). */
  viewer: string;
  /** The FROM item that provides the posts as `p` (default: the posts table). */
  from?: string;
  /** The tagged members (taggedJson; default: the stored tags of `p`). */
  tagged?: string;
  /** The JSON as text (kept as PostgreSQL wrote it: a page's answer), not parsed. */
  text?: boolean;
}

/** SQL: the posts `where` selects as (id, post: their JSON; as text with `text`), newest first. */
export function postsSql(where: string, { viewer, from = 'posts p', tagged = STORED_TAGS, text = false }: PostsSqlOptions): string {
  return `SELECT p.id, ${postJson(viewer, tagged)}${text ? '::text' : ''} AS post
  FROM ${from}
  JOIN users u ON u.id = p.author_id
 WHERE ${where}
 ORDER BY p.id DESC`;
}

/** Runs a `postsSql` statement for a page: its posts' JSON texts make the page's array as they are. */
export async function queryPage(db: Db, sql: string, params: readonly unknown[], pageSize: number): Promise<PostPage> {
  const { rows } = await db.query<{ id: number; post: string }>(sql, params);
  return { json: `[${rows.map((r) => r.post).join(',')}]`, next: rows.length === pageSize ? rows[rows.length - 1].id : null };
}

// $1 the post ids, $2 the viewer.
const POSTS_SQL = postsSql('p.id = ANY($1::int[])', { viewer: '$2' });

/** The posts with these ids as `viewer` sees them, in the order of `ids` (missing ids are skipped). */
export async function loadPosts(db: Db, ids: readonly number[], viewer: number): Promise<Post[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: number; post: Post }>(POSTS_SQL, [ids, viewer]);
  const byId = new Map(rows.map((r) => [r.id, r.post]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
