/**
 * Pure helpers of the App Settings pages: Personal Information's form values, validation (accounts spec
 * §5 'Personal info (settings)') and partial-update payload (§7 `POST api/v1/user/{id}`, address fields
 * under the save-payload names of §3). The menu's helpers are in settings-menu-model.ts.
 */
import type { AddressFormValue } from '@/ui/address-field';
import { US } from '@/lib/countries';
import { GENDERS } from '@/lib/military';
import { stateCode } from '@/lib/us-states';
import { digitsOnly, isBlank, isOrgEmail, isValidEmail, phoneProblem, trimZip } from '@/lib/validate';
import { currentPasswordFailure, type FailedSave } from './account-model';
import type { Profile } from './schemas';
import { settingsMessages as m } from './settings-messages';

/** Shirt sizes offered (ours: the spec names the field only). */
export const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

export interface ShippingValues {
  /** The member keeps a separate shipping address. */
  enabled: boolean;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export interface PersonalInfoValues extends AddressFormValue {
  first_name: string;
  last_name: string;
  email: string;
  /** Asked for (and sent) only when the e-mail changed: the server wants it for a new e-mail. */
  current_password: string;
  phone: string;
  gender: string;
  shirt_size: string;
  shipping: ShippingValues;
}

export type PersonalInfoField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'current_password'
  | 'phone'
  | 'gender'
  | 'shirt_size'
  | 'query'
  | 'street'
  | 'street_2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'
  | 'shipping_street'
  | 'shipping_city'
  | 'shipping_state'
  | 'shipping_zipcode'
  | 'shipping_country';

export type PersonalInfoErrors = Partial<Record<PersonalInfoField, string>>;

/** The order fields appear in the form: the first invalid one gets the focus. */
export const FIELD_ORDER: readonly PersonalInfoField[] = [
  'first_name',
  'last_name',
  'email',
  'current_password',
  'phone',
  'country',
  'query',
  'street',
  'street_2',
  'city',
  'state',
  'zipcode',
  'gender',
  'shirt_size',
  'shipping_street',
  'shipping_city',
  'shipping_state',
  'shipping_zipcode',
  'shipping_country',
];

/** The `name` attribute of each field's control in the form (AddressField names its own). */
export const FIELD_CONTROL_NAME: Record<PersonalInfoField, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  current_password: 'current_password',
  phone: 'phone',
  gender: 'gender',
  shirt_size: 'shirt_size',
  query: 'address-search',
  street: 'street',
  street_2: 'street_2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
  shipping_street: 'shipping_street',
  shipping_city: 'shipping_city',
  shipping_state: 'shipping_state',
  shipping_zipcode: 'shipping_zipcode',
  shipping_country: 'shipping_country',
};

export function firstInvalid(errors: PersonalInfoErrors): PersonalInfoField | null {
  return FIELD_ORDER.find((f) => !!errors[f]) ?? null;
}

export const hasErrors = (e: object): boolean => Object.values(e).some(Boolean);

const str = (v: string | null | undefined): string => v ?? '';

/** The form's starting values from the member's profile. A stored address opens in manual mode. */
export function personalInfoFromProfile(p: Profile): PersonalInfoValues {
  const loc = p.location ?? {};
  const type: AddressFormValue['address_type'] = loc.address_type === 'international' ? 'international' : 'domestic';
  const domestic = type === 'domestic';
  const hasAddress = !isBlank(loc.address) || !isBlank(loc.city);
  const ship = p.shipping_location;
  const shipCountry = str(ship?.country) || US;
  return {
    first_name: str(p.first_name),
    last_name: str(p.last_name),
    email: str(p.email),
    current_password: '',
    phone: str(p.phone),
    gender: str(p.gender),
    shirt_size: str(p.shirt_size),
    address_type: type,
    manual: hasAddress,
    query: '',
    selected: false,
    street: str(loc.address),
    street_2: str(loc.address_2),
    city: str(loc.city),
    state: domestic ? (stateCode(loc.address_state) ?? str(loc.address_state)) : str(loc.address_state),
    zipcode: str(loc.zip),
    country: domestic ? US : str(loc.country),
    shipping: {
      enabled: !!ship && !isBlank(ship.address),
      street: str(ship?.address),
      city: str(ship?.city),
      state: shipCountry === US ? (stateCode(ship?.address_state) ?? str(ship?.address_state)) : str(ship?.address_state),
      zipcode: str(ship?.zip),
      country: shipCountry,
    },
  };
}

const ZIP = /^\d{5}(?:-?\d{4})?$/;

/** True when the member typed another e-mail than the stored one (case and spaces aside). */
export function emailChanged(v: Pick<PersonalInfoValues, 'email'>, initial: Pick<PersonalInfoValues, 'email'>): boolean {
  return v.email.trim().toLowerCase() !== initial.email.trim().toLowerCase();
}

/**
 * §5 Personal info (settings): first name, last name, email, address, city, state required; email on
 * the organisation's domain refused; phone rules of registration; gender required. Ours: a changed
 * e-mail needs the current password (the server's rule); a domestic zip (5 digits, or 5+4) as in
 * registration; an international address needs its country; a separate shipping address needs street,
 * city, state, zip and country. Without `initial` the e-mail counts as unchanged.
 */
