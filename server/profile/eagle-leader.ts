/**
 * Eagle Leader onboarding, edits and offboarding by a group admin (accounts spec §3, §4, §6; events
 * spec §5 'Eagle Leader modals', §6): pure rules over the current info and the request. The route
 * checks who may call (eagle-leader-write.ts) and writes; the leader job applies offboardings.
 */
import { EAGLE_LEADER_TEXTS, EDITABLE_ROLES, editableRole, type EagleLeaderRole } from '../../src/lib/eagle-leader';
import type { EagleLeaderInfo } from '../users/profile';
import { HttpError, forbidden, validationError } from '../http/errors';

export interface EagleLeaderInput {
  role?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

export type EagleLeaderChange =
  | { kind: 'onboard'; role: EagleLeaderRole; start_date: string }
  | { kind: 'update'; role: string; start_date: string | null }
  | { kind: 'offboard'; role: string; start_date: string | null; end_date: string }
  /** The same offboarding sent again while it is pending: nothing to do (a retry). */
  | { kind: 'none' };

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === v;
}

export const LEADER_TEXTS = {
  date: 'Enter a date as YYYY-MM-DD.',
  roleRequired: 'Choose a role.',
  roleNotEditable: `A group admin can only assign these roles: ${EDITABLE_ROLES.join(', ')}.`,
  startRequired: 'The start date is required.',
  newWithEnd: 'A new Eagle Leader cannot have an end date.',
  notActive: 'Only an active Eagle Leader can be offboarded.',
  offboarding: 'This Eagle Leader is already being offboarded. It takes several minutes.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endTooOld: 'The end date cannot be more than 30 days ago.',
  currentNotEditable: (role: string) => `The ${role} role cannot be changed by a group admin.`,
} as const;

/** Dates: YYYY-MM-DD, not after today (UTC: never refuses a US admin's today). */
function checkDates(start: string | null, end: string | null, today: string): void {
  const fields: Record<string, string> = {};
  if (start !== null && !isIsoDate(start)) fields.start_date = LEADER_TEXTS.date;
  else if (start !== null && start > today) fields.start_date = EAGLE_LEADER_TEXTS.startFuture;
  if (end !== null && !isIsoDate(end)) fields.end_date = LEADER_TEXTS.date;
  else if (end !== null && end > today) fields.end_date = EAGLE_LEADER_TEXTS.endFuture;
  if (Object.keys(fields).length) throw validationError(fields);
}

/** The role after an edit: `role` (one of the editable ones, any case) replacing an editable current role. */
function nextRole(current: EagleLeaderInfo, role: string): string {
  if (role.toLowerCase() === current.role.toLowerCase()) return current.role;
  const chosen = editableRole(role);
  if (!chosen) throw validationError({ role: LEADER_TEXTS.roleNotEditable });
  return chosen;
}

export function planEagleLeaderChange(current: EagleLeaderInfo | null, input: EagleLeaderInput, now: Date): EagleLeaderChange {
  const today = isoDay(now);
  const role = input.role?.trim() || null;
  const start = input.start_date || null;
  const end = input.end_date || null;
  checkDates(start, end, today);

  if (!current) {
    const fields: Record<string, string> = {};
    if (role === null) fields.role = LEADER_TEXTS.roleRequired;
    else if (!editableRole(role)) fields.role = LEADER_TEXTS.roleNotEditable;
    if (start === null) fields.start_date = LEADER_TEXTS.startRequired;
    if (end !== null) fields.end_date = LEADER_TEXTS.newWithEnd;
    if (Object.keys(fields).length) throw validationError(fields);
    return { kind: 'onboard', role: editableRole(role)!, start_date: start! };
  }

  if (current.active && current.end_date) {
    const same = end === current.end_date && (role === null || role.toLowerCase() === current.role.toLowerCase()) && (start === null || start === current.start_date);
    if (same) return { kind: 'none' };
    throw new HttpError(409, 'offboarding', LEADER_TEXTS.offboarding);
  }
  if (!editableRole(current.role)) throw forbidden(LEADER_TEXTS.currentNotEditable(current.role), 'role_not_editable');

  if (end === null) {
    // An edit (the view/edit modal): the role is required.
    if (role === null) throw validationError({ role: LEADER_TEXTS.roleRequired });
    return { kind: 'update', role: nextRole(current, role), start_date: start ?? current.start_date };
  }

  if (!current.active) throw new HttpError(422, 'not_active', LEADER_TEXTS.notActive, { fields: { end_date: LEADER_TEXTS.notActive } });
  const startDate = start ?? current.start_date;
  if (startDate && end < startDate) throw validationError({ end_date: LEADER_TEXTS.endBeforeStart });
  if (end < isoDay(new Date(now.getTime() - 30 * DAY))) throw validationError({ end_date: LEADER_TEXTS.endTooOld });
  return { kind: 'offboard', role: role === null ? current.role : nextRole(current, role), start_date: startDate, end_date: end };
}
