/**
 * Input schemas of the user routes, with the spec's messages (accounts spec §5, sentence case: the
 * client shows them uppercased where the spec does).
 */
import { z } from 'zod';
import type { Config } from '../config';
import { BRANCHES, DEPLOYMENT_OPERATIONS, GENDERS, MILITARY_STATUSES } from '../../src/lib/military';

// The spec's texts (accounts §5) where it has one, so the client can show the server's 422 as is.
export const MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email.',
  emailTaken: 'Email is already registered.',
  orgEmail: (product: string) => `PLEASE USE A NON-${product} EMAIL`,
  passwordShort: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
  phoneDigits: 'PLEASE ENTER A 10-DIGIT PHONE NUMBER',
  bioLong: 'EXCEEDED THE PROFILE BIO LIMIT',
  invalidDate: 'INVALID DATE',
  zip: 'Please enter a valid 5-digit zip code.',
  url: 'Please enter a valid http or https URL.',
  chapter: 'Unknown chapter.',
  readOnly: 'This field cannot be changed.',
  selectOption: 'PLEASE SELECT AN OPTION',
  /** §8 Delete account's 'INVALID PASSWORD.' in sentence case: a wrong current password. */
  invalidPassword: 'Invalid password.',
} as const;

export { BRANCHES, GENDERS };
export const PASSWORD_MIN = 8;

export function isOrgEmail(email: string, orgDomain: string): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return domain === orgDomain || domain.endsWith(`.${orgDomain}`);
}

/** Required text: trimmed, not empty. */
const requiredText = (max: number) => z.string().trim().min(1, { error: MESSAGES.required }).max(max, { error: `At most ${max} characters.` });

/** Optional text: trimmed; empty (or only spaces) becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .nullable()
    .transform((v) => (v ? v : null));

/** Optional text that must be one of the form's choices (the client's lists, src/lib/military.ts). */
const optionalChoice = (choices: readonly string[]) =>
  optionalText(100).refine((v) => v === null || choices.includes(v), { error: MESSAGES.selectOption });

export const emailSchema = (config: Config) =>
  z
    .string()
    .trim()
    .max(254, { error: MESSAGES.email })
    .pipe(z.email({ error: MESSAGES.email }))
    .refine((e) => !isOrgEmail(e, config.orgEmailDomain), { error: MESSAGES.orgEmail(config.productName) });

export const passwordSchema = z.string().min(PASSWORD_MIN, { error: MESSAGES.passwordShort }).max(200, { error: 'At most 200 characters.' });

/** Digits only (formatting stripped), exactly 10; empty → null. */
const phoneSchema = z
  .string()
  .nullable()
  .transform((v, ctx) => {
    const digits = (v ?? '').replace(/\D/g, '');
    if (!digits) return null;
    if (digits.length !== 10) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phoneDigits });
      return z.NEVER;
    }
    return digits;
  });

const httpUrl = z
  .string()
  .trim()
  .max(2048, { error: MESSAGES.url })
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, { error: MESSAGES.url });

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = z.string().refine((v) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}, { error: MESSAGES.invalidDate });

/** `3` or `{id: 3, name?}` → 3. */
const chapterRef = z
  .union([z.number().int().positive(), z.looseObject({ id: z.number().int().positive() })])
  .transform((v) => (typeof v === 'number' ? v : v.id));

export const createUserSchema = (config: Config) =>
  z.strictObject({
    grant_type: z.literal('client_credentials').optional(),
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailSchema(config),
    password: passwordSchema,
  });

export type CreateUserInput = z.output<ReturnType<typeof createUserSchema>>;

const shippingSchema = z.strictObject({
  street: requiredText(200),
  city: requiredText(100),
  state: requiredText(100),
  zipcode: requiredText(20),
  country: optionalText(100).optional(),
});

/** Profile fields the server owns (or another route changes): sending them is a 422. */
export const READ_ONLY_FIELDS = [
  'id',
  'email_verified',
  'eagle_leader',
  'eagle_leader_title',
  'eagle_leader_info',
  'anchor_chapter',
  'salesforce_contact_id',
  'roles',
  'location',
  'shipping_location',
  'last_check_in_date',
  'date_joined',
  'shirt_transaction_datetime',
] as const;

export const updateUserSchema = (config: Config) =>
  z
    .strictObject({
      first_name: requiredText(100),
      last_name: requiredText(100),
      email: emailSchema(config),
      phone: phoneSchema,
      gender: z.enum(GENDERS).nullable(),
      profile_bio: z
        .string()
        .nullable()
        .transform((v) => (v ?? '').trim())
        .pipe(z.string().max(250, { error: MESSAGES.bioLong })),
      profile_photo_url: httpUrl.nullable(),
      cover_photo_url: httpUrl.nullable(),
      anonymous_profile: z.boolean(),
      public_profile: z.boolean(),
      preferred_chapter: chapterRef.nullable(),
      home_chapter: chapterRef.nullable(),
      newsletter_subscription: z
        .array(z.looseObject({ id: z.union([z.string().trim().min(1).max(100), z.number().int()]) }))
        .max(50)
        .transform((list) => list.map((item) => ({ id: item.id }))),
      do_not_send_any_email: z.boolean(),
      do_not_contact: z.boolean(),
      do_not_call: z.boolean(),
      profile_completed: z.boolean(),
      registration_started_via_app: z.boolean(),
      legal_waiver_signed: z.boolean(),
      military_status: optionalChoice(MILITARY_STATUSES),
      military_family_member: z.boolean(),
      military_branch: z.enum(BRANCHES).nullable(),
      military_specialty: optionalText(100),
      military_rank: optionalText(20),
      military_ets: isoDate.nullable(),
      has_disability: z.boolean().nullable(),
      combat_zone: z.boolean().nullable(),
      combat_deployment_operations: optionalChoice(DEPLOYMENT_OPERATIONS),
      shirt_size: optionalText(10),
      street: optionalText(200),
      street_2: optionalText(200),
      city: optionalText(100),
      state: optionalText(100),
      zipcode: optionalText(20),
      country: optionalText(100),
      address_type: z.enum(['domestic', 'international']).nullable(),
      address_verified: z.boolean(),
      international_address_verified: z.boolean(),
      shipping_address: shippingSchema.nullable(),
      password: passwordSchema,
      /**
       * The member's current password: required with `password` and with an `email` that differs
       * (case-insensitively) from the stored one; ignored otherwise. Not trimmed (passwords are taken
       * as typed); empty counts as missing.
       */
      current_password: z.string().max(200, { error: 'At most 200 characters.' }),
    })
    .partial()
    .refine((v) => v.anonymous_profile === undefined || v.public_profile === undefined || v.anonymous_profile !== v.public_profile, {
      error: 'anonymous_profile and public_profile contradict each other.',
      path: ['public_profile'],
    });

export type UpdateUserInput = z.output<ReturnType<typeof updateUserSchema>>;
