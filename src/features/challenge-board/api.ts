import { api, isApiError, schemaIn } from '@/lib/http';
import { prefetch, requestKey, takePrefetched, takeSettled } from '@/lib/prefetch';
import { $session } from '@/store/session';
import type { BadgeStatus, Centered, Challenge, ChallengeList, Leaderboard, Participants, Rank } from './schemas';

// The schemas load with the first request.
const schemas = () => import('./schemas');
const ChallengeSchema = schemaIn(schemas, 'ChallengeSchema');
const ChallengeListSchema = schemaIn(schemas, 'ChallengeListSchema');
const ParticipantsSchema = schemaIn(schemas, 'ParticipantsSchema');
const JoinedSchema = schemaIn(schemas, 'JoinedSchema');
const LeaderboardSchema = schemaIn(schemas, 'LeaderboardSchema');
const RankSchema = schemaIn(schemas, 'RankSchema');
const CenteredSchema = schemaIn(schemas, 'CenteredSchema');
const BadgeStatusSchema = schemaIn(schemas, 'BadgeStatusSchema');

const challengePath = (id: number) => `api/v1/challenge/${id}`;
const challengeKey = (id: number) => requestKey(challengePath(id), {}, $session.get()?.userId ?? null);
const board = (id: number) => `api/v1/leaderboard/challenge/${id}`;
const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/** GET api/v1/challenge/{id} — public; a member's token adds joined, progress and is_admin. The element's prefetch is taken first. */
export function getChallenge(id: number, signal?: AbortSignal): Promise<Challenge> {
  return takePrefetched<Challenge>(challengeKey(id), signal) ?? api(challengePath(id), { auth: 'optional', signal, schema: ChallengeSchema });
}

/** Starts the challenge's request before the view mounts (src/elements/challenge-board.ts). */
export function prefetchChallenge(id: number): Promise<Challenge> {
  return prefetch(challengeKey(id), () => api(challengePath(id), { auth: 'optional', schema: ChallengeSchema }));
}

/** The challenge when the prefetch already arrived: the first render shows it. */
export function takeSettledChallenge(id: number): Challenge | undefined {
  return takeSettled<Challenge>(challengeKey(id));
}

/** GET api/v1/user/{id}/challenge?status=active|past — the member's joined and the other challenges. */
export function listChallenges(userId: number, status: 'active' | 'past', signal?: AbortSignal): Promise<ChallengeList> {
  return api(`api/v1/user/${userId}/challenge`, { query: { status }, signal, schema: ChallengeListSchema });
}

/** POST api/v1/challenge/{id}/participants/{userId}: the member joins (409 once it has ended). */
export function joinChallenge(id: number, userId: number): Promise<Challenge> {
  return api(`${challengePath(id)}/participants/${userId}`, { method: 'POST', schema: ChallengeSchema });
}

/** DELETE api/v1/challenge/{id}/participants/{userId}: the member leaves. */
export function leaveChallenge(id: number, userId: number): Promise<Challenge> {
  return api(`${challengePath(id)}/participants/${userId}`, { method: 'DELETE', schema: ChallengeSchema });
}

/** GET api/v1/challenge/{id}/participants/{userId}: the has-joined check (404 means not joined). */
export async function hasJoined(id: number, userId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await api(`${challengePath(id)}/participants/${userId}`, { signal, schema: JoinedSchema });
    return res.joined;
  } catch (error) {
    if (notFound(error)) return false;
    throw error;
  }
}

/** GET api/v1/challenge/{id}/participants?page=N — 25 a page (0-based), followed members first; a 404 is empty (spec §8). */
export async function listParticipants(id: number, page: number, signal?: AbortSignal): Promise<Participants> {
  try {
    return await api(`${challengePath(id)}/participants`, { query: { page }, signal, schema: ParticipantsSchema });
  } catch (error) {
    if (notFound(error)) return { participants: [], count: 0 };
    throw error;
  }
}

/** GET api/v1/leaderboard/challenge/{id}/top25 (public). */
export function topLeaderboard(id: number, signal?: AbortSignal): Promise<Leaderboard> {
  return api(`${board(id)}/top25`, { auth: 'optional', signal, schema: LeaderboardSchema });
}

/** GET …/user/{userId}/rank — the member's rank and score (null before any result). */
export function memberRank(id: number, userId: number, signal?: AbortSignal): Promise<Rank> {
  return api(`${board(id)}/user/${userId}/rank`, { auth: 'optional', signal, schema: RankSchema });
}

/** GET …/user/{userId}/centered — the 25 entries around the member (used when the rank is above 25). */
export function centeredLeaderboard(id: number, userId: number, signal?: AbortSignal): Promise<Centered> {
  return api(`${board(id)}/user/${userId}/centered`, { auth: 'optional', signal, schema: CenteredSchema });
}

/** GET api/v1/user/{id}/challenge/{challengeId}/badges — whether the member earned the badge. */
export function badgeStatus(userId: number, challengeId: number, signal?: AbortSignal): Promise<BadgeStatus> {
  return api(`api/v1/user/${userId}/challenge/${challengeId}/badges`, { signal, schema: BadgeStatusSchema });
}
