import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import {
  ADDRESS_ERROR_MESSAGES,
  AddressLookupError,
  createAddressAdapter,
  createOfflineAddressAdapter,
  createVendorAddressAdapter,
  type AddressInput,
} from '../../../server/services/address/index';

const offline = createOfflineAddressAdapter();
const domestic = (a: Partial<AddressInput>): AddressInput => ({
  street: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zipcode: '27601',
  country: 'United States',
  address_type: 'domestic',
  ...a,
});

describe('address error codes', () => {
  it('has a member-facing message for AE01 to AE14', () => {
    const codes = Array.from({ length: 14 }, (_, i) => `AE${String(i + 1).padStart(2, '0')}`);
    expect(Object.keys(ADDRESS_ERROR_MESSAGES)).toEqual(codes);
    for (const code of codes) expect(ADDRESS_ERROR_MESSAGES[code as keyof typeof ADDRESS_ERROR_MESSAGES].length).toBeGreaterThan(20);
    expect(ADDRESS_ERROR_MESSAGES.AE01).toMatch(/^Zip code error/);
  });
});

describe('offline adapter: suggest', () => {
  it('a digit query suggests the zips starting with those digits (city and state, street empty)', async () => {
    const r = await offline.suggest('2760', { limit: 10 });
    expect(r.length).toBeGreaterThan(5);
    expect(r.length).toBeLessThanOrEqual(10);
    for (const s of r) {
      expect(s.zip).toMatch(/^2760\d$/);
      expect(s.state).toBe('NC');
      expect(s.street).toBe('');
      expect(s.fullAddress).toBe(`${s.city}, ${s.state} ${s.zip}`);
      expect(s.suites).toBeUndefined();
    }
    expect(r[0]).toEqual({ fullAddress: 'Raleigh, NC 27601', street: '', city: 'Raleigh', state: 'NC', zip: '27601' });
    expect(r.map((s) => s.zip)).toEqual([...r.map((s) => s.zip)].sort());

    const wide = await offline.suggest('276', { limit: 10 });
    expect(wide).toHaveLength(10);
    expect(wide.every((s) => s.zip.startsWith('276'))).toBe(true);
  });

  it('a full zip (also zip+4) gives that zip', async () => {
    expect(await offline.suggest('90210', { limit: 10 })).toEqual([{ fullAddress: 'Beverly Hills, CA 90210', street: '', city: 'Beverly Hills', state: 'CA', zip: '90210' }]);
    expect((await offline.suggest('27601-1234', { limit: 10 })).map((s) => s.zip)).toEqual(['27601']);
    expect(await offline.suggest('00000', { limit: 10 })).toEqual([]);
  });

  it('a city query suggests city/state/zip, with or without the state', async () => {
    const byCity = await offline.suggest('Raleigh', { limit: 10 });
    expect(byCity).toHaveLength(10);
    expect(byCity.every((s) => s.city === 'Raleigh')).toBe(true);

    for (const q of ['Raleigh, NC', 'raleigh nc', 'Raleigh, NC 27601']) {
      const r = await offline.suggest(q, { limit: 10 });
      expect(r.length, q).toBe(10);
      expect(r.every((s) => s.city === 'Raleigh' && s.state === 'NC' && s.street === ''), q).toBe(true);
    }
    const partial = await offline.suggest('Beverly Hil', { limit: 10 });
    expect(partial.some((s) => s.zip === '90210')).toBe(true);
    expect(await offline.suggest('Beverly Hills, TX', { limit: 10 })).toEqual([]);
  });

  it('respects the limit and returns nothing for streets, nonsense or international lookups', async () => {
    expect(await offline.suggest('New York', { limit: 3 })).toHaveLength(3);
    expect(await offline.suggest('100 Main St', { limit: 10 })).toEqual([]);
    expect(await offline.suggest('Xyzzyville', { limit: 10 })).toEqual([]);
    expect(await offline.suggest('London', { international: true, country: 'United Kingdom', limit: 10 })).toEqual([]);
  });
});

