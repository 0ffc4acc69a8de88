/**
 * What a member may react to (events spec §6): a post they can see (not deleted, its author not
 * deleted, no block either way between them, not hidden by their own post block, its group, event
 * or challenge still there), the comment or reply of that post a reaction names, and images they
 * uploaded themselves for a comment or reply. Anything else is 404, never a hint that it exists.
 */
import type { Db } from '../db/client';
import { notFound, validationError } from '../http/errors';
import { MEDIA_KEY } from '../services/media';

/** As the posts calls say it (docs/api.md 'Feeds and posts'). */
export const POST_MISSING = 'Post not found.';
export const REACTION_MISSING = 'The reaction was not found.';

/** SQL: neither member (two SQL expressions) has blocked the other. */
export function notBlocked(a: string, b: string): string {
  return `NOT EXISTS (SELECT 1 FROM blocks bl WHERE (bl.blocker_id = ${a} AND bl.blocked_id = ${b}) OR (bl.blocker_id = ${b} AND bl.blocked_id = ${a}))`;
}

export interface VisiblePost {
  id: number;
  author_id: number;
  feed_type: string;
  feed_id: number;
  excerpt: string;
  /** The viewer's own profile is anonymous (may read, may not react). */
  viewer_anonymous: boolean;
}

/**
 * The post `postId` as `viewer` may see it, else 404. `eventId`: the post must be in that event's
 * feed (the event feed's calls).
 */
export async function visiblePost(db: Db, viewer: number, postId: number, eventId: number | null = null): Promise<VisiblePost> {
  const { rows } = await db.query<VisiblePost>(
    `SELECT p.id, p.author_id, p.feed_type, p.feed_id, left(p.text, 100) AS excerpt,
            (SELECT v.anonymous_profile FROM users v WHERE v.id = $2) AS viewer_anonymous
       FROM posts p JOIN users a ON a.id = p.author_id AND a.deleted_at IS NULL
      WHERE p.id = $1 AND p.deleted_at IS NULL
        AND ($3::int IS NULL OR (p.feed_type = 'event' AND p.feed_id = $3::int))
        AND ${notBlocked('$2', 'p.author_id')}
        AND NOT EXISTS (SELECT 1 FROM post_blocks pb WHERE pb.user_id = $2 AND pb.post_id = p.id)
        AND (p.feed_type <> 'group' OR EXISTS (SELECT 1 FROM groups g WHERE g.id = p.feed_id))
        AND (p.feed_type <> 'event' OR EXISTS (SELECT 1 FROM events e WHERE e.id = p.feed_id AND NOT e.is_removed))
        AND (p.feed_type <> 'challenge' OR EXISTS (SELECT 1 FROM challenges ch WHERE ch.id = p.feed_id))`,
    [postId, viewer, eventId],
  );
  if (!rows[0]) throw notFound(POST_MISSING);
  return rows[0];
}

export interface ReactionRef {
  id: number;
  kind: 'comment' | 'reply' | 'like';
  parent_id: number | null;
  user_id: number;
  excerpt: string;
}

/**
 * A comment or reply of `postId` whose author the viewer may see (no block either way), else 404
 * 'The reaction was not found.'. `parentId`: a reply must belong to that comment.
 */
export async function visibleReaction(db: Db, viewer: number, postId: number, id: number, kind: 'comment' | 'reply', parentId?: number): Promise<ReactionRef> {
  const { rows } = await db.query<ReactionRef>(
    `SELECT r.id, r.kind, r.parent_id, r.user_id, left(r.content, 100) AS excerpt
       FROM reactions r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
      WHERE r.id = $1 AND r.post_id = $2 AND r.kind = $3 AND ($5::int IS NULL OR r.parent_id = $5::int)
        AND ${notBlocked('$4', 'r.user_id')}`,
    [id, postId, kind, viewer, parentId ?? null],
  );
  if (!rows[0]) throw notFound(REACTION_MISSING);
  return rows[0];
}

export const MEDIA_NOT_OURS = 'Attach only images you uploaded for a comment or reply.';

/**
 * Every URL must be the public URL (under `base`) of an image `userId` uploaded with intent comment
 * or reply; else 422 under `media`. Returns the URLs unchanged.
 */
export async function checkReactionMedia(db: Db, userId: number, urls: readonly string[], base: string): Promise<string[]> {
  if (!urls.length) return [];
  const prefix = `${base}/media/`;
  const keys = urls.map((u) => (u.startsWith(prefix) ? u.slice(prefix.length) : ''));
  if (keys.some((k) => !MEDIA_KEY.test(k))) throw validationError({ media: MEDIA_NOT_OURS });
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM media WHERE key = ANY($1::text[]) AND owner_id = $2 AND intent IN ('comment', 'reply') AND uploaded_at IS NOT NULL`,
    [keys, userId],
  );
  const found = new Set(rows.map((r) => r.key));
  if (keys.some((k) => !found.has(k))) throw validationError({ media: MEDIA_NOT_OURS });
  return [...urls];
}
