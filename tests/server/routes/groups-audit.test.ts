// The moderation audit trail (groups/audit.ts, migration 008): every pin, unpin, post removal, ban
// and Eagle Leader change is recorded with who, what, target, group and when, in the action's
// transaction; `GET api/v1/group/{id}/audit` reads it, for the group's admins only, 25 a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordModeration } from '../../../server/groups/audit';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup } from '../support/groups';

let s: TestServer;
let g: number;
let admin: Member;
let mod: Member;
let member: Member;
let otherAdmin: Member;
beforeAll(async () => {
  s = await createTestServer();
  [admin, mod, member, otherAdmin] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
  g = await newGroup(s, { type: 'chapter', name: 'Audit chapter' });
  await joinAs(s, g, admin.id, 2);
  await joinAs(s, g, mod.id, 1);
  await joinAs(s, g, member.id, 0);
  await joinAs(s, await newGroup(s, { type: 'chapter', name: 'Other chapter' }), otherAdmin.id, 2);
});
afterAll(() => s?.close());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const call = (method: string, path: string, who: Member | null, json?: unknown) => s.call(path, { method, token: who?.token ?? null, json });
const readTrail = (who: Member | null, offset?: number | string, groupId = g) => call('GET', `/api/v1/group/${groupId}/audit${offset === undefined ? '' : `?offset=${offset}`}`, who);
const entries = async () => (await s.db.query<{ n: number }>('SELECT count(*) AS n FROM moderation_audit WHERE group_id = $1', [g])).rows[0].n;
async function post(author: Member, text = 'a post'): Promise<number> {
  const r = await call('POST', `/api/v1/group/${g}/timeline`, author, { text });
  if (r.status !== 201) throw new Error(`post → ${r.status} ${r.text}`);
  return r.body.data.id;
}
async function groupMember(): Promise<Member> {
  const m = await s.createMember();
  await joinAs(s, g, m.id);
  return m;
}

