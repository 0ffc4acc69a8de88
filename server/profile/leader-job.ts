/**
 * The Eagle Leader job (accounts spec §4, §9; docs/api.md 'Eagle Leader info' → 'The leader job'),
 * run by every API process on an interval and by tests directly (`runLeaderJob(deps, now)`):
 *
 * 1. applies offboardings that are due: requested by a group admin OFFBOARDING_DELAY_MS earlier, or
 *    an end date set elsewhere (the CRM) that has come;
 * 2. for ACTIVE leaders (active, no end date), days since their last activity — the latest of the
 *    CRM's last check-in, a check-in recorded here, the start date and the training date: at
 *    OFFBOARD_DAYS they are offboarded; over WARNING_DAYS the 'Warning - 45 Day External' state and
 *    its e-mail (once per episode: `warning_sent_for` holds the activity it was sent for, so a
 *    check-in starts a new episode); from ALERT_DAYS 'Alert - 30 Day Internal'; below, no notice.
 *
 * Several processes on one PostgreSQL: each run is one transaction that first takes a transaction
 * advisory lock with pg_try_advisory_xact_lock; a run that does not get it does nothing (another
 * process is on it). Every step is also idempotent (conditional updates and deletes), so a run after
 * another finds nothing left to do. E-mails go out after the commit (at most once: a crash between
 * the commit and the send loses that e-mail rather than sending it twice).
 */
import { ALERT_DAYS, NOTIFICATION_ALERT, NOTIFICATION_WARNING, OFFBOARD_DAYS, WARNING_DAYS } from '../../src/lib/eagle-leader';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { recordModeration } from '../groups/audit';
import type { MailMessage, Mailer } from '../services/mail';

/** Identifies this job's advisory lock (migrations use 727_274_001). */
export const LEADER_JOB_LOCK = 727_274_015;

export interface LeaderJobDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'productName'>;
}

export interface LeaderJobResult {
  /** False when another process held the lock (it does the work). */
  ran: boolean;
  /** Requested (or CRM) offboardings applied. */
  applied: number;
  /** Leaders offboarded after OFFBOARD_DAYS without activity. */
  offboarded: number;
  /** Warning e-mails sent. */
  warned: number;
  /** Leaders whose notice changed to the alert, the warning, or none. */
  noticesChanged: number;
}

const UTC_DAY = (col: string) => `(${col}::timestamp AT TIME ZONE 'UTC')`;

/** ACTIVE leaders with their last activity (to the millisecond: it round-trips through JS exactly) and whole days since it at $1 (now). */
const ACTIVITY = `activity AS (
  SELECT e.user_id, u.email, u.first_name, act.last_activity,
         floor(extract(epoch FROM ($1::timestamptz - act.last_activity)) / 86400)::int AS days
    FROM eagle_leader_info e
    JOIN users u ON u.id = e.user_id AND u.deleted_at IS NULL
   CROSS JOIN LATERAL (SELECT date_trunc('milliseconds', GREATEST(u.last_check_in_date,
            (SELECT max(a.updated_at) FROM event_attendees a WHERE a.user_id = e.user_id AND a.status = 'checked_in'),
            ${UTC_DAY('e.start_date')}, ${UTC_DAY('e.training_completion_date')})) AS last_activity) act
   WHERE e.active AND e.end_date IS NULL AND act.last_activity IS NOT NULL)`;


