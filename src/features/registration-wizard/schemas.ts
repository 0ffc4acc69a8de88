/**
 * The registration forms' values, the signup and code checks, and the server responses. The checks of
 * steps 3-6 are in validation.ts (loaded with those steps). Validators return the message per field
 * (exact spec texts from messages.ts); an empty object means valid.
 */
import { z } from 'zod/mini';
import { emptyMilitaryValues, type MilitaryFormField, type MilitaryFormValues } from '@/ui/military-values';
import type { AddressFormValue } from '@/ui/address-field';
import { isBlank, isOrgEmail, isValidEmail } from '@/lib/validate';
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

export type PersonalField = 'phone' | 'query' | 'street' | 'city' | 'state' | 'zipcode' | 'country' | 'gender';

export const ZIP = /^\d{5}(?:-?\d{4})?$/;

/** Zip trimmed to 5 digits (spec §9): '27601-1234' → '27601'. Other text comes back trimmed. */
export function trimZip(zip: string): string {
  const t = zip.trim();
  return ZIP.test(t) ? t.slice(0, 5) : t;
}

// ---- Step 4: social profile -------------------------------------------------------------------------

export interface SocialValues {
  first_name: string;
  last_name: string;
  profile_bio: string;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
}

// ---- Step 5: military service -----------------------------------------------------------------------

export type MilitaryValues = MilitaryFormValues;
export type MilitaryField = MilitaryFormField;
export const emptyMilitary = emptyMilitaryValues;


// ---- Step 6: privacy and waiver ---------------------------------------------------------------------

export interface PrivacyValues {
  anonymous_profile: boolean;
  waiver: boolean;
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
