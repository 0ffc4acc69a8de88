// The Eagle Leader status and role on a group's member entries (server/groups/member-entry.ts): only
// the group's admins and moderators get `eagle_leader_status` and `eagle_leader_role` (the Eagle
// Leader modals pick from them), in the member list and the member search; plain members, other
// groups' admins and outsiders do not; anonymous profiles never carry them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup, setUser } from '../support/groups';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

type Entry = { id: number; eagle_leader_status?: string | null; eagle_leader_role?: string | null } & Record<string, unknown>;

async function leaderInfo(userId: number, role: string, active: boolean, endDate: string | null = null) {
  await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, end_date, active) VALUES ($1, $2, '2024-01-01', $3, $4)`, [userId, role, endDate, active]);
  await setUser(s, userId, { eagle_leader: active, eagle_leader_title: active ? role : null });
}

interface Cast {
  g: number;
  admin: Member;
  mod: Member;
  plain: Member;
  none: Member;
  pending: Member;
  active: Member;
  offboarding: Member;
  shy: Member;
}

/** A group with an admin, a moderator, a plain member, and members of every leader status (and an anonymous leader). */
async function cast(): Promise<Cast> {
  const g = await newGroup(s, { type: 'chapter', name: 'Leaders chapter' });
  const [admin, mod, plain, none, pending, active, offboarding, shy] = await Promise.all(Array.from({ length: 8 }, () => s.createMember()));
  await joinAs(s, g, admin.id, 2);
  await joinAs(s, g, mod.id, 1);
  for (const m of [plain, none, pending, active, offboarding, shy]) await joinAs(s, g, m.id);
  await leaderInfo(pending.id, 'Volunteer Leader', false);
  await leaderInfo(active.id, 'Deputy Chapter Captain', true);
  await leaderInfo(offboarding.id, 'Chapter Captain', true, '2024-06-01');
  await leaderInfo(shy.id, 'Volunteer Leader', true);
  await setUser(s, shy.id, { anonymous_profile: true });
  return { g, admin, mod, plain, none, pending, active, offboarding, shy };
}

/** Every entry of the member list's page 0 (self included). */
async function listed(g: number, viewer: Member): Promise<Entry[]> {
  const r = await s.call(`/api/v1/group/${g}/members`, { token: viewer.token });
  expect(r.status).toBe(200);
  return [r.body.self, ...r.body.admins, ...r.body.chapter_captains, ...r.body.moderators, ...r.body.members].filter(Boolean);
}

async function searched(g: number, viewer: Member, query = ''): Promise<Entry[]> {
  const r = await s.call(`/api/v1/search/user/group?group_id=${g}${query}`, { token: viewer.token });
  expect(r.status).toBe(200);
  return r.body.data;
}

const byId = (entries: Entry[], id: number) => entries.find((e) => e.id === id)!;

describe('Eagle Leader status and role on member entries', () => {
  let c: Cast;
  beforeAll(async () => {
    c = await cast();
  });

  it('the group’s admins and moderators get each public member’s status and role (list and search)', async () => {
    for (const viewer of [c.admin, c.mod]) {
      for (const entries of [await listed(c.g, viewer), await searched(c.g, viewer)]) {
        expect(byId(entries, c.none.id)).toMatchObject({ eagle_leader_status: 'NONE', eagle_leader_role: null });
        expect(byId(entries, c.pending.id)).toMatchObject({ eagle_leader_status: 'PENDING', eagle_leader_role: 'Volunteer Leader', eagle_leader: false });
        expect(byId(entries, c.active.id)).toMatchObject({ eagle_leader_status: 'ACTIVE', eagle_leader_role: 'Deputy Chapter Captain', eagle_leader: true });
        expect(byId(entries, c.offboarding.id)).toMatchObject({ eagle_leader_status: 'OFFBOARDING', eagle_leader_role: 'Chapter Captain' });
        expect(byId(entries, viewer.id)).toMatchObject({ eagle_leader_status: 'NONE' });
        // Anonymous profiles never carry leader data.
        const shy = byId(entries, c.shy.id);
        expect(shy).toMatchObject({ first_name: 'Anonymous', eagle_leader: false });
        expect(shy).not.toHaveProperty('eagle_leader_status');
        expect(shy).not.toHaveProperty('eagle_leader_role');
      }
    }
  });

  it('search by name and the Eagle Leader filter keep the fields for staff', async () => {
    const leaders = await searched(c.g, c.admin, '&is_eagle_leader=true');
    expect(leaders.map((e) => e.eagle_leader_status).sort()).toEqual(['ACTIVE', 'OFFBOARDING']);
    const named = await searched(c.g, c.mod, '&name=test');
    expect(named.length).toBeGreaterThan(0);
    for (const e of named) expect(e).toHaveProperty('eagle_leader_status');
  });

  it('authorisation: a plain member, an outsider and another group’s admin get neither field', async () => {
    const outsider = await s.createMember();
    const otherAdmin = await s.createMember();
    const other = await newGroup(s, { type: 'activity' });
    await joinAs(s, other, otherAdmin.id, 2);
    await joinAs(s, other, c.none.id);
    for (const viewer of [c.plain, outsider, otherAdmin]) {
      for (const entries of [await listed(c.g, viewer), await searched(c.g, viewer)]) {
        expect(entries.length).toBeGreaterThan(0);
        for (const e of entries) {
          expect(e).not.toHaveProperty('eagle_leader_status');
          expect(e).not.toHaveProperty('eagle_leader_role');
        }
        // The public flag and title stay as before.
        expect(byId(entries, c.active.id)).toMatchObject({ eagle_leader: true, eagle_leader_title: 'Deputy Chapter Captain' });
      }
    }
  });

  it('a moderator who becomes a plain member loses the fields; a member made admin gains them', async () => {
    const g = await newGroup(s, { type: 'activity' });
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    await joinAs(s, g, a.id, 1);
    await joinAs(s, g, b.id);
    expect(byId(await listed(g, a), b.id)).toHaveProperty('eagle_leader_status', 'NONE');
    await s.db.query('UPDATE group_memberships SET role = 0 WHERE group_id = $1 AND user_id = $2', [g, a.id]);
    await s.db.query('UPDATE group_memberships SET role = 2 WHERE group_id = $1 AND user_id = $2', [g, b.id]);
    expect(byId(await listed(g, a), b.id)).not.toHaveProperty('eagle_leader_status');
    expect(byId(await searched(g, b), a.id)).toHaveProperty('eagle_leader_status', 'NONE');
  });
});
