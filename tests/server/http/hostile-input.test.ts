// Table-driven: every API route gets hostile input (NUL bytes in text, query and login name; ids
// beyond int4 in paths, queries and bodies; dates outside the database's range). None may answer
// 500; every refusal is a 4xx with the JSON error body `{error: {code, message}}`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createTestServer, type Member, type Res, type TestServer } from '../support/harness';
import { eventBody, syncedMember } from '../support/events';

let s: TestServer;
let member: Member;
let other: Member;
let eventId: number;
beforeAll(async () => {
  s = await createTestServer();
  member = await syncedMember(s);
  other = await s.createMember();
  const created = await s.call('/api/v1/mobile_event/', { token: member.token, json: eventBody(member.id) });
  eventId = created.body.id;
});
afterAll(() => s?.close());

const NUL = 'a\u0000b';
const BIG_IDS = [2147483648, 1e20, -2147483649];
const BAD_DATES = ['-100000-01-01', '+275760-09-13T00:00:00Z', '99999-01-01'];

const QUERY_KEYS = ['group_id', 'chapter_id', 'host', 'attendee', 'challenge_id', 'event_id', 'user_id', 'after', 'before', 'start', 'end', 'date',
  'q', 'search', 'query', 'name', 'zip', 'city', 'state', 'address', 'lat', 'long', 'offset', 'page', 'limit', 'distance', 'sort', 'type',
  'status', 'attendance_status', 'is_virtual', 'tab', 'reporter', 'text', 'zip_code', 'member_status', 'branch', 'military_status',
  'check_in_frequency', 'default_group', 'is_eagle_leader', 'status_not'];
const ID_KEYS = ['group_id', 'chapter_id', 'host', 'attendee', 'challenge_id', 'event_id', 'user_id', 'reporter', 'offset', 'page', 'limit', 'creator',
  'preferred_chapter', 'home_chapter', 'id'];
const DATE_KEYS = ['after', 'before', 'start', 'end', 'date', 'start_date', 'end_date', 'military_ets', 'military_start_date', 'onboarded_at',
  'survey_taken_time_stamp', 'eagle_leader_start', 'now', 'joined_date', 'check_in_after_date'];
const TEXT_KEYS = ['name', 'first_name', 'last_name', 'email', 'password', 'current_password', 'description', 'profile_bio', 'phone', 'address',
  'city', 'state', 'zip', 'country', 'category', 'reason', 'text', 'message', 'attendance_status', 'verification_code', 'code', 'token',
  'fcm_token', 'push_token', 'link', 'url', 'profile_photo_url', 'cover_photo_url', 'gender', 'military_status', 'military_branch',
  'military_rank', 'time_zone_id', 'content_type', 'file_name', 'intent', 'shirt_size', 'version'];

type Route = { method: string; path: string };

/** Fills path parameters so owner routes reach their real code (the member's own id, a real event, group 1). */
function fill(path: string, big?: number): string {
  const id = path.startsWith('/api/v1/mobile_event') || path.startsWith('/api/v1/report/event') ? eventId : path.startsWith('/api/v1/group/') ? 1 : member.id;
  return path
    .replace(/:id\{[^}]+\}/, String(big ?? id))
    .replace(/:groupId\{[^}]+\}/, String(big ?? 1))
    .replace(/:userId\{[^}]+\}/, String(big ?? member.id))
    .replace(/:(otherId|blockedId)\{[^}]+\}/, String(big ?? other.id))
    .replace(/:eventId\{[^}]+\}/, String(big ?? eventId))
    .replace(/:relation\{[^}]+\}/, 'followers');
}

function apiRoutes(): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of s.app.routes) {
    if (r.method === 'ALL' || !/^\/(api|oauth)\//.test(r.path)) continue;
    // Revoking our own token or deleting our own account would end the run early.
    if (r.path === '/oauth/revoke' || (r.method === 'DELETE' && r.path === '/api/v1/user/:id{[0-9]+}')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path: r.path });
  }
  return out;
}

let problems: string[] = [];
beforeEach(() => {
  problems = [];
});
function judge(label: string, r: Res) {
  const jsonError = r.status < 400 || (typeof r.body === 'object' && r.body !== null && typeof r.body.error?.code === 'string' && typeof r.body.error?.message === 'string');
  if (r.status >= 500 || !jsonError) problems.push(`${label} → ${r.status} ${r.text.slice(0, 120)}`);
}

async function send(route: Route, path: string, json?: unknown) {
  const withBody = json !== undefined && route.method !== 'GET';
  const r = await s.call(path, { method: route.method, token: member.token, ...(withBody ? { json } : {}) });
  judge(`${route.method} ${path}${withBody ? ` ${JSON.stringify(json)}` : ''}`, r);
}

