// A group's sub-pages in place (events spec §2 Groups): the events and members links open them in the
// element, mirrored in the URL hash (reload and Back work), with the group kept underneath; the
// element composes the feed and the event list; a member reports the group (§7, §8 Reports).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/group-page/schemas';
import { GroupPage } from '@/features/group-page';
import { labels } from '@/features/group-page/messages';
import { groupViewFromPath } from '@/features/group-page/model';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { stubIntersectionObserver } from '../../ui/intersection';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';

const group = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Ruck Club',
  type: 'activity',
  member_count: 4,
  members: [],
  event_count: 2,
  joined: true,
  active: true,
  role: 0,
  description: 'Ruck with us.',
  ...extra,
});

let calls: Call[];
function server(g: Record<string, unknown>, report: () => Response = () => json({}, 201)) {
  calls = installFetch((call) => {
    if (call.path === '/api/v1/group/5') return json(g);
    if (call.path === '/api/v1/report/group/5') return report();
    return errorBody(404, 'not_found');
  }).calls;
}

const slots = {
  renderFeed: (g: { id: number }) => createElement('p', null, `feed of ${g.id}`),
  renderEvents: (g: { id: number }) => createElement('p', null, `events of ${g.id}`),
};

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  history.replaceState(null, '', '/demo/group-page.html?id=5');
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('<GroupPage> sub-pages', () => {
  it('the events link opens the group events in place (hash), Back shows the group again with its feed', async () => {
    loginAs(7);
    server(group());
    const { root } = await render(createElement(GroupPage, { groupId: 5, ...slots }));
    await until(() => expect(getByRole(root, 'heading', 'Ruck Club')).toBeTruthy());
    expect(root.querySelector(`section[aria-label="${labels.feed}"]`)?.textContent).toBe('feed of 5');
    const link = getByRole(root, 'link', labels.events(2));
    expect(link.getAttribute('href')).toBe('/demo/group-page.html?id=5#/groups/5/events');
    expect(getByRole(root, 'link', labels.members(4)).getAttribute('href')).toBe('/demo/group-page.html?id=5#/groups/5/members');
    await click(link);
    expect(location.hash).toBe('#/groups/5/events');
    await until(() => expect(getByRole(root, 'heading', labels.eventsTitle)).toBeTruthy());
    expect(root.textContent).toContain('events of 5');
    // The group stays mounted, hidden.
    expect(getByRole(root, 'heading', 'Ruck Club').closest('[hidden]')).not.toBeNull();
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await until(() => expect(getByRole(root, 'heading', 'Ruck Club').closest('[hidden]')).toBeNull());
    expect(queryAllByRole(root, 'heading', labels.eventsTitle)).toHaveLength(0);
  });

  it('an address naming a sub-page opens it on load', async () => {
    history.replaceState(null, '', '/demo/group-page.html?id=5#/groups/5/events');
    server(group());
    const { root } = await render(createElement(GroupPage, { groupId: 5, ...slots }));
    await until(() => expect(getByRole(root, 'heading', labels.eventsTitle)).toBeTruthy());
    await click(getByRole(root, 'button', labels.backToGroup));
    await until(() => expect(getByRole(root, 'heading', 'Ruck Club').closest('[hidden]')).toBeNull());
    expect(location.hash).toBe('');
  });

  it('the shell path names the sub-page', () => {
    expect(groupViewFromPath('/groups/5/members', 5)).toBe('members');
    expect(groupViewFromPath('/app/groups/5/events/', 5)).toBe('events');
    expect(groupViewFromPath('/groups/5', 5)).toBeNull();
    expect(groupViewFromPath('/groups/55/members', 5)).toBeNull();
    expect(groupViewFromPath('/groups/5/feed/1/user/2', 5)).toBeNull();
  });
});

describe('<GroupPage> Report Group', () => {
  it('a member reports the group: the confirmation, then the spec text; the call names the reporter', async () => {
    loginAs(7);
    server(group());
    const { root } = await render(createElement(GroupPage, { groupId: 5, ...slots }));
    await until(() => expect(getByRole(root, 'button', labels.options)).toBeTruthy());
    await click(getByRole(root, 'button', labels.options));
    await click(getByRole(root, 'menuitem', labels.reportGroup));
    await until(() => expect(root.textContent).toContain('Team RWB: Would you like to report this group?'));
    const dialog = queryAllByRole(root, 'alertdialog')[0] ?? getByRole(root, 'dialog');
    await click(queryAllByRole(dialog, 'button').find((b) => /Report|Yes/.test(b.textContent ?? ''))!);
    await until(() => expect(root.textContent).toContain('Team RWB: Your report has been sent'));
    const sent = calls.find((c) => c.path === '/api/v1/report/group/5');
    expect(sent?.method).toBe('POST');
    expect(sent?.json).toMatchObject({ reporter: 7 });
  });

  it("a failure keeps the dialog open with 'Error reporting group' or the server's reason", async () => {
    loginAs(7);
    server(group(), () => errorBody(500, 'server_error'));
    const { root } = await render(createElement(GroupPage, { groupId: 5, ...slots }));
    await until(() => expect(getByRole(root, 'button', labels.options)).toBeTruthy());
    await click(getByRole(root, 'button', labels.options));
    await click(getByRole(root, 'menuitem', labels.reportGroup));
    await until(() => expect(root.textContent).toContain('Would you like to report this group?'));
    const dialog = queryAllByRole(root, 'alertdialog')[0] ?? getByRole(root, 'dialog');
    await click(queryAllByRole(dialog, 'button').find((b) => /Report|Yes/.test(b.textContent ?? ''))!);
    await until(() => expect(root.textContent).toMatch(/Error reporting group|There was an error sending your report/));
  });

  it('logged out: no group options', async () => {
    server(group({ joined: false, role: null }));
    const { root } = await render(createElement(GroupPage, { groupId: 5, ...slots }));
    await until(() => expect(getByRole(root, 'heading', 'Ruck Club')).toBeTruthy());
    expect(queryAllByRole(root, 'button', labels.options)).toHaveLength(0);
  });
});
