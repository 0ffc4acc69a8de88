// Account pages of <profile-view> (accounts spec §2 /profile/edit, /profile/settings/password-update and
// delete-account; §4 Forms and the profile save payload; §5 Edit profile, Password update, Delete
// account; §8): every test that changes a member uses a fresh member.
import type { Locator, Page } from '@playwright/test';
import { test, expect, axe } from './support/fixtures';
import { loginInBrowser } from './support/login';
import type { Member } from './support/api';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ETS = 'Transitioning Service Member';


const view = (page: Page) => page.locator('profile-view');

async function open(page: Page, m: Pick<Member, 'email' | 'password'>, hash: string) {
  await loginInBrowser(page, m.email, m.password);
  await page.goto(`/demo/profile-view.html${hash}`);
}

/** The API's own view of the member (a fresh token). */
async function readBack(api: { login(e: string, p: string): Promise<string>; json(path: string, init?: object): Promise<{ body: any }> }, m: Member, password = m.password) {
  const token = await api.login(m.email, password);
  return (await api.json(`/api/v1/user/${m.id}`, { token })).body;
}

const radioIn = (scope: Locator, group: string, name: string) => scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

test.describe('profile-view account pages', () => {
  test('edit profile: the messages, then new names, bio and military service; the profile and the API show them; axe', async ({ page, api }) => {
    const m = await api.createMember();
    await loginInBrowser(page, m.email, m.password);
    await page.goto('/demo/profile-view.html');
    const p = view(page);
    await p.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(p.getByRole('heading', { level: 2, name: 'Edit Profile' })).toBeFocused();
    await expect(page).toHaveURL(/#\/profile\/edit$/);
    await expect(p.getByLabel('First Name')).toHaveValue(m.firstName);
    await expect(p.getByLabel('Last Name')).toHaveValue(m.lastName);
    expect(await axe(page, 'profile-view')).toEqual([]);

    // Names blank (spaces count as blank), the bio over 250, no military status.
    await p.getByLabel('First Name').fill('   ');
    await p.getByLabel('Last Name').fill('');
    const bio = p.getByLabel('Bio');
    await bio.fill('x'.repeat(251));
    await expect(p.getByText('251 / 250 characters')).toBeVisible();
    await expect(bio).toHaveAccessibleDescription(/EXCEEDED THE PROFILE BIO LIMIT/);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByLabel('First Name')).toHaveAccessibleDescription('This field is required.');
    await expect(p.getByLabel('Last Name')).toHaveAccessibleDescription('This field is required.');
    await expect(p.getByLabel('First Name')).toBeFocused();
    await expect(p.getByRole('radiogroup', { name: 'Military Status' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    expect(await axe(page, 'profile-view')).toEqual([]);

    await p.getByLabel('First Name').fill('Jordan');
    await p.getByLabel('Last Name').fill('Baker');
    await bio.fill('Ruck march every Saturday.');
    await expect(p.getByText('26 / 250 characters')).toBeVisible();
    await expect(p.getByText('EXCEEDED THE PROFILE BIO LIMIT')).toHaveCount(0);

    // The ETS status: branch without rank, no date.
    await radioIn(p, 'Military Status', ETS).check();
    const branch = p.getByLabel('Branch of Service');
    const rank = p.getByLabel('Rank', { exact: true });
    await branch.selectOption('Army');
    await rank.selectOption('SSG');
    await branch.selectOption('Navy'); // changing branch clears rank (§4)
    await expect(rank).toHaveValue('');
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('RANK MUST BE FILLED IN')).toBeVisible();
    await expect(p.getByText('EXPIRATION TERM OF SERVICE MUST BE FILLED IN')).toBeVisible();
    await expect(rank).toBeFocused();
    await expect(p.getByRole('radiogroup', { name: 'Have you served in a combat zone?' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    expect(await axe(page, 'profile-view')).toEqual([]);

    await rank.selectOption('PO2');
    await expect(p.getByText('RANK MUST BE FILLED IN')).toHaveCount(0);
    await p.getByLabel('Military Specialty').fill('Hospital Corpsman');
    await radioIn(p, 'Have you served in a combat zone?', 'Yes').check();
    await p.getByLabel('Deployment Operation').selectOption('Operation Iraqi Freedom');
    await radioIn(p, 'Do you have a service-connected disability?', 'No').check();
    const ets = p.getByRole('group', { name: 'Expiration Term of Service (ETS) Date' });
    await ets.getByLabel('Month').selectOption('6');
    await ets.getByLabel('Day').selectOption('30');
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('EXPIRATION TERM OF SERVICE MUST BE FILLED IN')).toBeVisible();
    await expect(ets.getByLabel('Year')).toBeFocused();
    const year = new Date().getFullYear() - 1;
    await ets.getByLabel('Year').selectOption(String(year));
    await expect(p.getByText('EXPIRATION TERM OF SERVICE MUST BE FILLED IN')).toHaveCount(0);
    await p.getByRole('button', { name: 'Save' }).click();

    // Back on the profile with the new values.
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page).not.toHaveURL(/#\/profile\/edit/);
    await expect(p.getByRole('heading', { level: 2, name: 'Jordan Baker' })).toBeVisible();
    await expect(p.getByText('Ruck march every Saturday.')).toBeVisible();
    await expect(p.getByText(`${ETS} · Navy`)).toBeVisible();
    expect(await readBack(api, m)).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Baker',
      profile_bio: 'Ruck march every Saturday.',
      military_status: ETS,
      military_branch: 'Navy',
      military_rank: 'PO2',
      military_specialty: 'Hospital Corpsman',
      combat_zone: true,
      combat_deployment_operations: 'Operation Iraqi Freedom',
      has_disability: false,
      military_ets: `${year}-06-30`,
    });

    // Opening it again starts from the saved values; switching to Civilian keeps only the family flag.
    await p.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(p.getByLabel('Rank', { exact: true })).toHaveValue('PO2');
    await expect(ets.getByLabel('Year')).toHaveValue(String(year));
    await radioIn(p, 'Military Status', 'Civilian').check();
    await expect(p.getByLabel('Branch of Service')).toHaveCount(0);
    await p.getByLabel('I am a military family member').check();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    expect(await readBack(api, m)).toMatchObject({ military_status: 'Civilian', military_family_member: true, military_branch: null, military_rank: null, military_ets: null });
  });

  test('edit profile: photos upload as soon as chosen and are stored on Save; a non-image is refused', async ({ page, api }) => {
    const m = await api.createMember();
    await open(page, m, '#/profile/edit');
    const p = view(page);
    await expect(p.getByRole('heading', { level: 2, name: 'Edit Profile' })).toBeVisible();
    await p.getByLabel('Cover Photo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(p.getByText('Invalid file format: please upload an image.')).toBeVisible();
    await p.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(p.getByRole('img', { name: 'Profile Photo' })).toBeVisible();
    // Not stored until Save.
    expect((await readBack(api, m)).profile_photo_url).toBeNull();
    await radioIn(p, 'Military Status', 'Civilian').check();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    const me = await readBack(api, m);
    expect(me.profile_photo_url).toMatch(/\/media\/profile\/.+\.png$/);
    expect(me.cover_photo_url).toBeNull();
    await expect(p.locator('img.profile__photo')).toHaveAttribute('src', me.profile_photo_url);
    expect(await axe(page, 'profile-view')).toEqual([]);
  });

  test('edit profile: a server failure shows Unable to update user and keeps what was typed; Cancel changes nothing', async ({ page, api }) => {
    const m = await api.createMember();
    await open(page, m, '#/profile/edit');
    const p = view(page);
    await p.getByLabel('First Name').fill('Casey');
    await p.getByLabel('Bio').fill('Kept after a failure.');
    await radioIn(p, 'Military Status', 'Veteran').check();
    await p.getByLabel('Branch of Service').selectOption('Air Force');
    await p.getByLabel('Rank', { exact: true }).selectOption('SSgt');
    await radioIn(p, 'Have you served in a combat zone?', 'No').check();
    await radioIn(p, 'Do you have a service-connected disability?', 'Yes').check();
    await api.fault(`^/api/v1/user/${m.id}$`, 500, { method: 'POST', count: 1 });
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByRole('alert').filter({ hasText: 'Unable to update user' })).toBeVisible();
    await expect(p.getByLabel('First Name')).toHaveValue('Casey');
    await expect(p.getByLabel('Bio')).toHaveValue('Kept after a failure.');
    await expect(p.getByLabel('Rank', { exact: true })).toHaveValue('SSgt');
    await expect(radioIn(p, 'Do you have a service-connected disability?', 'Yes')).toBeChecked();
    expect((await readBack(api, m)).first_name).toBe(m.firstName);

    // Cancel goes back to the profile and stores nothing.
    await p.getByRole('button', { name: 'Cancel' }).click();
    await expect(p.getByRole('heading', { level: 2, name: `${m.firstName} ${m.lastName}` })).toBeVisible();
    expect(await readBack(api, m)).toMatchObject({ first_name: m.firstName, military_status: null });

    // Saving again works (the fault was used up).
    await p.getByRole('button', { name: 'Edit Profile' }).click();
    await p.getByLabel('First Name').fill('Casey');
    await radioIn(p, 'Military Status', 'Civilian').check();
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByRole('heading', { level: 2, name: `Casey ${m.lastName}` })).toBeVisible();
  });

  test('update password: the messages, a failure and a wrong current password keep the input, the change keeps this page logged in; new password logs in, old fails; axe', async ({ page, api }) => {
    const m = await api.createMember();
    await open(page, m, '#/profile/settings/password-update');
    const p = view(page);
    await expect(p.getByRole('heading', { level: 2, name: 'Update Password' })).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);
    const current = p.getByLabel('Current Password');
    const pw = p.getByLabel('New Password');
    const confirm = p.getByLabel('Confirm Password');
    const submit = p.getByRole('button', { name: 'Update Password' });
    // Current Password comes first, as a password the browser may fill in.
    await expect(p.locator('input').first()).toHaveAttribute('name', 'current_password');
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');

    await submit.click();
    await expect(current).toHaveAccessibleDescription(/THIS FIELD IS REQUIRED/);
    await expect(pw).toHaveAccessibleDescription(/PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG/);
    await expect(confirm).toHaveAccessibleDescription('PASSWORD DOES NOT MATCH');
    await expect(current).toBeFocused();
    expect(await axe(page, 'profile-view')).toEqual([]);

    await current.fill('not-my-password');
    await expect(p.getByText('THIS FIELD IS REQUIRED')).toHaveCount(0);

    await pw.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(p.getByText('PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG')).toBeVisible();
    await expect(p.getByText('PASSWORD DOES NOT MATCH')).toHaveCount(0);

    await pw.fill('fresh-password-1');
    await confirm.fill('fresh-password-2');
    await expect(p.getByText('PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG')).toHaveCount(0);
    await expect(p.getByText('PASSWORD DOES NOT MATCH')).toBeVisible();

    // Show / hide both.
    const toggle = p.getByRole('button', { name: 'Show passwords' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(pw).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(pw).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'text');
    await expect(current).toHaveAttribute('type', 'text');

    // A server failure keeps what was typed.
    await confirm.fill('fresh-password-1');
    await api.fault(`^/api/v1/user/${m.id}$`, 500, { method: 'POST', count: 1 });
    await confirm.press('Enter');
    await expect(p.getByRole('alert').filter({ hasText: 'Unable to update user' })).toBeVisible();
    await expect(pw).toHaveValue('fresh-password-1');
    await expect(confirm).toHaveValue('fresh-password-1');

    // A wrong current password: 'INVALID PASSWORD.' under it, the focus on it, every field as typed.
    await submit.click();
    await expect(current).toHaveAccessibleDescription(/INVALID PASSWORD\./);
    await expect(current).toBeFocused();
    await expect(current).toHaveValue('not-my-password');
    await expect(pw).toHaveValue('fresh-password-1');
    await expect(confirm).toHaveValue('fresh-password-1');
    expect((await api.token({ grant_type: 'password', username: m.email, password: 'fresh-password-1' })).status).toBe(400);
    expect(await axe(page, 'profile-view')).toEqual([]);

    // The change: back to the settings menu with the notice; the page stays logged in after a reload.
    await current.fill(m.password);
    await submit.click();
    await expect(p.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page).toHaveURL(/#\/profile\/settings$/);
    await page.reload();
    await expect(p.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect((await api.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
    expect((await api.token({ grant_type: 'password', username: m.email, password: 'fresh-password-1' })).status).toBe(200);

    // Log out, then the old password fails and the new one logs in.
    await page.goto('/demo/member-login.html');
    const login = page.locator('#login-default');
    await login.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await login.getByLabel('Email').fill(m.email);
    await login.getByLabel('Password').fill(m.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription('INVALID USERNAME OR PASSWORD.');
    await login.getByLabel('Password').fill('fresh-password-1');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('delete account: disabled under 8 characters, INVALID PASSWORD., a server failure, then deletion lands on login and the account is gone; axe', async ({ page, api }) => {
    const m = await api.createMember();
    const apiToken = await api.login(m.email, m.password);
    await open(page, m, '#/profile/settings/delete-account');
    const p = view(page);
    await expect(p.getByRole('heading', { level: 2, name: 'Delete Account' })).toBeVisible();
    await expect(p.getByText('Deleting your account is permanent and cannot be undone.')).toBeVisible();
    expect(await axe(page, 'profile-view')).toEqual([]);

    const password = p.getByLabel('Password', { exact: true });
    const del = p.locator('form').getByRole('button', { name: 'Delete Account' });
    await expect(del).toBeDisabled();
    await password.fill('1234567');
    await expect(del).toBeDisabled();
    await password.fill('wrong-password');
    await expect(del).toBeEnabled();

    // Cancel in the confirmation does nothing.
    await del.click();
    const dialog = p.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await axe(page, 'profile-view')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(del).toBeFocused();

    // A wrong password: 'INVALID PASSWORD.' under the field, focus back on it, input kept.
    await del.click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(password).toHaveAccessibleDescription(/INVALID PASSWORD\./);
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('wrong-password');
    expect(await axe(page, 'profile-view')).toEqual([]);

    // Any other failure.
    await password.fill(m.password);
    await api.fault(`^/api/v1/user/${m.id}$`, 500, { method: 'DELETE', count: 1 });
    await del.click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(p.getByRole('alert').filter({ hasText: 'There was an error deleting your account. Please try again later.' })).toBeVisible();
    await expect(password).toHaveValue(m.password);
    expect((await api.json('/oauth/me', { token: apiToken })).status).toBe(200);

    // The right password: local data cleared, the login page, the account gone.
    await del.click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL('**/demo/member-login.html');
    const login = page.locator('#login-default');
    await expect(login.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /session|user_profile/i.test(k)))).toEqual([]);
    expect((await api.json('/oauth/me', { token: apiToken })).status).toBe(401);
    await login.getByLabel('Email').fill(m.email);
    await login.getByLabel('Password').fill(m.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription('INVALID USERNAME OR PASSWORD.');
  });
});
