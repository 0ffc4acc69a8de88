// A group's member list (GET /api/v1/group/{id}/members: self, admins, chapter captains, moderators,
// members; 25 a page) and the member search in a group (GET /api/v1/search/user/group: name, zip,
// city, the member filter's query parts, staff-only filters) — server/groups/members.ts, member-search.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup, setUser } from '../support/groups';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

/** `n` members made in SQL (no login needed), named `${prefix} Member00`…, joined to `groupId`. */
async function plainMembers(groupId: number, n: number, prefix: string): Promise<number[]> {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, email_verified, profile_completed)
     SELECT $1 || i || '@example.com', $2, 'Member' || lpad(i::text, 2, '0'), true, true FROM generate_series(0, $3 - 1) AS i RETURNING id`,
    [`${prefix.toLowerCase()}-${groupId}-`, prefix, n],
  );
  for (const r of rows) await joinAs(s, groupId, r.id);
  return rows.map((r) => r.id);
}

async function leader(userId: number, role: string, active: boolean) {
  await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active) VALUES ($1, $2, '2024-01-01', $3)`, [userId, role, active]);
  await setUser(s, userId, { eagle_leader: active, eagle_leader_title: active ? role : null });
}

interface Staffed {
  g: number;
  admin: Member;
  captain: Member;
  mod: Member;
  me: Member;
  plain: number[];
}

async function staffedChapter(prefix: string, plainCount = 27): Promise<Staffed> {
  const g = await newGroup(s, { type: 'chapter', name: `${prefix} chapter` });
  const [admin, captain, mod, me] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
  await joinAs(s, g, admin.id, 2);
  await joinAs(s, g, captain.id, 1);
  await leader(captain.id, 'Chapter Captain', true);
  await joinAs(s, g, mod.id, 1);
  await joinAs(s, g, me.id);
  const plain = await plainMembers(g, plainCount, prefix);
  return { g, admin, captain, mod, me, plain };
}

const ids = (list: Array<{ id: number }>) => list.map((m) => m.id);

