import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

import { createEvent, DAY, eventBody, RALEIGH, slot, syncedMember } from '../support/events';

let s: TestServer;
let me: Member;
const raleighId = async () => (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;

beforeAll(async () => {
  s = await createTestServer();
  me = await syncedMember(s);
});
afterAll(() => s?.close());

const post = (m: { token: string }, json: unknown) => s.call('/api/v1/mobile_event/', { token: m.token, json });

describe('POST /api/v1/mobile_event/ (create)', () => {
  it('201 with the id, the occurrence ids and the full event', async () => {
    const r = await post(me, eventBody(me.id, { links: [{ text: 'Route', url: 'https://example.com/route' }] }));
    expect(r.status).toBe(201);
    expect(r.body.occurrence_ids).toEqual([r.body.id]);
    expect(r.body).toMatchObject({
      id: expect.any(Number),
      name: 'Saturday Ruck',
      category: 'hike-ruck',
      description: 'Bring water and a 20 lb ruck.',
      status: 'Scheduled',
      creator: { id: me.id },
      host: { id: me.id, first_name: 'Test', last_name: 'Member', public_profile: true },
      chapter_hosted: false,
      chapter_id: null,
      links: [{ text: 'Route', url: 'https://example.com/route' }],
      location: RALEIGH,
      is_virtual: false,
      is_all_day: false,
      time_zone_id: 'America/New_York',
      attendance_status: null,
      attendees_count: 0,
      attendee_summary: [],
      followingAttendees: 0,
      workout_metrics: null,
      challenge: null,
      required_unit: null,
      can_edit: true,
      can_cancel: true,
      can_remove: false,
      event_record_type: 'event',
      is_removed: false,
      series_id: null,
      recurrence: null,
    });
  });

  it('cuts a long name to 68 characters and ignores `creator`', async () => {
    const r = await post(me, eventBody(me.id, { name: 'x'.repeat(80), creator: 1 }));
    expect(r.status).toBe(201);
    expect(r.body.name).toHaveLength(68);
    expect(r.body.creator).toEqual({ id: me.id });
  });

  it('422 with the form messages for each invalid field', async () => {
    const empty = await post(me, { chapter_hosted: false, is_virtual: false, time_zone_id: 'America/New_York' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toMatchObject({
      name: 'THIS FIELD IS REQUIRED',
      host: 'HOST SELECTION IS REQUIRED',
      description: 'THIS FIELD IS REQUIRED',
      category: 'THIS FIELD IS REQUIRED',
      location: 'THIS FIELD IS REQUIRED',
      start: 'THIS FIELD IS REQUIRED',
      end: 'THIS FIELD IS REQUIRED',
    });

    const bad = await post(
      me,
      eventBody(me.id, {
        description: 'd'.repeat(3001),
        category: 'knitting',
        start: slot(3).end,
        end: slot(3).start,
        location: { ...RALEIGH, zip: '' },
        time_zone_id: 'Mars/Olympus',
        links: [
          { text: 't'.repeat(41), url: 'not a url' },
          { text: '', url: `https://example.com/${'a'.repeat(260)}` },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      description: 'EXCEEDED 3000 CHARACTER LIMIT',
      category: expect.any(String),
      location: 'Missing city/state/zip from this location. Please choose another location.',
      time_zone_id: expect.any(String),
      'links.0.text': 'EXCEEDED 40 CHARACTER LIMIT',
      'links.0.url': 'INVALID URL (example: https://www.teamrwb.org)',
      'links.1.text': 'MISSING TEXT FOR LINK',
      'links.1.url': 'EXCEEDED 255 CHARACTER LIMIT',
    });

    const order = await post(me, eventBody(me.id, { start: slot(3).end, end: slot(3).start }));
    expect(order.body.error.fields).toEqual({ end: 'MUST BE AFTER START TIME' });

    const past = await post(me, eventBody(me.id, slot(-2)));
    expect(past.body.error.fields).toEqual({ start: 'Past dates are not allowed.' });

    const noUrl = await post(me, eventBody(me.id, { links: [{ text: 'Route', url: '' }] }));
    expect(noUrl.body.error.fields).toEqual({ 'links.0.url': 'MISSING LINK FOR TEXT' });
  });

  it('a virtual event needs no location', async () => {
    const r = await post(me, eventBody(me.id, { location: null, is_virtual: true, category: 'virtual', virtual_event_category: 'workout' }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ is_virtual: true, virtual_event_category: 'workout', location: null });
  });

  it('an all-day event is stored as 12:00-13:00 New York on the chosen date', async () => {
    const date = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const r = await post(me, eventBody(me.id, { is_all_day: true, start: `${date}T04:00:00.000Z`, end: null, time_zone_id: 'UTC' }));
    expect(r.status).toBe(201);
    expect(r.body.time_zone_id).toBe('America/New_York');
    const fmt = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    const [y, m, d] = date.split('-');
    expect(fmt(r.body.start)).toBe(`${m}/${d}/${y}, 12:00`);
    expect(fmt(r.body.end)).toBe(`${m}/${d}/${y}, 13:00`);
  });

  it('permissions: anonymous profile 403, not synced 403 with the message, no token 401', async () => {
    const anon = await syncedMember(s);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anon.id]);
    const a = await post(anon, eventBody(anon.id));
    expect(a.status).toBe(403);
    expect(a.body.error.code).toBe('anonymous_profile');

    const unsynced = await s.createMember();
    await s.db.query('UPDATE users SET salesforce_contact_id = NULL WHERE id = $1', [unsynced.id]);
    const u = await post(unsynced, eventBody(unsynced.id));
    expect(u.status).toBe(403);
    expect(u.body.error).toEqual({ code: 'account_not_synced', message: 'Unable to create an event until your account has fully synced. Try again in 15 minutes.' });

    expect((await s.call('/api/v1/mobile_event/', { json: eventBody(me.id) })).status).toBe(401);
  });

  it('a member event is hosted by its creator', async () => {
    const other = await syncedMember(s);
    const r = await post(me, eventBody(other.id));
    expect(r.status).toBe(403);
  });

  it('a chapter event needs an admin/moderator or an active Eagle Leader of the group; any member may host', async () => {
    const chapter = await raleighId();
    const host = await syncedMember(s);
    const body = eventBody(host.id, { chapter_hosted: true, chapter_id: chapter });
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [chapter, me.id]);
    expect((await post(me, body)).status).toBe(403);

    const admin = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [chapter, admin.id]);
    const ok = await post(admin, body);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ chapter_hosted: true, chapter_id: chapter, chapter_name: 'Raleigh, NC Chapter', chapter_type: 'chapter', host: { id: host.id }, creator: { id: admin.id } });

    const leader = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [chapter, leader.id]);
    await s.db.query("INSERT INTO eagle_leader_info (user_id, role, active) VALUES ($1, 'Volunteer Leader', true)", [leader.id]);
    expect((await post(leader, body)).status).toBe(201);
    await s.db.query("UPDATE eagle_leader_info SET end_date = '2020-01-01' WHERE user_id = $1", [leader.id]);
    expect((await post(leader, body)).status).toBe(403);

    const missing = await post(admin, eventBody(host.id, { chapter_hosted: true }));
    expect(missing.body.error.fields).toEqual({ chapter_id: 'THIS FIELD IS REQUIRED' });
  });

  it('recurrence: weekly and monthly occurrences share the series id and keep the wall-clock time', async () => {
    const chapter = await raleighId();
    const admin = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 1)', [chapter, admin.id]);
    // A Monday 18:00 New York, at least two days ahead.
    const start = new Date(Date.now() + 2 * DAY);
    while (start.getUTCDay() !== 1) start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCHours(23, 0, 0, 0);
    const nyDate = start.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const startIso = start.toISOString();
    const end = new Date(start.getTime() + 3_600_000).toISOString();
    const nyTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour12: false, hour: '2-digit', minute: '2-digit' });
    const nyDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'short' });

    const weekly = await post(
      admin,
      eventBody(admin.id, { chapter_hosted: true, chapter_id: chapter, start: startIso, end, recurrence: { frequency: 'week', interval: 1, count: 4, dtstart: startIso, weekdays: ['MO', 'TH'] } }),
    );
    expect(weekly.status).toBe(201);
    expect(weekly.body.occurrence_ids).toHaveLength(4);
    expect(weekly.body.series_id).toBe(weekly.body.id);
    expect(weekly.body.recurrence).toMatchObject({ frequency: 'week', count: 4 });
    const { rows } = await s.db.query<{ id: number; start_at: Date; series_id: number }>('SELECT id, start_at, series_id FROM events WHERE id = ANY($1::int[]) ORDER BY start_at', [
      weekly.body.occurrence_ids,
    ]);
    expect(rows.map((r) => r.series_id)).toEqual(Array(4).fill(weekly.body.id));
    expect(rows.map((r) => nyDay(r.start_at.toISOString()))).toEqual(['Mon', 'Thu', 'Mon', 'Thu']);
    for (const r of rows) expect(nyTime(r.start_at.toISOString())).toBe(nyTime(startIso));
    expect(rows[0].start_at.toLocaleDateString('en-CA', { timeZone: 'America/New_York' })).toBe(nyDate);

    const monthly = await post(
      admin,
      eventBody(admin.id, {
        chapter_hosted: true,
        chapter_id: chapter,
        start: startIso,
        end,
        recurrence: { frequency: 'month', interval: 2, count: 3, dtstart: startIso, monthly: { type: 'last_day' } },
      }),
    );
    expect(monthly.status).toBe(201);
    const m = await s.db.query<{ start_at: Date }>('SELECT start_at FROM events WHERE id = ANY($1::int[]) ORDER BY start_at', [monthly.body.occurrence_ids]);
    expect(m.rows).toHaveLength(3);
    for (const r of m.rows) {
      const local = new Date(r.start_at.toLocaleString('en-US', { timeZone: 'America/New_York' }));
      const next = new Date(local.getTime() + DAY);
      expect(next.getDate()).toBe(1); // the last day of its month
      expect(nyTime(r.start_at.toISOString())).toBe(nyTime(startIso));
    }

    const daily = await post(admin, eventBody(admin.id, { chapter_hosted: true, chapter_id: chapter, start: startIso, end, recurrence: { frequency: 'day', interval: 3, count: 15, dtstart: startIso } }));
    expect(daily.body.occurrence_ids).toHaveLength(15);
  });

  it('recurrence is validated and only for chapter events', async () => {
    const chapter = await raleighId();
    const admin = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [chapter, admin.id]);
    const { start } = slot(4);
    const member = await post(me, eventBody(me.id, { recurrence: { frequency: 'day', interval: 1, count: 2, dtstart: start } }));
    expect(member.body.error.fields).toEqual({ recurrence: 'Repeating events are only available for chapter events.' });
    const base = { chapter_hosted: true, chapter_id: chapter };
    const bad = await post(admin, eventBody(admin.id, { ...base, recurrence: { frequency: 'year', interval: 11, count: 16 } }));
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['recurrence.count', 'recurrence.dtstart', 'recurrence.frequency', 'recurrence.interval']);
    const noDays = await post(admin, eventBody(admin.id, { ...base, recurrence: { frequency: 'week', interval: 1, count: 2, dtstart: start } }));
    expect(noDays.body.error.fields).toHaveProperty('recurrence.weekdays');
    const weekday = new Date(slot(4).start).toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'short' }).slice(0, 2).toUpperCase();
    const other = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].find((d) => d !== weekday)!;
    const deselected = await post(admin, eventBody(admin.id, { ...base, ...slot(4), recurrence: { frequency: 'week', interval: 1, count: 2, dtstart: start, weekdays: [other] } }));
    expect(deselected.body.error.fields).toEqual({ 'recurrence.weekdays': "The start date's weekday cannot be deselected." });
    const noMonthly = await post(admin, eventBody(admin.id, { ...base, recurrence: { frequency: 'month', interval: 1, count: 2, dtstart: start } }));
    expect(noMonthly.body.error.fields).toEqual({ 'recurrence.monthly': 'Choose one monthly option.' });
  });
});

