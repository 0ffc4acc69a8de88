// App Settings of <profile-view> (accounts spec §2 'App Settings menu', §5 'Personal info (settings)',
// §8): the menu, Personal Information, Privacy Settings, Blocked Users, Legal Waiver, Logout, Download
// My Data and Newsletter Preferences. Every test that changes a member uses fresh members.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser, memberSession } from './support/login';
import { DEMO_PASSWORD, type Member } from './support/api';


const view = (page: Page) => page.locator('profile-view');
const SETTINGS = '/demo/profile-view.html#/profile/settings';

async function openSettings(page: Page, m: Pick<Member, 'email' | 'password'>, sub = '') {
  await loginInBrowser(page, m.email, m.password);
  await page.goto(`${SETTINGS}${sub ? `/${sub}` : ''}`);
}

const ENTRIES = [
  'Personal Information',
  'Privacy Settings',
  'Blocked Users',
  'Update Password',
  'Legal Waiver',
  'Delete Account',
  /^Newsletter Preferences/,
  'Download My Data',
  'Logout',
];

test.describe('profile-view settings', () => {
  test('menu: the entries in the spec order, external footer links, the newsletter link with the CRM id; axe', async ({ page, api }) => {
    const m = await api.createMember();
    const token = await api.login(m.email, m.password);
    const crmId = (await api.json(`/api/v1/user/${m.id}`, { token })).body.salesforce_contact_id as string;
    expect(crmId).toBeTruthy();
    await openSettings(page, m);
    const p = view(page);
    await expect(p.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const nav = p.getByRole('navigation', { name: 'App Settings' });
    await expect(nav.locator('.settings-menu__entry')).toHaveText(ENTRIES);

    const newsletter = nav.getByRole('link', { name: /Newsletter Preferences/ });
    await expect(newsletter).toHaveAttribute('href', `https://www.teamrwb.org/newsletter-preferences/?contact_id=${crmId}`);
    await expect(newsletter).toHaveAttribute('target', '_blank');

    for (const [name, href] of [
      ['Privacy Policy & Terms', 'https://www.teamrwb.org/privacy-policy/'],
      ['Terms of Service', 'https://www.teamrwb.org/terms-of-service/'],
    ]) {
      const link = p.getByRole('link', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    expect(await axe(page, 'profile-view')).toEqual([]);

    // Each page entry opens its page (URL hash) and Back returns to the menu.
    await nav.getByRole('button', { name: 'Blocked Users' }).click();
    await expect(page).toHaveURL(/#\/profile\/settings\/blocked-users$/);
    await expect(p.getByRole('heading', { level: 2, name: 'Blocked Users' })).toBeFocused();
    await p.getByRole('button', { name: 'Back to settings' }).click();
    await expect(page).toHaveURL(/#\/profile\/settings$/);
  });

  test('newsletter: a member without a CRM contact id is told the account is still syncing', async ({ page }) => {
    await openSettings(page, { email: 'unsynced@demo.test', password: DEMO_PASSWORD });
    const nav = view(page).getByRole('navigation', { name: 'App Settings' });
    await expect(nav.getByRole('link', { name: /Newsletter Preferences/ })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Newsletter Preferences' }).click();
    await expect(nav.getByRole('status')).toHaveText(/still being set up with our newsletter system/);
  });

  test('personal info: every validation message; the first invalid field gets the focus; axe', async ({ page, api }) => {
    const m = await api.createMember();
    await openSettings(page, m, 'personal-info');
    const p = view(page);
    await expect(p.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
    await expect(p.getByLabel('First Name')).toHaveValue(m.firstName);

    // A fresh member has no phone, address or gender yet.
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER A PHONE NUMBER');
    await expect(p.getByLabel('Phone Number')).toBeFocused();
    await expect(p.getByRole('combobox', { name: 'Address' })).toHaveAccessibleDescription(/THIS FIELD IS REQUIRED/);
    await expect(p.getByRole('radiogroup', { name: 'Gender' })).toContainText('PLEASE SELECT AN OPTION');

    await p.getByLabel('First Name').fill(' ');
    await p.getByLabel('Last Name').fill('');
    await p.getByLabel('Email', { exact: true }).fill('me@teamrwb.org');
    await p.getByLabel('Phone Number').fill('919-555-01ab');
    await p.getByRole('button', { name: 'Enter address manually' }).click();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('First Name')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(p.getByLabel('First Name')).toBeFocused();
    await expect(p.getByLabel('Last Name')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(p.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/PLEASE USE A NON-Team RWB EMAIL/);
    await expect(p.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER ONLY NUMBERS');
    for (const label of ['Street Address', 'City', 'State']) await expect(p.getByLabel(label, { exact: true })).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');

    await p.getByLabel('Email', { exact: true }).fill('not-an-email');
    await p.getByLabel('Phone Number').fill('919 555 010');
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/PLEASE ENTER A VALID EMAIL/);
    await expect(p.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER A 10-DIGIT PHONE NUMBER');

    // A separate shipping address needs its lines too.
    await p.getByLabel('Use a separate shipping address').check();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('Shipping Street Address')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    expect(await axe(page, 'profile-view')).toEqual([]);

    // Nothing was written.
    const token = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body.first_name).toBe(m.firstName);
  });

  test('personal info: save, back on the menu with the notice; read back through the API', async ({ page, api }) => {
    const m = await api.createMember();
    await openSettings(page, m, 'personal-info');
    const p = view(page);
    await p.getByLabel('First Name').fill('Jordan');
    await p.getByLabel('Phone Number').fill('(919) 555-0123');
    await p.getByRole('button', { name: 'Enter address manually' }).click();
    await p.getByLabel('Street Address', { exact: true }).fill('123 Fayetteville St');
    await p.getByLabel('City', { exact: true }).fill('Raleigh');
    await p.getByLabel('State', { exact: true }).selectOption('NC');
    await p.getByLabel('Zip Code', { exact: true }).fill('27601');
    await p.getByRole('radio', { name: 'Female' }).check();
    await p.getByLabel('Shirt Size').selectOption('L');
    await p.getByLabel('Use a separate shipping address').check();
    await p.getByLabel('Shipping Street Address').fill('9 Depot Rd');
    await p.getByLabel('Shipping City').fill('Durham');
    await p.getByLabel('Shipping State').selectOption('NC');
    await p.getByLabel('Shipping Zip Code').fill('27701');
    await p.getByRole('button', { name: 'Save' }).click();

    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page).toHaveURL(/#\/profile\/settings$/);
    const token = await api.login(m.email, m.password);
    const stored = (await api.json(`/api/v1/user/${m.id}`, { token })).body;
    expect(stored).toMatchObject({
      first_name: 'Jordan',
      last_name: m.lastName,
      email: m.email,
      phone: '9195550123',
      gender: 'Female',
      shirt_size: 'L',
      location: { address_type: 'domestic', address: '123 Fayetteville St', city: 'Raleigh', address_state: 'NC', zip: '27601', country: 'United States' },
      shipping_location: { address: '9 Depot Rd', city: 'Durham', address_state: 'NC', zip: '27701', country: 'United States' },
    });

    // The page opens again with the saved values; removing the shipping address clears it.
    await view(page).getByRole('button', { name: 'Personal Information' }).click();
    await expect(p.getByLabel('Street Address', { exact: true })).toHaveValue('123 Fayetteville St');
    await expect(p.getByLabel('Shipping City')).toHaveValue('Durham');
    await p.getByLabel('Use a separate shipping address').uncheck();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    await expect.poll(async () => (await api.json(`/api/v1/user/${m.id}`, { token })).body.shipping_location).toBeNull();
  });

  test('personal info: a server failure shows the spec text and keeps the typed values; a 422 lands on its field', async ({ page, api }) => {
    const m = await api.createMember();
    const other = await api.createMember();
    await openSettings(page, m, 'personal-info');
    const p = view(page);
    await p.getByLabel('First Name').fill('Riley');
    await p.getByLabel('Phone Number').fill('919.555.0199');
    await p.getByRole('button', { name: 'Enter address manually' }).click();
    await p.getByLabel('Street Address', { exact: true }).fill('5 Oak Ave');
    await p.getByLabel('City', { exact: true }).fill('Cary');
    await p.getByLabel('State', { exact: true }).selectOption('NC');
    await p.getByLabel('Zip Code', { exact: true }).fill('27511');
    await p.getByRole('radio', { name: 'Undisclosed' }).check();

    await api.fault(`/api/v1/user/${m.id}`, 500, { method: 'POST' });
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByRole('alert').filter({ hasText: 'There was a problem updating your personal info. Please try again later.' })).toBeVisible();
    await expect(p.getByLabel('First Name')).toHaveValue('Riley');
    await expect(p.getByLabel('Phone Number')).toHaveValue('919.555.0199');
    await expect(p.getByLabel('Street Address', { exact: true })).toHaveValue('5 Oak Ave');
    await expect(p.getByRole('radio', { name: 'Undisclosed' })).toBeChecked();
    const token = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body.first_name).toBe(m.firstName);

    // The server refuses an e-mail another member has: its message, in capitals, on the e-mail field.
    await p.getByLabel('Email', { exact: true }).fill(other.email);
    await p.getByLabel('Current Password').fill(m.password);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/EMAIL IS ALREADY REGISTERED\./);
    await expect(p.getByLabel('Email', { exact: true })).toBeFocused();

    // Put back (no password asked any more), the save goes through.
    await p.getByLabel('Email', { exact: true }).fill(m.email);
    await expect(p.getByLabel('Current Password')).toHaveCount(0);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body).toMatchObject({ first_name: 'Riley', phone: '9195550199', gender: 'Undisclosed' });
  });

  test('personal info: a new e-mail asks for the current password; a wrong one is INVALID PASSWORD. and keeps the input; the right one saves and tells the old address; axe', async ({ page, api }) => {
    const m = await api.createMember();
    const token = await api.login(m.email, m.password);
    const complete = { phone: '9195550142', gender: 'Male', street: '1 Main St', city: 'Raleigh', state: 'NC', zipcode: '27601', address_type: 'domestic' };
    expect((await api.json(`/api/v1/user/${m.id}`, { method: 'POST', token, body: JSON.stringify(complete) })).status).toBe(200);
    await openSettings(page, m, 'personal-info');
    const p = view(page);
    const email = p.getByLabel('Email', { exact: true });
    const current = p.getByLabel('Current Password');
    await expect(email).toHaveValue(m.email);
    await expect(current).toHaveCount(0);

    const fresh = `moved-${m.id}@example.com`;
    await p.getByLabel('First Name').fill('Quinn');
    await email.fill(fresh);
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAccessibleDescription(/Needed to change your email\./);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(current).toHaveAccessibleDescription(/THIS FIELD IS REQUIRED/);
    await expect(current).toBeFocused();

    await current.fill('not-my-password');
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(current).toHaveAccessibleDescription(/INVALID PASSWORD\./);
    await expect(current).toBeFocused();
    await expect(current).toHaveValue('not-my-password');
    await expect(email).toHaveValue(fresh);
    await expect(p.getByLabel('First Name')).toHaveValue('Quinn');
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body).toMatchObject({ email: m.email, first_name: m.firstName });
    expect(await axe(page, 'profile-view')).toEqual([]);

    await current.fill(m.password);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body).toMatchObject({ email: fresh, email_verified: false, first_name: 'Quinn' });
    const mail = await api.outbox();
    expect(mail.find((x) => x.to === m.email && x.subject === 'Your Team RWB e-mail address was changed')?.text).toContain(fresh);
    expect(await api.latestCode(fresh)).toMatch(/^\d{6}$/);
    await api.login(fresh, m.password);
  });

  test('privacy: anonymous only after confirmation (a failure keeps the choice); others then see a private profile', async ({ page, api }) => {
    const m = await api.createMember();
    const viewer = await api.createMember();
    await openSettings(page, m, 'privacy-settings');
    const p = view(page);
    await expect(p.getByRole('radio', { name: /Public Profile/ })).toBeChecked();
    expect(await axe(page, 'profile-view')).toEqual([]);
    // Stand in for chat: count the onAnonymousProfile callbacks that run.
    await page.evaluate(() => {
      const w = window as unknown as { __rwbStores: { anonymousProfileCallbacks: Set<() => void> }; __anon: number };
      w.__anon = 0;
      w.__rwbStores.anonymousProfileCallbacks.add(() => void (w.__anon += 1));
    });

    await p.getByRole('radio', { name: /Anonymous Profile/ }).check();
    await p.getByRole('button', { name: 'Save' }).click();
    let confirm = p.getByRole('alertdialog', { name: 'Make your profile anonymous?' });
    await expect(confirm).toContainText('You will permanently leave all of your chat rooms.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(p.getByRole('button', { name: 'Save' })).toBeFocused();

    await api.fault(`/api/v1/user/${m.id}`, 503, { method: 'POST' });
    await p.getByRole('button', { name: 'Save' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Make Anonymous' }).click();
    await expect(p.getByRole('alert').filter({ hasText: 'There was a problem contacting the server. Please try again later.' })).toBeVisible();
    await expect(p.getByRole('radio', { name: /Anonymous Profile/ })).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { __anon: number }).__anon)).toBe(0);

    await p.getByRole('button', { name: 'Save' }).click();
    confirm = p.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Make Anonymous' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __anon: number }).__anon)).toBe(1);
    const token = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body.anonymous_profile).toBe(true);

    await page.evaluate(() => localStorage.clear());
    await loginInBrowser(page, viewer.email, viewer.password);
    await page.goto(`/demo/profile-view.html?id=${m.id}`);
    await expect(view(page).getByText('This user has set their profile to private.')).toBeVisible();
  });

  test('blocked users: listed with Unblock; unblock (a failure reverts); read back; No Blocked Users; load failure and retry', async ({ page, api }) => {
    const m = await api.createMember();
    const b = await api.createMember();
    const c = await api.createMember();
    const token = await api.login(m.email, m.password);
    for (const other of [b, c]) expect((await api.json(`/api/v1/user/${m.id}/block/${other.id}`, { method: 'POST', token })).status).toBe(201);
    const nameB = `${b.firstName} ${b.lastName}`;
    const nameC = `${c.firstName} ${c.lastName}`;

    // The login loads the member's shared sets (blockedMap included): let that call finish first.
    const setsLoaded = page.waitForResponse((r) => r.url().endsWith(`/api/v1/user/${m.id}/block`));
    await loginInBrowser(page, m.email, m.password);
    await setsLoaded;
    // Two calls read the list on load: the page's shared blockedMap and this page.
    await api.fault(`/api/v1/user/${m.id}/block`, 500, { method: 'GET', count: 2 });
    await page.goto(`${SETTINGS}/blocked-users`);
    const p = view(page);
    await expect(p.getByRole('alert')).toContainText('Error retrieving blocked users.');
    await p.getByRole('button', { name: 'Try again' }).click();
    const list = p.getByRole('list', { name: 'Blocked members' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText(nameB);
    await expect(list).toContainText(nameC);
    expect(await axe(page, 'profile-view')).toEqual([]);

    await p.getByRole('button', { name: `Unblock ${nameB}` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(p.getByRole('button', { name: `Unblock ${nameC}` })).toBeFocused();
    await expect.poll(async () => (await api.json(`/api/v1/user/${m.id}/block`, { token })).body.data.map((u: { id: number }) => u.id)).toEqual([c.id]);

    await api.fault(`/api/v1/user/${m.id}/block/${c.id}`, 500, { method: 'DELETE' });
    await p.getByRole('button', { name: `Unblock ${nameC}` }).click();
    await expect(p.getByRole('alert')).toHaveText(/Error unblocking user\./);
    await expect(p.getByRole('button', { name: `Unblock ${nameC}` })).toBeVisible();
    expect((await api.json(`/api/v1/user/${m.id}/block`, { token })).body.data).toHaveLength(1);

    await p.getByRole('button', { name: `Unblock ${nameC}` }).click();
    await expect(p.getByText('No Blocked Users')).toBeVisible();
    await expect.poll(async () => (await api.json(`/api/v1/user/${m.id}/block`, { token })).body.data).toEqual([]);
    await page.reload();
    await expect(p.getByText('No Blocked Users')).toBeVisible();
  });

  test('Legal Waiver opens a modal with the waiver; Go Back closes it and the focus returns to the entry', async ({ page, api }) => {
    const m = await api.createMember();
    await openSettings(page, m);
    const p = view(page);
    const entry = p.getByRole('button', { name: 'Legal Waiver' });
    await entry.click();
    const dialog = p.getByRole('dialog', { name: 'Legal Waiver' });
    await expect(dialog).toContainText('Team RWB Release of Liability, Assumption of Risk and Consent');
    await expect(dialog).toContainText('State of Michigan');
    expect(await axe(page, 'profile-view')).toEqual([]);
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(entry).toBeFocused();
    // Escape closes it too.
    await entry.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(entry).toBeFocused();
  });

  test('Logout asks first; confirmed, it lands on the login page with the session gone', async ({ page, api }) => {
    const m = await api.createMember();
    await openSettings(page, m);
    const p = view(page);
    await p.getByRole('button', { name: 'Logout' }).click();
    const confirm = p.getByRole('alertdialog', { name: 'Logout' });
    await expect(confirm).toContainText('Are you sure you want to logout?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    const session = await memberSession(page);
    expect(session).toBeTruthy();
    const accessToken = session!.accessToken;
    expect((await api.json('/oauth/me', { token: accessToken })).status).toBe(200);

    await p.getByRole('button', { name: 'Logout' }).click();
    await p.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/demo\/member-login\.html/);
    expect(await page.evaluate(() => [localStorage.getItem('rwb:member'), localStorage.getItem('user_profile')])).toEqual([null, null]);
    expect(await memberSession(page)).toBeNull();
    expect((await api.json('/oauth/me', { token: accessToken })).status).toBe(401);
    await expect(page.locator('#login-default').getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('Download My Data saves a JSON file with the member’s profile; a failure says so', async ({ page, api }) => {
    const m = await api.createMember();
    await openSettings(page, m);
    const p = view(page);
    const downloading = page.waitForEvent('download');
    await p.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('team-rwb-my-data.json');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ id: m.id, email: m.email, first_name: m.firstName, last_name: m.lastName });
    expect(Array.isArray(data.workouts)).toBe(true);
    expect(Array.isArray(data.surveys)).toBe(true);
    expect(Array.isArray(data.posts)).toBe(true);

    await api.fault(`/api/v1/user/${m.id}/export`, 500, { method: 'GET' });
    await p.getByRole('button', { name: 'Download My Data' }).click();
    await expect(p.getByRole('alert')).toHaveText(/We could not prepare your data\. Please try again later\./);
  });
});
