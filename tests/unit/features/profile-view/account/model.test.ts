import { describe, expect, it } from 'vitest';
import {
  BIO_MAX,
  EDIT_FIELD_ORDER,
  canDelete,
  currentPasswordFailure,
  editProfilePayload,
  editServerErrors,
  editValuesFromProfile,
  etsFocusPart,
  firstInvalid,
  hasErrors,
  militaryFromProfile,
  militaryPayload,
  PASSWORD_FIELD_ORDER,
  passwordServerErrors,
  validateEditProfile,
  validatePassword,
  type EditProfileValues,
} from '@/features/profile-view/account/model';
import type { Profile } from '@/features/profile-view/schemas';
import { changeMilitary } from '@/ui/military-fields';
import { emptyMilitaryValues, type MilitaryFormValues } from '@/ui/military-values';

const NOW = new Date('2026-03-15T12:00:00Z');
const ETS = 'Transitioning Service Member';

const veteran: Profile = {
  id: 7,
  first_name: 'Alex',
  last_name: 'Rivera',
  profile_bio: 'Runner.',
  profile_photo_url: 'https://cdn.example/p.png',
  cover_photo_url: null,
  military_status: 'Veteran',
  military_family_member: false,
  military_branch: 'Army',
  military_rank: 'SSG',
  military_specialty: '11B',
  has_disability: true,
  combat_zone: true,
  combat_deployment_operations: 'Operation Iraqi Freedom',
  military_ets: null,
};

const service = (over: Partial<MilitaryFormValues> = {}): MilitaryFormValues => ({
  ...emptyMilitaryValues(),
  military_status: 'Veteran',
  military_branch: 'Navy',
  military_rank: 'PO2',
  combat_zone: 'no',
  has_disability: 'no',
  ...over,
});

const values = (over: Partial<EditProfileValues> = {}): EditProfileValues => ({
  first_name: 'Alex',
  last_name: 'Rivera',
  profile_bio: '',
  profile_photo_url: null,
  cover_photo_url: null,
  military: service(),
  ...over,
});

describe('militaryFromProfile (profile → form)', () => {
  it('a service member: yes/no answers, branch, rank, specialty, operation', () => {
    expect(militaryFromProfile(veteran)).toEqual({
      military_status: 'Veteran',
      military_family_member: false,
      military_branch: 'Army',
      military_rank: 'SSG',
      military_specialty: '11B',
      combat_zone: 'yes',
      combat_deployment_operations: 'Operation Iraqi Freedom',
      has_disability: 'yes',
      ets_year: '',
      ets_month: '',
      ets_day: '',
    });
  });

  it('a Civilian: the family-member flag only (stale service fields are not carried)', () => {
    expect(militaryFromProfile({ ...veteran, military_status: 'Civilian', military_family_member: true })).toEqual({
      ...emptyMilitaryValues(),
      military_status: 'Civilian',
      military_family_member: true,
    });
  });

  it('the ETS status: the date split into month, day and year (no leading zeros)', () => {
    const v = militaryFromProfile({ ...veteran, military_status: ETS, military_ets: '2025-02-07' });
    expect([v.ets_month, v.ets_day, v.ets_year]).toEqual(['2', '7', '2025']);
  });

  it('unknown or missing values start empty: status, branch, a rank of another branch, combat zone unknown', () => {
    expect(militaryFromProfile({ id: 1 })).toEqual(emptyMilitaryValues());
    expect(militaryFromProfile({ ...veteran, military_status: 'Pirate' })).toEqual(emptyMilitaryValues());
    const odd = militaryFromProfile({ ...veteran, military_branch: 'Army Air Corps', combat_zone: null, has_disability: null });
    expect(odd).toMatchObject({ military_branch: '', military_rank: '', combat_zone: '', combat_deployment_operations: '', has_disability: '' });
    expect(militaryFromProfile({ ...veteran, military_rank: 'PO2' }).military_rank).toBe('');
    expect(militaryFromProfile({ ...veteran, military_status: 'Veteran', military_ets: '2025-02-07' }).ets_year).toBe('');
  });

  it('editValuesFromProfile: names, bio and photos; nulls become empty strings', () => {
    const v = editValuesFromProfile({ id: 2, first_name: null, last_name: 'X', profile_bio: null });
    expect(v).toMatchObject({ first_name: '', last_name: 'X', profile_bio: '', profile_photo_url: null, cover_photo_url: null });
    expect(editValuesFromProfile(veteran).profile_photo_url).toBe('https://cdn.example/p.png');
  });
});

