// The post card's report and the group admin's removals (events spec §6, §8 'Reports', 'Groups and
// moderation'): the report flow of each context, Remove & Report, Remove & Report User, their texts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Feed } from '@/features/member-feed/components/feed';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { errorBody, json, loginAs, resetPlatform } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole } from '../../ui/render';
import { ME, post } from './feed-fixtures';
import { noContent, postTexts, settle, showFeed } from './feed-render';
import { choose, feedOf, toasts } from './post-card-support';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('report and the group admin removals', () => {
  it('Report goes through the report flow of the context', async () => {
    const api = await showFeed(<Feed context={{ type: 'event', id: 5 }} />, (c) => (c.path.startsWith('/api/v1/report') ? json({ id: 1 }, 201) : feedOf([post(2, { text: 'Theirs' })])(c)));
    await choose(api.root, 'Theirs', 'Report');
    const dialog = getByRole(api.root, 'alertdialog');
    expect(dialog.querySelector('p')!.textContent).toBe('Team RWB: Would you like to report this post?');
    await click(getByRole(dialog, 'button', 'Report'));
    await settle();
    const call = api.calls.find((c) => c.path.startsWith('/api/v1/report'))!;
    expect([call.path, call.json]).toEqual(['/api/v1/report/event/5/post/2', { reporter: ME }]);
    expect(queryAllByRole(api.root, 'alertdialog')).toHaveLength(0);
    expect(toasts(api.root)).toContain('Team RWB: Your report has been sent');
    expect(postTexts(api.root)).toEqual(['Theirs']);
  });

  it.each([
    ['timeline', { type: 'timeline' }, () => errorBody(500, 'boom'), 'Error reporting post'],
    ['event feed', { type: 'event', id: 5 }, () => errorBody(503, 'unavailable'), 'Error reporting event post'],
    ['group feed', { type: 'group', id: 3 }, () => errorBody(500, 'boom'), 'Error reporting post'],
    ['event feed, refused', { type: 'event', id: 5 }, () => errorBody(404, 'not_found', 'This post does not exist.'), 'Team RWB: This post does not exist.'],
    [
      'timeline, no answer',
      { type: 'timeline' },
      () => {
        throw new TypeError('Failed to fetch');
      },
      'There was an error sending your report. Please try again later.',
    ],
  ] as [string, FeedContext, () => Response, string][])('a failed Report (%s) says %j in the dialog, which stays open', async (_name, context, answer, text) => {
    const api = await showFeed(<Feed context={context} groupRole={0} groupActive />, (c) => (c.path.startsWith('/api/v1/report') ? answer() : feedOf([post(2, { text: 'Theirs' })])(c)));
    await choose(api.root, 'Theirs', 'Report');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Report'));
    await settle();
    expect(getByRole(getByRole(api.root, 'alertdialog'), 'alert').textContent).toBe(text);
  });

  it("Remove & Report and Remove & Report User: a failed report is told ('Error reporting post' / 'Error reporting user'), the removal still goes ahead", async () => {
    let report = () => errorBody(500, 'boom');
    const api = await showFeed(<Feed context={{ type: 'group', id: 3 }} groupRole={2} />, (c) => {
      if (c.path.startsWith('/api/v1/report')) return report();
      if (c.path.startsWith('/api/v1/group_admin')) return noContent();
      return feedOf([post(4), post(2, { text: 'Theirs' })])(c);
    });
    await choose(api.root, 'Theirs', 'Remove & Report');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report'));
    await settle();
    expect(toasts(api.root)).toContain('Error reporting post');
    expect(toasts(api.root)).toContain('Successfully removed post from the group');

    await choose(api.root, 'Post 4', 'Remove & Report User');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report User'));
    await settle();
    expect(toasts(api.root)).toContain('Error reporting user');
    expect(toasts(api.root)).toContain('Successfully removed user from the group');

    report = () => errorBody(422, 'validation_failed', 'You cannot report yourself.');
    await choose(api.root, 'Post 4', 'Remove & Report User');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report User'));
    await settle();
    expect(toasts(api.root)).toContain('Team RWB: You cannot report yourself.');
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/report/group/3/post/2',
      'DELETE /api/v1/group_admin/3/post/2',
      'POST /api/v1/report/user/20',
      'DELETE /api/v1/group_admin/3/user/20',
      'POST /api/v1/report/user/20',
      'DELETE /api/v1/group_admin/3/user/20',
    ]);
  });

  it('Remove & Report: reports, removes, says so; a failed removal restores the post', async () => {
    let fail = false;
    const api = await showFeed(<Feed context={{ type: 'group', id: 3 }} groupRole={2} />, (c) => {
      if (c.path.startsWith('/api/v1/report')) return json({ id: 1 }, 201);
      if (c.path.startsWith('/api/v1/group_admin')) return fail ? errorBody(500, 'x') : noContent();
      return feedOf([post(4), post(2, { text: 'Theirs' })])(c);
    });
    await choose(api.root, 'Theirs', 'Remove & Report');
    const dialog = getByRole(api.root, 'alertdialog');
    expect(dialog.querySelector('p')!.textContent).toBe('Team RWB: Would you like to report this post?');
    await click(getByRole(dialog, 'button', 'Remove & Report'));
    expect(postTexts(api.root)).toEqual(['Post 4']);
    await settle();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/report/group/3/post/2', 'DELETE /api/v1/group_admin/3/post/2']);
    expect(toasts(api.root)).toContain('Successfully removed post from the group');
    expect(postTexts(api.root)).toEqual(['Post 4']);

    fail = true;
    await choose(api.root, 'Post 4', 'Remove & Report');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report'));
    await settle();
    expect(postTexts(api.root)).toEqual(['Post 4']);
    expect(toasts(api.root)).toContain('There is an error removing the post from the group. Please try again later.');
  });

  it('Remove & Report User: reports the member and removes them; already removed counts as success', async () => {
    let answer = () => noContent();
    const api = await showFeed(<Feed context={{ type: 'group', id: 3 }} groupRole={2} />, (c) => {
      if (c.path.startsWith('/api/v1/report')) return json({ id: 1 }, 201);
      if (c.path.startsWith('/api/v1/group_admin')) return answer();
      return feedOf([post(2, { text: 'Theirs' })])(c);
    });
    await choose(api.root, 'Theirs', 'Remove & Report User');
    expect(getByRole(api.root, 'alertdialog').querySelector('p')!.textContent).toBe('Would you like to report this member?');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report User'));
    await settle();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/report/user/20', 'DELETE /api/v1/group_admin/3/user/20']);
    expect(toasts(api.root)).toContain('Successfully removed user from the group');

    answer = () => errorBody(404, 'already_removed', 'This user has already been removed.');
    await choose(api.root, 'Theirs', 'Remove & Report User');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report User'));
    await settle();
    expect(toasts(api.root)).toContain('This user has already been removed.');

    answer = () => errorBody(500, 'x');
    await choose(api.root, 'Theirs', 'Remove & Report User');
    await click(getByRole(getByRole(api.root, 'alertdialog'), 'button', 'Remove & Report User'));
    await settle();
    expect(toasts(api.root)).toContain('There is an error while removing user from the group. Please try again later.');
  });
});
