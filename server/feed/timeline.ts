/**
 * Feed pages (events spec §4 'Feed paging', §7 'Feeds and posts', §9): 10 posts a page, newest
 * first, paged by the last id seen (`offset` = that id; the page holds ids below it). Every page
 * leaves out deleted posts (a deleted member's among them: migration 013), posts the viewer blocked,
 * and posts by members blocked either way. A page is one statement: the query that picks its ids
 * feeds `postsSql` (serialize.ts).
 *
 * The aggregated timeline is the UNION of the viewer's own posts (one index scan) and one index scan
 * per followed member's, joined group's, joined challenge's and attended event's feed, each feed cut
 * to one page before the merge (and the quiet feeds bounded by a first page: NATIONAL), so its cost
 * follows the viewer's follows and memberships, not the posts table.
 */
import type { Db } from '../db/client';
import { postsSql, queryPage, type PostPage } from './serialize';

export const PAGE_SIZE = 10;
const NO_OFFSET = 2_147_483_647;

export type TimelineScope = 'national' | 'my_groups';

/** SQL: the posts `viewer` blocked, as an int[] (an SQL expression; ARRAY() sublinks: no aggregate to set up). */
const blockedPosts = (viewer: string) => `ARRAY(SELECT pb.post_id FROM post_blocks pb WHERE pb.user_id = ${viewer})`;
/** SQL: the members `viewer` blocked or is blocked by, as an int[]. */
const blockedMembers = (viewer: string) => `ARRAY(SELECT b1.blocked_id FROM blocks b1 WHERE b1.blocker_id = ${viewer}
          UNION ALL SELECT b2.blocker_id FROM blocks b2 WHERE b2.blocked_id = ${viewer})`;

/**
 * SQL: post `p` may be shown to the viewer `viewer` (an SQL expression): not deleted (a deleted
 * member's posts are deleted with the account: migration 013), not blocked by the viewer, its author
 * neither blocking nor blocked by the viewer. The viewer's blocked posts and blocked members are read
 * once per query (uncorrelated subqueries: init plans) and each candidate row is compared with those
 * small arrays: the posts row alone decides, so a page stays an ordered index scan with a LIMIT.
 */
export function visibleTo(p: string, viewer: string): string {
  return `${p}.deleted_at IS NULL
    AND ${p}.id <> ALL (${blockedPosts(viewer)})
    AND ${p}.author_id <> ALL (${blockedMembers(viewer)})`;
}

const before = (offset: number | undefined) => offset ?? NO_OFFSET;

/** One statement for a page: the posts (postsSql, viewer $1, JSON as text) whose ids `ids` (an SQL query) selects. */
const postsOf = (ids: string) => postsSql(`p.id = ANY (ARRAY(${ids}))`, { viewer: '$1', text: true });

// $1 viewer, $2 the id to page below (the page size is a literal: the planner costs the LIMIT exactly).
const page = (where: string) =>
  postsOf(`SELECT p.id FROM posts p WHERE ${where} AND p.id < $2 AND ${visibleTo('p', '$1')} ORDER BY p.id DESC LIMIT ${PAGE_SIZE}`);
const FEED_PAGE = page('p.feed_type = $3 AND p.feed_id = $4');
const AUTHOR_PAGE = page('p.author_id = $3');

/** One feed (a group's, a challenge's, an event's or a member's own feed). */
export function feedPage(db: Db, viewer: number, feedType: string, feedId: number, offset?: number): Promise<PostPage> {
  return queryPage(db, FEED_PAGE, [viewer, before(offset), feedType, feedId], PAGE_SIZE);
}

/** Everything one member wrote, in any feed (their profile's feed). */
export function authorPage(db: Db, viewer: number, authorId: number, offset?: number): Promise<PostPage> {
  return queryPage(db, AUTHOR_PAGE, [viewer, before(offset), authorId], PAGE_SIZE);
}

/**
 * The timeline's feeds other than the viewer's own posts, as (t, fid): followed members' feeds,
 * joined groups' and challenges', and attended events' (going, interested, checked in; not removed).
 */
