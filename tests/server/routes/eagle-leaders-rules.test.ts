// Eagle Leader onboarding, edit and offboarding rules and texts (routes/eagle-leaders.ts,
// profile/eagle-leader.ts, profile/eagle-leader-write.ts): who may call, the modals' messages, the
// organisation's e-mail, the pending offboarding, and the audit entry each change writes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EAGLE_LEADER_TEXTS } from '../../../src/lib/eagle-leader';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup } from '../support/groups';

let s: TestServer;
let admin: Member;
let chapter: number;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.createMember();
  chapter = await newGroup(s, { type: 'chapter', name: 'Rules chapter' });
  await joinAs(s, chapter, admin.id, 2);
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const putInfo = (id: number, token: string | null, json: unknown) => s.call(`/api/v2/profile/${id}/eagle_leader_info`, { method: 'PUT', token, json });

async function chapterMember(groupId = chapter): Promise<Member> {
  const m = await s.createMember();
  await joinAs(s, groupId, m.id, 0);
  return m;
}
async function activeLeader(role: string): Promise<Member> {
  const m = await chapterMember();
  await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active, training_completion_date) VALUES ($1, $2, $3, true, $3)`, [m.id, role, day(-300)]);
  await s.db.query('UPDATE users SET eagle_leader = true, eagle_leader_title = $2 WHERE id = $1', [m.id, role]);
  return m;
}
const trail = async (target: number) =>
  (
    await s.db.query<{ action: string; actor_id: number; group_id: number; details: Record<string, unknown> }>(
      'SELECT action, actor_id, group_id, details FROM moderation_audit WHERE target_user_id = $1 ORDER BY id',
      [target],
    )
  ).rows;

describe('who may change a member’s Eagle Leader info', () => {
  it('nobody 401, client 403, a member 403, the group’s moderator 403, another group’s admin 403, the group’s admin 200', async () => {
    const target = await chapterMember();
    const [member, moderator, otherAdmin] = await Promise.all([chapterMember(), chapterMember(), s.createMember()]);
    await s.db.query('UPDATE group_memberships SET role = 1 WHERE group_id = $1 AND user_id = $2', [chapter, moderator.id]);
    await joinAs(s, await newGroup(s, { type: 'chapter', name: 'Elsewhere' }), otherAdmin.id, 2);
    const json = { role: 'Volunteer Leader', start_date: day(-1) };
    expect((await putInfo(target.id, null, json)).status).toBe(401);
    expect((await putInfo(target.id, await s.clientToken(), json)).status).toBe(403);
    for (const who of [member, moderator, otherAdmin]) {
      const r = await putInfo(target.id, who.token, json);
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe('Only an admin of one of this member’s groups can change their Eagle Leader status.');
    }
    expect(await trail(target.id)).toEqual([]);
    expect((await putInfo(target.id, admin.token, json)).status).toBe(200);
  });

  it('group_id (extension) names the admin’s group: 404 unknown, 403 when not theirs or not the member’s', async () => {
    const target = await chapterMember();
    const json = (group_id: number) => ({ role: 'Chapter Captain', start_date: day(-2), group_id });
    expect((await putInfo(target.id, admin.token, json(99_999_999))).status).toBe(404);
    const notTheirs = await newGroup(s, { type: 'activity', name: 'Not theirs' });
    await joinAs(s, notTheirs, target.id);
    expect((await putInfo(target.id, admin.token, json(notTheirs))).status).toBe(403);
    const notTheMembers = await newGroup(s, { type: 'activity', name: 'Admin only' });
    await joinAs(s, notTheMembers, admin.id, 2);
    expect((await putInfo(target.id, admin.token, json(notTheMembers))).status).toBe(403);
    await joinAs(s, notTheMembers, target.id);
    expect((await putInfo(target.id, admin.token, json(notTheMembers))).status).toBe(200);
    expect((await trail(target.id))[0]).toMatchObject({ action: 'leader_onboard', actor_id: admin.id, group_id: notTheMembers });
  });
});

describe('onboarding', () => {
  it('a public-profile member who is not a leader; the role in any case; the modal’s start date text', async () => {
    const m = await chapterMember();
    const future = await putInfo(m.id, admin.token, { role: 'Chapter Captain', start_date: day(2) });
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual({ start_date: EAGLE_LEADER_TEXTS.startFuture });
    expect(future.body.error.message).toBe('START DATE CANNOT BE FUTURE-DATED');
    const r = await putInfo(m.id, admin.token, { role: 'DEPUTY state coordinator', start_date: day(0) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'Deputy State Coordinator', start_date: day(0), active: false });
    expect(await trail(m.id)).toEqual([
      { action: 'leader_onboard', actor_id: admin.id, group_id: chapter, details: { role: 'Deputy State Coordinator', start_date: day(0) } },
    ]);
  });

  it('not the organisation’s e-mail (422 org_email); not someone flagged a leader already (409)', async () => {
    const m = await chapterMember();
    await s.db.query('UPDATE users SET email = $2 WHERE id = $1', [m.id, `lead-${m.id}@TeamRWB.org`]);
    const org = await putInfo(m.id, admin.token, { role: 'Volunteer Leader', start_date: day(-1) });
    expect(org.status).toBe(422);
    expect(org.body.error).toMatchObject({ code: 'org_email', message: 'An Eagle Leader cannot use a Team RWB e-mail address. Ask the member to change it first.' });
    const flagged = await chapterMember();
    await s.db.query('UPDATE users SET eagle_leader = true WHERE id = $1', [flagged.id]);
    const again = await putInfo(flagged.id, admin.token, { role: 'Volunteer Leader', start_date: day(-1) });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_leader');
    expect(await trail(m.id)).toEqual([]);
  });
});

describe('edit', () => {
  it('requires a role; changes between editable roles; start date not in the future', async () => {
    const l = await activeLeader('Chapter Captain');
    const noRole = await putInfo(l.id, admin.token, { start_date: day(-10) });
    expect(noRole.status).toBe(422);
    expect(noRole.body.error.fields).toEqual({ role: 'Choose a role.' });
    const future = await putInfo(l.id, admin.token, { role: 'Chapter Captain', start_date: day(1) });
    expect(future.body.error.fields).toEqual({ start_date: 'START DATE CANNOT BE FUTURE-DATED' });
    const r = await putInfo(l.id, admin.token, { role: 'volunteer leader', start_date: day(-10) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'Volunteer Leader', start_date: day(-10), active: true, end_date: null });
    expect((await trail(l.id))[0]).toMatchObject({ action: 'leader_update', details: { role: 'Volunteer Leader', previous_role: 'Chapter Captain', start_date: day(-10) } });
  });
});

describe('offboarding', () => {
  it('an active editable leader, end date not in the future; OFFBOARDING until the job applies it; a retry is a no-op', async () => {
    const l = await activeLeader('Deputy Chapter Captain');
    const future = await putInfo(l.id, admin.token, { end_date: day(1) });
    expect(future.status).toBe(422);
    expect(future.body.error.fields).toEqual({ end_date: EAGLE_LEADER_TEXTS.endFuture });
    expect(future.body.error.message).toBe('END DATE CANNOT BE FUTURE-DATED');
    s.clock.set(new Date(Date.now() + 1000));
    const off = await putInfo(l.id, admin.token, { end_date: day(0) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ role: 'Deputy Chapter Captain', active: true, end_date: day(0) });
    const { rows } = await s.db.query<{ due: Date; by: number; g: number }>(
      'SELECT offboard_due_at AS due, offboard_requested_by AS by, offboard_group_id AS g FROM eagle_leader_info WHERE user_id = $1',
      [l.id],
    );
    expect(rows[0].by).toBe(admin.id);
    expect(rows[0].g).toBe(chapter);
    expect(rows[0].due.getTime() - s.clock.now().getTime()).toBeGreaterThan(4.9 * 60_000);
    expect((await putInfo(l.id, admin.token, { end_date: day(0) })).status).toBe(200);
    const changed = await putInfo(l.id, admin.token, { end_date: day(-1) });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({ code: 'offboarding', message: 'This Eagle Leader is already being offboarded. It takes several minutes.' });
    expect((await putInfo(l.id, admin.token, { role: 'Volunteer Leader' })).status).toBe(409);
    const entries = await trail(l.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'leader_offboard', actor_id: admin.id, group_id: chapter, details: { end_date: day(0) } });
  });

  it('not a leader whose role a group admin cannot edit (403), nor a PENDING one (422)', async () => {
    const coordinator = await activeLeader('State Coordinator');
    const r = await putInfo(coordinator.id, admin.token, { end_date: day(0) });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: 'role_not_editable', message: 'The State Coordinator role cannot be changed by a group admin.' });
    const pending = await chapterMember();
    await putInfo(pending.id, admin.token, { role: 'Volunteer Leader', start_date: day(-5) });
    const p = await putInfo(pending.id, admin.token, { end_date: day(0) });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toBe('Only an active Eagle Leader can be offboarded.');
    expect((await trail(coordinator.id)).length).toBe(0);
  });
});
