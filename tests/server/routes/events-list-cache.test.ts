// The shared cache of public list pages (server/events/list-cache.ts) never shows an old page after a
// write: a created, edited, canceled or removed event and an attendance change show at once, to the
// member who made them and through a second app on the same database (as another process would).
// On PostgreSQL (npm run test:pg) the pages are cached; on PGlite there is no cache, and the same
// answers are checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedApp, type CountedApp } from '../db/counted-app';
import type { Member, TestServer } from '../support/harness';
import { createTestServer } from '../support/harness';
import { DAY, RALEIGH, createEvent, eventBody, setAttendance, slot, syncedMember } from '../support/events';

let s: TestServer;
let other: CountedApp;
let host: Member;
let guest: Member;

// A window of its own (400 days ahead): only this file's events are in it.
const after = new Date(Date.now() + 399 * DAY).toISOString();
const path = `/api/v1/mobile_event/?limit=50&offset=0&is_virtual=false&after=${encodeURIComponent(after)}&sort=date&sort_order=asc&distance=50&lat=${RALEIGH.latitude}&long=${RALEIGH.longitude}`;

beforeAll(async () => {
  s = await createTestServer();
  other = countedApp(s);
  host = await syncedMember(s);
  guest = await s.createMember();
});
afterAll(() => s?.close());

/** The page as the writer sees it (with their token) and as another app instance sees it (anonymous). */
async function both() {
  const mine = await s.call(path, { token: host.token });
  const theirs = await other.call(path);
  expect(mine.status).toBe(200);
  expect(theirs.body).toEqual(mine.body);
  return mine.body as { count: number; data: Array<{ id: number; name: string; status: string; attendees_count: number }> };
}

describe('the event list after writes', () => {
  it('a repeated page is served from memory on PostgreSQL (no statement), from the database on PGlite', async () => {
    // The cache serves nothing until its LISTEN connection is up: ask until it does (or 50 times).
    let statements: string[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await other.call(path);
      expect(r.status).toBe(200);
      ({ statements } = r);
      if (!statements.length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(statements).toHaveLength(s.db.listen ? 0 : 1);
  });

  it('create, edit, attendance, cancel and remove show at once', async () => {
    expect((await both()).count).toBe(0);

    const e = await createEvent(s, host, slot(400));
    let page = await both();
    expect(page.count).toBe(1);
    expect(page.data.map((d) => d.id)).toEqual([e.id]);

    const edited = await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PUT', token: host.token, json: eventBody(host.id, { ...slot(400), name: 'Renamed Ruck' }) });
    expect(edited.status).toBe(200);
    expect((await both()).data[0].name).toBe('Renamed Ruck');

    expect((await setAttendance(s, e.id, guest.id, guest.token, 'going')).status).toBe(200);
    expect((await s.call(path, { token: guest.token })).body.data[0].attendees_count).toBe(1);
    expect((await both()).data[0].attendees_count).toBe(1);
    expect((await setAttendance(s, e.id, guest.id, guest.token, 'interested')).status).toBe(200);
    expect((await s.call(path, { token: guest.token })).body.data[0].attendees_count).toBe(0);

    const second = await createEvent(s, host, slot(401));
    page = await both();
    expect(page.data.map((d) => d.id)).toEqual([e.id, second.id]);

    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } })).status).toBe(200);
    expect((await both()).data[0].status).toBe('Canceled');
    expect((await s.call(`/api/v1/mobile_event/${e.id}`, { method: 'DELETE', token: host.token })).status).toBe(204);
    page = await both();
    expect(page.count).toBe(1);
    expect(page.data.map((d) => d.id)).toEqual([second.id]);
  });

  it("a change made outside the API (a host's new name, straight in the database) shows at once too", async () => {
    const before = await both();
    expect(before.count).toBe(1);
    await s.db.query("UPDATE users SET anonymous_profile = true WHERE id = $1", [host.id]);
    const after = (await other.call(path)).body;
    expect(after.data[0].host).toMatchObject({ first_name: 'Anonymous', last_name: 'Member' });
  });
});
