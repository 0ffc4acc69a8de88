/**
 * Pure helpers of the account pages (accounts spec §4 Forms, §5 Edit profile / Password update /
 * Delete account, §7 `POST api/v1/user/{id}`): Edit Profile's values from the profile, its validation
 * and its partial-update payload; the password rules; when Delete Account may be pressed; and the
 * mapping of a server 422 onto the form's fields.
 */
import { ETS_STATUS, etsDateString, isBranch, isMilitaryStatus, isRankOf, isValidEtsDate, needsService, parseEtsDate } from '@/lib/military';
import { isBlank } from '@/lib/validate';
import { emptyMilitaryValues, type MilitaryFormField, type MilitaryFormValues, type YesNo } from '@/ui/military-values';
import { accountMessages as m } from './messages';
import type { Profile } from '../schemas';

/** §3 / §9: the bio holds at most 250 characters; a password at least 8. */
export const BIO_MAX = 250;
export const PASSWORD_MIN = 8;

export type Errors<F extends string> = Partial<Record<F, string>>;
export const hasErrors = (e: object): boolean => Object.values(e).some(Boolean);

// ---- Edit Profile ------------------------------------------------------------------------------------

export interface EditProfileValues {
  first_name: string;
  last_name: string;
  profile_bio: string;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
  military: MilitaryFormValues;
}

export type EditProfileField = 'first_name' | 'last_name' | 'profile_bio' | MilitaryFormField;
export type EditProfileErrors = Errors<EditProfileField>;

/** The order the fields appear in: the first invalid one gets the focus. */
export const EDIT_FIELD_ORDER: readonly EditProfileField[] = [
  'first_name',
  'last_name',
  'profile_bio',
  'military_status',
  'military_branch',
  'military_rank',
  'combat_zone',
  'combat_deployment_operations',
  'has_disability',
  'military_ets',
];

export function firstInvalid<F extends string>(errors: Errors<F>, order: readonly F[]): F | null {
  return order.find((f) => !!errors[f]) ?? null;
}

const yesNo = (b: boolean | null | undefined): YesNo => (b === true ? 'yes' : b === false ? 'no' : '');
const str = (s: string | null | undefined) => s ?? '';

/**
 * The profile's military fields as the form's values. A status outside the form's list, a branch
 * outside the branches or a rank outside its branch start empty (the member picks again); the ETS
 * date is split into month, day and year. A civilian's service fields are not carried.
 */
export function militaryFromProfile(p: Profile): MilitaryFormValues {
  const status = isMilitaryStatus(p.military_status) ? p.military_status : '';
  if (!status) return emptyMilitaryValues();
  if (!needsService(status)) return { ...emptyMilitaryValues(), military_status: status, military_family_member: !!p.military_family_member };
  const branch = isBranch(p.military_branch) ? p.military_branch : '';
  const combat = yesNo(p.combat_zone);
  const ets = status === ETS_STATUS ? parseEtsDate(p.military_ets) : null;
  return {
    military_status: status,
    military_family_member: false,
    military_branch: branch,
    military_rank: isRankOf(branch, p.military_rank) ? str(p.military_rank) : '',
    military_specialty: str(p.military_specialty),
    combat_zone: combat,
    combat_deployment_operations: combat === 'yes' ? str(p.combat_deployment_operations) : '',
    has_disability: yesNo(p.has_disability),
    ets_year: ets ? String(ets.year) : '',
    ets_month: ets ? String(ets.month) : '',
    ets_day: ets ? String(ets.day) : '',
  };
}

/** Edit Profile's starting values. */
export function editValuesFromProfile(p: Profile): EditProfileValues {
  return {
    first_name: str(p.first_name),
    last_name: str(p.last_name),
    profile_bio: str(p.profile_bio),
    profile_photo_url: p.profile_photo_url ?? null,
    cover_photo_url: p.cover_photo_url ?? null,
    military: militaryFromProfile(p),
  };
}

