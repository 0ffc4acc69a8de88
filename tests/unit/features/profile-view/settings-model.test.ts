import { describe, expect, it } from 'vitest';
import { exportFileName, newsletterLink, opensInNewTab, ownHosts } from '@/features/profile-view/settings-menu-model';
import {
  addressChanged,
  emailChanged,
  firstInvalid,
  personalInfoFromProfile,
  personalInfoPayload,
  serverFieldErrors,
  SHIRT_SIZES,
  validatePersonalInfo,
  type PersonalInfoValues,
} from '@/features/profile-view/settings-model';
import type { Profile } from '@/features/profile-view/schemas';

const org = { domain: 'teamrwb.org', product: 'Team RWB' };

const profile = (extra: Partial<Profile> = {}): Profile =>
  ({
    id: 7,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '9195550100',
    gender: 'Female',
    shirt_size: 'M',
    location: { address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: '1 Main St', address_2: null },
    shipping_location: null,
    ...extra,
  }) as Profile;

const valid = (): PersonalInfoValues => personalInfoFromProfile(profile());

describe('personalInfoFromProfile', () => {
  it('fills the form from the profile; a stored address opens in manual mode', () => {
    const v = valid();
    expect(v).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone: '9195550100',
      gender: 'Female',
      shirt_size: 'M',
      address_type: 'domestic',
      manual: true,
      selected: false,
      street: '1 Main St',
      street_2: '',
      city: 'Raleigh',
      state: 'NC',
      zipcode: '27601',
      country: 'United States',
    });
    expect(v.shipping.enabled).toBe(false);
  });

  it('no stored address: autocomplete mode, domestic, United States; a state name becomes its code', () => {
    const v = personalInfoFromProfile(profile({ location: null, phone: null, gender: null }));
    expect(v).toMatchObject({ manual: false, address_type: 'domestic', country: 'United States', street: '', phone: '', gender: '' });
    expect(personalInfoFromProfile(profile({ location: { address: 'x', city: 'Austin', address_state: 'Texas' } })).state).toBe('TX');
  });

  it('an international address keeps its country and region; a shipping location turns shipping on', () => {
    const v = personalInfoFromProfile(
      profile({
        location: { address_type: 'international', country: 'Germany', address_state: 'Bayern', city: 'München', zip: '80331', address: 'Marienplatz 1' },
        shipping_location: { shipping_address: true, address: '9 Ship Rd', city: 'Durham', address_state: 'North Carolina', zip: '27701', country: 'United States' },
      }),
    );
    expect(v).toMatchObject({ address_type: 'international', country: 'Germany', state: 'Bayern', zipcode: '80331' });
    expect(v.shipping).toEqual({ enabled: true, street: '9 Ship Rd', city: 'Durham', state: 'NC', zipcode: '27701', country: 'United States' });
  });
});

