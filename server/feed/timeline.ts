/**
 * Feed pages (events spec §4 'Feed paging', §7 'Feeds and posts', §9): 10 posts a page, newest
 * first, paged by the last id seen (`offset` = that id; the page holds ids below it). Every page
 * leaves out deleted posts, posts the viewer blocked, and posts by members blocked either way (or
 * deleted). Pages return ids; `loadPosts` (serialize.ts) turns them into Posts in one query.
 *
 * The aggregated timeline is a UNION of one index scan per source (own posts; followed members'
 * feeds; joined groups', joined challenges' and attended events' feeds), each source cut to one page
 * before the merge, so its cost follows the viewer's follows and memberships, not the posts table.
 */
import type { Db } from '../db/client';

export const PAGE_SIZE = 10;
const NO_OFFSET = 2_147_483_647;

export type TimelineScope = 'national' | 'my_groups';

/**
 * SQL: post `p` may be shown to the viewer `viewer` (an SQL expression): not deleted, not blocked
 * by the viewer, its author neither blocking nor blocked by the viewer, nor deleted. The viewer's
 * blocked posts and blocked members are read once per query (uncorrelated subqueries: init plans)
 * and each candidate row is compared with those small arrays; the author's row is one primary-key
 * probe through a boolean scalar subquery (never a hash of the whole users table, and estimated at
 * one half, so a page stays an ordered index scan with a LIMIT).
 */
export function visibleTo(p: string, viewer: string): string {
  return `${p}.deleted_at IS NULL
    AND ${p}.id <> ALL ((SELECT coalesce(array_agg(pb.post_id), '{}') FROM post_blocks pb WHERE pb.user_id = ${viewer})::int[])
    AND ${p}.author_id <> ALL ((SELECT coalesce(array_agg(b.other), '{}') FROM (
          SELECT b1.blocked_id AS other FROM blocks b1 WHERE b1.blocker_id = ${viewer}
          UNION ALL SELECT b2.blocker_id FROM blocks b2 WHERE b2.blocked_id = ${viewer}) b)::int[])
    AND (SELECT du.deleted_at IS NULL FROM users du WHERE du.id = ${p}.author_id)`;
}

const before = (offset: number | undefined) => offset ?? NO_OFFSET;

// $1 viewer, $2 the id to page below (the page size is a literal: the planner costs the LIMIT exactly).
const page = (where: string) =>
  `SELECT p.id FROM posts p WHERE ${where} AND p.id < $2 AND ${visibleTo('p', '$1')} ORDER BY p.id DESC LIMIT ${PAGE_SIZE}`;

/** One feed (a group's, a challenge's, an event's or a member's own feed). */
export async function feedPage(db: Db, viewer: number, feedType: string, feedId: number, offset?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(page('p.feed_type = $3 AND p.feed_id = $4'), [viewer, before(offset), feedType, feedId]);
  return rows.map((r) => r.id);
}

/** Everything one member wrote, in any feed (their profile's feed). */
export async function authorPage(db: Db, viewer: number, authorId: number, offset?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(page('p.author_id = $3'), [viewer, before(offset), authorId]);
  return rows.map((r) => r.id);
}

/** One source of the timeline: the newest page of the feeds of `type` whose ids `owners` selects (as `fid`). */
function source(type: string, owners: string): string {
  return `(SELECT x.id FROM (${owners}) o
      CROSS JOIN LATERAL (SELECT p.id FROM posts p
                           WHERE p.feed_type = '${type}' AND p.feed_id = o.fid AND p.id < $2 AND ${visibleTo('p', '$1')}
                           ORDER BY p.id DESC LIMIT ${PAGE_SIZE}) x
      ORDER BY x.id DESC LIMIT ${PAGE_SIZE})`;
}

const GROUPS = source('group', 'SELECT m.group_id AS fid FROM group_memberships m WHERE m.user_id = $1');
const OWN = `(SELECT p.id FROM posts p WHERE p.author_id = $1 AND p.id < $2 AND p.deleted_at IS NULL ORDER BY p.id DESC LIMIT ${PAGE_SIZE})`;
const FOLLOWED = source('user', 'SELECT f.followed_id AS fid FROM follows f WHERE f.follower_id = $1');
const CHALLENGES = source('challenge', 'SELECT cp.challenge_id AS fid FROM challenge_participants cp WHERE cp.user_id = $1');
const EVENTS = source(
  'event',
  `SELECT a.event_id AS fid FROM event_attendees a JOIN events ev ON ev.id = a.event_id AND NOT ev.is_removed
    WHERE a.user_id = $1 AND a.status IN ('going', 'interested', 'checked_in')`,
);

/** The timeline's SQL per scope ($1 viewer, $2 the id to page below); exported for EXPLAIN checks. */
export const TIMELINE_SQL: Record<TimelineScope, string> = {
  national: `SELECT id FROM (${[OWN, FOLLOWED, GROUPS, CHALLENGES, EVENTS].join('\n  UNION\n  ')}) t ORDER BY id DESC LIMIT ${PAGE_SIZE}`,
  my_groups: `SELECT id FROM ${GROUPS} t ORDER BY id DESC LIMIT ${PAGE_SIZE}`,
};

/**
 * The member's aggregated timeline. `national`: their own posts (any feed), their followed members'
 * feeds, their groups', challenges' and events' (going, interested, checked in) feeds. `my_groups`:
 * their groups' feeds only.
 */
export async function timelinePage(db: Db, viewer: number, scope: TimelineScope, offset?: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(TIMELINE_SQL[scope], [viewer, before(offset)]);
  return rows.map((r) => r.id);
}

/** The pinned post of a feed ('group' / 'challenge' by id, 'national' with id 0) if the viewer may see it. */
export async function pinnedPostId(db: Db, viewer: number, feedType: 'group' | 'challenge' | 'national', feedId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM pinned_posts pp JOIN posts p ON p.id = pp.post_id WHERE pp.feed_type = $2 AND pp.feed_id = $3 AND ${visibleTo('p', '$1')}`,
    [viewer, feedType, feedId],
  );
  return rows[0]?.id ?? null;
}
