/**
 * Notifications for reactions (accounts spec §7 Notifications; events spec §9 activity keys): one
 * `notifications` row per recipient, object_type 'post', object_id the post id, data {post_id,
 * reaction_id, comment_id?, excerpt, feed_type, feed_id, author_id} (the post's feed and author: the
 * notice links to the post in its own feed). Verbs: 'like' (post author, a like on the post), 'comment'
 * (post author), 'reply' (comment author), 'like:comment' (comment author), 'like:reply:reply_author'
 * (reply author), 'tag' (members tagged in a comment or reply). Nobody is notified of their own
 * action, across a block (either way), or while their profile is anonymous or deleted; a member
 * named twice gets the first notice only. Written in the reaction's transaction.
 */
import type { Db } from '../db/client';
import { notBlocked } from './reaction-access';

export type ReactionVerb = 'like' | 'comment' | 'reply' | 'like:comment' | 'like:reply:reply_author' | 'tag';

export interface ReactionNotice {
  to: number;
  verb: ReactionVerb;
}

export interface NoticeData {
  post_id: number;
  reaction_id: number;
  comment_id?: number;
  excerpt: string;
}

/** The post a notice is about: its feed and author go into the notice's data. */
export interface NoticePost {
  feed_type: string;
  feed_id: number;
  author_id: number;
}

const EXCERPT = 100;

export async function notifyReaction(tx: Db, actor: number, notices: readonly ReactionNotice[], post: NoticePost, data: NoticeData, now: Date): Promise<void> {
  const seen = new Set<number>();
  const unique = notices.filter((n) => n.to !== actor && !seen.has(n.to) && seen.add(n.to));
  if (!unique.length) return;
  const payload = JSON.stringify({
    ...data,
    excerpt: data.excerpt.slice(0, EXCERPT),
    feed_type: post.feed_type,
    feed_id: post.feed_id,
    author_id: post.author_id,
  });
  await tx.query(
    `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)
     SELECT u.id, $3, x.verb, 'post', $4, $5::jsonb, $6
       FROM unnest($1::int[], $2::text[]) AS x(user_id, verb)
       JOIN users u ON u.id = x.user_id AND u.deleted_at IS NULL AND NOT u.anonymous_profile
      WHERE ${notBlocked('$3::int', 'u.id')}`,
    [unique.map((n) => n.to), unique.map((n) => n.verb), actor, String(data.post_id), payload, now],
  );
}

/** Drops the notifications that point at reactions which no longer exist. */
export async function forgetReactions(tx: Db, postId: number, reactionIds: readonly number[]): Promise<void> {
  if (!reactionIds.length) return;
  await tx.query(
    `DELETE FROM notifications WHERE object_type = 'post' AND object_id = $1 AND (data->>'reaction_id') = ANY($2::text[])`,
    [String(postId), reactionIds.map(String)],
  );
}
