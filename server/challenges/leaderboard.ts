/**
 * A challenge's leaderboard (events spec §9: top 25, a member-centred 25 when their rank is above
 * 25) read from `challenge_scores` (scores.ts) along its rank index. The order is the score (highest
 * first; lowest first for 'least-minutes'), then the earlier `reached_at`, then the member id; a
 * member's rank is their position in that order, 1..n: ties are broken, never shared.
 */
import type { Db } from '../db/client';
import { ANONYMOUS } from '../events/queries';

export const LEADERBOARD_PAGE = 25;

export interface LeaderUser {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
}

export interface LeaderEntry {
  rank: number;
  score: number;
  user: LeaderUser;
}

interface EntryRow {
  user_id: number;
  score: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
}

const round = (n: number) => Math.round(Number(n) * 100) / 100;

export function leaderUser(r: Omit<EntryRow, 'score'> & { user_id: number }): LeaderUser {
  return r.anonymous_profile
    ? { id: r.user_id, ...ANONYMOUS, profile_photo_url: null }
    : { id: r.user_id, first_name: r.first_name, last_name: r.last_name, profile_photo_url: r.profile_photo_url };
}

/** `limit` entries from position `offset` (0-based) of challenge `challengeId`. */
async function window(db: Db, challengeId: number, offset: number, limit = LEADERBOARD_PAGE): Promise<LeaderEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT s.user_id, s.score, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile
       FROM (SELECT user_id, score, sort_key, reached_at FROM challenge_scores WHERE challenge_id = $1
              ORDER BY sort_key, reached_at, user_id LIMIT $2 OFFSET $3) s
       JOIN users u ON u.id = s.user_id
      ORDER BY s.sort_key, s.reached_at, s.user_id`,
    [challengeId, limit, offset],
  );
  return rows.map((r, i) => ({ rank: offset + i + 1, score: round(r.score), user: leaderUser(r) }));
}

/** How many participants have a score. */
export async function scoredCount(db: Db, challengeId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM challenge_scores WHERE challenge_id = $1', [challengeId]);
  return rows[0].n;
}

export const topEntries = (db: Db, challengeId: number) => window(db, challengeId, 0);

/** SQL: the rank of the score row `s` (count of rows ahead of it, plus one). */
export const RANK_OF_S = `(SELECT count(*) + 1 FROM challenge_scores o WHERE o.challenge_id = s.challenge_id
    AND (o.sort_key, o.reached_at, o.user_id) < (s.sort_key, s.reached_at, s.user_id))`;

/** The member's rank and score, both null without a score (or without taking part). */
export async function memberRank(db: Db, challengeId: number, userId: number): Promise<{ rank: number | null; score: number | null }> {
  const { rows } = await db.query<{ rank: number; score: number }>(
    `SELECT ${RANK_OF_S} AS rank, s.score FROM challenge_scores s WHERE s.challenge_id = $1 AND s.user_id = $2`,
    [challengeId, userId],
  );
  return rows[0] ? { rank: rows[0].rank, score: round(rows[0].score) } : { rank: null, score: null };
}

/**
 * Up to `$5` rows just ahead of the member's position `($2, $3, $4)` (sort key, reached at, id) and
 * `$5` just behind, with the member's own row, in board order: two short walks of the rank index
 * from that position (backwards and forwards), instead of skipping past every row ahead (OFFSET)
 * and counting the whole board. The position comes as parameters so each walk is an index
 * condition (read from the member's row in the same statement, the planner filters the whole index).
 */
const NEIGHBOURS_SQL = `SELECT x.user_id, x.score, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile
    FROM ((SELECT o.user_id, o.score, o.sort_key, o.reached_at FROM challenge_scores o
            WHERE o.challenge_id = $1 AND (o.sort_key, o.reached_at, o.user_id) < ($2::numeric, $3::timestamptz, $4::int)
            ORDER BY o.sort_key DESC, o.reached_at DESC, o.user_id DESC LIMIT $5)
          UNION ALL
          (SELECT o.user_id, o.score, o.sort_key, o.reached_at FROM challenge_scores o
            WHERE o.challenge_id = $1 AND (o.sort_key, o.reached_at, o.user_id) >= ($2::numeric, $3::timestamptz, $4::int)
            ORDER BY o.sort_key, o.reached_at, o.user_id LIMIT $5 + 1)) x
    JOIN users u ON u.id = x.user_id
   ORDER BY x.sort_key, x.reached_at, x.user_id`;

/**
 * 25 entries with the member in the middle (12 ahead, 12 behind) where the board allows: near the
 * top it starts at rank 1, near the bottom it ends at the last rank. Without a score: the top 25.
 */
export async function centeredEntries(db: Db, challengeId: number, userId: number): Promise<{ data: LeaderEntry[]; rank: number | null }> {
  const { rows: mine } = await db.query<{ rank: number; sort_key: string; reached_at: string }>(
    `SELECT ${RANK_OF_S} AS rank, s.sort_key::text AS sort_key, s.reached_at::text AS reached_at FROM challenge_scores s WHERE s.challenge_id = $1 AND s.user_id = $2`,
    [challengeId, userId],
  );
  if (!mine[0]) return { data: await window(db, challengeId, 0), rank: null };
  const rank = Number(mine[0].rank);
  const { rows } = await db.query<EntryRow>(NEIGHBOURS_SQL, [challengeId, mine[0].sort_key, mine[0].reached_at, userId, LEADERBOARD_PAGE - 1]);
  const at = rows.findIndex((r) => r.user_id === userId);
  const half = Math.floor(LEADERBOARD_PAGE / 2);
  const behind = rows.length - at - 1;
  // 12 each side; fewer on one side (the top or the bottom of the board) leaves room for the other.
  const takeBehind = Math.min(behind, Math.max(half, LEADERBOARD_PAGE - 1 - at));
  const takeAhead = Math.min(at, LEADERBOARD_PAGE - 1 - takeBehind);
  const data = rows.slice(at - takeAhead, at + takeBehind + 1).map((r, i) => ({ rank: rank - takeAhead + i, score: round(r.score), user: leaderUser(r) }));
  return { data, rank };
}
