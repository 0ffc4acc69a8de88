// Profile and cover photos (routes/users.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('POST/DELETE /api/v1/user/{id}/photo', () => {
  it('sets and clears the profile and cover photos (owner)', async () => {
    const m = await s.createMember();
    const set = await s.call(`/api/v1/user/${m.id}/photo`, { token: m.token, json: { kind: 'profile', url: 'https://cdn.example.com/p.jpg' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: m.id, profile_photo_url: 'https://cdn.example.com/p.jpg', cover_photo_url: null });
    const cover = await s.call(`/api/v1/user/${m.id}/photo`, { token: m.token, json: { kind: 'cover', url: 'http://localhost/media/cover/x.png' } });
    expect(cover.body).toMatchObject({ profile_photo_url: 'https://cdn.example.com/p.jpg', cover_photo_url: 'http://localhost/media/cover/x.png' });

    const cleared = await s.call(`/api/v1/user/${m.id}/photo?kind=profile`, { method: 'DELETE', token: m.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ profile_photo_url: null, cover_photo_url: 'http://localhost/media/cover/x.png' });
  });

  it('validates kind and url', async () => {
    const m = await s.createMember();
    const bad = await s.call(`/api/v1/user/${m.id}/photo`, { token: m.token, json: { kind: 'avatar', url: 'ftp://x' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['kind', 'url']);
    expect((await s.call(`/api/v1/user/${m.id}/photo?kind=banner`, { method: 'DELETE', token: m.token })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${m.id}/photo`, { method: 'DELETE', token: m.token })).status).toBe(422);
  });
});
