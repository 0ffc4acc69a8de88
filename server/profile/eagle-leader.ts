/**
 * Eagle Leader onboarding, role edits and offboarding by a group admin (accounts spec §3, §4):
 * pure rules over the current info and the request; the route does the permission checks and writes.
 */
import { EAGLE_LEADER_ROLES, EDITABLE_ROLES } from '../../src/lib/eagle-leader';
import type { EagleLeaderInfo } from '../users/profile';
import { HttpError, forbidden, validationError } from '../http/errors';

export interface EagleLeaderInput {
  role?: string | null;
  start_date?: string | null;
  end_date?: string | null;
}

export type EagleLeaderChange =
  | { kind: 'onboard'; role: string; start_date: string }
  | { kind: 'update'; role: string; start_date: string | null; end_date: string | null };

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === v;
}

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';

export function planEagleLeaderChange(current: EagleLeaderInfo | null, input: EagleLeaderInput, now: Date): EagleLeaderChange {
  const today = isoDay(now);
  const role = input.role ?? null;
  const start = input.start_date ?? null;
  const end = input.end_date ?? null;
  const fields: Record<string, string> = {};
  if (role !== null && !(EAGLE_LEADER_ROLES as readonly string[]).includes(role)) fields.role = 'This is not an Eagle Leader role.';
  if (start !== null && !isIsoDate(start)) fields.start_date = DATE_MESSAGE;
  else if (start !== null && start > today) fields.start_date = 'The start date cannot be in the future.';
  if (end !== null && !isIsoDate(end)) fields.end_date = DATE_MESSAGE;
  if (Object.keys(fields).length) throw validationError(fields);

  if (!current) {
    if (role === null) fields.role = 'Choose a role.';
    if (start === null) fields.start_date = 'The start date is required.';
    if (end !== null) fields.end_date = 'A new Eagle Leader cannot have an end date.';
    if (Object.keys(fields).length) throw validationError(fields);
    return { kind: 'onboard', role: role!, start_date: start! };
  }

  let nextRole = current.role;
  if (role !== null && role !== current.role) {
    if (!EDITABLE_ROLES.includes(current.role as (typeof EDITABLE_ROLES)[number])) {
      throw forbidden(`The ${current.role} role cannot be changed by a group admin.`, 'role_not_editable');
    }
    if (!EDITABLE_ROLES.includes(role as (typeof EDITABLE_ROLES)[number])) {
      throw validationError({ role: `A group admin can only assign these roles: ${EDITABLE_ROLES.join(', ')}.` });
    }
    nextRole = role;
  }
  const nextStart = start ?? current.start_date;
  let nextEnd = current.end_date;
  if (end !== null && end !== current.end_date) {
    if (!current.active) throw new HttpError(422, 'not_active', 'Only an active Eagle Leader can be offboarded.', { fields: { end_date: 'Only an active Eagle Leader can be offboarded.' } });
    if (nextStart && end < nextStart) throw validationError({ end_date: 'The end date cannot be before the start date.' });
    if (end < isoDay(new Date(now.getTime() - 30 * DAY))) throw validationError({ end_date: 'The end date cannot be more than 30 days ago.' });
    nextEnd = end;
  }
  if (start !== null && nextEnd && start > nextEnd) throw validationError({ start_date: 'The start date cannot be after the end date.' });
  return { kind: 'update', role: nextRole, start_date: nextStart, end_date: nextEnd };
}
