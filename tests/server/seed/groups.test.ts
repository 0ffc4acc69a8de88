// The groups part of the demo data (server/seed/groups.ts on top of social.ts and eagle-leaders.ts):
// every chapter staffed and past a page of members, sponsor, activity and an inactive group, Eagle
// Leaders in every status and the members' CRM status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eagleLeaderStatus } from '../../../src/lib/eagle-leader';
import { GROUP_MEMBER_PAGE, MEMBER_STATUS_CODES } from '../../../src/lib/groups';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('seed: groups', () => {
  it('every chapter has an admin, a moderator, an active Chapter Captain and more than a page of plain members', async () => {
    const { rows } = await s.db.query<{ name: string; admins: number; mods: number; captains: number; plain: number }>(
      `SELECT g.name,
              count(*) FILTER (WHERE m.role = 2)::int AS admins,
              count(*) FILTER (WHERE m.role = 1)::int AS mods,
              count(*) FILTER (WHERE e.role = 'Chapter Captain' AND e.active AND NOT u.anonymous_profile)::int AS captains,
              count(*) FILTER (WHERE m.role = 0 AND e.user_id IS NULL)::int AS plain
         FROM groups g JOIN group_memberships m ON m.group_id = g.id JOIN users u ON u.id = m.user_id
         LEFT JOIN eagle_leader_info e ON e.user_id = u.id
        WHERE g.type = 'chapter' GROUP BY g.id ORDER BY g.id`,
    );
    expect(rows).toHaveLength(40);
    for (const ch of rows) {
      expect(ch.admins, ch.name).toBeGreaterThanOrEqual(1);
      expect(ch.mods, ch.name).toBeGreaterThanOrEqual(1);
      expect(ch.captains, ch.name).toBeGreaterThanOrEqual(1);
      expect(ch.plain, ch.name).toBeGreaterThan(GROUP_MEMBER_PAGE);
    }
  });

  it('activity and sponsor groups have an admin and members; one inactive activity group has members and an admin', async () => {
    const { rows } = await s.db.query<{ type: string; active: boolean; admins: number; members: number }>(
      `SELECT g.type, g.active, count(*) FILTER (WHERE m.role = 2)::int AS admins, count(*)::int AS members
         FROM groups g JOIN group_memberships m ON m.group_id = g.id WHERE g.type <> 'chapter' GROUP BY g.id`,
    );
    expect(rows.filter((g) => g.type === 'activity' && g.active)).toHaveLength(10);
    expect(rows.filter((g) => g.type === 'sponsor')).toHaveLength(3);
    for (const g of rows) expect(g.admins).toBeGreaterThanOrEqual(1);
    const inactive = rows.filter((g) => !g.active);
    expect(inactive).toHaveLength(1);
    expect(inactive[0]).toMatchObject({ type: 'activity' });
    expect(inactive[0].members).toBeGreaterThanOrEqual(10);
  });

  it('Eagle Leaders in every status, with both inactivity notifications', async () => {
    const { rows } = await s.db.query<{ active: boolean; end_date: string | null; offboarding_notification: string | null }>(
      'SELECT active, end_date, offboarding_notification FROM eagle_leader_info',
    );
    const statuses = new Set(rows.map((r) => eagleLeaderStatus(r)));
    expect([...statuses].sort()).toEqual(['ACTIVE', 'OFFBOARDING', 'PENDING']);
    const notes = new Set(rows.filter((r) => eagleLeaderStatus(r) === 'ACTIVE').map((r) => r.offboarding_notification));
    expect(notes).toContain('Warning - 45 Day External');
    expect(notes).toContain('Alert - 30 Day Internal');
    const flags = await s.db.query('SELECT 1 FROM users u JOIN eagle_leader_info e ON e.user_id = u.id WHERE u.eagle_leader <> e.active');
    expect(flags.rows).toEqual([]);
  });

  it('every member status occurs; accounts made through the API start as new', async () => {
    const { rows } = await s.db.query<{ member_status: string }>('SELECT DISTINCT member_status FROM users ORDER BY 1');
    expect(rows.map((r) => r.member_status)).toEqual([...MEMBER_STATUS_CODES].sort());
    const m = await s.createMember();
    expect((await s.db.query('SELECT member_status FROM users WHERE id = $1', [m.id])).rows[0]).toEqual({ member_status: 'new' });
  });
});
