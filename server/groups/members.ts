/**
 * A group's member list (`GET api/v1/group/{id}/members`, events spec §3 'Member list response',
 * §4, §9): every member in one of four lists — admins (role 2), chapter captains (member-entry.ts),
 * moderators (role 1), members — each by name. Page 0 carries the caller (`self`, kept out of the
 * other lists), all admins, captains and moderators, and the first 25 members; later pages only
 * the next 25 members. With `event_id` each member carries their attendance status there;
 * `status_not=c` leaves out those already checked in (the check-in picker). For the group's admins
 * and moderators each entry also carries the member's Eagle Leader status and role (member-entry.ts).
 */
import { GROUP_MEMBER_PAGE } from '../../src/lib/groups';
import type { Db } from '../db/client';
import type { Param } from './load';
import { MEMBER_FROM, MEMBER_ORDER, bucketSql, groupMember, memberColumns, notCheckedIn, type GroupMember, type MemberRow } from './member-entry';

export interface MemberListQuery {
  groupId: number;
  viewer: number;
  /** 0-based. */
  page: number;
  eventId: number | null;
  excludeCheckedIn: boolean;
  /** The caller is an admin or moderator of the group: entries carry the Eagle Leader status and role. */
  staff?: boolean;
}

type Bucket = 'admins' | 'chapter_captains' | 'moderators' | 'members';

export interface MemberList extends Record<Bucket, GroupMember[]> {
  self: GroupMember | null;
  /** How many are in `members` over all pages. */
  count: number;
  /** The next page, null on the last. */
  next: number | null;
}

/**
 * One query over the group's members: `which` picks the rows (given the bucket expression and the
 * caller's placeholder); `tail` is what follows the WHERE (order, limit).
 */
async function select<T>(db: Db, q: MemberListQuery, columns: 'entry' | 'count', which: (bucket: string, viewer: string) => string, tail: (p: Param) => string) {
  const params: unknown[] = [];
  const p: Param = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  let eventParam: string | null = null;
  const event = () => (eventParam ??= p(q.eventId));
  const viewer = p(q.viewer);
  const bucket = bucketSql(p);
  const picked = columns === 'entry' ? `${memberColumns(p, event())}, ${bucket} AS bucket, count(*) OVER ()::int AS total` : 'count(*)::int AS total';
  const checkedIn = q.excludeCheckedIn && q.eventId !== null ? ` AND ${notCheckedIn(event())}` : '';
  const { rows } = await db.query<T>(`SELECT ${picked} FROM ${MEMBER_FROM} WHERE m.group_id = ${p(q.groupId)}${checkedIn} AND ${which(bucket, viewer)} ${tail(p)}`, params);
  return rows;
}

type Row = MemberRow & { bucket: Bucket; total: number };

export async function listMembers(db: Db, q: MemberListQuery): Promise<MemberList> {
  const list: MemberList = { self: null, admins: [], chapter_captains: [], moderators: [], members: [], count: 0, next: null };
  const plain = (bucket: string, viewer: string) => `${bucket} = 'members' AND u.id <> ${viewer}::int`;
  const rows = await select<Row>(db, q, 'entry', plain, (p) => `ORDER BY ${MEMBER_ORDER} LIMIT ${p(GROUP_MEMBER_PAGE)} OFFSET ${p(q.page * GROUP_MEMBER_PAGE)}`);
  const entry = (r: Row) => groupMember(r, q.staff ?? false);
  list.members = rows.map(entry);
  list.count = rows.length ? rows[0].total : q.page === 0 ? 0 : (await select<{ total: number }>(db, q, 'count', plain, () => ''))[0].total;
  list.next = (q.page + 1) * GROUP_MEMBER_PAGE < list.count ? q.page + 1 : null;
  if (q.page > 0) return list;

  const others = await select<Row>(db, q, 'entry', (bucket, viewer) => `(${bucket} <> 'members' OR u.id = ${viewer}::int)`, () => `ORDER BY ${MEMBER_ORDER}`);
  for (const r of others) {
    if (r.id === q.viewer) list.self = entry(r);
    else if (r.bucket !== 'members') list[r.bucket].push(entry(r));
  }
  return list;
}
