import { describe, expect, it } from 'vitest';
import { EAGLE_LEADER_ROLES, EDITABLE_ROLES, eagleLeaderStatus, offboardingNotification, onboardingStatus } from '@/lib/eagle-leader';

describe('Eagle Leader status (accounts spec §4)', () => {
  it('not a leader / PENDING / ACTIVE / OFFBOARDING', () => {
    expect(eagleLeaderStatus(null)).toBe('NONE');
    expect(eagleLeaderStatus({ role: 'Chapter Captain', active: false })).toBe('PENDING');
    expect(eagleLeaderStatus({ role: 'Chapter Captain', active: true, end_date: null })).toBe('ACTIVE');
    expect(eagleLeaderStatus({ role: 'Chapter Captain', active: true, end_date: '2026-12-31' })).toBe('OFFBOARDING');
  });
  it('onboarding: Completed with the training date or ---, else Pending', () => {
    expect(onboardingStatus({ active: true, training_completion_date: '2025-03-04' })).toEqual({ label: 'Completed', date: '03/04/2025' });
    expect(onboardingStatus({ active: true, training_completion_date: null })).toEqual({ label: 'Completed', date: '---' });
    expect(onboardingStatus({ active: false })).toEqual({ label: 'Pending', date: '---' });
  });
  it('the 30/45-day notifications and their colours', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const active = { active: true };
    expect(offboardingNotification(active, '2026-10-01T12:00:00Z', now)).toEqual({ text: 'Warning - 45 Day External', tone: 'magenta' });
    expect(offboardingNotification(active, '2026-10-23T12:00:00Z', now)).toEqual({ text: 'Alert - 30 Day Internal', tone: 'orange' });
    expect(offboardingNotification(active, '2026-11-01T12:00:00Z', now)).toBeNull();
    expect(offboardingNotification({ active: true, offboarding_notification: 'Alert - 30 Day Internal' }, null, now)).toEqual({ text: 'Alert - 30 Day Internal', tone: 'orange' });
    expect(offboardingNotification({ active: false }, '2026-01-01', now)).toBeNull();
  });
  it('roles', () => {
    expect(EAGLE_LEADER_ROLES).toHaveLength(10);
    expect(EDITABLE_ROLES).toEqual(['Volunteer Leader', 'Chapter Captain', 'Deputy Chapter Captain', 'Deputy State Coordinator']);
  });
});
