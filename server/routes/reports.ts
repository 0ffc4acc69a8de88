/**
 * Reports: one route per target of `REPORT_TARGETS` (member, post, reaction, event, event post,
 * group, group post, message, channel), all with the same body `{reporter, reason?, text?}` (the
 * reporter must be the caller) and the same `reports` row. 201 `{id}`.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { forbidden } from '../http/errors';
import { idParam, jsonBody } from '../http/validate';
import { REPORT_TARGETS, fileReport, type ReportTarget, type ReportTargetName } from '../reports/targets';

const reportBody = z.object({
  reporter: z.coerce.number().int().positive(),
  reason: z.string().trim().max(100).optional(),
  text: z.string().trim().max(1500).optional(),
});
const chatId = z.string().trim().min(1).max(64);
const optionalId = z.coerce.number().int().positive().optional();

type ReportBody = z.output<typeof reportBody> & Record<string, unknown>;

/** The target's body: the common one, its id field when the id is not in the path, its extra fields. */
function bodySchema(target: ReportTarget): z.ZodType<ReportBody> {
  const shape: Record<string, z.ZodType> = Object.fromEntries((target.extraFields ?? []).map((f) => [f, optionalId]));
  if (target.bodyField) shape[target.bodyField] = chatId;
  return reportBody.and(z.object(shape));
}

export function reportRoutes({ db, clock }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  for (const [name, target] of Object.entries(REPORT_TARGETS) as Array<[ReportTargetName, ReportTarget]>) {
    const schema = bodySchema(target);
    app.post(target.path, async (c: Context<AppEnv>) => {
      const caller = requireUser(c);
      const body = await jsonBody(c, schema);
      if (body.reporter !== caller) throw forbidden('The reporter must be you.');
      const id = target.bodyField ? String(body[target.bodyField]) : target.idType === 'int' ? idParam(c, target.param) : c.req.param(target.param)!;
      const parentId = target.parentColumn ? idParam(c, 'id') : null;
      const extra = Object.fromEntries((target.extraFields ?? []).filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
      const reportId = await fileReport(db, name, id, parentId, { reporter: caller, reason: body.reason, text: body.text, extra }, clock.now());
      return c.json({ id: reportId }, 201);
    });
  }

  return app;
}
