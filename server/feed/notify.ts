/**
 * Notifications for posts (accounts spec §7 Notifications, verbs 'tag' and 'post'): 'tag' to each
 * member tagged in a post, 'tag' to the whole context on '@everyone' (a group's members, an event's
 * going / interested / checked-in attendees, a challenge's participants), and 'post' to an event's
 * host when someone else posts on it. One `notifications` row per recipient: object_type 'post',
 * object_id the post id, data {post_id, feed_type, feed_id, excerpt}. Never the author, nobody
 * across a block (either way), nobody anonymous or deleted, nobody twice for one post and verb.
 * Written in the post's transaction with INSERT … SELECT: a new post's in its INSERT statement
 * (post-create.ts, with the SQL built here), an edit's by the functions below.
 */
import type { Db } from '../db/client';
import type { Feed } from './access';

const EXCERPT = 100;

export interface PostNotice {
  postId: number;
  authorId: number;
  feed: Feed;
  text: string;
}

/** SQL: the recipient `u` may be told of post `postId` (SQL text) by `verb`: eligible, not across a block with `author`, not told yet. */
export function eligible(verb: 'tag' | 'post', author: string, postId: string): string {
  return `u.deleted_at IS NULL AND NOT u.anonymous_profile AND u.id <> ${author}
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${author} AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = ${author}))
    AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.object_type = 'post' AND n.object_id = ${postId} AND n.verb = '${verb}')`;
}

export const INSERT_NOTIFICATIONS = `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)`;

/** SQL selecting the context's members (as `member_id`) for '@everyone' (`feedId` an SQL expression), or null outside a context. */
export function everyoneSource(feed: Feed, feedId: string): string | null {
  if (feed.type === 'group') return `SELECT user_id AS member_id FROM group_memberships WHERE group_id = ${feedId}`;
  if (feed.type === 'challenge') return `SELECT user_id AS member_id FROM challenge_participants WHERE challenge_id = ${feedId}`;
  if (feed.type === 'event') return `SELECT user_id AS member_id FROM event_attendees WHERE event_id = ${feedId} AND status IN ('going', 'interested', 'checked_in')`;
  return null;
}

/** The notification's data without `post_id` (a new post's id is added by its INSERT statement). */
export function noticeData(feed: Feed, text: string): { feed_type: string; feed_id: number; excerpt: string } {
  return { feed_type: feed.type, feed_id: feed.id, excerpt: text.slice(0, EXCERPT) };
}

/** The host of the event whose feed this is, when they should be told of a post by `authorId` ('post'); else null. */
export function hostToTell(feed: Feed, authorId: number): number | null {
  return feed.type === 'event' && feed.hostId !== undefined && feed.hostId !== authorId ? feed.hostId : null;
}

const payload = (n: PostNotice) => JSON.stringify({ post_id: n.postId, ...noticeData(n.feed, n.text) });

/** 'tag' to the members in `tagged` (ids already checked to exist). */
export async function notifyTagged(tx: Db, n: PostNotice, tagged: readonly number[], now: Date): Promise<void> {
  if (!tagged.length) return;
  await tx.query(
    `${INSERT_NOTIFICATIONS} SELECT u.id, $1, 'tag', 'post', $2, $3::jsonb, $4 FROM users u WHERE u.id = ANY($5::int[]) AND ${eligible('tag', '$1', '$2')}`,
    [n.authorId, String(n.postId), payload(n), now, tagged],
  );
}

/** 'tag' to everyone in the post's context (group members, event attendees, challenge participants). */
export async function notifyEveryone(tx: Db, n: PostNotice, now: Date): Promise<void> {
  const source = everyoneSource(n.feed, '$5');
  if (!source) return;
  await tx.query(
    `${INSERT_NOTIFICATIONS} SELECT u.id, $1, 'tag', 'post', $2, $3::jsonb, $4 FROM (${source}) m JOIN users u ON u.id = m.member_id WHERE ${eligible('tag', '$1', '$2')}`,
    [n.authorId, String(n.postId), payload(n), now, n.feed.id],
  );
}
