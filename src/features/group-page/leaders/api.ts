/** The Eagle Leader modals' and the moderation history's calls (one function per call, zod-parsed). */
import { api, schemaIn } from '@/lib/http';
import type { EagleLeaderInfo } from '@/lib/schemas';
import type { MemberSearch } from '../member-schemas';
import type { AuditPage, LeaderProfile } from './schemas';

// The schemas load with the first request.
const schemas = () => import('./schemas');
const memberSchemas = () => import('../member-schemas');
const MemberSearchSchema = schemaIn(memberSchemas, 'MemberSearchSchema');
const EagleLeaderInfoSchema = schemaIn(schemas, 'EagleLeaderInfoSchema');
const LeaderProfileSchema = schemaIn(schemas, 'LeaderProfileSchema');
const AuditPageSchema = schemaIn(schemas, 'AuditPageSchema');

export interface MemberQuery {
  name?: string;
  /** Only Eagle Leaders (ACTIVE or OFFBOARDING); a staff filter the server ignores for others. */
  leaders?: boolean;
  offset?: number;
  signal?: AbortSignal;
}

/**
 * GET api/v1/search/user/group?group_id&name&is_eagle_leader&offset — the group's members, 25 a page;
 * the group's admins and moderators get each member's `eagle_leader_status` and `eagle_leader_role`.
 */
export function searchGroupMembers(groupId: number, q: MemberQuery = {}): Promise<MemberSearch> {
  return api('api/v1/search/user/group', {
    query: { group_id: groupId, name: q.name?.trim() || undefined, is_eagle_leader: q.leaders ? 'true' : undefined, offset: q.offset || undefined },
    signal: q.signal,
    schema: MemberSearchSchema,
  });
}

/** The body of an Eagle Leader change: onboard {role, start_date}, edit {role}, offboard {end_date}; `group_id` the group acted from. */
export interface EagleLeaderChange {
  role?: string;
  start_date?: string;
  end_date?: string;
  group_id?: number;
}

/** PUT api/v2/profile/{id}/eagle_leader_info → the member's leader info after the change. */
export function saveEagleLeaderInfo(memberId: number, change: EagleLeaderChange): Promise<EagleLeaderInfo> {
  return api(`api/v2/profile/${memberId}/eagle_leader_info`, { method: 'PUT', body: change, schema: EagleLeaderInfoSchema });
}

/** GET api/v1/user/{id}: the member's name and Eagle Leader info (dates, training) for the info modal. */
export function getLeaderProfile(memberId: number, signal?: AbortSignal): Promise<LeaderProfile> {
  return api(`api/v1/user/${memberId}`, { signal, schema: LeaderProfileSchema });
}

/** GET api/v1/group/{id}/audit?offset — the group's moderation history (its admins only), 25 a page, newest first. */
export function listModeration(groupId: number, offset = 0, signal?: AbortSignal): Promise<AuditPage> {
  return api(`api/v1/group/${groupId}/audit`, { query: { offset }, signal, schema: AuditPageSchema });
}