export function validatePersonalInfo(v: PersonalInfoValues, org: { domain: string; product: string }, initial?: PersonalInfoValues): PersonalInfoErrors {
  const e: PersonalInfoErrors = {};
  if (isBlank(v.first_name)) e.first_name = m.required;
  if (isBlank(v.last_name)) e.last_name = m.required;
  if (isBlank(v.email)) e.email = m.required;
  else if (!isValidEmail(v.email)) e.email = m.invalidEmail;
  else if (isOrgEmail(v.email, org.domain)) e.email = m.orgEmail(org.product);
  if (initial && emailChanged(v, initial) && v.current_password === '') e.current_password = m.required;

  const phone = phoneProblem(v.phone);
  if (phone === 'missing') e.phone = m.phoneMissing;
  else if (phone === 'not_numbers') e.phone = m.phoneNotNumbers;
  else if (phone === 'not_ten_digits') e.phone = m.phoneNotTen;

  if (v.address_type === 'international' && (isBlank(v.country) || v.country === US)) e.country = m.required;
  if (!v.manual && !v.selected) {
    e.query = m.required;
  } else {
    if (isBlank(v.street)) e.street = m.required;
    if (isBlank(v.city)) e.city = m.required;
    if (isBlank(v.state)) e.state = m.required;
    if (v.address_type === 'domestic') {
      if (isBlank(v.zipcode)) e.zipcode = m.required;
      else if (!ZIP.test(v.zipcode.trim())) e.zipcode = m.zipInvalid;
    }
  }
  if (!(GENDERS as readonly string[]).includes(v.gender)) e.gender = m.selectOption;

  const s = v.shipping;
  if (s.enabled) {
    if (isBlank(s.street)) e.shipping_street = m.required;
    if (isBlank(s.city)) e.shipping_city = m.required;
    if (isBlank(s.state)) e.shipping_state = m.required;
    if (isBlank(s.country)) e.shipping_country = m.required;
    if (isBlank(s.zipcode)) e.shipping_zipcode = m.required;
    else if (s.country === US && !ZIP.test(s.zipcode.trim())) e.shipping_zipcode = m.zipInvalid;
  }
  return e;
}

const ADDRESS_KEYS = ['address_type', 'street', 'street_2', 'city', 'state', 'zipcode', 'country'] as const;

/** True when the member changed the home address (then it is verified and sent). */
export function addressChanged(v: PersonalInfoValues, initial: PersonalInfoValues): boolean {
  return ADDRESS_KEYS.some((k) => v[k].trim() !== initial[k].trim());
}

export interface AddressVerification {
  address_verified: boolean;
  international_address_verified: boolean;
}

const text = (s: string): string | null => {
  const t = s.trim();
  return t === '' ? null : t;
};

/**
 * The partial update (only Personal Information's fields). Always: names, phone (digits only),
 * gender, shirt size. The e-mail only when it changed (a new e-mail must be confirmed again), with the
 * current password as typed (`current_password`, which the server asks for). The
 * address under the save-payload names only when it changed (`verification` then says whether the
 * address service verified it). The shipping address when present, or null when the member removed it.
 */
export function personalInfoPayload(v: PersonalInfoValues, initial: PersonalInfoValues, verification: AddressVerification | null): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    phone: digitsOnly(v.phone) || null,
    gender: v.gender,
    shirt_size: text(v.shirt_size),
  };
  if (emailChanged(v, initial)) {
    payload.email = v.email.trim();
    payload.current_password = v.current_password;
  }
  if (addressChanged(v, initial)) {
    const domestic = v.address_type === 'domestic';
    Object.assign(payload, {
      street: v.street.trim(),
      street_2: text(v.street_2),
      city: v.city.trim(),
      state: v.state.trim(),
      zipcode: domestic ? trimZip(v.zipcode) : text(v.zipcode),
      country: domestic ? US : v.country.trim(),
      address_type: v.address_type,
      address_verified: domestic && !!verification?.address_verified,
      international_address_verified: !domestic && !!verification?.international_address_verified,
    });
  }
  const s = v.shipping;
  if (s.enabled) {
    const us = s.country === US;
    payload.shipping_address = {
      street: s.street.trim(),
      city: s.city.trim(),
      state: s.state.trim(),
      zipcode: us ? trimZip(s.zipcode) : s.zipcode.trim(),
      country: s.country.trim() || US,
    };
  } else if (initial.shipping.enabled) {
    payload.shipping_address = null;
  }
  return payload;
}

const SERVER_FIELD: Record<string, PersonalInfoField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  shirt_size: 'shirt_size',
  street: 'street',
  street_2: 'street_2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  country: 'country',
  address_type: 'query',
  shipping_address: 'shipping_street',
  'shipping_address.street': 'shipping_street',
  'shipping_address.city': 'shipping_city',
  'shipping_address.state': 'shipping_state',
  'shipping_address.zipcode': 'shipping_zipcode',
  'shipping_address.country': 'shipping_country',
};

/**
 * A 422's field errors on the form's fields, in capitals like every form message (spec §5). `rest`
 * holds what has no field on this form. With the whole failure given, the current password's verdict
 * is the account pages' ('INVALID PASSWORD.' when wrong; a 429's 'Too many attempts…' text too).
 */
export function serverFieldErrors(fields: Record<string, string>, failure?: FailedSave): { errors: PersonalInfoErrors; rest: string[] } {
  const errors: PersonalInfoErrors = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const field = SERVER_FIELD[key];
    if (field) errors[field] ??= message.toUpperCase();
    else if (key !== 'current_password') rest.push(message);
  }
  const current = failure ? currentPasswordFailure(failure) : fields.current_password ? fields.current_password.toUpperCase() : null;
  if (current) errors.current_password = current;
  return { errors, rest };
}
