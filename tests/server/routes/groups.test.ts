// The groups hub's lists and a group's detail (routes/groups.ts, server/groups/load.ts, lists.ts):
// GET /api/v1/group?type=admin|my|activity|nearby and GET /api/v1/group/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_GROUPS } from '../../../server/seed/data';
import { createTestServer, type TestServer } from '../support/harness';
import { MILES_PER_DEGREE, joinAs, newGroup } from '../support/groups';

let s: TestServer;
let member: string;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  member = (await s.login('member@demo.test')).token;
  admin = (await s.login('admin@demo.test')).token;
});
afterAll(() => s?.close());

const GROUP_KEYS = [
  'id',
  'name',
  'type',
  'header_image_url',
  'header_image_url_large',
  'sponsored_photo_url',
  'description',
  'member_count',
  'members',
  'event_count',
  'location',
  'joined',
  'active',
  'role',
].sort();

describe('GET /api/v1/group/{id}', () => {
  it('answers the Group shape of spec §3 with the caller’s role and a strip of up to 9 avatars', async () => {
    const r = await s.call('/api/v1/group/1', { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(GROUP_KEYS);
    expect(r.body).toMatchObject({ id: 1, name: 'Raleigh, NC Chapter', type: 'chapter', joined: true, role: 2, active: true });
    expect(r.body.location).toMatchObject({ city: 'Raleigh', state: 'NC', zip: '27601' });
    expect(r.body.location.latitude).toBeCloseTo(35.77, 1);
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM group_memberships m JOIN users u ON u.id = m.user_id WHERE m.group_id = 1 AND u.deleted_at IS NULL');
    expect(r.body.member_count).toBe(rows[0].n);
    expect(r.body.members).toHaveLength(9);
    expect(Object.keys(r.body.members[0]).sort()).toEqual(['first_name', 'id', 'last_name', 'profile_photo_url']);
    expect(r.body.event_count).toBeGreaterThan(0);
  });

  it('counts members and events exactly; avatars are the most recently joined public profiles', async () => {
    const g = await newGroup(s, { name: 'Counted group' });
    const [a, b, hidden] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    await joinAs(s, g, a.id, 0, new Date('2025-01-01'));
    await joinAs(s, g, b.id, 1, new Date('2025-02-01'));
    await joinAs(s, g, hidden.id, 0, new Date('2025-03-01'));
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [hidden.id]);
    const host = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'member@demo.test'")).rows[0].id;
    const event = (past: boolean, removed = false) =>
      s.db.query(
        `INSERT INTO events (name, host_id, category, description, start_at, end_at, chapter_id, time_zone_id, is_removed)
         VALUES ('E', $1, 'social', 'd', now() + $2::interval, now() + $2::interval + interval '1 hour', $3, 'America/New_York', $4)`,
        [host, past ? '-3 days' : '3 days', g, removed],
      );
    await event(false);
    await event(false, true);
    await event(true);
    const r = await s.call(`/api/v1/group/${g}`, { token: a.token });
    expect(r.body).toMatchObject({ member_count: 3, event_count: 1, joined: true, role: 0, location: null, type: 'activity' });
    expect(r.body.members.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
  });

  it('reads without a token (public page): no avatars, not joined; 404 for an unknown group', async () => {
    const r = await s.call('/api/v1/group/1');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 1, joined: false, role: null, members: [] });
    expect(r.body.member_count).toBeGreaterThan(25);
    const missing = await s.call('/api/v1/group/99999999', { token: member });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'This group does not exist.' });
  });

  it('an inactive group reads with active: false', async () => {
    const { rows } = await s.db.query<{ id: number }>("SELECT id FROM groups WHERE NOT active AND name = 'Paddle Sports Club'");
    const r = await s.call(`/api/v1/group/${rows[0].id}`, { token: member });
    expect(r.body).toMatchObject({ active: false, joined: false, type: 'activity' });
    expect(r.body.member_count).toBeGreaterThanOrEqual(10);
  });
});