describe('hostile input on every API route', { timeout: 180_000 }, () => {
  it('covers the API (sanity: the route table is what we probe)', () => {
    expect(apiRoutes().length).toBeGreaterThan(50);
  });

  it('ids beyond int4 in the path', async () => {
    for (const route of apiRoutes().filter((r) => r.path.includes(':'))) {
      for (const big of [2147483648, 99999999999]) await send(route, fill(route.path, big), {});
    }
    expect(problems).toEqual([]);
  });

  it('NUL bytes, ids beyond int4 and out-of-range dates in query strings', async () => {
    for (const route of apiRoutes().filter((r) => r.method === 'GET')) {
      const base = fill(route.path);
      for (const key of QUERY_KEYS) await send(route, `${base}?${key}=${encodeURIComponent(NUL)}`);
      for (const key of ID_KEYS) for (const big of BIG_IDS) await send(route, `${base}?${key}=${big}`);
      for (const key of DATE_KEYS) for (const d of BAD_DATES) await send(route, `${base}?${key}=${encodeURIComponent(d)}`);
    }
    expect(problems).toEqual([]);
  });

  it('NUL bytes, ids beyond int4 and out-of-range dates in JSON bodies (one field at a time)', async () => {
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      const path = fill(route.path);
      for (const key of TEXT_KEYS) await send(route, path, { [key]: NUL });
      for (const key of ID_KEYS) for (const big of BIG_IDS) await send(route, path, { [key]: big });
      for (const key of DATE_KEYS) for (const d of BAD_DATES) await send(route, path, { [key]: d });
      await send(route, path, { [NUL]: 1 });
    }
    expect(problems).toEqual([]);
  });

  it('hostile values inside otherwise valid bodies (event create/edit, profile update, attendance, workout)', async () => {
    const valid: Array<[Route, string, Record<string, unknown>]> = [
      [{ method: 'POST', path: 'event' }, '/api/v1/mobile_event/', eventBody(member.id)],
      [{ method: 'PUT', path: 'event' }, `/api/v1/mobile_event/${eventId}`, eventBody(member.id)],
      [{ method: 'POST', path: 'user' }, `/api/v1/user/${member.id}`, { first_name: 'Pat', last_name: 'Doe', profile_bio: 'Hi' }],
      [{ method: 'POST', path: 'workout' }, `/api/v1/mobile_event/${eventId}/workout/${member.id}`, { miles: 1, steps: 100, hours: 0, minutes: 10, seconds: 0 }],
    ];
    for (const [route, path, body] of valid) {
      const keys = [...Object.keys(body), 'chapter_id', 'group_id', 'challenge_id', 'preferred_chapter', 'home_chapter', 'start', 'end', 'military_ets'];
      for (const key of keys) {
        for (const value of [NUL, ...BIG_IDS, ...BAD_DATES]) await send(route, path, { ...body, [key]: value });
        if (typeof body[key] === 'object' && body[key] !== null) {
          for (const sub of Object.keys(body[key] as object)) {
            for (const value of [NUL, ...BIG_IDS]) await send(route, path, { ...body, [key]: { ...(body[key] as object), [sub]: value } });
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a NUL byte in the login name, password, grant or client', async () => {
    for (const form of <Array<Record<string, string>>>[
      { grant_type: 'password', username: NUL, password: 'whatever1' },
      { grant_type: 'password', username: 'member@demo.test', password: NUL },
      { grant_type: NUL },
      { grant_type: 'refresh_token', refresh_token: NUL },
    ]) {
      judge(`token ${JSON.stringify(form)}`, await s.token(form));
      judge(`token json ${JSON.stringify(form)}`, await s.call('/oauth/token', { json: form, headers: { authorization: 'Basic cndiLXdlYjpyd2Itd2ViLXB1YmxpYw==' } }));
    }
    expect(problems).toEqual([]);
  });
});

describe('the safety net behind the bounds', () => {
  it('a database data error that slipped past validation is a 422 with a JSON body, not a 500', async () => {
    const app = createApp({ db: s.db, config: s.config });
    app.get('/api/v1/__probe_data_error', async () => {
      await s.db.query('SELECT $1::int', ['99999999999']);
      return new Response('unreachable');
    });
    const r = await app.request('http://localhost/api/v1/__probe_data_error');
    expect(r.status).toBe(422);
    expect(((await r.json()) as { error: unknown }).error).toEqual({ code: 'invalid_input', message: 'The request contains a value that cannot be stored.' });
  });
});

describe('what the caller is told', () => {
  it('names the field and the rule', async () => {
    const nul = await s.call(`/api/v1/user/${member.id}`, { token: member.token, json: { first_name: NUL } });
    expect(nul.status).toBe(422);
    expect(nul.body.error.fields).toEqual({ first_name: 'Text cannot contain NUL characters.' });
    const big = await s.call(`/api/v1/user/${member.id}`, { token: member.token, json: { preferred_chapter: 2147483648 } });
    expect(big.status).toBe(422);
    expect(big.body.error.fields).toEqual({ preferred_chapter: 'Must be a whole number from -2147483648 to 2147483647.' });
    const date = await s.call('/api/v1/mobile_event/', { token: member.token, json: eventBody(member.id, { end: '-100000-01-01' }) });
    expect(date.status).toBe(422);
    expect(date.body.error.fields).toEqual({ end: 'Enter a date between the years 1 and 9999.' });
    const login = await s.token({ grant_type: 'password', username: NUL, password: 'whatever1' });
    expect(login.status).toBe(400);
    expect(login.body.error).toEqual({ code: 'invalid_request', message: 'Text cannot contain NUL characters.' });
    const list = await s.call(`/api/v1/search/user/group?group_id=2147483648`, { token: member.token });
    expect([400, 422]).toContain(list.status);
  });
});
