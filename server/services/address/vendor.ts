/**
 * The street-level vendor adapter (production): an HTTP address service in the style of Melissa's
 * Express Entry (autocomplete with suite lists) and Global Address (verification with AE result
 * codes), configured by `ADDRESS_VENDOR_URL` + `ADDRESS_VENDOR_KEY`. Only the server calls it; the
 * key never reaches a browser.
 *
 * Calls (all GET, `format=json`, the key as `id`):
 * - `{url}/ExpressFreeForm?ff=&maxrecords=` (domestic) and
 *   `{url}/GlobalExpressFreeForm?ff=&country=&maxrecords=` (international) →
 *   `{Results: [{Address: {Address, AddressLine1|Address1, City|Locality, State|AdministrativeArea,
 *   PostalCode, SuiteName?, SuiteList?, CountryName?}}]}`
 * - `{url}/doGlobalAddress?a1=&a2=&loc=&admarea=&postal=&ctry=` →
 *   `{Records: [{Results: 'AV24,GS05' | 'AE01,…', AddressLine1, Locality, AdministrativeArea,
 *   PostalCode, CountryName}]}`; an AE code means not verified (its message from codes.ts).
 * Anything else (network error, timeout, non-2xx, a body that is not that JSON) throws
 * `AddressLookupError`, which the routes answer with 502.
 */
import { normaliseZip } from '../geo';
import { addressErrorMessage, isAddressErrorCode, UNVERIFIED_MESSAGE } from './codes';
import { AddressLookupError, isUnitedStates, type AddressAdapter, type AddressInput, type AddressSuggestion, type SuggestOptions, type VerifyResult } from './types';

export interface VendorOptions {
  /** Base URL of the service (no trailing slash needed). */
  url: string;
  key: string;
  /** Milliseconds per call (default 5000). */
  timeoutMs?: number;
  /** Injected in tests; default the global fetch. */
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const first = (o: Json, ...keys: string[]): string => keys.map((k) => text(o[k])).find(Boolean) ?? '';
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function zipFor(raw: string, international: boolean): string {
  return international ? raw : (normaliseZip(raw) ?? raw);
}

function toSuggestion(raw: Json, international: boolean): AddressSuggestion | null {
  const a = isObject(raw.Address) ? raw.Address : raw;
  const street = first(a, 'AddressLine1', 'Address1', 'Thoroughfare');
  const city = first(a, 'City', 'Locality');
  const state = first(a, 'State', 'AdministrativeArea');
  const zip = zipFor(first(a, 'PostalCode', 'Zip'), international);
  if (!street && !city) return null;
  const fullAddress = first(a, 'Address', 'FullAddress') || [street, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const suggestion: AddressSuggestion = { fullAddress, street, city, state, zip };
  const suites = Array.isArray(a.SuiteList) ? a.SuiteList.map(text).filter(Boolean) : [];
  if (suites.length > 0) {
    suggestion.suites = suites;
    suggestion.suiteName = first(a, 'SuiteName') || undefined;
  } else if (first(a, 'SuiteName')) {
    suggestion.suiteName = first(a, 'SuiteName');
  }
  const country = first(a, 'CountryName', 'Country');
  if (international && country) suggestion.country = country;
  return suggestion;
}

export function createVendorAddressAdapter(options: VendorOptions): AddressAdapter {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? globalThis.fetch;

  async function get(path: string, params: Record<string, string>): Promise<Json> {
    const url = new URL(`${base}/${path}`);
    for (const [k, v] of Object.entries({ format: 'json', id: options.key, ...params })) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new AddressLookupError(timedOut ? `address service timed out after ${timeoutMs} ms` : 'address service unreachable', { cause: error });
    }
    if (!res.ok) throw new AddressLookupError(`address service answered ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch (error) {
      throw new AddressLookupError('address service answered something that is not JSON', { cause: error });
    }
    if (!isObject(body)) throw new AddressLookupError('address service answered an unexpected body');
    // Melissa-style transmission errors (bad key, quota): the call as a whole failed.
    const transmission = text(body.TransmissionResults);
    if (transmission) throw new AddressLookupError(`address service refused the call (${transmission})`);
    return body;
  }

  return {
    name: 'vendor',

    async suggest(query: string, opts: SuggestOptions): Promise<AddressSuggestion[]> {
      const international = Boolean(opts.international) || !isUnitedStates(opts.country);
      const params: Record<string, string> = { ff: query.trim(), maxrecords: String(opts.limit) };
      if (international && opts.country) params.country = opts.country;
      const body = await get(international ? 'GlobalExpressFreeForm' : 'ExpressFreeForm', params);
      if (!Array.isArray(body.Results)) throw new AddressLookupError('address service answered without Results');
      return body.Results.filter(isObject)
        .map((r) => toSuggestion(r, international))
        .filter((s): s is AddressSuggestion => s !== null)
        .slice(0, opts.limit);
    },

    async verify(address: AddressInput): Promise<VerifyResult> {
      const international = address.address_type === 'international' || !isUnitedStates(address.country);
      const body = await get('doGlobalAddress', {
        a1: address.street,
        a2: address.street_2 ?? '',
        loc: address.city,
        admarea: address.state,
        postal: address.zipcode,
        ctry: international ? address.country : 'US',
      });
      const record = Array.isArray(body.Records) ? body.Records.find(isObject) : undefined;
      if (!record) throw new AddressLookupError('address service answered without Records');
      const codes = text(record.Results)
        .split(/[,;\s]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      const error = codes.find((c) => c.startsWith('AE'));
      if (error) return { verified: false, code: error, message: isAddressErrorCode(error) ? addressErrorMessage(error) : UNVERIFIED_MESSAGE };
      if (!codes.some((c) => c.startsWith('AV') || c.startsWith('AS'))) return { verified: false, message: UNVERIFIED_MESSAGE };
      return {
        verified: true,
        normalized: {
          street: first(record, 'AddressLine1', 'Address1') || address.street.trim(),
          street_2: first(record, 'AddressLine2', 'Address2', 'SubPremises') || address.street_2?.trim() || null,
          city: first(record, 'Locality', 'City') || address.city.trim(),
          state: first(record, 'AdministrativeArea', 'State') || address.state.trim(),
          zipcode: zipFor(first(record, 'PostalCode') || address.zipcode.trim(), international),
          country: international ? first(record, 'CountryName') || address.country : 'United States',
          address_type: international ? 'international' : 'domestic',
        },
      };
    },
  };
}
