/**
 * Eagle Leader info (docs/api.md 'Eagle Leader'): an admin of one of the member's groups onboards,
 * edits or offboards them (`PUT /api/v2/profile/{id}/eagle_leader_info`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, forbidden } from '../http/errors';
import { idParam, jsonBody } from '../http/validate';
import { findMember } from '../profile/access';
import { planEagleLeaderChange } from '../profile/eagle-leader';
import { loadProfile, type EagleLeaderInfo } from '../users/profile';
import { ID } from './paths';

const dateOrNull = z.string().trim().nullable().optional();
const infoBody = z.object({ role: z.string().trim().nullable().optional(), start_date: dateOrNull, end_date: dateOrNull });

export function eagleLeaderRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put(`/v2/profile/:id${ID}/eagle_leader_info`, async (c) => {
    const caller = requireUser(c);
    const id = idParam(c);
    const body = await jsonBody(c, infoBody);
    const target = await findMember(db, id);
    if (id === caller) throw forbidden('You cannot change your own Eagle Leader status.');
    const { rows: admin } = await db.query(
      `SELECT 1 FROM group_memberships a JOIN group_memberships t ON t.group_id = a.group_id AND t.user_id = $2 WHERE a.user_id = $1 AND a.role = 2 LIMIT 1`,
      [caller, id],
    );
    if (!admin.length) throw forbidden('Only an admin of one of this member’s groups can change their Eagle Leader status.');
    if (target.anonymous_profile) throw forbidden('Eagle Leaders must have a public profile.', 'private_profile');
    const { rows: infoRows } = await db.query<EagleLeaderInfo>(
      `SELECT role, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, active, offboarding_notification,
              to_char(training_completion_date, 'YYYY-MM-DD') AS training_completion_date FROM eagle_leader_info WHERE user_id = $1`,
      [id],
    );
    const now = clock.now();
    const change = planEagleLeaderChange(infoRows[0] ?? null, { role: body.role || null, start_date: body.start_date || null, end_date: body.end_date || null }, now);
    await db.transaction(async (tx) => {
      if (change.kind === 'onboard') {
        await tx.query(
          `INSERT INTO eagle_leader_info (user_id, role, start_date, end_date, active, training_completion_date, updated_at) VALUES ($1, $2, $3, NULL, false, NULL, $4)`,
          [id, change.role, change.start_date, now],
        );
      } else {
        await tx.query('UPDATE eagle_leader_info SET role = $2, start_date = $3, end_date = $4, updated_at = $5 WHERE user_id = $1', [
          id,
          change.role,
          change.start_date,
          change.end_date,
          now,
        ]);
        await tx.query('UPDATE users SET eagle_leader_title = $2, updated_at = $3 WHERE id = $1 AND eagle_leader', [id, change.role, now]);
      }
    });
    const profile = await loadProfile(db, id, now);
    if (!profile) throw new HttpError(404, 'not_found', 'This member does not exist.');
    return c.json(profile.eagle_leader_info);
  });

  return app;
}
