import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { DEMO_PASSWORD } from './support/api';


const profile = (page: Page) => page.locator('profile-view');

test.describe('profile-view', () => {
  test('logged out goes to login with the return address', async ({ page }) => {
    await page.goto('/demo/profile-view.html?id=3');
    await page.waitForURL(/\/demo\/member-login\.html\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('/demo/profile-view.html?id=3');
  });

  test('own profile: tabs BIO & FEED, FITNESS, HEALTH; stats, badges, workouts, metrics, trophies; axe', async ({ page }) => {
    await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
    await page.goto('/demo/profile-view.html');
    const p = profile(page);
    await expect(p.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(p.getByRole('tab')).toHaveText(['BIO & FEED', 'FITNESS', 'HEALTH']);
    await expect(p.getByText('Events (YTD)')).toBeVisible();
    await expect(p.getByText('Events (MTD)')).toBeVisible();
    await expect(p.getByText('Challenges', { exact: true })).toBeVisible();
    await expect(p.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveCount(5);
    expect(await axe(page, 'profile-view')).toEqual([]);
    await p.getByRole('tab', { name: 'FITNESS' }).click();
    await expect(p.getByRole('heading', { name: 'Workout Log' })).toBeVisible();
    await expect(p.locator('.workout-card').first()).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Trophy Collection' })).toBeVisible();
    await expect(p.getByLabel('Month', { exact: true })).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);
  });

  test('take the survey; the score shows pending, then the new scores; the detail chart', async ({ page, api }) => {
    const m = await api.createMember();
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/profile-view.html?initial_tab=health');
    const p = profile(page);
    await expect(p.getByText('You have not taken the survey yet.')).toBeVisible();
    await p.getByRole('button', { name: 'Take the Survey' }).click();
    const dialog = p.getByRole('dialog', { name: 'Enriched Life Scale' });
    const sliders = dialog.getByRole('slider');
    await expect(sliders).toHaveCount(18);
    for (let i = 0; i < 18; i++) await sliders.nth(i).fill(String(60 + (i % 5) * 5));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Thank you. Your scores are being calculated.')).toBeVisible();
    await expect(dialog).toHaveCount(0, { timeout: 6000 });
    await expect(p.getByRole('row', { name: /Enriched Life Score/ })).toBeVisible();
    const token = await api.login(m.email, m.password);
    const stored = await api.json(`/api/v1/user/${m.id}/survey`, { token });
    expect(stored.body.data).toHaveLength(1);
    await p.getByRole('button', { name: 'See details: Mental Health' }).click();
    await expect(page).toHaveURL(/#\/profile\/health\/mental_health$/);
    await expect(p.getByRole('img', { name: /Mental Health/ })).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);
  });

  test('another member: follow and unfollow (a failure reverts), followers list, block; read back', async ({ page, api }) => {
    const me = await api.createMember();
    const other = await api.createMember();
    const token = await api.login(me.email, me.password);
    await loginInBrowser(page, me.email, me.password);
    await page.goto(`/demo/profile-view.html?id=${other.id}`);
    const p = profile(page);
    await expect(p.getByRole('tab')).toHaveText(['BIO & FEED', 'FITNESS']);
    const followBtn = p.getByRole('button', { name: 'Follow', exact: true });
    await followBtn.click();
    await expect(p.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await api.json(`/api/v1/user/${other.id}/follow/summary`, { token })).body.followers).toBe(1);

    await api.fault(`/api/v1/user/${me.id}/follow/${other.id}`, 500, { method: 'DELETE' });
    await p.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(p.getByText('Could not update following. Please try again.')).toBeVisible();
    await expect(p.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect((await api.json(`/api/v1/user/${other.id}/follow/summary`, { token })).body.followers).toBe(1);

    await p.getByRole('button', { name: /1 Followers/ }).click();
    await expect(page).toHaveURL(/#followers$/);
    await expect(p.getByText(`${me.firstName} ${me.lastName}`)).toBeVisible();
    await p.getByRole('button', { name: 'Back to profile' }).click();

    await p.getByRole('button', { name: 'Member options' }).click();
    await p.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = p.getByRole('alertdialog');
    await expect(confirm).toContainText("You will not see messages from Blocked members. They won't be able to view your profile or posts.");
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect(p.getByText('You have successfully blocked this user.')).toBeVisible();
    const blocked = await api.json(`/api/v1/user/${me.id}/block`, { token });
    expect(blocked.body.data.map((b: { id: number }) => b.id)).toContain(other.id);
    expect((await api.json(`/api/v1/user/${other.id}/follow/summary`, { token })).body.followers).toBe(0);
  });

  test('an anonymous profile is private to others; an anonymous viewer gets no follow buttons', async ({ page, api }) => {
    const anon = await api.createMember();
    const anonToken = await api.login(anon.email, anon.password);
    await api.json(`/api/v1/user/${anon.id}`, { method: 'POST', token: anonToken, body: JSON.stringify({ anonymous_profile: true }) });
    const viewer = await api.createMember();
    await loginInBrowser(page, viewer.email, viewer.password);
    await page.goto(`/demo/profile-view.html?id=${anon.id}`);
    await expect(profile(page).getByText('This user has set their profile to private.')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await loginInBrowser(page, anon.email, anon.password);
    await page.goto(`/demo/profile-view.html?id=${viewer.id}`);
    await expect(profile(page).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(profile(page).getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await expect(profile(page).getByRole('button', { name: 'Member options' })).toHaveCount(0);
  });
  test('MEMBER INFO: an active Eagle Leader sees a group member\'s leader status and onboarding; others do not', async ({ page, api }) => {
    const token = await api.login('leader@demo.test', DEMO_PASSWORD);
    const leaderId = (await api.json<{ id: number }>('/oauth/me', { token })).body.id;
    const me = await api.json<{ roles: Array<{ group_id: number }> }>(`/api/v1/user/${leaderId}`, { token });
    // A PENDING leader in one of the leader's groups (the seed onboards one in Raleigh, training not done).
    let pendingId: number | null = null;
    for (const { group_id } of me.body.roles) {
      for (let offset = 0; pendingId === null && offset !== null; ) {
        const page = await api.json<{ data: Array<{ id: number }>; next: number | null }>(`/api/v1/search/user/group?group_id=${group_id}&offset=${offset}`, { token });
        for (const m of page.body.data) {
          const read = () => api.json<{ eagle_leader_info?: { active: boolean } | null }>(`/api/v1/user/${m.id}`, { token });
          let prof = await read();
          // This scan reads profiles faster than a person would (the per-reader limit): start it over.
          if (prof.status === 429) {
            await api.resetLimits();
            prof = await read();
          }
          if (prof.body.eagle_leader_info && !prof.body.eagle_leader_info.active) pendingId = m.id;
          if (pendingId !== null) break;
        }
        offset = page.body.next as number;
        if (page.body.next === null) break;
      }
      if (pendingId !== null) break;
    }
    expect(pendingId).not.toBeNull();

    await loginInBrowser(page, 'leader@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/profile-view.html?id=${pendingId}`);
    const p = profile(page);
    await expect(p.getByRole('tab')).toHaveText(['BIO & FEED', 'FITNESS', 'MEMBER INFO']);
    await p.getByRole('tab', { name: 'MEMBER INFO' }).click();
    const info = p.getByRole('tabpanel');
    await expect(info.getByText('Eagle Leader status')).toBeVisible();
    await expect(info.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(info.getByText('Volunteer Leader')).toBeVisible();
    await expect(info.getByText(/^Pending/)).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);

    // A member who is not an Eagle Leader gets no MEMBER INFO tab.
    const plain = await api.createMember();
    await page.evaluate(() => localStorage.clear());
    await loginInBrowser(page, plain.email, plain.password);
    await page.goto(`/demo/profile-view.html?id=${pendingId}`);
    await expect(p.getByRole('tab')).toHaveText(['BIO & FEED', 'FITNESS']);
  });
});
