/**
 * Who may see a member's profile data: the member must exist (not deleted); an anonymous profile is
 * readable by its owner only; a member who blocked the viewer hides it. Shared by the profile
 * routers (follows, blocks, reports, workouts, badges, Eagle Leader info).
 */
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';

export interface MemberRef {
  id: number;
  anonymous_profile: boolean;
}

export const PRIVATE_PROFILE = 'This user has set their profile to private.';

/** The member with this id, or 404 'This member does not exist.'. */
export async function findMember(db: Db, id: number): Promise<MemberRef> {
  const { rows } = await db.query<MemberRef>('SELECT id, anonymous_profile FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!rows[0]) throw notFound('This member does not exist.');
  return rows[0];
}

/** Either member blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)', [a, b]);
  return rows.length > 0;
}

/** 403 `private_profile` when `member` is anonymous and not the viewer. */
export function assertNotPrivate(member: MemberRef, viewer: number): void {
  if (member.anonymous_profile && viewer !== member.id) throw forbidden(PRIVATE_PROFILE, 'private_profile');
}

/** Any member may read a public profile's data; an anonymous one only its owner; not when the owner blocked the viewer. */
export async function assertReadable(db: Db, viewer: number, id: number): Promise<void> {
  const member = await findMember(db, id);
  if (viewer === id) return;
  assertNotPrivate(member, viewer);
  const { rows } = await db.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [id, viewer]);
  if (rows.length) throw forbidden('This profile is not available.', 'blocked');
}

/** The member's groups with their role (0 member, 1 moderator, 2 admin). */
export async function groupsOf(db: Db, userId: number) {
  const { rows } = await db.query<{ group_id: number; role: number; name: string; type: string }>(
    `SELECT m.group_id, m.role, g.name, g.type FROM group_memberships m JOIN groups g ON g.id = m.group_id WHERE m.user_id = $1 ORDER BY m.group_id`,
    [userId],
  );
  return rows;
}
