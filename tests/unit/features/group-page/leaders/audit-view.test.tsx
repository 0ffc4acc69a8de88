// <GroupAudit>: the group's moderation history — Back, the entries (who, what, when), paging by
// offset, the empty state and the failure text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { GroupAudit } from '@/features/group-page/leaders/audit-view';
import { formatDate, formatTime } from '@/lib/dates';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../../helpers';
import { stubIntersectionObserver } from '../../../ui/intersection';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../../ui/render';
import { SELF, group, until } from './support';

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(SELF);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

const AT = '2026-01-05T15:04:00.000Z';
const person = (id: number, first: string) => ({ id, first_name: first, last_name: 'Test' });
const entry = (id: number, action: string, extra: Record<string, unknown> = {}) => ({
  id,
  action,
  automatic: false,
  actor: person(SELF, 'Morgan'),
  target_user: person(1, 'Avery'),
  post_id: null,
  challenge_id: null,
  details: {},
  created_at: AT,
  ...extra,
});

async function show(handler: Parameters<typeof installFetch>[0]) {
  const api = installFetch(handler);
  const onBack = vi.fn();
  const out = await render(createElement(GroupAudit, { group: group(), onBack }));
  return { ...out, ...api, onBack };
}

const rows = (root: ShadowRoot) =>
  [...root.querySelectorAll('.audit__entry')].map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent?.replace(/\s+/g, ' ').trim()).join(' '));

describe('<GroupAudit>', () => {
  it('lists who did what to whom and when, 25 a page by offset; Back calls onBack', async () => {
    const first = Array.from({ length: 25 }, (_, i) => entry(100 - i, 'pin'));
    first[0] = entry(100, 'leader_onboard', { details: { role: 'Volunteer Leader', start_date: '2026-01-05' } });
    first[1] = entry(99, 'leader_offboarded', { automatic: true, actor: null, details: { reason: 'requested' } });
    const { root, calls, onBack } = await show((c) =>
      new URL(c.url).searchParams.get('offset') === '25' ? json({ data: [entry(1, 'ban')], count: 26, next: null }) : json({ data: first, count: 26, next: 25 }),
    );
    await until(() => expect(rows(root)).toHaveLength(25));
    expect(getByRole(root, 'heading', 'Moderation history')).toBeTruthy();
    expect(calls[0].path).toBe('/api/v1/group/12/audit');
    expect(new URL(calls[0].url).searchParams.get('offset')).toBe('0');
    const when = `${formatDate(AT)} ${formatTime(AT)}`;
    expect(rows(root)[0]).toBe(`Morgan Test onboarded Avery Test as an Eagle Leader (Volunteer Leader), start date 01/05/2026 ${when}`);
    expect(rows(root)[1]).toBe(`Automatic offboarded Avery Test as requested ${when}`);
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe(AT);
    await click(getByRole(root, 'button', 'Load more'));
    await until(() => expect(rows(root)).toHaveLength(26));
    expect(new URL(calls[1].url).searchParams.get('offset')).toBe('25');
    expect(rows(root)[25]).toContain('Morgan Test removed Avery Test from the group');
    expect(queryAllByRole(root, 'button', 'Load more')).toHaveLength(0);
    await click(getByRole(root, 'button', 'Back'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('empty: says there is nothing yet', async () => {
    const { root } = await show(() => json({ data: [], count: 0, next: null }));
    await until(() => expect(getByRole(root, 'status').textContent).toBe('No moderation actions yet.'));
  });

  it('a failure: our text and Try again', async () => {
    let fail = true;
    const { root } = await show(() => (fail ? errorBody(403, 'forbidden', 'Only the group’s admins can read its moderation history.') : json({ data: [entry(1, 'unpin')], count: 1, next: null })));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain('Unable to load the moderation history. Please try again later.'));
    fail = false;
    await click(getByRole(root, 'button', 'Try again'));
    await until(() => expect(rows(root)).toEqual([`Morgan Test unpinned a post by Avery Test ${formatDate(AT)} ${formatTime(AT)}`]));
  });
});
