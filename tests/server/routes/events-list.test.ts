import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

import { createEvent, DAY, slot, syncedMember } from '../support/events';

let s: TestServer;
let me: Member;
const list = (query = '', token?: string) => s.call(`/api/v1/mobile_event/?${query}`, { token });
const ids = (r: { body: { data: Array<{ id: number }> } }) => r.body.data.map((e) => e.id);

beforeAll(async () => {
  s = await createTestServer();
  me = await syncedMember(s);
});
afterAll(() => s?.close());

describe('GET /api/v1/mobile_event/ (list)', () => {
  it('is public, pages 10 at a time and counts every match', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(10);
    const total = (await s.db.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE NOT is_removed')).rows[0].n;
    expect(r.body).toMatchObject({ count: total, total_number_posts: total, total_number_pages: Math.ceil(total / 10) });
    expect(r.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      category: expect.any(String),
      start: expect.any(String),
      end: expect.any(String),
      photo_url: null,
      time_zone_id: expect.any(String),
      time_zone_name: expect.any(String),
      group_name: expect.toBeOneOf([expect.any(String), null]),
      chapter_id: expect.toBeOneOf([expect.any(Number), null]),
      chapter_name: expect.toBeOneOf([expect.any(String), null]),
      chapter_type: expect.toBeOneOf([expect.any(String), null]),
      is_all_day: expect.any(Boolean),
      is_virtual: expect.any(Boolean),
      virtual_event_category: expect.toBeOneOf([expect.any(String), null]),
      status: expect.stringMatching(/^(Scheduled|In Progress|Completed|Canceled)$/),
      attendees_count: expect.any(Number),
      challenge_id: expect.toBeOneOf([expect.any(Number), null]),
      location: expect.toBeOneOf([expect.any(Object), null]),
      host: { id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) },
      series_id: expect.toBeOneOf([expect.any(Number), null]),
    });
    // Sorted by start ascending; page 1 = offset 10; limit caps at 50.
    const starts = r.body.data.map((e: { start: string }) => e.start);
    expect(starts).toEqual([...starts].sort());
    const page1 = await list('page=1');
    const offset10 = await list('offset=10');
    expect(ids(page1)).toEqual(ids(offset10));
    expect(ids(page1)).not.toContain(ids(r)[0]);
    const big = await list('limit=25');
    expect(big.body.data).toHaveLength(25);
    expect(big.body.total_number_pages).toBe(Math.ceil(total / 25));
  });

  it('400 bad_request on bad query values', async () => {
    for (const q of ['limit=0', 'limit=51', 'offset=-1', 'is_virtual=maybe', 'sort=name', 'after=yesterday', 'category=knitting', 'distance=50', 'lat=35', 'chapter_id=abc']) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body.error.code).toBe('bad_request');
    }
  });

  it('search matches name, description and city; chapter_id; category; is_virtual; virtual_event_category', async () => {
    const e = await createEvent(s, me, { name: 'Zebracorn Sprint Intervals' });
    expect(ids(await list('search=zebracorn'))).toEqual([e.id]);
    const d = await createEvent(s, me, { name: 'Plain title', description: 'Look for the quokkaflag at the start.' });
    expect(ids(await list('search=QUOKKAFLAG'))).toEqual([d.id]);
    const city = await list('search=Fayetteville&limit=50');
    expect(city.body.count).toBeGreaterThan(0);
    for (const ev of city.body.data) expect(ev.location?.city === 'Fayetteville' || /fayetteville/i.test(`${ev.name}`)).toBe(true);

    const raleigh = (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
    const byChapter = await list(`chapter_id=${raleigh}&limit=50`);
    expect(byChapter.body.count).toBeGreaterThan(10);
    for (const ev of byChapter.body.data) expect(ev).toMatchObject({ chapter_id: raleigh, chapter_name: 'Raleigh, NC Chapter', group_name: 'Raleigh, NC Chapter', chapter_type: 'chapter' });

    const cats = await list('category=yoga,swim&limit=50');
    for (const ev of cats.body.data) expect(['yoga', 'swim']).toContain(ev.category);
    const virtual = await list('is_virtual=true&limit=50');
    expect(virtual.body.count).toBeGreaterThan(10);
    for (const ev of virtual.body.data) expect(ev.is_virtual).toBe(true);
    const local = await list('is_virtual=false&limit=50');
    expect(local.body.count + virtual.body.count).toBe((await list()).body.count);
    const challenges = await list('is_virtual=true&virtual_event_category=challenge&limit=50');
    for (const ev of challenges.body.data) expect(ev.virtual_event_category).toBe('challenge');
  });

  it('distance + lat + long: local events within the radius, with their distance in miles', async () => {
    const r = await list('distance=25&lat=35.7721&long=-78.6386&limit=50');
    expect(r.status).toBe(200);
    expect(r.body.count).toBeGreaterThan(5);
    for (const ev of r.body.data) {
      expect(ev.is_virtual).toBe(false);
      expect(ev.distance).toBeLessThanOrEqual(25);
      expect(ev.location.city).toBe('Raleigh');
    }
    const wider = await list('distance=100&lat=35.7721&long=-78.6386');
    expect(wider.body.count).toBeGreaterThan(r.body.count); // Fayetteville is ~55 miles away
    const withoutDistance = await list('lat=35.7721&long=-78.6386');
    expect(withoutDistance.body.count).toBe((await list()).body.count);
  });

  it('after/before limit the dates; sort by attendees; sort_order desc', async () => {
    const now = Date.now();
    const after = new Date(now).toISOString();
    const before = new Date(now + 7 * DAY).toISOString().slice(0, 10);
    const r = await list(`after=${after}&before=${before}&limit=50`);
    expect(r.body.count).toBeGreaterThan(0);
    for (const ev of r.body.data) {
      expect(new Date(ev.end).getTime()).toBeGreaterThanOrEqual(now);
      expect(ev.start < `${before}T00:00:00.000Z`).toBe(true);
    }
    const byAttendees = await list('sort=attendees&limit=50');
    const counts = byAttendees.body.data.map((e: { attendees_count: number }) => e.attendees_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const desc = await list('sort=date&sort_order=desc');
    const starts = desc.body.data.map((e: { start: string }) => e.start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('hosting, attendee (own id only) and group_filter need a token', async () => {
    const host = await syncedMember(s);
    const e = await createEvent(s, host, slot(5));
    expect(ids(await list('hosting=true', host.token))).toEqual([e.id]);
    expect((await list('hosting=true')).status).toBe(401);
    expect((await list('group_filter=my-groups')).status).toBe(401);

    const member = await s.login('member@demo.test');
    const mine = await list(`attendee=${member.userId}&limit=50`, member.token);
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThanOrEqual(3);
    expect((await list(`attendee=${me.id}`, member.token)).status).toBe(403);
    expect(ids(await list(`host_id=${host.id}`))).toEqual([e.id]);

    const groups = await list('group_filter=my-chapters&limit=50', member.token);
    expect(groups.body.count).toBeGreaterThan(0);
    for (const ev of groups.body.data) expect(ev.chapter_name).toBe('Raleigh, NC Chapter');
    const activity = await list('group_filter=my-activity-groups&limit=50', member.token);
    for (const ev of activity.body.data) expect(ev.chapter_type).toBe('activity');
  });

  it('removed events are not listed', async () => {
    const e = await createEvent(s, me, { name: 'Soon to be removed xyzzy' });
    await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PATCH', token: me.token, json: { status: 'Canceled' } });
    expect((await list('search=xyzzy')).body.data[0]).toMatchObject({ id: e.id, status: 'Canceled' });
    await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'DELETE', token: me.token });
    expect((await list('search=xyzzy')).body.count).toBe(0);
  });
});
