// The session a host page's scripts cannot steal (issue 19, README 'Security'): the access token in
// the page's memory only, the refresh token an HttpOnly cookie of the API, tabs joined by a
// BroadcastChannel signal. On demo/cms.html (a CMS-like page) and on a second local origin.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, CLIENT, type Member } from './support/api';
import { startServer } from './support/server';

const header = (page: Page) => page.locator('header member-login');
const logoutButton = (page: Page) => header(page).getByRole('button', { name: 'Logout' });

async function logIn(page: Page, member: Member) {
  const login = header(page);
  await login.getByLabel('Email').fill(member.email);
  await login.getByLabel('Password').fill(member.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/demo/member-feed.html'); // /feed, templated to the feed page in the demo config
  await expect(logoutButton(page)).toBeVisible();
}

/**
 * A second local origin for the host page (http://localhost:PORT) in front of the API
 * (http://127.0.0.1:PORT, allowed by CORS_ORIGINS): its own server, a browser context whose pages
 * call that API, and a member.
 */
async function crossOrigin(browser: Browser) {
  const server = await startServer((port) => ({ CORS_ORIGINS: `http://localhost:${port}`, PUBLIC_URL: `http://127.0.0.1:${port}` }));
  const context = await browser.newContext();
  try {
    const apiBase = server.url;
    const api = new Api(apiBase);
    const member = await api.createMember();
    await context.addInitScript((base) => {
      (window as unknown as { rwbConfig: unknown }).rwbConfig = { apiBase: base };
    }, apiBase);
    return { server, context, apiBase, pageOrigin: apiBase.replace('127.0.0.1', 'localhost'), api, member };
  } catch (error) {
    await context.close();
    await server.stop();
    throw error;
  }
}

/** Every string a script of the page can read from storage and cookies (JSON values opened up). */
async function readableStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        out.add(value);
        try {
          walk(JSON.parse(value));
        } catch {
          /* not JSON */
        }
      } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
    };
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        out.add(key);
        walk(store.getItem(key));
      }
    }
    out.add(document.cookie);
    for (const pair of document.cookie.split(';')) for (const part of pair.split('=')) if (part.trim()) out.add(part.trim());
    return [...out].filter((s) => s.length > 0);
  });
}

/** None of the strings works against the API as a bearer token or as a refresh token. */
async function expectNoCredential(api: Api, strings: string[]) {
  for (const value of strings) {
    const me = await api.json('/oauth/me', { token: value });
    expect(me.status, `'${value.slice(0, 40)}' as a bearer token`).not.toBe(200);
    const refresh = await api.token({ grant_type: 'refresh_token', refresh_token: value });
    expect(refresh.status, `'${value.slice(0, 40)}' as a refresh token`).not.toBe(200);
  }
}

/** The page's in-memory access token (the one session store every element shares). */
const memoryToken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rwbStores?: { session?: { get(): { accessToken: string } | null } } }).__rwbStores?.session?.get()?.accessToken ?? null);

async function openTab(context: BrowserContext, url: string) {
  const tab = await context.newPage();
  await tab.goto(url);
  return tab;
}

