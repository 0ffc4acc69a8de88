/**
 * Personal Information's save (accounts spec §7 `POST api/v1/user/{id}`, address fields under the
 * save-payload names of §3): the partial-update payload, and a 422's field errors back on the form.
 * Pure; the form's values and validation are in model.ts.
 */
import { US } from '@/lib/countries';
import { digitsOnly, trimZip } from '@/lib/validate';
import { currentPasswordFailure, type FailedSave } from '../account/model';
import { emailChanged, type PersonalInfoErrors, type PersonalInfoField, type PersonalInfoValues } from './model';

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

/** The server's field names that are the form's own; the others are mapped below. */
const SAME_NAME: readonly PersonalInfoField[] = ['first_name', 'last_name', 'email', 'phone', 'gender', 'shirt_size', 'street', 'street_2', 'city', 'state', 'zipcode', 'country'];

const SERVER_FIELD: Record<string, PersonalInfoField> = {
  ...Object.fromEntries(SAME_NAME.map((f) => [f, f])),
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
