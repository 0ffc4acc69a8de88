import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { AddressLookupError, type AddressAdapter } from '../../../server/services/address/index';
import { fixtureAddressAdapter } from '../../fixtures/address-vendor';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('member@demo.test')).token;
});
afterAll(() => s?.close());

/** The test server's database and config with another address adapter. */
function appWith(address: AddressAdapter): App {
  return createApp({ db: s.db, config: s.config, clock: s.clock, address });
}

async function callApp(app: App, path: string, init: { token?: string; json?: unknown } = {}) {
  const headers = new Headers();
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await app.request(`http://localhost${path}`, { method: init.json !== undefined ? 'POST' : 'GET', headers, body: init.json !== undefined ? JSON.stringify(init.json) : undefined });
  return { status: res.status, body: (await res.json()) as any };
}

const raleigh = { street: '1 Main St', city: 'Raleigh', state: 'NC', zipcode: '27601', country: 'United States', address_type: 'domestic' };

describe('GET /api/v1/address/suggestions', () => {
  it('needs a bearer token; a client-credentials token is enough', async () => {
    const r = await s.call('/api/v1/address/suggestions?q=27601');
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('unauthorized');
    const client = await s.call('/api/v1/address/suggestions?q=27601', { token: await s.clientToken() });
    expect(client.status).toBe(200);
  });

  it('the offline default answers city/state/zip suggestions, at most 10', async () => {
    expect(s.app.address.name).toBe('offline');
    const byZip = await s.call('/api/v1/address/suggestions?q=27601', { token });
    expect(byZip.status).toBe(200);
    expect(byZip.body).toEqual({ results: [{ fullAddress: 'Raleigh, NC 27601', street: '', city: 'Raleigh', state: 'NC', zip: '27601' }] });

    const byCity = await s.call(`/api/v1/address/suggestions?q=${encodeURIComponent('Raleigh, NC')}&type=domestic`, { token });
    expect(byCity.status).toBe(200);
    expect(byCity.body.results).toHaveLength(10);
    for (const r of byCity.body.results) expect(r).toMatchObject({ street: '', city: 'Raleigh', state: 'NC', zip: expect.stringMatching(/^\d{5}$/), fullAddress: expect.any(String) });

    const intl = await s.call('/api/v1/address/suggestions?q=London&type=international&country=United%20Kingdom', { token });
    expect(intl.body).toEqual({ results: [] });
  });

  it('3 characters or fewer (after trimming) is 422; a bad type is 422', async () => {
    for (const q of ['', 'Ral', '  27  ']) {
      const r = await s.call(`/api/v1/address/suggestions?q=${encodeURIComponent(q)}`, { token });
      expect(r.status, q).toBe(422);
      expect(r.body.error.code).toBe('validation');
      expect(r.body.error.fields.q).toBeTruthy();
    }
    expect((await s.call('/api/v1/address/suggestions', { token })).status).toBe(422);
    const bad = await s.call('/api/v1/address/suggestions?q=Raleigh&type=mars', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.type).toBeTruthy();
  });

  it('an injected street-level adapter gives street suggestions with suites', async () => {
    const app = appWith(fixtureAddressAdapter());
    const r = await callApp(app, '/api/v1/address/suggestions?q=100%20Main', { token });
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([
      { fullAddress: '100 Main St, Raleigh, NC 27601', street: '100 Main St', city: 'Raleigh', state: 'NC', zip: '27601', suiteName: 'Apt', suites: ['Apt 1', 'Apt 2', 'Apt 3'] },
    ]);
    const intl = await callApp(app, '/api/v1/address/suggestions?q=Downing&type=international&country=GB', { token });
    expect(intl.body.results[0]).toMatchObject({ street: '10 Downing Street', city: 'London', country: 'United Kingdom' });
  });

  it('never more than 10 results, whatever the adapter returns', async () => {
    const many: AddressAdapter = {
      name: 'many',
      suggest: async () => Array.from({ length: 25 }, (_, i) => ({ fullAddress: `${i} A St, Raleigh, NC 27601`, street: `${i} A St`, city: 'Raleigh', state: 'NC', zip: '27601' })),
      verify: async () => ({ verified: false }),
    };
    const r = await callApp(appWith(many), '/api/v1/address/suggestions?q=A%20St', { token });
    expect(r.body.results).toHaveLength(10);
  });

  it('an adapter failure is 502 address_lookup_failed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failing: AddressAdapter = {
        name: 'failing',
        suggest: async () => {
          throw new AddressLookupError('address service timed out after 5000 ms');
        },
        verify: async () => {
          throw new Error('boom');
        },
      };
      const app = appWith(failing);
      const r = await callApp(app, '/api/v1/address/suggestions?q=100%20Main', { token });
      expect(r).toEqual({ status: 502, body: { error: { code: 'address_lookup_failed', message: 'Could not get the address.' } } });
      const v = await callApp(app, '/api/v1/address/verify', { token, json: raleigh });
      expect(v).toEqual({ status: 502, body: { error: { code: 'address_lookup_failed', message: 'Could not get the address.' } } });
    } finally {
      errors.mockRestore();
    }
  });
});

