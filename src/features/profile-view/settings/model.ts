/**
 * Pure helpers of the App Settings pages: Personal Information's form values and validation (accounts
 * spec §5 'Personal info (settings)'). Its save payload and server errors are in payload.ts; the menu's
 * helpers in menu-model.ts.
 */
import type { AddressFormValue } from '@/ui/address-field';
import { US } from '@/lib/countries';
import { GENDERS } from '@/lib/military';
import { stateCode } from '@/lib/us-states';
import { isBlank, isOrgEmail, isValidEmail, phoneProblem } from '@/lib/validate';
import type { Profile } from '../schemas';
import { settingsMessages as m } from './messages';

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
