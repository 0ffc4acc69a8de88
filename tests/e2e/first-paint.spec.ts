// First paint (src/lib/first-paint.ts): the loader asks the server for the element's first view as
// soon as it sees the tag; the server renders it with the same components and sends the data with it
// (<event-list>, <event-detail>, <member-feed>).
// The view is on screen before the element's JavaScript has even arrived (here: held back), nothing
// in it can be focused, the element then takes over without asking for the data again, and the
// first paint leaves no trace.
import type { Page, Route } from '@playwright/test';
import { axe, test, expect } from './support/fixtures';
import { createEvent } from './support/events';
import { member, post } from './support/feed';
import { loginInBrowser } from './support/login';

/** Holds the element's chunk until `release()`: only the first paint can be on screen meanwhile. */
async function holdChunk(page: Page, tag: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/elements/chunks/${tag}-[\\w-]+\\.js$`), async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

function apiRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) urls.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  return urls;
}

test('event-list: the cards are painted before the element chunk arrives, then the element takes over with the same data', async ({ page }) => {
  const requests = apiRequests(page);
  const release = await holdChunk(page, 'event-list');
  await page.goto('/demo/event-list.html');
  const chapter = page.locator('#events-chapter');
  const painted = chapter.locator('[slot="rwb-first-paint"]');
  await expect(painted.locator('h3').first()).toBeVisible();
  const titles = await painted.locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => customElements.get('event-list'))).toBeUndefined();
  // Inert: nothing in the painted copy is focusable or in the accessibility tree.
  expect(await painted.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await expect(chapter.getByRole('link')).toHaveCount(0);
  await expect(painted).toHaveAttribute('aria-hidden', 'true');
  expect(await painted.locator('a').first().evaluate((a) => (a.focus(), (a.getRootNode() as ShadowRoot).activeElement === a))).toBe(false);
  expect(await axe(page)).toEqual([]); // the page while only the painted copy is there

  release();
  await expect(chapter.getByRole('tab', { name: 'VIRTUAL', selected: true })).toBeVisible();
  await expect(chapter.getByRole('heading', { level: 3 }).first()).toHaveText(titles[0]);
  await expect(painted).toHaveCount(0);
  await expect(page.locator('#events-all [slot="rwb-first-paint"]')).toHaveCount(0);

  await page.waitForTimeout(500); // a second request for the same page would be out by now
  const firstPaints = requests.filter((u) => u.startsWith('/api/first-paint/event-list?'));
  expect(firstPaints).toHaveLength(2); // one per element on the page
  expect(requests.filter((u) => u.startsWith('/api/v1/mobile_event/?') && u.includes('offset=0'))).toHaveLength(0);
});

test('the early snippet (inline on the demo page): the cards are painted while the loader itself is still held back', async ({ page }) => {
  const requests = apiRequests(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/elements\/elements\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The held loader (a deferred module) holds DOMContentLoaded back too: wait only for the page to start.
  await page.goto('/demo/event-list.html', { waitUntil: 'commit' });
  const painted = page.locator('#events-chapter [slot="rwb-first-paint"]');
  await expect(painted.locator('h3').first()).toBeVisible();
  expect(await page.evaluate(() => customElements.get('event-list'))).toBeUndefined();
  release();
  await expect(page.locator('#events-chapter').getByRole('tab', { name: 'VIRTUAL', selected: true })).toBeVisible();
  await page.waitForTimeout(500);
  // One first paint per element: the loader found the snippet's requests under way.
  expect(requests.filter((u) => u.startsWith('/api/first-paint/event-list?'))).toHaveLength(2);
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});

test('event-detail: the event is painted first, as the member sees it; the element shows it without asking again', async ({ page, api }) => {
  const host = await api.createMember();
  const token = await api.login(host.email, host.password);
  const { id } = await createEvent(api, host, token, { name: 'First-paint trail run' });
  // The host's own view: the first paint is asked with the member's token.
  await loginInBrowser(page, host.email, host.password);
  const sentToken: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/first-paint/')) sentToken.push(r.headers().authorization);
  });
  const requests = apiRequests(page);
  const release = await holdChunk(page, 'event-detail');
  await page.goto(`/demo/event-detail.html?id=${id}`);
  const el = page.locator('event-detail');
  await expect(el.locator('[slot="rwb-first-paint"] h2')).toHaveText('First-paint trail run');
  await expect(el.locator('[slot="rwb-first-paint"] img.cover')).toBeVisible();
  release();
  await expect(el.getByRole('heading', { name: 'First-paint trail run', level: 2 })).toBeVisible();
  await expect(el.locator('[slot="rwb-first-paint"]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(requests.filter((u) => u.startsWith('/api/first-paint/event-detail?'))).toHaveLength(1);
  expect(requests.filter((u) => u === `/api/v1/mobile_event/${id}`)).toHaveLength(0);
  expect(sentToken).toHaveLength(1);
  expect(sentToken[0]).toMatch(/^Bearer \S+$/);
});

test("member-feed: the member's first posts are painted before the element chunk arrives; the element takes them over and asks for no timeline", async ({ page, api }) => {
  const m = await member(api);
  for (let i = 1; i <= 12; i++) await post(api, m, `Painted feed post ${i}.`);
  await loginInBrowser(page, m.email, m.password);
  const requests = apiRequests(page);
  const release = await holdChunk(page, 'member-feed');
  await page.goto('/demo/member-feed.html');
  const feed = page.locator('member-feed');
  const painted = feed.locator('[slot="rwb-first-paint"]');
  await expect(painted.locator('article.post').first()).toBeVisible();
  expect(await page.evaluate(() => customElements.get('member-feed'))).toBeUndefined();
  // The page's first view: the search box, the scope switch, the pinned post, then the first 10 posts.
  await expect(painted.locator('input[type="search"]')).toHaveCount(1);
  await expect(painted.locator('.feed__scope button[aria-pressed="true"]')).toHaveText('National');
  const texts = await painted.locator('article.post .post__text').allTextContents();
  expect(texts[0]).toMatch(/^Welcome to the national feed!/);
  expect(texts.slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `Painted feed post ${12 - i}.`));

  // Inert: nothing in the painted copy can be focused, pressed or reached by assistive technology.
  expect(await painted.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await expect(painted).toHaveAttribute('aria-hidden', 'true');
  await expect(feed.getByRole('button')).toHaveCount(0);
  await expect(feed.getByRole('searchbox')).toHaveCount(0);
  const focus = await painted.evaluate((el) => {
    const root = el.shadowRoot!;
    const candidates = Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]'));
    return { candidates: candidates.length, focused: candidates.filter((c) => (c.focus(), root.activeElement === c)).length };
  });
  expect(focus.candidates).toBeGreaterThan(10);
  expect(focus.focused).toBe(0);
  expect(await axe(page)).toEqual([]); // the page while only the painted copy is there

  release();
  await expect(feed.getByRole('button', { name: 'National', pressed: true })).toBeVisible();
  await expect(painted).toHaveCount(0);
  // The same posts, in the element's own (virtual) list.
  await expect(feed.locator('ul[data-virtual] article.post').first()).toBeVisible();
  await expect(feed.locator('.feed__pinned .post__text')).toHaveText(texts[0]);
  const shown = await feed.locator('ul[data-virtual] article.post .post__text').allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual(texts.slice(1, 1 + shown.length));

  await page.waitForTimeout(500); // a request of the element's own would be out by now
  expect(requests.filter((u) => u.startsWith('/api/first-paint/member-feed?'))).toHaveLength(1);
  expect(requests.filter((u) => u.includes('/aggregated_timeline_feed'))).toHaveLength(0);
});

test('member-feed logged out: no first paint is asked; the element shows its login note', async ({ page }) => {
  const requests = apiRequests(page);
  await page.goto('/demo/member-feed.html');
  await expect(page.locator('member-feed').getByText('Log in to see the feed.')).toBeVisible();
  expect(requests.filter((u) => u.startsWith('/api/first-paint/member-feed'))).toHaveLength(0);
});

test('a page that fails its first paint still gets its element (the element asks itself)', async ({ page }) => {
  await page.route('**/api/first-paint/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/demo/event-list.html');
  await expect(page.locator('#events-chapter').getByRole('tab', { name: 'VIRTUAL', selected: true })).toBeVisible();
  await expect(page.locator('#events-chapter').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('event-list logged out: no HTTP client and no zod on the first load; the first request loads them and works', async ({ page }) => {
  // zod's schemas carry `_zod` (a property name minifiers keep); ofetch's client is in the same chunk as the HTTP client.
  const scripts: { url: string; zod: boolean }[] = [];
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    scripts.push({ url: r.url(), zod: (await r.text()).includes('_zod') });
  });
  await page.goto('/demo/event-list.html');
  const all = page.locator('#events-all');
  await expect(all.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.locator('#events-chapter').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.waitForTimeout(1000); // anything loaded after the first view would be in by now
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter((s) => s.zod).map((s) => s.url)).toEqual([]);

  const before = await all.getByRole('heading', { level: 3 }).count();
  await all.getByRole('button', { name: 'Load more events' }).click();
  await expect.poll(() => all.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(before);
  expect(scripts.some((s) => s.zod)).toBe(true); // the client and the list's schema came with the request
});