describe('POST /api/v1/address/verify', () => {
  it('needs a bearer token', async () => {
    const r = await s.call('/api/v1/address/verify', { json: raleigh });
    expect(r.status).toBe(401);
  });

  it('offline: a consistent zip/city/state is verified; an inconsistent one is AE01', async () => {
    const ok = await s.call('/api/v1/address/verify', { token, json: { ...raleigh, city: 'raleigh' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verified: true, normalized: { city: 'Raleigh', state: 'NC', zipcode: '27601' } });
    expect(ok.body.code).toBeUndefined();

    const bh = await s.call('/api/v1/address/verify', { token, json: { street: '1 Rodeo Dr', city: 'Beverly Hills', state: 'CA', zipcode: '90210' } });
    expect(bh.body.verified).toBe(true);

    const bad = await s.call('/api/v1/address/verify', { token, json: { ...raleigh, city: 'Durham' } });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({ verified: false, code: 'AE01', message: 'Zip code error: the zip code does not exist or does not match the city and state.' });
  });

  it('offline: an international address is not verified, without a code', async () => {
    const r = await s.call('/api/v1/address/verify', {
      token,
      json: { street: '10 Downing Street', city: 'London', state: 'England', zipcode: 'SW1A 2AA', country: 'United Kingdom', address_type: 'international' },
    });
    expect(r.status).toBe(200);
    expect(r.body.verified).toBe(false);
    expect(r.body.code).toBeUndefined();
  });

  it('validates the body (422 with fields)', async () => {
    const r = await s.call('/api/v1/address/verify', { token, json: { street: '', city: 'Raleigh', address_type: 'planet' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error.fields)).toEqual(expect.arrayContaining(['street', 'state', 'address_type']));
    const noZip = await s.call('/api/v1/address/verify', { token, json: { ...raleigh, zipcode: '' } });
    expect(noZip.status).toBe(422);
    expect(noZip.body.error.fields.zipcode).toBe('THIS FIELD IS REQUIRED');
    const noCountry = await s.call('/api/v1/address/verify', { token, json: { ...raleigh, country: undefined, address_type: 'international' } });
    expect(noCountry.body.error.fields.country).toBe('THIS FIELD IS REQUIRED');
  });

  it('an injected street-level adapter: AE codes and suites', async () => {
    const app = appWith(fixtureAddressAdapter());
    const suite = { ...raleigh, street: '100 Main St' };
    const missing = await callApp(app, '/api/v1/address/verify', { token, json: suite });
    expect(missing.body).toMatchObject({ verified: false, code: 'AE09' });
    expect(missing.body.message).toMatch(/suite/i);
    const ok = await callApp(app, '/api/v1/address/verify', { token, json: { ...suite, street_2: 'Apt 2' } });
    expect(ok.body).toMatchObject({ verified: true, normalized: { street: '100 Main St', street_2: 'Apt 2', zipcode: '27601' } });
    const unknown = await callApp(app, '/api/v1/address/verify', { token, json: { ...raleigh, street: '9 Nowhere Ln' } });
    expect(unknown.body).toMatchObject({ verified: false, code: 'AE02' });
  });
});
