// The group's page with its feed and events (events spec §2 Groups, §6, §8 'Groups and moderation'):
// a joined member posts in the group feed; the group's admin pins and unpins a post, removes one, and
// removes (bans) a member, each read back from the server (the moderation history's view is tested in group-leaders.spec.ts); a member reports the group; the events
// link opens the group's event list in place and Back returns to the group.
import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { DEMO_PASSWORD, type Api } from './support/api';
import { member, postCard } from './support/feed';
import { loginInBrowser } from './support/login';

const groupPage = (page: Page) => page.locator('group-page');

/** The Raleigh, NC Chapter group (its admin is admin@demo.test). */
async function raleigh(api: Api): Promise<{ id: number; name: string }> {
  const admin = await api.login('admin@demo.test', DEMO_PASSWORD);
  const r = await api.json<{ data: Array<{ id: number; name: string }> }>('/api/v1/group?type=admin', { token: admin });
  const g = r.body.data.find((x) => x.name.startsWith('Raleigh'));
  expect(g).toBeTruthy();
  return g!;
}

/** A fresh member who joined the group and posted in its feed; the post's id. */
async function memberWithPost(api: Api, groupId: number, text: string) {
  const m = await member(api);
  expect((await api.json(`/api/v1/group/${groupId}/user/${m.id}`, { method: 'POST', token: m.token })).status).toBe(200);
  const r = await api.json<{ data: { id: number } }>(`/api/v1/group/${groupId}/timeline`, { method: 'POST', token: m.token, body: JSON.stringify({ text, media: [] }) });
  expect(r.status).toBe(201);
  return { ...m, postId: r.body.data.id };
}

async function openPostMenu(page: Page, text: string, item: string) {
  const g = groupPage(page);
  await postCard(g, text).getByRole('button', { name: 'Post options' }).click();
  await g.getByRole('menuitem', { name: item, exact: true }).click();
}

test.describe('group-page: feed, moderation, events', () => {
  test('a joined member posts in the group feed', async ({ page, api }) => {
    const group = await raleigh(api);
    const m = await member(api);
    expect((await api.json(`/api/v1/group/${group.id}/user/${m.id}`, { method: 'POST', token: m.token })).status).toBe(200);
    await loginInBrowser(page, m.email, m.password);
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    const feed = g.getByRole('region', { name: 'Group feed' });
    await feed.getByRole('button', { name: /Write a post|Create post/ }).click();
    const dialog = g.getByRole('dialog', { name: 'Post' });
    await dialog.getByLabel('Post text').fill('Saturday ruck, who is in?');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(feed, 'Saturday ruck, who is in?')).toBeVisible();
    const read = await api.json<{ data: { results: Array<{ text: string }> } }>(`/api/v1/group/${group.id}/timeline`, { token: m.token });
    expect(read.body.data.results.map((p) => p.text)).toContain('Saturday ruck, who is in?');
    expect(await axe(page)).toEqual([]);
  });

  test('the admin pins and unpins a post, and removes one; each read back', async ({ page, api }) => {
    const group = await raleigh(api);
    const pinText = `Pin me ${Date.now()}`;
    const author = await memberWithPost(api, group.id, pinText);
    const doomedText = `Remove me ${Date.now()}`;
    const doomed = await memberWithPost(api, group.id, doomedText);

    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    await expect(postCard(g, pinText)).toBeVisible();

    await openPostMenu(page, pinText, 'Pin Post');
    const pinned = g.getByRole('region', { name: 'Pinned post' });
    await expect(pinned.getByText('PINNED POST')).toBeVisible();
    await expect(pinned.getByText(pinText)).toBeVisible();
    const pin = await api.json<{ data: { id: number } | null }>(`/api/v1/group/${group.id}/pinned_post`, { token: author.token });
    expect(pin.body.data?.id).toBe(author.postId);

    await pinned.getByRole('button', { name: 'Post options' }).click();
    await g.getByRole('menuitem', { name: 'Remove Pin' }).click();
    await expect(pinned).toHaveCount(0);
    // The view hides the pin at once; the server's answer may still be on its way.
    await expect.poll(async () => (await api.json<{ data: unknown }>(`/api/v1/group/${group.id}/pinned_post`, { token: author.token })).body.data ?? null).toBeNull();

    await openPostMenu(page, doomedText, 'Remove & Report');
    const confirm = g.getByRole('alertdialog').or(g.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Remove & Report', exact: true }).click();
    await expect(g.getByText('Successfully removed post from the group')).toBeVisible();
    await expect(postCard(g, doomedText)).toHaveCount(0);
    const after = await api.json<{ data: { results: Array<{ id: number }> } }>(`/api/v1/group/${group.id}/timeline`, { token: author.token });
    expect(after.body.data.results.map((p) => p.id)).not.toContain(doomed.postId);
    expect(await axe(page)).toEqual([]);
  });

  test('the admin removes a member from the group (ban); read back: not joined, banned, cannot rejoin', async ({ page, api }) => {
    const group = await raleigh(api);
    const text = `Ban me ${Date.now()}`;
    const banned = await memberWithPost(api, group.id, text);
    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    await openPostMenu(page, text, 'Remove & Report User');
    const confirm = g.getByRole('alertdialog').or(g.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Remove & Report User' }).click();
    await expect(g.getByText('Successfully removed user from the group')).toBeVisible();

    const relation = await api.json<{ joined: boolean; banned: boolean }>(`/api/v1/user/${banned.id}/group/${group.id}/relation`, { token: banned.token });
    expect(relation.status).toBe(200);
    expect(relation.body).toMatchObject({ joined: false, banned: true });
    const rejoin = await api.json(`/api/v1/group/${group.id}/user/${banned.id}`, { method: 'POST', token: banned.token });
    expect(rejoin.status).toBe(403);
  });

  test('a member reports the group; the events link opens its events in place and Back returns', async ({ page, api }) => {
    const group = await raleigh(api);
    const m = await member(api);
    await loginInBrowser(page, m.email, m.password);
    await page.goto(`/demo/group-page.html?id=${group.id}`);
    const g = groupPage(page);
    await g.getByRole('button', { name: 'Group options' }).click();
    await g.getByRole('menuitem', { name: 'Report Group' }).click();
    const dialog = g.getByRole('alertdialog').or(g.getByRole('dialog'));
    await expect(dialog).toContainText('Team RWB: Would you like to report this group?');
    await dialog.getByRole('button', { name: /Report|Yes|Send/ }).first().click();
    await expect(g.getByText('Team RWB: Your report has been sent')).toBeVisible();

    const events = g.getByRole('link', { name: /\d+ Events?$/ });
    await events.click();
    await expect(page).toHaveURL(new RegExp(`#/groups/${group.id}/events$`));
    await expect(g.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Back' })).toBeFocused();
    await expect(g.getByRole('tab').first()).toBeVisible();
    await page.goBack();
    await expect(g.getByRole('heading', { name: group.name, level: 2 })).toBeVisible();
    await expect(events).toBeFocused();
    await page.reload();
    await expect(g.getByRole('heading', { name: group.name, level: 2 })).toBeVisible();
  });
});