describe('GET /api/v1/group/{id}/members', () => {
  it('page 0: self, admins, chapter captains, moderators and the first 25 members by name; page 1 the rest', async () => {
    const { g, admin, captain, mod, me, plain } = await staffedChapter('Paged');
    const r = await s.call(`/api/v1/group/${g}/members`, { token: me.token });
    expect(r.status).toBe(200);
    expect(r.body.self).toMatchObject({ id: me.id, role: 0, first_name: 'Test' });
    expect(ids(r.body.admins)).toEqual([admin.id]);
    expect(ids(r.body.chapter_captains)).toEqual([captain.id]);
    expect(r.body.chapter_captains[0]).toMatchObject({ role: 1, chapter_captain: true, eagle_leader: true, eagle_leader_title: 'Chapter Captain' });
    expect(ids(r.body.moderators)).toEqual([mod.id]);
    expect(ids(r.body.members)).toEqual(plain.slice(0, 25));
    expect(r.body).toMatchObject({ count: 27, next: 1 });
    expect(Object.keys(r.body.members[0]).sort()).toEqual(
      ['attendance_status', 'chapter_captain', 'eagle_leader', 'eagle_leader_title', 'first_name', 'id', 'is_sponsor_admin', 'last_name', 'military_branch', 'military_status', 'preferred_chapter', 'profile_photo_url', 'public_profile', 'role'].sort(),
    );
    const page1 = await s.call(`/api/v1/group/${g}/members?page=1`, { token: me.token });
    expect(page1.body).toMatchObject({ self: null, admins: [], chapter_captains: [], moderators: [], count: 27, next: null });
    expect(ids(page1.body.members)).toEqual(plain.slice(25));
    const past = await s.call(`/api/v1/group/${g}/members?page=5`, { token: me.token });
    expect(past.body).toMatchObject({ members: [], count: 27, next: null });
  });

  it('a non-member sees no self; a pending captain is a plain member; captains only in chapter groups', async () => {
    const { g, admin } = await staffedChapter('Pending', 1);
    const pending = await s.createMember();
    await joinAs(s, g, pending.id);
    await leader(pending.id, 'Chapter Captain', false);
    const outsider = await s.createMember();
    const r = await s.call(`/api/v1/group/${g}/members`, { token: outsider.token });
    expect(r.body.self).toBeNull();
    expect(ids(r.body.members)).toContain(pending.id);
    const activity = await newGroup(s, { type: 'activity' });
    const captain = await s.createMember();
    await leader(captain.id, 'Chapter Captain', true);
    await joinAs(s, activity, captain.id);
    await joinAs(s, activity, admin.id, 2);
    const a = await s.call(`/api/v1/group/${activity}/members`, { token: outsider.token });
    expect(a.body.chapter_captains).toEqual([]);
    expect(a.body.members[0]).toMatchObject({ id: captain.id, chapter_captain: false, eagle_leader: true });
  });

  it('the seeded Raleigh chapter: admin@ is an admin, leader@ its chapter captain (a moderator too)', async () => {
    const member = await s.login('member@demo.test');
    const r = await s.call('/api/v1/group/1/members', { token: member.token });
    expect(r.body.self.id).toBe(member.userId);
    expect(ids(r.body.admins)).toContain(await s.userId('admin@demo.test'));
    expect(ids(r.body.chapter_captains)).toContain(await s.userId('leader@demo.test'));
    expect(r.body.moderators.length).toBeGreaterThanOrEqual(1);
    expect(r.body.members).toHaveLength(25);
    expect(r.body.next).toBe(1);
  });

  it('anonymous members are listed as Anonymous Member; sponsor admins carry is_sponsor_admin', async () => {
    const g = await newGroup(s, { type: 'sponsor' });
    const [admin, shy, viewer] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    await joinAs(s, g, admin.id, 2);
    await joinAs(s, g, shy.id);
    await setUser(s, shy.id, { anonymous_profile: true, military_status: 'Veteran' });
    const r = await s.call(`/api/v1/group/${g}/members`, { token: viewer.token });
    expect(r.body.admins[0]).toMatchObject({ id: admin.id, is_sponsor_admin: true, role: 2 });
    expect(r.body.members[0]).toMatchObject({ id: shy.id, first_name: 'Anonymous', last_name: 'Member', public_profile: false, military_status: null, profile_photo_url: null });
  });

  it('event_id adds attendance_status; status_not=c leaves out the checked-in (check-in picker)', async () => {
    const { g, me, plain } = await staffedChapter('Checkin', 3);
    const host = await s.createMember();
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO events (name, host_id, category, description, start_at, end_at, chapter_id, time_zone_id)
       VALUES ('E', $1, 'social', 'd', now(), now() + interval '1 hour', $2, 'America/New_York') RETURNING id`,
      [host.id, g],
    );
    const event = rows[0].id;
    await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in'), ($1, $3, 'going')`, [event, plain[0], plain[1]]);
    const all = await s.call(`/api/v1/group/${g}/members?event_id=${event}`, { token: me.token });
    expect(all.body.members.map((m: { attendance_status: string | null }) => m.attendance_status)).toEqual(['checked_in', 'going', null]);
    const picker = await s.call(`/api/v1/group/${g}/members?event_id=${event}&status_not=c`, { token: me.token });
    expect(ids(picker.body.members)).toEqual(plain.slice(1));
    expect(picker.body.count).toBe(2);
  });

  it('needs a member (401); unknown group 404; bad page or status_not 422', async () => {
    const m = await s.createMember();
    expect((await s.call('/api/v1/group/1/members')).status).toBe(401);
    expect((await s.call('/api/v1/group/99999999/members', { token: m.token })).status).toBe(404);
    expect((await s.call('/api/v1/group/1/members?page=-1', { token: m.token })).status).toBe(422);
    expect((await s.call('/api/v1/group/1/members?status_not=g', { token: m.token })).status).toBe(422);
  });
});

