import { test, expect, axe, recordEvents } from './support/fixtures';
import { DEMO_PASSWORD } from './support/api';
import { memberSession } from './support/login';

const session = memberSession;

test.describe('member-login', () => {
  test('a member logs in from the CMS page header and lands on the feed route', async ({ page, api }) => {
    const member = await api.createMember();
    const events = await recordEvents(page);
    await page.goto('/demo/cms.html');
    const login = page.locator('header member-login');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    // /feed is templated to the feed demo page in the demo config.
    await page.waitForURL('**/demo/member-feed.html');
    await expect(page.locator('header member-login')).toContainText(`${member.firstName} ${member.lastName}`);
    const fired = await events.all();
    expect(fired.find((e) => e.type === 'rwb-session-login')?.detail).toEqual({ userId: member.id });
    expect(fired.find((e) => e.type === 'rwb-navigate')?.detail).toMatchObject({ path: '/feed' });
    const s = await session(page);
    expect(s?.userId).toBe(member.id);
    // Read back through the API: the stored token is a real token of this member.
    const me = await api.json<{ id: number }>('/oauth/me', { token: s!.accessToken });
    expect(me).toEqual({ status: 200, body: expect.objectContaining({ id: member.id }) });
  });

  test('validation messages, and what was typed is kept', async ({ page }) => {
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByText('PLEASE ENTER A VALID EMAIL')).toBeVisible();
    await expect(login.getByText('ENTER YOUR PASSWORD')).toBeVisible();
    await expect(login.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(login.getByLabel('Email')).toBeFocused();
    await login.getByLabel('Email').fill('not-an-email');
    await login.getByLabel('Password').fill('x');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByText('PLEASE ENTER A VALID EMAIL')).toBeVisible();
    await expect(login.getByText('ENTER YOUR PASSWORD')).toHaveCount(0);
    await expect(login.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('a wrong password shows the message under the password field', async ({ page, api }) => {
    const member = await api.createMember();
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Log In' }).click();
    const password = login.getByLabel('Password');
    await expect(password).toHaveAccessibleDescription('INVALID USERNAME OR PASSWORD.');
    await expect(login.getByLabel('Email')).toHaveValue(member.email);
    expect(await session(page)).toBeNull();
  });

  test('login outcomes: unverified, incomplete, redirect attribute and query', async ({ page, api }) => {
    const events = await recordEvents(page, { cancelNavigation: true });
    const unverified = await api.createMember({ verified: false, completed: false });
    const incomplete = await api.createMember({ verified: true, completed: false });
    const complete = await api.createMember();

    async function loginAs(selector: string, email: string, password: string) {
      const login = page.locator(selector);
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password').fill(password);
      await login.getByRole('button', { name: 'Log In' }).click();
      await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
    }
    // rwb-navigate events arrive through an exposed function, a moment after the UI changes: take
    // them one by one, in order, waiting for each (one per login, one '/login' per logout).
    let taken = 0;
    const navigations = async () => (await events.all()).filter((e) => e.type === 'rwb-navigate').map((e) => e.detail);
    async function lastNavigate() {
      await expect.poll(async () => (await navigations()).length).toBeGreaterThan(taken);
      return (await navigations())[taken++];
    }
    async function logoutFrom(selector: string) {
      await page.locator(selector).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
      await expect(page.locator(selector).getByLabel('Email')).toBeVisible();
      expect(await lastNavigate()).toMatchObject({ path: '/login' });
    }

    await page.goto('/demo/member-login.html');
    await loginAs('#login-default', unverified.email, unverified.password);
    expect(await lastNavigate()).toMatchObject({ path: '/registration/confirm_email' });
    await logoutFrom('#login-default');

    await loginAs('#login-default', incomplete.email, incomplete.password);
    expect(await lastNavigate()).toMatchObject({ path: '/registration/personal_info' });
    await logoutFrom('#login-default');

    await loginAs('#login-default', complete.email, complete.password);
    expect(await lastNavigate()).toMatchObject({ path: '/feed', url: expect.stringContaining('/demo/member-feed.html') });
    await logoutFrom('#login-default');

    // The themed instance carries redirect="/demo/cms.html".
    await loginAs('#login-themed', complete.email, complete.password);
    expect(await lastNavigate()).toMatchObject({ url: expect.stringMatching(/\/demo\/cms\.html$/) });
    await logoutFrom('#login-themed');

    // ?redirect= on the page, a route.
    await page.goto('/demo/member-login.html?redirect=/events/12');
    await loginAs('#login-default', complete.email, complete.password);
    expect(await lastNavigate()).toMatchObject({ path: '/events/12' });
  });

  test('a redirect to another site is refused (goes to the feed)', async ({ page, api }) => {
    const events = await recordEvents(page, { cancelNavigation: true });
    const member = await api.createMember();
    await page.goto('/demo/member-login.html?redirect=https://evil.example/steal');
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The event reaches the test through an exposed function: wait for it rather than read it once.
    await expect.poll(async () => (await events.all()).filter((e) => e.type === 'rwb-navigate').at(-1)?.detail).toMatchObject({ path: '/feed' });
  });

  test('a server fault shows an error and keeps the form; a retry succeeds', async ({ page, api }) => {
    const member = await api.createMember();
    await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    await api.fault('/oauth/token', 500, { method: 'POST', count: 1 });
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByRole('alert')).toContainText('There was a problem contacting the server. Please try again.');
    await expect(login.getByLabel('Email')).toHaveValue(member.email);
    await expect(login.getByLabel('Password')).toHaveValue(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('logout asks first, then clears the session, revokes the token and goes to /login', async ({ page, api }) => {
    const member = await api.createMember();
    const events = await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => session(page)).not.toBeNull();
    const token = (await session(page))!.accessToken;
    await page.evaluate(() => localStorage.setItem('eventDistance', '100'));

    await login.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(login.getByRole('button', { name: 'Logout' })).toBeFocused();
    expect(await session(page)).not.toBeNull();

    await login.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(login.getByLabel('Email')).toBeVisible();
    expect(await session(page)).toBeNull();
    expect(await page.evaluate(() => [localStorage.getItem('user_profile'), localStorage.getItem('eventDistance')])).toEqual([null, null]);
    const fired = await events.all();
    expect(fired.map((e) => e.type)).toEqual(expect.arrayContaining(['rwb-session-login', 'rwb-session-logout']));
    expect(fired.filter((e) => e.type === 'rwb-navigate').at(-1)?.detail).toMatchObject({ path: '/login' });
    // Read back: the old token no longer works.
    expect((await api.json('/oauth/me', { token })).status).toBe(401);
  });

  test('logout without cancel navigates to the login page', async ({ page, api }) => {
    const member = await api.createMember();
    await page.goto('/demo/cms.html');
    const login = page.locator('header member-login');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    // The login goes on to /feed, templated to this same page: wait for that load before logging out.
    const landed = page.waitForEvent('load');
    await login.getByRole('button', { name: 'Log In' }).click();
    await landed;
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
    await login.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/demo/member-login.html');
  });

  test('two elements on one page and two tabs share one session', async ({ page, context, api }) => {
    const member = await api.createMember();
    await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    const other = await context.newPage();
    await other.goto('/demo/cms.html');
    await expect(other.locator('header member-login').getByLabel('Email')).toBeVisible();

    const first = page.locator('#login-default');
    await first.getByLabel('Email').fill(member.email);
    await first.getByLabel('Password').fill(member.password);
    await first.getByRole('button', { name: 'Log In' }).click();
    const name = `${member.firstName} ${member.lastName}`;
    await expect(page.locator('#login-themed')).toContainText(name);
    await expect(other.locator('header member-login')).toContainText(name);

    // Logging out in the other tab logs out here too.
    await other.locator('header member-login').getByRole('button', { name: 'Logout' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(first.getByLabel('Email')).toBeVisible();
    await expect(page.locator('#login-themed').getByLabel('Email')).toBeVisible();
  });

  test('forgot your password: a code by e-mail sets a new password', async ({ page, api }) => {
    const member = await api.createMember();
    await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByRole('button', { name: 'Forgot your password' }).click();
    await login.getByLabel('Email').fill(member.email);
    await login.getByRole('button', { name: 'Send Code' }).click();
    await expect(login.getByLabel('Code')).toBeFocused();

    await login.getByLabel('Code').fill('000000');
    await login.getByLabel('New Password', { exact: true }).fill('short');
    await login.getByLabel('Confirm Password').fill('other');
    await login.getByRole('button', { name: 'Reset Password' }).click();
    await expect(login.getByText('PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG')).toBeVisible();
    await expect(login.getByText('PASSWORD DOES NOT MATCH')).toBeVisible();

    await login.getByLabel('New Password', { exact: true }).fill('a-new-password-1');
    await login.getByLabel('Confirm Password').fill('a-new-password-1');
    const code = await api.latestCode(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await login.getByLabel('Code').fill(wrong);
    await login.getByRole('button', { name: 'Reset Password' }).click();
    await expect(login.getByText('CODE IS INVALID. PLEASE TRY AGAIN.')).toBeVisible();

    await login.getByLabel('Code').fill(code);
    await login.getByRole('button', { name: 'Reset Password' }).click();
    await expect(login.getByText('Your password has been reset. Log in with your new password.')).toBeVisible();
    // Read back: the old password fails, the new one works.
    expect((await api.token({ grant_type: 'password', username: member.email, password: member.password })).status).toBe(400);
    expect((await api.token({ grant_type: 'password', username: member.email, password: 'a-new-password-1' })).status).toBe(200);
  });

  test('repeated wrong passwords are rate limited', async ({ page, api }) => {
    const member = await api.createMember();
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill('wrong-password');
    for (let i = 0; i < 5; i++) {
      await login.getByRole('button', { name: 'Log In' }).click();
      await expect(login.getByLabel('Password')).toHaveAccessibleDescription('INVALID USERNAME OR PASSWORD.');
    }
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription(/Too many attempts/);
    expect(await session(page)).toBeNull();
  });

  test("a failing credential store shows Couldn't save credentials. and the login still succeeds", async ({ page, api }) => {
    const member = await api.createMember();
    await recordEvents(page, { cancelNavigation: true });
    await page.addInitScript(() => {
      class FakePasswordCredential {
        constructor(public data: unknown) {}
      }
      Object.defineProperty(window, 'PasswordCredential', { value: FakePasswordCredential, configurable: true });
      Object.defineProperty(navigator, 'credentials', {
        value: { store: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        configurable: true,
      });
    });
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByText("Couldn't save credentials.")).toBeVisible();
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect((await session(page))?.userId).toBe(member.id);
  });

  test('the debug block shows the API server, environment, profile id and CRM contact id', async ({ page, api, server }) => {
    await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByText('Debug').click();
    const debug = login.locator('[part="debug"]');
    await expect(debug).toContainText(server.url);
    await expect(debug).toContainText('development');
    await login.getByLabel('Email').fill('member@demo.test');
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.getByText('Debug').click();
    const s = await session(page);
    const profile = await api.json<{ id: number; salesforce_contact_id: string }>(`/api/v1/user/${s!.userId}`, { token: s!.accessToken });
    await expect(login.locator('[part="debug"]')).toContainText(String(profile.body.id));
    await expect(login.locator('[part="debug"]')).toContainText(profile.body.salesforce_contact_id);
  });

  test('axe: no violations logged out, with errors, in the dialog, and on the CMS page', async ({ page, api }) => {
    const member = await api.createMember();
    await recordEvents(page, { cancelNavigation: true });
    await page.goto('/demo/member-login.html');
    expect(await axe(page)).toEqual([]);
    const login = page.locator('#login-default');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByText('ENTER YOUR PASSWORD')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await login.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto('/demo/cms.html');
    expect(await axe(page)).toEqual([]);
  });
});
