import { describe, expect, it } from 'vitest';
import { addressChanged, personalInfoPayload, serverFieldErrors } from '@/features/profile-view/settings/payload';
import { valid } from './fixtures';

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
