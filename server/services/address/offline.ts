/**
 * The default address adapter: the offline US zip gazetteer (`zipcodes`). It knows zip → city,
 * state and coordinates, not streets or suites, so it suggests city/state/zip (street left empty)
 * and verifies that the zip exists and matches the city and state. Domestic only: international
 * lookups suggest nothing and verify as not verified (the client falls back to manual entry).
 */
import zipcodes, { type ZipCode } from 'zipcodes';
import { normaliseZip } from '../geo';
import { ADDRESS_ERROR_MESSAGES, UNVERIFIED_MESSAGE } from './codes';
import { isUnitedStates, type AddressAdapter, type AddressInput, type AddressSuggestion, type SuggestOptions, type VerifyResult } from './types';

interface Entry {
  zip: string;
  city: string;
  state: string;
  /** `normaliseCity(city)`, for matching. */
  key: string;
}

/** Case, punctuation and the usual abbreviations do not matter: `St. Louis` = `saint louis`. */
export function normaliseCity(city: string): string {
  return city
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => ({ saint: 'st', sainte: 'ste', fort: 'ft', mount: 'mt', point: 'pt', port: 'pt' })[w] ?? w)
    .join(' ');
}

let index: { entries: Entry[]; states: Set<string> } | null = null;

/** Every US zip, sorted by zip (built once; the package keeps its table as `codes`). */
function gazetteer() {
  if (index) return index;
  const codes = (zipcodes as unknown as { codes: Record<string, ZipCode> }).codes;
  const entries: Entry[] = [];
  for (const z of Object.values(codes)) {
    if (z.country !== 'US' || !/^\d{5}$/.test(z.zip)) continue;
    entries.push({ zip: z.zip, city: z.city, state: z.state, key: normaliseCity(z.city) });
  }
  entries.sort((a, b) => a.zip.localeCompare(b.zip));
  index = { entries, states: new Set(entries.map((e) => e.state)) };
  return index;
}

function toSuggestion(e: Entry): AddressSuggestion {
  return { fullAddress: `${e.city}, ${e.state} ${e.zip}`, street: '', city: e.city, state: e.state, zip: e.zip };
}

/** `Raleigh`, `Raleigh, NC`, `Raleigh NC`, `Raleigh, NC 27601` → city (and state). */
function parseCityQuery(query: string, states: Set<string>): Array<{ city: string; state?: string }> {
  const parts = query
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const last = /^([A-Za-z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(parts[parts.length - 1]);
    if (last && states.has(last[1].toUpperCase())) return [{ city: parts[parts.length - 2], state: last[1].toUpperCase() }];
    return [{ city: parts[parts.length - 1] }];
  }
  const one = parts[0] ?? '';
  const tail = /^(.+?)\s+([A-Za-z]{2})$/.exec(one);
  // `Raleigh NC`, but also a city that merely ends in two letters: try both readings.
  if (tail && states.has(tail[2].toUpperCase())) return [{ city: tail[1], state: tail[2].toUpperCase() }, { city: one }];
  return [{ city: one }];
}

function suggestByZip(prefix: string, limit: number): AddressSuggestion[] {
  const out: AddressSuggestion[] = [];
  for (const e of gazetteer().entries) {
    if (e.zip.startsWith(prefix)) out.push(toSuggestion(e));
    else if (e.zip > prefix) break;
    if (out.length >= limit) break;
  }
  return out;
}

function suggestByCity(query: string, limit: number): AddressSuggestion[] {
  const { entries, states } = gazetteer();
  for (const { city, state } of parseCityQuery(query, states)) {
    const key = normaliseCity(city);
    // A city line that starts with a house number is a street: the gazetteer has no streets.
    if (!key || /^\d/.test(key)) continue;
    const matches = entries.filter((e) => (!state || e.state === state) && e.key.startsWith(key));
    if (matches.length === 0) continue;
    // Exact city names first, then longer names starting with the query; by state, then zip.
    matches.sort((a, b) => Number(b.key === key) - Number(a.key === key) || a.city.localeCompare(b.city) || a.state.localeCompare(b.state) || a.zip.localeCompare(b.zip));
    return matches.slice(0, limit).map(toSuggestion);
  }
  return [];
}

export function createOfflineAddressAdapter(): AddressAdapter {
  return {
    name: 'offline',

    async suggest(query: string, opts: SuggestOptions): Promise<AddressSuggestion[]> {
      if (opts.international || !isUnitedStates(opts.country)) return [];
      const q = query.trim();
      const limit = Math.max(0, opts.limit);
      if (!q || limit === 0) return [];
      const digits = /^(\d{1,5})(?:-\d{0,4})?$/.exec(q);
      if (digits) return suggestByZip(digits[1], limit);
      return suggestByCity(q, limit);
    },

    async verify(address: AddressInput): Promise<VerifyResult> {
      if (address.address_type === 'international' || !isUnitedStates(address.country)) {
        return { verified: false, message: UNVERIFIED_MESSAGE };
      }
      const street = address.street.trim();
      const city = address.city.trim();
      const state = address.state.trim().toUpperCase();
      if (!street || !city || !state || !address.zipcode.trim()) return { verified: false, code: 'AE07', message: ADDRESS_ERROR_MESSAGES.AE07 };
      const zip = normaliseZip(address.zipcode);
      const found = zip ? zipcodes.lookup(zip) : undefined;
      if (!found || found.country !== 'US' || found.state !== state || normaliseCity(found.city) !== normaliseCity(city)) {
        return { verified: false, code: 'AE01', message: ADDRESS_ERROR_MESSAGES.AE01 };
      }
      return {
        verified: true,
        normalized: {
          street,
          street_2: address.street_2?.trim() || null,
          city: found.city,
          state: found.state,
          zipcode: found.zip,
          country: 'United States',
          address_type: 'domestic',
        },
      };
    },
  };
}