/**
 * §5 Edit profile: first and last name required ('This field is required.'); bio at most 250
 * ('EXCEEDED THE PROFILE BIO LIMIT'); non-civilians need a rank of their branch ('RANK MUST BE FILLED
 * IN'); the ETS status needs month, day and year ('EXPIRATION TERM OF SERVICE MUST BE FILLED IN') forming
 * a real date of the offered years ('INVALID DATE'). The other military rules are registration's:
 * status required; for non-civilians branch, combat zone and disability; the deployment operation
 * when combat zone is yes ('PLEASE SELECT AN OPTION').
 */
export function validateEditProfile(v: EditProfileValues, now: Date = new Date()): EditProfileErrors {
  const e: EditProfileErrors = {};
  if (isBlank(v.first_name)) e.first_name = m.required;
  if (isBlank(v.last_name)) e.last_name = m.required;
  if (v.profile_bio.length > BIO_MAX) e.profile_bio = m.bioTooLong;
  Object.assign(e, validateMilitary(v.military, now));
  return e;
}

export function validateMilitary(v: MilitaryFormValues, now: Date = new Date()): Errors<MilitaryFormField> {
  const e: Errors<MilitaryFormField> = {};
  if (!isMilitaryStatus(v.military_status)) {
    e.military_status = m.selectOption;
    return e;
  }
  if (!needsService(v.military_status)) return e;
  if (!isBranch(v.military_branch)) e.military_branch = m.selectOption;
  if (!isRankOf(v.military_branch, v.military_rank)) e.military_rank = m.rankMissing;
  if (v.combat_zone === '') e.combat_zone = m.selectOption;
  if (v.combat_zone === 'yes' && isBlank(v.combat_deployment_operations)) e.combat_deployment_operations = m.selectOption;
  if (v.has_disability === '') e.has_disability = m.selectOption;
  if (v.military_status === ETS_STATUS) {
    if (isBlank(v.ets_month) || isBlank(v.ets_day) || isBlank(v.ets_year)) e.military_ets = m.etsMissing;
    else if (!isValidEtsDate(Number(v.ets_year), Number(v.ets_month), Number(v.ets_day), now)) e.military_ets = m.invalidDate;
  }
  return e;
}

/** The ETS date part to focus for an ETS error: the first empty one, else the month. */
export function etsFocusPart(v: MilitaryFormValues): 'ets_month' | 'ets_day' | 'ets_year' {
  if (isBlank(v.ets_month)) return 'ets_month';
  if (isBlank(v.ets_day)) return 'ets_day';
  if (isBlank(v.ets_year)) return 'ets_year';
  return 'ets_month';
}

const text = (s: string) => {
  const t = s.trim();
  return t === '' ? null : t;
};

/**
 * §4 Profile save payload, military part: for Civilian the family-member flag; otherwise branch,
 * specialty, rank, disability, combat zone and deployment operations; for the ETS status the
 * end-of-service date too. The status is always sent.
 */
export function militaryPayload(v: MilitaryFormValues): Record<string, unknown> {
  if (!needsService(v.military_status)) {
    return { military_status: v.military_status, military_family_member: v.military_family_member };
  }
  const combat = v.combat_zone === 'yes';
  const out: Record<string, unknown> = {
    military_status: v.military_status,
    military_branch: v.military_branch,
    military_specialty: text(v.military_specialty),
    military_rank: v.military_rank,
    has_disability: v.has_disability === 'yes',
    combat_zone: combat,
    combat_deployment_operations: combat ? v.combat_deployment_operations : null,
  };
  if (v.military_status === ETS_STATUS) out.military_ets = etsDateString(Number(v.ets_year), Number(v.ets_month), Number(v.ets_day));
  return out;
}

/**
 * The Edit Profile partial update (§7 `POST api/v1/user/{id}`): names (trimmed), bio (trimmed), the
 * military payload, and each photo URL only when it changed (null when removed), so a stored URL the
 * form never touched is not sent back.
 */
