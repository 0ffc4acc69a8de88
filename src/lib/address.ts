/**
 * Address lookup through our own server (docs/api.md "Address lookup"): suggestions for the
 * autocomplete and verification of a chosen address. Shared by registration and settings.
 */
import { z } from 'zod/mini';
import { api } from './http';
import { opt } from './schemas';

/** Autocomplete starts after more than 3 characters, debounced 500 ms, 10 results (spec §5, §9). */
export const ADDRESS_MIN_CHARS = 4;
export const ADDRESS_DEBOUNCE_MS = 500;
export const ADDRESS_RESULTS = 10;

export const AddressSuggestionSchema = z.looseObject({
  fullAddress: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  suiteName: opt(z.string()),
  suites: opt(z.array(z.string())),
  country: opt(z.string()),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

const SuggestionsSchema = z.looseObject({ results: z.array(AddressSuggestionSchema) });

export type AddressKind = 'domestic' | 'international';

export interface AddressValue {
  street: string;
  street_2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  address_type: AddressKind;
}

const NormalizedSchema = z.looseObject({
  street: z.string(),
  street_2: opt(z.string()),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});

export const VerifyResultSchema = z.looseObject({
  verified: z.boolean(),
  code: opt(z.string()),
  message: opt(z.string()),
  normalized: opt(NormalizedSchema),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

/** True when the search text is long enough to ask for suggestions. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= ADDRESS_MIN_CHARS;
}

/** GET api/v1/address/suggestions: at most 10 results. Uses the member's token, else a client token. */
export async function suggestAddresses(
  query: string,
  opts: { type: AddressKind; country?: string; signal?: AbortSignal; loggedIn: boolean },
): Promise<AddressSuggestion[]> {
  const res = await api('api/v1/address/suggestions', {
    query: { q: query.trim(), type: opts.type, country: opts.type === 'international' ? opts.country : undefined },
    auth: opts.loggedIn ? 'user' : 'client',
    signal: opts.signal,
    schema: SuggestionsSchema,
  });
  return res.results.slice(0, ADDRESS_RESULTS);
}

/** POST api/v1/address/verify. */
export function verifyAddress(address: AddressValue, opts: { loggedIn: boolean }): Promise<VerifyResult> {
  return api('api/v1/address/verify', {
    method: 'POST',
    body: {
      street: address.street.trim(),
      street_2: address.street_2.trim() || undefined,
      city: address.city.trim(),
      state: address.state.trim(),
      zipcode: address.zipcode.trim(),
      country: address.country.trim() || undefined,
      address_type: address.address_type,
    },
    auth: opts.loggedIn ? 'user' : 'client',
    schema: VerifyResultSchema,
  });
}
