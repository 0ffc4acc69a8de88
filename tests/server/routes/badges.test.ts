// Badges (routes/badges.ts) and the badge images.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

describe('badges', () => {
  it('lists a member’s badges newest first with absolute image URLs; private profiles only to their owner', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    await s.db.query(
      `INSERT INTO user_badges (user_id, badge_id, received_datetime)
       SELECT $1, id, CASE slug WHEN 'eagle-miles' THEN '2025-01-01T00:00:00Z'::timestamptz ELSE '2025-06-01T00:00:00Z'::timestamptz END
         FROM badges WHERE slug IN ('eagle-miles', 'service-star')`,
      [m.id],
    );
    const r = await s.call(`/api/v1/user/${m.id}/badges`, { token: viewer.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      { name: 'Service Star', image_url: 'http://localhost/badges/service-star.svg', received_datetime: '2025-06-01T00:00:00.000Z', description: expect.any(String) },
      { name: 'Eagle Miles', image_url: 'http://localhost/badges/eagle-miles.svg', received_datetime: '2025-01-01T00:00:00.000Z', description: expect.any(String) },
    ]);
    expect((await s.call(`/api/v1/user/${m.id}/badges`)).status).toBe(401);
    expect((await s.call(`/api/v1/user/99999999/badges`, { token: m.token })).status).toBe(404);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    const denied = await s.call(`/api/v1/user/${m.id}/badges`, { token: viewer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('private_profile');
    expect((await s.call(`/api/v1/user/${m.id}/badges`, { token: m.token })).body.data).toHaveLength(2);
  });

  it('serves the badge images (SVG, public CORS) with PUBLIC_URL in URLs when configured', async () => {
    const img = await s.call('/badges/eagle-miles.svg', { headers: { origin: 'https://cms.example.org' } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    expect(img.headers.get('access-control-allow-origin')).toBe('*');
    expect(img.text).toContain('viewBox="0 0 120 120"');
    expect((await s.call('/badges/nope.svg')).status).toBe(404);
    // Every badge's picture is served: the catalogue's by slug, a challenge's (`challenge-{id}`) by its image.
    const { rows } = await s.db.query<{ image_url: string }>('SELECT DISTINCT image_url FROM badges ORDER BY image_url');
    expect(rows.length).toBeGreaterThan(0);
    for (const { image_url } of rows) expect((await s.call(image_url)).status, image_url).toBe(200);

    const other = await createTestServer({ PUBLIC_URL: 'https://members.example.org' });
    try {
      const session = await other.login('member@demo.test');
      const r = await other.call(`/api/v1/user/${session.userId}/badges`, { token: session.token });
      expect(r.body.data[0].image_url).toMatch(/^https:\/\/members\.example\.org\/badges\/[a-z-]+\.svg$/);
    } finally {
      await other.close();
    }
  });
});
