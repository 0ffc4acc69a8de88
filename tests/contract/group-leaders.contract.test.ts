// src/features/group-page/leaders/api.ts against the real app: the member search with the staff-only
// Eagle Leader status, onboarding (and the future-date refusal), the info read, a role edit, an
// offboarding and its 'several minutes' state, the server's messages, and the moderation history.
import { beforeAll, describe, expect, it } from 'vitest';
import { getLeaderProfile, listModeration, saveEagleLeaderInfo, searchGroupMembers } from '@/features/group-page/leaders/api';
import { joinAs, newGroup, setUser } from '../server/support/groups';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let admin: Member;
let plain: Member;
let candidate: Member;
let leader: Member;
let g: number;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [admin, plain, candidate, leader] = await Promise.all([server().createMember(), server().createMember(), server().createMember(), server().createMember()]);
  g = await newGroup(server(), { type: 'chapter', name: 'Contract Leaders Chapter' });
  await joinAs(server(), g, admin.id, 2);
  for (const m of [plain, candidate, leader]) await joinAs(server(), g, m.id);
  await setUser(server(), candidate.id, { first_name: 'Candace' });
  await server().db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active, training_completion_date) VALUES ($1, 'Chapter Captain', $2, true, $2)`, [leader.id, isoDay(-300)]);
  await setUser(server(), leader.id, { eagle_leader: true, eagle_leader_title: 'Chapter Captain', first_name: 'Leona' });
});

describe('group leaders api', () => {
  it('the member search carries the Eagle Leader status for the group’s admin, not for a plain member', async () => {
    await logIn(admin);
    const all = await searchGroupMembers(g);
    expect(all.data.find((m) => m.id === candidate.id)).toMatchObject({ eagle_leader_status: 'NONE', eagle_leader_role: null });
    expect(all.data.find((m) => m.id === leader.id)).toMatchObject({ eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Chapter Captain' });
    expect((await searchGroupMembers(g, { name: 'candace' })).data.map((m) => m.id)).toEqual([candidate.id]);
    expect((await searchGroupMembers(g, { leaders: true })).data.map((m) => m.id)).toEqual([leader.id]);
    await logIn(plain);
    const seen = await searchGroupMembers(g);
    expect(seen.data.find((m) => m.id === leader.id)?.eagle_leader_status).toBeUndefined();
    expect(seen.ignored_filters).toEqual([]);
  });

  it('onboards a member as PENDING; a future start date is refused with the spec’s text; offboarding a PENDING one gets the server’s message', async () => {
    await logIn(admin);
    const future = await failure(saveEagleLeaderInfo(candidate.id, { role: 'Volunteer Leader', start_date: isoDay(3), group_id: g }));
    expect(future.status).toBe(422);
    expect(future.fields.start_date).toBe('START DATE CANNOT BE FUTURE-DATED');
    const info = await saveEagleLeaderInfo(candidate.id, { role: 'Volunteer Leader', start_date: isoDay(-1), group_id: g });
    expect(info).toMatchObject({ role: 'Volunteer Leader', start_date: isoDay(-1), end_date: null, active: false });
    expect((await getLeaderProfile(candidate.id)).eagle_leader_info).toMatchObject({ role: 'Volunteer Leader', active: false });
    expect((await searchGroupMembers(g, { name: 'candace' })).data[0]).toMatchObject({ eagle_leader_status: 'PENDING', eagle_leader_role: 'Volunteer Leader' });
    // A PENDING leader cannot be offboarded: the server's message.
    const pending = await failure(saveEagleLeaderInfo(candidate.id, { end_date: isoDay(0), group_id: g }));
    expect(pending.message).toBe('Only an active Eagle Leader can be offboarded.');
  });

  it('edits a role, then offboards (OFFBOARDING: takes several minutes); a change meanwhile gets the server’s message', async () => {
    await logIn(admin);
    expect(await saveEagleLeaderInfo(leader.id, { role: 'Deputy Chapter Captain', group_id: g })).toMatchObject({ role: 'Deputy Chapter Captain', active: true });
    const endFuture = await failure(saveEagleLeaderInfo(leader.id, { end_date: isoDay(2), group_id: g }));
    expect(endFuture.fields.end_date).toBe('END DATE CANNOT BE FUTURE-DATED');
    const off = await saveEagleLeaderInfo(leader.id, { end_date: isoDay(0), group_id: g });
    expect(off).toMatchObject({ active: true, end_date: isoDay(0) });
    expect((await searchGroupMembers(g, { leaders: true })).data[0]).toMatchObject({ id: leader.id, eagle_leader_status: 'OFFBOARDING' });
    const meanwhile = await failure(saveEagleLeaderInfo(leader.id, { role: 'Volunteer Leader', group_id: g }));
    expect(meanwhile.message).toBe('This Eagle Leader is already being offboarded. It takes several minutes.');
  });

  it('a plain member may not change anyone (403 with the server’s message)', async () => {
    await logIn(plain);
    const refused = await failure(saveEagleLeaderInfo(admin.id, { role: 'Volunteer Leader', start_date: isoDay(-1), group_id: g }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBeTruthy();
  });

  it('the moderation history lists the changes, newest first, for the group’s admins only', async () => {
    await logIn(admin);
    const page = await listModeration(g, 0);
    expect(page.data.map((e) => e.action)).toEqual(['leader_offboard', 'leader_update', 'leader_onboard']);
    expect(page.data[2]).toMatchObject({ actor: { id: admin.id }, target_user: { id: candidate.id, first_name: 'Candace' }, details: { role: 'Volunteer Leader' } });
    expect(page).toMatchObject({ count: 3, next: null });
    await logIn(plain);
    expect((await failure(listModeration(g, 0))).status).toBe(403);
  });
});