describe('offline adapter: verify', () => {
  it('a zip whose city and state match is verified (case-insensitive), with the canonical spelling', async () => {
    const r = await offline.verify(domestic({ zipcode: '27601', city: 'raleigh', state: 'nc', street: ' 1 Main St ' }));
    expect(r).toEqual({
      verified: true,
      normalized: { street: '1 Main St', street_2: null, city: 'Raleigh', state: 'NC', zipcode: '27601', country: 'United States', address_type: 'domestic' },
    });
    expect((await offline.verify(domestic({ zipcode: '90210', city: 'Beverly Hills', state: 'CA' }))).verified).toBe(true);
    expect((await offline.verify(domestic({ zipcode: '27601-4321', city: 'RALEIGH', state: 'NC' }))).verified).toBe(true);
  });

  it('a zip that does not match the city or state, or does not exist, is AE01', async () => {
    const wrongCity = await offline.verify(domestic({ zipcode: '27601', city: 'Durham', state: 'NC' }));
    expect(wrongCity).toEqual({ verified: false, code: 'AE01', message: ADDRESS_ERROR_MESSAGES.AE01 });
    expect((await offline.verify(domestic({ zipcode: '27601', city: 'Raleigh', state: 'SC' }))).code).toBe('AE01');
    expect((await offline.verify(domestic({ zipcode: '00000' }))).code).toBe('AE01');
    expect((await offline.verify(domestic({ zipcode: 'abcde' }))).code).toBe('AE01');
  });

  it('missing parts are AE07; international addresses are not verified, with no code', async () => {
    expect((await offline.verify(domestic({ zipcode: '' }))).code).toBe('AE07');
    expect((await offline.verify(domestic({ street: '  ' }))).code).toBe('AE07');
    const intl = await offline.verify({ street: '10 Downing Street', city: 'London', state: '', zipcode: 'SW1A 2AA', country: 'United Kingdom', address_type: 'international' });
    expect(intl.verified).toBe(false);
    expect(intl.code).toBeUndefined();
  });
});

