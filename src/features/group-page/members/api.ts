import { api, schemaIn } from '@/lib/http';
import type { MemberList, MemberSearch } from '../member-schemas';

// The schemas load with the first request.
const schemas = () => import('../member-schemas');
const MemberListSchema = schemaIn(schemas, 'MemberListSchema');
const MemberSearchSchema = schemaIn(schemas, 'MemberSearchSchema');

export interface MemberListOptions {
  /** 0-based. */
  page?: number;
  /** Check-in mode: each member's attendance at this event, and (`excludeCheckedIn`) those checked in left out. */
  eventId?: number | null;
  excludeCheckedIn?: boolean;
  signal?: AbortSignal;
}

/**
 * GET api/v1/group/{id}/members?page&event_id&status_not=c — page 0: the caller (`self`), every
 * admin, chapter captain and moderator, and 25 members; later pages 25 members; `next` the next page.
 */
export function listGroupMembers(groupId: number, { page = 0, eventId, excludeCheckedIn, signal }: MemberListOptions = {}): Promise<MemberList> {
  const query: Record<string, string | number> = { page };
  if (eventId) {
    query.event_id = eventId;
    if (excludeCheckedIn) query.status_not = 'c';
  }
  return api(`api/v1/group/${groupId}/members`, { query, signal, schema: MemberListSchema });
}

export interface MemberSearchOptions {
  /** The next page's offset (the previous page's `next`). */
  offset?: number;
  eventId?: number | null;
  signal?: AbortSignal;
}

/**
 * GET api/v1/search/user/group?group_id&event_id&name&zip_code|city&<filter parts>&offset — `parts`
 * from `memberQuery()` (model.ts); 25 a page, `next` the next offset or null.
 */
export function searchGroupMembers(groupId: number, parts: Readonly<Record<string, string>>, { offset = 0, eventId, signal }: MemberSearchOptions = {}): Promise<MemberSearch> {
  const query: Record<string, string | number> = { group_id: groupId, ...parts };
  if (eventId) query.event_id = eventId;
  if (offset > 0) query.offset = offset;
  return api('api/v1/search/user/group', { query, signal, schema: MemberSearchSchema });
}
