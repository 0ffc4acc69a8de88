// <GroupAdminTools>: the group admin's menu and the three Eagle Leader modals (events spec §5, §6, §8):
// which members each offers, the required parts and the future-date messages, the PUT bodies, the
// server's message on failure, and the notice after success.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { GroupAdminTools } from '@/features/group-page/leaders/admin-tools';
import { canManageLeaders } from '@/features/group-page/leaders/rules';
import { setGroupsJoined } from '@/store/member';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../../../helpers';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from '../../../ui/render';
import { SELF, dateParts, dialog, entry, fillDate, group, leaderServer, offered, setValue, until } from './support';

beforeEach(() => {
  resetPlatform();
  loginAs(SELF);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(g = group(), onOpenAudit = vi.fn()) {
  const out = await render(createElement(GroupAdminTools, { group: g, onOpenAudit }));
  return { ...out, onOpenAudit };
}

async function open(root: ShadowRoot, item: string) {
  await click(getByRole(root, 'button', 'Group admin options'));
  await click(getByRole(root, 'menuitem', item));
  await until(() => expect(queryAllByRole(root, 'dialog', item)).toHaveLength(1));
}

const menuItems = (root: ShadowRoot) => queryAllByRole(root, 'menuitem').map((m) => m.textContent);
const radio = (root: ShadowRoot, name: string) => getByRole(root, 'radio', name);
const notice = (root: ShadowRoot) => getByRole(root, 'status').querySelector('.rwb-alert__body')?.textContent;
const save = (root: ShadowRoot) => click(getByRole(root, 'button', 'Save'));
const today = () => new Date();
const tomorrow = () => new Date(Date.now() + 86_400_000);

describe('the admin menu', () => {
  it('a group admin: the three modals and Moderation history (which calls onOpenAudit)', async () => {
    leaderServer();
    const { root, onOpenAudit } = await show();
    await click(getByRole(root, 'button', 'Group admin options'));
    expect(menuItems(root)).toEqual(['Onboard Eagle Leader', 'Offboard Eagle Leader', 'Eagle Leader Info', 'Moderation history']);
    await click(getByRole(root, 'menuitem', 'Moderation history'));
    expect(onOpenAudit).toHaveBeenCalledTimes(1);
  });

  it('a group-list admin (admin elsewhere): the modals, not this group’s history', async () => {
    setGroupsJoined([{ group_id: 99, role: 2 }]);
    expect(canManageLeaders(group({ role: 0 }))).toBe(true);
    expect(canManageLeaders(group({ role: 1 }), [{ role: 1 }])).toBe(false);
    leaderServer();
    const { root } = await show(group({ role: 0 }));
    await click(getByRole(root, 'button', 'Group admin options'));
    expect(menuItems(root)).toEqual(['Onboard Eagle Leader', 'Offboard Eagle Leader', 'Eagle Leader Info']);
  });
});

describe('Onboard Eagle Leader', () => {
  it('offers public-profile members who are not leaders and not oneself; checks every part; future start date; sends role, start date and the group', async () => {
    const api = leaderServer();
    const { root } = await show();
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
    expect(new URL(api.calls[0].url).searchParams.get('group_id')).toBe('12');

    await save(root);
    const d = dialog(root, 'Onboard Eagle Leader');
    expect(d.textContent).toContain('CHOOSE A MEMBER');
    expect(d.textContent).toContain('ROLE IS REQUIRED');
    expect(d.textContent).toContain('MONTH IS REQUIRED');
    // Focus goes to the first invalid control: the member list.
    await until(() => expect(root.activeElement).toBe(radio(root, 'Avery Test')));

    await click(radio(root, 'Avery Test'));
    await click(radio(root, 'Volunteer Leader'));
    const t = dateParts(today());
    await fillDate(root, { ...t, year: '' });
    await save(root);
    expect(d.textContent).toContain('YEAR IS REQUIRED');
    await fillDate(root, dateParts(tomorrow()));
    await save(root);
    expect(d.textContent).toContain('START DATE CANNOT BE FUTURE-DATED');
    expect(api.puts).toHaveLength(0);

    await fillDate(root, t);
    await save(root);
    await until(() => expect(queryAllByRole(root, 'dialog')).toHaveLength(0));
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0].path).toBe('/api/v2/profile/1/eagle_leader_info');
    const pad = (s: string) => s.padStart(2, '0');
    expect(api.puts[0].json).toEqual({ role: 'Volunteer Leader', start_date: `${t.year}-${pad(t.month)}-${pad(t.day)}`, group_id: 12 });
    expect(notice(root)).toBe('Avery Test was onboarded as Volunteer Leader. Their status is PENDING until their training is recorded.');
    expect(root.activeElement).toBe(getByRole(root, 'button', 'Group admin options'));
  });

  it('a refusal shows the server’s message and keeps the modal open', async () => {
    leaderServer({ put: () => errorBody(422, 'org_email', 'An Eagle Leader cannot use a Team RWB e-mail address. Ask the member to change it first.') });
    const { root } = await show();
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
    await click(radio(root, 'Avery Test'));
    await click(radio(root, 'Chapter Captain'));
    await fillDate(root, dateParts(today()));
    await save(root);
    await until(() => expect(getByRole(root, 'alert').textContent).toBe('An Eagle Leader cannot use a Team RWB e-mail address. Ask the member to change it first.'));
    expect(queryAllByRole(root, 'dialog', 'Onboard Eagle Leader')).toHaveLength(1);
  });

  it('a group-list admin (no staff-only status): a member with leader info already is refused before sending', async () => {
    const plainEntries = [entry(1, 'Avery', { eagle_leader_status: undefined, eagle_leader_role: undefined })];
    const api = installFetch((c) => {
      if (c.path === '/api/v1/search/user/group') return json({ count: 1, next: null, data: plainEntries });
      if (c.path === '/api/v1/user/1') return json({ id: 1, eagle_leader_info: { role: 'Volunteer Leader', start_date: '2026-01-01', active: false } });
      return errorBody(404, 'not_found');
    });
    const { root } = await show(group({ role: 0 }));
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
    await click(radio(root, 'Avery Test'));
    await click(radio(root, 'Volunteer Leader'));
    await fillDate(root, dateParts(today()));
    await save(root);
    await until(() => expect(getByRole(root, 'alert').textContent).toBe('This member is already an Eagle Leader.'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a group-list admin sends no group_id (the server picks a group both share)', async () => {
    const api = leaderServer();
    const { root } = await show(group({ role: 0 }));
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
    await click(radio(root, 'Avery Test'));
    await click(radio(root, 'Deputy State Coordinator'));
    await fillDate(root, dateParts(today()));
    await save(root);
    await until(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0].json).not.toHaveProperty('group_id');
  });
});

describe('Offboard Eagle Leader', () => {
  it('offers ACTIVE leaders with an editable role; end date required and not future; the notice says it takes several minutes', async () => {
    const api = leaderServer({ put: () => json({ role: 'Chapter Captain', start_date: '2024-01-01', end_date: '2026-01-01', active: true }) });
    const { root } = await show();
    await open(root, 'Offboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Casey Test']));
    expect(new URL(api.calls[0].url).searchParams.get('is_eagle_leader')).toBe('true');
    await click(radio(root, 'Casey Test'));
    await save(root);
    expect(dialog(root, 'Offboard Eagle Leader').textContent).toContain('MONTH IS REQUIRED');
    await fillDate(root, dateParts(tomorrow()));
    await save(root);
    expect(dialog(root, 'Offboard Eagle Leader').textContent).toContain('END DATE CANNOT BE FUTURE-DATED');
    const t = dateParts(today());
    await fillDate(root, t);
    await save(root);
    await until(() => expect(queryAllByRole(root, 'dialog')).toHaveLength(0));
    expect(api.puts[0].path).toBe('/api/v2/profile/3/eagle_leader_info');
    expect(Object.keys(api.puts[0].json as object).sort()).toEqual(['end_date', 'group_id']);
    expect(notice(root)).toBe('Offboarding Casey Test takes several minutes. Their status is OFFBOARDING until then.');
  });

  it('offboarding errors show the server message (spec §8)', async () => {
    leaderServer({ put: () => errorBody(409, 'offboarding', 'This Eagle Leader is already being offboarded. It takes several minutes.') });
    const { root } = await show();
    await open(root, 'Offboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Casey Test']));
    await click(radio(root, 'Casey Test'));
    await fillDate(root, dateParts(today()));
    await save(root);
    await until(() => expect(getByRole(root, 'alert').textContent).toBe('This Eagle Leader is already being offboarded. It takes several minutes.'));
  });

  it('no answer at all: our text', async () => {
    leaderServer({ put: () => errorBody(503, 'x') });
    const { root } = await show();
    await open(root, 'Offboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Casey Test']));
    await click(radio(root, 'Casey Test'));
    await fillDate(root, dateParts(today()));
    await save(root);
    await until(() => expect(getByRole(root, 'alert').textContent).toBe('Unable to save the Eagle Leader change. Please try again later.'));
  });
});

