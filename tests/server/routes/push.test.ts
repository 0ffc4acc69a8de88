// Push tokens and settings (routes/push.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('push tokens and settings', () => {
  it('stores push and fcm tokens (201) for the owner only', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    const push = await s.call(`/api/v1/user/${m.id}/push_token`, { token: m.token, json: { token: 'tok-1', device_id: 'dev-1' } });
    expect(push.status).toBe(201);
    await s.call(`/api/v1/user/${m.id}/push_token`, { token: m.token, json: { token: 'tok-2', device_id: 'dev-1' } });
    const fcm = await s.call(`/api/v1/user/${m.id}/fcm_token`, { token: m.token, json: { fcm_token: 'fcm-1', device_id: 'dev-1' } });
    expect(fcm.status).toBe(201);
    const { rows } = await s.db.query('SELECT kind, device_id, token FROM push_tokens WHERE user_id = $1 ORDER BY kind', [m.id]);
    expect(rows).toEqual([
      { kind: 'fcm', device_id: 'dev-1', token: 'fcm-1' },
      { kind: 'push', device_id: 'dev-1', token: 'tok-2' },
    ]);
    expect((await s.call(`/api/v1/user/${m.id}/push_token`, { token: m.token, json: { device_id: 'dev-1' } })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/fcm_token`, { token: other.token, json: { fcm_token: 'x', device_id: 'y' } })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}/push_token`, { json: { token: 'x', device_id: 'y' } })).status).toBe(401);
  });

  it('push settings default to all true and keep partial updates', async () => {
    const m = await s.createMember();
    const other = await s.createMember();
    const all = { follows: true, likes: true, comments: true, events: true, messages: true };
    expect((await s.call(`/api/v1/user/${m.id}/push_settings`, { token: m.token })).body).toEqual(all);
    const put = await s.call(`/api/v1/user/${m.id}/push_settings`, { method: 'PUT', token: m.token, json: { likes: false } });
    expect(put.body).toEqual({ ...all, likes: false });
    await s.call(`/api/v1/user/${m.id}/push_settings`, { method: 'PUT', token: m.token, json: { messages: false } });
    expect((await s.call(`/api/v1/user/${m.id}/push_settings`, { token: m.token })).body).toEqual({ ...all, likes: false, messages: false });
    expect((await s.call(`/api/v1/user/${m.id}/push_settings`, { method: 'PUT', token: m.token, json: { likes: 'no' } })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/push_settings`, { method: 'PUT', token: m.token, json: { sms: true } })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/push_settings`, { token: other.token })).status).toBe(403);
  });
});
