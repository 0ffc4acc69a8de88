// The Eagle Leader job (server/profile/leader-job.ts) under the injected business clock: the 30-day
// alert, the 45-day warning e-mail (once per episode), offboarding at 60 days, a check-in resetting
// the episode, a requested offboarding applied after its delay, and two runs at once doing the work once.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_ALERT, NOTIFICATION_WARNING } from '../../../src/lib/eagle-leader';
import { OFFBOARDING_DELAY_MS } from '../../../server/profile/eagle-leader-write';
import { runLeaderJob, startLeaderJob } from '../../../server/profile/leader-job';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let raleigh: number;
let admin: { token: string; userId: number };
let t0: number;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin@demo.test');
  raleigh = (await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
  t0 = Date.now();
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const DAY = 86_400_000;
const at = (days: number) => new Date(t0 + days * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** One run at `days` after t0 on the injected clock. */
async function runAt(days: number) {
  s.clock.set(at(days));
  return runLeaderJob(s.app.deps, s.clock.now());
}

interface Leader {
  id: number;
  email: string;
}

/** An ACTIVE Chapter Captain in Raleigh whose last check-in was `checkInDaysAgo` days before t0. */
async function activeLeader(checkInDaysAgo: number): Promise<Leader> {
  const email = `leader-${randomUUID()}@example.com`;
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, email_verified, first_name, last_name, eagle_leader, eagle_leader_title, last_check_in_date)
     VALUES ($1, true, 'Lee', 'Dair', true, 'Chapter Captain', $2) RETURNING id`,
    [email, at(-checkInDaysAgo)],
  );
  const id = rows[0].id;
  await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active, training_completion_date) VALUES ($1, 'Chapter Captain', $2, true, $2)`, [
    id,
    isoDay(at(-400)),
  ]);
  await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [raleigh, id]);
  return { id, email };
}

const info = async (id: number) =>
  (await s.db.query<{ active: boolean; end_date: string | null; offboarding_notification: string | null }>(
    `SELECT active, to_char(end_date, 'YYYY-MM-DD') AS end_date, offboarding_notification FROM eagle_leader_info WHERE user_id = $1`,
    [id],
  )).rows[0] ?? null;
const flags = async (id: number) =>
  (await s.db.query<{ eagle_leader: boolean; eagle_leader_title: string | null }>('SELECT eagle_leader, eagle_leader_title FROM users WHERE id = $1', [id])).rows[0];
