// The Eagle Leader modals' pure rules (events spec §5, §6; accounts spec §4, §6): who gets the admin
// tools, which members each modal offers, and the date checks with the spec's exact messages.
import { describe, expect, it } from 'vitest';
import { EAGLE_LEADER_TEXTS } from '@/lib/eagle-leader';
import {
  actingGroup,
  canManageLeaders,
  canOffboard,
  canOnboard,
  canReadAudit,
  checkDate,
  checkOffboard,
  checkOnboard,
  checkRoleEdit,
  editBlock,
  eligibleFor,
  emptyDate,
  hasLeaderInfo,
  localToday,
  memberLeaderStatus,
} from '@/features/group-page/leaders/rules';
import { leaderErrors } from '@/features/group-page/leaders/texts';

const SELF = 7;
const NOW = new Date(2026, 2, 15, 10, 0); // 15 March 2026, local time

type M = Parameters<typeof canOnboard>[0];
const member = (id: number, extra: Partial<M> = {}): M => ({ id, public_profile: true, eagle_leader: false, eagle_leader_status: 'NONE', eagle_leader_role: null, eagle_leader_title: null, ...extra });
const parts = (month: string, day: string, year: string) => ({ month, day, year });

describe('who manages leaders', () => {
  it('a group admin, or an admin of any group the member joined (group-list admin); not a moderator or member', () => {
    expect(canManageLeaders({ role: 2 }, [])).toBe(true);
    expect(canManageLeaders({ role: 1 }, [{ role: 1 }])).toBe(false);
    expect(canManageLeaders({ role: 0 }, [{ role: 0 }, { role: 1 }])).toBe(false);
    expect(canManageLeaders({ role: undefined }, [])).toBe(false);
    expect(canManageLeaders({ role: null }, [{ role: 0 }, { role: 2 }])).toBe(true);
    expect(canManageLeaders({ role: 1 }, [{ role: 2 }])).toBe(true);
  });

  it('the moderation history is this group’s admins’ only; the change names this group only when the viewer administers it', () => {
    expect(canReadAudit({ role: 2 })).toBe(true);
    expect(canReadAudit({ role: 1 })).toBe(false);
    expect(canReadAudit({ role: null })).toBe(false);
    expect(actingGroup({ id: 12, role: 2 })).toBe(12);
    expect(actingGroup({ id: 12, role: 0 })).toBeUndefined();
  });
});

