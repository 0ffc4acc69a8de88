// Every demo page works under the server's Content-Security-Policy: no `securitypolicyviolation`,
// no console error, and every element on the page renders. The violation listener is installed
// before any page script runs, so a probe such as `new Function('')` would be caught too.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { createEvent } from './support/events';

const DEMO_DIR = fileURLToPath(new URL('../../demo', import.meta.url));
// Every demo page with elements (blank.html is the empty page the embed builder's snippet is pasted into).
const PAGES = readdirSync(DEMO_DIR)
  .filter((f) => f.endsWith('.html') && f !== 'blank.html')
  .sort();

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__csp.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample }),
      true,
    );
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    // The browser's own favicon request (the demo pages declare none) is not the page's doing.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(`${page.url()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${String(e)}`));
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
  };
}

/** Every custom element on the page is defined and has rendered something into its shadow root. */
async function elementsRendered(page: Page) {
  await page.waitForFunction(() => {
    const tags = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
    return tags.length > 0 && tags.every((el) => customElements.get(el.localName) && el.shadowRoot?.querySelector(':not(template):not(style)'));
  });
  // Lazy chunks, images and API calls settle, so a late violation would be seen.
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string, w: Awaited<ReturnType<typeof watch>>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(csp, path).toContain("frame-ancestors 'self'");
  // 'self', plus the early first-paint snippet by its hash where a page carries it inline (never unsafe-inline).
  expect(csp, path).toMatch(/(^|;)\s*script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;|$)/);
  await elementsRendered(page);
  expect(await w.violations(), path).toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  test('every demo page renders logged out with no violation and no console error', async ({ page, api }) => {
    test.slow(); // every demo page in turn
    const host = await api.createMember();
    const name = `CSP event ${Date.now()}`;
    const { id } = await createEvent(api, host, await api.login(host.email, host.password), { name });
    const w = await watch(page);
    expect(PAGES).toContain('cms.html');
    for (const file of PAGES) {
      await visit(page, `/demo/${file}${file === 'event-detail.html' ? `?id=${id}` : ''}`, w);
      if (file === 'cms.html' || file === 'member-login.html') {
        await expect(page.locator('member-login').first().getByRole('textbox', { name: 'Email' })).toBeVisible();
      }
      if (file === 'event-detail.html') await expect(page.locator('event-detail').getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(w.errors).toEqual([]);
  });

  test('logged in: every demo page, and a photo upload with its preview, under the policy', async ({ page, api }) => {
    test.slow(); // every demo page in turn
    const m = await api.createMember();
    const { id } = await createEvent(api, m, await api.login(m.email, m.password));
    const w = await watch(page);
    await visit(page, '/demo/member-login.html', w);
    const login = page.locator('#login-default');
    await login.getByRole('textbox', { name: 'Email' }).fill(m.email);
    await login.getByLabel('Password').fill(m.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();

    // (The wizard sends a complete member on to /feed: it was covered logged out.)
    for (const file of PAGES.filter((f) => f !== 'registration-wizard.html')) {
      await visit(page, `/demo/${file}${file === 'event-detail.html' ? `?id=${id}` : ''}`, w);
    }
    await expect(page.locator('profile-view').getByRole('heading', { name: `${m.firstName} ${m.lastName}` })).toBeVisible();

    // Image upload: a blob:/data: preview, then the PUT to the signed upload URL (connect-src).
    await page.goto('/demo/profile-view.html#/profile/edit'); // same document: the hash route
    const p = page.locator('profile-view');
    await expect(p.getByRole('heading', { level: 2, name: 'Edit Profile' })).toBeVisible();
    await p.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(p.getByRole('img', { name: 'Profile Photo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await w.violations()).toEqual([]);
    expect(w.errors).toEqual([]);
  });
});