describe('GET /api/v1/group?type=', () => {
  it('admin: the groups the caller administers; my: all their groups, chapters first', async () => {
    const a = await s.call('/api/v1/group?type=admin', { token: admin });
    expect(a.status).toBe(200);
    const { rows: adminOf } = await s.db.query<{ group_id: number }>("SELECT group_id FROM group_memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'admin@demo.test' AND m.role = 2");
    expect(a.body.data.map((g: { id: number }) => g.id).sort()).toEqual(adminOf.map((r) => r.group_id).sort());
    expect(a.body.data[0]).toMatchObject({ id: 1, role: 2, joined: true });
    expect((await s.call('/api/v1/group?type=admin', { token: member })).body.data).toEqual([]);
    const my = await s.call('/api/v1/group?type=my', { token: member });
    const { rows } = await s.db.query<{ group_id: number }>("SELECT group_id FROM group_memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'member@demo.test'");
    expect(my.body.data.map((g: { id: number }) => g.id).sort()).toEqual(rows.map((r) => r.group_id).sort());
    expect(my.body.data[0].type).toBe('chapter');
    for (const g of my.body.data) expect(g.joined).toBe(true);
  });

  it('activity: the active activity groups by name, public', async () => {
    const r = await s.call('/api/v1/group?type=activity');
    expect(r.status).toBe(200);
    const names = r.body.data.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(ACTIVITY_GROUPS.map(([name]) => name)));
    expect(names).toEqual([...names].sort((x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(names).not.toContain('Paddle Sports Club');
    for (const g of r.body.data) expect(g).toMatchObject({ type: 'activity', active: true, members: [] });
    const mine = await s.call('/api/v1/group?type=activity', { token: member });
    expect(mine.body.data.find((g: { name: string }) => g.name === 'Ruck Club')).toMatchObject({ joined: true, role: 0 });
  });

  it('nearby: active groups within 50 miles of lat/long, nearest first, with distance', async () => {
    // A remote origin (Nevada desert) with groups at 10, 49 and 51 miles north, and an inactive one at 5.
    const origin = { lat: 39.0, long: -117.0 };
    const at = (miles: number, name: string, active = true) =>
      newGroup(s, { type: 'chapter', name, active, latitude: origin.lat + miles / MILES_PER_DEGREE, longitude: origin.long });
    const g10 = await at(10, 'Ten miles');
    const g49 = await at(49, 'Forty-nine miles');
    await at(51, 'Fifty-one miles');
    await at(5, 'Closed nearby', false);
    const r = await s.call(`/api/v1/group?type=nearby&lat=${origin.lat}&long=${origin.long}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((g: { id: number }) => g.id)).toEqual([g10, g49]);
    expect(r.body.data.map((g: { distance: number }) => g.distance)).toEqual([10, 49]);
  });

  it('nearby by chapter_id: around that chapter; without chapter_id or lat/long (or a chapter without a place) an empty list', async () => {
    const r = await s.call('/api/v1/group?type=nearby&chapter_id=1', { token: member });
    expect(r.body.data[0]).toMatchObject({ id: 1, distance: 0 });
    for (const g of r.body.data) expect(g.distance).toBeLessThanOrEqual(50);
    expect(r.body.data.map((g: { name: string }) => g.name)).not.toContain('Charlotte, NC Chapter');
    expect((await s.call('/api/v1/group?type=nearby', { token: member })).body).toEqual({ data: [] });
    expect((await s.call('/api/v1/group?type=nearby&lat=35.7', { token: member })).body).toEqual({ data: [] });
    const placeless = await newGroup(s);
    expect((await s.call(`/api/v1/group?type=nearby&chapter_id=${placeless}`, { token: member })).body).toEqual({ data: [] });
    expect((await s.call('/api/v1/group?type=nearby&chapter_id=99999999', { token: member })).body).toEqual({ data: [] });
  });

  it('a type is required and must be one of the four; admin and my need a member', async () => {
    const none = await s.call('/api/v1/group', { token: member });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.type).toBeTruthy();
    expect((await s.call('/api/v1/group?type=sponsor', { token: member })).status).toBe(422);
    expect((await s.call('/api/v1/group?type=nearby&lat=91&long=0', { token: member })).status).toBe(422);
    expect((await s.call('/api/v1/group?type=my')).status).toBe(401);
    expect((await s.call('/api/v1/group?type=admin')).status).toBe(401);
    expect((await s.call('/api/v1/group?type=my', { token: await s.clientToken() })).status).toBe(403);
    expect((await s.call('/api/v1/group/?type=activity')).status).toBe(200);
  });
});
