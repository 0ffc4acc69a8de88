// Challenges (routes/challenges.ts, docs/api.md 'Challenges'): the lists, a challenge, participants,
// joining and leaving with their authorisation, followed participants, badge status, hostile ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let client: string;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.clientToken();
});
afterAll(() => s?.close());

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newChallenge(over: { start?: number; end?: number; unit?: string; goal?: number | null; groupId?: number | null; createdBy?: number | null; name?: string } = {}) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO challenges (name, description, start_date, end_date, required_unit, goal, group_id, created_by, badge_name, badge_image_url, links)
     VALUES ($1, 'A test challenge.', $2, $3, $4, $5, $6, $7, 'Test Badge', '/badges/eagle-miles.svg', '[{"text":"Rules","url":"https://example.org/rules"}]') RETURNING id`,
    [over.name ?? 'Test challenge', day(over.start ?? -5), day(over.end ?? 5), over.unit ?? 'miles', over.goal === undefined ? 10 : over.goal, over.groupId ?? null, over.createdBy ?? null],
  );
  return rows[0].id;
}
const participate = (challengeId: number, userId: number) => s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [challengeId, userId]);
const follow = (a: number, b: number) => s.db.query('INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2)', [a, b]);
const call = (method: string, path: string, m: Member | string | null) => s.call(path, { method, token: typeof m === 'string' ? m : (m?.token ?? null) });

describe('GET /api/v1/challenge/{id}', () => {
  it('public read: the Challenge object; a token adds joined, progress and is_admin; 404 unknown; ?after', async () => {
    const m = await s.createMember();
    const id = await newChallenge({ createdBy: m.id });
    const anon = await call('GET', `/api/v1/challenge/${id}`, null);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({
      id,
      name: 'Test challenge',
      start_date: day(-5),
      end_date: day(5),
      goal: 10,
      required_unit: 'miles',
      group: null,
      event_count: 0,
      links: [{ text: 'Rules', url: 'https://example.org/rules' }],
      participant_count: 0,
      participants_preview: [],
      joined: false,
      is_admin: false,
      progress: null,
      badge_earned: false,
      place: null,
    });
    expect(anon.body.badge_image_url).toMatch(/^http:\/\/localhost\/badges\/eagle-miles\.svg$/);
    const mine = await call('GET', `/api/v1/challenge/${id}`, m);
    expect(mine.body).toMatchObject({ joined: false, is_admin: true });
    const missing = await call('GET', '/api/v1/challenge/99999999', m);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'not_found', message: 'This challenge does not exist.' } });
    expect((await call('GET', '/api/v1/challenge/abc', m)).status).toBe(404);
    expect((await call('GET', '/api/v1/challenge/99999999999999', m)).status).toBe(404);
    expect((await call('GET', `/api/v1/challenge/${id}?after=yesterday`, m)).status).toBe(422);

    await s.db.query(
      `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual, challenge_id, is_removed)
       VALUES ('Early', $1, 'virtual', 'x', $2, $3, 'UTC', true, $4, false), ('Late', $1, 'virtual', 'x', $5, $6, 'UTC', true, $4, false),
              ('Gone', $1, 'virtual', 'x', $5, $6, 'UTC', true, $4, true)`,
      [m.id, new Date(Date.now() - 3 * DAY), new Date(Date.now() - 3 * DAY + 3_600_000), id, new Date(Date.now() + 2 * DAY), new Date(Date.now() + 2 * DAY + 3_600_000)],
    );
    expect((await call('GET', `/api/v1/challenge/${id}`, null)).body.event_count).toBe(2);
    expect((await call('GET', `/api/v1/challenge/${id}?after=${day(0)}`, null)).body.event_count).toBe(1);
  });

  it('is_admin for an admin or moderator of the challenge group, not for a plain member', async () => {
    const [admin, mod, member] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const { rows } = await s.db.query<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('activity', 'Challenge group') RETURNING id`);
    const g = rows[0].id;
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2), ($1, $3, 1), ($1, $4, 0)', [g, admin.id, mod.id, member.id]);
    const id = await newChallenge({ groupId: g });
    expect((await call('GET', `/api/v1/challenge/${id}`, admin)).body).toMatchObject({ is_admin: true, group: { id: g, name: 'Challenge group', type: 'activity' } });
    expect((await call('GET', `/api/v1/challenge/${id}`, mod)).body.is_admin).toBe(true);
    expect((await call('GET', `/api/v1/challenge/${id}`, member)).body.is_admin).toBe(false);
  });
});

