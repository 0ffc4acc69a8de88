/**
 * Checking another member in: who a host, group admin or moderator may check in.
 *
 * Only members of the hosting group or people already attending the event (any status), and never
 * across a block (caller <-> target, host <-> target). A block is refused with the same message as
 * a stranger, so the refusal does not reveal it. Called inside the attendance transaction, before
 * the row (and, on a challenge event, the challenge participation) is written.
 */
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';

export const CHECK_IN_OTHERS_MESSAGE = 'You can only check in members of the hosting group or people attending this event.';

/**
 * Throws 404 when `target` is not a live member, 403 unless `caller` may check them in (the caller's
 * right to manage the event is checked before).
 */
export async function assertCanCheckInOther(
  db: Db,
  event: { id: number; host_id: number; chapter_id: number | null },
  caller: number,
  target: number,
): Promise<void> {
  const exists = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [target]);
  if (!exists.rows.length) throw notFound('This member does not exist.');
  const { rows } = await db.query<{ allowed: boolean }>(
    `SELECT (
        EXISTS (SELECT 1 FROM group_memberships m WHERE $3::int IS NOT NULL AND m.group_id = $3 AND m.user_id = $4)
        OR EXISTS (SELECT 1 FROM event_attendees a WHERE a.event_id = $1 AND a.user_id = $4)
      ) AND NOT EXISTS (
        SELECT 1 FROM blocks b
         WHERE (b.blocker_id = $4 AND b.blocked_id IN ($2, $5))
            OR (b.blocked_id = $4 AND b.blocker_id IN ($2, $5))
      ) AS allowed`,
    [event.id, caller, event.chapter_id, target, event.host_id],
  );
  if (!rows[0]?.allowed) throw forbidden(CHECK_IN_OTHERS_MESSAGE);
}
