/**
 * The address adapter: how the server suggests and verifies addresses. The client only ever talks
 * to our routes (`/api/v1/address/*`); the adapter behind them is the offline zip/city gazetteer by
 * default or a street-level vendor when one is configured.
 */

/** One autocomplete result (spec §3 'Address suggestion'). */
export interface AddressSuggestion {
  /** The whole address on one line, e.g. `100 Main St, Raleigh, NC 27601`. */
  fullAddress: string;
  /** Street line; empty when the source has no street data (the offline adapter). */
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The secondary designator for the suite list, e.g. `Apt` or `Ste`. */
  suiteName?: string;
  /** Suites (apartments, units) at this street address, when the source knows them. */
  suites?: string[];
  /** Set on international suggestions. */
  country?: string;
}

export interface SuggestOptions {
  international?: boolean;
  /** Country name or ISO code (international lookups). */
  country?: string;
  limit: number;
}

export type AddressType = 'domestic' | 'international';

export interface AddressInput {
  street: string;
  street_2?: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  address_type: AddressType;
}

export interface NormalizedAddress {
  street: string;
  street_2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  address_type: AddressType;
}

export interface VerifyResult {
  verified: boolean;
  /** An AE01-AE14 code (see codes.ts) when the service said why the address failed. */
  code?: string;
  message?: string;
  /** The address as the service spells it (canonical city, 5-digit zip, …) when verified. */
  normalized?: NormalizedAddress;
}

export interface AddressAdapter {
  /** Which adapter this is (logs, tests). */
  readonly name: string;
  suggest(query: string, opts: SuggestOptions): Promise<AddressSuggestion[]>;
  verify(address: AddressInput): Promise<VerifyResult>;
}

/** The service could not be reached or answered something unusable; routes turn it into a 502. */
export class AddressLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupError';
  }
}

const US_NAMES = new Set(['', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);

/** Does this country field name the United States (empty = yes: domestic is the default)? */
export function isUnitedStates(country: string | null | undefined): boolean {
  return US_NAMES.has((country ?? '').trim().toLowerCase());
}
