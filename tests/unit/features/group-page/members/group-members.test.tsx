// The group's Members page (events spec §2 Group Members, §4, §5, §6, §7, §8, §9): the grouped list
// with paging, the debounced name and city-or-zip search with 'N RESULTS', its failure text, the filter
// panel for admins and for members, the lozenges, the saved filter, and check-in mode.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import '@/features/group-page/member-schemas';
import { GroupMembers } from '@/features/group-page/members/group-members';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '@/features/group-page/members/hooks/use-member-list';
import { memberLabels as t, memberMessages } from '@/features/group-page/members/texts';
import type { Group } from '@/features/group-page/schemas';
import { $memberFilter, setMemberFilter } from '@/store/filters';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../../helpers';
import { stubIntersectionObserver } from '../../../ui/intersection';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../../ui/render';
import { fieldset, groupOf, legends, membersServer, queries, settle, type, until, wait } from './support';

const MEMBERS = '/api/v1/group/5/members';
const SEARCH = '/api/v1/search/user/group';

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(1);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(group: Group = groupOf(), extra: Partial<Parameters<typeof GroupMembers>[0]> = {}) {
  const onBack = vi.fn();
  const out = await render(createElement(GroupMembers, { group, onBack, ...extra }));
  await settle();
  return { ...out, onBack };
}

const headings = (root: ShadowRoot) => queryAllByRole(root, 'heading').map((h) => `${h.localName}:${h.textContent}`);
const names = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-person__name')].map((n) => n.textContent);

describe('the grouped member list', () => {
  it('You, Admins, Chapter Captain, Members (empty groups not shown); 25 more while `next`', async () => {
    const { calls } = membersServer();
    const { root, onBack } = await show();
    await until(() => expect(getByRole(root, 'heading', 'You')).toBeTruthy());
    expect(headings(root)).toEqual(['h2:Members', 'h3:You', 'h3:Admins', 'h3:Chapter Captain', 'h3:Members']);
    expect(getByRole(root, 'link', 'Jordan Reyes').getAttribute('href')).toContain('/profile/1');
    // An anonymous profile has no link; the Eagle Leader title shows.
    expect(queryAllByRole(root, 'link', 'Anonymous Member')).toHaveLength(0);
    expect(names(root)).toContain('Anonymous Member');
    expect(root.textContent).toContain('Chapter Captain');
    expect(getByRole(root, 'img', 'Eagle Leader')).toBeTruthy();
    // A chapter is no sponsor group: no Sponsor Admin badge.
    expect(root.textContent).not.toContain(t.sponsorAdmin);
    expect(names(root)).toHaveLength(28);
    await click(getByRole(root, 'button', t.loadMore));
    await until(() => expect(names(root)).toHaveLength(31));
    expect(queries(calls, MEMBERS).map((q) => q.page)).toEqual(['0', '1']);
    expect(queryAllByRole(root, 'button', t.loadMore)).toHaveLength(0);
    await click(getByRole(root, 'button', t.back));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('a sponsor group shows the Sponsor Admin badge', async () => {
    membersServer();
    const { root } = await show(groupOf({ type: 'sponsor' }));
    await until(() => expect(root.textContent).toContain(t.sponsorAdmin));
  });

  it('a failed list says so and tries again', async () => {
    let fail = true;
    installFetch(() => (fail ? errorBody(500, 'boom') : json({ self: null, admins: [], chapter_captains: [], moderators: [], members: [], count: 0, next: null })));
    const { root } = await show();
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(memberMessages.loadFailed));
    fail = false;
    await click(getByRole(root, 'button', t.retry));
    await until(() => expect(root.textContent).toContain(t.empty));
  });
});

describe('the searches', () => {
  it('by name 500 ms after typing, with N RESULTS; a number is a zip, else a city; emptied: the list again', async () => {
    const { calls } = membersServer();
    const { root } = await show();
    await until(() => expect(getByRole(root, 'heading', 'You')).toBeTruthy());
    await type(getByRole(root, 'textbox', t.name), 'mem');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS - 200);
    expect(queries(calls, SEARCH)).toHaveLength(0);
    await wait(300);
    await until(() => expect(root.textContent).toContain('3 RESULTS'));
    expect(queries(calls, SEARCH)).toEqual([{ group_id: '5', name: 'mem' }]);
    expect(names(root)).toEqual(['Member 200', 'Member 201', 'Member 202']);

    await type(getByRole(root, 'textbox', t.name), '');
    await type(getByRole(root, 'textbox', t.place), '27601');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(queries(calls, SEARCH)).toHaveLength(2));
    expect(queries(calls, SEARCH)[1]).toEqual({ group_id: '5', zip_code: '27601' });
    await type(getByRole(root, 'textbox', t.place), 'Raleigh, NC');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(queries(calls, SEARCH)).toHaveLength(3));
    expect(queries(calls, SEARCH)[2]).toEqual({ group_id: '5', city: 'Raleigh, NC' });
    await type(getByRole(root, 'textbox', t.place), '');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(getByRole(root, 'heading', 'You')).toBeTruthy());
  });

  it('pages with `next` (the next offset)', async () => {
    const { calls } = membersServer({
      search: (q) =>
        q.get('offset') === '25'
          ? json({ count: 26, next: null, data: [{ id: 300, first_name: 'Last', last_name: 'One' }] })
          : json({ count: 26, next: 25, data: Array.from({ length: 25 }, (_, i) => ({ id: 400 + i, first_name: 'Hit', last_name: String(i) })) }),
    });
    const { root } = await show();
    await type(getByRole(root, 'textbox', t.name), 'hit');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(root.textContent).toContain('26 RESULTS'));
    await click(getByRole(root, 'button', t.loadMore));
    await until(() => expect(names(root)).toHaveLength(26));
    expect(queries(calls, SEARCH).map((q) => q.offset)).toEqual([undefined, '25']);
  });

  it("a failed search: the spec's text and no result", async () => {
    membersServer({ search: () => errorBody(500, 'boom') });
    const { root } = await show();
    await type(getByRole(root, 'textbox', t.name), 'ana');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(getByRole(root, 'alert').textContent).toContain('An error occurred trying to search users. Please try again later.'));
    expect(names(root)).toEqual([]);
    expect(root.textContent).not.toContain('RESULTS');
  });
});

