// The standalone app <member-app> at /app/* against the real server (issue 18): the guard with its
// return address, a reload on a deep route, the bar (every item, aria-current, keyboard, the version
// line), axe on each view, and the live unread dots (a like reaches the Notifications dot within 2 s;
// the Messages dot, hidden inside messages).
import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { member, post } from './support/feed';
import { createChat, say } from './support/chat';

const app = (page: Page) => page.locator('member-app');
const bar = (page: Page) => app(page).getByRole('navigation', { name: 'Main' });

async function logIn(page: Page, who: { email: string; password: string }) {
  await app(page).getByLabel('Email').fill(who.email);
  await app(page).getByLabel('Password').fill(who.password);
  await app(page).getByRole('button', { name: 'Log In' }).click();
}

test.describe('member-app', () => {
  test('a deep link logged out goes to login and back there; a reload keeps it; the bar opens every view (axe clean), by keyboard too', async ({ page, api }) => {
    const m = await member(api);
    await page.goto('/app/profile/settings/blocked-users');
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fapp%2Fprofile%2Fsettings%2Fblocked-users$/);
    await expect(bar(page)).toHaveCount(0); // no bar on /login
    await expect(app(page).getByLabel('Email')).toBeVisible();
    expect(await axe(page), 'login').toEqual([]);
    await logIn(page, m);
    await expect(page).toHaveURL(/\/app\/profile\/settings\/blocked-users$/);
    await expect(app(page).getByText('No Blocked Users')).toBeVisible();
    await page.reload();
    await expect(app(page).getByText('No Blocked Users')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/profile\/settings\/blocked-users$/);
    await expect(app(page).getByText('Version 5.1.4 (build D9223)')).toBeVisible();

    const views: Array<[string, string, string]> = [
      ['Feed', '/app/feed', 'member-feed'],
      ['Groups', '/app/groups', 'group-page'],
      ['Events', '/app/events', 'event-list'],
      ['Challenges', '/app/challenges', 'challenge-board'],
      ['Notifications', '/app/notifications', 'notification-list'],
      ['Messages', '/app/messages', 'chat-inbox'],
    ];
    for (const [name, path, tag] of views) {
      await bar(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(bar(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(app(page).locator(tag)).toBeVisible();
      // The new view's heading has the focus (a screen reader says where the member is).
      await expect(app(page).getByRole('heading', { level: 1, name })).toBeFocused();
      await expect(page).toHaveTitle(`${name} · Team RWB`);
      expect(await axe(page), name).toEqual([]);
    }

    // Keyboard only: the skip link first, then the bar's items in order.
    await page.goto('/app/feed');
    await expect(app(page).locator('member-feed')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(app(page).getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab'); // the organisation's name
    await page.keyboard.press('Tab'); // Feed
    await page.keyboard.press('Tab'); // Groups
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('link', { name: 'Events', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/events$/);
    await expect(app(page).getByRole('heading', { level: 1, name: 'Events' })).toBeFocused();
    // Back returns to the feed.
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/feed$/);
    await expect(app(page).locator('member-feed')).toBeVisible();

    // The privacy policy: a static page, no bar.
    await app(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/app\/privacy-policy$/);
    await expect(app(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
    await expect(bar(page)).toHaveCount(0);
    expect(await axe(page), 'privacy policy').toEqual([]);
  });

  test('the dots: a like shows the Notifications dot within 2 s without reload and opening the list clears it; Messages, not inside messages', async ({ page, api }) => {
    const a = await member(api);
    const b = await member(api);
    const postId = await post(api, a, 'Trail run at dawn.');
    const chatId = await createChat(api, b.token, [a.id]);

    await page.goto('/app/feed');
    const socket = page.waitForEvent('websocket', { timeout: 15_000 });
    await logIn(page, a);
    await expect(page).toHaveURL(/\/app\/feed$/);
    // The bar's chat socket is up: the server's first frame (its health check) came.
    await (await socket).waitForEvent('framereceived', { timeout: 15_000 });
    const notifications = bar(page).getByRole('link', { name: /^Notifications/ });
    const messages = bar(page).getByRole('link', { name: /^Messages/ });
    await expect(notifications).toHaveAccessibleName('Notifications');

    const liked = await api.json(`/api/v1/user/${b.id}/reactions/${postId}`, { method: 'POST', token: b.token, body: JSON.stringify({ kind: 'like' }) });
    expect(liked.status).toBe(201);
    await expect(notifications).toHaveAccessibleName('Notifications, unread', { timeout: 2000 });

    await say(api, b.token, chatId, 'See you at the trailhead?');
    await expect(messages).toHaveAccessibleName('Messages, unread');

    await notifications.click();
    await expect(app(page).locator('notification-list').getByRole('listitem').first()).toContainText('liked your post');
    await expect(notifications).toHaveAccessibleName('Notifications');

    await messages.click();
    await expect(page).toHaveURL(/\/app\/messages$/);
    await expect(bar(page).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');
  });
});
