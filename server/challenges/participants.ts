/**
 * Taking part in a challenge (events spec §4 'Challenge membership'): the participants page, joining,
 * leaving, the has-joined check and the followed members who joined a list of challenges. Joining
 * or leaving recomputes the member's score row (scores.ts): only participants are ranked.
 */
import type { Db } from '../db/client';
import { ANONYMOUS } from '../events/queries';
import { HttpError, notFound } from '../http/errors';
import { CHALLENGE_TEXTS, PREVIEW_SIZE, findChallenge, todayOf } from './load';
import { leaderUser, type LeaderUser } from './leaderboard';
import { refreshScores } from './scores';

/** Member lists (spec §9: 25 per page). */
export const PARTICIPANT_PAGE = 25;

interface ParticipantRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  is_followed: boolean;
  total: number;
}

/** Page `page` (0-based): members the caller follows first, then by the name shown, then id. */
export async function listParticipants(db: Db, challengeId: number, viewer: number, page: number) {
  await findChallenge(db, challengeId);
  const { rows } = await db.query<ParticipantRow>(
    `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader,
            (f.follower_id IS NOT NULL) AS is_followed, count(*) OVER () AS total
       FROM challenge_participants p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL
       LEFT JOIN follows f ON f.follower_id = $2 AND f.followed_id = u.id
      WHERE p.challenge_id = $1
      ORDER BY (f.follower_id IS NOT NULL) DESC,
               lower(CASE WHEN u.anonymous_profile THEN 'Anonymous Member' ELSE u.first_name || ' ' || u.last_name END), u.id
      LIMIT $3 OFFSET $4`,
    [challengeId, viewer, PARTICIPANT_PAGE, page * PARTICIPANT_PAGE],
  );
  let count = rows[0]?.total;
  if (count === undefined) {
    const c = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM challenge_participants p JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL WHERE p.challenge_id = $1',
      [challengeId],
    );
    count = c.rows[0].n;
  }
  return {
    participants: rows.map((r) =>
      r.anonymous_profile
        ? { id: r.id, ...ANONYMOUS, profile_photo_url: null, public_profile: false, eagle_leader: false, is_followed: r.is_followed }
        : { id: r.id, first_name: r.first_name, last_name: r.last_name, profile_photo_url: r.profile_photo_url, public_profile: true, eagle_leader: r.eagle_leader, is_followed: r.is_followed },
    ),
    count,
  };
}

/** Joins; 409 `challenge_ended` once the end date has passed. Returns false when already joined. */
export async function joinChallenge(db: Db, challengeId: number, userId: number, now: Date): Promise<boolean> {
  const c = await findChallenge(db, challengeId);
  const { rows: already } = await db.query('SELECT 1 FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [challengeId, userId]);
  if (already.length) return false;
  if (c.end_date < todayOf(now)) throw new HttpError(409, 'challenge_ended', CHALLENGE_TEXTS.ended);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO challenge_participants (challenge_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [challengeId, userId, now]);
    await refreshScores(tx, challengeId, userId, now);
  });
  return true;
}

/** Leaves; 404 `not_joined` when not a participant. */
export async function leaveChallenge(db: Db, challengeId: number, userId: number, now: Date): Promise<void> {
  await findChallenge(db, challengeId);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('DELETE FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2 RETURNING user_id', [challengeId, userId]);
    if (!rows.length) throw notFound(CHALLENGE_TEXTS.notJoined, 'not_joined');
    await refreshScores(tx, challengeId, userId, now);
  });
}

/** `{joined: true, joined_at}`; 404 `not_joined` when not a participant. */
export async function joinedAt(db: Db, challengeId: number, userId: number): Promise<{ joined: true; joined_at: string }> {
  await findChallenge(db, challengeId);
  const { rows } = await db.query<{ joined_at: Date }>('SELECT joined_at FROM challenge_participants WHERE challenge_id = $1 AND user_id = $2', [challengeId, userId]);
  if (!rows[0]) throw notFound(CHALLENGE_TEXTS.notJoined, 'not_joined');
  return { joined: true, joined_at: rows[0].joined_at.toISOString() };
}

/** For each challenge id (in the order asked): the members `viewer` follows who joined it, up to 9, anonymous profiles left out. */
export async function followedParticipants(db: Db, viewer: number, challengeIds: number[]): Promise<Array<{ challenge_id: number; participants: LeaderUser[] }>> {
  const { rows } = await db.query<{ challenge_id: number; user_id: number; first_name: string; last_name: string; profile_photo_url: string | null; anonymous_profile: boolean }>(
    `SELECT t.challenge_id, v.user_id, v.first_name, v.last_name, v.profile_photo_url, false AS anonymous_profile
       FROM unnest($2::int[]) AS t(challenge_id)
       CROSS JOIN LATERAL (
         SELECT u.id AS user_id, u.first_name, u.last_name, u.profile_photo_url
           FROM challenge_participants p JOIN follows f ON f.follower_id = $1 AND f.followed_id = p.user_id
           JOIN users u ON u.id = p.user_id AND u.deleted_at IS NULL AND NOT u.anonymous_profile
          WHERE p.challenge_id = t.challenge_id
          ORDER BY p.joined_at, u.id LIMIT ${PREVIEW_SIZE}) v`,
    [viewer, challengeIds],
  );
  return challengeIds.map((challenge_id) => ({ challenge_id, participants: rows.filter((r) => r.challenge_id === challenge_id).map(leaderUser) }));
}
