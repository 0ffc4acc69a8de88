// src/features/group-page/api.ts against the real app: a group read logged out and as a member, the
// hub's lists, group search by name and by zip, join and leave (and an inactive group refusing a join).
import { beforeAll, describe, expect, it } from 'vitest';
import { getGroup, joinGroup, leaveGroup, listGroups, searchGroups } from '@/features/group-page/api';
import { searchQuery } from '@/features/group-page/model';
import { clearLocalData } from '@/store/auth';
import { joinAs, newGroup } from '../server/support/groups';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let me: Member;
let raleigh: number;
let activity: number;
let inactive: number;
let adminOf: number;
beforeAll(async () => {
  me = await server().createMember();
  raleigh = await newGroup(server(), { type: 'chapter', name: 'Contract Raleigh Chapter', latitude: 35.7796, longitude: -78.6382, city: 'Raleigh', state: 'NC', zip: '27601' });
  activity = await newGroup(server(), { type: 'activity', name: 'Contract Paddle Club' });
  inactive = await newGroup(server(), { type: 'activity', name: 'Contract Sleepy Group', active: false });
  adminOf = await newGroup(server(), { type: 'sponsor', name: 'Contract Sponsor' });
  await joinAs(server(), adminOf, me.id, 2);
});

describe('group-page api', () => {
  it('reads a group logged out (no members, not joined) and as a member', async () => {
    clearLocalData();
    const seen = await getGroup(raleigh);
    expect(seen).toMatchObject({ id: raleigh, name: 'Contract Raleigh Chapter', type: 'chapter', joined: false, active: true, members: [] });
    expect(seen.location).toMatchObject({ zip: '27601' });
    await logIn(me);
    expect(await getGroup(adminOf)).toMatchObject({ id: adminOf, joined: true, role: 2 });
  });

  it('an unknown group is ApiError 404', async () => {
    expect((await failure(getGroup(2_000_000))).status).toBe(404);
  });

  it("lists the hub's groups: admin and my for the member, activity and nearby for anyone", async () => {
    await logIn(me);
    expect((await listGroups('admin')).map((g) => g.id)).toContain(adminOf);
    expect((await listGroups('my')).map((g) => g.id)).toContain(adminOf);
    clearLocalData();
    const act = (await listGroups('activity')).map((g) => g.id);
    expect(act).toContain(activity);
    expect(act).not.toContain(inactive);
    const near = await listGroups('nearby', { latitude: 35.78, longitude: -78.64 });
    expect(near[0]).toMatchObject({ id: raleigh });
    expect(typeof near[0].distance).toBe('number');
    expect((await listGroups('nearby', { chapterId: raleigh })).map((g) => g.id)).toContain(raleigh);
    expect(await listGroups('nearby', null)).toEqual([]);
  });

  it('searches by name and by zip', async () => {
    clearLocalData();
    const byName = await searchGroups(searchQuery('paddle', null, null)!);
    expect([...byName.my_groups, ...byName.other_groups].map((g) => g.name)).toContain('Contract Paddle Club');
    const byZip = await searchGroups(searchQuery('27601', null, null)!);
    expect(byZip.other_groups.map((g) => g.id)).toContain(raleigh);
    await logIn(me);
    const mine = await searchGroups(searchQuery('Contract Sponsor', me.id, null)!);
    expect(mine.my_groups.map((g) => g.id)).toEqual([adminOf]);
  });

  it('joins and leaves, with the new member count; an inactive group refuses a join', async () => {
    await logIn(me);
    const before = (await getGroup(activity)).member_count;
    const joined = await joinGroup(activity, me.id);
    expect(joined).toMatchObject({ joined: true, member_count: before + 1 });
    const left = await leaveGroup(activity, me.id);
    expect(left).toMatchObject({ joined: false, member_count: before });
    expect((await failure(joinGroup(inactive, me.id))).status).toBe(409);
  });
});
