import { test, expect } from './support/fixtures';

const NAVY = 'rgb(19, 41, 75)'; // --rwb-color-primary's default (#13294b)
const GREEN = 'rgb(0, 90, 0)';
const RED = 'rgb(120, 0, 0)';

const background = (el: Element) => getComputedStyle(el).backgroundColor;

test.describe('theming from the page', () => {
  test('a :root token themes every element at once; a tag-level value wins for that tag only', async ({ page }) => {
    await page.goto('/demo/cms.html');
    const login = page.locator('header member-login').locator('.rwb-button--primary').first();
    const list = page.locator('aside event-list').locator('.rwb-button--primary').first();
    await expect(login).toHaveText('Log In');
    await expect(list).toHaveText('Create Event');
    // The defaults, with nothing set by the page.
    expect(await login.evaluate(background)).toBe(NAVY);
    expect(await list.evaluate(background)).toBe(NAVY);

    // One declaration on the page themes both elements.
    await page.addStyleTag({ content: `:root { --rwb-color-primary: ${GREEN}; --rwb-color-focus: rgb(0, 0, 200); }` });
    await expect.poll(() => login.evaluate(background)).toBe(GREEN);
    await expect.poll(() => list.evaluate(background)).toBe(GREEN);
    // Derived tokens follow: the focus ring is computed on each element from the page's focus colour.
    const ring = await page.locator('aside event-list').evaluate((el) => getComputedStyle(el).getPropertyValue('--rwb-focus-ring').trim());
    expect(ring).toBe('3px solid rgb(0, 0, 200)');

    // A selector matching one tag wins over the page-level value, for that tag only.
    await page.addStyleTag({ content: `event-list { --rwb-color-primary: ${RED}; }` });
    await expect.poll(() => list.evaluate(background)).toBe(RED);
    expect(await login.evaluate(background)).toBe(GREEN);
  });

  test('an element-level theme alone still works (the demo page\'s .themed override)', async ({ page }) => {
    await page.goto('/demo/event-list.html');
    const themed = page.locator('#events-chapter').locator('.rwb-button--primary').first();
    const plain = page.locator('#events-all').locator('.rwb-button--primary').first();
    await expect(themed).toBeVisible();
    // The element's styles are adopted a moment after its first content shows: poll, as above.
    await expect.poll(() => themed.evaluate(background)).toBe('rgb(20, 83, 45)'); // demo.css: .themed event-list #14532d
    await expect.poll(() => plain.evaluate(background)).toBe(NAVY);
  });
});
