/**
 * Who may do what in a feed (events spec §6 'Roles and permissions'): post in each context (a
 * member's own feed, a group, a challenge, an event), tag everyone, pin and unpin, remove posts and
 * members as a group admin. Each check throws the HTTP error the routes answer with.
 */
import type { Db } from '../db/client';
import { loadEvent } from '../events/load';
import { canManageEvent, groupRole } from '../events/permissions';
import { forbidden, notFound } from '../http/errors';

export type FeedType = 'user' | 'group' | 'challenge' | 'event';
export type PinFeedType = 'group' | 'challenge';

/** A feed and what its rules need: the event's host and chapter, the challenge's group. */
export interface Feed {
  type: FeedType;
  id: number;
  hostId?: number;
  chapterId?: number | null;
  groupId?: number | null;
  createdBy?: number | null;
  groupActive?: boolean;
}

export const FEED_TEXTS = {
  anonymous: 'Anonymous users cannot post in feeds.',
  group: 'Unable to post to group.',
  challenge: 'Unable to post to challenge.',
  tagEveryone: 'Only group admins or moderators, or the event host, can tag everyone.',
  postMissing: 'Post not found.',
  groupMissing: 'This group does not exist.',
  challengeMissing: 'This challenge does not exist.',
  memberMissing: 'This member does not exist.',
  notAuthor: 'You can only change your own posts.',
  eventStatusPost: 'Event status posts cannot be changed.',
  workoutOnlyChallenge: 'A workout can only be shared in a challenge feed.',
  eventPostDelete: 'Only the author, the event host or an admin or moderator of its chapter can delete this post.',
  pinGroup: 'Only group admins and moderators can pin posts.',
  pinChallenge: 'Only challenge admins can pin posts.',
  notInFeed: 'This post is not in this feed.',
  groupAdminOnly: 'Only group admins can do that.',
  alreadyRemoved: 'This user has already been removed.',
  removeSelf: 'You cannot remove yourself from the group.',
  removeAdmin: 'You cannot remove another group admin.',
  blockOwn: 'You cannot block your own post.',
} as const;