describe('GET /api/v1/search/user/group', () => {
  const search = (t: Member, g: number, query: string) => s.call(`/api/v1/search/user/group?group_id=${g}&${query}`, { token: t.token });

  it('by zip (5 digits or zip+4) and by city or "city, state"; anonymous profiles are not found', async () => {
    const { g, me, plain } = await staffedChapter('Place', 4);
    await setUser(s, plain[0], { zip: '27601', city: 'Raleigh', address_state: 'NC' });
    await setUser(s, plain[1], { zip: '27601-1234', city: 'Raleigh', address_state: 'NC' });
    await setUser(s, plain[2], { zip: '28202', city: 'Charlotte', address_state: 'NC' });
    await setUser(s, plain[3], { zip: '27601', city: 'raleigh', address_state: 'NC', anonymous_profile: true });
    expect(ids((await search(me, g, 'zip_code=27601')).body.data)).toEqual([plain[0], plain[1]]);
    expect(ids((await search(me, g, 'zip_code=27601-9999')).body.data)).toEqual([plain[0], plain[1]]);
    expect(ids((await search(me, g, 'city=RALEIGH')).body.data)).toEqual([plain[0], plain[1]]);
    expect(ids((await search(me, g, `city=${encodeURIComponent('Charlotte, North Carolina')}`)).body.data)).toEqual([plain[2]]);
    expect((await search(me, g, `city=${encodeURIComponent('Charlotte, SC')}`)).body.count).toBe(0);
    const bad = await search(me, g, 'zip_code=abcde');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.zip_code).toBe('Enter a 5-digit zip code.');
  });

  it('joined date, branch and military status filter for everyone', async () => {
    const { g, me, plain } = await staffedChapter('Service', 3);
    await setUser(s, plain[0], { military_branch: 'Navy', military_status: 'Veteran', created_at: new Date('2020-01-01') });
    await setUser(s, plain[1], { military_branch: 'Army', military_status: 'Active Duty', created_at: new Date('2020-01-01') });
    await setUser(s, plain[2], { military_branch: 'Navy', military_status: 'Reserve', created_at: new Date('2020-01-01') });
    expect(ids((await search(me, g, 'branch=Navy,Army&military_status=Veteran,Reserve')).body.data)).toEqual([plain[0], plain[2]]);
    const recent = await search(me, g, 'joined_date=2021-01-01');
    expect(ids(recent.body.data)).not.toContain(plain[0]);
    expect(ids(recent.body.data)).toContain(me.id);
    expect((await search(me, g, 'branch=Navy,Marines')).status).toBe(422);
    expect((await search(me, g, 'joined_date=2021-02-30')).status).toBe(422);
  });

  it('staff filters apply for the group’s admins and moderators and are ignored (and listed) for members', async () => {
    const { g, admin, mod, me, captain, plain } = await staffedChapter('Staff', 4);
    const host = await s.createMember();
    await setUser(s, plain[0], { member_status: 'act', anchor_chapter_id: g, last_check_in_date: new Date(Date.now() - 2 * 86_400_000) });
    await setUser(s, plain[1], { member_status: 'ina', last_check_in_date: new Date('2020-01-01') });
    await setUser(s, plain[2], { member_status: 'leg' });
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO events (name, host_id, category, description, start_at, end_at, chapter_id, time_zone_id)
       SELECT 'E', $1, 'social', 'd', date_trunc('year', now()) + i * interval '1 hour', date_trunc('year', now()) + i * interval '1 hour' + interval '30 minutes', $2, 'UTC'
         FROM generate_series(1, 3) i RETURNING id`,
      [host.id, g],
    );
    for (const e of rows) await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in')`, [e.id, plain[3]]);
    const recent = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    for (const staff of [admin, mod]) {
      expect(ids((await search(staff, g, 'member_status=act,leg')).body.data)).toEqual([plain[0], plain[2]]);
      expect(ids((await search(staff, g, 'default_group=true')).body.data)).toEqual([plain[0]]);
      expect(ids((await search(staff, g, 'is_eagle_leader=true')).body.data)).toEqual([captain.id]);
      expect(ids((await search(staff, g, `check_in_after_date=${recent}`)).body.data)).toContain(plain[3]);
      expect(ids((await search(staff, g, `check_in_after_date=${recent}`)).body.data)).toContain(plain[0]);
      expect(ids((await search(staff, g, `check_in_after_date=${recent}`)).body.data)).not.toContain(plain[1]);
      const few = await search(staff, g, 'check_in_frequency=2');
      expect(ids(few.body.data)).not.toContain(plain[3]);
      expect(few.body.ignored_filters).toEqual([]);
    }
    const asMember = await search(me, g, `member_status=act&is_eagle_leader=true&default_group=true&check_in_after_date=${recent}&check_in_frequency=2`);
    expect(asMember.status).toBe(200);
    expect(asMember.body.count).toBe(4 + 4);
    expect(asMember.body.ignored_filters).toEqual(['check_in_after_date', 'check_in_frequency', 'member_status', 'default_group', 'is_eagle_leader']);
  });

  it('pages 25 with next; counts; needs a member; 404 unknown group; 422 for a bad member status', async () => {
    const { g, me } = await staffedChapter('Many', 30);
    const first = await search(me, g, 'name=many');
    expect(first.body).toMatchObject({ count: 30, next: 25 });
    expect(first.body.data).toHaveLength(25);
    expect((await search(me, g, 'name=many&offset=25')).body).toMatchObject({ count: 30, next: null });
    expect((await s.call(`/api/v1/search/user/group?group_id=${g}`)).status).toBe(401);
    expect((await search(me, 99999999, '')).status).toBe(404);
    expect((await search(me, g, 'member_status=active')).status).toBe(422);
  });
});