describe('the filters', () => {
  it('an admin sees the extra filters; Eagle Leader + Army are applied, saved and shown as lozenges', async () => {
    const { calls } = membersServer();
    const { root } = await show(groupOf({ role: 2 }));
    await click(getByRole(root, 'button', t.filters));
    const dialog = getByRole(root, 'dialog', t.filtersTitle);
    expect(legends(dialog)).toEqual(['Joined Team RWB', 'Last check-in', 'Event check-ins (YTD)', 'Member status', 'Military branch', 'Military status', 'Show only']);
    await click(getByRole(fieldset(dialog, 'Show only'), 'checkbox', 'Eagle Leader'));
    await click(getByRole(fieldset(dialog, 'Military branch'), 'checkbox', 'Army'));
    await click(getByRole(fieldset(dialog, 'Last check-in'), 'radio', 'Last 30 days'));
    await click(getByRole(dialog, 'button', t.apply));
    await until(() => expect(queries(calls, SEARCH)).toHaveLength(1));
    const q = queries(calls, SEARCH)[0];
    expect(q).toMatchObject({ group_id: '5', is_eagle_leader: 'true', branch: 'Army' });
    expect(q.check_in_after_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect($memberFilter.get()).toMatchObject({ isEagleLeader: true, militaryBranch: ['Army'], lastCheckIn: 30 });
    const lozenges = getByRole(root, 'group', t.activeFilters);
    expect(queryAllByRole(lozenges, 'button').map((b) => b.textContent)).toEqual(['Remove Checked in: Last 30 days×', 'Remove Army×', 'Remove Eagle Leader×']);
    await until(() => expect(root.textContent).toContain('3 RESULTS'));

    // A lozenge removes its value; Reset empties the panel and Apply goes back to the plain list.
    await click(queryAllByRole(lozenges, 'button').find((b) => b.textContent?.includes('Eagle Leader'))!);
    await until(() => expect(queries(calls, SEARCH)).toHaveLength(2));
    expect(queries(calls, SEARCH)[1]).not.toHaveProperty('is_eagle_leader');
    await click(getByRole(root, 'button', t.filters));
    await click(getByRole(getByRole(root, 'dialog', t.filtersTitle), 'button', t.reset));
    expect((getByRole(fieldset(root, 'Military branch'), 'checkbox', 'Army') as HTMLInputElement).checked).toBe(false);
    await click(getByRole(root, 'button', t.apply));
    await until(() => expect(getByRole(root, 'heading', 'You')).toBeTruthy());
    expect($memberFilter.get()).toBeNull();
  });

  it('a member does not see them; saved staff filters are reset, not sent, and cleared from the saved object', async () => {
    setMemberFilter({ isEagleLeader: true, memberStatus: ['act'], militaryBranch: ['Navy'] });
    const { calls } = membersServer();
    const { root } = await show(groupOf({ role: 0 }));
    await until(() => expect(queries(calls, SEARCH)).toHaveLength(1));
    expect(queries(calls, SEARCH)[0]).toEqual({ group_id: '5', branch: 'Navy' });
    expect($memberFilter.get()).toMatchObject({ isEagleLeader: false, memberStatus: [], militaryBranch: ['Navy'] });
    expect(queryAllByRole(getByRole(root, 'group', t.activeFilters), 'button').map((b) => b.textContent)).toEqual(['Remove Navy×']);
    await click(getByRole(root, 'button', t.filters));
    const dialog = getByRole(root, 'dialog', t.filtersTitle);
    expect(legends(dialog)).toEqual(['Joined Team RWB', 'Military branch', 'Military status']);
    expect(queryAllByRole(dialog, 'checkbox', 'Eagle Leader')).toHaveLength(0);
  });

  it('not joined (no role): the same as a member', async () => {
    membersServer();
    const { root } = await show(groupOf({ role: undefined, joined: false }));
    await click(getByRole(root, 'button', t.filters));
    expect(legends(getByRole(root, 'dialog', t.filtersTitle))).not.toContain('Show only');
  });
});

describe('check-in mode', () => {
  it("'Check In Member', no chapter captain group nor the viewer's, event_id and status_not=c; Add checks a member in", async () => {
    const { calls } = membersServer();
    const onPick = vi.fn(async (m: { id: number }) => {
      if (m.id === 100) throw new Error('This member cannot be checked in.');
    });
    const { root } = await show(groupOf(), { checkIn: { eventId: 12, onPick } });
    await until(() => expect(getByRole(root, 'heading', 'Admins')).toBeTruthy());
    expect(headings(root)).toEqual(['h2:Check In Member', 'h3:Admins', 'h3:Members']);
    expect(queries(calls, MEMBERS)[0]).toEqual({ page: '0', event_id: '12', status_not: 'c' });
    // The captain is still there to be checked in, first among the members.
    expect(names(root).slice(0, 3)).toEqual(['Morgan Blake', 'Casey Nguyen', 'Member 100']);
    await click(getByRole(root, 'button', 'Add Casey Nguyen'));
    await until(() => expect(root.textContent).toContain(t.checkedIn));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(queryAllByRole(root, 'button', 'Add Casey Nguyen')).toHaveLength(0);
    await click(getByRole(root, 'button', 'Add Member 100'));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain('This member cannot be checked in.'));
    expect(getByRole(root, 'button', 'Add Member 100')).toBeTruthy();
  });

  it('a search leaves out members already checked in', async () => {
    membersServer({ search: () => json({ count: 2, next: null, data: [{ id: 7, first_name: 'In', last_name: 'Already', attendance_status: 'checked_in' }, { id: 8, first_name: 'Not', last_name: 'Yet', attendance_status: 'going' }] }) });
    const { root } = await show(groupOf(), { checkIn: { eventId: 12, onPick: async () => {} } });
    await type(getByRole(root, 'textbox', t.name), 'e');
    await wait(MEMBER_SEARCH_DEBOUNCE_MS + 50);
    await until(() => expect(names(root)).toEqual(['Not Yet']));
  });
});

describe('logged out', () => {
  it('asks to log in; Log In goes to /login', async () => {
    resetPlatform();
    const paths: string[] = [];
    const onNavigate = (e: Event) => {
      paths.push((e as CustomEvent<{ path: string }>).detail.path);
      e.preventDefault();
    };
    document.addEventListener('rwb-navigate', onNavigate);
    const { calls } = membersServer();
    const { root } = await show();
    expect(root.textContent).toContain(t.logIn);
    await click(getByRole(root, 'button', t.logInButton));
    document.removeEventListener('rwb-navigate', onNavigate);
    expect(paths).toEqual(['/login']);
    expect(calls).toHaveLength(0);
  });
});
