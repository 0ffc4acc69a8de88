import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('member@demo.test')).token;
});
afterAll(() => s?.close());

describe('GET /api/v1/chapter', () => {
  it('lists the active chapter groups by name', async () => {
    const r = await s.call('/api/v1/chapter', { token });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(40);
    expect(r.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/ Chapter$/),
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
      zip: expect.stringMatching(/^\d{5}$/),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const names = r.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Raleigh, NC Chapter');
  });

  it('?zip= sorts nearest first and adds the distance in miles', async () => {
    const r = await s.call('/api/v1/chapter?zip=27601', { token });
    expect(r.status).toBe(200);
    const [first, second, third] = r.body.data;
    expect(first).toMatchObject({ name: 'Raleigh, NC Chapter', distance: 0 });
    expect(second.name).toBe('Fayetteville, NC Chapter');
    expect(second.distance).toBeGreaterThan(40);
    expect(second.distance).toBeLessThan(60);
    expect(third.distance).toBeGreaterThanOrEqual(second.distance);
    const distances = r.body.data.map((c: { distance: number }) => c.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const west = await s.call('/api/v1/chapter?zip=98101-1234', { token });
    expect(west.body.data[0].name).toBe('Seattle, WA Chapter');
    expect(west.body.data[1].name).toBe('Tacoma, WA Chapter');
  });

  it('an invalid or unknown zip is 422', async () => {
    for (const zip of ['abc', '1234', '00000']) {
      const r = await s.call(`/api/v1/chapter?zip=${zip}`, { token });
      expect(r.status).toBe(422);
      expect(r.body.error.fields.zip).toBeTruthy();
    }
  });

  it('inactive chapters are not listed', async () => {
    const other = await createTestServer();
    try {
      await other.db.query("UPDATE groups SET active = false WHERE name = 'Boston, MA Chapter'");
      const { token: t } = await other.login('member@demo.test');
      const names = (await other.call('/api/v1/chapter', { token: t })).body.data.map((c: { name: string }) => c.name);
      expect(names).toHaveLength(39);
      expect(names).not.toContain('Boston, MA Chapter');
    } finally {
      await other.close();
    }
  });

  it('needs a member token', async () => {
    expect((await s.call('/api/v1/chapter')).status).toBe(401);
    expect((await s.call('/api/v1/chapter', { token: await s.clientToken() })).status).toBe(403);
  });
});
