/**
 * One member of a group as the member list and the member search show them. SQL over `m` (the
 * membership), `u` (the member) and `g` (the group). Anonymous profiles are 'Anonymous Member'
 * without photo, service or leader data. A chapter captain is a member of a chapter-type group whose
 * Eagle Leader role is 'Chapter Captain' and whose leader info is active (ACTIVE or OFFBOARDING), with a public profile.
 * The group's admins and moderators (`staff`) also get each public member's Eagle Leader status and
 * role (`eagle_leader_status`, `eagle_leader_role`: the Eagle Leader modals pick from them); nobody
 * else gets those two keys, and anonymous profiles never carry them.
 */
import { eagleLeaderStatus, type EagleLeaderStatus } from '../../src/lib/eagle-leader';
import { CHAPTER_CAPTAIN_ROLE } from '../../src/lib/groups';
import type { Db } from '../db/client';
import { USER_BY_ID, type Param } from './load';
import type { PersonRow } from '../users/person';

/** The member is their chapter's captain (needs `MEMBER_FROM`). */
export function captainSql(p: Param): string {
  return `COALESCE(g.type = 'chapter' AND el.role = ${p(CHAPTER_CAPTAIN_ROLE)} AND el.active AND NOT u.anonymous_profile, false)`;
}

/** Which list of the member list the member is in. */
export function bucketSql(p: Param): string {
  return `CASE WHEN m.role = 2 THEN 'admins' WHEN ${captainSql(p)} THEN 'chapter_captains' WHEN m.role = 1 THEN 'moderators' ELSE 'members' END`;
}

/** The columns; `event` is the placeholder of the event id (NULL: no attendance). */
export function memberColumns(p: Param, event: string): string {
  return `u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader, u.eagle_leader_title,
    u.military_status, u.military_branch, pc.id AS preferred_chapter_id, pc.name AS preferred_chapter_name, m.role,
    ${captainSql(p)} AS chapter_captain,
    el.user_id IS NOT NULL AS leader_info, el.role AS leader_role, el.active AS leader_active, el.end_date IS NOT NULL AS leader_ending,
    EXISTS (SELECT 1 FROM group_memberships sm JOIN groups sg ON sg.id = sm.group_id
             WHERE sm.user_id = u.id AND sm.role = 2 AND sg.type = 'sponsor') AS is_sponsor_admin,
    CASE WHEN ${event}::int IS NULL THEN NULL
         ELSE (SELECT a.status FROM event_attendees a WHERE a.event_id = ${event}::int AND a.user_id = u.id) END AS attendance_status`;
}

/** Memberships (only live accounts have any) with what the columns need. */
export const MEMBER_FROM = `group_memberships m
  CROSS JOIN LATERAL (${USER_BY_ID('m.user_id')}) u
  JOIN groups g ON g.id = m.group_id
  LEFT JOIN eagle_leader_info el ON el.user_id = u.id
  LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id`;

/** By the name shown (anonymous profiles as 'Anonymous Member'). */
export const MEMBER_ORDER = "lower(CASE WHEN u.anonymous_profile THEN 'Anonymous Member' ELSE u.first_name || ' ' || u.last_name END), u.id";

/** `status_not=c`: leaves out members checked in to the event. */
export function notCheckedIn(event: string): string {
  return `NOT EXISTS (SELECT 1 FROM event_attendees x WHERE x.event_id = ${event}::int AND x.user_id = u.id AND x.status = 'checked_in')`;
}

export interface MemberRow extends PersonRow {
  eagle_leader_title: string | null;
  military_status: string | null;
  military_branch: string | null;
  preferred_chapter_id: number | null;
  preferred_chapter_name: string | null;
  role: number;
  chapter_captain: boolean;
  is_sponsor_admin: boolean;
  attendance_status: string | null;
  /** The member has Eagle Leader info (any status), its role, active flag and whether an end date is set. */
  leader_info: boolean;
  leader_role: string | null;
  leader_active: boolean | null;
  leader_ending: boolean;
}

/** The caller is an admin or moderator of the group (role 1 or 2): the staff-only parts apply. */
export async function isGroupStaff(db: Db, groupId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ role: number }>('SELECT role FROM group_memberships WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
  return (rows[0]?.role ?? 0) >= 1;
}

/** The member's Eagle Leader status (src/lib/eagle-leader.ts) from the row's leader columns. */
export function leaderStatusOf(r: Pick<MemberRow, 'leader_info' | 'leader_active' | 'leader_ending'>): EagleLeaderStatus {
  return eagleLeaderStatus(r.leader_info ? { active: r.leader_active, end_date: r.leader_ending ? 'set' : null } : null);
}

/** What only the group's staff see of a public member. */
interface StaffPart {
  eagle_leader_status?: EagleLeaderStatus;
  eagle_leader_role?: string | null;
}

export type GroupMember = ReturnType<typeof groupMember>;

/** One entry; `staff`: the caller is an admin or moderator of the group (adds the leader status and role). */
export function groupMember(r: MemberRow, staff = false) {
  const hidden = r.anonymous_profile;
  const staffPart: StaffPart = staff && !hidden ? { eagle_leader_status: leaderStatusOf(r), eagle_leader_role: r.leader_role } : {};
  return {
    id: r.id,
    first_name: hidden ? 'Anonymous' : r.first_name,
    last_name: hidden ? 'Member' : r.last_name,
    profile_photo_url: hidden ? null : r.profile_photo_url,
    public_profile: !hidden,
    eagle_leader: hidden ? false : r.eagle_leader,
    eagle_leader_title: hidden ? null : r.eagle_leader_title,
    military_status: hidden ? null : r.military_status,
    military_branch: hidden ? null : r.military_branch,
    preferred_chapter: hidden || r.preferred_chapter_id === null ? null : { id: r.preferred_chapter_id, name: r.preferred_chapter_name },
    role: r.role,
    chapter_captain: r.chapter_captain,
    is_sponsor_admin: r.is_sponsor_admin,
    attendance_status: r.attendance_status,
    ...staffPart,
  };
}