describe('joining and leaving', () => {
  it('POST 201 then 200, GET joined_at, DELETE 200 then 404 not_joined; ended 409; others 403; 401; 404', async () => {
    const [m, other] = await Promise.all([s.createMember(), s.createMember()]);
    const id = await newChallenge();
    const path = `/api/v1/challenge/${id}/participants/${m.id}`;
    expect((await call('POST', path, null)).status).toBe(401);
    expect((await call('POST', path, client)).status).toBe(403);
    const foreign = await call('POST', path, other);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('forbidden');
    expect((await call('DELETE', path, other)).status).toBe(403);
    expect((await call('GET', path, other)).status).toBe(403);
    expect((await call('POST', `/api/v1/challenge/99999999/participants/${m.id}`, m)).status).toBe(404);
    expect((await call('GET', path, m)).status).toBe(404);

    const joined = await call('POST', path, m);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ id, joined: true, participant_count: 1, progress: { score: 0, goal: 10, percent: 0, rank: null } });
    expect((await call('POST', path, m)).status).toBe(200);
    const has = await call('GET', path, m);
    expect(has.status).toBe(200);
    expect(has.body).toMatchObject({ joined: true });
    expect(new Date(has.body.joined_at).toString()).not.toBe('Invalid Date');

    const left = await call('DELETE', path, m);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ joined: false, participant_count: 0, progress: null });
    const again = await call('DELETE', path, m);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_joined');

    const ended = await newChallenge({ start: -20, end: -1 });
    const late = await call('POST', `/api/v1/challenge/${ended}/participants/${m.id}`, m);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('challenge_ended');
    const upcoming = await newChallenge({ start: 3, end: 9 });
    expect((await call('POST', `/api/v1/challenge/${upcoming}/participants/${m.id}`, m)).status).toBe(201);
  });
});

describe('GET /api/v1/user/{id}/challenge', () => {
  it('active (by start) and past (latest end first), split joined/unjoined; 403 for another member; 422 bad status', async () => {
    const [m, other] = await Promise.all([s.createMember(), s.createMember()]);
    const a = await newChallenge({ start: -2, end: 4000, name: 'List A' });
    const b = await newChallenge({ start: -3000, end: 4000, name: 'List B' });
    const up = await newChallenge({ start: 3000, end: 4000, name: 'List Up' });
    const p1 = await newChallenge({ start: -4000, end: -3990, name: 'List P1' });
    const p2 = await newChallenge({ start: -4000, end: -3980, name: 'List P2' });
    await participate(a, m.id);
    await participate(p1, m.id);
    const active = await call('GET', `/api/v1/user/${m.id}/challenge?status=active`, m);
    expect(active.status).toBe(200);
    expect(active.body.data.joined.map((c: { id: number }) => c.id)).toContain(a);
    const unjoined = active.body.data.unjoined.map((c: { id: number }) => c.id);
    expect(unjoined).toEqual(expect.arrayContaining([b, up]));
    expect(unjoined.indexOf(b)).toBeLessThan(unjoined.indexOf(up));
    expect(unjoined).not.toContain(p1);
    const past = await call('GET', `/api/v1/user/${m.id}/challenge?status=past`, m);
    expect(past.body.data.joined.map((c: { id: number }) => c.id)).toEqual([p1]);
    expect(past.body.data.joined[0].place).toBeNull();
    const pastUnjoined = past.body.data.unjoined.map((c: { id: number }) => c.id);
    expect(pastUnjoined.indexOf(p2)).toBeLessThan(pastUnjoined.length);
    expect(pastUnjoined).not.toContain(a);
    expect((await call('GET', `/api/v1/user/${m.id}/challenge`, other)).status).toBe(403);
    expect((await call('GET', `/api/v1/user/${m.id}/challenge`, null)).status).toBe(401);
    expect((await call('GET', `/api/v1/user/${m.id}/challenge?status=soon`, m)).status).toBe(422);
  });
});