const mails = async (to: string) => (await s.db.query<{ subject: string; text: string }>('SELECT subject, text FROM outbox WHERE to_address = $1', [to])).rows;
const audit = async (id: number) =>
  (
    await s.db.query<{ action: string; automatic: boolean; actor_id: number | null; group_id: number | null; details: Record<string, unknown> }>(
      'SELECT action, automatic, actor_id, group_id, details FROM moderation_audit WHERE target_user_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('inactivity of an ACTIVE leader', () => {
  it('no notice before 30 days; the alert from 30; the warning e-mail over 45, once; offboarded at 60', async () => {
    const l = await activeLeader(29);
    await runAt(0);
    expect((await info(l.id)).offboarding_notification).toBeNull();

    await runAt(1); // 30 days
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_ALERT);
    await runAt(16); // 45 days: not over 45 yet
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_ALERT);
    expect(await mails(l.email)).toEqual([]);

    await runAt(17); // 46 days
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_WARNING);
    const [mail, ...more] = await mails(l.email);
    expect(more).toEqual([]);
    expect(mail.subject).toContain('Warning - 45 Day External');
    expect(mail.text).toContain('46 days');
    expect(mail.text).toContain('within the next 14 days');
    await runAt(17);
    await runAt(25);
    expect(await mails(l.email)).toHaveLength(1);
    expect((await audit(l.id)).map((a) => a.action)).toEqual(['leader_warning']);

    await runAt(30.9); // 59 days
    expect(await info(l.id)).not.toBeNull();
    await runAt(31); // 60 days
    expect(await info(l.id)).toBeNull();
    expect(await flags(l.id)).toEqual({ eagle_leader: false, eagle_leader_title: null });
    const entries = await audit(l.id);
    expect(entries.map((a) => a.action)).toEqual(['leader_warning', 'leader_offboarded']);
    expect(entries[1]).toMatchObject({ automatic: true, actor_id: null, group_id: raleigh, details: { reason: 'inactive', days: 60, role: 'Chapter Captain' } });
    const member = await s.createMember();
    expect((await s.call(`/api/v1/user/${l.id}`, { token: member.token })).body).toMatchObject({ eagle_leader: false, eagle_leader_info: null });
    expect(await mails(l.email)).toHaveLength(1);
  });

  it('a check-in clears the notice and starts a new episode (a new warning later)', async () => {
    const l = await activeLeader(50);
    await runAt(0);
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_WARNING);
    expect(await mails(l.email)).toHaveLength(1);

    // Checked in to an event two days later (recorded here, not by the CRM).
    await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status, updated_at) SELECT id, $1, 'checked_in', $2 FROM events ORDER BY id LIMIT 1`, [l.id, at(2)]);
    await runAt(2);
    expect((await info(l.id)).offboarding_notification).toBeNull();
    await runAt(40); // 38 days after the check-in
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_ALERT);
    await runAt(48); // 46 days after it: the new episode's warning
    expect((await info(l.id)).offboarding_notification).toBe(NOTIFICATION_WARNING);
    expect(await mails(l.email)).toHaveLength(2);
  });

  it('the CRM’s check-in date counts too; PENDING and OFFBOARDING leaders are not judged', async () => {
    const l = await activeLeader(40);
    await s.db.query('UPDATE users SET last_check_in_date = $2 WHERE id = $1', [l.id, at(-1)]);
    await runAt(0);
    expect((await info(l.id)).offboarding_notification).toBeNull();
    const pending = await activeLeader(200);
    await s.db.query('UPDATE eagle_leader_info SET active = false WHERE user_id = $1', [pending.id]);
    await runAt(0);
    expect(await info(pending.id)).toMatchObject({ active: false, offboarding_notification: null });
  });
});

describe('offboarding requested by a group admin', () => {
  it('is OFFBOARDING at once and applied by the job after the delay', async () => {
    const l = await activeLeader(1);
    s.clock.set(at(0));
    const put = await s.call(`/api/v2/profile/${l.id}/eagle_leader_info`, { method: 'PUT', token: admin.token, json: { end_date: isoDay(at(0)) } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ active: true, end_date: isoDay(at(0)) });

    const justBefore = (OFFBOARDING_DELAY_MS - 60_000) / DAY;
    await runAt(justBefore);
    expect(await info(l.id)).toMatchObject({ active: true, end_date: isoDay(at(0)) });
    await runAt(OFFBOARDING_DELAY_MS / DAY + 1 / 86_400);
    expect(await info(l.id)).toBeNull();
    expect(await flags(l.id)).toEqual({ eagle_leader: false, eagle_leader_title: null });
    const entries = await audit(l.id);
    expect(entries.map((a) => [a.action, a.actor_id, a.group_id])).toEqual([
      ['leader_offboard', admin.userId, raleigh],
      ['leader_offboarded', null, raleigh],
    ]);
    expect(entries[1].details).toMatchObject({ reason: 'requested', requested_by: admin.userId, end_date: isoDay(at(0)) });
  });

  it('an end date set elsewhere (the CRM) is applied once it has come', async () => {
    const l = await activeLeader(1);
    await s.db.query('UPDATE eagle_leader_info SET end_date = $2 WHERE user_id = $1', [l.id, isoDay(at(3))]);
    await runAt(2);
    expect(await info(l.id)).not.toBeNull();
    await runAt(3.01);
    expect(await info(l.id)).toBeNull();
    expect((await audit(l.id))[0]).toMatchObject({ action: 'leader_offboarded', automatic: true, group_id: raleigh, details: { reason: 'end_date' } });
  });
});

describe('two runs at once', () => {
  it('send one warning and offboard once', async () => {
    const warned = await activeLeader(50);
    const gone = await activeLeader(61);
    s.clock.set(at(0));
    const results = await Promise.all([runLeaderJob(s.app.deps, s.clock.now()), runLeaderJob(s.app.deps, s.clock.now())]);
    expect(results.some((r) => r.ran)).toBe(true);
    expect(await mails(warned.email)).toHaveLength(1);
    expect((await audit(warned.id)).map((a) => a.action)).toEqual(['leader_warning']);
    expect((await audit(gone.id)).map((a) => a.action)).toEqual(['leader_offboarded']);
    // Whatever the first run did, the second found done.
    const again = await runLeaderJob(s.app.deps, s.clock.now());
    expect(again).toMatchObject({ ran: true, applied: 0, offboarded: 0, warned: 0, noticesChanged: 0 });
  });
});

describe('startLeaderJob', () => {
  it('runs on its interval with the business clock and stops', async () => {
    const l = await activeLeader(0);
    s.clock.set(at(31));
    const timer = startLeaderJob(s.app.deps, 20);
    try {
      await expect.poll(async () => (await info(l.id)).offboarding_notification, { timeout: 5000 }).toBe(NOTIFICATION_ALERT);
    } finally {
      await timer.stop();
    }
  });
});