describe('validateEditProfile (§5 Edit profile)', () => {
  it('valid values have no errors', () => {
    expect(validateEditProfile(values(), NOW)).toEqual({});
    expect(validateEditProfile(editValuesFromProfile(veteran), NOW)).toEqual({});
  });

  it("first and last name required, whitespace counts as empty: 'This field is required.'", () => {
    const e = validateEditProfile(values({ first_name: '   ', last_name: '' }), NOW);
    expect(e).toEqual({ first_name: 'This field is required.', last_name: 'This field is required.' });
  });

  it("bio: 250 is fine, 251 is 'EXCEEDED THE PROFILE BIO LIMIT'", () => {
    expect(BIO_MAX).toBe(250);
    expect(validateEditProfile(values({ profile_bio: 'x'.repeat(250) }), NOW)).toEqual({});
    expect(validateEditProfile(values({ profile_bio: 'x'.repeat(251) }), NOW)).toEqual({ profile_bio: 'EXCEEDED THE PROFILE BIO LIMIT' });
  });

  it("status required ('PLEASE SELECT AN OPTION'); a Civilian needs nothing else", () => {
    expect(validateEditProfile(values({ military: emptyMilitaryValues() }), NOW)).toEqual({ military_status: 'PLEASE SELECT AN OPTION' });
    expect(validateEditProfile(values({ military: { ...emptyMilitaryValues(), military_status: 'Civilian' } }), NOW)).toEqual({});
  });

  it("non-civilians need a rank of their branch: 'RANK MUST BE FILLED IN'", () => {
    expect(validateEditProfile(values({ military: service({ military_rank: '' }) }), NOW)).toEqual({ military_rank: 'RANK MUST BE FILLED IN' });
    expect(validateEditProfile(values({ military: service({ military_rank: 'SSG' }) }), NOW)).toEqual({ military_rank: 'RANK MUST BE FILLED IN' });
    // Changing branch clears rank (§4), so the rank is asked again.
    const changed = changeMilitary(service(), 'military_branch', 'Army');
    expect(validateEditProfile(values({ military: changed }), NOW).military_rank).toBe('RANK MUST BE FILLED IN');
  });

  it('branch, combat zone, disability required; deployment operation when combat zone is yes', () => {
    const e = validateEditProfile(values({ military: service({ military_branch: '', military_rank: '', combat_zone: '', has_disability: '' }) }), NOW);
    expect(e).toEqual({
      military_branch: 'PLEASE SELECT AN OPTION',
      military_rank: 'RANK MUST BE FILLED IN',
      combat_zone: 'PLEASE SELECT AN OPTION',
      has_disability: 'PLEASE SELECT AN OPTION',
    });
    expect(validateEditProfile(values({ military: service({ combat_zone: 'yes' }) }), NOW)).toEqual({ combat_deployment_operations: 'PLEASE SELECT AN OPTION' });
    expect(validateEditProfile(values({ military: service({ combat_zone: 'yes', combat_deployment_operations: 'Korean War' }) }), NOW)).toEqual({});
  });

  it("the ETS status needs month, day and year ('EXPIRATION TERM OF SERVICE MUST BE FILLED IN'), then a real date ('INVALID DATE')", () => {
    const ets = (month: string, day: string, year: string) => values({ military: service({ military_status: ETS, ets_month: month, ets_day: day, ets_year: year }) });
    const missing = 'EXPIRATION TERM OF SERVICE MUST BE FILLED IN';
    expect(validateEditProfile(ets('', '', ''), NOW)).toEqual({ military_ets: missing });
    expect(validateEditProfile(ets('2', '', '2025'), NOW)).toEqual({ military_ets: missing });
    expect(validateEditProfile(ets('2', '14', ''), NOW)).toEqual({ military_ets: missing });
    expect(validateEditProfile(ets('2', '30', '2025'), NOW)).toEqual({ military_ets: 'INVALID DATE' });
    expect(validateEditProfile(ets('2', '14', '1900'), NOW)).toEqual({ military_ets: 'INVALID DATE' });
    expect(validateEditProfile(ets('2', '14', '2025'), NOW)).toEqual({});
    // Other statuses ignore the date.
    expect(validateEditProfile(values({ military: service({ ets_month: '2' }) }), NOW)).toEqual({});
  });

  it('the first invalid field in form order; the ETS focus goes to the first empty part', () => {
    const e = validateEditProfile(values({ last_name: '', military: service({ military_rank: '' }) }), NOW);
    expect(firstInvalid(e, EDIT_FIELD_ORDER)).toBe('last_name');
    expect(firstInvalid({ military_ets: 'x', military_rank: 'y' }, EDIT_FIELD_ORDER)).toBe('military_rank');
    expect(firstInvalid({}, EDIT_FIELD_ORDER)).toBeNull();
    expect(etsFocusPart(service({ ets_month: '2', ets_day: '', ets_year: '' }))).toBe('ets_day');
    expect(etsFocusPart(service({ ets_month: '2', ets_day: '3', ets_year: '' }))).toBe('ets_year');
    expect(etsFocusPart(service({ ets_month: '2', ets_day: '30', ets_year: '2025' }))).toBe('ets_month');
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });
});