function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url);
    return answer(url);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('vendor adapter (fake fetch)', () => {
  it('suggest calls the domestic free-form service with the key and maps Results, suites included', async () => {
    const f = fakeFetch(() =>
      json({
        Results: [
          { Address: { Address: '100 Main St, Raleigh, NC 27601-1234', AddressLine1: '100 Main St', City: 'Raleigh', State: 'NC', PostalCode: '27601-1234', SuiteName: 'Apt', SuiteList: ['Apt 1', 'Apt 2', ''] } },
          { Address: { Address: '102 Main St, Raleigh, NC 27601', Address1: '102 Main St', City: 'Raleigh', State: 'NC', PostalCode: '27601', SuiteList: [] } },
        ],
      }),
    );
    const vendor = createVendorAddressAdapter({ url: 'https://addr.example/v3/', key: 'k-123', fetch: f.fetch });
    const r = await vendor.suggest('100 Main', { limit: 10 });
    expect(r).toEqual([
      { fullAddress: '100 Main St, Raleigh, NC 27601-1234', street: '100 Main St', city: 'Raleigh', state: 'NC', zip: '27601', suiteName: 'Apt', suites: ['Apt 1', 'Apt 2'] },
      { fullAddress: '102 Main St, Raleigh, NC 27601', street: '102 Main St', city: 'Raleigh', state: 'NC', zip: '27601' },
    ]);
    const [url] = f.calls;
    expect(url.origin + url.pathname).toBe('https://addr.example/v3/ExpressFreeForm');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'json', id: 'k-123', ff: '100 Main', maxrecords: '10' });
  });

  it('international suggest uses the global service with the country', async () => {
    const f = fakeFetch(() =>
      json({ Results: [{ Address: { Address: '10 Downing Street, London SW1A 2AA', AddressLine1: '10 Downing Street', Locality: 'London', AdministrativeArea: '', PostalCode: 'SW1A 2AA', CountryName: 'United Kingdom' } }] }),
    );
    const vendor = createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: f.fetch });
    const r = await vendor.suggest('10 Downing', { international: true, country: 'GB', limit: 5 });
    expect(r).toEqual([{ fullAddress: '10 Downing Street, London SW1A 2AA', street: '10 Downing Street', city: 'London', state: '', zip: 'SW1A 2AA', country: 'United Kingdom' }]);
    expect(f.calls[0].pathname).toBe('/GlobalExpressFreeForm');
    expect(f.calls[0].searchParams.get('country')).toBe('GB');
  });

  it('verify maps AE codes to their messages', async () => {
    for (const [results, code] of [
      ['AE01', 'AE01'],
      ['AS01,AE09', 'AE09'],
      ['AE14, GS05', 'AE14'],
    ]) {
      const f = fakeFetch(() => json({ Records: [{ Results: results }] }));
      const vendor = createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: f.fetch });
      const r = await vendor.verify(domestic({}));
      expect(r).toEqual({ verified: false, code, message: ADDRESS_ERROR_MESSAGES[code as keyof typeof ADDRESS_ERROR_MESSAGES] });
      expect(Object.fromEntries(f.calls[0].searchParams)).toMatchObject({ id: 'k', a1: '1 Main St', loc: 'Raleigh', admarea: 'NC', postal: '27601', ctry: 'US' });
    }
  });

  it('verify: AV/AS codes without AE are verified and normalized; no code at all is not verified', async () => {
    const ok = fakeFetch(() => json({ Records: [{ Results: 'AV24,GS05', AddressLine1: '1 MAIN ST', Locality: 'RALEIGH', AdministrativeArea: 'NC', PostalCode: '27601-1234' }] }));
    const r = await createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: ok.fetch }).verify(domestic({ street_2: 'Apt 2' }));
    expect(r).toEqual({
      verified: true,
      normalized: { street: '1 MAIN ST', street_2: 'Apt 2', city: 'RALEIGH', state: 'NC', zipcode: '27601', country: 'United States', address_type: 'domestic' },
    });
    const unknown = fakeFetch(() => json({ Records: [{ Results: 'GS05' }] }));
    const u = await createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: unknown.fetch }).verify(domestic({}));
    expect(u.verified).toBe(false);
    expect(u.code).toBeUndefined();
    expect(u.message).toMatch(/manual entry/);
  });

  it('failures throw AddressLookupError: HTTP error, bad body, transmission error, network error, timeout', async () => {
    const cases: Array<ReturnType<typeof fakeFetch>['fetch']> = [
      fakeFetch(() => json({ error: 'boom' }, 500)).fetch,
      fakeFetch(() => new Response('<html>', { status: 200 })).fetch,
      fakeFetch(() => json({ TransmissionResults: 'GE05', Results: [] })).fetch,
      fakeFetch(() => json({ nothing: true })).fetch,
      fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch,
    ];
    for (const f of cases) {
      const vendor = createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: f });
      await expect(vendor.suggest('100 Main', { limit: 10 })).rejects.toBeInstanceOf(AddressLookupError);
    }

    // A service that never answers: the abort signal ends the call after timeoutMs.
    const hanging = ((_url: URL, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const slow = createVendorAddressAdapter({ url: 'https://addr.example', key: 'k', fetch: hanging, timeoutMs: 50 });
    const started = Date.now();
    await expect(slow.verify(domestic({}))).rejects.toThrow(/timed out after 50 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('createAddressAdapter', () => {
  it('is the vendor when a key (and URL) are configured, else offline', async () => {
    expect(createAddressAdapter(loadConfig({ APP_ENV: 'test' })).name).toBe('offline');
    const keyed = loadConfig({ APP_ENV: 'test', ADDRESS_VENDOR_URL: 'https://addr.example/v3/', ADDRESS_VENDOR_KEY: 'secret' });
    expect(keyed.addressVendor).toEqual({ url: 'https://addr.example/v3', key: 'secret' });
    const f = fakeFetch(() => json({ Results: [] }));
    const vendor = createAddressAdapter(keyed, { fetch: f.fetch });
    expect(vendor.name).toBe('vendor');
    expect(await vendor.suggest('100 Main', { limit: 10 })).toEqual([]);
    expect(f.calls[0].href).toMatch(/^https:\/\/addr\.example\/v3\/ExpressFreeForm\?/);
    expect(createAddressAdapter(loadConfig({ APP_ENV: 'test', ADDRESS_VENDOR_URL: 'https://addr.example' })).name).toBe('offline');
    expect(() => loadConfig({ APP_ENV: 'test', ADDRESS_VENDOR_KEY: 'secret' })).toThrow(/ADDRESS_VENDOR_URL/);
    expect(() => loadConfig({ APP_ENV: 'test', ADDRESS_VENDOR_URL: 'ftp://x', ADDRESS_VENDOR_KEY: 'k' })).toThrow(/ADDRESS_VENDOR_URL must be http/);
  });
});