describe('members offered per modal', () => {
  const none = member(1);
  const pending = member(2, { eagle_leader_status: 'PENDING', eagle_leader_role: 'Volunteer Leader' });
  const active = member(3, { eagle_leader: true, eagle_leader_status: 'ACTIVE', eagle_leader_role: 'deputy chapter captain', eagle_leader_title: 'Deputy Chapter Captain' });
  const offboarding = member(4, { eagle_leader: true, eagle_leader_status: 'OFFBOARDING', eagle_leader_role: 'Chapter Captain' });
  const board = member(5, { eagle_leader: true, eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Board Member' });
  const anon = member(6, { public_profile: false });
  const me = member(SELF);
  const meLeader = member(SELF, { eagle_leader: true, eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Volunteer Leader' });
  const all = [none, pending, active, offboarding, board, anon, me];
  const offered = (modal: 'onboard' | 'offboard' | 'info', list = all) => list.filter((m) => eligibleFor(modal, m, SELF)).map((m) => m.id);

  it('onboard: public-profile members who are not Eagle Leaders (no info at all) and not oneself', () => {
    expect(offered('onboard')).toEqual([1]);
    expect(canOnboard(pending, SELF)).toBe(false);
    expect(canOnboard(anon, SELF)).toBe(false);
    expect(canOnboard(me, SELF)).toBe(false);
  });

  it('offboard: ACTIVE leaders with an editable role (any letter case), not oneself', () => {
    expect(offered('offboard', [...all, meLeader])).toEqual([3]);
    expect(canOffboard(offboarding, SELF)).toBe(false);
    expect(canOffboard(board, SELF)).toBe(false);
    expect(canOffboard(pending, SELF)).toBe(false);
  });

  it('info: every Eagle Leader of any status with a public profile (oneself included, read only)', () => {
    expect(offered('info', [...all, meLeader])).toEqual([2, 3, 4, 5, SELF]);
    expect(hasLeaderInfo(anon)).toBe(false);
  });

  it('without the staff-only fields the public flag is read (ACTIVE or OFFBOARDING shows as ACTIVE)', () => {
    expect(memberLeaderStatus({ eagle_leader: true, eagle_leader_status: undefined })).toBe('ACTIVE');
    expect(memberLeaderStatus({ eagle_leader: false, eagle_leader_status: null })).toBe('NONE');
    expect(memberLeaderStatus({ eagle_leader: false, eagle_leader_status: 'PENDING' })).toBe('PENDING');
    expect(canOffboard({ id: 9, public_profile: true, eagle_leader: true, eagle_leader_title: 'Volunteer Leader' }, SELF)).toBe(true);
  });

  it('editing: not oneself, not while offboarding, only an editable current role', () => {
    expect(editBlock(3, SELF, 'ACTIVE', 'Chapter Captain')).toBeNull();
    expect(editBlock(3, SELF, 'PENDING', 'volunteer leader')).toBeNull();
    expect(editBlock(SELF, SELF, 'ACTIVE', 'Chapter Captain')).toBe('self');
    expect(editBlock(3, SELF, 'OFFBOARDING', 'Chapter Captain')).toBe('offboarding');
    expect(editBlock(3, SELF, 'ACTIVE', 'State Coordinator')).toBe('role');
  });
});

describe('dates', () => {
  it('month, day and year are each required, in that order', () => {
    expect(checkDate(emptyDate, 'start', NOW)).toEqual({ error: 'MONTH IS REQUIRED', part: 'month' });
    expect(checkDate(parts('3', '', ''), 'start', NOW)).toEqual({ error: 'DAY IS REQUIRED', part: 'day' });
    expect(checkDate(parts('3', '1', ' '), 'end', NOW)).toEqual({ error: 'YEAR IS REQUIRED', part: 'year' });
  });

  it('a 4-digit year and a real date', () => {
    expect(checkDate(parts('3', '1', '26'), 'start', NOW)).toEqual({ error: leaderErrors.yearFormat, part: 'year' });
    expect(checkDate(parts('2', '30', '2025'), 'start', NOW)).toEqual({ error: leaderErrors.invalidDate, part: 'day' });
    expect(checkDate(parts('2', '29', '2024'), 'start', NOW)).toEqual({ iso: '2024-02-29' });
  });

  it('today is fine; tomorrow is future-dated, with the spec’s message for start and end', () => {
    expect(localToday(NOW)).toBe('2026-03-15');
    expect(checkDate(parts('3', '15', '2026'), 'start', NOW)).toEqual({ iso: '2026-03-15' });
    expect(checkDate(parts('3', '16', '2026'), 'start', NOW)).toEqual({ error: 'START DATE CANNOT BE FUTURE-DATED', part: null });
    expect(checkDate(parts('1', '1', '2027'), 'end', NOW)).toEqual({ error: 'END DATE CANNOT BE FUTURE-DATED', part: null });
    expect(EAGLE_LEADER_TEXTS.startFuture).toBe('START DATE CANNOT BE FUTURE-DATED');
    expect(EAGLE_LEADER_TEXTS.endFuture).toBe('END DATE CANNOT BE FUTURE-DATED');
  });
});

describe('the forms', () => {
  it('onboard requires a member, a role, month, day and year; sends the canonical role and YYYY-MM-DD', () => {
    expect(checkOnboard({ member: null, role: '', date: emptyDate }, NOW)).toEqual({
      ok: false,
      errors: { member: 'CHOOSE A MEMBER', role: 'ROLE IS REQUIRED', date: 'MONTH IS REQUIRED', datePart: 'month' },
    });
    expect(checkOnboard({ member: 3, role: 'Board Member', date: parts('1', '5', '2026') }, NOW)).toMatchObject({ ok: false, errors: { role: 'ROLE IS REQUIRED' } });
    expect(checkOnboard({ member: 3, role: 'volunteer leader', date: parts('1', '5', '2026') }, NOW)).toEqual({
      ok: true,
      value: { member: 3, role: 'Volunteer Leader', start_date: '2026-01-05' },
    });
    expect(checkOnboard({ member: 3, role: 'Chapter Captain', date: parts('4', '1', '2026') }, NOW)).toMatchObject({ ok: false, errors: { date: 'START DATE CANNOT BE FUTURE-DATED' } });
  });

  it('offboard requires a leader and the end date, not in the future', () => {
    expect(checkOffboard({ member: null, date: parts('3', '1', '') }, NOW)).toEqual({ ok: false, errors: { member: 'CHOOSE A MEMBER', date: 'YEAR IS REQUIRED', datePart: 'year' } });
    expect(checkOffboard({ member: 4, date: parts('12', '31', '2026') }, NOW)).toMatchObject({ ok: false, errors: { date: 'END DATE CANNOT BE FUTURE-DATED' } });
    expect(checkOffboard({ member: 4, date: parts('3', '10', '2026') }, NOW)).toEqual({ ok: true, value: { member: 4, end_date: '2026-03-10' } });
  });

  it('edit requires a role of the four', () => {
    expect(checkRoleEdit('')).toEqual({ ok: false, errors: { role: 'ROLE IS REQUIRED' } });
    expect(checkRoleEdit('DEPUTY STATE COORDINATOR')).toEqual({ ok: true, value: { role: 'Deputy State Coordinator' } });
  });
});
