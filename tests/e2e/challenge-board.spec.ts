import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { createEvent } from './support/events';
import type { Api, Member } from './support/api';

// Demo data: challenge 3 'Eagle Miles Challenge' (miles, goal 50, active), 4 'Raleigh 10K Steps a Day'
// (steps, active). Each worker has its own server: challenge 3 is this file's workout board, 4 its crowded board.
const MILES = 3;
const STEPS = 4;

const board = (page: Page) => page.locator('challenge-board').first();
const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;

/** A member checked in to `eventId` (today) with a workout: a participant with a score. */
async function scored(api: Api, eventId: number, workout: Record<string, number>): Promise<Member> {
  const m = await api.createMember();
  const token = await api.login(m.email, m.password);
  const checkIn = await api.json(`/api/v1/mobile_event/${eventId}/attendees/${m.id}`, { method: 'POST', token, body: JSON.stringify({ attendance_status: 'checked-in' }) });
  expect(checkIn.status).toBe(200);
  const w = await api.json(`/api/v1/mobile_event/${eventId}/workout/${m.id}`, { method: 'POST', token, body: JSON.stringify(workout) });
  expect(w.status).toBe(201);
  return m;
}

test.describe('challenge-board', () => {
  test('hub: tabs and sections, a card opens the challenge; axe', async ({ page, api }) => {
    const member = await api.createMember();
    await loginInBrowser(page, member.email, member.password);
    await page.goto('/demo/challenge-board.html');
    const b = board(page);
    await expect(b.getByRole('tab', { name: 'ACTIVE CHALLENGES' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Your Active Challenges', 'Available Challenges', 'Upcoming Challenges']) await expect(b.getByRole('heading', { name, level: 3 })).toBeVisible();
    const available = b.getByRole('list', { name: 'Available Challenges' });
    await expect(available.getByRole('link', { name: 'Eagle Miles Challenge' })).toBeVisible();
    await expect(b.getByRole('list', { name: 'Upcoming Challenges' }).getByText(/^Starts \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
    expect(await axe(page, 'challenge-board')).toEqual([]);
    await b.getByRole('tab', { name: 'PAST CHALLENGES' }).click();
    await expect(b.getByText(/^Ended \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
    await b.getByRole('tab', { name: 'ACTIVE CHALLENGES' }).click();
    await available.getByRole('link', { name: 'Eagle Miles Challenge' }).click();
    await page.waitForURL(new RegExp(`/demo/challenge-board\\.html\\?id=${MILES}$`));
    await expect(b.getByRole('heading', { name: 'Eagle Miles Challenge', level: 2 })).toBeVisible();
  });

  test('join: a failure reverts with the spec text, then joins for real (read back); leave; axe on the detail', async ({ page, api }) => {
    const member = await api.createMember();
    const token = await api.login(member.email, member.password);
    const count = (await api.json(`/api/v1/challenge/${STEPS}`)).body.participant_count as number;
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/challenge-board.html?id=${STEPS}`);
    const b = board(page);
    await expect(b.getByRole('heading', { name: 'Raleigh 10K Steps a Day', level: 2 })).toBeVisible();
    await expect(b.getByRole('link', { name: `${count} Participants` })).toBeVisible();

    await api.fault(`/api/v1/challenge/${STEPS}/participants/${member.id}`, 500, { method: 'POST' });
    await b.getByRole('button', { name: 'Join Challenge' }).click();
    await expect(b.getByText('Unable to join this challenge. Please try again later.')).toBeVisible();
    await expect(b.getByRole('button', { name: 'Join Challenge' })).toBeVisible();
    await expect(b.getByRole('link', { name: `${count} Participants` })).toBeVisible();

    await b.getByRole('button', { name: 'Join Challenge' }).click();
    await expect(b.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
    await expect(b.getByRole('link', { name: `${count + 1} Participants` })).toBeVisible();
    await expect(b.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '0');
    expect((await api.json(`/api/v1/challenge/${STEPS}/participants/${member.id}`, { token })).body).toMatchObject({ joined: true });
    await page.reload();
    await expect(b.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
    expect(await axe(page, 'challenge-board')).toEqual([]);

    await b.getByRole('button', { name: 'Leave Challenge' }).click();
    await expect(b.getByRole('button', { name: 'Join Challenge' })).toBeVisible();
    await expect.poll(async () => (await api.json(`/api/v1/challenge/${STEPS}/participants/${member.id}`, { token })).status).toBe(404);
  });

  test('a workout recorded on a challenge event moves the progress bar and the leaderboard', async ({ page, api }) => {
    const host = await api.createMember();
    const hostToken = await api.login(host.email, host.password);
    const { id: eventId } = await createEvent(api, host, hostToken, { name: 'Eagle Miles ruck', start: new Date(Date.now() + 60_000), challengeId: MILES });
    const member = await api.createMember();
    const token = await api.login(member.email, member.password);
    expect((await api.json(`/api/v1/challenge/${MILES}/participants/${member.id}`, { method: 'POST', token })).status).toBe(201);
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/challenge-board.html?id=${MILES}`);
    const b = board(page);
    await expect(b.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(b.getByText('0 of 50 miles')).toBeVisible();
    const preview = b.getByRole('list', { name: 'Leaderboard' });
    await expect(b.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(preview.getByText(fullName(member))).toHaveCount(0);

    // The Events button opens the challenge's events (UPCOMING and PAST) in place.
    await b.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/challenges/${MILES}/events$`));
    await expect(b.getByRole('tab', { name: 'UPCOMING' })).toBeVisible();
    await b.getByRole('button', { name: 'Back' }).click();

    await page.goto(`/demo/event-detail.html?id=${eventId}`);
    const d = page.locator('event-detail');
    await d.getByRole('button', { name: 'Check In' }).click();
    await expect(d.getByRole('button', { name: 'Checked In' })).toHaveAttribute('aria-pressed', 'true');
    const form = d.getByRole('form', { name: 'Record Workout' });
    await form.getByLabel('Miles').fill('26');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(d.getByRole('heading', { name: 'Your Workout' })).toBeVisible();

    await page.goto(`/demo/challenge-board.html?id=${MILES}`);
    await expect(b.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '52');
    await expect(b.getByText(/^26 of 50 miles/)).toBeVisible();
    await expect(preview.getByRole('listitem').filter({ hasText: fullName(member) })).toContainText('26 miles');
    await b.getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL(new RegExp(`#/challenges/${MILES}/leaderboard$`));
    await expect(b.getByRole('heading', { name: 'Leaderboard', level: 2 })).toBeVisible();
    await expect(b.getByRole('button', { name: 'Back' })).toBeFocused();
    await expect(b.getByRole('list', { name: 'Top 25' }).locator('[aria-current="true"]')).toContainText(fullName(member));
  });

  test('a member ranked below 25 sees the 25 around them, their row marked', async ({ page, api }) => {
    test.setTimeout(120_000);
    const host = await api.createMember();
    const hostToken = await api.login(host.email, host.password);
    const { id: eventId } = await createEvent(api, host, hostToken, { name: 'Step count', start: new Date(Date.now() + 60_000), challengeId: STEPS });
    for (let i = 0; i < 26; i += 2) {
      await Promise.all([scored(api, eventId, { steps: 5000 + i * 10 }), scored(api, eventId, { steps: 5005 + i * 10 })]);
      await api.resetLimits();
    }
    const me = await scored(api, eventId, { steps: 10 });
    const rank = (await api.json(`/api/v1/leaderboard/challenge/${STEPS}/user/${me.id}/rank`)).body.rank as number;
    expect(rank).toBeGreaterThan(25);
    await loginInBrowser(page, me.email, me.password);
    await page.goto(`/demo/challenge-board.html?id=${STEPS}#/challenges/${STEPS}/leaderboard`);
    const b = board(page);
    await expect(b.getByRole('heading', { name: 'Leaderboard', level: 2 })).toBeVisible();
    await expect(b.locator('.subpage__subtitle')).toHaveText('Raleigh 10K Steps a Day');
    await expect(b.getByRole('list', { name: 'Top 25' }).getByRole('listitem')).toHaveCount(25);
    const around = b.getByRole('list', { name: 'Around You' });
    await expect(around.getByRole('listitem')).toHaveCount(25);
    const mine = around.locator('[aria-current="true"]');
    await expect(mine).toContainText(fullName(me));
    await expect(mine).toContainText('(You)');
    await expect(mine).toContainText(String(rank));
    expect(await axe(page, 'challenge-board')).toEqual([]);

    // Participants: rows open profiles.
    await b.getByRole('button', { name: 'Back' }).click();
    await b.getByRole('link', { name: /\d+ Participants/ }).click();
    await expect(b.getByRole('heading', { name: 'Participants', level: 2 })).toBeVisible();
    await expect(b.getByRole('list', { name: 'Participants' }).getByRole('link').first()).toHaveAttribute('href', /profile/);
  });

  test('logged out on a CMS page: the live leaderboard widget and the card with Join going to login', async ({ page, api }) => {
    const top = (await api.json(`/api/v1/leaderboard/challenge/${MILES}/top25`)).body as { data: Array<{ user: { first_name: string } }> };
    await page.route('**/cms-challenge.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our challenge</title>
<script type="module" src="/elements/elements.js" data-product-name="Team RWB"></script></head>
<body><main><h1>Eagle Miles</h1><p>Join our national challenge.</p>
<challenge-board challenge-id="${MILES}" view="leaderboard"></challenge-board>
<challenge-board challenge-id="${MILES}" view="card"></challenge-board></main></body></html>`,
      }),
    );
    await page.goto('/cms-challenge.html');
    const widget = page.locator('challenge-board[view="leaderboard"]');
    await expect(widget.getByRole('heading', { name: 'Eagle Miles Challenge Leaderboard' })).toBeVisible();
    if (top.data.length) await expect(widget.getByRole('listitem')).toHaveCount(Math.min(10, top.data.length));
    else await expect(widget.getByText('No results yet.')).toBeVisible();
    await expect(widget.getByRole('link', { name: 'See Full Leaderboard' })).toHaveAttribute('href', /challenges\/3\/leaderboard/);
    // Shown again: asked again.
    const again = page.waitForRequest((r) => r.url().endsWith(`/leaderboard/challenge/${MILES}/top25`));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await again;
    expect(await axe(page)).toEqual([]);

    const card = page.locator('challenge-board[view="card"]');
    await expect(card.getByRole('link', { name: 'Eagle Miles Challenge' })).toBeVisible();
    await card.getByRole('button', { name: 'Join Challenge' }).click();
    await page.waitForURL(/login/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/cms-challenge.html');
  });
});
