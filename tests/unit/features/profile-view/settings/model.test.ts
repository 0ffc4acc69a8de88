import { describe, expect, it } from 'vitest';
import {
  emailChanged,
  firstInvalid,
  personalInfoFromProfile,
  SHIRT_SIZES,
  validatePersonalInfo,
} from '@/features/profile-view/settings/model';
import { org, profile, valid } from './fixtures';

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

describe('shirt sizes', () => {
  it('offers XS to 3XL', () => {
    expect(SHIRT_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  });
});
