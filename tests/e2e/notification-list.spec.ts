// <notification-list> on demo/notification-list.html against the real server: member B likes member A's
// post and follows A; A sees both notices (newest first, with their texts), which marks them seen;
// Follow Back follows B; a notice's link opens its target; axe.
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { member, post } from './support/feed';

test.describe('notification-list', () => {
  test('a like and a follow, Follow Back, marked seen, the link opens the post; axe clean', async ({ page, api }) => {
    const a = await member(api);
    const b = await member(api);
    const postId = await post(api, a, 'Sunrise ruck, 6 miles.');
    expect((await api.json(`/api/v1/user/${b.id}/reactions/${postId}`, { method: 'POST', token: b.token, body: JSON.stringify({ kind: 'like' }) })).status).toBe(201);
    expect((await api.json(`/api/v1/user/${b.id}/follow/${a.id}`, { method: 'POST', token: b.token })).status).toBe(201);
    const unseen = async () => (await api.json(`/api/v1/user/${a.id}/notifications/check`, { token: a.token })).body.data.unseen;
    expect(await unseen()).toBe(2);

    await loginInBrowser(page, a.email, a.password);
    await page.goto('/demo/notification-list.html');
    const list = page.locator('notification-list');
    await expect(list.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const name = `${b.firstName} ${b.lastName}`;
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('link')).toHaveAccessibleName(`${name} started following you`);
    await expect(items.nth(1).getByRole('link')).toHaveAccessibleName(`${name} liked your post`);
    await expect(items.nth(1)).toContainText('Sunrise ruck, 6 miles.');
    await expect(items.nth(0).locator('time')).toHaveText('<1m');
    // Opening the list marked both seen.
    await expect.poll(unseen).toBe(0);

    const followBack = items.nth(0).getByRole('button', { name: 'Follow Back' });
    await followBack.click();
    await expect(items.nth(0).getByRole('button', { name: 'Following' })).toBeVisible();
    await expect
      .poll(async () => (await api.json(`/api/v1/user/${a.id}/follow?relation=following&offset=0`, { token: a.token })).body.data.map((r: { user: { id: number } }) => r.user.id))
      .toContain(b.id);

    expect(await axe(page, 'notification-list')).toEqual([]);

    await items.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/demo/member-feed\\.html#/feed/${postId}/user/${a.id}$`));
    await expect(page.locator('member-feed').getByRole('article', { name: `${a.firstName} ${a.lastName}` })).toContainText('Sunrise ruck, 6 miles.');
  });
});
