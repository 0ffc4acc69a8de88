// Logs in through the login demo page, as a member would (the session is then shared by every element).
import { expect, type Page } from '@playwright/test';

export async function loginInBrowser(page: Page, email: string, password: string) {
  await page.goto('/demo/member-login.html');
  const login = page.locator('#login-default');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * The page's session as its elements hold it: in memory, in the page's one session store (the access
 * token is nowhere in storage; README 'Security'). Null when logged out. A session still being restored
 * through the cookie (no access token yet, after a page load) is waited for, up to 5 s.
 */
export const memberSession = (page: Page) =>
  page.evaluate(async () => {
    type Store = { get(): { accessToken: string; userId: number } | null };
    const store = () => (window as unknown as { __rwbStores?: { session?: Store } }).__rwbStores?.session;
    for (let i = 0; i < 50 && store()?.get()?.accessToken === ''; i++) await new Promise((r) => setTimeout(r, 100));
    return store()?.get() ?? null;
  });
