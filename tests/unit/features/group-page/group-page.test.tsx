// The group page's views by role (events spec §2, §4, §5 Groups, §8): the hub's lists for members and
// for visitors, the debounced search, and the group with its optimistic Join/Joined.
import { describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/group-page/schemas';
import { GroupPage } from '@/features/group-page';
import { labels, messages } from '@/features/group-page/messages';
import { setStoredLocation } from '@/store/filters';
import { errorBody, installFetch, json, loginAs, type Call } from '../../helpers';
import { onElementPage } from '../../ui/element-page';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';

const group = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Group ${id}`,
  type: 'activity',
  member_count: 4,
  members: [],
  event_count: 2,
  joined: false,
  active: true,
  role: null,
  description: 'Ruck with us.',
  ...extra,
});

const navigations = onElementPage('/demo/group-page.html');

function hubServer(lists: Partial<Record<string, unknown[]>>, extra: (call: Call) => Response | undefined = () => undefined) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/group') return json({ data: lists[new URL(call.url).searchParams.get('type') ?? ''] ?? [] });
    return errorBody(404, 'not_found');
  });
}

const headings = (root: ShadowRoot) => queryAllByRole(root, 'heading').map((h) => h.textContent);

describe('<GroupPage> hub', () => {
  it('a member sees Admin (when non-empty), My, Activity and Nearby; each group is a link named by its name', async () => {
    loginAs(7);
    const { calls } = hubServer({ admin: [group(1)], my: [group(1), group(2)], activity: [group(3)], nearby: [] });
    const { root } = await render(createElement(GroupPage, {}));
    await until(() => expect(getByRole(root, 'link', 'Group 3')).toBeTruthy());
    expect(headings(root)).toEqual([labels.hubTitle, labels.admin, labels.my, labels.activity, labels.nearby]);
    // Without a chapter or a saved location, nearby is not asked and says so.
    expect(root.textContent).toContain(messages.noLocation);
    expect(calls.some((c) => c.url.includes('type=nearby'))).toBe(false);
    await click(getByRole(root, 'link', 'Group 3'));
    expect(navigations).toEqual(['/groups/3']);
  });

  it('hides an empty Admin list; nearby around the saved location, with the spec text when empty', async () => {
    loginAs(7);
    setStoredLocation({ latitude: 35.78, longitude: -78.64 });
    const { calls } = hubServer({ admin: [], my: [], activity: [], nearby: [] });
    const { root } = await render(createElement(GroupPage, {}));
    await until(() => expect(root.textContent).toContain('No groups within 50 miles.'));
    expect(headings(root)).toEqual([labels.hubTitle, labels.my, labels.activity, labels.nearby]);
    const nearby = new URL(calls.find((c) => c.url.includes('type=nearby'))!.url).searchParams;
    expect([nearby.get('lat'), nearby.get('long')]).toEqual(['35.78', '-78.64']);
  });

  it('logged out: only the activity and nearby lists, no member lists requested', async () => {
    const { calls } = hubServer({ activity: [group(3)] });
    const { root } = await render(createElement(GroupPage, {}));
    await until(() => expect(getByRole(root, 'link', 'Group 3')).toBeTruthy());
    expect(headings(root)).toEqual([labels.hubTitle, labels.activity, labels.nearby]);
    expect(calls.map((c) => new URL(c.url).searchParams.get('type'))).toEqual(['activity']);
  });

  it('searches 500 ms after typing (empty skipped), with the hint, and lists what it found', async () => {
    const { calls } = hubServer({}, (call) =>
      call.path === '/api/v1/search/group' ? json({ my_groups: [], other_groups: [group(9, { name: 'Yoga Raleigh' })], offset: null, next: null }) : undefined,
    );
    const { root } = await render(createElement(GroupPage, {}));
    const box = getByRole(root, 'textbox', labels.search) as HTMLInputElement | undefined;
    expect(box).toBeTruthy();
    expect(root.textContent).toContain(labels.searchHint);
    const type = (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, value);
        box!.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('   ');
    await act(async () => new Promise((r) => setTimeout(r, 600)));
    expect(calls.some((c) => c.path === '/api/v1/search/group')).toBe(false);
    await type('yoga');
    await act(async () => new Promise((r) => setTimeout(r, 200)));
    expect(calls.some((c) => c.path === '/api/v1/search/group')).toBe(false);
    await until(() => expect(getByRole(root, 'link', 'Yoga Raleigh')).toBeTruthy());
    const searches = calls.filter((c) => c.path === '/api/v1/search/group');
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0].url).searchParams.get('name')).toBe('yoga');
  });
});

describe('<GroupPage> hub failures (§8)', () => {
  it("a list that cannot load says 'Unable to retrieve groups'; the others still show", async () => {
    hubServer({ nearby: [] }, (call) => (new URL(call.url).searchParams.get('type') === 'activity' ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(GroupPage, {}));
    await until(() => expect(root.textContent).toContain('Unable to retrieve groups'));
    expect(headings(root)).toEqual([labels.hubTitle, labels.activity, labels.nearby]);
  });

  it("a failed search says 'An error occurred trying to search groups. Please try again later.'", async () => {
    hubServer({}, (call) => (call.path === '/api/v1/search/group' ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(GroupPage, {}));
    const box = getByRole(root, 'textbox', labels.search) as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'ruck');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(() => expect(root.textContent).toContain('An error occurred trying to search groups. Please try again later.'), 3000);
  });
});

describe('<GroupPage> group', () => {
  function groupServer(g: Record<string, unknown>, join: (call: Call) => Response) {
    return installFetch((call) => {
      if (call.path === '/api/v1/group/5') return json(g);
      if (call.path === '/api/v1/group/5/user/7') return join(call);
      return errorBody(404, 'not_found');
    });
  }

  it('shows name, type label, event and members links, copy link; Join is a toggle that reverts on failure', async () => {
    loginAs(7);
    let fail = true;
    groupServer(group(5, { type: 'chapter', name: 'Raleigh Chapter' }), () => (fail ? errorBody(500, 'server_error') : json(group(5, { joined: true, member_count: 5 }))));
    const { root } = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect(getByRole(root, 'heading', 'Raleigh Chapter')).toBeTruthy());
    expect(root.textContent).toContain('Chapter Group');
    expect(getByRole(root, 'link', labels.events(2)).getAttribute('href')).toContain('/groups/5/events');
    expect(getByRole(root, 'link', labels.members(4)).getAttribute('href')).toContain('/groups/5/members');
    expect(getByRole(root, 'button', labels.copyLink)).toBeTruthy();
    const join = getByRole(root, 'button', labels.join);
    expect(join.getAttribute('aria-pressed')).toBe('false');
    await click(join);
    await until(() => expect(root.textContent).toContain(messages.joinFailed));
    expect(getByRole(root, 'button', labels.join).getAttribute('aria-pressed')).toBe('false');
    expect(getByRole(root, 'link', labels.members(4))).toBeTruthy();
    fail = false;
    await click(getByRole(root, 'button', labels.join));
    await until(() => expect(getByRole(root, 'button', labels.joined).getAttribute('aria-pressed')).toBe('true'));
    expect(getByRole(root, 'link', labels.members(5))).toBeTruthy();
  });

  it('leaving reverts with the spec text; an inactive group not joined cannot be joined', async () => {
    loginAs(7);
    groupServer(group(5, { joined: true, member_count: 3 }), () => errorBody(500, 'server_error'));
    const { root } = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect(getByRole(root, 'button', labels.joined)).toBeTruthy());
    await click(getByRole(root, 'button', labels.joined));
    await until(() => expect(root.textContent).toContain(messages.leaveFailed));
    expect(getByRole(root, 'link', labels.members(3))).toBeTruthy();
    await cleanup();
    groupServer(group(5, { active: false }), () => json({}));
    const other = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect((getByRole(other.root, 'button', labels.join) as HTMLButtonElement).disabled).toBe(true));
  });

  it('logged out: Join goes to login with the return address', async () => {
    groupServer(group(5), () => json({}));
    const { root } = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect(getByRole(root, 'button', labels.join)).toBeTruthy());
    await click(getByRole(root, 'button', labels.join));
    expect(navigations).toEqual(['/login']);
  });

  it('long descriptions open with Show more and close with Show less', async () => {
    groupServer(group(5, { description: 'word '.repeat(100) }), () => json({}));
    const { root } = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect(getByRole(root, 'button', labels.showMore)).toBeTruthy());
    await click(getByRole(root, 'button', labels.showMore));
    expect(getByRole(root, 'button', labels.showLess).getAttribute('aria-expanded')).toBe('true');
  });

  it("a failed load says 'Unable to load the group. Please try again later.'", async () => {
    installFetch(() => errorBody(500, 'server_error'));
    const { root } = await render(createElement(GroupPage, { groupId: 5 }));
    await until(() => expect(root.textContent).toContain(messages.loadFailed));
    expect(getByRole(root, 'link', labels.back)).toBeTruthy();
  });
});
