import { describe, expect, it } from 'vitest';
import { messages } from '@/features/registration-wizard/messages';
import {
  emptyMilitary,
  emptyPersonal,
  emptySignup,
  isCompleteCode,
  trimZip,
  validateSignup,
  type MilitaryValues,
  type PersonalValues,
} from '@/features/registration-wizard/schemas';
import { validateMilitary, validatePersonal, validatePrivacy, validateSocial } from '@/features/registration-wizard/validation';

const org = { domain: 'teamrwb.org', product: 'Team RWB' };

describe('spec message texts (accounts §5, §8) are exact', () => {
  it('has every text of the registration steps', () => {
    expect(messages).toMatchObject({
      required: 'THIS FIELD IS REQUIRED',
      invalidEmail: 'PLEASE ENTER A VALID EMAIL',
      emailMismatch: 'EMAIL DOES NOT MATCH',
      passwordTooShort: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
      passwordMismatch: 'PASSWORD DOES NOT MATCH',
      signupServer: 'THERE WAS A PROBLEM WITH THE SERVER. PLEASE TRY AGAIN',
      signupNetwork: 'THERE WAS A PROBLEM WITH THE SERVER, PLEASE TRY AGAIN',
      loginAfterSignup: 'Server error. Please try again. If the problem persists, please contact support',
      codeInvalid: 'CODE IS INVALID. PLEASE TRY AGAIN.',
      verifyCheckFailed: 'There was an error contacting the server. Please try again.',
      unableToVerify: 'Unable to verify email.',
      phoneMissing: 'PLEASE ENTER A PHONE NUMBER',
      phoneNotNumbers: 'PLEASE ENTER ONLY NUMBERS',
      phoneNotTen: 'PLEASE ENTER A 10-DIGIT PHONE NUMBER',
      selectOption: 'PLEASE SELECT AN OPTION',
      addressNotVerified: 'Could not verify address. Please submit your address via manual entry.',
      addressLookupFailed: 'Could not get the address.',
      chaptersFailed: 'There was an error finding a list of available chapters.',
      bioTooLong: 'EXCEEDED THE PROFILE BIO LIMIT',
      invalidDate: 'INVALID DATE',
      waiverRequired: 'YOU MUST ACCEPT THE WAIVER TO CONTINUE',
      completionFailed: 'There was a problem contacting the server. Please try again.',
    });
    expect(messages.orgEmail('Team RWB')).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(messages.codeOther('Team RWB')).toBe('Team RWB Error: Please try again later.');
  });
});

