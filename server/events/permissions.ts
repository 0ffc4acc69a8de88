/** Who may do what with an event: group roles, Eagle Leaders, the host. */
import type { Db } from '../db/client';

/** The caller's role in a group (0 member, 1 moderator, 2 admin), null when not joined. */
export async function groupRole(db: Db, groupId: number | null, userId: number | null): Promise<number | null> {
  if (groupId === null || userId === null) return null;
  const { rows } = await db.query<{ role: number }>('SELECT role FROM group_memberships WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
  return rows[0]?.role ?? null;
}

/** An active Eagle Leader: active and no end date. */
export async function isActiveEagleLeader(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM eagle_leader_info WHERE user_id = $1 AND active AND end_date IS NULL', [userId]);
  return rows.length > 0;
}

/** May host a chapter event for the group: admin or moderator, or an active Eagle Leader who joined it. */
export async function canHostGroupEvent(db: Db, groupId: number, userId: number): Promise<boolean> {
  const role = await groupRole(db, groupId, userId);
  if (role === null) return false;
  if (role >= 1) return true;
  return isActiveEagleLeader(db, userId);
}

/** Manages the event (edit, cancel, remove, check others in): its host, or an admin/moderator of its group. */
export async function canManageEvent(db: Db, event: { host_id: number; chapter_id: number | null }, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  if (event.host_id === userId) return true;
  return ((await groupRole(db, event.chapter_id, userId)) ?? -1) >= 1;
}
