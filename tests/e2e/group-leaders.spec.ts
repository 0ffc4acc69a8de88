// <group-page>'s Eagle Leader tools for a group admin (events spec §5 'Eagle Leader modals', §6, §8;
// accounts spec §4): onboarding a member (the future-date message, the notice, the member's MEMBER
// INFO on their profile), offboarding an active leader (the 'several minutes' notice, the server's
// message on failure), the info modal, and the group's moderation history; axe on each.
import type { Locator, Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { DEMO_PASSWORD, type Api } from './support/api';

const groupPage = (page: Page) => page.locator('group-page');
const profileView = (page: Page) => page.locator('profile-view');

/** The demo admin's group (admin@demo.test administers the Raleigh, NC Chapter). */
async function adminGroup(api: Api): Promise<{ id: number; token: string }> {
  const token = await api.login('admin@demo.test', DEMO_PASSWORD);
  const groups = (await api.json<{ data: Array<{ id: number; name: string }> }>('/api/v1/group?type=admin', { token })).body.data;
  const raleigh = groups.find((g) => g.name === 'Raleigh, NC Chapter');
  expect(raleigh).toBeTruthy();
  return { id: raleigh!.id, token };
}

const parts = (d: Date) => ({ month: String(d.getMonth() + 1), day: String(d.getDate()), year: String(d.getFullYear()) });
const today = () => parts(new Date());
const tomorrow = () => parts(new Date(Date.now() + 86_400_000));

async function fillDate(dialog: Locator, d: { month: string; day: string; year: string }) {
  await dialog.getByLabel('Month', { exact: true }).selectOption(d.month);
  await dialog.getByLabel('Day', { exact: true }).selectOption(d.day);
  await dialog.getByLabel('Year', { exact: true }).fill(d.year);
}

async function openTool(page: Page, item: string): Promise<Locator> {
  const g = groupPage(page);
  await g.getByRole('button', { name: 'Group admin options' }).click();
  await g.getByRole('menuitem', { name: item }).click();
  const dialog = g.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The MEMBER INFO tab of a member's profile, as the demo's active Eagle Leader sees it. */
async function memberInfo(page: Page, memberId: number): Promise<Locator> {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await loginInBrowser(page, 'leader@demo.test', DEMO_PASSWORD);
  await page.goto(`/demo/profile-view.html?id=${memberId}`);
  const p = profileView(page);
  await p.getByRole('tab', { name: 'MEMBER INFO' }).click();
  return p.getByRole('tabpanel');
}

test.describe('group-page: Eagle Leader tools', () => {
  test('onboard a member: required parts, the future-date message, the notice; their MEMBER INFO changes; the moderation history lists it', async ({ page, api }) => {
    const { id } = await adminGroup(api);
    const member = await api.createMember();
    const memberToken = await api.login(member.email, member.password);
    expect((await api.json(`/api/v1/group/${id}/user/${member.id}`, { method: 'POST', token: memberToken })).status).toBe(200);
    const name = `${member.firstName} ${member.lastName}`;

    let info = await memberInfo(page, member.id);
    await expect(info.getByText('Not an Eagle Leader', { exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/group-page.html?id=${id}`);
    const dialog = await openTool(page, 'Onboard Eagle Leader');
    await dialog.getByRole('searchbox', { name: 'Search members by name' }).fill(member.lastName);
    await dialog.getByRole('radio', { name, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('ROLE IS REQUIRED')).toBeVisible();
    await expect(dialog.getByText('MONTH IS REQUIRED')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Volunteer Leader' })).toBeFocused();

    await dialog.getByRole('radio', { name: 'Volunteer Leader' }).check();
    await fillDate(dialog, tomorrow());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('START DATE CANNOT BE FUTURE-DATED')).toBeVisible();
    expect(await axe(page, 'group-page')).toEqual([]);

    await fillDate(dialog, today());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const g = groupPage(page);
    await expect(g.getByRole('status').filter({ hasText: `${name} was onboarded as Volunteer Leader.` })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Group admin options' })).toBeFocused();
    const read = await api.json<{ eagle_leader_info: { role: string; active: boolean } | null }>(`/api/v1/user/${member.id}`, { token: memberToken });
    expect(read.body.eagle_leader_info).toMatchObject({ role: 'Volunteer Leader', active: false });

    // The moderation history: in place, at its own address.
    await g.getByRole('button', { name: 'Group admin options' }).click();
    await g.getByRole('menuitem', { name: 'Moderation history' }).click();
    await expect(page).toHaveURL(new RegExp(`#/groups/${id}/audit$`));
    await expect(g.getByRole('heading', { name: 'Moderation history', level: 2 })).toBeVisible();
    const history = g.getByRole('list', { name: 'Moderation history' });
    await expect(history.getByRole('listitem').first()).toContainText(`Morgan Blake onboarded ${name} as an Eagle Leader (Volunteer Leader)`);
    expect(await axe(page, 'group-page')).toEqual([]);
    // A reload shows it again (the address is the view's).
    await page.reload();
    await expect(g.getByRole('heading', { name: 'Moderation history', level: 2 })).toBeVisible();
    await g.getByRole('button', { name: 'Back' }).click();
    await expect(g.getByRole('button', { name: 'Group admin options' })).toBeVisible();

    info = await memberInfo(page, member.id);
    await expect(info.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(info.getByText('Volunteer Leader', { exact: true })).toBeVisible();
  });

  test('offboard an active leader: the server’s message on failure, then the several-minutes notice; the info modal shows OFFBOARDING', async ({ page, api }) => {
    const { id, token } = await adminGroup(api);
    const leaderId = (await api.json<{ id: number }>('/oauth/me', { token: await api.login('leader@demo.test', DEMO_PASSWORD) })).body.id;
    // An ACTIVE leader with a role the admin may change, other than the demo's own leader account.
    const found = await api.json<{ data: Array<{ id: number; first_name: string; last_name: string; eagle_leader_status: string; eagle_leader_role: string }> }>(
      `/api/v1/search/user/group?group_id=${id}&is_eagle_leader=true`,
      { token },
    );
    const editable = ['volunteer leader', 'chapter captain', 'deputy chapter captain', 'deputy state coordinator'];
    const target = found.body.data.find((m) => m.id !== leaderId && m.eagle_leader_status === 'ACTIVE' && editable.includes(m.eagle_leader_role.toLowerCase()));
    expect(target).toBeTruthy();
    const name = `${target!.first_name} ${target!.last_name}`;

    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/group-page.html?id=${id}`);
    const dialog = await openTool(page, 'Offboard Eagle Leader');
    await dialog.getByRole('searchbox', { name: 'Search members by name' }).fill(name);
    await dialog.getByRole('radio', { name, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('MONTH IS REQUIRED')).toBeVisible();
    await fillDate(dialog, tomorrow());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('END DATE CANNOT BE FUTURE-DATED')).toBeVisible();
    await fillDate(dialog, today());

    // A refusal: the server's own message (events spec §8), the modal stays.
    const refused = 'Offboarding is not available right now.';
    await api.json('/dev/faults', { method: 'POST', body: JSON.stringify({ path: `/api/v2/profile/${target!.id}/eagle_leader_info`, method: 'PUT', status: 503, count: 1, message: refused }) });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: refused })).toBeVisible();
    expect(await axe(page, 'group-page')).toEqual([]);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const g = groupPage(page);
    await expect(g.getByRole('status').filter({ hasText: `Offboarding ${name} takes several minutes.` })).toBeVisible();

    const infoDialog = await openTool(page, 'Eagle Leader Info');
    await infoDialog.getByRole('searchbox', { name: 'Search members by name' }).fill(name);
    await infoDialog.getByRole('radio', { name, exact: true }).check();
    await expect(infoDialog.getByText('OFFBOARDING', { exact: true })).toBeVisible();
    await expect(infoDialog.getByText('This Eagle Leader is being offboarded. It takes several minutes.')).toBeVisible();
    await expect(infoDialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(await axe(page, 'group-page')).toEqual([]);
    await infoDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(infoDialog).toBeHidden();
  });
});
