import { randomUUID } from 'node:crypto';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import { DEMO_PASSWORD } from './support/api';


/** A date a few days ahead, YYYY-MM-DD in New York (the zone of the Raleigh places). */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

test.describe('event form', () => {
  test('validation messages; an account without a CRM id cannot create', async ({ page }) => {
    await loginInBrowser(page, 'unsynced@demo.test', DEMO_PASSWORD);
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await list.getByRole('button', { name: 'Create Event' }).click();
    const dialog = list.getByRole('dialog', { name: 'Create Event' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unable to create an event until your account has fully synced. Try again in 15 minutes.');
    expect(await axe(page, '#events-all')).toEqual([]);
  });

  test('a member event: every field message, then created and read back', async ({ page, api }) => {
    const m = await api.createMember();
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await list.getByRole('button', { name: 'Create Event' }).click();
    const d = list.getByRole('dialog', { name: 'Create Event' });
    await d.getByLabel('Link 1 Text').fill('x'.repeat(41));
    await d.getByLabel('Link 1 URL').fill('not a url');
    await d.getByLabel('Link 2 URL').fill('https://example.org/signup');
    await d.getByLabel('Description').fill('x'.repeat(3001));
    await d.getByRole('button', { name: 'Create Event' }).click();
    await expect(d.getByLabel('Event Title')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(d.getByLabel('Date')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(d.getByLabel('Start Time')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(d.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(/THIS FIELD IS REQUIRED/);
    await expect(d.getByLabel('Activity Category')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(d.getByLabel('Description')).toHaveAccessibleDescription(/EXCEEDED 3000 CHARACTER LIMIT/);
    await expect(d.getByLabel('Link 1 Text')).toHaveAccessibleDescription('EXCEEDED 40 CHARACTER LIMIT');
    await expect(d.getByLabel('Link 1 URL')).toHaveAccessibleDescription('INVALID URL (example: https://www.teamrwb.org)');
    await expect(d.getByLabel('Link 2 Text')).toHaveAccessibleDescription('MISSING TEXT FOR LINK');

    const title = `Form ruck ${randomUUID().slice(0, 6)}`;
    await d.getByLabel('Event Title').fill(title);
    await d.getByLabel('Date').fill(dayAhead(4));
    await d.getByLabel('Start Time').selectOption('09:00');
    await d.getByLabel('End Time').selectOption('08:00');
    await d.getByRole('button', { name: 'Create Event' }).click();
    await expect(d.getByLabel('End Time')).toHaveAccessibleDescription('MUST BE AFTER START TIME');
    await d.getByLabel('End Time').selectOption('11:00');
    await d.getByRole('combobox', { name: 'Location' }).fill('Raleigh');
    await d.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option', { name: /Raleigh, NC/ }).first().click();
    await d.getByLabel('Activity Category').selectOption('hike-ruck');
    await d.getByLabel('Link 1 Text').fill('Route');
    await d.getByLabel('Link 1 URL').fill('https://example.org/route');
    await d.getByLabel('Link 2 Text').fill('Sign up');
    await d.getByLabel('Description').fill('Five miles with a 20 lb pack.');
    await d.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(/\/demo\/event-detail\.html\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const back = await api.json(`/api/v1/mobile_event/${id}`);
    expect(back.body).toMatchObject({
      name: title,
      category: 'hike-ruck',
      chapter_hosted: false,
      is_virtual: false,
      time_zone_id: 'America/New_York',
      host: { id: m.id },
      links: [
        { text: 'Route', url: 'https://example.org/route' },
        { text: 'Sign up', url: 'https://example.org/signup' },
      ],
      location: { city: 'Raleigh', state: 'NC' },
    });
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date(back.body.start))).toBe('9:00 AM');

    // The host edits it from the detail page.
    await page.locator('event-detail').getByRole('button', { name: 'Update' }).click();
    const edit = page.locator('event-detail').getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Event Title')).toHaveValue(title);
    await edit.getByLabel('Event Title').fill(`${title} (moved)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('event-detail').getByRole('heading', { name: `${title} (moved)`, level: 2 })).toBeVisible();
    expect((await api.json(`/api/v1/mobile_event/${id}`)).body.name).toBe(`${title} (moved)`);
  });

  test('a chapter admin creates a weekly repeating chapter event with a picked host; the occurrences are read back', async ({ page, api }) => {
    await loginInBrowser(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-chapter');
    await list.getByRole('tab', { name: 'LOCAL' }).click();
    await list.getByRole('button', { name: 'Create Event' }).click();
    const d = list.getByRole('dialog', { name: 'Create Group Event' });
    await expect(d.getByRole('radio', { name: /Chapter Event/ })).toBeChecked();
    await d.getByRole('button', { name: 'Create Event' }).click();
    await expect(d.getByText('HOST SELECTION IS REQUIRED')).toBeVisible();
    await d.getByRole('button', { name: 'Pick a Host' }).click();
    const picker = d.getByRole('dialog', { name: 'Pick a Host' });
    await picker.getByRole('button', { name: /^Add / }).first().click();
    await expect(picker).toHaveCount(0);

    const title = `Chapter series ${randomUUID().slice(0, 6)}`;
    await d.getByLabel('Event Title').fill(title);
    await d.getByLabel('Repeat this event').check();
    await expect(d.getByText('Please pick an event date and start time to set repeating event options.')).toHaveCount(0);
    const date = dayAhead(3);
    await d.getByLabel('Date').fill(date);
    await d.getByLabel('Start Time').selectOption('18:00');
    await d.getByLabel('End Time').selectOption('19:30');
    await d.getByLabel('Frequency').selectOption('week');
    await d.getByLabel('Occurrences (1-15)').fill('3');
    // The start's weekday is chosen and cannot be deselected.
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    await expect(d.getByRole('button', { name: weekday })).toHaveAttribute('aria-pressed', 'true');
    await expect(d.getByRole('button', { name: weekday })).toBeDisabled();
    await d.getByRole('combobox', { name: 'Location' }).fill('27601');
    await d.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option').first().click();
    await d.getByLabel('Activity Category').selectOption('run-walk');
    await d.getByLabel('Description').fill('Weekly evening run.');
    await d.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(/\/demo\/event-detail\.html\?id=\d+/);
    const found = await api.json(`/api/v1/mobile_event/?search=${encodeURIComponent(title)}&after=${new Date().toISOString()}`);
    expect(found.body.count).toBe(3);
    const starts = found.body.data.map((e: { start: string }) => new Date(e.start).getTime());
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(6.9 * 86_400_000);
    expect(found.body.data.every((e: { chapter_id: number }) => e.chapter_id === 1)).toBe(true);
  });

  test("the form's Use Current Location fills the nearest place; a refusal shows the spec's text", async ({ page, api, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 35.78, longitude: -78.64 });
    const m = await api.createMember();
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await list.getByRole('button', { name: 'Create Event' }).click();
    const d = list.getByRole('dialog', { name: 'Create Event' });
    await d.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(d.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Raleigh, NC \d{5}$/);
    await context.clearPermissions();
    await page.evaluate(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    await d.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(d.getByText('You have not given Team RWB permission to access your location. Please enter your settings and allow us to access your location.')).toBeVisible();
  });

  test('the create control is hidden on the past tab and for anonymous profiles', async ({ page }) => {
    await loginInBrowser(page, 'anon@demo.test', DEMO_PASSWORD);
    await page.goto('/demo/event-list.html');
    const list = page.locator('#events-all');
    await expect(list.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await loginInBrowser(page, 'member@demo.test', DEMO_PASSWORD);
    await page.goto('/demo/event-list.html');
    await expect(list.getByRole('button', { name: 'Create Event' })).toBeVisible();
    await list.getByRole('tab', { name: 'PAST' }).click();
    await expect(list.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
  });
});
