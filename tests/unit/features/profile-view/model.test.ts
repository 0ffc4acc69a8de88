import { describe, expect, it } from 'vitest';
import { canFollow, canSeeMemberInfo, contactLines, durationText, initialTab, monthKey, recentMonths, tabsFor } from '@/features/profile-view/model';
import { messages } from '@/features/profile-view/messages';
import { reportTexts } from '@/lib/report';

describe('spec texts', () => {
  it('are exact', () => {
    expect(messages).toMatchObject({
      privateProfile: 'This user has set their profile to private.',
      anonymousProfile: 'This user has set their profile to anonymous.',
      retrieveUser: 'There was an error retrieving the user.',
      badgesFailed: "Error retrieving user's badges.",
      metricsFailed: "Error retrieving user's metrics.",
      workoutsFailed: 'Error retrieving user workouts.',
      deleteWorkoutFailed: 'Error deleting workout.',
      blocked: 'You have successfully blocked this user.',
      blockFailed: 'Error blocking user.',
      blockConfirm: "You will not see messages from Blocked members. They won't be able to view your profile or posts.",
      noWorkouts: 'Your recorded workouts from challenge events will appear here.',
      pageNotFound: 'Page not found',
    });
    // Reporting a member: the shared report flow's texts for 'user' (src/lib/report.ts).
    expect(reportTexts.user.confirm('Team RWB')).toBe('Would you like to report this member?');
  });
});

describe('contact by do_not_call / do_not_contact', () => {
  it('phone formatted unless do_not_call; e-mail unless do_not_contact', () => {
    expect(contactLines({ phone: '9195550100', email: 'a@b.co', do_not_call: false, do_not_contact: false })).toEqual({ phone: '(919) 555-0100', email: 'a@b.co' });
    expect(contactLines({ phone: '9195550100', email: 'a@b.co', do_not_call: true, do_not_contact: true })).toEqual({ phone: null, email: null });
    expect(contactLines({ phone: null, email: null })).toEqual({ phone: null, email: null });
  });
});

describe('who sees what', () => {
  it('follow buttons: not own, not anonymous or private profiles, not for an anonymous viewer', () => {
    const target = { id: 2, anonymous_profile: false, public_profile: true };
    expect(canFollow({ id: 1 }, target)).toBe(true);
    expect(canFollow({ id: 2 }, target)).toBe(false);
    expect(canFollow({ id: 1, anonymous_profile: true }, target)).toBe(false);
    expect(canFollow({ id: 1 }, { ...target, anonymous_profile: true })).toBe(false);
    expect(canFollow(null, target)).toBe(false);
  });
  it('MEMBER INFO for an active Eagle Leader viewing a group member', () => {
    const leader = { eagle_leader_info: { active: true, end_date: null } };
    expect(canSeeMemberInfo(leader, { roles: [{ group_id: 1, role: 0 }] })).toBe(true);
    expect(canSeeMemberInfo(leader, { roles: [] })).toBe(false);
    expect(canSeeMemberInfo({ eagle_leader_info: { active: false } }, { roles: [{ group_id: 1, role: 0 }] })).toBe(false);
    expect(canSeeMemberInfo({ eagle_leader_info: { active: true, end_date: '2026-12-01' } }, { roles: [{ group_id: 1, role: 0 }] })).toBe(false);
  });
  it('tabs: own BIO & FEED, FITNESS, HEALTH; others BIO & FEED, FITNESS (+ MEMBER INFO)', () => {
    expect(tabsFor(true, false)).toEqual(['bio', 'fitness', 'health']);
    expect(tabsFor(false, false)).toEqual(['bio', 'fitness']);
    expect(tabsFor(false, true)).toEqual(['bio', 'fitness', 'member']);
    expect(initialTab('FITNESS', ['bio', 'fitness', 'health'])).toBe('fitness');
    expect(initialTab('health', ['bio', 'fitness'])).toBe('bio');
    expect(initialTab('member_info', ['bio', 'fitness', 'member'])).toBe('member');
  });
});

describe('formatters', () => {
  it('duration split into h/m/s; month keys', () => {
    expect(durationText(90.5)).toBe('1h 30m 30s');
    expect(durationText(null)).toBe('0h 0m 0s');
    expect(monthKey(new Date(2026, 10, 22))).toBe('2026-11');
    const months = recentMonths(new Date(2026, 0, 15), 3);
    expect(months.map((m) => m.key)).toEqual(['2026-1', '2025-12', '2025-11']);
    expect(months[0].label).toBe('January 2026');
  });
});