describe('save payload (§4 Profile save payload)', () => {
  it('Civilian: the status and the family-member flag only', () => {
    expect(militaryPayload({ ...emptyMilitaryValues(), military_status: 'Civilian', military_family_member: true })).toEqual({
      military_status: 'Civilian',
      military_family_member: true,
    });
  });

  it('a service member: branch, specialty, rank, disability, combat zone and deployment operations (no ETS date)', () => {
    const p = militaryPayload(service({ military_specialty: '  Hospital Corpsman ', combat_zone: 'yes', combat_deployment_operations: 'Korean War', has_disability: 'yes', ets_year: '2020' }));
    expect(p).toEqual({
      military_status: 'Veteran',
      military_branch: 'Navy',
      military_specialty: 'Hospital Corpsman',
      military_rank: 'PO2',
      has_disability: true,
      combat_zone: true,
      combat_deployment_operations: 'Korean War',
    });
    expect(militaryPayload(service({ military_specialty: ' ' }))).toMatchObject({ military_specialty: null, combat_zone: false, combat_deployment_operations: null, has_disability: false });
  });

  it('the ETS status adds the end-of-service date as YYYY-MM-DD', () => {
    expect(militaryPayload(service({ military_status: ETS, ets_year: '2025', ets_month: '2', ets_day: '7' }))).toMatchObject({ military_status: ETS, military_ets: '2025-02-07', military_branch: 'Navy' });
  });

  it('profile → form → payload round trip for each kind of member', () => {
    expect(militaryPayload(militaryFromProfile(veteran))).toEqual({
      military_status: 'Veteran',
      military_branch: 'Army',
      military_specialty: '11B',
      military_rank: 'SSG',
      has_disability: true,
      combat_zone: true,
      combat_deployment_operations: 'Operation Iraqi Freedom',
    });
    expect(militaryPayload(militaryFromProfile({ ...veteran, military_status: 'Civilian', military_family_member: true }))).toEqual({ military_status: 'Civilian', military_family_member: true });
    expect(militaryPayload(militaryFromProfile({ ...veteran, military_status: ETS, military_ets: '2024-11-30' })).military_ets).toBe('2024-11-30');
  });

  it('names and bio trimmed; photos only when changed (null when removed)', () => {
    const initial = { profile_photo_url: 'https://cdn.example/p.png', cover_photo_url: null };
    const same = editProfilePayload(values({ first_name: ' Sam ', last_name: ' Lee ', profile_bio: ' Hi ', ...initial }), initial);
    expect(same).toEqual({ first_name: 'Sam', last_name: 'Lee', profile_bio: 'Hi', ...militaryPayload(service()) });
    expect(same).not.toHaveProperty('profile_photo_url');
    const changed = editProfilePayload(values({ profile_photo_url: null, cover_photo_url: 'https://cdn.example/c.png' }), initial);
    expect(changed).toMatchObject({ profile_photo_url: null, cover_photo_url: 'https://cdn.example/c.png' });
  });

  it('server 422 fields land on their form fields; others are kept apart', () => {
    expect(editServerErrors({ first_name: 'This field is required.', military_rank: 'PLEASE SELECT AN OPTION', cover_photo_url: 'Bad URL' })).toEqual({
      errors: { first_name: 'This field is required.', military_rank: 'PLEASE SELECT AN OPTION' },
      rest: ['Bad URL'],
    });
    const short = { status: 422, code: 'validation', message: 'x', fields: { password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' } };
    expect(passwordServerErrors(short).errors).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
  });
});

describe('validatePassword (§5 Password update)', () => {
  const current = 'my-current-pw';
  it("at least 8 characters, empty included: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG'", () => {
    expect(validatePassword({ current, password: '', confirm: '' })).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG', confirm: 'PASSWORD DOES NOT MATCH' });
    expect(validatePassword({ current, password: '1234567', confirm: '1234567' })).toEqual({ password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
    expect(validatePassword({ current, password: '12345678', confirm: '12345678' })).toEqual({});
  });

  it("confirmation required and equal: 'PASSWORD DOES NOT MATCH'; not trimmed", () => {
    expect(validatePassword({ current, password: '12345678', confirm: '' })).toEqual({ confirm: 'PASSWORD DOES NOT MATCH' });
    expect(validatePassword({ current, password: '12345678', confirm: '12345679' })).toEqual({ confirm: 'PASSWORD DOES NOT MATCH' });
    expect(validatePassword({ current, password: '12345678 ', confirm: '12345678' })).toEqual({ confirm: 'PASSWORD DOES NOT MATCH' });
  });

  it("the current password is required ('THIS FIELD IS REQUIRED', the form's capitals), any length, not trimmed; it comes first", () => {
    expect(validatePassword({ current: '', password: '12345678', confirm: '12345678' })).toEqual({ current: 'THIS FIELD IS REQUIRED' });
    expect(validatePassword({ current: ' ', password: '12345678', confirm: '12345678' })).toEqual({});
    expect(validatePassword({ current: 'x', password: '12345678', confirm: '12345678' })).toEqual({});
    expect(PASSWORD_FIELD_ORDER).toEqual(['current', 'password', 'confirm']);
    expect(firstInvalid(validatePassword({ current: '', password: '', confirm: '' }), PASSWORD_FIELD_ORDER)).toBe('current');
  });
});

describe('the server on the current password (422 invalid_password, 429)', () => {
  const failure = (status: number, code: string, fields: Record<string, string> = {}, message = 'Server text.') => ({ status, code, message, fields });

  it("a wrong one is §8's 'INVALID PASSWORD.' under Current Password", () => {
    const wrong = failure(422, 'invalid_password', { current_password: 'Invalid password.' }, 'Invalid password.');
    expect(currentPasswordFailure(wrong)).toBe('INVALID PASSWORD.');
    expect(passwordServerErrors(wrong)).toEqual({ errors: { current: 'INVALID PASSWORD.' }, rest: [] });
  });

  it("a missing one is 'THIS FIELD IS REQUIRED'; it lands beside the new password's own message", () => {
    const missing = failure(422, 'validation', { password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG', current_password: 'This field is required.' });
    expect(passwordServerErrors(missing).errors).toEqual({ current: 'THIS FIELD IS REQUIRED', password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG' });
    expect(currentPasswordFailure(failure(422, 'validation', { current_password: 'At most 200 characters.' }))).toBe('AT MOST 200 CHARACTERS.');
  });

  it("too many tries (429): the server's 'Too many attempts…' text under the field, as at login", () => {
    const limited = failure(429, 'rate_limited', {}, 'Too many attempts. Please try again in 15 minutes.');
    expect(passwordServerErrors(limited).errors).toEqual({ current: 'Too many attempts. Please try again in 15 minutes.' });
  });

  it('other failures are not about the field', () => {
    expect(currentPasswordFailure(failure(500, 'http_500'))).toBeNull();
    expect(currentPasswordFailure(failure(422, 'validation', { first_name: 'This field is required.' }))).toBeNull();
    expect(passwordServerErrors(failure(500, 'http_500')).errors).toEqual({});
  });
});

describe('canDelete (§5 Delete account)', () => {
  it('enabled only from 8 characters', () => {
    expect(canDelete('')).toBe(false);
    expect(canDelete('1234567')).toBe(false);
    expect(canDelete('12345678')).toBe(true);
    expect(canDelete('a much longer password')).toBe(true);
  });
});