describe('what is recorded', () => {
  it('pins, unpins, a removal, a ban and Eagle Leader changes: newest first, with actor, target, post and time', async () => {
    const p1 = await post(member, 'first');
    const p2 = await post(member, 'second');
    const banned = await groupMember();
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [banned.id]);
    const started = Date.now();
    expect((await call('POST', `/api/v1/group/${g}/pinned_post/${p1}`, mod)).status).toBe(200);
    expect((await call('POST', `/api/v1/group/${g}/pinned_post/${p2}`, admin)).status).toBe(200);
    expect((await call('DELETE', `/api/v1/group/${g}/pinned_post/${p2}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/v1/group/${g}/pinned_post/${p2}`, admin)).status).toBe(204); // not pinned: nothing to record
    expect((await call('DELETE', `/api/v1/group_admin/${g}/post/${p1}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/v1/group_admin/${g}/user/${banned.id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/v1/group_admin/${g}/user/${banned.id}`, admin)).status).toBe(404); // already removed: nothing more
    const info = (json: unknown) => call('PUT', `/api/v2/profile/${member.id}/eagle_leader_info`, admin, { ...(json as object), group_id: g });
    expect((await info({ role: 'Volunteer Leader', start_date: today() })).status).toBe(200);
    expect((await info({ role: 'Chapter Captain' })).status).toBe(200);

    const r = await readTrail(admin);
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(7);
    expect(r.body.next).toBeNull();
    expect(r.body.data.map((e: { action: string }) => e.action)).toEqual(['leader_update', 'leader_onboard', 'ban', 'remove_post', 'unpin', 'pin', 'pin']);
    const [update, onboard, ban, removal, unpin, pin2, pin1] = r.body.data;
    const name = (m: Member) => ({ id: m.id, first_name: 'Test', last_name: 'Member' });
    expect(pin1).toMatchObject({ actor: name(mod), target_user: name(member), post_id: p1, automatic: false, challenge_id: null });
    expect(pin2).toMatchObject({ actor: name(admin), post_id: p2 });
    expect(unpin).toMatchObject({ actor: name(admin), target_user: name(member), post_id: p2 });
    expect(removal).toMatchObject({ actor: name(admin), target_user: name(member), post_id: p1 });
    expect(ban).toMatchObject({ actor: name(admin), target_user: { id: banned.id, first_name: 'Anonymous', last_name: 'Member' }, post_id: null });
    expect(onboard).toMatchObject({ target_user: name(member), details: { role: 'Volunteer Leader', start_date: today() } });
    expect(update.details).toMatchObject({ role: 'Chapter Captain', previous_role: 'Volunteer Leader' });
    for (const e of r.body.data) {
      expect(Object.keys(e).sort()).toEqual(['action', 'actor', 'automatic', 'challenge_id', 'created_at', 'details', 'id', 'post_id', 'target_user']);
      expect(new Date(e.created_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
    }
  });

  it('a challenge’s pin goes to its group’s trail with the challenge', async () => {
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO challenges (name, start_date, end_date, required_unit, group_id, created_by) VALUES ('Audit challenge', '2026-01-01', '2026-12-31', 'miles', $1, $2) RETURNING id`,
      [g, admin.id],
    );
    const challenge = rows[0].id;
    const { rows: posts } = await s.db.query<{ id: number }>(
      `INSERT INTO posts (author_id, feed_type, feed_id, text, challenge_id) VALUES ($1, 'challenge', $2, 'miles!', $2) RETURNING id`,
      [member.id, challenge],
    );
    expect((await call('POST', `/api/v1/challenge/${challenge}/pinned_post/${posts[0].id}`, admin)).status).toBe(200);
    const [latest] = (await readTrail(admin)).body.data;
    expect(latest).toMatchObject({ action: 'pin', challenge_id: challenge, post_id: posts[0].id, target_user: { id: member.id } });
  });
});

interface ModerationRoute {
  name: string;
  /** Fresh objects for one call: the method, path, body and the admin's success status. */
  make(): Promise<{ method: string; path: string; json?: unknown; ok: number }>;
  /** Does a successful call add an entry? */
  records: boolean;
}

const ROUTES: ModerationRoute[] = [
  { name: 'pin', records: true, make: async () => ({ method: 'POST', path: `/api/v1/group/${g}/pinned_post/${await post(member)}`, ok: 200 }) },
  {
    name: 'unpin',
    records: true,
    make: async () => {
      const p = await post(member);
      await call('POST', `/api/v1/group/${g}/pinned_post/${p}`, admin);
      return { method: 'DELETE', path: `/api/v1/group/${g}/pinned_post/${p}`, ok: 204 };
    },
  },
  { name: 'remove a post', records: true, make: async () => ({ method: 'DELETE', path: `/api/v1/group_admin/${g}/post/${await post(member)}`, ok: 204 }) },
  { name: 'ban', records: true, make: async () => ({ method: 'DELETE', path: `/api/v1/group_admin/${g}/user/${(await groupMember()).id}`, ok: 204 }) },
  {
    name: 'Eagle Leader onboarding',
    records: true,
    make: async () => ({ method: 'PUT', path: `/api/v2/profile/${(await groupMember()).id}/eagle_leader_info`, json: { role: 'Volunteer Leader', start_date: today() }, ok: 200 }),
  },
  { name: 'read the trail', records: false, make: async () => ({ method: 'GET', path: `/api/v1/group/${g}/audit`, ok: 200 }) },
];

describe.each(ROUTES)('authorisation: $name', (route) => {
  it('nobody 401, a member 403, another group’s admin 403 (nothing recorded); the group’s admin succeeds', async () => {
    const r = await route.make();
    const before = await entries();
    expect((await call(r.method, r.path, null, r.json)).status).toBe(401);
    expect((await call(r.method, r.path, member, r.json)).status).toBe(403);
    expect((await call(r.method, r.path, otherAdmin, r.json)).status).toBe(403);
    expect(await entries()).toBe(before);
    expect((await call(r.method, r.path, admin, r.json)).status).toBe(r.ok);
    expect(await entries()).toBe(before + (route.records ? 1 : 0));
  });
});

describe('reading the trail', () => {
  it('admins only: a moderator and a client token 403; unknown group 404; bad offset 422', async () => {
    expect((await readTrail(mod)).status).toBe(403);
    expect((await readTrail(mod)).body.error.message).toBe('Only the group’s admins can read its moderation history.');
    expect((await s.call(`/api/v1/group/${g}/audit`, { token: await s.clientToken() })).status).toBe(403);
    expect((await readTrail(admin, undefined, 99_999_999)).status).toBe(404);
    for (const bad of [-1, 'x', 1.5]) expect((await readTrail(admin, bad)).status).toBe(422);
  });

  it('25 a page, newest first, `next` the next offset; another group’s entries are not listed', async () => {
    const g2 = await newGroup(s, { type: 'activity', name: 'Paged' });
    const a2 = await s.createMember();
    await joinAs(s, g2, a2.id, 2);
    const t0 = Date.now() - 40 * DAY;
    await s.db.transaction(async (tx) => {
      for (let i = 0; i < 27; i++) await recordModeration(tx, { action: 'ban', actor: a2.id, group: g2, target: member.id, details: { i }, at: new Date(t0 + i * DAY) });
      await recordModeration(tx, { action: 'ban', actor: admin.id, group: g, target: member.id, at: new Date(t0) });
    });
    const first = await readTrail(a2, undefined, g2);
    expect(first.body.data).toHaveLength(25);
    expect(first.body).toMatchObject({ count: 27, next: 25 });
    expect(first.body.data[0].details).toEqual({ i: 26 });
    const second = await readTrail(a2, 25, g2);
    expect(second.body.data.map((e: { details: { i: number } }) => e.details.i)).toEqual([1, 0]);
    expect(second.body).toMatchObject({ count: 27, next: null });
    expect((await readTrail(a2, 100, g2)).body).toEqual({ data: [], count: 27, next: null });
    expect((await readTrail(admin, undefined, g2)).status).toBe(403);
  });
});
