// The installable app (issue 18 "Installable PWA"): the manifest and its icons, and the service worker
// keeping the shell, the bundle and the member's last feed readable offline, marked as offline.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { member, post, postCard } from './support/feed';

const OFFLINE = 'You are offline. Showing what was saved on this device.';

async function logInToApp(page: Page, who: { email: string; password: string }) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/app/feed');
}

/** The app's worker controls the page and has been told who is logged in. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test('the manifest is linked and valid, with icons that load', async ({ page, request }) => {
  await page.goto('/app/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await res.text());
  expect(manifest).toMatchObject({ name: 'Team RWB', start_url: '/app/feed', scope: '/app/', display: 'standalone', theme_color: '#13294b' });
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const linked = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  for (const src of [...icons.map((i) => i.src), ...linked]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
});

test("offline, a reload of /app/feed shows the shell and the member's saved feed, marked offline; the events list too; nothing is kept after logout", async ({ page, context, api }) => {
  const me = await member(api);
  const text = `Saved for the trail ${Date.now()}`;
  await post(api, me, text);
  const app = page.locator('member-app');
  const eventCards = app.locator('event-list').getByRole('listitem').filter({ has: page.getByRole('link') });

  await logInToApp(page, me);
  await controlledByWorker(page);
  // Under the worker, the feed's and the events list's answers are kept on the device.
  await page.reload();
  await expect(postCard(app, text)).toBeVisible();
  await expect(app.getByText(OFFLINE)).toHaveCount(0);
  await app.getByRole('link', { name: 'Events' }).click();
  await expect(eventCards.first()).toBeVisible();
  const events = await eventCards.count();

  await context.setOffline(true);
  await page.goto('/app/feed');
  await expect(postCard(app, text)).toBeVisible();
  await expect(app.getByText(OFFLINE)).toBeVisible();
  // The events view's code comes from the device too.
  await app.getByRole('link', { name: 'Events' }).click();
  await expect(eventCards).toHaveCount(events);
  await expect(app.getByText(OFFLINE)).toBeVisible();

  // Back online: the mark goes.
  await context.setOffline(false);
  await expect(app.getByText(OFFLINE)).toHaveCount(0);

  // Logging out deletes the member's saved answers from the device.
  expect(await apiCaches(page)).not.toEqual([]);
  await logOut(page);
  await expect.poll(() => apiCaches(page)).toEqual([]);
});

/** The caches of members' API answers on this device. */
const apiCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('rwb-api-')));

async function logOut(page: Page) {
  await page.goto('/app/profile/settings');
  const app = page.locator('member-app');
  await app.getByRole('button', { name: 'Logout' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/app/login');
}
