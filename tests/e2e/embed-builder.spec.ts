// The embed builder at /embed: build an event-list snippet from the manifest's form (real chapters from
// the API), see it live, copy it, paste it into a blank page of the site: it renders the same; so does
// the div form (for site builders that strip unknown tags). Both hold the no-JavaScript link, hidden
// once the element upgrades.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { chapterAdmin, createEvent } from './support/events';
import { loginInBrowser } from './support/login';

const GREEN = '#14532d';
const GREEN_RGB = 'rgb(20, 83, 45)';

const cardTitles = (list: Locator) => list.getByRole('listitem').getByRole('heading').allInnerTexts();
/** A card title's colour: --rwb-color-primary (event-list/styles.css). */
const titleColour = (list: Locator, title: string) => list.getByRole('heading', { name: title }).evaluate((el) => getComputedStyle(el).color);

/** Pastes a snippet into a blank page of the site (scripts set through innerHTML do not run: re-created, as a CMS would serve them). */
async function pasteIntoBlankPage(page: Page, snippet: string) {
  await page.goto('/demo/blank.html');
  await page.evaluate((html) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    for (const old of Array.from(holder.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const a of Array.from(old.attributes)) script.setAttribute(a.name, a.value);
      old.replaceWith(script);
    }
    document.body.append(...Array.from(holder.childNodes));
  }, snippet);
}

test.describe('embed-builder', () => {
  test('pick event list, a chapter, a tab and a colour; the snippet pasted into a blank page renders the same', async ({ page, api, baseURL, context }) => {
    const admin = await chapterAdmin(api);
    const name = `zq${randomUUID().slice(0, 8)} virtual ruck`;
    await createEvent(api, admin, admin.token, { chapterId: 1, isVirtual: true, name, start: new Date(Date.now() + 86_400_000) });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await loginInBrowser(page, 'member@demo.test', 'demo-pass-2026');

    await page.goto('/embed');
    await expect(page).toHaveTitle('Embed builder');
    const builder = page.locator('embed-builder');
    await builder.getByLabel('Element').selectOption('event-list');
    // The chapters come from GET api/v1/chapter once the editor is logged in.
    const chapter = builder.getByRole('combobox', { name: 'Chapter' });
    await expect(chapter.locator('option[value="1"]')).toHaveCount(1);
    await chapter.selectOption('1');
    await builder.getByRole('combobox', { name: 'Tab' }).selectOption('virtual');
    await builder.getByLabel('Theme colour').fill(GREEN);

    const snippetBox = builder.getByRole('textbox', { name: 'Snippet', exact: true });
    const fallback = `<a href="${baseURL}/app/events">See the events on Team RWB</a>`;
    await expect(snippetBox).toHaveValue(`<script type="module" src="${baseURL}/elements/elements.js" data-api-base="${baseURL}"></script>\n<event-list chapter-id="1" tab="virtual" style="--rwb-color-primary: #14532d">${fallback}</event-list>`);
    const snippet = await snippetBox.inputValue();
    const divBox = builder.getByRole('textbox', { name: 'Div snippet', exact: true });
    await expect(divBox).toHaveValue(
      `<script type="module" src="${baseURL}/elements/elements.js" data-api-base="${baseURL}"></script>\n<div data-rwb-element="event-list" data-chapter-id="1" data-tab="virtual" style="--rwb-color-primary: #14532d">${fallback}</div>`,
    );
    const divSnippet = await divBox.inputValue();

    // The live preview on the same page: the chapter's virtual events, in the colour.
    const preview = builder.locator('event-list');
    await expect(preview.getByRole('tab', { name: 'VIRTUAL' })).toHaveAttribute('aria-selected', 'true');
    await expect(preview.getByRole('heading', { name: name.toUpperCase() })).toBeVisible();
    await expect.poll(() => titleColour(preview, name.toUpperCase())).toBe(GREEN_RGB);
    const previewTitles = await cardTitles(preview);

    // Each snippet has its own Copy button.
    await builder.getByRole('button', { name: 'Copy snippet', exact: true }).click();
    await expect(builder.getByRole('status').filter({ hasText: 'Copied!' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expect(builder.getByText('Copied!')).toBeHidden({ timeout: 5_000 });
    await builder.getByRole('button', { name: 'Copy div snippet' }).click();
    await expect(builder.getByRole('status').filter({ hasText: 'Copied!' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(divSnippet);
    expect((await axe(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Pasted into a blank page of the site, each snippet renders the same, its fallback link hidden.
    for (const pasteIt of [snippet, divSnippet]) {
      await pasteIntoBlankPage(page, pasteIt);
      const pasted = page.locator('body > event-list');
      await expect(pasted.getByRole('tab', { name: 'VIRTUAL' })).toHaveAttribute('aria-selected', 'true');
      await expect(pasted.getByRole('heading', { name: name.toUpperCase() })).toBeVisible();
      await expect.poll(() => cardTitles(pasted)).toEqual(previewTitles);
      await expect.poll(() => titleColour(pasted, name.toUpperCase())).toBe(GREEN_RGB);
      await expect(page.locator('body > event-list > a')).toBeHidden();
      await expect(page.locator('div[data-rwb-element]')).toHaveCount(0);
    }
  });

  test('custom-elements.json beside elements.js lists every tag of the registry with its attributes', async ({ request }) => {
    const registry = readFileSync('src/elements/registry.ts', 'utf8');
    const tags = [...registry.matchAll(/'([a-z]+-[a-z-]+)':\s*\(\)\s*=>/g)].map((m) => m[1]);
    const res = await request.get('/elements/custom-elements.json');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/json; charset=utf-8');
    const manifest = await res.json();
    const declared = manifest.modules.map((m: { declarations: Array<{ tagName: string }> }) => m.declarations[0].tagName);
    expect([...declared].sort()).toEqual([...tags].sort());
    const eventList = manifest.modules.find((m: { declarations: Array<{ tagName: string }> }) => m.declarations[0].tagName === 'event-list').declarations[0];
    expect(eventList.attributes.map((a: { name: string }) => a.name)).toEqual(['chapter-id', 'group-id', 'challenge-id', 'tab']);
  });
});
