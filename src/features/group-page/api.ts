import { api, schemaIn } from '@/lib/http';
import type { GroupListType } from '@/lib/groups';
import { prefetch, requestKey, takePrefetched, takeSettled } from '@/lib/prefetch';
import { $session } from '@/store/session';
import type { Group, GroupList, GroupSearch } from './schemas';
import type { NearbyPoint, SearchQuery } from './model';

// The schemas load with the first request.
const schemas = () => import('./schemas');
const GroupSchema = schemaIn(schemas, 'GroupSchema');
const GroupListSchema = schemaIn(schemas, 'GroupListSchema');
const GroupSearchSchema = schemaIn(schemas, 'GroupSearchSchema');

const groupPath = (id: number) => `api/v1/group/${id}`;
const groupKey = (id: number) => requestKey(groupPath(id), {}, $session.get()?.userId ?? null);

/** GET api/v1/group/{id} — public; a member's token adds `joined` and `role`. The element's prefetch is taken first. */
export function getGroup(id: number, signal?: AbortSignal): Promise<Group> {
  return takePrefetched<Group>(groupKey(id), signal) ?? api(groupPath(id), { auth: 'optional', signal, schema: GroupSchema });
}

/** Starts the group's request before the view mounts (src/elements/group-page.ts). */
export function prefetchGroup(id: number): Promise<Group> {
  return prefetch(groupKey(id), () => api(groupPath(id), { auth: 'optional', schema: GroupSchema }));
}

/** The group when the prefetch already arrived: the first render shows it. */
export function takeSettledGroup(id: number): Group | undefined {
  return takeSettled<Group>(groupKey(id));
}

/** GET api/v1/group?type= — admin and my need a member; activity and nearby are public. Nearby takes a chapter or a point. */
export async function listGroups(type: GroupListType, near: NearbyPoint | null = null, signal?: AbortSignal): Promise<Group[]> {
  const query: Record<string, string | number> = { type };
  if (type === 'nearby' && near) Object.assign(query, 'chapterId' in near ? { chapter_id: near.chapterId } : { lat: near.latitude, long: near.longitude });
  const res: GroupList = await api('api/v1/group', { query, auth: type === 'admin' || type === 'my' ? undefined : 'optional', signal, schema: GroupListSchema });
  return res.data;
}

/** GET api/v1/search/group — a name, a zip or 'city, state'; 25 a page from `offset`. */
export function searchGroups(query: SearchQuery, signal?: AbortSignal): Promise<GroupSearch> {
  return api('api/v1/search/group', { query: { ...query }, auth: 'optional', signal, schema: GroupSearchSchema });
}

/** POST api/v1/group/{id}/user/{userId}: the member joins; the group comes back with its new count. */
export function joinGroup(id: number, userId: number): Promise<Group> {
  return api(`api/v1/group/${id}/user/${userId}`, { method: 'POST', schema: GroupSchema });
}

/** DELETE api/v1/group/{id}/user/{userId}: the member leaves. */
export function leaveGroup(id: number, userId: number): Promise<Group> {
  return api(`api/v1/group/${id}/user/${userId}`, { method: 'DELETE', schema: GroupSchema });
}

/** POST api/v1/report/group/{id}: the member reports the group. */
export function reportGroup(id: number, reporter: number): Promise<unknown> {
  return api(`api/v1/report/group/${id}`, { method: 'POST', body: { reporter } });
}
