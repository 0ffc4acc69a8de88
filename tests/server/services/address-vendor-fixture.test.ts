// The fixture vendor HTTP server (browser tests of the suite picker) speaks what the real vendor
// adapter expects: checked through createVendorAddressAdapter over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorAddressAdapter } from '../../../server/services/address/vendor';
import { AddressLookupError } from '../../../server/services/address/types';
import { FIXTURE_VENDOR_KEY, startFixtureVendor, type FixtureVendor } from '../../fixtures/address-vendor-server';

let vendor: FixtureVendor;
beforeAll(async () => {
  vendor = await startFixtureVendor();
});
afterAll(() => vendor?.close());

describe('fixture address vendor over HTTP', () => {
  it('suggests street addresses with their suites', async () => {
    const a = createVendorAddressAdapter({ url: vendor.url, key: FIXTURE_VENDOR_KEY });
    const r = await a.suggest('100 Main', { limit: 10 });
    expect(r).toEqual([
      { fullAddress: '100 Main St, Raleigh, NC 27601', street: '100 Main St', city: 'Raleigh', state: 'NC', zip: '27601', suiteName: 'Apt', suites: ['Apt 1', 'Apt 2', 'Apt 3'] },
    ]);
  });

  it('verifies a known address with its suite; AE codes otherwise', async () => {
    const a = createVendorAddressAdapter({ url: vendor.url, key: FIXTURE_VENDOR_KEY });
    const base = { street: '100 Main St', street_2: 'Apt 2', city: 'Raleigh', state: 'NC', zipcode: '27601', country: 'United States', address_type: 'domestic' as const };
    expect(await a.verify(base)).toMatchObject({ verified: true, normalized: { street: '100 Main St', street_2: 'Apt 2', zipcode: '27601' } });
    expect(await a.verify({ ...base, street_2: '' })).toMatchObject({ verified: false, code: 'AE09' });
    expect(await a.verify({ ...base, street: '999 Nowhere Rd' })).toMatchObject({ verified: false, code: 'AE02' });
  });

  it('a wrong key is a failed call', async () => {
    const a = createVendorAddressAdapter({ url: vendor.url, key: 'nope' });
    await expect(a.suggest('100 Main', { limit: 10 })).rejects.toBeInstanceOf(AddressLookupError);
  });
});