test.describe('session', () => {
  test('login on the CMS page: no stored value is a credential; reload and other tabs stay logged in; logout reaches every tab within 2 s', async ({
    page,
    context,
    api,
  }) => {
    const member = await api.createMember();
    await page.goto('/demo/cms.html');
    const other = await openTab(context, '/demo/cms.html');
    await expect(header(other).getByRole('button', { name: 'Log In' })).toBeVisible();

    await logIn(page, member);
    // Another tab's login: this one restores through the cookie.
    await expect(logoutButton(other)).toBeVisible({ timeout: 5000 });

    // A host page's scripts find nothing that works as a token (the refresh token is HttpOnly).
    const readable = [...(await readableStrings(page)), ...(await readableStrings(other))];
    expect(readable).toContain(String(member.id)); // the hint rwb:member: not a credential
    await expectNoCredential(api, readable);

    // A reload keeps the member logged in (one refresh through the cookie), with a working token.
    await page.goto('/demo/cms.html');
    await expect(logoutButton(page)).toBeVisible();
    await expect.poll(() => memoryToken(page)).toBeTruthy();
    expect(await api.json('/oauth/me', { token: (await memoryToken(page))! })).toMatchObject({ status: 200, body: { id: member.id } });

    // A new tab is logged in too.
    const third = await openTab(context, '/demo/cms.html');
    await expect(logoutButton(third)).toBeVisible();

    // Logout in one tab logs the others out within 2 s.
    await logoutButton(other).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible({ timeout: 2000 });
    await expect(header(third).getByRole('button', { name: 'Log In' })).toBeVisible({ timeout: 2000 });
    // ... and the cookie is gone: a reload stays logged out.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('two tabs refreshing through the cookie at the same moment both succeed, and stay logged in', async ({ page, context, api }) => {
    const member = await api.createMember();
    await page.goto('/demo/cms.html');
    await logIn(page, member);
    const other = await openTab(context, '/demo/cms.html');
    await expect(logoutButton(other)).toBeVisible();

    const refresh = (tab: Page) =>
      tab.evaluate(async (client) => {
        const res = await fetch('/oauth/token', {
          method: 'POST',
          credentials: 'include',
          headers: { authorization: client, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=refresh_token&token_delivery=cookie',
        });
        return { status: res.status, body: (await res.json()) as { access_token?: string; refresh_token?: string } };
      }, CLIENT);
    const [a, b] = await Promise.all([refresh(page), refresh(other)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBeUndefined(); // the rotated token went into the cookie
    for (const r of [a, b]) expect((await api.json('/oauth/me', { token: r.body.access_token })).status).toBe(200);

    // Both tabs reload at once (two restores with the same cookie): both stay logged in.
    await Promise.all([page.reload(), other.reload()]);
    await expect(logoutButton(page)).toBeVisible();
    await expect(logoutButton(other)).toBeVisible();
  });

  test('a cross-origin host page (another local origin, CORS_ORIGINS) logs in and stays logged in across a reload', async ({ browser }) => {
    const { server, context, apiBase, pageOrigin, api, member } = await crossOrigin(browser);
    try {
      const page = await context.newPage();
      const apiCalls: string[] = [];
      page.on('request', (r) => void (r.url().startsWith(`${apiBase}/`) && apiCalls.push(new URL(r.url()).pathname)));
      await page.goto(`${pageOrigin}/demo/cms.html`);
      await logIn(page, member);
      expect(apiCalls).toContain('/oauth/token');
      // The browser kept the partitioned cookie: no "log in again in a new tab" notice.
      await expect(header(page)).not.toContainText('on this page only');

      await page.goto(`${pageOrigin}/demo/cms.html`);
      await expect(logoutButton(page)).toBeVisible();
      await expect.poll(() => memoryToken(page)).toBeTruthy();
      expect(await api.json('/oauth/me', { token: (await memoryToken(page))! })).toMatchObject({ status: 200, body: { id: member.id } });
      await expectNoCredential(api, await readableStrings(page));
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('a browser that refuses the cookie on a cross-origin page: the member stays logged in on this page and is told once', async ({ browser }) => {
    const { server, context, apiBase, pageOrigin, api, member } = await crossOrigin(browser);
    try {
      // The browser refuses the refresh cookie: the token endpoint's answers reach the page without
      // Set-Cookie, and its requests go without Cookie (as Safari on a cross-site page).
      await context.route(`${apiBase}/oauth/**`, async (route) => {
        const req = route.request();
        if (req.method() === 'OPTIONS') return route.continue();
        const headers = await req.allHeaders();
        for (const name of ['cookie', 'host', 'content-length']) delete headers[name];
        const res = await fetch(req.url(), { method: req.method(), headers, body: req.postData() ?? undefined });
        const out: Record<string, string> = {};
        res.headers.forEach((value, name) => void (name !== 'set-cookie' && (out[name] = value)));
        await route.fulfill({ status: res.status, headers: out, body: Buffer.from(await res.arrayBuffer()) });
      });
      const page = await context.newPage();
      await page.goto(`${pageOrigin}/demo/cms.html`);
      const login = header(page);
      await login.getByLabel('Email').fill(member.email);
      await login.getByLabel('Password').fill(member.password);
      await login.getByRole('button', { name: 'Log In' }).click();
      const notice = login.getByRole('status').filter({ hasText: 'Your browser keeps you logged in on this page only; you will need to log in again in a new tab.' });
      await expect(notice).toBeVisible();
      await expect(logoutButton(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/demo/cms.html'); // another page would end the session: it stays
      expect(await api.json('/oauth/me', { token: (await memoryToken(page))! })).toMatchObject({ status: 200, body: { id: member.id } });
      // Still nothing stored that works as a credential (the refresh token is in memory only), and no hint.
      const readable = await readableStrings(page);
      expect(readable).not.toContain('rwb:member'); // the notice comes once the page-only session is in place
      await expectNoCredential(api, readable);
      await login.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toHaveCount(0);
      // A new page load has no way back in: the member logs in again.
      await page.reload();
      await expect(login.getByRole('button', { name: 'Log In' })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
