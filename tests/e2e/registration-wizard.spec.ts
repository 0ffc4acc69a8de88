import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect, axe, recordEvents } from './support/fixtures';
import { Api, type Member } from './support/api';
import { memberSession } from './support/login';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const wizard = (page: Page) => page.locator('registration-wizard');
const heading = (w: Locator, name: string) => w.getByRole('heading', { name, level: 2 });
const session = memberSession;

async function fillSignup(w: Locator, v: { first: string; last: string; email: string; confirm?: string; password: string; confirmPassword?: string }) {
  await w.getByLabel('First Name').fill(v.first);
  await w.getByLabel('Last Name').fill(v.last);
  await w.getByLabel('Email', { exact: true }).fill(v.email);
  await w.getByLabel('Confirm Email').fill(v.confirm ?? v.email);
  await w.getByLabel('Password', { exact: true }).fill(v.password);
  await w.getByLabel('Confirm Password').fill(v.confirmPassword ?? v.password);
}

async function typeCode(page: Page, w: Locator, code: string) {
  await w.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** Logs in on the login demo page; the login outcome opens the wizard at the member's step. */
async function loginToWizard(page: Page, m: Member, step: string) {
  await page.goto('/demo/member-login.html');
  await page.locator('#stay-on-page').uncheck();
  const login = page.locator('#login-default');
  await login.getByLabel('Email').fill(m.email);
  await login.getByLabel('Password').fill(m.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**/demo/registration-wizard.html#/registration/${step}`);
  // The step's own checks on open are done.
  await page.waitForLoadState('networkidle');
}

async function chooseAddress(page: Page, w: Locator, query: string, option: string | RegExp) {
  await w.getByRole('combobox', { name: 'Address' }).fill(query);
  await w.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option', { name: option }).click();
}

async function fillPersonal(page: Page, w: Locator) {
  await w.getByLabel('Phone Number').fill('(919) 555-0100');
  await chooseAddress(page, w, '2760', 'Raleigh, NC 27601');
  await expect(w.getByLabel('Street Address')).toBeFocused();
  await w.getByLabel('Street Address').fill('100 Main St');
  await w.getByRole('radio', { name: 'Female' }).check();
}

test.describe('registration-wizard', () => {
  test('a brand-new member from the CMS page through all six steps ends on the feed, profile stored', async ({ page, api }) => {
    const events = await recordEvents(page);
    const email = `new-${randomUUID()}@example.com`;
    await page.goto('/demo/cms.html');
    await page.locator('header member-login').getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL('**/demo/registration-wizard.html**');
    const w = wizard(page);

    // 1. Signup
    await expect(heading(w, 'Create Your Account')).toBeVisible();
    await expect(w.getByText('Step 1 of 6')).toBeVisible();
    await expect(w.getByText('Please use a civilian or non-government email address.')).toBeVisible();
    await expect(w.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /privacy/);
    await expect(w.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', /terms/);
    await expect(w.getByRole('link', { name: 'Login Here' })).toHaveAttribute('href', '/demo/member-login.html');
    await fillSignup(w, { first: 'Dana', last: 'Whitfield', email, password: 'rucking-2026' });
    await w.getByRole('button', { name: 'Create Account' }).click();

    // 2. Confirmation code from the outbox
    await expect(heading(w, 'Confirmation Code')).toBeVisible();
    await expect(page).toHaveURL(/#\/registration\/confirm_email$/);
    await expect(w.getByText('Step 2 of 6')).toBeVisible();
    await expect(w.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await typeCode(page, w, await api.latestCode(email));
    await w.getByRole('button', { name: 'Verify' }).click();

    // 3. Personal information
    await expect(heading(w, 'Personal Information')).toBeVisible();
    await expect(page).toHaveURL(/#\/registration\/personal_info$/);
    await expect(w.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await fillPersonal(page, w);
    const chapter = w.getByLabel('Preferred Chapter');
    await expect(chapter.locator('option').nth(1)).toContainText('Raleigh, NC');
    await chapter.selectOption({ index: 1 });
    await w.getByRole('button', { name: 'Next' }).click();

    // 4. Social profile
    await expect(heading(w, 'Social Profile')).toBeVisible();
    await expect(w.getByText('Step 4 of 6')).toBeVisible();
    await expect(w.getByLabel('First Name')).toHaveValue('Dana');
    await w.getByLabel('Bio').fill('Army vet, trail runner.');
    await w.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(w.getByRole('img', { name: 'Profile Photo' })).toBeVisible();
    await w.getByRole('button', { name: 'Next' }).click();

    // 5. Military service
    await expect(heading(w, 'Military Service')).toBeVisible();
    await w.getByRole('radio', { name: 'Veteran' }).check();
    await w.getByLabel('Branch of Service').selectOption('Army');
    await w.getByLabel('Rank').selectOption('SSG');
    await w.getByLabel('Military Specialty').fill('11B');
    await w.getByRole('radiogroup', { name: 'Have you served in a combat zone?' }).getByRole('radio', { name: 'Yes' }).check();
    await w.getByLabel('Deployment Operation').selectOption('Operation Iraqi Freedom');
    await w.getByRole('radiogroup', { name: 'Do you have a service-connected disability?' }).getByRole('radio', { name: 'No' }).check();
    await w.getByRole('button', { name: 'Next' }).click();

    // 6. Privacy and waiver
    await expect(heading(w, 'Privacy and Waiver')).toBeVisible();
    await expect(w.getByText('Step 6 of 6')).toBeVisible();
    await expect(w.getByText(/laws of the State of Michigan/)).toBeVisible();
    await expect(w.getByText(/Wake County, North Carolina/)).toBeVisible();
    await expect(w.getByText(/at least 18 years old/)).toBeVisible();
    await w.getByRole('radio', { name: /Public Profile/ }).check();
    await w.getByLabel('I have read and accept the waiver').check();
    await w.getByRole('button', { name: 'Complete Registration' }).click();

    // The feed route (the feed demo page) with the newAccount indication: the welcome card.
    await page.waitForURL('**/demo/member-feed.html?newAccount=true');
    await expect(page.locator('member-feed').getByRole('heading', { name: 'Welcome to Team RWB!' })).toBeVisible();
    const fired = await events.all();
    const s = await session(page);
    expect(fired.find((e) => e.type === 'rwb-registration-complete')?.detail).toEqual({ userId: s!.userId });
    expect(fired.filter((e) => e.type === 'rwb-registration-step').map((e) => e.detail.number)).toEqual([1, 2, 3, 4, 5, 6]);

    // Read the profile back through the API.
    const me = await api.json(`/api/v1/user/${s!.userId}`, { token: await api.login(email, 'rucking-2026') });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      first_name: 'Dana',
      last_name: 'Whitfield',
      email,
      email_verified: true,
      profile_completed: true,
      legal_waiver_signed: true,
      registration_started_via_app: true,
      phone: '9195550100',
      gender: 'Female',
      profile_bio: 'Army vet, trail runner.',
      anonymous_profile: false,
      military_status: 'Veteran',
      military_branch: 'Army',
      military_rank: 'SSG',
      military_specialty: '11B',
      combat_zone: true,
      combat_deployment_operations: 'Operation Iraqi Freedom',
      has_disability: false,
      preferred_chapter: { name: expect.stringContaining('Raleigh, NC') },
      location: { address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: '100 Main St' },
    });
    expect(me.body.profile_photo_url).toMatch(/\/media\/profile\/.+\.png$/);
    expect(me.body.salesforce_contact_id).toMatch(/^003/);
    const photo = await page.request.get(me.body.profile_photo_url);
    expect(photo.status()).toBe(200);
    // The local draft is gone once the profile is written.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile')!).registration_draft)).toBeUndefined();
  });

  test('signup: every validation message, the server e-mail error uppercased, typed values kept', async ({ page, api }) => {
    const existing = await api.createMember();
    await page.goto('/demo/registration-wizard.html');
    const w = wizard(page);
    await w.getByRole('button', { name: 'Create Account' }).click();
    for (const label of ['First Name', 'Last Name']) await expect(w.getByLabel(label)).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await expect(w.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/PLEASE ENTER A VALID EMAIL/);
    await expect(w.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG/);
    await expect(w.getByLabel('Confirm Password')).toHaveAccessibleDescription('PASSWORD DOES NOT MATCH');
    await expect(w.getByLabel('First Name')).toBeFocused();

    await fillSignup(w, { first: 'Sam', last: 'Ortiz', email: 'sam@example.com', confirm: 'sam@example.org', password: 'longenough', confirmPassword: 'longenougH' });
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByLabel('Confirm Email')).toHaveAccessibleDescription('EMAIL DOES NOT MATCH');
    await expect(w.getByLabel('Confirm Password')).toHaveAccessibleDescription('PASSWORD DOES NOT MATCH');

    await fillSignup(w, { first: 'Sam', last: 'Ortiz', email: 'sam@teamrwb.org', password: 'longenough' });
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/PLEASE USE A NON-Team RWB EMAIL/);

    // The server's e-mail error, uppercased.
    await fillSignup(w, { first: 'Sam', last: 'Ortiz', email: existing.email.toUpperCase(), password: 'longenough' });
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/EMAIL IS ALREADY REGISTERED\./);
    await expect(w.getByLabel('First Name')).toHaveValue('Sam');
    await expect(w.getByLabel('Password', { exact: true })).toHaveValue('longenough');
    expect(await session(page)).toBeNull();
  });

  test('signup: the server failure texts (server error, network failure, login failure after signup)', async ({ page, api }) => {
    await page.goto('/demo/registration-wizard.html');
    const w = wizard(page);
    const email = `f-${randomUUID()}@example.com`;
    await fillSignup(w, { first: 'Lee', last: 'Park', email, password: 'longenough' });

    await api.fault('/api/v1/user', 500, { method: 'POST' });
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByRole('alert')).toHaveText('THERE WAS A PROBLEM WITH THE SERVER. PLEASE TRY AGAIN');

    await page.route('**/api/v1/user', (route) => route.abort('failed'));
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByRole('alert')).toHaveText('THERE WAS A PROBLEM WITH THE SERVER, PLEASE TRY AGAIN');
    await page.unroute('**/api/v1/user');

    // The account is created but the password login right after fails.
    await page.route('**/oauth/token', (route) =>
      route.request().postData()?.includes('grant_type=password') ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await w.getByRole('button', { name: 'Create Account' }).click();
    await expect(w.getByRole('alert')).toContainText('Server error. Please try again. If the problem persists, please contact support');
    await expect(w.getByRole('alert').getByRole('link', { name: 'support@teamrwb.org' })).toBeVisible();
    await expect(w.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('confirm email: wrong code, paste, backspace, resend, failure alert, and the check on open', async ({ page, api }) => {
    const m = await api.createMember({ verified: false, completed: false });
    await loginToWizard(page, m, 'confirm_email');
    const w = wizard(page);
    await expect(w.getByText(m.email)).toBeVisible();

    await w.getByRole('button', { name: 'Verify' }).click();
    await expect(w.getByText('ENTER ALL SIX DIGITS OF THE CODE')).toBeVisible();

    await typeCode(page, w, '000000');
    await w.getByRole('button', { name: 'Verify' }).click();
    await expect(w.getByText('CODE IS INVALID. PLEASE TRY AGAIN.')).toBeVisible();
    await expect(w.getByLabel('Digit 1 of 6')).toBeFocused();

    // Backspace on an empty box goes back.
    await page.keyboard.type('12');
    await expect(w.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(w.getByLabel('Digit 2 of 6')).toBeFocused();
    await expect(w.getByLabel('Digit 2 of 6')).toHaveValue('');

    // Another failure: the alert with the product name.
    await w.getByLabel('Digit 4 of 6').evaluate((el, code) => {
      const dt = new DataTransfer();
      dt.setData('text', code);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, '111111');
    for (let i = 1; i <= 6; i++) await expect(w.getByLabel(`Digit ${i} of 6`)).toHaveValue('1');
    await api.fault('/api/v1/user/verify', 503, { method: 'POST' });
    await w.getByRole('button', { name: 'Verify' }).click();
    await expect(w.getByRole('alert')).toHaveText('Team RWB Error: Please try again later.');

    // Resend: a new code arrives, and a paste of it works.
    const before = (await api.outbox()).filter((x) => x.to === m.email).length;
    await w.getByRole('button', { name: 'Resend Code' }).click();
    await expect(w.getByText(`We sent a new code to ${m.email}.`)).toBeVisible();
    expect((await api.outbox()).filter((x) => x.to === m.email).length).toBe(before + 1);
    const code = await api.latestCode(m.email);
    await w.getByLabel('Digit 1 of 6').evaluate((el, c) => {
      const dt = new DataTransfer();
      dt.setData('text', c);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, code);
    await w.getByRole('button', { name: 'Verify' }).click();
    await expect(heading(w, 'Personal Information')).toBeVisible();
    const token = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body.email_verified).toBe(true);

    // The check on open: a verified member who opens the code step goes on to personal_info.
    await page.goto('/demo/registration-wizard.html#/registration/confirm_email');
    await expect(heading(w, 'Personal Information')).toBeVisible();
    await expect(page).toHaveURL(/#\/registration\/personal_info$/);
  });

  test('confirm email: a server failure during the check on open', async ({ page, api }) => {
    const m = await api.createMember({ verified: false, completed: false });
    await loginToWizard(page, m, 'confirm_email');
    await api.fault(`/api/v1/user/${m.id}`, 500, { method: 'GET' });
    await page.reload();
    await expect(wizard(page).getByRole('alert')).toHaveText('There was an error contacting the server. Please try again.');
  });

  test('personal info: validation messages, unverified chosen address, manual entry, international', async ({ page, api }) => {
    const m = await api.createMember({ verified: true, completed: false });
    // Started in the app (step 1 sets this flag): the phone is required.
    const t = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { method: 'POST', token: t, body: JSON.stringify({ registration_started_via_app: true }) })).status).toBe(200);
    await loginToWizard(page, m, 'personal_info');
    const w = wizard(page);
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER A PHONE NUMBER');
    await expect(w.getByRole('combobox', { name: 'Address' })).toHaveAccessibleDescription(/THIS FIELD IS REQUIRED/);
    await expect(w.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await expect(w.getByLabel('Phone Number')).toBeFocused();

    await w.getByLabel('Phone Number').fill('919-555-CALL');
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER ONLY NUMBERS');
    await w.getByLabel('Phone Number').fill('919 555 010');
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('Phone Number')).toHaveAccessibleDescription('PLEASE ENTER A 10-DIGIT PHONE NUMBER');

    // Autocomplete waits for more than 3 characters.
    await w.getByRole('combobox', { name: 'Address' }).fill('276');
    await page.waitForTimeout(700);
    const suggestions = w.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
    await expect(suggestions).toHaveCount(0);
    await fillPersonal(page, w);
    await expect(suggestions).toHaveCount(0);
    // A chosen address that no longer verifies (city changed: zip, city and state disagree).
    await w.getByLabel('City').fill('Durham');
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByText('Could not verify address. Please submit your address via manual entry.')).toBeVisible();
    await expect(heading(w, 'Personal Information')).toBeVisible();
    // Manual entry keeps what was typed and is accepted unverified.
    await w.getByRole('button', { name: 'Enter address manually' }).click();
    await expect(w.getByLabel('Street Address')).toHaveValue('100 Main St');
    await expect(w.getByLabel('City')).toHaveValue('Durham');

    // International needs a country; changing the type resets manual mode.
    await w.getByRole('radio', { name: 'International' }).check();
    await expect(w.getByRole('button', { name: 'Enter address manually' })).toBeVisible();
    await expect(w.getByLabel('Street Address')).toHaveCount(0);
    await w.getByRole('button', { name: 'Enter address manually' }).click();
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('Country')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    const countries = await w.getByLabel('Country').locator('option').allTextContents();
    expect(countries.length).toBeGreaterThan(230);
    expect(countries[1]).toBe('United States');
    // Choosing the United States makes it a domestic address.
    await w.getByLabel('Country').selectOption('United States');
    await expect(w.getByRole('radio', { name: 'Domestic' })).toBeChecked();
    await expect(w.getByLabel('Country')).toHaveCount(0);
    await w.getByRole('button', { name: 'Enter address manually' }).click();
    await w.getByLabel('Street Address').fill('5 Oak Ave');
    await w.getByLabel('City').fill('Durham');
    await w.getByLabel('State').selectOption('NC');
    await w.getByLabel('Zip Code').fill('27701-1234');
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(heading(w, 'Social Profile')).toBeVisible();
  });

  test('personal info: address lookup and chapter list failures', async ({ page, api }) => {
    const m = await api.createMember({ verified: true, completed: false });
    await api.fault('/api/v1/chapter', 500, { method: 'GET' });
    await loginToWizard(page, m, 'personal_info');
    const w = wizard(page);
    await expect(w.getByText('There was an error finding a list of available chapters.')).toBeVisible();
    await w.getByRole('button', { name: 'Try again' }).click();
    await expect(w.getByLabel('Preferred Chapter').locator('option')).not.toHaveCount(1);
    await expect(w.getByText('There was an error finding a list of available chapters.')).toHaveCount(0);

    await api.fault('/api/v1/address/suggestions', 502, { method: 'GET' });
    await w.getByRole('combobox', { name: 'Address' }).fill('27601');
    await expect(w.getByText('Could not get the address.')).toBeVisible();
  });

  test('suite picker: a street address with several suites (street-level vendor)', async ({ page, vendorServer }) => {
    const api = new Api(vendorServer.url);
    const m = await api.createMember({ verified: true, completed: false });
    await page.goto(`${vendorServer.url}/demo/member-login.html`);
    await page.locator('#stay-on-page').uncheck();
    const login = page.locator('#login-default');
    await login.getByLabel('Email').fill(m.email);
    await login.getByLabel('Password').fill(m.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/registration-wizard.html#/registration/personal_info');
    const w = wizard(page);
    await w.getByLabel('Phone Number').fill('9195550100');
    await chooseAddress(page, w, '100 Main', /100 Main St, Raleigh, NC 27601/);
    const dialog = w.getByRole('dialog', { name: 'Choose your unit' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Apt 2' }).check();
    await dialog.getByRole('button', { name: 'Use this unit' }).click();
    await expect(w.getByLabel('Apartment, Suite, Unit (optional)')).toHaveValue('Apt 2');
    await expect(w.getByLabel('Street Address')).toHaveValue('100 Main St');
    await w.getByRole('radio', { name: 'Male', exact: true }).check();
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(heading(w, 'Social Profile')).toBeVisible();
    // The verified flag goes out with the last step; the draft holds it meanwhile.
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('user_profile')!).registration_draft);
    expect(draft.verification).toEqual({ address_verified: true, international_address_verified: false });
    expect(draft.personal).toMatchObject({ street: '100 Main St', street_2: 'Apt 2', zipcode: '27601' });
  });

  test('steps 4-6: validation, Back, reload resumes with what was typed, completion failure then success', async ({ page, api }) => {
    const m = await api.createMember({ verified: true, completed: false });
    await loginToWizard(page, m, 'personal_info');
    const w = wizard(page);
    await fillPersonal(page, w);
    await w.getByRole('button', { name: 'Next' }).click();

    // Social profile
    await expect(heading(w, 'Social Profile')).toBeVisible();
    await w.getByLabel('First Name').fill('');
    await w.getByLabel('Bio').fill('x'.repeat(251));
    await expect(w.getByLabel('Bio')).toHaveAccessibleDescription(/EXCEEDED THE PROFILE BIO LIMIT/);
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('First Name')).toHaveAccessibleDescription('THIS FIELD IS REQUIRED');
    await w.getByLabel('Cover Photo', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(w.getByText('Invalid file format: please upload an image.')).toBeVisible();
    await w.getByLabel('First Name').fill('Robin');
    await w.getByLabel('Bio').fill('Swimmer.');
    await w.getByRole('button', { name: 'Next' }).click();

    // Military service
    await expect(heading(w, 'Military Service')).toBeVisible();
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByRole('radiogroup', { name: 'Military Status' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await w.getByRole('radio', { name: 'Civilian' }).check();
    await expect(w.getByLabel('I am a military family member')).toBeVisible();
    await w.getByRole('radio', { name: 'Transitioning Service Member' }).check();
    await expect(w.getByLabel('I am a military family member')).toHaveCount(0);
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByLabel('Branch of Service')).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await expect(w.getByLabel('Rank')).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await expect(w.getByRole('radiogroup', { name: 'Have you served in a combat zone?' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await expect(w.getByRole('radiogroup', { name: 'Do you have a service-connected disability?' })).toHaveAccessibleDescription('PLEASE SELECT AN OPTION');
    await expect(w.getByRole('group', { name: 'Expiration Term of Service (ETS) Date' })).toHaveAccessibleDescription('INVALID DATE');
    await w.getByLabel('Branch of Service').selectOption('Navy');
    await w.getByLabel('Rank').selectOption('PO1');
    // Changing branch clears rank.
    await w.getByLabel('Branch of Service').selectOption('Coast Guard');
    await expect(w.getByLabel('Rank')).toHaveValue('');
    const ranks = await w.getByLabel('Rank').locator('option').allTextContents();
    expect(ranks[1]).toMatch(/^SR/);
    expect(ranks.some((r) => r.startsWith('CWO4'))).toBe(true);
    await w.getByLabel('Rank').selectOption('PO2');
    await w.getByRole('radiogroup', { name: 'Have you served in a combat zone?' }).getByRole('radio', { name: 'No' }).check();
    await w.getByRole('radiogroup', { name: 'Do you have a service-connected disability?' }).getByRole('radio', { name: 'Yes' }).check();
    const year = String(new Date().getFullYear());
    await w.getByLabel('Month').selectOption('2');
    await w.getByLabel('Day').selectOption('30');
    await w.getByLabel('Year').selectOption(year);
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.getByRole('group', { name: 'Expiration Term of Service (ETS) Date' })).toHaveAccessibleDescription('INVALID DATE');
    const years = await w.getByLabel('Year').locator('option').allTextContents();
    expect(years.slice(1)).toHaveLength(81);
    expect(years[1]).toBe(year);
    expect(years.at(-1)).toBe(String(Number(year) - 80));
    await w.getByLabel('Day').selectOption('14');

    // Reload in the middle: the same step, with what was typed.
    await page.reload();
    await expect(heading(w, 'Military Service')).toBeVisible();
    await expect(w.getByRole('radio', { name: 'Transitioning Service Member' })).toBeChecked();
    await expect(w.getByLabel('Rank')).toHaveValue('PO2');
    await expect(w.getByLabel('Day')).toHaveValue('14');

    // Back goes to the previous step with its values; the browser's Back as well.
    await w.getByRole('button', { name: 'Back' }).click();
    await expect(heading(w, 'Social Profile')).toBeVisible();
    await expect(w.getByLabel('First Name')).toHaveValue('Robin');
    await page.goBack();
    await expect(heading(w, 'Military Service')).toBeVisible();
    await w.getByRole('button', { name: 'Next' }).click();

    // Privacy and waiver
    await expect(heading(w, 'Privacy and Waiver')).toBeVisible();
    await w.getByRole('radio', { name: /Anonymous Profile/ }).check();
    await w.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(w.getByLabel('I have read and accept the waiver')).toHaveAccessibleDescription('YOU MUST ACCEPT THE WAIVER TO CONTINUE');
    await w.getByLabel('I have read and accept the waiver').check();
    await api.fault(`/api/v1/user/${m.id}`, 500, { method: 'POST' });
    await w.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(w.getByRole('alert')).toHaveText('There was a problem contacting the server. Please try again.');
    const token = await api.login(m.email, m.password);
    expect((await api.json(`/api/v1/user/${m.id}`, { token })).body.profile_completed).toBe(false);
    await w.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL('**/demo/member-feed.html?newAccount=true');
    const me = (await api.json(`/api/v1/user/${m.id}`, { token })).body;
    expect(me).toMatchObject({
      first_name: 'Robin',
      profile_bio: 'Swimmer.',
      anonymous_profile: true,
      profile_completed: true,
      legal_waiver_signed: true,
      military_status: 'Transitioning Service Member',
      military_branch: 'Coast Guard',
      military_rank: 'PO2',
      has_disability: true,
      combat_zone: false,
      military_ets: `${year}-02-14`,
    });
  });

  test('photos: a large photo is resized to 1000x1000 before upload, progress is shown, over 10 MB is refused', async ({ page, api }) => {
    const m = await api.createMember({ verified: true, completed: false });
    await loginToWizard(page, m, 'personal_info');
    const w = wizard(page);
    await fillPersonal(page, w);
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(heading(w, 'Social Profile')).toBeVisible();

    /** Draws an image in the page and hands it to the file input labelled `label`. */
    const choose = (label: string, width: number, height: number, noise: boolean) =>
      w.getByLabel(label, { exact: true }).evaluate(
        async (input: HTMLInputElement, o) => {
          const canvas = document.createElement('canvas');
          canvas.width = o.width;
          canvas.height = o.height;
          const ctx = canvas.getContext('2d')!;
          if (o.noise) {
            const img = ctx.createImageData(o.width, o.height);
            const buf = new Uint32Array(img.data.buffer);
            let x = 2463534242;
            for (let i = 0; i < buf.length; i++) {
              x ^= x << 13;
              x ^= x >>> 17;
              x ^= x << 5;
              buf[i] = x | 0xff000000;
            }
            ctx.putImageData(img, 0, 0);
          } else {
            ctx.fillStyle = '#13294b';
            ctx.fillRect(0, 0, o.width, o.height);
          }
          const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
          const dt = new DataTransfer();
          dt.items.add(new File([blob], 'photo.png', { type: 'image/png' }));
          input.files = dt.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
          return blob.size;
        },
        { width, height, noise },
      );

    // Slow the upload down so the progress bar can be seen.
    await page.route('**/media/cover/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 800));
      await route.fallback();
    });
    await choose('Cover Photo', 1600, 1200, false);
    await expect(w.getByRole('progressbar', { name: 'Cover Photo upload progress' })).toBeVisible();
    const cover = w.getByRole('img', { name: 'Cover Photo' });
    await expect(cover).toBeVisible();
    await expect(w.getByRole('progressbar', { name: 'Cover Photo upload progress' })).toHaveCount(0);
    const size = await cover.evaluate(async (img: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(img.src)).blob());
      return [bitmap.width, bitmap.height];
    });
    expect(size).toEqual([1000, 1000]);

    // Narrower than 1000 px is not resized; as noise it stays over 10 MB and is refused.
    const bytes = await choose('Profile Photo', 999, 4000, true);
    expect(bytes).toBeGreaterThan(10_485_760);
    await expect(w.getByText('Image too large')).toBeVisible();
    await expect(w.getByRole('img', { name: 'Profile Photo' })).toHaveCount(0);

    // The cover is stored with the profile at the end.
    await w.getByRole('button', { name: 'Next' }).click();
    await w.getByRole('radio', { name: 'Civilian' }).check();
    await w.getByRole('button', { name: 'Next' }).click();
    await w.getByLabel('I have read and accept the waiver').check();
    await w.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL('**/demo/member-feed.html?newAccount=true');
    const me = (await api.json(`/api/v1/user/${m.id}`, { token: await api.login(m.email, m.password) })).body;
    expect(me.cover_photo_url).toMatch(/\/media\/cover\/.+\.png$/);
    expect(me.profile_photo_url).toBeNull();
    expect(me).toMatchObject({ military_status: 'Civilian', military_family_member: false, military_branch: null });
  });

  test('keyboard only: signup and the confirmation code', async ({ page, api }) => {
    const email = `kb-${randomUUID()}@example.com`;
    await page.goto('/demo/registration-wizard.html');
    const w = wizard(page);
    await expect(heading(w, 'Create Your Account')).toBeVisible();
    await w.getByLabel('First Name').focus();
    const values = ['Kai', 'Nakamura', email, email, 'keyboard-pass', 'keyboard-pass'];
    for (const [i, value] of values.entries()) {
      await page.keyboard.type(value);
      // Tab to the next field; Enter in the last one submits the form.
      await page.keyboard.press(i < values.length - 1 ? 'Tab' : 'Enter');
    }
    await expect(heading(w, 'Confirmation Code')).toBeVisible();
    await expect(heading(w, 'Confirmation Code')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(w.getByLabel('Digit 1 of 6')).toBeFocused();
    await page.keyboard.type(await api.latestCode(email));
    await page.keyboard.press('Enter');
    await expect(heading(w, 'Personal Information')).toBeVisible();
  });

  test('axe: every step is clean', async ({ page, api }) => {
    await page.goto('/demo/registration-wizard.html');
    const w = wizard(page);
    await expect(heading(w, 'Create Your Account')).toBeVisible();
    await w.getByRole('button', { name: 'Create Account' }).click();
    expect(await axe(page, 'registration-wizard')).toEqual([]);

    const m = await api.createMember({ verified: false, completed: false });
    await loginToWizard(page, m, 'confirm_email');
    await expect(heading(w, 'Confirmation Code')).toBeVisible();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
    await typeCode(page, w, await api.latestCode(m.email));
    await w.getByRole('button', { name: 'Verify' }).click();

    await expect(heading(w, 'Personal Information')).toBeVisible();
    await w.getByRole('combobox', { name: 'Address' }).fill('2760');
    await expect(w.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first()).toBeVisible();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
    await w.getByRole('button', { name: 'Next' }).click();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
    await fillPersonal(page, w);
    await w.getByRole('button', { name: 'Next' }).click();

    await expect(heading(w, 'Social Profile')).toBeVisible();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
    await w.getByRole('button', { name: 'Next' }).click();

    await expect(heading(w, 'Military Service')).toBeVisible();
    await w.getByRole('radio', { name: 'Transitioning Service Member' }).check();
    await w.getByRole('radiogroup', { name: 'Have you served in a combat zone?' }).getByRole('radio', { name: 'Yes' }).check();
    await w.getByRole('button', { name: 'Next' }).click();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
    await w.getByRole('radio', { name: 'Civilian' }).check();
    await w.getByRole('button', { name: 'Next' }).click();

    await expect(heading(w, 'Privacy and Waiver')).toBeVisible();
    await w.getByRole('button', { name: 'Complete Registration' }).click();
    expect(await axe(page, 'registration-wizard')).toEqual([]);
  });
});