const FOLLOWED = `SELECT 'user' AS t, f.followed_id AS fid FROM follows f WHERE f.follower_id = $1`;
const GROUPS = `SELECT 'group' AS t, m.group_id AS fid FROM group_memberships m WHERE m.user_id = $1`;
const CHALLENGES = `SELECT 'challenge' AS t, cp.challenge_id AS fid FROM challenge_participants cp WHERE cp.user_id = $1`;
const EVENTS = `SELECT 'event' AS t, a.event_id AS fid FROM event_attendees a JOIN events ev ON ev.id = a.event_id AND NOT ev.is_removed
    WHERE a.user_id = $1 AND a.status IN ('going', 'interested', 'checked_in')`;

/**
 * The newest page of the feeds `feeds` lists: one LATERAL index scan per feed, each cut to a page,
 * then merged to one page. The viewer's blocked posts and members are read once for all feeds (init
 * plans of the lateral subquery: they depend on the viewer alone). `above`: only posts with a higher
 * id (an SQL expression).
 */
function fromFeeds(feeds: string[], above?: string): string {
  return `(SELECT x.id FROM (${feeds.join('\n      UNION ALL ')}) o
      CROSS JOIN LATERAL (SELECT p.id FROM posts p
                           WHERE p.feed_type = o.t AND p.feed_id = o.fid AND p.id < $2${above ? ` AND p.id > ${above}` : ''} AND ${visibleTo('p', '$1')}
                           ORDER BY p.id DESC LIMIT ${PAGE_SIZE}) x
     ORDER BY x.id DESC LIMIT ${PAGE_SIZE})`;
}

const OWN = `(SELECT p.id FROM posts p WHERE p.author_id = $1 AND p.id < $2 AND p.deleted_at IS NULL ORDER BY p.id DESC LIMIT ${PAGE_SIZE})`;

/**
 * The national timeline in two steps, exactly the newest page of all its sources: first the
 * viewer's own posts and their groups' feeds (a chapter's feed is the busiest), cut to a page. When
 * that page is full, no post older than its last one can make the page, so the other feeds
 * (followed members', challenges', events': mostly quiet) are read above it only, most of them in one
 * index probe that finds nothing newer.
 */
const NATIONAL = `WITH first AS MATERIALIZED (SELECT id FROM (${OWN} UNION ${fromFeeds([GROUPS])}) f ORDER BY id DESC LIMIT ${PAGE_SIZE}),
  bound AS (SELECT CASE WHEN count(*) = ${PAGE_SIZE} THEN min(id) ELSE 0 END AS above FROM first)
SELECT id FROM (SELECT id FROM first
  UNION ${fromFeeds([FOLLOWED, CHALLENGES, EVENTS], '(SELECT bound.above FROM bound)')}) t ORDER BY id DESC LIMIT ${PAGE_SIZE}`;

/** The timeline's ids per scope ($1 viewer, $2 the id to page below); exported for EXPLAIN checks. */
export const TIMELINE_SQL: Record<TimelineScope, string> = {
  national: NATIONAL,
  my_groups: `SELECT id FROM ${fromFeeds([GROUPS])} t ORDER BY id DESC LIMIT ${PAGE_SIZE}`,
};
const TIMELINE_PAGE: Record<TimelineScope, string> = { national: postsOf(TIMELINE_SQL.national), my_groups: postsOf(TIMELINE_SQL.my_groups) };

/**
 * The member's aggregated timeline, one statement a page. `national`: their own posts (any feed),
 * their followed members' feeds, their groups', challenges' and events' (going, interested, checked
 * in) feeds. `my_groups`: their groups' feeds only.
 */
export function timelinePage(db: Db, viewer: number, scope: TimelineScope, offset?: number): Promise<PostPage> {
  return queryPage(db, TIMELINE_PAGE[scope], [viewer, before(offset)], PAGE_SIZE);
}

/** The pinned post of a feed ('group' / 'challenge' by id, 'national' with id 0) if the viewer may see it. */
export async function pinnedPostId(db: Db, viewer: number, feedType: 'group' | 'challenge' | 'national', feedId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM pinned_posts pp JOIN posts p ON p.id = pp.post_id WHERE pp.feed_type = $2 AND pp.feed_id = $3 AND ${visibleTo('p', '$1')}`,
    [viewer, feedType, feedId],
  );
  return rows[0]?.id ?? null;
}
