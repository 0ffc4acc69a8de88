/**
 * The value of an address in a form (registration step 3, profile settings' personal information)
 * and its pure rules: the labels, changing the type, applying a chosen suggestion. AddressField
 * (src/ui/address-field.tsx) renders it; use-address-field.ts holds its state and actions.
 */
import type { AddressKind, AddressSuggestion, AddressValue } from '@/lib/address';
import { US } from '@/lib/countries';
import { stateCode } from '@/lib/us-states';

/** The address part of a form: type, mode, search text, and the address lines. */
export interface AddressFormValue extends AddressValue {
  /** Manual entry instead of autocomplete. */
  manual: boolean;
  /** The autocomplete search text. */
  query: string;
  /** A suggestion was chosen (autocomplete mode shows its lines). */
  selected: boolean;
}

/** The address part of a larger form's values (registration's personal step, profile settings). */
export function addressOf(values: AddressFormValue): AddressFormValue {
  const { address_type, manual, query, selected, street, street_2, city, state, zipcode, country } = values;
  return { address_type, manual, query, selected, street, street_2, city, state, zipcode, country };
}

/** A blank address of a type (domestic: in the United States). */
export function emptyAddress(type: AddressKind): AddressFormValue {
  return { address_type: type, manual: false, query: '', selected: false, street: '', street_2: '', city: '', state: '', zipcode: '', country: type === 'domestic' ? US : '' };
}

export type AddressFormField = 'query' | 'street' | 'street_2' | 'city' | 'state' | 'zipcode' | 'country';

export const addressLabels = {
  addressType: 'Address Type',
  domestic: 'Domestic',
  international: 'International',
  address: 'Address',
  addressHint: 'Type more than 3 characters of your street address, city or zip code, then choose a suggestion.',
  enterManually: 'Enter address manually',
  useSearch: 'Search for my address instead',
  street: 'Street Address',
  street2: 'Apartment, Suite, Unit (optional)',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state',
  region: 'State / Province / Region',
  zip: 'Zip Code',
  postalCode: 'Postal Code',
  country: 'Country',
  chooseCountry: 'Choose a country',
  suggestions: 'Address suggestions',
  suiteTitle: 'Choose your unit',
  suiteIntro: (address: string) => `${address} has several units.`,
  suite: 'Unit',
  useSuite: 'Use this unit',
  cancel: 'Cancel',
  searching: 'Searching…',
  results: (n: number) => (n === 1 ? '1 suggestion. Use the arrow keys to choose.' : `${n} suggestions. Use the arrow keys to choose.`),
  noResults: 'No matching addresses. Keep typing, or enter your address manually.',
  streetNeeded: 'Enter the street address for this city and zip code.',
} as const;

/** Spec §8 'Address lookup'. */
export const addressMessages = {
  lookupFailed: 'Could not get the address.',
} as const;

/** Changing the address type resets manual mode and the address (spec §4); domestic = United States. */
export function changeAddressType(v: AddressFormValue, type: AddressKind): AddressFormValue {
  return type === v.address_type ? v : { ...v, ...emptyAddress(type) };
}

/** The address a suggestion (and an optional suite) stands for. */
export function applySuggestion(v: AddressFormValue, s: AddressSuggestion, suite: string | null): AddressFormValue {
  return {
    ...v,
    selected: true,
    query: s.fullAddress,
    street: s.street,
    street_2: suite ?? '',
    city: s.city,
    state: v.address_type === 'domestic' ? stateCode(s.state) ?? s.state : s.state,
    zipcode: s.zip,
    country: v.address_type === 'domestic' ? US : s.country ?? v.country,
  };
}

/** An option's text: the address, and how many suites it has when there are several. */
export function suggestionText(s: AddressSuggestion): string {
  return s.suites && s.suites.length > 1 ? `${s.fullAddress} (${s.suites.length} ${s.suiteName ?? 'units'})` : s.fullAddress;
}
