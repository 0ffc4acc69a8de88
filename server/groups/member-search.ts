/**
 * Member search in a group (`GET api/v1/search/user/group`, events spec §2 Group Members, §5, §7):
 * by name, by zip or city, and the member filter's query parts; 25 a page (`{count, next, data}`).
 * The staff filters (last check-in, check-ins this year, member status, anchor member, Eagle
 * Leader) apply only when the caller is an admin or moderator of the group; for anyone else they
 * are ignored and listed in `ignored_filters`. Searching by anything leaves out anonymous
 * profiles (their name, place and service are not theirs to be found by). Staff also get each
 * member's Eagle Leader status and role (member-entry.ts).
 */
import { GROUP_MEMBER_PAGE, STAFF_MEMBER_FILTER_PARAMS } from '../../src/lib/groups';
import type { Db } from '../db/client';
import type { Param } from './load';
import { MEMBER_FROM, MEMBER_ORDER, groupMember, memberColumns, type GroupMember, type MemberRow } from './member-entry';

export interface MemberFilters {
  /** Joined the organisation on or after (YYYY-MM-DD). */
  joined_date?: string;
  /** Last check-in on or after (YYYY-MM-DD). */
  check_in_after_date?: string;
  /** At most this many event check-ins this calendar year. */
  check_in_frequency?: number;
  /** Codes of MEMBER_STATUS_CODES. */
  member_status?: string[];
  branch?: string[];
  military_status?: string[];
  /** Only members whose anchor chapter is this group. */
  default_group?: boolean;
  /** Only Eagle Leaders. */
  is_eagle_leader?: boolean;
}

export interface MemberSearchQuery extends MemberFilters {
  groupId: number;
  eventId: number | null;
  name?: string;
  zip_code?: string;
  /** 'City' or 'City, ST'. */
  city?: { city: string; state: string | null };
  offset: number;
  /** The caller is an admin or moderator of the group (staff filters; entries carry the Eagle Leader status and role). */
  staff: boolean;
  now: Date;
}

export interface MemberSearchPage {
  count: number;
  next: number | null;
  data: GroupMember[];
  ignored_filters: string[];
}

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The conditions of the search (each a constant SQL text over parameters). */
function conditions(q: MemberSearchQuery, p: Param): { where: string[]; ignored: string[] } {
  const where: string[] = [];
  const ignored = q.staff ? [] : STAFF_MEMBER_FILTER_PARAMS.filter((k) => q[k] !== undefined && q[k] !== false);
  const staff = (key: (typeof STAFF_MEMBER_FILTER_PARAMS)[number]) => q.staff && q[key] !== undefined;
  if (q.name) where.push(`(u.first_name || ' ' || u.last_name) ILIKE ${p(likeAnywhere(q.name))}`);
  if (q.zip_code) where.push(`left(u.zip, 5) = ${p(q.zip_code)}`);
  if (q.city) {
    where.push(`lower(u.city) = lower(${p(q.city.city)})`);
    if (q.city.state) where.push(`upper(u.address_state) = ${p(q.city.state)}`);
  }
  if (q.joined_date) where.push(`u.created_at >= ${p(q.joined_date)}::date`);
  if (q.branch?.length) where.push(`u.military_branch = ANY(${p(q.branch)}::text[])`);
  if (q.military_status?.length) where.push(`u.military_status = ANY(${p(q.military_status)}::text[])`);
  if (staff('check_in_after_date')) {
    // The CRM's last check-in or the latest one recorded here, whichever is later.
    where.push(`GREATEST(u.last_check_in_date, (SELECT max(a.updated_at) FROM event_attendees a WHERE a.user_id = u.id AND a.status = 'checked_in'))
      >= ${p(q.check_in_after_date)}::date`);
  }
  if (staff('check_in_frequency')) {
    const yearStart = new Date(Date.UTC(q.now.getUTCFullYear(), 0, 1));
    where.push(`(SELECT count(*) FROM event_attendees a JOIN events e ON e.id = a.event_id
                  WHERE a.user_id = u.id AND a.status = 'checked_in' AND e.start_at >= ${p(yearStart)}) <= ${p(q.check_in_frequency)}`);
  }
  if (staff('member_status') && q.member_status?.length) where.push(`u.member_status = ANY(${p(q.member_status)}::text[])`);
  if (q.staff && q.default_group) where.push('u.anchor_chapter_id = m.group_id');
  if (q.staff && q.is_eagle_leader) where.push('u.eagle_leader');
  if (where.length) where.push('NOT u.anonymous_profile');
  return { where, ignored };
}

export async function searchGroupMembers(db: Db, q: MemberSearchQuery): Promise<MemberSearchPage> {
  const params: unknown[] = [];
  const p: Param = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  const columns = memberColumns(p, p(q.eventId));
  const { where, ignored } = conditions(q, p);
  const { rows } = await db.query<MemberRow & { total: number }>(
    `SELECT ${columns}, count(*) OVER ()::int AS total FROM ${MEMBER_FROM}
      WHERE m.group_id = ${p(q.groupId)}${where.map((w) => ` AND ${w}`).join('')}
      ORDER BY ${MEMBER_ORDER} LIMIT ${p(GROUP_MEMBER_PAGE)} OFFSET ${p(q.offset)}`,
    params,
  );
  const count = rows[0]?.total ?? 0;
  return {
    count,
    next: q.offset + rows.length < count ? q.offset + GROUP_MEMBER_PAGE : null,
    data: rows.map((r) => groupMember(r, q.staff)),
    ignored_filters: ignored,
  };
}
