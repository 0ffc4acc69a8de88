// The moderation history's sentences (docs/api.md 'Moderation audit trail'): who, what, to whom.
import { describe, expect, it } from 'vitest';
import { auditAction, auditActor } from '@/features/group-page/leaders/audit-model';

const ana = { id: 3, first_name: 'Ana', last_name: 'Lopez' };
const entry = (action: string, details: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  action,
  automatic: false,
  actor: { id: 1, first_name: 'Morgan', last_name: 'Blake' },
  target_user: ana,
  challenge_id: null,
  details,
  ...extra,
});

describe('audit sentences', () => {
  it('the actor, or Automatic for the leader job', () => {
    expect(auditActor(entry('pin'))).toBe('Morgan Blake');
    expect(auditActor({ automatic: true, actor: null })).toBe('Automatic');
  });

  it('each action in words, with the role and dates (MM/DD/YYYY)', () => {
    expect(auditAction(entry('leader_onboard', { role: 'Volunteer Leader', start_date: '2026-01-05' }))).toBe('onboarded Ana Lopez as an Eagle Leader (Volunteer Leader), start date 01/05/2026');
    expect(auditAction(entry('leader_update', { role: 'Chapter Captain', previous_role: 'Volunteer Leader' }))).toBe('changed Ana Lopez’s Eagle Leader role from Volunteer Leader to Chapter Captain');
    expect(auditAction(entry('leader_offboard', { end_date: '2026-02-01' }))).toBe('requested the offboarding of Ana Lopez, end date 02/01/2026');
    expect(auditAction(entry('leader_offboarded', { reason: 'inactive' }))).toBe('offboarded Ana Lopez after 60 days without a check-in');
    expect(auditAction(entry('leader_warning', { days: 46 }))).toBe('sent Ana Lopez the 45-day inactivity warning');
    expect(auditAction(entry('pin', {}, { challenge_id: 4 }))).toBe('pinned a post by Ana Lopez in a challenge');
    expect(auditAction(entry('unpin', {}, { target_user: null }))).toBe('unpinned a post');
    expect(auditAction(entry('remove_post'))).toBe('removed a post by Ana Lopez from the group');
    expect(auditAction(entry('ban'))).toBe('removed Ana Lopez from the group');
    expect(auditAction(entry('something_new'))).toBe('something new (Ana Lopez)');
  });
});
