// src/features/group-page/members/api.ts against the real app: the member list by role with paging
// (25 a page, `next`), check-in mode (event_id, status_not=c), and the member search by name, zip and
// city with the filter's query parts built by the model (staff filters for admins, ignored for others).
import { beforeAll, describe, expect, it } from 'vitest';
import { listGroupMembers, searchGroupMembers } from '@/features/group-page/members/api';
import { EMPTY_FILTER, memberQuery } from '@/features/group-page/members/model';
import { joinAs, newGroup, setUser } from '../server/support/groups';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let admin: Member;
let plain: Member;
let group: number;
let moderator: number;
let seeded: number[];
let eventId: number;
const LAST_NAME = 'Contractmembersson';

beforeAll(async () => {
  admin = await server().createMember();
  plain = await server().createMember();
  group = await newGroup(server(), { type: 'chapter', name: 'Contract Members Chapter' });
  await joinAs(server(), group, admin.id, 2);
  await joinAs(server(), group, plain.id, 0);
  // 27 seeded, public members: more than a page of 25 with the plain member.
  const { rows } = await server().db.query<{ id: number }>(
    `SELECT id FROM users u WHERE id > 10 AND NOT anonymous_profile AND deleted_at IS NULL AND profile_completed
        AND NOT EXISTS (SELECT 1 FROM eagle_leader_info e WHERE e.user_id = u.id AND e.role = 'Chapter Captain')
      ORDER BY id LIMIT 28`,
  );
  [moderator, ...seeded] = rows.map((r) => r.id);
  await joinAs(server(), group, moderator, 1);
  for (const id of seeded) await joinAs(server(), group, id, 0);
  await setUser(server(), seeded[0], { last_name: LAST_NAME, zip: '27601', city: 'Raleigh', address_state: 'NC', eagle_leader: true });
  await setUser(server(), seeded[1], { last_name: LAST_NAME, zip: '27701', city: 'Durham', address_state: 'NC', eagle_leader: false });
  // Everyone joined the organisation this year (the paging test's filter).
  await server().db.query(`UPDATE users SET created_at = now() - interval '1 day' WHERE id IN (SELECT user_id FROM group_memberships WHERE group_id = $1)`, [group]);
  const ev = await server().db.query<{ id: number }>('SELECT id FROM events ORDER BY id LIMIT 1');
  eventId = ev.rows[0].id;
  await server().db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in') ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'checked_in'`, [
    eventId,
    seeded[2],
  ]);
});

const ids = (list: { id: number }[]) => list.map((m) => m.id);
const parts = (name: string, place: string, filter = EMPTY_FILTER, staff = true) => memberQuery({ name, place, filter, staff, today: new Date() });

describe('group members api', () => {
  it('lists by role: self, moderators and 25 members on page 0; the rest on page 1', async () => {
    await logIn(admin);
    const first = await listGroupMembers(group);
    expect(first.self).toMatchObject({ id: admin.id, role: 2 });
    expect(first.admins).toEqual([]);
    expect(ids(first.moderators)).toEqual([moderator]);
    expect(first.members).toHaveLength(25);
    expect(first.count).toBe(28);
    expect(first.next).toBe(1);
    const second = await listGroupMembers(group, { page: 1 });
    expect(second.members).toHaveLength(3);
    expect(second.next ?? null).toBeNull();
    expect(second.moderators).toEqual([]);
    expect(new Set([...ids(first.members), ...ids(second.members)])).toEqual(new Set([plain.id, ...seeded]));
  });

  it('check-in mode: attendance at the event; status_not=c leaves out those checked in', async () => {
    await logIn(admin);
    const all = [...(await listGroupMembers(group, { eventId })).members, ...(await listGroupMembers(group, { eventId, page: 1 })).members];
    expect(all.find((m) => m.id === seeded[2])?.attendance_status).toBe('checked_in');
    const open = [...(await listGroupMembers(group, { eventId, excludeCheckedIn: true })).members, ...(await listGroupMembers(group, { eventId, excludeCheckedIn: true, page: 1 })).members];
    expect(ids(open)).not.toContain(seeded[2]);
    expect(open).toHaveLength(all.length - 1);
  });

  it('searches by name, by zip and by city ({count, next, data})', async () => {
    await logIn(plain);
    const byName = await searchGroupMembers(group, parts(LAST_NAME, ''));
    expect(byName.count).toBe(2);
    expect(byName.next ?? null).toBeNull();
    expect(ids(byName.data).sort()).toEqual([seeded[0], seeded[1]].sort());
    expect(ids((await searchGroupMembers(group, parts(LAST_NAME, '27601'))).data)).toEqual([seeded[0]]);
    expect(ids((await searchGroupMembers(group, parts(LAST_NAME, 'Durham, NC'))).data)).toEqual([seeded[1]]);
  });

  it('pages a search with `next` (the next offset)', async () => {
    await logIn(admin);
    const q = parts('', '', { ...EMPTY_FILTER, joined: 'this-year' });
    const first = await searchGroupMembers(group, q);
    expect(first.count).toBe(30);
    expect(first.data).toHaveLength(25);
    expect(first.next).toBe(25);
    const second = await searchGroupMembers(group, q, { offset: first.next! });
    expect(second.data).toHaveLength(5);
    expect(second.next ?? null).toBeNull();
  });

  it('the Eagle Leader filter narrows for an admin; for a member it is never sent, and the server ignores it', async () => {
    const eagle = { ...EMPTY_FILTER, isEagleLeader: true };
    await logIn(admin);
    expect(ids((await searchGroupMembers(group, parts(LAST_NAME, '', eagle, true))).data)).toEqual([seeded[0]]);
    await logIn(plain);
    expect(parts(LAST_NAME, '', eagle, false)).toEqual({ name: LAST_NAME });
    const forced = await searchGroupMembers(group, { name: LAST_NAME, is_eagle_leader: 'true' });
    expect(forced.count).toBe(2);
    expect(forced.ignored_filters).toEqual(['is_eagle_leader']);
  });

  it('a refused search is an ApiError (the page shows the search failure)', async () => {
    await logIn(plain);
    expect((await failure(searchGroupMembers(group, { zip_code: '12' }))).status).toBe(422);
  });
});