/** The group feed (404 when the group does not exist). */
export async function groupFeed(db: Db, id: number): Promise<Feed> {
  const { rows } = await db.query<{ active: boolean }>('SELECT active FROM groups WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(FEED_TEXTS.groupMissing);
  return { type: 'group', id, groupActive: rows[0].active };
}

/** The challenge feed (404 when the challenge does not exist). */
export async function challengeFeed(db: Db, id: number): Promise<Feed> {
  const { rows } = await db.query<{ group_id: number | null; created_by: number | null }>('SELECT group_id, created_by FROM challenges WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(FEED_TEXTS.challengeMissing);
  return { type: 'challenge', id, groupId: rows[0].group_id, createdBy: rows[0].created_by };
}

/** The event feed: 404 for an unknown event, 410 once removed (unless `allowRemoved`). */
export async function eventFeed(db: Db, id: number, allowRemoved = false): Promise<Feed> {
  const e = await loadEvent(db, id, { removed: allowRemoved ? 'allow' : 'gone' });
  return { type: 'event', id, hostId: e.host_id, chapterId: e.chapter_id };
}

/** The feed a post was written to, for the rules of an edit. */
export async function feedOf(db: Db, type: FeedType, id: number): Promise<Feed> {
  if (type === 'group') return groupFeed(db, id);
  if (type === 'challenge') return challengeFeed(db, id);
  if (type === 'event') return eventFeed(db, id, true);
  return { type, id };
}

/** 403 `anonymous_profile` for a member with an anonymous profile (§6: they cannot post anywhere). */
export async function assertNotAnonymous(db: Db, userId: number): Promise<void> {
  const { rows } = await db.query<{ anonymous_profile: boolean }>('SELECT anonymous_profile FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  if (!rows[0]) throw notFound(FEED_TEXTS.memberMissing);
  if (rows[0].anonymous_profile) throw forbidden(FEED_TEXTS.anonymous, 'anonymous_profile');
}

/** Why a member may not post in a feed (postRefusalSql), and the answer for each. */
const REFUSALS = {
  member_missing: () => notFound(FEED_TEXTS.memberMissing),
  anonymous_profile: () => forbidden(FEED_TEXTS.anonymous, 'anonymous_profile'),
  not_group_member: () => forbidden(FEED_TEXTS.group, 'not_group_member'),
  not_participant: () => forbidden(FEED_TEXTS.challenge, 'not_participant'),
} as const;
export type PostRefusal = keyof typeof REFUSALS;

export const refusalError = (refusal: PostRefusal) => REFUSALS[refusal]();

/** Does postRefusalSql read the feed's id (a group's or a challenge's)? */
const refusalNeedsFeed = (type: FeedType) => type === 'group' || type === 'challenge';

/**
 * SQL (one scalar subquery): why the member `user` may not write to a feed of `type` whose id is
 * `feedId` (SQL expressions; `feedId` only read when refusalNeedsFeed), or NULL when they may, in
 * the order the answers take: a missing or deleted member (404), an anonymous profile (403; §6: they
 * cannot post anywhere), a group they have not joined or that is inactive, a challenge they do not
 * take part in. An event (it exists and is not removed) takes any member; a member's own feed only
 * its owner (the route checks the owner).
 */
export function postRefusalSql(type: FeedType, user: string, feedId: string): string {
  const feedRule =
    type === 'group'
      ? `WHEN NOT EXISTS (SELECT 1 FROM group_memberships gm JOIN groups g ON g.id = gm.group_id AND g.active
                           WHERE gm.group_id = ${feedId} AND gm.user_id = ${user}) THEN 'not_group_member'`
      : type === 'challenge'
        ? `WHEN NOT EXISTS (SELECT 1 FROM challenge_participants cp WHERE cp.challenge_id = ${feedId} AND cp.user_id = ${user}) THEN 'not_participant'`
        : '';
  return `(SELECT CASE WHEN u.id IS NULL THEN 'member_missing' WHEN u.anonymous_profile THEN 'anonymous_profile' ${feedRule} END
     FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = ${user} AND u.deleted_at IS NULL)`;
}

/** May `userId` write to `feed`? One statement (postRefusalSql); throws the refusal's answer. */
export async function assertCanPost(db: Db, userId: number, feed: Feed): Promise<void> {
  const needsFeed = refusalNeedsFeed(feed.type);
  const { rows } = await db.query<{ refusal: PostRefusal | null }>(
    `SELECT ${postRefusalSql(feed.type, '$1', '$2')} AS refusal`,
    needsFeed ? [userId, feed.id] : [userId],
  );
  if (rows[0].refusal) throw refusalError(rows[0].refusal);
}

/** '@everyone' (§5): a group's admins or moderators, an event's host; nobody elsewhere. */
export async function assertCanTagEveryone(db: Db, userId: number, feed: Feed): Promise<void> {
  let allowed = false;
  if (feed.type === 'group') allowed = ((await groupRole(db, feed.id, userId)) ?? -1) >= 1;
  else if (feed.type === 'event') allowed = feed.hostId === userId;
  if (!allowed) throw forbidden(FEED_TEXTS.tagEveryone, 'tag_everyone');
}

/**
 * Pins in a group: its admins and moderators (role 1 or 2). In a challenge ("challenge admin"):
 * an admin or moderator of the challenge's group, or the member who created the challenge.
 */
export async function assertCanPin(db: Db, userId: number, feed: Feed): Promise<void> {
  if (feed.type === 'group') {
    if (((await groupRole(db, feed.id, userId)) ?? -1) < 1) throw forbidden(FEED_TEXTS.pinGroup, 'not_group_admin');
    return;
  }
  if (feed.createdBy === userId) return;
  if (((await groupRole(db, feed.groupId ?? null, userId)) ?? -1) < 1) throw forbidden(FEED_TEXTS.pinChallenge, 'not_challenge_admin');
}

/** Group moderation (remove a post, ban a member): the group's admins (role 2) only. */
export async function assertGroupAdmin(db: Db, userId: number, groupId: number): Promise<void> {
  if ((await groupRole(db, groupId, userId)) !== 2) throw forbidden(FEED_TEXTS.groupAdminOnly, 'not_group_admin');
}

/** A post in an event feed may be deleted by its author, the event's host, or an admin/moderator of its chapter. */
export async function assertCanDeleteEventPost(db: Db, userId: number, feed: Feed, authorId: number): Promise<void> {
  if (authorId === userId) return;
  if (await canManageEvent(db, { host_id: feed.hostId!, chapter_id: feed.chapterId ?? null }, userId)) return;
  throw forbidden(FEED_TEXTS.eventPostDelete);
}
