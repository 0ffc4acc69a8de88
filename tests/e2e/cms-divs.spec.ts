// CMS compatibility (issue 19): the div form `<div data-rwb-element="…" data-…>` renders each element
// (demo/cms-divs.html, divs added later, the standalone shell); its fallback link stays hidden (no
// element's shadow root has a default slot); without JavaScript, the snippets' fallback links show.
import { test, expect } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { buildSnippet } from '../../src/features/embed-builder/model';
import { fallbackLink } from '../../src/features/embed-builder/fallback';

/** The elements of demo/cms-divs.html, each with its fallback link's text (fallback.ts). */
const ON_PAGE: Array<[tag: string, link: string]> = [
  ['member-login', 'Log in to Team RWB'],
  ['event-list', 'See the events on Team RWB'],
  ['event-detail', 'See this event on Team RWB'],
  ['challenge-board', 'See this challenge on Team RWB'],
  ['group-page', 'See the groups on Team RWB'],
  ['profile-view', 'See this profile on Team RWB'],
  ['member-feed', 'See the feed on Team RWB'],
  ['chat-inbox', 'See your messages on Team RWB'],
  ['notification-list', 'See your notifications on Team RWB'],
  ['registration-wizard', 'Create your Team RWB account'],
];

test.describe('the div form', () => {
  test('demo/cms-divs.html: every div becomes its element with its attributes and renders; the fallback links are hidden; divs added later too', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await loginInBrowser(page, 'member@demo.test', 'demo-pass-2026');
    // The loader upgrades first: the early first paint follows the elements made from divs.
    const firstPaint = page.waitForRequest(/\/api\/first-paint\/event-list\?a\.chapter-id=1&/);
    await page.goto('/demo/cms-divs.html');
    await firstPaint;
    await expect(page.locator('div[data-rwb-element]')).toHaveCount(0);
    for (const [tag] of ON_PAGE) {
      const el = page.locator(tag);
      await expect(el, tag).toHaveCount(1);
      await expect.poll(() => el.evaluate((e) => e.matches(':defined') && (e.shadowRoot?.textContent?.trim().length ?? 0) > 0), { message: tag }).toBe(true);
      await expect(el.locator(':scope > a'), tag).toBeHidden();
    }
    // Attributes: data- ones in dashed form, id, class and style as they were.
    const card = page.locator('#challenge-card');
    await expect(card).toHaveJSProperty('localName', 'challenge-board');
    expect(await card.evaluate((e) => e.getAttributeNames())).toEqual(['challenge-id', 'view', 'id', 'class', 'style']);
    await expect(page.locator('event-list')).toHaveAttribute('chapter-id', '1');
    await expect(page.locator('member-login').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.locator('profile-view').getByRole('heading', { name: 'Jordan Reyes' }).first()).toBeVisible();

    // Added later (a CMS widget rendered by its own script): upgraded; an unknown name stays a div, with a warning.
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'beforeend',
        '<section><div data-rwb-element="event-list" data-tab="virtual" class="late"><a href="/app/events">See the events on Team RWB</a></div><div data-rwb-element="embed-builder"><a href="/app">Open Team RWB</a></div><div data-rwb-element="event-calendar">Not ours</div></section>',
      );
    });
    const late = page.locator('event-list.late');
    await expect(late.getByRole('tab', { name: 'VIRTUAL' })).toHaveAttribute('aria-selected', 'true');
    await expect(late.locator(':scope > a')).toBeHidden();
    // The builder's one slot is named (its preview): the fallback link stays hidden there too.
    await expect(page.locator('embed-builder').getByRole('combobox', { name: 'Element' })).toBeVisible();
    await expect(page.locator('embed-builder > a')).toBeHidden();
    await expect(page.locator('div[data-rwb-element="event-calendar"]')).toHaveText('Not ours');
    expect(warnings).toContain('[rwb] data-rwb-element="event-calendar": no such element, the div is left as it is');
  });

  test('the standalone shell in the div form: member-app renders its route', async ({ page }) => {
    await page.route('**/app/login', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace('<member-app></member-app>', '<div data-rwb-element="member-app"><a href="/app">Open Team RWB</a></div>');
      expect(html).toContain('data-rwb-element="member-app"');
      await route.fulfill({ response: res, body: html });
    });
    await page.goto('/app/login');
    await expect(page.locator('member-app').getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Team RWB' })).toBeHidden();
  });

  test("while an element's code loads, its link is already hidden (the loader's rule); defined, its shadow root hides it", async ({ page, baseURL }) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/elements/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    const html = buildSnippet({ loaderUrl: `${baseURL}/elements/elements.js`, apiBase: baseURL!, tag: 'event-list', attributes: [], theme: null, fallback: fallbackLink('event-list', [], `${baseURL}/app`, 'Team RWB') });
    await page.route('**/demo/pasted.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Pasted</title><main>${html}</main></html>` }));
    await page.goto('/demo/pasted.html');
    await expect.poll(() => page.evaluate(() => !!(globalThis as { __rwbLoader?: unknown }).__rwbLoader)).toBe(true);
    await expect(page.locator('event-list:not(:defined)')).toHaveCount(1);
    await expect(page.locator('event-list > a')).toBeHidden();
    release();
    await expect(page.locator('event-list').getByRole('tab', { name: 'VIRTUAL' })).toBeVisible();
    await expect(page.locator('event-list > a')).toBeHidden();
  });

  test('without JavaScript the snippets show their links to the app, in both forms', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/demo/cms-divs.html');
    for (const [tag, text] of ON_PAGE) {
      const link = page.locator(`div[data-rwb-element="${tag}"]`).getByRole('link', { name: text });
      await expect(link).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'See this event on Team RWB' })).toHaveAttribute('href', '/app/events/1');

    // The builder's snippets (both forms), pasted into a page.
    const snippet = (tag: string, attributes: [string, string][], form: 'element' | 'div') =>
      buildSnippet({ loaderUrl: `${baseURL}/elements/elements.js`, apiBase: baseURL!, tag, attributes, theme: null, fallback: fallbackLink(tag, attributes, `${baseURL}/app`, 'Team RWB') }, form);
    const body = [snippet('event-list', [['chapter-id', '1']], 'element'), snippet('challenge-board', [['challenge-id', '3']], 'div')].join('\n');
    await page.route('**/demo/pasted.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Pasted</title><main>${body}</main></html>` }));
    await page.goto('/demo/pasted.html');
    await expect(page.getByRole('link', { name: 'See the events on Team RWB' })).toHaveAttribute('href', `${baseURL}/app/events`);
    await expect(page.getByRole('link', { name: 'See this challenge on Team RWB' })).toHaveAttribute('href', `${baseURL}/app/challenges/3`);
    await expect(page.locator('event-list > a')).toBeVisible();
    await context.close();
  });
});