describe('validatePersonalInfo (spec §5 Personal info (settings))', () => {
  it('a complete form is valid', () => {
    expect(validatePersonalInfo(valid(), org)).toEqual({});
  });

  it('first name, last name, email, address, city, state required: THIS FIELD IS REQUIRED', () => {
    const e = validatePersonalInfo({ ...valid(), first_name: ' ', last_name: '', email: '', street: '  ', city: '', state: '' }, org);
    expect(e).toEqual({
      first_name: 'THIS FIELD IS REQUIRED',
      last_name: 'THIS FIELD IS REQUIRED',
      email: 'THIS FIELD IS REQUIRED',
      street: 'THIS FIELD IS REQUIRED',
      city: 'THIS FIELD IS REQUIRED',
      state: 'THIS FIELD IS REQUIRED',
    });
  });

  it('autocomplete mode without a chosen suggestion: the address search is required', () => {
    expect(validatePersonalInfo({ ...valid(), manual: false, selected: false }, org)).toEqual({ query: 'THIS FIELD IS REQUIRED' });
    expect(validatePersonalInfo({ ...valid(), manual: false, selected: true }, org)).toEqual({});
  });

  it('email: basic pattern, then the organisation domain (and its subdomains) is refused', () => {
    expect(validatePersonalInfo({ ...valid(), email: 'not-an-email' }, org).email).toBe('PLEASE ENTER A VALID EMAIL');
    expect(validatePersonalInfo({ ...valid(), email: 'me@teamrwb.org' }, org).email).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(validatePersonalInfo({ ...valid(), email: 'me@Mail.TeamRWB.org' }, org).email).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(validatePersonalInfo({ ...valid(), email: 'me@teamrwb.org.example.com' }, org).email).toBeUndefined();
    expect(validatePersonalInfo({ ...valid(), email: 'me@example.org' }, { domain: 'example.org', product: 'Acme' }).email).toBe('PLEASE USE A NON-Acme EMAIL');
  });

  it('phone: required, only numbers, exactly 10 digits; formatting allowed', () => {
    expect(validatePersonalInfo({ ...valid(), phone: '' }, org).phone).toBe('PLEASE ENTER A PHONE NUMBER');
    expect(validatePersonalInfo({ ...valid(), phone: '919-555-01ab' }, org).phone).toBe('PLEASE ENTER ONLY NUMBERS');
    expect(validatePersonalInfo({ ...valid(), phone: '919 555 010' }, org).phone).toBe('PLEASE ENTER A 10-DIGIT PHONE NUMBER');
    expect(validatePersonalInfo({ ...valid(), phone: '(919) 555-0100' }, org).phone).toBeUndefined();
  });

  it('gender required: PLEASE SELECT AN OPTION', () => {
    expect(validatePersonalInfo({ ...valid(), gender: '' }, org).gender).toBe('PLEASE SELECT AN OPTION');
    expect(validatePersonalInfo({ ...valid(), gender: 'Other' }, org).gender).toBe('PLEASE SELECT AN OPTION');
    for (const g of ['Male', 'Female', 'Undisclosed']) expect(validatePersonalInfo({ ...valid(), gender: g }, org).gender).toBeUndefined();
  });

  it('domestic zip required and 5 digits (or 5+4); international needs a country, not its zip', () => {
    expect(validatePersonalInfo({ ...valid(), zipcode: '' }, org).zipcode).toBe('THIS FIELD IS REQUIRED');
    expect(validatePersonalInfo({ ...valid(), zipcode: '2760' }, org).zipcode).toBe('PLEASE ENTER A 5-DIGIT ZIP CODE');
    expect(validatePersonalInfo({ ...valid(), zipcode: '27601-1234' }, org).zipcode).toBeUndefined();
    const intl = { ...valid(), address_type: 'international' as const, country: '', zipcode: '', state: 'Bayern' };
    expect(validatePersonalInfo(intl, org)).toEqual({ country: 'THIS FIELD IS REQUIRED' });
    expect(validatePersonalInfo({ ...intl, country: 'Germany' }, org)).toEqual({});
  });

  it('a separate shipping address needs street, city, state, zip and country', () => {
    const v = valid();
    const on = { ...v, shipping: { enabled: true, street: '', city: '', state: '', zipcode: '', country: '' } };
    expect(validatePersonalInfo(on, org)).toEqual({
      shipping_street: 'THIS FIELD IS REQUIRED',
      shipping_city: 'THIS FIELD IS REQUIRED',
      shipping_state: 'THIS FIELD IS REQUIRED',
      shipping_zipcode: 'THIS FIELD IS REQUIRED',
      shipping_country: 'THIS FIELD IS REQUIRED',
    });
    expect(validatePersonalInfo({ ...v, shipping: { enabled: true, street: '9 Ship Rd', city: 'Durham', state: 'NC', zipcode: '277', country: 'United States' } }, org)).toEqual({
      shipping_zipcode: 'PLEASE ENTER A 5-DIGIT ZIP CODE',
    });
    // Off: its fields are not checked.
    expect(validatePersonalInfo({ ...on, shipping: { ...on.shipping, enabled: false } }, org)).toEqual({});
  });

  it('a changed e-mail needs the current password (THIS FIELD IS REQUIRED); the same e-mail in other case does not', () => {
    const initial = valid();
    expect(personalInfoFromProfile(profile()).current_password).toBe('');
    expect(emailChanged({ email: ' ANA@example.com ' }, initial)).toBe(false);
    expect(emailChanged({ email: 'new@example.com' }, initial)).toBe(true);
    expect(validatePersonalInfo({ ...initial, email: 'new@example.com' }, org, initial)).toEqual({ current_password: 'THIS FIELD IS REQUIRED' });
    expect(validatePersonalInfo({ ...initial, email: 'new@example.com', current_password: ' pass word ' }, org, initial)).toEqual({});
    expect(validatePersonalInfo({ ...initial, email: 'ANA@EXAMPLE.COM' }, org, initial)).toEqual({});
    // An e-mail that is itself wrong is reported with it.
    expect(validatePersonalInfo({ ...initial, email: 'me@teamrwb.org' }, org, initial)).toEqual({
      email: 'PLEASE USE A NON-Team RWB EMAIL',
      current_password: 'THIS FIELD IS REQUIRED',
    });
  });

  it('the first invalid field follows the form order', () => {
    expect(firstInvalid({ current_password: 'x', phone: 'y' })).toBe('current_password');
    expect(firstInvalid({ current_password: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid({ gender: 'x', phone: 'y' })).toBe('phone');
    expect(firstInvalid({ shipping_city: 'x', city: 'y' })).toBe('city');
    expect(firstInvalid({})).toBeNull();
  });
});

describe('personalInfoPayload', () => {
  it('unchanged address and e-mail: names, phone digits, gender, shirt size only', () => {
    const initial = valid();
    const payload = personalInfoPayload({ ...initial, first_name: ' Bea ', phone: '(919) 555-0199', shirt_size: '' }, initial, null);
    expect(payload).toEqual({ first_name: 'Bea', last_name: 'Lopez', phone: '9195550199', gender: 'Female', shirt_size: null });
  });

  it('a changed e-mail is sent (trimmed) with the current password as typed; the same e-mail in other case is not', () => {
    const initial = valid();
    expect(personalInfoPayload({ ...initial, email: ' new@example.com ', current_password: ' my pass ' }, initial, null)).toMatchObject({
      email: 'new@example.com',
      current_password: ' my pass ',
    });
    const same = personalInfoPayload({ ...initial, email: 'ANA@example.com', current_password: 'typed then undone' }, initial, null);
    expect('email' in same).toBe(false);
    expect('current_password' in same).toBe(false);
  });

  it('a changed address goes under the save-payload names with the verification flags; zip trimmed to 5', () => {
    const initial = valid();
    const v = { ...initial, street: '200 New St ', street_2: ' ', city: 'Durham', state: 'NC', zipcode: '27701-1234' };
    expect(addressChanged(v, initial)).toBe(true);
    expect(personalInfoPayload(v, initial, { address_verified: true, international_address_verified: false })).toMatchObject({
      street: '200 New St',
      street_2: null,
      city: 'Durham',
      state: 'NC',
      zipcode: '27701',
      country: 'United States',
      address_type: 'domestic',
      address_verified: true,
      international_address_verified: false,
    });
  });

  it('an international address sends its country, postal code and the international flag', () => {
    const initial = valid();
    const v = { ...initial, address_type: 'international' as const, country: 'Germany', street: 'Marienplatz 1', city: 'München', state: 'Bayern', zipcode: '80331' };
    expect(personalInfoPayload(v, initial, { address_verified: false, international_address_verified: true })).toMatchObject({
      country: 'Germany',
      zipcode: '80331',
      address_type: 'international',
      address_verified: false,
      international_address_verified: true,
    });
  });

  it('shipping: sent when on (US zip trimmed), null when the member removed it, absent otherwise', () => {
    const initial = valid();
    const ship = { enabled: true, street: ' 9 Ship Rd ', city: 'Durham', state: 'NC', zipcode: '27701-0001', country: 'United States' };
    expect(personalInfoPayload({ ...initial, shipping: ship }, initial, null).shipping_address).toEqual({
      street: '9 Ship Rd',
      city: 'Durham',
      state: 'NC',
      zipcode: '27701',
      country: 'United States',
    });
    expect('shipping_address' in personalInfoPayload(initial, initial, null)).toBe(false);
    const hadShipping = { ...initial, shipping: { ...ship, street: '9 Ship Rd' } };
    expect(personalInfoPayload({ ...hadShipping, shipping: { ...hadShipping.shipping, enabled: false } }, hadShipping, null).shipping_address).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('puts a 422 field message on its field, in capitals; keeps unknown fields apart', () => {
    expect(
      serverFieldErrors({
        email: 'Email is already registered.',
        'shipping_address.zipcode': 'This field is required.',
        zipcode: 'Please enter a valid 5-digit zip code.',
        whatever: 'Unknown field.',
      }),
    ).toEqual({
      errors: { email: 'EMAIL IS ALREADY REGISTERED.', shipping_zipcode: 'THIS FIELD IS REQUIRED.', zipcode: 'PLEASE ENTER A VALID 5-DIGIT ZIP CODE.' },
      rest: ['Unknown field.'],
    });
  });

  it("a wrong current password is 'INVALID PASSWORD.' on its field; too many tries show the server's text there", () => {
    const wrong = { status: 422, code: 'invalid_password', message: 'Invalid password.', fields: { current_password: 'Invalid password.' } };
    expect(serverFieldErrors(wrong.fields, wrong)).toEqual({ errors: { current_password: 'INVALID PASSWORD.' }, rest: [] });
    const missing = { status: 422, code: 'validation', message: 'x', fields: { email: 'Email is already registered.', current_password: 'This field is required.' } };
    expect(serverFieldErrors(missing.fields, missing).errors).toEqual({ email: 'EMAIL IS ALREADY REGISTERED.', current_password: 'THIS FIELD IS REQUIRED' });
    const limited = { status: 429, code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.', fields: {} };
    expect(serverFieldErrors(limited.fields, limited)).toEqual({ errors: { current_password: 'Too many attempts. Please try again in 15 minutes.' }, rest: [] });
  });
});

describe('newsletterLink', () => {
  const template = 'https://www.teamrwb.org/newsletter-preferences/?contact_id={crmId}';
  it('puts the CRM contact id (encoded) into the template', () => {
    expect(newsletterLink(template, '003Dn000001RwbDm01')).toBe('https://www.teamrwb.org/newsletter-preferences/?contact_id=003Dn000001RwbDm01');
    expect(newsletterLink('https://x.example/{crmId}/prefs?id={crmId}', 'a b&c')).toBe('https://x.example/a%20b%26c/prefs?id=a%20b%26c');
  });
  it('a template without the placeholder gets contact_id', () => {
    expect(newsletterLink('https://x.example/prefs?lang=en', '003A')).toBe('https://x.example/prefs?lang=en&contact_id=003A');
  });
  it('no CRM id yet (account still syncing): null', () => {
    expect(newsletterLink(template, null)).toBeNull();
    expect(newsletterLink(template, '  ')).toBeNull();
    expect(newsletterLink('', '003A')).toBeNull();
  });
});

describe('link targets (spec §2: own hosts same tab, others new tab)', () => {
  const page = 'https://www.cms.example/members/profile.html';
  const hosts = ownHosts({ apiBase: 'https://api.rwb.example', appBase: 'https://app.rwb.example/app' }, page);
  it('the page, API and app hosts are the product’s own', () => {
    expect(hosts.sort()).toEqual(['api.rwb.example', 'app.rwb.example', 'www.cms.example']);
  });
  it('own hosts and relative links stay in the tab; others open a new one', () => {
    expect(opensInNewTab('https://www.cms.example/privacy', hosts, page)).toBe(false);
    expect(opensInNewTab('/privacy', hosts, page)).toBe(false);
    expect(opensInNewTab('https://app.rwb.example/app/feed', hosts, page)).toBe(false);
    expect(opensInNewTab('https://www.teamrwb.org/privacy-policy/', hosts, page)).toBe(true);
  });
});

describe('exportFileName and shirt sizes', () => {
  it('names the download after the product', () => {
    expect(exportFileName('Team RWB')).toBe('team-rwb-my-data.json');
    expect(exportFileName('  ')).toBe('my-data.json');
  });
  it('offers XS to 3XL', () => {
    expect(SHIRT_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  });
});
