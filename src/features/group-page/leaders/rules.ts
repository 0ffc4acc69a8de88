/**
 * The Eagle Leader modals' pure rules (events spec §5 'Eagle Leader modals', §6; accounts spec §4, §6):
 * who sees the admin tools, which members each modal offers, and the form checks (required parts,
 * real dates, no future dates). The server enforces the same rules (server/profile/eagle-leader*.ts).
 */
import { EDITABLE_ROLES, editableRole, type EagleLeaderRole, type EagleLeaderStatus } from '@/lib/eagle-leader';
import { $groupsJoined, type GroupMembership } from '@/store/member';
import type { GroupMember } from '../member-schemas';
import type { Group } from '../schemas';
import { leaderErrors } from './texts';

export type LeaderModal = 'onboard' | 'offboard' | 'info';

/**
 * Group admin or group-list admin (spec §6): an admin of this group, or an admin of any group the
 * viewer joined (README: "group-list admin = admin of any group the member joined"; the server then
 * checks the target shares one of those groups). `joined` defaults to the member's joined groups now:
 * pass `useStore($groupsJoined)` to re-render when they load.
 */
export function canManageLeaders(group: Pick<Group, 'role'>, joined: readonly Pick<GroupMembership, 'role'>[] = $groupsJoined.get()): boolean {
  return group.role === 2 || joined.some((m) => m.role === 2);
}

/** The moderation history is this group's admins' only (the server answers 403 to anyone else). */
export function canReadAudit(group: Pick<Group, 'role'>): boolean {
  return group.role === 2;
}

/** The `group_id` a change is sent with: this group when the viewer administers it, else none (the server picks a shared group). */
export function actingGroup(group: Pick<Group, 'id' | 'role'>): number | undefined {
  return group.role === 2 ? group.id : undefined;
}

const STATUSES: readonly EagleLeaderStatus[] = ['NONE', 'PENDING', 'ACTIVE', 'OFFBOARDING'];

/**
 * A member entry's Eagle Leader status: the staff-only `eagle_leader_status` when the server sent it,
 * else read from the public flag (`eagle_leader` is true while ACTIVE or OFFBOARDING).
 */
export function memberLeaderStatus(m: Pick<GroupMember, 'eagle_leader' | 'eagle_leader_status'>): EagleLeaderStatus {
  const s = STATUSES.find((x) => x === m.eagle_leader_status);
  return s ?? (m.eagle_leader ? 'ACTIVE' : 'NONE');
}

export function memberLeaderRole(m: Pick<GroupMember, 'eagle_leader_role' | 'eagle_leader_title'>): string | null {
  return m.eagle_leader_role || m.eagle_leader_title || null;
}

type Candidate = Pick<GroupMember, 'id' | 'public_profile' | 'eagle_leader' | 'eagle_leader_status' | 'eagle_leader_role' | 'eagle_leader_title'>;

/** Onboarding offers public-profile members who are not Eagle Leaders (no leader info at all) and not oneself. */
export function canOnboard(m: Candidate, self: number | null): boolean {
  return m.public_profile && m.id !== self && !m.eagle_leader && memberLeaderStatus(m) === 'NONE';
}

/** Offboarding offers ACTIVE leaders whose role is one of the editable ones (not oneself). */
export function canOffboard(m: Candidate, self: number | null): boolean {
  return m.public_profile && m.id !== self && memberLeaderStatus(m) === 'ACTIVE' && editableRole(memberLeaderRole(m)) !== null;
}

/** The info modal offers every Eagle Leader (any status) with a public profile. */
export function hasLeaderInfo(m: Candidate): boolean {
  return m.public_profile && memberLeaderStatus(m) !== 'NONE';
}

export function eligibleFor(modal: LeaderModal, m: Candidate, self: number | null): boolean {
  if (modal === 'onboard') return canOnboard(m, self);
  if (modal === 'offboard') return canOffboard(m, self);
  return hasLeaderInfo(m);
}