/** The leader's chapters (where their offboarding is recorded), or [null] without one. */
async function chaptersOf(tx: Db, userId: number): Promise<Array<number | null>> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT g.id FROM group_memberships m JOIN groups g ON g.id = m.group_id AND g.type = 'chapter' WHERE m.user_id = $1 ORDER BY g.id`,
    [userId],
  );
  return rows.length ? rows.map((r) => r.id) : [null];
}

async function clearLeaderFlags(tx: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length) await tx.query('UPDATE users SET eagle_leader = false, eagle_leader_title = NULL, updated_at = $2 WHERE id = ANY($1::int[])', [ids, now]);
}

interface Removed {
  user_id: number;
  role: string;
  start_date: string | null;
  end_date: string | null;
  group_id: number | null;
  requested_by: number | null;
  requested: boolean;
}

/** Step 1: offboardings whose time has come. */
async function applyDueOffboardings(tx: Db, now: Date): Promise<number> {
  const { rows } = await tx.query<Removed>(
    `DELETE FROM eagle_leader_info e
      WHERE e.active AND e.end_date IS NOT NULL AND COALESCE(e.offboard_due_at, ${UTC_DAY('e.end_date')}) <= $1
     RETURNING e.user_id, e.role, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
               e.offboard_group_id AS group_id, e.offboard_requested_by AS requested_by, e.offboard_due_at IS NOT NULL AS requested`,
    [now],
  );
  await clearLeaderFlags(tx, rows.map((r) => r.user_id), now);
  for (const r of rows) {
    const details = { role: r.role, start_date: r.start_date, end_date: r.end_date, reason: r.requested ? 'requested' : 'end_date', requested_by: r.requested_by };
    const groups = r.requested && r.group_id !== null ? [r.group_id] : await chaptersOf(tx, r.user_id);
    for (const group of groups) await recordModeration(tx, { action: 'leader_offboarded', actor: null, group, target: r.user_id, details, at: now });
  }
  return rows.length;
}

interface Judged {
  user_id: number;
  email: string;
  first_name: string;
  last_activity: Date;
  days: number;
  notification: string | null;
  /** The warning of this episode was sent already. */
  warned: boolean;
}

/** What step 2 did. */
interface Review {
  offboarded: number;
  noticesChanged: number;
  mails: MailMessage[];
}

/**
 * Step 2: ACTIVE leaders past a threshold or with a notice to clear, read once; each change is then a
 * conditional write by primary key (a second run, or a check-in meanwhile, finds nothing to redo).
 */
async function reviewActiveLeaders(tx: Db, now: Date, product: string): Promise<Review> {
  const { rows } = await tx.query<Judged>(
    `WITH ${ACTIVITY}
     SELECT a.user_id, a.email, a.first_name, a.last_activity, a.days, e.offboarding_notification AS notification,
            e.warning_sent_for IS NOT DISTINCT FROM a.last_activity AS warned
       FROM activity a JOIN eagle_leader_info e ON e.user_id = a.user_id
      WHERE a.days >= ${ALERT_DAYS} OR e.offboarding_notification IS NOT NULL
      ORDER BY a.user_id`,
    [now],
  );
  const review: Review = { offboarded: 0, noticesChanged: 0, mails: [] };
  for (const r of rows) {
    if (r.days >= OFFBOARD_DAYS) {
      if (await offboardInactive(tx, r, now)) review.offboarded++;
    } else if (r.days > WARNING_DAYS && !r.warned) {
      if (await claimWarning(tx, r, now)) review.mails.push(warningMail(r, product));
    } else {
      const notice = r.days > WARNING_DAYS ? NOTIFICATION_WARNING : r.days >= ALERT_DAYS ? NOTIFICATION_ALERT : null;
      if (notice === r.notification) continue;
      const { rows: changed } = await tx.query(
        'UPDATE eagle_leader_info SET offboarding_notification = $2, updated_at = $3 WHERE user_id = $1 AND offboarding_notification IS DISTINCT FROM $2::text RETURNING user_id',
        [r.user_id, notice, now],
      );
      review.noticesChanged += changed.length;
    }
  }
  return review;
}

/** OFFBOARD_DAYS without activity: offboarded at once, recorded in the leader's chapters. */
async function offboardInactive(tx: Db, r: Judged, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ role: string; start_date: string | null }>(
    `DELETE FROM eagle_leader_info WHERE user_id = $1 AND active AND end_date IS NULL RETURNING role, to_char(start_date, 'YYYY-MM-DD') AS start_date`,
    [r.user_id],
  );
  if (!rows[0]) return false;
  await clearLeaderFlags(tx, [r.user_id], now);
  const details = { ...rows[0], end_date: now.toISOString().slice(0, 10), reason: 'inactive', days: r.days, last_activity: r.last_activity.toISOString() };
  for (const group of await chaptersOf(tx, r.user_id)) await recordModeration(tx, { action: 'leader_offboarded', actor: null, group, target: r.user_id, details, at: now });
  return true;
}

/** The warning of this episode, claimed once (`warning_sent_for`); false when already claimed. */
async function claimWarning(tx: Db, r: Judged, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE eagle_leader_info SET offboarding_notification = $3, warning_sent_for = $2, updated_at = $4
      WHERE user_id = $1 AND active AND end_date IS NULL AND warning_sent_for IS DISTINCT FROM $2::timestamptz RETURNING user_id`,
    [r.user_id, r.last_activity, NOTIFICATION_WARNING, now],
  );
  if (!rows.length) return false;
  for (const group of await chaptersOf(tx, r.user_id)) {
    await recordModeration(tx, { action: 'leader_warning', actor: null, group, target: r.user_id, details: { days: r.days }, at: now });
  }
  return true;
}

function warningMail(r: Judged, product: string): MailMessage {
  const left = OFFBOARD_DAYS - r.days;
  return {
    to: r.email,
    subject: `${NOTIFICATION_WARNING}: your ${product} Eagle Leader role`,
    text: [
      `Hi ${r.first_name || 'there'},`,
      '',
      `You have not checked in to a ${product} event for ${r.days} days.`,
      `Eagle Leaders are offboarded after ${OFFBOARD_DAYS} days without a check-in: check in to an event within the next ${left} day${left === 1 ? '' : 's'} to keep your Eagle Leader role.`,
      '',
      `${product}`,
    ].join('\n'),
  };
}

/** One run of the job at `now` (the business clock). */
export async function runLeaderJob(deps: LeaderJobDeps, now: Date): Promise<LeaderJobResult> {
  let mails: MailMessage[] = [];
  const result = await deps.db.transaction(async (tx): Promise<LeaderJobResult> => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [LEADER_JOB_LOCK]);
    if (!rows[0]?.locked) return { ran: false, applied: 0, offboarded: 0, warned: 0, noticesChanged: 0 };
    const applied = await applyDueOffboardings(tx, now);
    const review = await reviewActiveLeaders(tx, now, deps.config.productName);
    mails = review.mails;
    return { ran: true, applied, offboarded: review.offboarded, warned: mails.length, noticesChanged: review.noticesChanged };
  });
  for (const mail of mails) await deps.mailer.send(mail);
  return result;
}

export interface LeaderJobTimer {
  /** Stops the interval; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the job every `intervalMs` on the business clock, from this process (one of possibly several:
 * the lock picks one per tick). The timer is unref'd (it never keeps the process alive); a failed run
 * is logged and the next tick tries again; ticks never overlap within a process.
 */
export function startLeaderJob(deps: LeaderJobDeps & { clock: { now(): Date } }, intervalMs: number, log: (line: string) => void = console.error): LeaderJobTimer {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runLeaderJob(deps, deps.clock.now())
      .then(() => undefined)
      .catch((error: unknown) => log(`[leader-job] run failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
