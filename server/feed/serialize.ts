/**
 * Posts as the API returns them (events spec §3 'Post (feed item)', docs/api.md 'Feeds and posts').
 * The statement that picks the posts also writes each one's JSON (`postJson`): the post's card
 * (author, links, tags…: kept with the post, migration 014) with the pin, the viewer's like and the
 * counts, so a page, with the query that picks its ids, is one statement whatever its size, and a
 * page's JSON text goes into the answer as PostgreSQL wrote it (no rows to parse, no objects to
 * build and stringify again per request).
 */
import type { Db } from '../db/client';
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

/**
 * SQL: the JSON text of post `p` as `viewer` sees it: its card (migration 014: everything that is the
 * same for every viewer, kept with the post by triggers) completed with what depends on the viewer
 * or changes often: is_pinned, the viewer's like and the counts. `card` defaults to the stored one
 * (post-create passes the new post's card with its tags). The viewer likes a post once at most
 * (reactions_one_post_like): `own_reactions.like` is that like or nothing, looked for only when the
 * post has likes.
 */
function postJson(viewer: string, card: string): string {
  return `left(${card}, -1)
    || ', "is_pinned" : ' || (EXISTS (SELECT 1 FROM pinned_posts pp WHERE pp.post_id = p.id AND pp.feed_type = p.feed_type AND pp.feed_id = p.feed_id))::text
    || ', "own_reactions" : {"like" : ' || coalesce(CASE WHEN p.like_count > 0 THEN (SELECT '[{"id" : ' || r.id || '}]' FROM reactions r
         WHERE r.post_id = p.id AND r.parent_id IS NULL AND r.kind = 'like' AND r.user_id = ${viewer}) END, '[]')
    || '}, "reaction_counts" : {"like" : ' || p.like_count || ', "comment" : ' || p.comment_count || '}}'`;
}

export interface PostsSqlOptions {
  /** The viewer, an SQL expression (a parameter: '$2'). */
  viewer: string;
  /** The FROM item that provides the posts as `p` (default: the posts table). */
  from?: string;
  /** The card text (default: the stored `p.card`). */
  card?: string;
  /** The JSON as text (kept as PostgreSQL wrote it: a page's answer), not parsed. */
  text?: boolean;
}

/** SQL: the posts `where` selects as (id, post: their JSON; as text with `text`), newest first. */
export function postsSql(where: string, { viewer, from = 'posts p', card = 'p.card', text = false }: PostsSqlOptions): string {
  return `SELECT p.id, (${postJson(viewer, card)})${text ? '' : '::json'} AS post
  FROM ${from}
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