describe('validateSignup', () => {
  const good = { first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.com', confirm_email: 'ANA@example.com ', password: 'longenough', confirm_password: 'longenough' };
  it('accepts a complete form (confirmation compared without case or spaces)', () => {
    expect(validateSignup(good, org)).toEqual({});
  });
  it('requires names, a valid e-mail, the confirmation, 8+ characters and a matching password', () => {
    expect(validateSignup(emptySignup(), org)).toEqual({
      first_name: 'THIS FIELD IS REQUIRED',
      last_name: 'THIS FIELD IS REQUIRED',
      email: 'PLEASE ENTER A VALID EMAIL',
      confirm_email: 'THIS FIELD IS REQUIRED',
      password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
      confirm_password: 'PASSWORD DOES NOT MATCH',
    });
    expect(validateSignup({ ...good, first_name: '   ' }, org).first_name).toBe('THIS FIELD IS REQUIRED');
    expect(validateSignup({ ...good, confirm_email: 'other@example.com' }, org)).toEqual({ confirm_email: 'EMAIL DOES NOT MATCH' });
    expect(validateSignup({ ...good, password: 'short12', confirm_password: 'short12' }, org)).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
    expect(validateSignup({ ...good, confirm_password: 'longenougH' }, org)).toEqual({ confirm_password: 'PASSWORD DOES NOT MATCH' });
  });
  it("refuses the organisation's domain and its subdomains", () => {
    const e = validateSignup({ ...good, email: 'me@TeamRWB.org', confirm_email: 'me@teamrwb.org' }, org);
    expect(e.email).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(validateSignup({ ...good, email: 'me@mail.teamrwb.org', confirm_email: 'me@mail.teamrwb.org' }, org).email).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(validateSignup({ ...good, email: 'me@notteamrwb.org', confirm_email: 'me@notteamrwb.org' }, org)).toEqual({});
  });
});

describe('confirmation code', () => {
  it('needs all six boxes, one digit 0-9 each', () => {
    expect(isCompleteCode(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteCode(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5', 'a'])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5', '66'])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5'])).toBe(false);
  });
});

describe('validatePersonal', () => {
  const filled = (over: Partial<PersonalValues> = {}): PersonalValues => ({
    ...emptyPersonal(),
    phone: '(919) 555-0100',
    manual: true,
    street: '1 Main St',
    city: 'Raleigh',
    state: 'NC',
    zipcode: '27601',
    gender: 'Female',
    ...over,
  });
  it('accepts a formatted 10-digit phone and a complete domestic address', () => {
    expect(validatePersonal(filled(), { phoneRequired: true })).toEqual({});
    expect(validatePersonal(filled({ zipcode: '27601-1234' }), { phoneRequired: true })).toEqual({});
  });
  it('phone: missing, not numbers, not 10 digits', () => {
    expect(validatePersonal(filled({ phone: '' }), { phoneRequired: true }).phone).toBe('PLEASE ENTER A PHONE NUMBER');
    expect(validatePersonal(filled({ phone: '' }), { phoneRequired: false }).phone).toBeUndefined();
    expect(validatePersonal(filled({ phone: '919-555-CALL' }), { phoneRequired: true }).phone).toBe('PLEASE ENTER ONLY NUMBERS');
    expect(validatePersonal(filled({ phone: '919 555 010' }), { phoneRequired: true }).phone).toBe('PLEASE ENTER A 10-DIGIT PHONE NUMBER');
    expect(validatePersonal(filled({ phone: '919 555 010' }), { phoneRequired: false }).phone).toBe('PLEASE ENTER A 10-DIGIT PHONE NUMBER');
  });
  it('address, city, state required; domestic zip 5 digits; gender required', () => {
    const e = validatePersonal(filled({ street: ' ', city: '', state: '', zipcode: '', gender: '' }), { phoneRequired: true });
    expect(e).toEqual({
      street: 'THIS FIELD IS REQUIRED',
      city: 'THIS FIELD IS REQUIRED',
      state: 'THIS FIELD IS REQUIRED',
      zipcode: 'THIS FIELD IS REQUIRED',
      gender: 'PLEASE SELECT AN OPTION',
    });
    expect(validatePersonal(filled({ zipcode: '2760' }), { phoneRequired: true }).zipcode).toBe(messages.zipInvalid);
  });
  it('autocomplete mode without a chosen suggestion asks for the address', () => {
    expect(validatePersonal(filled({ manual: false, selected: false }), { phoneRequired: true })).toEqual({ query: 'THIS FIELD IS REQUIRED' });
    expect(validatePersonal(filled({ manual: false, selected: true }), { phoneRequired: true })).toEqual({});
  });
  it('international needs a country other than the United States; no zip needed', () => {
    const intl = filled({ address_type: 'international', country: '', zipcode: '', state: 'Greater London', city: 'London' });
    expect(validatePersonal(intl, { phoneRequired: true })).toEqual({ country: 'THIS FIELD IS REQUIRED' });
    expect(validatePersonal({ ...intl, country: 'United Kingdom' }, { phoneRequired: true })).toEqual({});
  });
  it('zip is trimmed to 5 digits', () => {
    expect(trimZip(' 27601-1234 ')).toBe('27601');
    expect(trimZip('276011234')).toBe('27601');
    expect(trimZip('SW1A 2AA')).toBe('SW1A 2AA');
  });
});

describe('validateSocial', () => {
  it('names required; bio at most 250', () => {
    const base = { first_name: 'Ana', last_name: 'Lopez', profile_bio: 'x'.repeat(250), profile_photo_url: null, cover_photo_url: null };
    expect(validateSocial(base)).toEqual({});
    expect(validateSocial({ ...base, profile_bio: 'x'.repeat(251) })).toEqual({ profile_bio: 'EXCEEDED THE PROFILE BIO LIMIT' });
    expect(validateSocial({ ...base, first_name: ' ', last_name: '' })).toEqual({ first_name: 'THIS FIELD IS REQUIRED', last_name: 'THIS FIELD IS REQUIRED' });
  });
});

describe('validateMilitary', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const vet = (over: Partial<MilitaryValues> = {}): MilitaryValues => ({
    ...emptyMilitary(),
    military_status: 'Veteran',
    military_branch: 'Army',
    military_rank: 'SSG',
    combat_zone: 'no',
    has_disability: 'no',
    ...over,
  });
  it('status required', () => {
    expect(validateMilitary(emptyMilitary(), now)).toEqual({ military_status: 'PLEASE SELECT AN OPTION' });
    expect(validateMilitary({ ...emptyMilitary(), military_status: 'Pirate' }, now)).toEqual({ military_status: 'PLEASE SELECT AN OPTION' });
  });
  it('a civilian needs nothing else', () => {
    expect(validateMilitary({ ...emptyMilitary(), military_status: 'Civilian' }, now)).toEqual({});
  });
  it('non-civilians need branch, a rank of that branch, combat zone and disability', () => {
    expect(validateMilitary(vet(), now)).toEqual({});
    expect(validateMilitary({ ...emptyMilitary(), military_status: 'Active Duty' }, now)).toEqual({
      military_branch: 'PLEASE SELECT AN OPTION',
      military_rank: 'PLEASE SELECT AN OPTION',
      combat_zone: 'PLEASE SELECT AN OPTION',
      has_disability: 'PLEASE SELECT AN OPTION',
    });
    expect(validateMilitary(vet({ military_branch: 'Navy', military_rank: 'SSG' }), now)).toEqual({ military_rank: 'PLEASE SELECT AN OPTION' });
  });
  it('combat zone yes needs the deployment operation', () => {
    expect(validateMilitary(vet({ combat_zone: 'yes' }), now)).toEqual({ combat_deployment_operations: 'PLEASE SELECT AN OPTION' });
    expect(validateMilitary(vet({ combat_zone: 'yes', combat_deployment_operations: 'Operation Iraqi Freedom' }), now)).toEqual({});
  });
  it('the ETS status needs a valid ETS date (INVALID DATE)', () => {
    const ets = vet({ military_status: 'Transitioning Service Member' });
    expect(validateMilitary(ets, now)).toEqual({ military_ets: 'INVALID DATE' });
    expect(validateMilitary({ ...ets, ets_year: '2025', ets_month: '2', ets_day: '29' }, now)).toEqual({ military_ets: 'INVALID DATE' });
    expect(validateMilitary({ ...ets, ets_year: '2024', ets_month: '2', ets_day: '29' }, now)).toEqual({});
    expect(validateMilitary({ ...ets, ets_year: '1945', ets_month: '1', ets_day: '1' }, now)).toEqual({ military_ets: 'INVALID DATE' });
  });
});

describe('validatePrivacy', () => {
  it('the waiver must be accepted', () => {
    expect(validatePrivacy({ anonymous_profile: false, waiver: false })).toEqual({ waiver: 'YOU MUST ACCEPT THE WAIVER TO CONTINUE' });
    expect(validatePrivacy({ anonymous_profile: true, waiver: true })).toEqual({});
  });
});