describe('participants', () => {
  it('25 a page, followed first then by name, anonymous as Anonymous Member; previews skip anonymous; followed_participants', async () => {
    const viewer = await s.createMember();
    const id = await newChallenge();
    const members: Member[] = [];
    for (let i = 0; i < 27; i++) members.push(await s.createMember());
    for (const [i, m] of members.entries()) {
      await s.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [m.id, `P${String(i).padStart(2, '0')}`, 'Zed']);
      await participate(id, m.id);
    }
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [members[0].id]);
    await follow(viewer.id, members[20].id);
    await follow(viewer.id, members[0].id);
    const page0 = await call('GET', `/api/v1/challenge/${id}/participants`, viewer);
    expect(page0.status).toBe(200);
    expect(page0.body.count).toBe(27);
    expect(page0.body.participants).toHaveLength(25);
    expect(page0.body.participants[0]).toEqual({ id: members[0].id, first_name: 'Anonymous', last_name: 'Member', profile_photo_url: null, public_profile: false, eagle_leader: false, is_followed: true });
    expect(page0.body.participants[1]).toMatchObject({ id: members[20].id, first_name: 'P20', public_profile: true, is_followed: true });
    expect(page0.body.participants[2]).toMatchObject({ first_name: 'P01', is_followed: false });
    const page1 = await call('GET', `/api/v1/challenge/${id}/participants?page=1`, viewer);
    expect(page1.body.participants).toHaveLength(2);
    expect((await call('GET', `/api/v1/challenge/${id}/participants?page=-1`, viewer)).status).toBe(422);
    expect((await call('GET', `/api/v1/challenge/${id}/participants`, null)).status).toBe(401);
    expect((await call('GET', `/api/v1/challenge/99999999/participants`, viewer)).status).toBe(404);

    const detail = await call('GET', `/api/v1/challenge/${id}`, viewer);
    expect(detail.body.participant_count).toBe(27);
    expect(detail.body.participants_preview).toHaveLength(9);
    expect(detail.body.participants_preview[0].id).toBe(members[20].id);
    expect(detail.body.participants_preview.map((p: { id: number }) => p.id)).not.toContain(members[0].id);

    const other = await newChallenge();
    const fp = await call('GET', `/api/v1/user/${viewer.id}/followed_participants?challenge_ids=${id},${other}`, viewer);
    expect(fp.status).toBe(200);
    expect(fp.body).toEqual({
      data: [
        { challenge_id: id, participants: [{ id: members[20].id, first_name: 'P20', last_name: 'Zed', profile_photo_url: null }] },
        { challenge_id: other, participants: [] },
      ],
    });
    expect((await call('GET', `/api/v1/user/${viewer.id}/followed_participants?challenge_ids=${id}`, members[1])).status).toBe(403);
    expect((await call('GET', `/api/v1/user/${viewer.id}/followed_participants?challenge_ids=1,x`, viewer)).status).toBe(422);
    expect((await call('GET', `/api/v1/user/${viewer.id}/followed_participants`, viewer)).status).toBe(422);
  });
});

describe('badge status', () => {
  it('unearned then earned; a private profile only for its owner; 404 unknown challenge', async () => {
    const [m, other] = await Promise.all([s.createMember(), s.createMember()]);
    const id = await newChallenge({ goal: 1, unit: 'check-ins' });
    const path = `/api/v1/user/${m.id}/challenge/${id}/badges`;
    const before = await call('GET', path, other);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ earned: false, received_datetime: null, badge: { name: 'Test Badge', image_url: 'http://localhost/badges/eagle-miles.svg' } });
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [m.id]);
    expect((await call('GET', path, other)).status).toBe(403);
    expect((await call('GET', path, m)).status).toBe(200);
    expect((await call('GET', path, null)).status).toBe(401);
    expect((await call('GET', `/api/v1/user/${m.id}/challenge/99999999/badges`, m)).status).toBe(404);
  });
});
