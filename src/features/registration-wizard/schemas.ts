/**
 * The registration forms' values and their validation (accounts spec §5). Each validator returns the
 * message per field (exact spec texts from messages.ts); an empty object means valid.
 */
import { z } from 'zod/mini';
import { CIVILIAN, ETS_STATUS, GENDERS, isMilitaryStatus, isRankOf, isValidEtsDate, needsService } from '@/lib/military';
import { emptyMilitaryValues, type MilitaryFormField, type MilitaryFormValues } from '@/ui/military-fields';
import type { AddressFormValue } from '@/ui/address-field';
import { isBlank, isOrgEmail, isValidEmail, phoneProblem } from '@/lib/validate';
import { messages } from './messages';

export type Errors<K extends string> = Partial<Record<K, string>>;
export const hasErrors = (e: object) => Object.values(e).some(Boolean);

export const BIO_MAX = 250;
export const PASSWORD_MIN = 8;
export const CODE_LENGTH = 6;

// ---- Step 1: signup ---------------------------------------------------------------------------------

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  confirm_email: string;
  password: string;
  confirm_password: string;
}
export const emptySignup = (): SignupValues => ({ first_name: '', last_name: '', email: '', confirm_email: '', password: '', confirm_password: '' });

export function validateSignup(v: SignupValues, org: { domain: string; product: string }): Errors<keyof SignupValues> {
  const e: Errors<keyof SignupValues> = {};
  if (isBlank(v.first_name)) e.first_name = messages.required;
  if (isBlank(v.last_name)) e.last_name = messages.required;
  if (!isValidEmail(v.email)) e.email = messages.invalidEmail;
  else if (isOrgEmail(v.email, org.domain)) e.email = messages.orgEmail(org.product);
  if (!e.email && v.confirm_email.trim().toLowerCase() !== v.email.trim().toLowerCase()) e.confirm_email = messages.emailMismatch;
  else if (e.email && isBlank(v.confirm_email)) e.confirm_email = messages.required;
  if (v.password.length < PASSWORD_MIN) e.password = messages.passwordTooShort;
  if (v.confirm_password !== v.password || v.confirm_password === '') e.confirm_password = messages.passwordMismatch;
  return e;
}

// ---- Step 2: confirmation code ----------------------------------------------------------------------

/** All six boxes filled, each one digit 0-9. */
export function isCompleteCode(digits: readonly string[]): boolean {
  return digits.length === CODE_LENGTH && digits.every((d) => /^[0-9]$/.test(d));
}

// ---- Step 3: personal info --------------------------------------------------------------------------

export type AddressType = AddressFormValue['address_type'];

export interface PersonalValues extends AddressFormValue {
  phone: string;
  gender: string;
  chapter_id: number | null;
  chapter_name: string | null;
}

export const emptyPersonal = (): PersonalValues => ({
  phone: '',
  address_type: 'domestic',
  manual: false,
  query: '',
  selected: false,
  street: '',
  street_2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'United States',
  gender: '',
  chapter_id: null,
  chapter_name: null,
});

type PersonalField = 'phone' | 'query' | 'street' | 'city' | 'state' | 'zipcode' | 'country' | 'gender';

const ZIP = /^\d{5}(?:-?\d{4})?$/;

/** Zip trimmed to 5 digits (spec §9): '27601-1234' → '27601'. Other text comes back trimmed. */
export function trimZip(zip: string): string {
  const t = zip.trim();
  return ZIP.test(t) ? t.slice(0, 5) : t;
}

export function validatePersonal(v: PersonalValues, opts: { phoneRequired: boolean }): Errors<PersonalField> {
  const e: Errors<PersonalField> = {};
  const phone = phoneProblem(v.phone);
  if (phone === 'missing') {
    if (opts.phoneRequired) e.phone = messages.phoneMissing;
  } else if (phone === 'not_numbers') e.phone = messages.phoneNotNumbers;
  else if (phone === 'not_ten_digits') e.phone = messages.phoneNotTen;

  if (!v.manual && !v.selected) {
    e.query = messages.required;
  } else {
    if (isBlank(v.street)) e.street = messages.required;
    if (isBlank(v.city)) e.city = messages.required;
    if (isBlank(v.state)) e.state = messages.required;
    if (v.address_type === 'domestic') {
      if (isBlank(v.zipcode)) e.zipcode = messages.required;
      else if (!ZIP.test(v.zipcode.trim())) e.zipcode = messages.zipInvalid;
    }
  }
  if (v.address_type === 'international' && (isBlank(v.country) || v.country === 'United States')) e.country = messages.required;
  if (!(GENDERS as readonly string[]).includes(v.gender)) e.gender = messages.selectOption;
  return e;
}

// ---- Step 4: social profile -------------------------------------------------------------------------

export interface SocialValues {
  first_name: string;
  last_name: string;
  profile_bio: string;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
}

export function validateSocial(v: SocialValues): Errors<'first_name' | 'last_name' | 'profile_bio'> {
  const e: Errors<'first_name' | 'last_name' | 'profile_bio'> = {};
  if (isBlank(v.first_name)) e.first_name = messages.required;
  if (isBlank(v.last_name)) e.last_name = messages.required;
  if (v.profile_bio.length > BIO_MAX) e.profile_bio = messages.bioTooLong;
  return e;
}

// ---- Step 5: military service -----------------------------------------------------------------------

export type MilitaryValues = MilitaryFormValues;
export type MilitaryField = MilitaryFormField;
export const emptyMilitary = emptyMilitaryValues;

/**
 * Military registration (§5): status required; for non-civilians branch, rank (of that branch),
 * combat zone and disability; the deployment operation when combat zone is yes; for the ETS status a
 * valid ETS date ('INVALID DATE').
 */
export function validateMilitary(v: MilitaryValues, now: Date = new Date()): Errors<MilitaryField> {
  const e: Errors<MilitaryField> = {};
  if (!isMilitaryStatus(v.military_status)) {
    e.military_status = messages.selectOption;
    return e;
  }
  if (!needsService(v.military_status)) return e;
  if (isBlank(v.military_branch)) e.military_branch = messages.selectOption;
  if (!isRankOf(v.military_branch, v.military_rank)) e.military_rank = messages.selectOption;
  if (v.combat_zone === '') e.combat_zone = messages.selectOption;
  if (v.combat_zone === 'yes' && isBlank(v.combat_deployment_operations)) e.combat_deployment_operations = messages.selectOption;
  if (v.has_disability === '') e.has_disability = messages.selectOption;
  if (v.military_status === ETS_STATUS && !isValidEtsDate(Number(v.ets_year), Number(v.ets_month), Number(v.ets_day), now)) {
    e.military_ets = messages.invalidDate;
  }
  return e;
}

export const isCivilian = (status: string) => status === CIVILIAN;

// ---- Step 6: privacy and waiver ---------------------------------------------------------------------

export interface PrivacyValues {
  anonymous_profile: boolean;
  waiver: boolean;
}

export function validatePrivacy(v: PrivacyValues): Errors<'waiver'> {
  return v.waiver ? {} : { waiver: messages.waiverRequired };
}

// ---- server responses -------------------------------------------------------------------------------

export const CreatedSchema = z.looseObject({ id: z.number() });

export const ChapterSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  city: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  distance: z.optional(z.nullable(z.number())),
});
export type Chapter = z.infer<typeof ChapterSchema>;
export const ChapterListSchema = z.looseObject({ data: z.array(ChapterSchema) });
