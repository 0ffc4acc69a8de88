// Reports (routes/reports.ts): one router for every report target of both specs, the same body
// {reporter, reason?, text?} and the same `reports` row. Targets whose feature does not exist yet
// answer 404 for every id (and store nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, syncedMember } from '../support/events';

let s: TestServer;
let host: Member;
let guest: Member;
let client: string;
let raleigh: number;
beforeAll(async () => {
  s = await createTestServer();
  host = await syncedMember(s);
  guest = await syncedMember(s);
  client = await s.clientToken();
  raleigh = (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
});
afterAll(() => s?.close());

const reportCount = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).rows[0].n;

describe('POST /api/v1/report/event/{id}', () => {
  it('201 {id}; the reporter must be the caller', async () => {
    const e = await createEvent(s, host);
    const r = await s.call(`/api/v1/report/event/${e.id}`, { token: guest.token, json: { reporter: guest.id } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number) });
    const { rows } = await s.db.query('SELECT reporter_id, target_type, target_id FROM reports WHERE id = $1', [r.body.id]);
    expect(rows[0]).toEqual({ reporter_id: guest.id, target_type: 'event', target_id: String(e.id) });
    expect((await s.call(`/api/v1/report/event/${e.id}`, { token: guest.token, json: { reporter: host.id } })).status).toBe(403);
    expect((await s.call(`/api/v1/report/event/${e.id}`, { json: { reporter: guest.id } })).status).toBe(401);
    expect((await s.call('/api/v1/report/event/999999', { token: guest.token, json: { reporter: guest.id } })).status).toBe(404);
  });
});

describe('POST /api/v1/report/user/{id}', () => {
  it('reports a member', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const r = await s.call(`/api/v1/report/user/${b.id}`, { token: a.token, json: { reporter: a.id, reason: 'spam' } });
    expect(r.status).toBe(201);
    const row = await s.db.query('SELECT reporter_id, target_type, target_id, reason FROM reports WHERE id = $1', [r.body.id]);
    expect(row.rows[0]).toEqual({ reporter_id: a.id, target_type: 'user', target_id: String(b.id), reason: 'spam' });
    expect((await s.call(`/api/v1/report/user/${a.id}`, { token: a.token, json: { reporter: a.id } })).status).toBe(422);
    expect((await s.call(`/api/v1/report/user/${b.id}`, { token: a.token, json: { reporter: b.id } })).status).toBe(403);
    expect((await s.call(`/api/v1/report/user/99999999`, { token: a.token, json: { reporter: a.id } })).status).toBe(404);
    expect((await s.call(`/api/v1/report/user/${b.id}`, { json: { reporter: a.id } })).status).toBe(401);
  });
});

interface Target {
  name: string;
  /** The call for the reported thing (`id`) under its parent (`parent`). */
  path: (id: string | number, parent: number) => string;
  /** Body fields besides the reporter (the channel's id travels in the body). */
  body?: (id: string | number) => Record<string, unknown>;
}

/** Targets with a table: a real thing is reported (201), an unknown id is 404 with the target's message. */
const EXISTING: Array<Target & { thing: () => Promise<number>; missing: string; type: string }> = [
  { name: 'member', type: 'user', path: (id) => `/api/v1/report/user/${id}`, thing: async () => (await s.createMember()).id, missing: 'This member does not exist.' },
  { name: 'event', type: 'event', path: (id) => `/api/v1/report/event/${id}`, thing: async () => (await createEvent(s, host)).id, missing: 'This event does not exist.' },
  { name: 'group', type: 'group', path: (id) => `/api/v1/report/group/${id}`, thing: async () => raleigh, missing: 'This group does not exist.' },
];

/** Targets whose real reports are tested with their feature (feed, chat): here the caller checks, and an unknown id is 404 'Not found.'. */
const NOT_YET: Target[] = [
  { name: 'post', path: (id, parent) => `/api/v1/report/user/${parent}/post/${id}` },
  { name: 'event post', path: (id, parent) => `/api/v1/report/event/${parent}/post/${id}` },
  { name: 'group post', path: (id, parent) => `/api/v1/report/group/${parent}/post/${id}` },
  { name: 'message', path: (id) => `/api/v1/messages/${id}/report` },
  { name: 'channel', path: () => '/api/v1/channels/report', body: (id) => ({ channel_id: String(id) }) },
];

const report = (t: Target, id: string | number, token: string | null, reporter: number, extra: Record<string, unknown> = {}) =>
  s.call(t.path(id, guest.id), { token, json: { reporter, ...t.body?.(id), ...extra } });

describe.each(EXISTING)('report a $name', (t) => {
  it('nobody 401, a client token 403, another reporter 403, unknown 404; a member 201 with the reports row', async () => {
    const id = await t.thing();
    const before = await reportCount();
    expect((await report(t, id, null, guest.id)).status).toBe(401);
    expect((await report(t, id, client, guest.id)).status).toBe(403);
    const other = await report(t, id, guest.token, host.id);
    expect(other.status).toBe(403);
    expect(other.body.error).toEqual({ code: 'forbidden', message: 'The reporter must be you.' });
    expect((await report(t, id, guest.token, guest.id, { reporter: undefined })).status).toBe(422);
    const unknown = await report(t, 99999999, guest.token, guest.id);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: t.missing });
    expect(await reportCount()).toBe(before);

    const r = await report(t, id, guest.token, guest.id, { reason: 'Spam', text: 'Looks like spam.' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number) });
    const { rows } = await s.db.query('SELECT reporter_id, target_type, target_id, reason, text, extra FROM reports WHERE id = $1', [r.body.id]);
    expect(rows[0]).toEqual({ reporter_id: guest.id, target_type: t.type, target_id: String(id), reason: 'Spam', text: 'Looks like spam.', extra: {} });
  });
});

describe.each(NOT_YET)('report a $name (unknown ids; the real ones in the feature tests)', (t) => {
  it('nobody 401, a client token 403, another reporter 403; an unknown id is 404 and nothing is stored', async () => {
    const before = await reportCount();
    expect((await report(t, 1, null, guest.id)).status).toBe(401);
    expect((await report(t, 1, client, guest.id)).status).toBe(403);
    expect((await report(t, 1, guest.token, host.id)).status).toBe(403);
    for (const id of [1, 99999999]) {
      const r = await report(t, id, guest.token, guest.id, { reason: 'Harassment' });
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ code: 'not_found', message: 'Not found.' });
    }
    expect(await reportCount()).toBe(before);
  });
});

describe('report bodies', () => {
  it('a channel report needs the channel id; a reason over 100 characters is 422', async () => {
    const channel = s.call('/api/v1/channels/report', { token: guest.token, json: { reporter: guest.id } });
    expect((await channel).body.error.fields).toEqual({ channel_id: 'This field is required.' });
    const long = await s.call(`/api/v1/report/event/${(await createEvent(s, host)).id}`, { token: guest.token, json: { reporter: guest.id, reason: 'x'.repeat(101) } });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toHaveProperty('reason');
  });
});