describe('GET/PUT/PATCH/DELETE /api/v1/mobile_event/{id}', () => {
  it('GET is public; a member token adds the attendance; 404 for a missing event', async () => {
    const e = await createEvent(s, me);
    const anon = await s.call(`/api/v1/mobile_event/${e.id}`);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ id: e.id, attendance_status: null, can_edit: false });
    const other = await syncedMember(s);
    const withToken = await s.call(`/api/v1/mobile_event/${e.id}`, { token: other.token });
    expect(withToken.body).toMatchObject({ can_edit: false, can_cancel: false });
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { token: 'bogus-token' })).status).toBe(401);
    expect((await s.call('/api/v1/mobile_event/99999999')).status).toBe(404);
  });

  it('PUT: anonymous 401, other member 403, host 200, group admin 200', async () => {
    const chapter = await raleighId();
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [chapter, me.id]);
    const e = await createEvent(s, me, { chapter_id: chapter });
    const body = eventBody(me.id, { chapter_id: chapter, name: 'Renamed Ruck' });
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', json: body })).status).toBe(401);
    const other = await syncedMember(s);
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: other.token, json: body })).status).toBe(403);
    const mine = await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: me.token, json: body });
    expect(mine.status).toBe(200);
    expect(mine.body.name).toBe('Renamed Ruck');
    const admin = await syncedMember(s);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [chapter, admin.id]);
    const byAdmin = await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: admin.token, json: { ...body, description: 'Edited by the admin.' } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ description: 'Edited by the admin.', host: { id: me.id }, can_edit: true });
    const invalid = await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: me.token, json: { ...body, name: '' } });
    expect(invalid.body.error.fields).toEqual({ name: 'THIS FIELD IS REQUIRED' });
  });

  it('PATCH cancels, PUT on a canceled event is 409, DELETE removes only a canceled event, then 410', async () => {
    const e = await createEvent(s, me);
    const url = `/api/v1/mobile_event/${e.id}`;
    expect((await s.call(url, { method: 'DELETE', token: me.token })).status).toBe(409);
    const other = await syncedMember(s);
    expect((await s.call(url, { method: 'PATCH', token: other.token, json: { status: 'Canceled' } })).status).toBe(403);
    expect((await s.call(url, { method: 'PATCH', json: { status: 'Canceled' } })).status).toBe(401);
    expect((await s.call(url, { method: 'PATCH', token: me.token, json: { status: 'Scheduled' } })).status).toBe(422);
    const canceled = await s.call(url, { method: 'PATCH', token: me.token, json: { status: 'Canceled' } });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'Canceled', can_edit: false, can_cancel: false, can_remove: true });
    expect((await s.call(url, { method: 'PUT', token: me.token, json: eventBody(me.id) })).status).toBe(409);
    expect((await s.call(url, { method: 'DELETE', token: other.token })).status).toBe(403);
    expect((await s.call(url, { method: 'DELETE', token: me.token })).status).toBe(204);
    const gone = await s.call(url);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toEqual({ code: 'event_removed', message: 'This event you are looking for has been canceled and removed.' });
  });

  it('a completed event cannot be edited (409) and shows Completed; In Progress while under way', async () => {
    const e = await createEvent(s, me, slot(1, 2));
    s.clock.set(new Date(new Date(e.start).getTime() + 30 * 60_000));
    try {
      expect((await s.call(`/api/v1/mobile_event/${e.id}`)).body.status).toBe('In Progress');
      s.clock.set(new Date(new Date(e.end).getTime() + 60_000));
      expect((await s.call(`/api/v1/mobile_event/${e.id}`)).body.status).toBe('Completed');
      expect((await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: me.token, json: eventBody(me.id, slot(1, 2)) })).status).toBe(409);
    } finally {
      s.clock.set(null);
    }
  });
});

