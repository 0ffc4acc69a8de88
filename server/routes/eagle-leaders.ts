/**
 * Eagle Leader info (docs/api.md 'Eagle Leader info'): an admin of one of the member's groups onboards,
 * edits or offboards them (`PUT /api/v2/profile/{id}/eagle_leader_info`). An offboarding is applied
 * by the leader job a few minutes later (server/profile/leader-job.ts); every change is audited.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { HttpError } from '../http/errors';
import { idParam, jsonBody } from '../http/validate';
import { planEagleLeaderChange } from '../profile/eagle-leader';
import { assertCanOnboard, authorisingGroup, loadLeaderTarget, writeLeaderChange } from '../profile/eagle-leader-write';
import { loadProfile } from '../users/profile';
import { ID } from './paths';

const dateOrNull = z.string().trim().max(40).nullable().optional();
const infoBody = z.object({
  role: z.string().trim().max(100).nullable().optional(),
  start_date: dateOrNull,
  end_date: dateOrNull,
  /** Extension: the group page the admin acts from (recorded in its audit trail). */
  group_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});

export function eagleLeaderRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put(`/v2/profile/:id${ID}/eagle_leader_info`, async (c) => {
    const caller = requireUser(c);
    const id = idParam(c);
    const body = await jsonBody(c, infoBody);
    const target = await loadLeaderTarget(db, id);
    const group = await authorisingGroup(db, caller, target, body.group_id ?? null);
    const now = clock.now();
    const change = planEagleLeaderChange(target.info, body, now);
    if (change.kind === 'onboard') assertCanOnboard(target, { domain: config.orgEmailDomain, product: config.productName });
    if (change.kind !== 'none') await writeLeaderChange(db, { caller, target: id, group, change, previousRole: target.info?.role ?? null, now });
    const profile = await loadProfile(db, id, now);
    if (!profile) throw new HttpError(404, 'not_found', 'This member does not exist.');
    return c.json(profile.eagle_leader_info);
  });

  return app;
}
