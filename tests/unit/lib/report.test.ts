import { describe, expect, it } from 'vitest';
import { REASON_TARGETS, REPORT_REASONS, REPORT_TARGETS, reportTexts } from '@/lib/report';

describe('report texts', () => {
  it('every target of both specs has a title, a question, a success and a failure text', () => {
    expect(REPORT_TARGETS).toEqual(['user', 'post', 'reaction', 'event', 'event_post', 'group', 'group_post', 'message', 'channel']);
    for (const target of REPORT_TARGETS) {
      const t = reportTexts[target];
      expect(t.title, target).toMatch(/^Report/);
      expect(t.confirm('P'), target).toMatch(/Would you like to report this \w+\?$/);
      expect(t.sent('P'), target).toMatch(/Your report has been sent/);
      expect(t.failed('P', 'boom'), target).not.toBe('');
    }
  });

  it("keeps the spec's exact texts", () => {
    expect(reportTexts.event.confirm('Team RWB')).toBe('Team RWB: Would you like to report this event?');
    expect(reportTexts.user.confirm('Team RWB')).toBe('Would you like to report this member?');
    expect(reportTexts.event.sent('Team RWB')).toBe('Team RWB: Your report has been sent');
    expect(reportTexts.event.failed('Team RWB', 'Not found')).toBe('Team RWB: Not found');
    expect(reportTexts.user.failed('Team RWB', 'x')).toBe('There was an error sending your report. Please try again later.');
    expect(reportTexts.message.failed('P', 'x')).toBe('Error reporting message.');
    expect(reportTexts.channel.failed('P', 'x')).toBe('Error reporting channel.');
    expect(reportTexts.reaction.failed('P', 'x')).toBe('Error reporting comment');
    expect(reportTexts.event_post.failed('P', 'x')).toBe('Error reporting event post');
    expect(reportTexts.group.failed('P', 'x')).toBe('Error reporting group');
  });

  it('chat reports ask for one of three reason categories', () => {
    expect(REPORT_REASONS).toEqual(['Harassment', 'Spam', 'Inappropriate Content']);
    expect(REASON_TARGETS).toEqual(['message', 'channel']);
  });
});