describe('GET /api/v1/mobile_event/{id}/ics', () => {
  it('a calendar file with one VEVENT; a canceled event is CANCELLED', async () => {
    const e = await createEvent(s, me, { name: 'Ruck, then coffee; bring friends', description: 'Line one\nLine two' });
    const r = await s.call(`/api/v1/mobile_event/${e.id}/ics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="event-${e.id}.ics"`);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(r.text).toContain('BEGIN:VEVENT');
    expect(r.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(r.text).toContain(`UID:event-${e.id}@localhost`);
    expect(r.text).toContain(`DTSTART:${stamp(e.start)}`);
    expect(r.text).toContain(`DTEND:${stamp(e.end)}`);
    expect(r.text).toContain('SUMMARY:Ruck\\, then coffee\\; bring friends');
    expect(r.text).toContain('DESCRIPTION:Line one\\nLine two');
    expect(r.text).toContain('LOCATION:1 E Edenton St\\, Raleigh\\, NC 27601');
    expect(r.text).toContain(`URL:http://localhost/events/${e.id}`);
    expect(r.text).toContain('STATUS:CONFIRMED');
    await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PATCH', token: me.token, json: { status: 'Canceled' } });
    expect((await s.call(`/api/v1/mobile_event/${e.id}/ics`)).text).toContain('STATUS:CANCELLED');
  });
});
