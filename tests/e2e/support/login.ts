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
