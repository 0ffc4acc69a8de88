// App versions (routes/app-version.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('app version', () => {
  it('GET is 404 until set; PUT stores {app_version, client}; GET returns it', async () => {
    const m = await s.createMember();
    const before = await s.call(`/api/v1/user/${m.id}/app_version`, { token: m.token });
    expect(before.status).toBe(404);
    const put = await s.call(`/api/v1/user/${m.id}/app_version`, { method: 'PUT', token: m.token, json: { app_version: '5.1.4', client: 'web' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ app_version: '5.1.4', client: 'web' });
    await s.call(`/api/v1/user/${m.id}/app_version`, { method: 'PUT', token: m.token, json: { app_version: '5.1.5', client: 'web' } });
    const after = await s.call(`/api/v1/user/${m.id}/app_version`, { token: m.token });
    expect(after.body).toEqual({ app_version: '5.1.5', client: 'web' });
  });

  it('validates the body', async () => {
    const m = await s.createMember();
    const r = await s.call(`/api/v1/user/${m.id}/app_version`, { method: 'PUT', token: m.token, json: { app_version: '' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error.fields).sort()).toEqual(['app_version', 'client']);
  });

  it('only the owner reads or writes it', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    expect((await s.call(`/api/v1/user/${m.id}/app_version`, { token: other.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/app_version`, { method: 'PUT', token: other.token, json: { app_version: '1', client: 'web' } })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/app_version`, { method: 'PUT', json: { app_version: '1', client: 'web' } })).status).toBe(401);
  });

  it('GET /api/v1/minimum_version is public', async () => {
    const r = await s.call('/api/v1/minimum_version');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ minimum_version: '5.1.4', current_version: '5.1.4', build: 'D9223' });
  });

  it('minimum_version follows the config', async () => {
    const other = await createTestServer({ MIN_APP_VERSION: '5.0.0', CURRENT_APP_VERSION: '5.2.0', APP_BUILD: 'X1' });
    try {
      expect((await other.call('/api/v1/minimum_version')).body).toEqual({ minimum_version: '5.0.0', current_version: '5.2.0', build: 'X1' });
    } finally {
      await other.close();
    }
  });
});
