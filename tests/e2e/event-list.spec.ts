import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, axe, recordEvents } from './support/fixtures';
import { chapterAdmin, createEvent } from './support/events';

const token = () => `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function searchFor(page: Page, list: ReturnType<Page['locator']>, text: string) {
  await list.getByLabel('Search events').fill(text);
}

test.describe('event-list', () => {
  test('readable logged out on the CMS page: cards, title rules, search, infinite scroll 10 per page', async ({ page, api }) => {
    const admin = await chapterAdmin(api);
    const tag = token();
    for (let i = 0; i < 12; i++) {
      await createEvent(api, admin, admin.token, { chapterId: 1, name: `${tag} ruck ${String(i).padStart(2, '0')}`, start: new Date(Date.now() + (i + 1) * 86_400_000) });
    }
    await createEvent(api, admin, admin.token, { chapterId: 1, name: `${tag} a very long event title that goes on`, start: new Date(Date.now() + 40 * 86_400_000) });

    await page.goto('/demo/cms.html');
    const list = page.locator('aside event-list');
    await expect(list.getByRole('tab', { name: 'LOCAL' })).toHaveAttribute('aria-selected', 'true');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/mobile_event/')) requests.push(r.url());
    });
    await searchFor(page, list, tag);
    const cards = list.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(10);
    // Soonest first; titles upper case.
    await expect(cards.first()).toContainText(`${tag} RUCK 00`.toUpperCase());
    // The 11th-13th arrive on scroll.
    await list.getByRole('button', { name: 'Load more events' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(13);
    await expect(cards.last()).toContainText(`${tag} A VERY LONG EVENT TITLE`.toUpperCase().slice(0, 27) + '...');
    const pages = requests.filter((u) => u.includes(`search=${tag}`)).map((u) => new URL(u).searchParams);
    expect(pages.map((q) => q.get('offset'))).toEqual(expect.arrayContaining(['0', '10']));
    expect(pages.every((q) => q.get('chapter_id') === '1' && q.get('limit') === '10')).toBe(true);

    // Filters on the CMS page: categories narrow the list; the saved value is the spec key's.
    await list.getByRole('button', { name: 'Filters' }).click();
    await list.getByRole('dialog', { name: 'Event Filters' }).getByRole('button', { name: 'Yoga' }).click();
    await list.getByRole('dialog', { name: 'Event Filters' }).getByRole('button', { name: 'Apply' }).click();
    await expect(list.getByText('The selected filters produced no events. Please adjust filter settings.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('eventCategory'))).toBe('["yoga"]');
    await list.getByRole('button', { name: 'Filters (1)' }).click();
    await list.getByRole('dialog', { name: 'Event Filters' }).getByRole('button', { name: 'Reset' }).click();
    await list.getByRole('dialog', { name: 'Event Filters' }).getByRole('button', { name: 'Apply' }).click();
    await expect(cards).toHaveCount(10);
    // No search results: the spec's empty text.
    await searchFor(page, list, `${tag}-nothing`);
    await expect(list.getByText('The selected filters produced no events. Please adjust filter settings.')).toBeVisible();
  });

  test('filters: saved under the spec keys, Reset and Apply; lozenges', async ({ page }) => {
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await list.getByRole('button', { name: 'Filters' }).click();
    const dialog = list.getByRole('dialog', { name: 'Event Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Distance/).fill('0');
    await dialog.getByLabel('Sort by').selectOption('attendees');
    await dialog.getByLabel('Date').selectOption('future-30');
    await dialog.getByRole('button', { name: 'Yoga' }).click();
    await expect(dialog.getByRole('button', { name: 'Yoga' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    const saved = await page.evaluate(() => ({
      eventDistance: localStorage.getItem('eventDistance'),
      sortBy: localStorage.getItem('sortBy'),
      eventDate: localStorage.getItem('eventDate'),
      eventCategory: localStorage.getItem('eventCategory'),
    }));
    expect(saved).toEqual({ eventDistance: '25', sortBy: '"attendees"', eventDate: '"future-30"', eventCategory: '["yoga"]' });
    await expect(list.getByRole('button', { name: 'Filters (4)' })).toBeVisible();
    // The other list on the page shares the saved filters.
    await expect(page.locator('#events-chapter').getByRole('tab', { name: 'VIRTUAL' })).toHaveAttribute('aria-selected', 'true');

    await list.getByRole('button', { name: 'Filters (4)' }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(dialog.getByLabel('Sort by')).toHaveValue('date');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(list.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('eventDistance'))).toBe('50');

    const lozenge = list.getByRole('button', { name: 'Hike/Ruck' });
    await lozenge.click();
    await expect(lozenge).toHaveAttribute('aria-pressed', 'true');
  });

  test('location: place search from 3 characters, Use Current Location, and the permission message', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 35.78, longitude: -78.64 });
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    const place = list.getByRole('combobox', { name: 'Location' });
    await place.fill('Ra');
    await page.waitForTimeout(700);
    await expect(list.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option')).toHaveCount(0);
    await place.fill('Raleigh');
    await list.getByRole('option', { name: /Raleigh, NC/ }).first().click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('rwb:location')!))).toMatchObject({ city: 'Raleigh', state: 'NC' });
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/mobile_event/') && r.url().includes('distance=50'));
    await list.getByRole('button', { name: 'Use Current Location' }).click();
    const url = new URL((await request).url());
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(35.78, 2);

    // The browser refuses: the spec's message.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    await page.reload();
    await list.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(list.getByText('You have not given Team RWB permission to access your location. Please enter your settings and allow us to access your location.')).toBeVisible();
  });

  test('a server failure shows the error and a retry; a card opens the event detail', async ({ page, api }) => {
    const events = await recordEvents(page);
    const host = await api.createMember();
    const t = await api.login(host.email, host.password);
    const tag = token();
    const { id } = await createEvent(api, host, t, { name: `${tag} open me` });
    await api.fault('/api/v1/mobile_event/', 500, { method: 'GET' });
    // The element's own request meets the fault (no server-side first paint to take it first).
    await page.route('**/api/first-paint/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await expect(list.getByRole('alert')).toContainText('Server Error - Please try again later.');
    await searchFor(page, list, tag);
    await expect(list.getByRole('link', { name: new RegExp(`${tag} OPEN ME`, 'i') })).toBeVisible();
    await list.getByRole('link', { name: new RegExp(`${tag} OPEN ME`, 'i') }).click();
    await page.waitForURL(`**/demo/event-detail.html?id=${id}`);
    expect((await events.all()).find((e) => e.type === 'rwb-event-select')?.detail).toEqual({ id });
  });

  test('cards: the link is named by the title alone, one h3 per card, the whole card clickable; axe; nothing clipped at 1280 and 390 px', async ({ page, api }, testInfo) => {
    const host = await api.createMember();
    const t = await api.login(host.email, host.password);
    const tag = token();
    const first = await createEvent(api, host, t, { name: `${tag} ruck one`, start: new Date(Date.now() + 86_400_000) });
    await createEvent(api, host, t, { name: `${tag} a very long event title that goes on and on`, start: new Date(Date.now() + 2 * 86_400_000) });
    const events = await recordEvents(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await searchFor(page, list, tag);
    const cards = list.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(2);

    // One heading per card to skim by; each card's link is named by its title and described by the rest.
    const headings = list.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(2);
    await expect(headings).toHaveText([`${tag} RUCK ONE`.toUpperCase(), `${tag} A VERY LONG EVENT TITLE`.toUpperCase().slice(0, 27) + '...']);
    for (let i = 0; i < 2; i++) {
      const title = (await headings.nth(i).textContent())!.trim();
      const link = cards.nth(i).getByRole('link');
      await expect(link).toHaveAccessibleName(title);
      expect(title.length).toBeLessThanOrEqual(30);
      await expect(headings.nth(i).getByRole('link')).toHaveCount(1);
      await expect(link).toHaveAccessibleDescription(/^\w{3} \d{2}\/\d{2}\/\d{4} .+ Raleigh, NC 0 attending$/);
    }
    await expect(list.getByRole('link', { name: `${tag} RUCK ONE`.toUpperCase(), exact: true })).toHaveAttribute('title', `${tag} ruck one`);
    expect(await axe(page, '#events-all')).toEqual([]);

    // Nothing clipped: each card's text fits its card, at a desktop and a phone width.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await cards.first().scrollIntoViewIfNeeded();
      const overflow = await cards.evaluateAll((els) =>
        els.flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll('.card__body *')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || el.scrollWidth > el.clientWidth + 1);
            })
            .map((el) => `${el.className}: ${el.textContent}`);
        }),
      );
      expect(overflow, `at ${width} px`).toEqual([]);
      await cards.first().getByRole('link').focus();
      await list.screenshot({ path: testInfo.outputPath(`event-cards-${width}.png`) });
    }

    // The whole card is the click target (a point on the cover, away from the title).
    await cards.first().click({ position: { x: 12, y: 12 } });
    await page.waitForURL(`**/demo/event-detail.html?id=${first.id}`);
    expect((await events.all()).find((e) => e.type === 'rwb-event-select')?.detail).toEqual({ id: first.id });
  });

  test('tabs: virtual, past, my events (logged out asks to log in); keyboard; axe', async ({ page }) => {
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await list.getByRole('tab', { name: 'LOCAL' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: 'VIRTUAL' })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('button', { name: 'National' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('eventFilterNavTab'))).toBe('"virtual"');
    await page.keyboard.press('ArrowRight');
    await expect(list.getByText('Log in to see the events you host and attend.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('button', { name: 'Virtual' })).toBeVisible();
    await expect(list.getByRole('list').first()).toBeVisible();
    expect(await axe(page, '#events-all')).toEqual([]);
    await list.getByRole('tab', { name: 'LOCAL' }).click();
    await list.getByRole('button', { name: 'Filters' }).click();
    expect(await axe(page, '#events-all')).toEqual([]);
  });
});