/** Why a leader's role cannot be edited here ('self', 'offboarding', 'role'), or null when it can. */
export function editBlock(target: number, self: number | null, status: EagleLeaderStatus, role: string | null | undefined): 'self' | 'offboarding' | 'role' | null {
  if (target === self) return 'self';
  if (status === 'OFFBOARDING') return 'offboarding';
  return editableRole(role) ? null : 'role';
}

export const ROLE_CHOICES: readonly EagleLeaderRole[] = EDITABLE_ROLES;

// ---- dates: month / day / year -----------------------------------------------------------------

export interface DateParts {
  /** '1'…'12' or '' */
  month: string;
  /** '1'…'31' or '' */
  day: string;
  /** Four digits or '' */
  year: string;
}

export const emptyDate: DateParts = { month: '', day: '', year: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the viewer's calendar, YYYY-MM-DD (the server judges in UTC, which is never earlier for US admins). */
export function localToday(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type DatePart = keyof DateParts;
export type DateCheck = { iso: string } | { error: string; part: DatePart | null };

/**
 * The date the three parts name, YYYY-MM-DD; else the first problem: a missing part (each is
 * required), a year not of 4 digits, a date that does not exist (30 February), or a future date
 * ('START DATE CANNOT BE FUTURE-DATED' / 'END DATE CANNOT BE FUTURE-DATED').
 */
export function checkDate(parts: DateParts, which: 'start' | 'end', now: Date): DateCheck {
  for (const part of ['month', 'day', 'year'] as const) if (!parts[part].trim()) return { error: leaderErrors[part], part };
  const year = parts.year.trim();
  if (!/^\d{4}$/.test(year) || Number(year) < 1900) return { error: leaderErrors.yearFormat, part: 'year' };
  const [y, m, d] = [Number(year), Number(parts.month), Number(parts.day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!Number.isInteger(m) || !Number.isInteger(d) || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { error: leaderErrors.invalidDate, part: 'day' };
  }
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  if (iso > localToday(now)) return { error: which === 'start' ? leaderErrors.startFuture : leaderErrors.endFuture, part: null };
  return { iso };
}

// ---- the forms -----------------------------------------------------------------------------------

export interface LeaderFormErrors {
  member?: string;
  role?: string;
  date?: string;
  /** The date part the date error points at (null: the whole date). */
  datePart?: DatePart | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: LeaderFormErrors };

function dateErrors(check: DateCheck, errors: LeaderFormErrors): string | null {
  if ('iso' in check) return check.iso;
  errors.date = check.error;
  errors.datePart = check.part;
  return null;
}

/** Onboard: a member, a role (one of the four), and the start date (month, day, year). */
export function checkOnboard(form: { member: number | null; role: string; date: DateParts }, now: Date): Checked<{ member: number; role: EagleLeaderRole; start_date: string }> {
  const errors: LeaderFormErrors = {};
  if (form.member === null) errors.member = leaderErrors.member;
  const role = editableRole(form.role);
  if (!role) errors.role = leaderErrors.role;
  const start = dateErrors(checkDate(form.date, 'start', now), errors);
  if (form.member === null || !role || start === null) return { ok: false, errors };
  return { ok: true, value: { member: form.member, role, start_date: start } };
}

/** Offboard: a leader and the end date (month, day, year). */
export function checkOffboard(form: { member: number | null; date: DateParts }, now: Date): Checked<{ member: number; end_date: string }> {
  const errors: LeaderFormErrors = {};
  if (form.member === null) errors.member = leaderErrors.member;
  const end = dateErrors(checkDate(form.date, 'end', now), errors);
  if (form.member === null || end === null) return { ok: false, errors };
  return { ok: true, value: { member: form.member, end_date: end } };
}

/** Edit: a role is required. */
export function checkRoleEdit(role: string): Checked<{ role: EagleLeaderRole }> {
  const chosen = editableRole(role);
  return chosen ? { ok: true, value: { role: chosen } } : { ok: false, errors: { role: leaderErrors.role } };
}

export const fullName = (m: { first_name?: string | null; last_name?: string | null }) => `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim();
