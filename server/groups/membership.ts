/**
 * Joining and leaving a group, and a member's relation to a group (events spec §4 Group membership,
 * §7 Groups). A member joins or leaves only for themself (the route checks it). Anonymous profiles
 * may join: membership is not posting (they appear as 'Anonymous Member' and still cannot post).
 */
import type { Db } from '../db/client';
import { HttpError, forbidden, notFound } from '../http/errors';
import { GROUP_TEXTS, findGroup } from './load';

/**
 * Joins `userId` to the group as a member (role 0). Idempotent: joining again keeps the role.
 * Refused for an inactive group (409 `group_inactive`) and for a member its admins removed (403 `banned`).
 */
export async function joinGroup(db: Db, groupId: number, userId: number, now: Date): Promise<void> {
  const group = await findGroup(db, groupId);
  const { rows } = await db.query<{ joined: boolean; banned: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM group_memberships WHERE group_id = $1 AND user_id = $2) AS joined,
            EXISTS (SELECT 1 FROM group_bans WHERE group_id = $1 AND user_id = $2) AS banned`,
    [groupId, userId],
  );
  if (rows[0].joined) return;
  if (rows[0].banned) throw forbidden(GROUP_TEXTS.banned, 'banned');
  if (!group.active) throw new HttpError(409, 'group_inactive', GROUP_TEXTS.inactive);
  await db.query('INSERT INTO group_memberships (group_id, user_id, role, joined_at) VALUES ($1, $2, 0, $3) ON CONFLICT DO NOTHING', [groupId, userId, now]);
}

/** Leaves the group (any role; an admin who leaves loses the role). Idempotent. */
export async function leaveGroup(db: Db, groupId: number, userId: number): Promise<void> {
  await findGroup(db, groupId);
  await db.query('DELETE FROM group_memberships WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
}

export interface GroupRelation {
  user_id: number;
  group_id: number;
  joined: boolean;
  /** 0 member, 1 moderator, 2 admin; null when not joined. */
  role: number | null;
  is_admin: boolean;
  is_moderator: boolean;
  joined_at: string | null;
  /** Removed by the group's admins (cannot join again). */
  banned: boolean;
}

/** How `userId` stands with the group; 404 for an unknown group or member. */
export async function groupRelation(db: Db, userId: number, groupId: number): Promise<GroupRelation> {
  await findGroup(db, groupId);
  const { rows } = await db.query<{ role: number | null; joined_at: Date | null; banned: boolean }>(
    `SELECT m.role, m.joined_at, EXISTS (SELECT 1 FROM group_bans b WHERE b.group_id = $2 AND b.user_id = u.id) AS banned
       FROM users u LEFT JOIN group_memberships m ON m.group_id = $2 AND m.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId, groupId],
  );
  const r = rows[0];
  if (!r) throw notFound(GROUP_TEXTS.memberMissing);
  return {
    user_id: userId,
    group_id: groupId,
    joined: r.role !== null,
    role: r.role,
    is_admin: r.role === 2,
    is_moderator: r.role === 1,
    joined_at: r.joined_at ? r.joined_at.toISOString() : null,
    banned: r.banned,
  };
}
