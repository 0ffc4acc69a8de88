/**
 * Eagle Leader info writes (`PUT api/v2/profile/{id}/eagle_leader_info`): who may change a member's
 * leader info, and the write with its audit entry in one transaction. The rules over the values are
 * eagle-leader.ts; an offboarding is only requested here and applied by the leader job
 * (leader-job.ts) once OFFBOARDING_DELAY_MS has passed.
 */
import type { Db } from '../db/client';
import { recordModeration } from '../groups/audit';
import { HttpError, forbidden, notFound } from '../http/errors';
import type { EagleLeaderInfo } from '../users/profile';
import { isOrgEmail } from '../users/schemas';
import type { EagleLeaderChange } from './eagle-leader';

/** "Offboarding takes several minutes" (spec §4): the job applies a requested offboarding 5 minutes later. */
export const OFFBOARDING_DELAY_MS = 5 * 60_000;

export const WRITE_TEXTS = {
  self: 'You cannot change your own Eagle Leader status.',
  notAdmin: 'Only an admin of one of this member’s groups can change their Eagle Leader status.',
  privateProfile: 'Eagle Leaders must have a public profile.',
  groupMissing: 'This group does not exist.',
  alreadyLeader: 'This member is already an Eagle Leader.',
  orgEmail: (product: string) => `An Eagle Leader cannot use a ${product} e-mail address. Ask the member to change it first.`,
} as const;

export interface LeaderTarget {
  id: number;
  email: string;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  info: EagleLeaderInfo | null;
}

/** The target member with their leader info (404 when missing or deleted). */
export async function loadLeaderTarget(db: Db, id: number): Promise<LeaderTarget> {
  const { rows } = await db.query<Omit<LeaderTarget, 'info'> & { info: EagleLeaderInfo | null }>(
    `SELECT u.id, u.email, u.anonymous_profile, u.eagle_leader,
            CASE WHEN e.user_id IS NULL THEN NULL ELSE json_build_object('role', e.role, 'start_date', to_char(e.start_date, 'YYYY-MM-DD'),
              'end_date', to_char(e.end_date, 'YYYY-MM-DD'), 'active', e.active, 'offboarding_notification', e.offboarding_notification,
              'training_completion_date', to_char(e.training_completion_date, 'YYYY-MM-DD')) END AS info
       FROM users u LEFT JOIN eagle_leader_info e ON e.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [id],
  );
  if (!rows[0]) throw notFound('This member does not exist.');
  return rows[0];
}

/**
 * The group through which `caller` may change `target`'s leader info: a group the caller administers
 * (role 2) and the target has joined — `groupId` when given (the group page sends it), else the first
 * such chapter, then any such group (the groups list's admin). 403 when there is none, not for oneself,
 * and for a private (anonymous) profile; 404 for an unknown `groupId`.
 */
export async function authorisingGroup(db: Db, caller: number, target: LeaderTarget, groupId: number | null): Promise<number> {
  if (target.id === caller) throw forbidden(WRITE_TEXTS.self);
  if (groupId !== null) {
    const { rows } = await db.query('SELECT 1 FROM groups WHERE id = $1', [groupId]);
    if (!rows.length) throw notFound(WRITE_TEXTS.groupMissing);
  }
  const { rows } = await db.query<{ group_id: number }>(
    `SELECT a.group_id FROM group_memberships a
       JOIN group_memberships t ON t.group_id = a.group_id AND t.user_id = $2
       JOIN groups g ON g.id = a.group_id
      WHERE a.user_id = $1 AND a.role = 2 AND ($3::int IS NULL OR a.group_id = $3::int)
      ORDER BY (g.type = 'chapter') DESC, a.group_id LIMIT 1`,
    [caller, target.id, groupId],
  );
  if (!rows[0]) throw forbidden(WRITE_TEXTS.notAdmin);
  if (target.anonymous_profile) throw forbidden(WRITE_TEXTS.privateProfile, 'private_profile');
  return rows[0].group_id;
}

/** Onboarding needs a member who is not a leader and whose e-mail is not the organisation's (spec §6). */
export function assertCanOnboard(target: LeaderTarget, org: { domain: string; product: string }): void {
  if (target.eagle_leader) throw new HttpError(409, 'already_leader', WRITE_TEXTS.alreadyLeader);
  if (isOrgEmail(target.email, org.domain)) throw new HttpError(422, 'org_email', WRITE_TEXTS.orgEmail(org.product));
}

export interface LeaderWrite {
  caller: number;
  target: number;
  group: number;
  change: Exclude<EagleLeaderChange, { kind: 'none' }>;
  /** The role before the change (edits and offboardings). */
  previousRole: string | null;
  now: Date;
}

/** Writes the change and its audit entry in one transaction. */
export async function writeLeaderChange(db: Db, w: LeaderWrite): Promise<void> {
  const { change, now } = w;
  await db.transaction(async (tx) => {
    if (change.kind === 'onboard') {
      const { rows } = await tx.query(
        `INSERT INTO eagle_leader_info (user_id, role, start_date, end_date, active, training_completion_date, updated_at) VALUES ($1, $2, $3, NULL, false, NULL, $4)
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [w.target, change.role, change.start_date, now],
      );
      // Two admins onboarding the same member at once: the second is told the member is a leader now.
      if (!rows.length) throw new HttpError(409, 'already_leader', WRITE_TEXTS.alreadyLeader);
    } else {
      const offboard = change.kind === 'offboard';
      await tx.query(
        `UPDATE eagle_leader_info SET role = $2, start_date = $3, end_date = $4, offboard_due_at = $5, offboard_requested_by = $6, offboard_group_id = $7,
                updated_at = $8 WHERE user_id = $1`,
        [
          w.target,
          change.role,
          change.start_date,
          offboard ? change.end_date : null,
          offboard ? new Date(now.getTime() + OFFBOARDING_DELAY_MS) : null,
          offboard ? w.caller : null,
          offboard ? w.group : null,
          now,
        ],
      );
      await tx.query('UPDATE users SET eagle_leader_title = $2, updated_at = $3 WHERE id = $1 AND eagle_leader', [w.target, change.role, now]);
    }
    const details: Record<string, unknown> = { role: change.role, start_date: change.start_date };
    if (w.previousRole !== null && w.previousRole !== change.role) details.previous_role = w.previousRole;
    if (change.kind === 'offboard') Object.assign(details, { end_date: change.end_date, applies_at: new Date(now.getTime() + OFFBOARDING_DELAY_MS).toISOString() });
    const action = change.kind === 'onboard' ? 'leader_onboard' : change.kind === 'offboard' ? 'leader_offboard' : 'leader_update';
    await recordModeration(tx, { action, actor: w.caller, group: w.group, target: w.target, details, at: now });
  });
}
