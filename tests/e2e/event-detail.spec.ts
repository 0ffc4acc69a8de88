import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { chapterAdmin, createEvent } from './support/events';
import { DEMO_PASSWORD } from './support/api';


const detail = (page: Page) => page.locator('event-detail');

test.describe('event-detail', () => {
  test('logged out: the event reads; RSVP goes to login with the return address', async ({ page, api }) => {
    const host = await api.createMember();
    const { id } = await createEvent(api, host, await api.login(host.email, host.password), { name: 'Dix Park sunrise ruck', description: 'Bring a pack.' });
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const d = detail(page);
    await expect(d.getByRole('heading', { name: 'Dix Park sunrise ruck', level: 2 })).toBeVisible();
    await expect(d.getByText('Bring a pack.')).toBeVisible();
    await expect(d.getByText(/Raleigh, NC/)).toBeVisible();
    await expect(d.getByText(`${host.firstName} ${host.lastName}`)).toBeVisible();
    await expect(d.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute('href', new RegExp(`/api/v1/mobile_event/${id}/ics$`));
    const ics = await page.request.get(`/api/v1/mobile_event/${id}/ics`);
    expect(await ics.text()).toContain('SUMMARY:Dix Park sunrise ruck');
    await d.getByRole('button', { name: 'Going' }).click();
    await page.waitForURL(/\/demo\/member-login\.html\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain(`/demo/event-detail.html?id=${id}`);
  });

  test('RSVP: Going, tap again for none, Interested; a failure reverts with the spec text; read back', async ({ page, api }) => {
    const host = await api.createMember();
    const { id } = await createEvent(api, host, await api.login(host.email, host.password));
    const member = await api.createMember();
    const token = await api.login(member.email, member.password);
    const status = async () => (await api.json(`/api/v1/mobile_event/${id}/attendees/${member.id}`, { token })).body?.attendance_status ?? null;
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const d = detail(page);
    const going = d.getByRole('button', { name: 'Going' });
    await expect(d.getByRole('button', { name: 'Check In' })).toHaveCount(0);
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'true');
    await expect(d.getByText('1 attending')).toBeVisible();
    await expect.poll(status).toBe('going');
    await going.click();
    await expect(going).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(status).toBe(null);
    await d.getByRole('button', { name: 'Interested' }).click();
    await expect.poll(status).toBe('interested');

    await api.fault(`/api/v1/mobile_event/${id}/attendees/${member.id}`, 500, { method: 'PUT' });
    await going.click();
    await expect(d.getByText('Failed to update attendance status.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    await expect(going).toHaveAttribute('aria-pressed', 'false');
    expect(await status()).toBe('interested');
  });

  test('the host: no RSVP buttons; cancel after confirmation, then remove; a removed event redirects', async ({ page, api }) => {
    const host = await api.createMember();
    const token = await api.login(host.email, host.password);
    const { id } = await createEvent(api, host, token, { name: 'Canceled soon' });
    await loginInBrowser(page, host.email, host.password);
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const d = detail(page);
    await expect(d.getByText('You are hosting this event.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Going' })).toHaveCount(0);
    await expect(d.getByRole('button', { name: 'Event options' })).toHaveCount(0);
    await d.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = d.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to cancel this event?');
    await confirm.getByRole('button', { name: 'Keep Event' }).click();
    await d.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.getByRole('button', { name: 'Cancel Event' }).click();
    await expect(d.getByText('This Event Has Been Canceled')).toBeVisible();
    expect((await api.json(`/api/v1/mobile_event/${id}`, { token })).body.status).toBe('Canceled');

    await d.getByRole('button', { name: 'Remove Event from Event List' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL('**/demo/event-list.html');
    expect((await api.json(`/api/v1/mobile_event/${id}`)).status).toBe(410);

    await page.goto(`/demo/event-detail.html?id=${id}`);
    await expect(detail(page).getByRole('alert')).toHaveText(/Team RWB: This event you are looking for has been canceled and removed\./);
    await page.waitForURL('**/demo/event-list.html', { timeout: 10_000 });
  });

  test('report the event; copy the link with Copied! for 3 seconds', async ({ page, api, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const host = await api.createMember();
    const { id } = await createEvent(api, host, await api.login(host.email, host.password));
    const member = await api.createMember();
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const d = detail(page);
    await d.getByRole('button', { name: 'Copy Link' }).click();
    await expect(d.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/events/${id}$`));
    await expect(d.getByText('Copied!')).toHaveCount(0, { timeout: 5000 });

    await d.getByRole('button', { name: 'Event options' }).click();
    await d.getByRole('menuitem', { name: 'Report Event' }).click();
    const confirm = d.getByRole('alertdialog');
    await expect(confirm).toContainText('Team RWB: Would you like to report this event?');
    await confirm.getByRole('button', { name: 'Report' }).click();
    await expect(d.getByText('Team RWB: Your report has been sent')).toBeVisible();
  });

  test('challenge event: check in on the day, record a workout, delete it; attendees tabs; axe', async ({ page, api }) => {
    const host = await api.createMember();
    const hostToken = await api.login(host.email, host.password);
    const { id } = await createEvent(api, host, hostToken, { name: 'Challenge ruck', start: new Date(Date.now() + 60_000), challengeId: 1 });
    const member = await api.createMember();
    const token = await api.login(member.email, member.password);
    await loginInBrowser(page, member.email, member.password);
    await page.goto(`/demo/event-detail.html?id=${id}`);
    const d = detail(page);
    await expect(d.getByRole('button', { name: 'Going' })).toHaveCount(0);
    await d.getByRole('button', { name: 'Check In' }).click();
    await expect(d.getByRole('button', { name: 'Checked In' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await api.json(`/api/v1/mobile_event/${id}/attendees/${member.id}`, { token })).body?.attendance_status).toBe('checked_in');

    const form = d.getByRole('form', { name: 'Record Workout' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(d.getByRole('alert').filter({ hasText: 'Team RWB:' })).toBeVisible();
    await form.getByLabel('Miles').fill('abc');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Miles')).toHaveAccessibleDescription('PLEASE ENTER A NUMBER');
    await form.getByLabel('Miles').fill('3.1');
    await form.getByLabel('Steps').fill('6200');
    await form.getByLabel('Minutes').fill('45');
    await form.getByLabel('Seconds').fill('30');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(d.getByRole('heading', { name: 'Your Workout' })).toBeVisible();
    await expect(d.getByText('0h 45m 30s')).toBeVisible();
    const stored = await api.json(`/api/v1/mobile_event/${id}/workout/${member.id}`, { token });
    expect(stored.body).toMatchObject({ miles: 3.1, steps: 6200, minutes: 45.5 });
    await d.getByRole('button', { name: 'Delete' }).click();
    await d.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(d.getByRole('form', { name: 'Record Workout' })).toBeVisible();
    expect((await api.json(`/api/v1/mobile_event/${id}/workout/${member.id}`, { token })).status).toBe(404);
    expect(await axe(page, 'event-detail')).toEqual([]);

    // Attendees: Checked In tab from the event day.
    await d.getByRole('button', { name: 'See all attendees' }).click();
    await expect(page).toHaveURL(/#attendees$/);
    await expect(d.getByRole('tab', { name: 'Checked In' })).toHaveAttribute('aria-selected', 'true');
    await expect(d.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await d.getByRole('tab', { name: 'Going' }).click();
    await expect(d.getByText('No one is going yet.')).toBeVisible();
    expect(await axe(page, 'event-detail')).toEqual([]);
    await page.goBack();
    await expect(d.getByRole('heading', { name: 'Challenge ruck', level: 2 })).toBeVisible();
  });

  test('Add Member to Checked In: a chapter admin checks a group member in from the attendees view; read back', async ({ page, api }) => {
    const admin = await chapterAdmin(api);
    const { id } = await createEvent(api, admin, admin.token, { chapterId: 1, name: 'Chapter check-in night', start: new Date(Date.now() + 60_000) });
    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto(`/demo/event-detail.html?id=${id}#attendees`);
    const d = detail(page);
    await expect(d.getByRole('tab', { name: 'Checked In' })).toHaveAttribute('aria-selected', 'true');
    await d.getByRole('button', { name: 'Add Member to Checked In' }).click();
    const picker = d.getByRole('dialog', { name: 'Add Member to Checked In' });
    await picker.getByLabel('Search members by name').fill('a');
    const add = picker.getByRole('button', { name: /^Add / }).first();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await add.click();
    await expect(picker.getByText('Checked In').first()).toBeVisible();
    expect(await axe(page, 'event-detail')).toEqual([]);
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(d.getByText(name).first()).toBeVisible();
    const back = await api.json(`/api/v1/mobile_event/${id}/attendees?attendance_status=checked_in`);
    expect(back.body.attendees.map((a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`)).toContain(name);
  });

  test('a missing event says Page not found; a load failure offers a retry', async ({ page, api }) => {
    await page.goto('/demo/event-detail.html?id=99999999');
    await expect(detail(page).getByRole('alert')).toHaveText('Page not found');
    const host = await api.createMember();
    const { id } = await createEvent(api, host, await api.login(host.email, host.password), { name: 'Retry me' });
    // Twice: the first paint's own request for the event (server-side) and the element's.
    await api.fault(`/api/v1/mobile_event/${id}`, 503, { method: 'GET', count: 2 });
    await page.goto(`/demo/event-detail.html?id=${id}`);
    await expect(detail(page).getByRole('alert')).toContainText('There was a problem with the server.');
    await detail(page).getByRole('button', { name: 'Try again' }).click();
    await expect(detail(page).getByRole('heading', { name: 'Retry me', level: 2 })).toBeVisible();
  });

  test('the demo page opened without an event shows the next upcoming one', async ({ page }) => {
    await page.goto('/demo/event-detail.html');
    await expect(page).toHaveURL(/\?id=\d+$/);
    await expect(detail(page).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(detail(page).getByText('Page not found')).toHaveCount(0);
  });
});