describe('Eagle Leader Info', () => {
  const profile = (id: number, info: Record<string, unknown> | null) => json({ id, first_name: 'Casey', last_name: 'Test', eagle_leader_info: info });

  it('shows role, status, dates and onboarding of a chosen leader and changes the role', async () => {
    const api = leaderServer({
      profile: (id) => profile(id, { role: 'Chapter Captain', start_date: '2024-01-05', end_date: null, active: true, training_completion_date: '2024-01-26' }),
      put: () => json({ role: 'Deputy Chapter Captain', start_date: '2024-01-05', end_date: null, active: true, training_completion_date: '2024-01-26' }),
    });
    const { root } = await show();
    await open(root, 'Eagle Leader Info');
    await until(() => expect(offered(root)).toEqual(['Blair Test', 'Casey Test', 'Devon Test', 'Emery Test']));
    await click(radio(root, 'Casey Test'));
    await until(() => expect(root.querySelector('.leaders__facts')).toBeTruthy());
    const facts = [...root.querySelectorAll('.leaders__facts > div')].map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`);
    expect(facts).toEqual(['Status: ACTIVE', 'Role: Chapter Captain', 'Start date: 01/05/2024', 'End date: ---', 'Onboarding: Completed 01/26/2024']);
    expect((radio(root, 'Chapter Captain') as HTMLInputElement).checked).toBe(true);
    await click(radio(root, 'Deputy Chapter Captain'));
    await save(root);
    await until(() => expect(queryAllByRole(root, 'dialog')).toHaveLength(0));
    expect(api.puts[0].path).toBe('/api/v2/profile/3/eagle_leader_info');
    expect(api.puts[0].json).toEqual({ role: 'Deputy Chapter Captain', group_id: 12 });
    expect(notice(root)).toBe('Casey Test’s Eagle Leader role is now Deputy Chapter Captain.');
  });

  it('a PENDING leader: onboarding Pending; an offboarding one or a role the admin cannot give: read only', async () => {
    const infos: Record<number, Record<string, unknown>> = {
      2: { role: 'Volunteer Leader', start_date: '2026-01-05', end_date: null, active: false },
      4: { role: 'Chapter Captain', start_date: '2024-01-05', end_date: '2026-01-01', active: true, training_completion_date: null },
      8: { role: 'Board Member', start_date: '2020-01-05', end_date: null, active: true },
    };
    leaderServer({ profile: (id) => profile(id, infos[id]) });
    const { root } = await show();
    await open(root, 'Eagle Leader Info');
    await until(() => expect(offered(root).length).toBeGreaterThan(0));
    const facts = () => [...root.querySelectorAll('.leaders__facts dd')].map((d) => d.textContent);

    await click(radio(root, 'Blair Test'));
    await until(() => expect(facts()).toEqual(['PENDING', 'Volunteer Leader', '01/05/2026', '---', 'Pending']));
    expect(queryAllByRole(root, 'button', 'Save')).toHaveLength(1);

    await click(radio(root, 'Devon Test'));
    await until(() => expect(facts()[0]).toBe('OFFBOARDING'));
    expect(facts()).toEqual(['OFFBOARDING', 'Chapter Captain', '01/05/2024', '01/01/2026', 'Completed ---']);
    expect(root.textContent).toContain('This Eagle Leader is being offboarded. It takes several minutes.');
    expect(queryAllByRole(root, 'button', 'Save')).toHaveLength(0);

    await click(radio(root, 'Emery Test'));
    await until(() => expect(root.textContent).toContain('The Board Member role cannot be changed by a group admin.'));
    expect(queryAllByRole(root, 'button', 'Save')).toHaveLength(0);
  });

  it('Cancel closes the modal and focus returns to the menu button', async () => {
    leaderServer();
    const { root } = await show();
    await open(root, 'Eagle Leader Info');
    await click(getByRole(root, 'button', 'Cancel'));
    await until(() => expect(queryAllByRole(root, 'dialog')).toHaveLength(0));
    expect(root.activeElement).toBe(getByRole(root, 'button', 'Group admin options'));
  });
});

describe('member search', () => {
  it('searches by name (debounced) and shows the search failure text with a retry', async () => {
    const api = leaderServer();
    const { root } = await show();
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
    const box = getByRole(root, 'dialog', 'Onboard Eagle Leader').querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(getByLabelText(root, 'Search members by name')).toBe(box);
    await setValue(box, 'avery');
    await until(() => expect(api.calls.some((c) => new URL(c.url).searchParams.get('name') === 'avery')).toBe(true), 2000);
  });

  it('a failed search says so (spec §8) and can be retried', async () => {
    let fail = true;
    installFetch((c) => (c.path === '/api/v1/search/user/group' && fail ? errorBody(500, 'boom') : json({ count: 1, next: null, data: [entry(1, 'Avery')] })));
    const { root } = await show();
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(getByRole(root, 'alert').textContent).toContain('An error occurred trying to search users. Please try again later.'));
    fail = false;
    await click(getByRole(root, 'button', 'Try again'));
    await until(() => expect(offered(root)).toEqual(['Avery Test']));
  });

  it('loads more members until some qualify (pages of 25 with few candidates)', async () => {
    const page = (offset: number) => Array.from({ length: 25 }, (_, i) => entry(100 + offset + i, `Leader${offset + i}`, { eagle_leader: true, eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Board Member' }));
    const api = installFetch((c) => {
      const offset = Number(new URL(c.url).searchParams.get('offset') ?? 0);
      if (offset < 50) return json({ count: 60, next: offset + 25, data: page(offset) });
      return json({ count: 60, next: null, data: [entry(500, 'Zoe')] });
    });
    const { root } = await show();
    await open(root, 'Onboard Eagle Leader');
    await until(() => expect(offered(root)).toEqual(['Zoe Test']));
    expect(api.calls.map((c) => new URL(c.url).searchParams.get('offset'))).toEqual([null, '25', '50']);
  });
});
