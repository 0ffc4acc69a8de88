/**
 * Notifications for posts (accounts spec §7 Notifications, verbs 'tag' and 'post'): 'tag' to each
 * member tagged in a post, 'tag' to the whole context on '@everyone' (a group's members, an event's
 * going / interested / checked-in attendees, a challenge's participants), and 'post' to an event's
 * host when someone else posts on it. One `notifications` row per recipient: object_type 'post',
 * object_id the post id, data {post_id, feed_type, feed_id, excerpt}. Never the author, nobody
 * across a block (either way), nobody anonymous or deleted, nobody twice for one post and verb.
 * Written in the post's transaction with INSERT … SELECT.
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

/** Conditions on the recipient `u` ($1 author, $2 post id as text): eligible and not yet told of this post with 'tag'. */
function eligible(verb: string): string {
  return `u.deleted_at IS NULL AND NOT u.anonymous_profile AND u.id <> $1
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
    AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.object_type = 'post' AND n.object_id = $2 AND n.verb = '${verb}')`;
}

const INSERT = `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, data, created_at)`;

/** SQL selecting the context's members (as `member_id`) for '@everyone' ($5 the feed id). */
function everyoneSource(feed: Feed): string | null {
  if (feed.type === 'group') return 'SELECT user_id AS member_id FROM group_memberships WHERE group_id = $5';
  if (feed.type === 'challenge') return 'SELECT user_id AS member_id FROM challenge_participants WHERE challenge_id = $5';
  if (feed.type === 'event') return `SELECT user_id AS member_id FROM event_attendees WHERE event_id = $5 AND status IN ('going', 'interested', 'checked_in')`;
  return null;
}

function payload(n: PostNotice): string {
  return JSON.stringify({ post_id: n.postId, feed_type: n.feed.type, feed_id: n.feed.id, excerpt: n.text.slice(0, EXCERPT) });
}

/** 'tag' to the members in `tagged` (ids already checked to exist). */
export async function notifyTagged(tx: Db, n: PostNotice, tagged: readonly number[], now: Date): Promise<void> {
  if (!tagged.length) return;
  await tx.query(
    `${INSERT} SELECT u.id, $1, 'tag', 'post', $2, $3::jsonb, $4 FROM users u WHERE u.id = ANY($5::int[]) AND ${eligible('tag')}`,
    [n.authorId, String(n.postId), payload(n), now, tagged],
  );
}

/** 'tag' to everyone in the post's context (group members, event attendees, challenge participants). */
export async function notifyEveryone(tx: Db, n: PostNotice, now: Date): Promise<void> {
  const source = everyoneSource(n.feed);
  if (!source) return;
  await tx.query(
    `${INSERT} SELECT u.id, $1, 'tag', 'post', $2, $3::jsonb, $4 FROM (${source}) m JOIN users u ON u.id = m.member_id WHERE ${eligible('tag')}`,
    [n.authorId, String(n.postId), payload(n), now, n.feed.id],
  );
}

/** 'post' to the host of the event whose feed this is, when the author is someone else. */
export async function notifyEventHost(tx: Db, n: PostNotice, now: Date): Promise<void> {
  if (n.feed.type !== 'event' || n.feed.hostId === undefined || n.feed.hostId === n.authorId) return;
  await tx.query(
    `${INSERT} SELECT u.id, $1, 'post', 'post', $2, $3::jsonb, $4 FROM users u WHERE u.id = $5 AND ${eligible('post')}`,
    [n.authorId, String(n.postId), payload(n), now, n.feed.hostId],
  );
}
