import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('member@demo.test')).token;
});
afterAll(() => s?.close());

describe('GET /api/v1/geo/places', () => {
  it('digits give zips starting with them, with coordinates and the time zone', async () => {
    const r = await s.call('/api/v1/geo/places?q=2760', { token });
    expect(r.status).toBe(200);
    expect(r.body.results.length).toBeGreaterThan(0);
    expect(r.body.results.length).toBeLessThanOrEqual(10);
    for (const p of r.body.results) expect(p.zip.startsWith('2760')).toBe(true);
    expect(r.body.results.find((p: { zip: string }) => p.zip === '27601')).toEqual({
      description: 'Raleigh, NC 27601',
      address: '',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      country: 'United States',
      latitude: expect.closeTo(35.77, 1),
      longitude: expect.closeTo(-78.63, 1),
      time_zone_id: 'America/New_York',
    });
  });

  it('text gives cities starting with it (optionally with the state); a client token works', async () => {
    const r = await s.call('/api/v1/geo/places?q=Denver, CO', { token: await s.clientToken() });
    expect(r.status).toBe(200);
    expect(r.body.results[0]).toMatchObject({ city: 'Denver', state: 'CO', time_zone_id: 'America/Denver' });
    const honolulu = await s.call('/api/v1/geo/places?q=Honol', { token });
    expect(honolulu.body.results[0]).toMatchObject({ city: 'Honolulu', time_zone_id: 'Pacific/Honolulu' });
  });

  it('fewer than 3 characters is 422; no token 401', async () => {
    const r = await s.call('/api/v1/geo/places?q=ab', { token });
    expect(r.status).toBe(422);
    expect(r.body.error.fields.q).toBeTruthy();
    expect((await s.call('/api/v1/geo/places?q=Raleigh')).status).toBe(401);
  });
});

describe('GET /api/v1/geo/timezone', () => {
  it('the IANA zone of a point', async () => {
    expect((await s.call('/api/v1/geo/timezone?lat=47.6&long=-122.3', { token })).body).toEqual({ time_zone_id: 'America/Los_Angeles' });
    expect((await s.call('/api/v1/geo/timezone?lat=35.77&long=-78.63', { token })).body).toEqual({ time_zone_id: 'America/New_York' });
    expect((await s.call('/api/v1/geo/timezone?lat=100&long=0', { token })).status).toBe(422);
  });
});

describe('GET /api/v1/geo/reverse', () => {
  it('the nearest US zip to a point, as a place with its time zone', async () => {
    const r = await s.call('/api/v1/geo/reverse?lat=35.78&long=-78.64', { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ city: 'Raleigh', state: 'NC', zip: expect.stringMatching(/^\d{5}$/), country: 'United States', latitude: 35.78, longitude: -78.64, time_zone_id: 'America/New_York' });
    expect(r.body.description).toBe(`Raleigh, NC ${r.body.zip}`);
  });
  it('a bad point is 422; no token 401', async () => {
    expect((await s.call('/api/v1/geo/reverse?lat=200&long=0', { token })).status).toBe(422);
    expect((await s.call('/api/v1/geo/reverse?lat=35&long=-78')).status).toBe(401);
  });
});
