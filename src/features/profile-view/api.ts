import { api, isApiError } from '@/lib/http';
import { prefetch, requestKey, takePrefetched } from '@/lib/prefetch';
import { $session } from '@/store/session';
import {
  AverageSchema,
  BadgesSchema,
  FollowPageSchema,
  MonthMetricsSchema,
  ProfileSchema,
  SummarySchema,
  SurveysSchema,
  WorkoutLogsSchema,
  type Badge,
  type FollowUser,
  type Profile,
  type Survey,
  type WorkoutLog,
} from './schemas';

export const FOLLOW_PAGE = 10;

const profilePath = (id: number) => `api/v1/user/${id}`;
const profileKey = (id: number) => requestKey(profilePath(id), {}, $session.get()?.userId ?? null);

/** GET api/v1/user/{id} (member token); the element's prefetched request for the same member is taken first. */
export function getProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  return takePrefetched<Profile>(profileKey(id), signal) ?? api(profilePath(id), { signal, schema: ProfileSchema });
}

/** Starts the profile's request before the view mounts (src/elements/profile-view.ts, logged in only); `getProfile` takes it. */
export function prefetchProfile(id: number): Promise<Profile> {
  return prefetch(profileKey(id), () => api(profilePath(id), { schema: ProfileSchema }));
}

/** The follow calls; the UI follows through the store's `toggleFollow` (src/store/member.ts), which sends the same. */
export function follow(me: number, other: number): Promise<unknown> {
  return api(`api/v1/user/${me}/follow/${other}`, { method: 'POST' });
}
export function unfollow(me: number, other: number): Promise<unknown> {
  return api(`api/v1/user/${me}/follow/${other}`, { method: 'DELETE' });
}

/** One page of followers/following; a 404 is an empty list (spec §7). */
export async function followPage(
  id: number,
  relation: 'followers' | 'following',
  offset: number,
  signal?: AbortSignal,
): Promise<{ users: FollowUser[]; next: number | null }> {
  try {
    const res = await api(`api/v1/user/${id}/follow`, { query: { relation, offset }, signal, schema: FollowPageSchema });
    return { users: res.data.map((d) => d.user), next: res.next ?? null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { users: [], next: null };
    throw error;
  }
}

export function followSummary(id: number, signal?: AbortSignal) {
  return api(`api/v1/user/${id}/follow/summary`, { signal, schema: SummarySchema });
}

export async function badges(id: number, signal?: AbortSignal): Promise<Badge[]> {
  return (await api(`api/v1/user/${id}/badges`, { signal, schema: BadgesSchema })).data;
}

export async function workouts(id: number, signal?: AbortSignal): Promise<WorkoutLog[]> {
  return (await api(`api/v1/user/${id}/workout`, { signal, schema: WorkoutLogsSchema })).data;
}
export function deleteWorkout(id: number, eventId: number): Promise<unknown> {
  return api(`api/v1/user/${id}/workout/${eventId}`, { method: 'DELETE' });
}

export function monthMetrics(id: number, month: string, signal?: AbortSignal) {
  return api(`api/v1/user/${id}/workout/metrics`, { query: { month }, signal, schema: MonthMetricsSchema });
}

export function block(me: number, other: number): Promise<unknown> {
  return api(`api/v1/user/${me}/block/${other}`, { method: 'POST' });
}
export function reportUser(other: number, reporter: number): Promise<unknown> {
  return api(`api/v1/report/user/${other}`, { method: 'POST', body: { reporter } });
}

/** The member's last 5 surveys, newest first. */
export async function surveys(id: number, signal?: AbortSignal): Promise<Survey[]> {
  return (await api(`api/v1/user/${id}/survey`, { signal, schema: SurveysSchema })).data;
}
/** POST a completed survey: 18 answers 0-100 with the time it was taken. */
export function submitSurvey(id: number, answers: number[], takenAt: Date): Promise<unknown> {
  return api(`api/v1/user/${id}/survey`, { method: 'POST', body: { survey_taken_time_stamp: takenAt.toISOString(), answers } });
}
/** The community average (each member's latest survey). */
export function communityAverage(signal?: AbortSignal) {
  return api('api/v1/survey/average', { signal, schema: AverageSchema });
}
