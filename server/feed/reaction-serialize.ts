/**
 * A reactions row as the spec's 'Comment or reply (reaction)' JSON (events spec §3): id, user, kind,
 * content, tagged, edited, media [{url, kind: 'image'}], open_graph, created_at, own_like_id,
 * children_counts {like, reply}, latest_children {reply}, comment_id, reply_id, offset.
 *
 * `REACTION_COLUMNS` is the one SELECT list every read uses (author, the viewer's like and the tags
 * come in the same statement), so a page costs a constant number of queries.
 */
import { ANONYMOUS } from '../events/queries';
import type { PersonRow } from '../users/person';

/** Columns of `reactions r JOIN users u ON u.id = r.user_id`; `viewer` is the SQL parameter of the caller's id. */
export function reactionColumns(viewer: string): string {
  return `r.id, r.post_id, r.parent_id, r.kind, r.content, r.media, r.open_graph, r.edited, r.like_count, r.reply_count, r.created_at,
    u.id AS user_id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader,
    (SELECT l.id FROM reactions l WHERE l.parent_id = r.id AND l.kind = 'like' AND l.user_id = ${viewer}) AS own_like_id,
    COALESCE((SELECT json_agg(json_build_object('id', tu.id, 'first_name', tu.first_name, 'last_name', tu.last_name,
                                                'anonymous_profile', tu.anonymous_profile) ORDER BY tu.id)
                FROM reaction_tags t JOIN users tu ON tu.id = t.user_id AND tu.deleted_at IS NULL
               WHERE t.reaction_id = r.id), '[]'::json) AS tagged`;
}

export interface ReactionRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  kind: 'comment' | 'reply' | 'like';
  content: string;
  media: string[];
  open_graph: Record<string, unknown> | null;
  edited: boolean;
  like_count: number;
  reply_count: number;
  created_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  own_like_id: number | null;
  tagged: Array<{ id: number; first_name: string; last_name: string; anonymous_profile: boolean }>;
}

export type ReactionUser = PersonRow;

export interface ReactionJson {
  id: number;
  user: ReactionUser;
  kind: ReactionRow['kind'];
  content: string;
  tagged: Array<{ id: number; first_name: string; last_name: string }>;
  edited: boolean;
  media: Array<{ url: string; kind: 'image' }>;
  open_graph: Record<string, unknown> | null;
  created_at: Date;
  own_like_id: number | null;
  children_counts: { like: number; reply: number };
  latest_children: { reply: ReactionJson[] };
  comment_id: number | null;
  reply_id: number | null;
  offset: number | null;
}

/** The author; one whose profile is now anonymous shows as 'Anonymous Member' (as on posts). */
export function reactionUser(row: Pick<ReactionRow, 'user_id' | 'first_name' | 'last_name' | 'profile_photo_url' | 'anonymous_profile' | 'eagle_leader'>): ReactionUser {
  if (row.anonymous_profile) return { id: row.user_id, ...ANONYMOUS, profile_photo_url: null, anonymous_profile: true, eagle_leader: false };
  return {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_photo_url: row.profile_photo_url,
    anonymous_profile: row.anonymous_profile,
    eagle_leader: row.eagle_leader,
  };
}

export interface SerializeOptions {
  /** Position among its siblings counted from the newest (0 = newest); null outside a list. */
  offset?: number | null;
  /** A comment's latest replies (oldest first). */
  replies?: ReactionJson[];
  /** For a like: the comment / reply it is on (null on the post itself). */
  target?: { comment_id: number | null; reply_id: number | null };
}

/**
 * `comment_id` / `reply_id` say where the reaction sits, so the client can like, reply to or report
 * it without more lookups: a comment is (its id, null), a reply is (its comment, its id), a like is
 * the (comment, reply) it is on.
 */
export function reactionJson(row: ReactionRow, opts: SerializeOptions = {}): ReactionJson {
  const where =
    row.kind === 'comment'
      ? { comment_id: row.id, reply_id: null }
      : row.kind === 'reply'
        ? { comment_id: row.parent_id, reply_id: row.id }
        : (opts.target ?? { comment_id: null, reply_id: null });
  return {
    id: row.id,
    user: reactionUser(row),
    kind: row.kind,
    content: row.content,
    tagged: row.tagged.map((t) => (t.anonymous_profile ? { id: t.id, ...ANONYMOUS } : { id: t.id, first_name: t.first_name, last_name: t.last_name })),
    edited: row.edited,
    media: row.media.map((url) => ({ url, kind: 'image' as const })),
    open_graph: row.open_graph,
    created_at: row.created_at,
    own_like_id: row.own_like_id,
    children_counts: { like: row.like_count, reply: row.reply_count },
    latest_children: { reply: opts.replies ?? [] },
    ...where,
    offset: opts.offset ?? null,
  };
}
