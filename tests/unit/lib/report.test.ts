import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { REASON_TARGETS, REPORT_REASONS, REPORT_TARGETS, REPORT_UNSENT, reportFailure, reportTexts } from '@/lib/report';

/** §8: each target's own failure text, exact. */
const FAILED = {
  user: 'Error reporting user',
  post: 'Error reporting post',
  reaction: 'Error reporting comment',
  event: 'Error reporting event',
  event_post: 'Error reporting event post',
  group: 'Error reporting group',
  group_post: 'Error reporting post',
  message: 'Error reporting message.',
  channel: 'Error reporting channel.',
} as const;

describe('report texts', () => {
  it('every target of both specs has a title, a question, a success and a failure text', () => {
    expect(REPORT_TARGETS).toEqual(['user', 'post', 'reaction', 'event', 'event_post', 'group', 'group_post', 'message', 'channel']);
    for (const target of REPORT_TARGETS) {
      const t = reportTexts[target];
      expect(t.title, target).toMatch(/^Report/);
      expect(t.confirm('P'), target).toMatch(/Would you like to report this \w+\?$/);
      expect(t.sent('P'), target).toMatch(/Your report has been sent/);
      expect(t.failed, target).toMatch(/^Error reporting /);
    }
  });

  it("keeps the spec's exact texts", () => {
    expect(reportTexts.event.confirm('Team RWB')).toBe('Team RWB: Would you like to report this event?');
    expect(reportTexts.user.confirm('Team RWB')).toBe('Would you like to report this member?');
    expect(reportTexts.event.sent('Team RWB')).toBe('Team RWB: Your report has been sent');
    expect(REPORT_UNSENT).toBe('There was an error sending your report. Please try again later.');
    expect(Object.fromEntries(REPORT_TARGETS.map((t) => [t, reportTexts[t].failed]))).toEqual(FAILED);
  });

  it('chat reports ask for one of three reason categories', () => {
    expect(REPORT_REASONS).toEqual(['Harassment', 'Spam', 'Inappropriate Content']);
    expect(REASON_TARGETS).toEqual(['message', 'channel']);
  });
});

describe('reportFailure: which failure text a failed report shows (§8)', () => {
  const refused = (status: number, message: string) => new ApiError(status, message, { body: { error: { code: 'x', message } } });

  it("the server refused and said why (a 4xx with a message): '{product}: ' plus that message, for every target", () => {
    expect(reportFailure('event', 'Team RWB', refused(404, 'This event does not exist.'))).toBe('Team RWB: This event does not exist.');
    expect(reportFailure('user', 'Team RWB', refused(422, 'You cannot report yourself.'))).toBe('Team RWB: You cannot report yourself.');
    expect(reportFailure('reaction', 'RWB', refused(409, 'Already reported.'))).toBe('RWB: Already reported.');
    expect(reportFailure('message', 'RWB', refused(429, 'Too many requests.'))).toBe('RWB: Too many requests.');
  });

  it("the server answered without a reason to show (5xx, a 4xx without a message, anything else): the target's 'Error reporting …'", () => {
    const failures = [refused(500, 'relation "reports" does not exist'), new ApiError(503, 'Response returned 503'), new ApiError(404, 'Response returned 404'), new Error('Nothing to report.'), 'x'];
    const expected = FAILED;
    for (const failure of failures) {
      for (const target of REPORT_TARGETS) expect(reportFailure(target, 'Team RWB', failure), `${target} ${String(failure)}`).toBe(expected[target]);
    }
  });

  it("no answer (network, timeout): 'There was an error sending your report. Please try again later.'; for chat 'Failed to submit the report. Please try again.'", () => {
    const network = new ApiError(0, 'Could not reach the server.', { code: 'network' });
    const timeout = new ApiError(0, 'The request timed out.', { code: 'timeout' });
    for (const target of REPORT_TARGETS) {
      const text = target === 'message' || target === 'channel' ? 'Failed to submit the report. Please try again.' : 'There was an error sending your report. Please try again later.';
      expect(reportFailure(target, 'Team RWB', network)).toBe(text);
      expect(reportFailure(target, 'Team RWB', timeout)).toBe(text);
    }
  });
});
