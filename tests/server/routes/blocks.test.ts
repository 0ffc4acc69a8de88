// Blocks (routes/blocks.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const follow = (m: Member, otherId: number, method = 'POST') => s.call(`/api/v1/user/${m.id}/follow/${otherId}`, { method, token: m.token });


describe('block', () => {
  it('blocks (201, then 200), removes follows both ways, lists newest first, unblocks', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const c = await s.createMember();
    await follow(a, b.id);
    await follow(b, a.id);
    const r = await s.call(`/api/v1/user/${a.id}/block/${b.id}`, { method: 'POST', token: a.token });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ blocked_id: b.id });
    expect((await s.call(`/api/v1/user/${a.id}/block/${b.id}`, { method: 'POST', token: a.token })).status).toBe(200);
    expect((await s.db.query('SELECT 1 FROM follows WHERE (follower_id = $1 AND followed_id = $2) OR (follower_id = $2 AND followed_id = $1)', [a.id, b.id])).rows).toEqual([]);
    await s.call(`/api/v1/user/${a.id}/block/${c.id}`, { method: 'POST', token: a.token });
    const list = await s.call(`/api/v1/user/${a.id}/block`, { token: a.token });
    expect(list.body.data).toEqual([
      { id: c.id, first_name: 'Test', last_name: 'Member', profile_photo_url: null },
      { id: b.id, first_name: 'Test', last_name: 'Member', profile_photo_url: null },
    ]);
    expect((await s.call(`/api/v1/user/${a.id}/block/${b.id}`, { method: 'DELETE', token: a.token })).status).toBe(204);
    expect((await s.call(`/api/v1/user/${a.id}/block`, { token: a.token })).body.data).toHaveLength(1);
  });

  it('refuses self (422), unknown (404), others (403) and no token (401)', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    expect((await s.call(`/api/v1/user/${a.id}/block/${a.id}`, { method: 'POST', token: a.token })).status).toBe(422);
    expect((await s.call(`/api/v1/user/${a.id}/block/99999999`, { method: 'POST', token: a.token })).status).toBe(404);
    expect((await s.call(`/api/v1/user/${a.id}/block/${b.id}`, { method: 'POST', token: b.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${a.id}/block`, { token: b.token })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${a.id}/block`)).status).toBe(401);
  });
});
