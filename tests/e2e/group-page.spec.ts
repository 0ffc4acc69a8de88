import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Api } from './support/api';


const groupPage = (page: Page) => page.locator('group-page');

/** The seeded groups of a hub list (public). */
async function seeded(api: Api, query: string): Promise<Array<{ id: number; name: string; type: string; member_count: number }>> {
  return (await api.json(`/api/v1/group?${query}`)).body.data;
}

/** Raleigh, NC: the demo data's home chapter. */
const RALEIGH = { latitude: 35.7796, longitude: -78.6382, label: 'Raleigh, NC' };

test.describe('group-page', () => {
  test('hub, logged in: My Groups, Activity Groups, Nearby Groups around the saved location; a group opens', async ({ page, api }) => {
    const member = await api.createMember();
    const [first] = await seeded(api, 'type=activity');
    const token = await api.login(member.email, member.password);
    expect((await api.json(`/api/v1/group/${first.id}/user/${member.id}`, { method: 'POST', token })).status).toBe(200);
    await loginInBrowser(page, member.email, member.password);
    await page.evaluate((loc) => localStorage.setItem('rwb:location', JSON.stringify(loc)), RALEIGH);
    await page.goto('/demo/group-page.html');
    const g = groupPage(page);
    await expect(g.getByRole('heading', { name: 'My Groups' })).toBeVisible();
    await expect(g.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
    const my = g.getByRole('list', { name: 'My Groups' });
    await expect(my.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    await expect(g.getByRole('list', { name: 'Activity Groups' }).getByRole('link').first()).toBeVisible();
    await expect(g.getByRole('list', { name: 'Nearby Groups' }).getByRole('link', { name: /Raleigh/ }).first()).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await my.getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/demo/group-page\\.html\\?id=${first.id}$`));
    await expect(g.getByRole('heading', { name: first.name, level: 2 })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Joined' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('hub, logged out: activity and nearby only, nearby asks for a location', async ({ page }) => {
    await page.goto('/demo/group-page.html');
    const g = groupPage(page);
    await expect(g.getByRole('heading', { name: 'Activity Groups' })).toBeVisible();
    await expect(g.getByText('Set your chapter or a location to see groups near you.')).toBeVisible();
    await expect(g.getByRole('heading', { name: 'My Groups' })).toHaveCount(0);
  });

  test('search by name and by zip, with the hint', async ({ page, api }) => {
    const [first] = await seeded(api, 'type=activity');
    await page.goto('/demo/group-page.html');
    const g = groupPage(page);
    const box = g.getByRole('searchbox', { name: 'Search groups' });
    await expect(g.getByText("Search by name or activity, or enter a zip code or 'city, state'.")).toBeVisible();
    await box.fill(first.name.slice(0, 6));
    const results = g.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    await box.fill('27601');
    await expect(results.getByRole('link', { name: /Raleigh/ }).first()).toBeVisible();
    await expect(results.getByText(/ mi$/).first()).toBeVisible();
  });

  test('join and leave: optimistic, a failure reverts with the spec text; read back', async ({ page, api }) => {
    const member = await api.createMember();
    const token = await api.login(member.email, member.password);
    const [group] = await seeded(api, 'type=activity');
    const count = (await api.json(`/api/v1/group/${group.id}`)).body.member_count as number;
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    await expect(g.getByText('Activity Group', { exact: true })).toBeVisible();
    await expect(g.getByRole('link', { name: `${count} Members` })).toBeVisible();
    await expect(g.getByRole('link', { name: /\d+ Events?$/ })).toHaveAttribute('href', /\/groups\/\d+\/events$/);

    await api.fault(`/api/v1/group/${group.id}/user/${member.id}`, 500, { method: 'POST' });
    await g.getByRole('button', { name: 'Join' }).click();
    await expect(g.getByText('Unable to join the group at this time. Please try again later')).toBeVisible();
    await expect(g.getByRole('button', { name: 'Join' })).toHaveAttribute('aria-pressed', 'false');
    await expect(g.getByRole('link', { name: `${count} Members` })).toBeVisible();

    await g.getByRole('button', { name: 'Join' }).click();
    await expect(g.getByRole('button', { name: 'Joined' })).toHaveAttribute('aria-pressed', 'true');
    await expect(g.getByRole('link', { name: `${count + 1} Members` })).toBeVisible();
    expect((await api.json(`/api/v1/group/${group.id}`, { token })).body.joined).toBe(true);

    await api.fault(`/api/v1/group/${group.id}/user/${member.id}`, 500, { method: 'DELETE' });
    await g.getByRole('button', { name: 'Joined' }).click();
    await expect(g.getByText('Unable to leave the group at this time. Please try again later')).toBeVisible();
    await expect(g.getByRole('button', { name: 'Joined' })).toHaveAttribute('aria-pressed', 'true');
    await g.getByRole('button', { name: 'Joined' }).click();
    await expect(g.getByRole('button', { name: 'Join' })).toHaveAttribute('aria-pressed', 'false');
    await expect(g.getByRole('link', { name: `${count} Members` })).toBeVisible();
    expect((await api.json(`/api/v1/group/${group.id}`, { token })).body.joined).toBe(false);
    expect(await axe(page)).toEqual([]);
  });

  test('logged out: Join goes to login with the return address; Copy Link says Copied!', async ({ page, api, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [group] = await seeded(api, 'type=activity');
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    await g.getByRole('button', { name: 'Copy Link' }).click();
    await expect(g.getByText('Copied!')).toBeVisible();
    await g.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/demo\/member-login\.html\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain(`/demo/group-page.html?id=${group.id}`);
  });
});
