// Two API processes on one PostgreSQL run the Eagle Leader job (server/profile/leader-job.ts): one
// runs it per tick (the other finds the advisory lock taken and does nothing), and the work is done
// once — one warning e-mail, one offboarding. PostgreSQL only: run by `npm run test:pg` (with PGlite
// there is one process by construction, and this file is skipped; leader-job.test.ts covers it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../../server/config';
import { openPostgres, type Db } from '../../../server/db/client';
import { createPgDatabase } from '../../../server/db/test-databases';
import { LEADER_JOB_LOCK, runLeaderJob, type LeaderJobDeps } from '../../../server/profile/leader-job';
import { createMailer } from '../../../server/services/mail';

const pgTemplate = inject('pgTemplate');
const DAY = 86_400_000;

describe.skipIf(!pgTemplate)('the leader job from two processes (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  const processes: Array<LeaderJobDeps & { db: Db }> = [];

  beforeAll(async () => {
    db = await createPgDatabase(pgTemplate!.adminUrl, pgTemplate!.name);
    const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: db.url });
    for (let i = 0; i < 2; i++) {
      const own = openPostgres(db.url, 3);
      processes.push({ db: own, config, mailer: createMailer({ db: own, config }) });
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.db.close()));
    await db?.close();
  });

  async function leader(checkInDaysAgo: number, now: number): Promise<{ id: number; email: string }> {
    const email = `leader-${randomUUID()}@example.com`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, eagle_leader, eagle_leader_title, last_check_in_date) VALUES ($1, 'Lee', true, 'Chapter Captain', $2) RETURNING id`,
      [email, new Date(now - checkInDaysAgo * DAY)],
    );
    await db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active) VALUES ($1, 'Chapter Captain', '2020-01-01', true)`, [rows[0].id]);
    return { id: rows[0].id, email };
  }
  const mails = async (to: string) => (await db.query('SELECT 1 FROM outbox WHERE to_address = $1', [to])).rows.length;

  it('while one process holds the lock, the other’s run does nothing', async () => {
    const now = Date.now();
    const l = await leader(50, now);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = processes[0].db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LEADER_JOB_LOCK]);
      locked();
      await held;
    });
    await isLocked;
    expect(await runLeaderJob(processes[1], new Date(now))).toEqual({ ran: false, applied: 0, offboarded: 0, warned: 0, noticesChanged: 0 });
    release();
    await holder;
    expect(await mails(l.email)).toBe(0);
    expect((await runLeaderJob(processes[1], new Date(now))).ran).toBe(true);
    expect(await mails(l.email)).toBe(1);
  });

  it('both at once: one warning e-mail, one offboarding', async () => {
    const now = Date.now();
    const warned = await leader(47, now);
    const gone = await leader(65, now);
    const results = await Promise.all(processes.map((p) => runLeaderJob(p, new Date(now))));
    expect(results.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    expect(await mails(warned.email)).toBe(1);
    const trail = await db.query('SELECT target_user_id AS id, action FROM moderation_audit WHERE target_user_id = ANY($1::int[]) ORDER BY action', [[warned.id, gone.id]]);
    expect(trail.rows).toEqual([
      { id: gone.id, action: 'leader_offboarded' },
      { id: warned.id, action: 'leader_warning' },
    ]);
    expect((await db.query('SELECT 1 FROM eagle_leader_info WHERE user_id = $1', [gone.id])).rows).toEqual([]);
  });
});
