// What axe cannot see: the profile name readable (not drawn over the cover) and the health chart's
// date labels inside the chart, at desktop and phone widths; the health detail routes of the spec.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { DEMO_PASSWORD } from './support/api';


/** Bottom of the cover and top of the name, in page pixels. */
async function nameAndCover(page: Page) {
  const p = page.locator('profile-view');
  const name = p.getByRole('heading', { level: 2 });
  await expect(name).toBeVisible();
  const nameBox = (await name.boundingBox())!;
  const coverBox = (await p.locator('[part="cover"]').boundingBox())!;
  return { nameTop: nameBox.y, coverBottom: coverBox.y + coverBox.height };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the profile name sits below the cover (own profile and another member)', async ({ page, api }) => {
      const other = await api.createMember();
      await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
      for (const url of ['/demo/profile-view.html', `/demo/profile-view.html?id=${other.id}`]) {
        await page.goto(url);
        const { nameTop, coverBottom } = await nameAndCover(page);
        expect(nameTop, `${url}: the name starts below the cover`).toBeGreaterThanOrEqual(coverBottom - 0.5);
        await page.screenshot({ path: `test-results/screens/profile-${width}${url.includes('id=') ? '-other' : ''}.png` });
      }
    });

    test('the health chart keeps every date label inside the chart', async ({ page }) => {
      await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
      await page.goto('/demo/profile-view.html#/profile/health/mental_health');
      const svg = page.locator('profile-view').getByRole('img', { name: /Mental Health/ });
      await expect(svg).toBeVisible();
      const labels = await svg.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll('text')].map((t) => {
          const r = t.getBoundingClientRect();
          return { text: t.textContent, inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 };
        });
      });
      const dates = labels.filter((l) => /^\d\d-\d\d-\d\d$/.test(l.text ?? ''));
      expect(dates.length).toBeGreaterThan(1);
      expect(labels.filter((l) => !l.inside)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/health-${width}.png` });
    });
  });
}

test('health detail routes are the spec\'s: /profile/health/{genuine_relationships|mental_health|physical_health|sense_of_purpose}', async ({ page }) => {
  await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
  const titles = { genuine_relationships: 'Genuine Relationships', mental_health: 'Mental Health', physical_health: 'Physical Health', sense_of_purpose: 'Sense of Purpose' };
  for (const [slug, title] of Object.entries(titles)) {
    await page.goto(`/demo/profile-view.html#/profile/health/${slug}`);
    await expect(page.locator('profile-view').getByRole('img', { name: new RegExp(title) })).toBeVisible();
  }
  // The overview's buttons lead to the same addresses.
  await page.goto('/demo/profile-view.html?initial_tab=health');
  await page.locator('profile-view').getByRole('button', { name: 'See details: Physical Health' }).click();
  await expect(page).toHaveURL(/#\/profile\/health\/physical_health$/);
});