export function editProfilePayload(v: EditProfileValues, initial: Pick<EditProfileValues, 'profile_photo_url' | 'cover_photo_url'>): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    profile_bio: v.profile_bio.trim(),
  };
  if (v.profile_photo_url !== initial.profile_photo_url) payload.profile_photo_url = v.profile_photo_url;
  if (v.cover_photo_url !== initial.cover_photo_url) payload.cover_photo_url = v.cover_photo_url;
  return { ...payload, ...militaryPayload(v.military) };
}

const EDIT_SERVER_FIELDS: Record<string, EditProfileField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  profile_bio: 'profile_bio',
  military_status: 'military_status',
  military_family_member: 'military_status',
  military_branch: 'military_branch',
  military_rank: 'military_rank',
  combat_zone: 'combat_zone',
  combat_deployment_operations: 'combat_deployment_operations',
  has_disability: 'has_disability',
  military_ets: 'military_ets',
};

/** A server 422's field messages on the form's fields; `rest` holds the ones with no field here. */
export function serverErrors<F extends string>(fields: Record<string, string>, map: Record<string, F>): { errors: Errors<F>; rest: string[] } {
  const errors: Errors<F> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = map[key];
    if (field) errors[field] ??= message;
    else rest.push(message);
  }
  return { errors, rest };
}

export const editServerErrors = (fields: Record<string, string>) => serverErrors(fields, EDIT_SERVER_FIELDS);

// ---- Update Password ---------------------------------------------------------------------------------

export interface PasswordValues {
  /** The password the member uses now: the server asks for it with every change of password or e-mail. */
  current: string;
  password: string;
  confirm: string;
}
export type PasswordField = 'current' | 'password' | 'confirm';

/** The order the fields appear in: the first invalid one gets the focus. */
export const PASSWORD_FIELD_ORDER: readonly PasswordField[] = ['current', 'password', 'confirm'];

/**
 * §5 Password update: the current password required ('THIS FIELD IS REQUIRED'); the new one required and
 * at least 8 characters ('PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG', also for an empty one, as at
 * signup); the confirmation required and equal ('PASSWORD DOES NOT MATCH', also for an empty one).
 * Passwords are taken as typed (no trimming).
 */
export function validatePassword(v: PasswordValues): Errors<PasswordField> {
  const e: Errors<PasswordField> = {};
  if (v.current === '') e.current = m.currentPasswordRequired;
  if (v.password.length < PASSWORD_MIN) e.password = m.passwordTooShort;
  if (v.confirm === '' || v.confirm !== v.password) e.confirm = m.passwordMismatch;
  return e;
}

/** The server's answer as the API client raises it (ApiError fits). */
export interface FailedSave {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * What to show under Current Password after a failed save, else null: a wrong password (422
 * `invalid_password`) is §8's 'INVALID PASSWORD.'; a missing one 'THIS FIELD IS REQUIRED'; too many
 * wrong tries (429) the server's 'Too many attempts…' text, as the login form shows it.
 */
export function currentPasswordFailure(e: FailedSave): string | null {
  if (e.status === 429) return e.message;
  if (e.status !== 422) return null;
  if (e.code === 'invalid_password') return m.invalidPassword;
  const message = e.fields.current_password;
  if (!message) return null;
  return message === m.required ? m.currentPasswordRequired : message.toUpperCase();
}

/** A 422's (or 429's) field messages on the Update Password fields. */
export function passwordServerErrors(e: FailedSave): { errors: Errors<PasswordField>; rest: string[] } {
  const { errors, rest } = e.status === 422 ? serverErrors<PasswordField>(e.fields, { password: 'password', current_password: 'current' }) : { errors: {}, rest: [] };
  const current = currentPasswordFailure(e);
  if (current) errors.current = current;
  return { errors, rest };
}

// ---- Delete Account ----------------------------------------------------------------------------------

/** §5 Delete account: the button is enabled only when the password has at least 8 characters. */
export function canDelete(password: string): boolean {
  return password.length >= PASSWORD_MIN;
}
