/**
 * Follow lists (accounts spec §3 'Follow entry'): a member's followers or followings, 10 per page,
 * newest follow first, without members blocked by or blocking the viewer; anonymous members show
 * as 'Anonymous Member' without a photo.
 */
import type { Db } from '../db/client';

export const FOLLOW_PAGE = 10;
export type Relation = 'followers' | 'following';

export interface FollowEntry {
  user: {
    id: number;
    first_name: string;
    last_name: string;
    profile_photo_url: string | null;
    eagle_leader: boolean;
    preferred_chapter: { id: number; name: string } | null;
    military_status: string | null;
    military_branch: string | null;
    public_profile: boolean;
    following: boolean;
  };
}

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  eagle_leader: boolean;
  anonymous_profile: boolean;
  pc_id: number | null;
  pc_name: string | null;
  military_status: string | null;
  military_branch: string | null;
  following: boolean;
  total: number;
}

export async function followPage(db: Db, userId: number, viewer: number, relation: Relation, offset: number) {
  // followers: the other side is follower_id; following: the other side is followed_id.
  const [mine, other] = relation === 'followers' ? ['followed_id', 'follower_id'] : ['follower_id', 'followed_id'];
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, u.eagle_leader, u.anonymous_profile,
            pc.id AS pc_id, pc.name AS pc_name, u.military_status, u.military_branch,
            EXISTS (SELECT 1 FROM follows v WHERE v.follower_id = $2 AND v.followed_id = u.id) AS following,
            count(*) OVER ()::int AS total
       FROM follows f
       JOIN users u ON u.id = f.${other}
       LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id
      WHERE f.${mine} = $1 AND u.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2))
      ORDER BY f.created_at DESC, u.id DESC
      LIMIT ${FOLLOW_PAGE} OFFSET $3`,
    [userId, viewer, offset],
  );
  let count = rows[0]?.total;
  if (count === undefined) {
    const c = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM follows f JOIN users u ON u.id = f.${other}
        WHERE f.${mine} = $1 AND u.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2))`,
      [userId, viewer],
    );
    count = c.rows[0].n;
  }
  const data: FollowEntry[] = rows.map((r) => ({
    user: {
      id: r.id,
      first_name: r.anonymous_profile ? 'Anonymous' : r.first_name,
      last_name: r.anonymous_profile ? 'Member' : r.last_name,
      profile_photo_url: r.anonymous_profile ? null : r.profile_photo_url,
      eagle_leader: r.anonymous_profile ? false : r.eagle_leader,
      preferred_chapter: r.anonymous_profile || r.pc_id === null ? null : { id: r.pc_id, name: r.pc_name! },
      military_status: r.anonymous_profile ? null : r.military_status,
      military_branch: r.anonymous_profile ? null : r.military_branch,
      public_profile: !r.anonymous_profile,
      following: r.following,
    },
  }));
  const next = offset + rows.length < count ? offset + rows.length : null;
  return { data, count, next };
}

export async function followSummary(db: Db, userId: number) {
  const { rows } = await db.query<{ followers: number; following: number }>(
    `SELECT (SELECT count(*)::int FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.followed_id = $1 AND u.deleted_at IS NULL) AS followers,
            (SELECT count(*)::int FROM follows f JOIN users u ON u.id = f.followed_id WHERE f.follower_id = $1 AND u.deleted_at IS NULL) AS following`,
    [userId],
  );
  return rows[0];
}
