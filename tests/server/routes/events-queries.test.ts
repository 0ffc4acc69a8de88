// Round trips per request, pinned so they cannot creep back: the event list is ONE statement (none for
// a public page served from the list cache), the event detail ONE (plus the token lookup when the token
// is not cached yet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedApp, type CountedApp } from '../db/counted-app';
import { createTestServer, type TestServer } from '../support/harness';
import { RALEIGH, createEvent, setAttendance, slot, syncedMember } from '../support/events';

let s: TestServer;
let counted: CountedApp;
let token: string;

beforeAll(async () => {
  s = await createTestServer();
  counted = countedApp(s);
  ({ token } = await s.login('member@demo.test'));
});
afterAll(() => s?.close());

/** Calls `path` until the member token is served from memory, then returns the statements of one more call. */
async function warmStatements(path: string): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const r = await counted.call(path, { token });
    expect(r.status).toBe(200);
    if (!r.statements.some((sql) => sql.includes('FROM oauth_tokens'))) return r.statements;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the token was never served from the cache');
}

describe('statements per request', () => {
  const lists = [
    '',
    'page=3',
    'offset=100000',
    'sort=attendees&sort_order=asc',
    `is_virtual=false&after=${encodeURIComponent(new Date().toISOString())}&sort=date&sort_order=asc&distance=50&lat=${RALEIGH.latitude}&long=${RALEIGH.longitude}`,
    'lat=35.77&long=-78.63',
    'search=run&category=run-walk,hike-ruck',
    'group_filter=my-chapters',
    'hosting=true',
  ];

  it('the event list: 1 statement anonymous or with a cached token, at most 2 with a new token', async () => {
    for (const q of lists.filter((l) => !/group_filter|hosting/.test(l))) {
      const anonymous = await counted.call(`/api/v1/mobile_event/?${q}`);
      expect(anonymous.status, q).toBe(200);
      expect(anonymous.statements, q).toHaveLength(1);
    }
    const fresh = await s.login('member@demo.test');
    const first = await counted.call('/api/v1/mobile_event/', { token: fresh.token });
    expect(first.statements.length).toBeLessThanOrEqual(2);
    // A public page asked again may come from the shared list cache (PostgreSQL: events/list-cache.ts): no statement at all.
    for (const q of lists) {
      const statements = await warmStatements(`/api/v1/mobile_event/?${q}`);
      if (/group_filter|hosting/.test(q)) expect(statements, q).toHaveLength(1);
      else expect(statements.length, q).toBeLessThanOrEqual(1);
    }
  });

  it('an empty page still counts every match', async () => {
    const all = await counted.call('/api/v1/mobile_event/');
    const beyond = await counted.call('/api/v1/mobile_event/?offset=100000');
    expect(beyond.body).toEqual({ data: [], count: all.body.count, total_number_pages: all.body.total_number_pages, total_number_posts: all.body.count });
    expect((await counted.call('/api/v1/mobile_event/?search=xyzzy')).body).toEqual({ data: [], count: 0, total_number_pages: 0, total_number_posts: 0 });
  });

  it('the event detail: 1 statement anonymous or with a cached token, at most 3 with a new token', async () => {
    const host = await syncedMember(s);
    const challenge = (await s.db.query<{ id: number }>('SELECT id FROM challenges ORDER BY id LIMIT 1')).rows[0].id;
    const plain = await createEvent(s, host);
    const onChallenge = await createEvent(s, host, { ...slot(2), challenge_id: challenge });
    const { userId } = await s.login('member@demo.test');
    expect((await setAttendance(s, plain.id, userId, token, 'going')).status).toBe(200);
    for (const id of [plain.id, onChallenge.id]) {
      const anonymous = await counted.call(`/api/v1/mobile_event/${id}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.statements).toHaveLength(1);
      const fresh = await s.login('member@demo.test');
      expect((await counted.call(`/api/v1/mobile_event/${id}`, { token: fresh.token })).statements.length).toBeLessThanOrEqual(3);
      expect(await warmStatements(`/api/v1/mobile_event/${id}`)).toHaveLength(1);
    }
    const mine = await counted.call(`/api/v1/mobile_event/${plain.id}`, { token });
    expect(mine.body).toMatchObject({ attendance_status: 'going', can_edit: false });
    const asHost = await counted.call(`/api/v1/mobile_event/${onChallenge.id}`, { token: host.token });
    expect(asHost.body).toMatchObject({ can_edit: true, challenge: { id: challenge, progress: { value: 0 } } });
  });

  it('a missing or removed event is still one statement (404 / 410)', async () => {
    const missing = await counted.call('/api/v1/mobile_event/99999999');
    expect(missing.status).toBe(404);
    expect(missing.statements).toHaveLength(1);
    const host = await syncedMember(s);
    const event = await createEvent(s, host);
    expect((await s.call(`/api/v1/mobile_event/${event.id}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } })).status).toBe(200);
    expect((await s.call(`/api/v1/mobile_event/${event.id}`, { method: 'DELETE', token: host.token })).status).toBe(204);
    const removed = await counted.call(`/api/v1/mobile_event/${event.id}`);
    expect(removed.status).toBe(410);
    expect(removed.statements).toHaveLength(1);
  });
});
