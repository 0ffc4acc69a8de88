// The data export (routes/data-export.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('data export', () => {
  it('returns everything about the owner as an attachment', async () => {
    const session = await s.login('member@demo.test');
    const id = session.userId;
    const r = await s.call(`/api/v1/user/${id}/export`, { token: session.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="my-data-${id}.json"`);
    const body = r.body;
    expect(Object.keys(body).sort()).toEqual(['badges', 'blocks', 'events', 'exported_at', 'follows', 'groups', 'posts', 'profile', 'surveys', 'workouts']);
    expect(body.profile).toMatchObject({ id, email: 'member@demo.test', metrics: expect.any(Object) });
    expect(body.follows.followers.length).toBeGreaterThanOrEqual(20);
    expect(body.follows.following.length).toBeGreaterThan(5);
    expect(body.blocks).toHaveLength(2);
    expect(body.groups.length).toBeGreaterThanOrEqual(2);
    expect(body.events[0]).toEqual({ event_id: expect.any(Number), name: expect.any(String), start: expect.any(String), attendance_status: expect.any(String) });
    expect(body.workouts.length).toBeGreaterThanOrEqual(1);
    expect(body.surveys).toHaveLength(5);
    expect(body.surveys[0].answers).toHaveLength(18);
    expect(body.badges).toHaveLength(5);
    expect(body.posts).toEqual([]);
    const other = await s.createMember();
    expect((await s.call(`/api/v1/user/${id}/export`, { token: other.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${id}/export`)).status).toBe(401);
  });
});
