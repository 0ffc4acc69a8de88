import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { DEMO_PASSWORD, type Api } from './support/api';

// The group's Members page (events spec §2 Group Members), opened in place in <group-page> through its
// address `#/groups/{id}/members`. The demo data: the Raleigh, NC Chapter (group 1) has more than a
// page of members; admin@demo.test is its admin, member@demo.test a plain member.
const RALEIGH = 1;

const groupPage = (page: Page) => page.locator('group-page');

async function openMembers(page: Page, id = RALEIGH) {
  await page.goto(`/demo/group-page.html?id=${id}#/groups/${id}/members`);
  const g = groupPage(page);
  await expect(g.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible();
  return g;
}

/** The search's answer for `query` as `email` sees it (its count is what the page shows). */
async function searchCount(api: Api, email: string, query: string): Promise<number> {
  const token = await api.login(email, DEMO_PASSWORD);
  const r = await api.json(`/api/v1/search/user/group?group_id=${RALEIGH}&${query}`, { token });
  expect(r.status).toBe(200);
  return r.body.count as number;
}

const results = (n: number) => (n === 1 ? '1 RESULT' : `${n} RESULTS`);

test.describe('group-members', () => {
  test('the grouped list (You, Admins, Members), 25 more on scroll and with Load more; Back; axe', async ({ page }) => {
    await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
    const g = await openMembers(page);
    await expect(g.getByRole('heading', { name: 'You', level: 3 })).toBeVisible();
    await expect(g.getByRole('list', { name: 'You' }).getByRole('link', { name: 'Jordan Reyes' })).toHaveAttribute('href', /profile-view\.html\?id=1$|\/profile\/1$/);
    await expect(g.getByRole('heading', { name: 'Admins', level: 3 })).toBeVisible();
    await expect(g.getByRole('list', { name: 'Admins' }).getByText('Morgan Blake')).toBeVisible();
    const members = g.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(25);
    expect(await axe(page, 'group-page')).toEqual([]);
    // The next page: by scrolling to the end of the list (or with the button).
    await g.getByRole('button', { name: 'Load more members' }).scrollIntoViewIfNeeded();
    await expect.poll(() => members.getByRole('listitem').count()).toBeGreaterThan(25);
    await g.getByRole('button', { name: 'Back' }).click();
    await expect(g.getByRole('heading', { name: 'Members', level: 2 })).toBeHidden();
    await expect(g.getByRole('link', { name: /\d+ Members/ })).toBeVisible();
  });

  test('members filter as admin vs as member', async ({ page, api, browser }) => {
    // The admin sees the extra filters; Eagle Leader narrows the list.
    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    let g = await openMembers(page);
    await g.getByRole('button', { name: 'Filters' }).click();
    let panel = g.getByRole('dialog', { name: 'Member Filters' });
    await expect(panel.getByRole('radiogroup', { name: 'Last check-in' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Member status' })).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Eagle Leader' }).check();
    expect(await axe(page, 'group-page')).toEqual([]);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toBeHidden();
    const leaders = await searchCount(api, 'admin@demo.test', 'is_eagle_leader=true');
    const all = (await api.json(`/api/v1/group/${RALEIGH}`)).body.member_count as number;
    expect(leaders).toBeGreaterThan(0);
    expect(leaders).toBeLessThan(all);
    await expect(g.getByText(results(leaders), { exact: true })).toBeVisible();
    const found = g.getByRole('list', { name: 'Search results' });
    await expect(found.getByRole('listitem')).toHaveCount(Math.min(leaders, 25));
    await expect(found.getByRole('img', { name: 'Eagle Leader' })).toHaveCount(Math.min(leaders, 25));
    // The lozenge removes it: the grouped list again.
    await g.getByRole('button', { name: 'Remove Eagle Leader' }).click();
    await expect(g.getByRole('heading', { name: 'You', level: 3 })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Filters' })).toBeFocused();

    // A plain member: no extra filters; a saved Eagle Leader filter is reset (not sent, no lozenge).
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await context.newPage();
    await loginInBrowser(other, 'member@demo.test', DEMO_PASSWORD);
    await other.evaluate(() => localStorage.setItem('rwb:memberFilter', JSON.stringify({ isEagleLeader: true, militaryBranch: [] })));
    g = await openMembers(other);
    await expect(g.getByRole('heading', { name: 'You', level: 3 })).toBeVisible();
    await expect(g.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    await expect.poll(() => other.evaluate(() => localStorage.getItem('rwb:memberFilter'))).toBeNull();
    await g.getByRole('button', { name: 'Filters' }).click();
    panel = g.getByRole('dialog', { name: 'Member Filters' });
    await expect(panel.getByRole('group', { name: 'Military branch' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Eagle Leader' })).toHaveCount(0);
    await expect(panel.getByRole('radiogroup', { name: 'Last check-in' })).toHaveCount(0);
    await expect(panel.getByRole('group', { name: 'Member status' })).toHaveCount(0);
    await panel.getByRole('checkbox', { name: 'Army' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(g.getByText(results(await searchCount(api, 'member@demo.test', 'branch=Army')), { exact: true })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Remove Army' })).toBeVisible();
    await context.close();
  });

  test('name search and zip search show N RESULTS; a failed search says so', async ({ page, api }) => {
    await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
    const g = await openMembers(page);
    const name = g.getByRole('searchbox', { name: 'Search members by name' });
    const place = g.getByRole('searchbox', { name: 'City or zip code' });
    await name.fill('Reyes');
    await expect(g.getByText(results(await searchCount(api, 'member@demo.test', 'name=Reyes')), { exact: true })).toBeVisible();
    await expect(g.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Jordan Reyes' })).toBeVisible();
    await name.fill('');
    await place.fill('27601');
    const inZip = await searchCount(api, 'member@demo.test', 'zip_code=27601');
    expect(inZip).toBeGreaterThan(1);
    await expect(g.getByText(results(inZip), { exact: true })).toBeVisible();
    expect(await axe(page, 'group-page')).toEqual([]);

    await api.fault('/api/v1/search/user/group', 500, { method: 'GET' });
    await place.fill('Raleigh');
    await expect(g.getByRole('alert')).toContainText('An error occurred trying to search users. Please try again later.');
    await expect(g.getByRole('list', { name: 'Search results' })).toHaveCount(0);
    await place.fill('');
    await expect(g.getByRole('heading', { name: 'You', level: 3 })).toBeVisible();
  });
});
