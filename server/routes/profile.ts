/**
 * Profile extras under `/api` (docs/api.md 'Profile: follow, block, badges, surveys, metrics, Eagle
 * Leader, push, export'): follow and block, reports on members, workout metrics, badges, ELS
 * surveys, Eagle Leader onboarding/offboarding, push tokens and settings, and the data export.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireOwner, requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, forbidden, notFound, validationError } from '../http/errors';
import { idParam, jsonBody, queryInput } from '../http/validate';
import { userBadges } from '../profile/badges';
import { planEagleLeaderChange } from '../profile/eagle-leader';
import { followPage, followSummary, type Relation } from '../profile/follow';
import { SURVEY_HISTORY, averageScores, communityAverage, surveyView, userSurveys } from '../profile/surveys';
import { loadProfile, ownerView, type EagleLeaderInfo } from '../users/profile';
import { isValidAnswers, scoreEls } from '../../src/lib/els';

const ID = '{[0-9]+}';
const USER = `/v1/user/:id${ID}`;
const DAY = 86_400_000;
const OWNER_ONLY = 'You can only see or change this for your own account.';

const offsetQuery = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000).default(0) });
const relationValue = z.enum(['followers', 'following'], { error: 'Must be followers or following.' });
const nonEmpty = (max: number) => z.string().trim().min(1, { error: 'This field is required.' }).max(max);
const dateOrNull = z.string().trim().nullable().optional();

const PUSH_KEYS = ['follows', 'likes', 'comments', 'events', 'messages'] as const;
const pushSettingsSchema = z.strictObject(Object.fromEntries(PUSH_KEYS.map((k) => [k, z.boolean().optional()])) as Record<(typeof PUSH_KEYS)[number], z.ZodOptional<z.ZodBoolean>>);

interface UserRef {
  id: number;
  anonymous_profile: boolean;
}

export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();
  const baseUrl = (c: Context<AppEnv>) => config.publicUrl ?? new URL(c.req.url).origin;

  async function findUser(id: number): Promise<UserRef> {
    const { rows } = await db.query<UserRef>('SELECT id, anonymous_profile FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);
    if (!rows[0]) throw notFound('This member does not exist.');
    return rows[0];
  }

  async function blockedBetween(a: number, b: number): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)', [a, b]);
    return rows.length > 0;
  }

  /** Any member may read a public profile's data; an anonymous one only its owner; not when the owner blocked the viewer. */
  async function readableBy(c: Context<AppEnv>): Promise<{ viewer: number; id: number }> {
    const viewer = requireUser(c);
    const id = idParam(c);
    const user = await findUser(id);
    if (viewer === id) return { viewer, id };
    if (user.anonymous_profile) throw forbidden('This user has set their profile to private.', 'private_profile');
    const { rows } = await db.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [id, viewer]);
    if (rows.length) throw forbidden('This profile is not available.', 'blocked');
    return { viewer, id };
  }

  function owner(c: Context<AppEnv>): number {
    const id = idParam(c);
    requireOwner(c, id, OWNER_ONLY);
    return id;
  }

  // ---- follow ----------------------------------------------------------------------------------

  app.post(`${USER}/follow/:otherId${ID}`, async (c) => {
    const me = owner(c);
    const otherId = idParam(c, 'otherId');
    const other = await findUser(otherId);
    if (otherId === me) throw validationError({ otherId: 'You cannot follow yourself.' }, 'You cannot follow yourself.');
    const self = await findUser(me);
    if (self.anonymous_profile) throw forbidden('Anonymous users cannot follow members.', 'anonymous_profile');
    if (other.anonymous_profile) throw forbidden('This user has set their profile to private.', 'anonymous_profile');
    if (await blockedBetween(me, otherId)) throw forbidden('You cannot follow this member.', 'blocked');
    const now = clock.now();
    const inserted = await db.transaction(async (tx) => {
      const { rows } = await tx.query('INSERT INTO follows (follower_id, followed_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [me, otherId, now]);
      if (!rows.length) return false;
      await tx.query(
        `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, created_at) VALUES ($1, $2, 'follow', 'user', $3, $4)`,
        [otherId, me, String(me), now],
      );
      return true;
    });
    return c.json({ followed_id: otherId }, inserted ? 201 : 200);
  });

  app.delete(`${USER}/follow/:otherId${ID}`, async (c) => {
    const me = owner(c);
    await db.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2', [me, idParam(c, 'otherId')]);
    return c.body(null, 204);
  });

  async function followList(c: Context<AppEnv>, relation: Relation) {
    const viewer = requireUser(c);
    const id = idParam(c);
    const user = await findUser(id);
    if (user.anonymous_profile && viewer !== id) throw forbidden('This user has set their profile to private.', 'private_profile');
    const { offset } = queryInput(c, offsetQuery);
    return c.json(await followPage(db, id, viewer, relation, offset));
  }

  app.get(`${USER}/follow`, async (c) => {
    const { relation } = queryInput(c, z.object({ relation: relationValue }));
    return followList(c, relation);
  });

  app.get(`${USER}/follow/summary`, async (c) => {
    const viewer = requireUser(c);
    const id = idParam(c);
    const user = await findUser(id);
    if (user.anonymous_profile && viewer !== id) throw forbidden('This user has set their profile to private.', 'private_profile');
    return c.json(await followSummary(db, id));
  });

  app.get(`${USER}/follow/:relation{followers|following}`, async (c) => followList(c, c.req.param('relation') as Relation));

  app.get(`/v2/all/profile/:id${ID}/follower`, async (c) => {
    const me = owner(c);
    const { rows } = await db.query<{ id: number }>(
      `SELECT f.followed_id AS id FROM follows f JOIN users u ON u.id = f.followed_id AND u.deleted_at IS NULL
        WHERE f.follower_id = $1 ORDER BY f.created_at DESC, f.followed_id DESC`,
      [me],
    );
    return c.json({ data: rows.map((r) => r.id) });
  });

  app.get(`/v2/all/profile/:id${ID}/group_membership`, async (c) => {
    const me = owner(c);
    return c.json({ data: await groupsOf(me) });
  });

  async function groupsOf(userId: number) {
    const { rows } = await db.query<{ group_id: number; role: number; name: string; type: string }>(
      `SELECT m.group_id, m.role, g.name, g.type FROM group_memberships m JOIN groups g ON g.id = m.group_id WHERE m.user_id = $1 ORDER BY m.group_id`,
      [userId],
    );
    return rows;
  }

  // ---- block and report ------------------------------------------------------------------------

  app.post(`${USER}/block/:blockedId${ID}`, async (c) => {
    const me = owner(c);
    const blockedId = idParam(c, 'blockedId');
    await findUser(blockedId);
    if (blockedId === me) throw validationError({ blockedId: 'You cannot block yourself.' }, 'You cannot block yourself.');
    const inserted = await db.transaction(async (tx) => {
      const { rows } = await tx.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [
        me,
        blockedId,
        clock.now(),
      ]);
      await tx.query('DELETE FROM follows WHERE (follower_id = $1 AND followed_id = $2) OR (follower_id = $2 AND followed_id = $1)', [me, blockedId]);
      return rows.length > 0;
    });
    return c.json({ blocked_id: blockedId }, inserted ? 201 : 200);
  });

  app.delete(`${USER}/block/:blockedId${ID}`, async (c) => {
    const me = owner(c);
    await db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [me, idParam(c, 'blockedId')]);
    return c.body(null, 204);
  });

  app.get(`${USER}/block`, async (c) => {
    const me = owner(c);
    const { rows } = await db.query(
      `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url FROM blocks b JOIN users u ON u.id = b.blocked_id AND u.deleted_at IS NULL
        WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, u.id DESC`,
      [me],
    );
    return c.json({ data: rows });
  });

  app.post(`/v1/report/user/:id${ID}`, async (c) => {
    const caller = requireUser(c);
    const body = await jsonBody(
      c,
      z.object({
        reporter: z.coerce.number().int().positive(),
        reason: z.string().trim().max(100).optional(),
        text: z.string().trim().max(1500).optional(),
      }),
    );
    if (body.reporter !== caller) throw forbidden('The reporter must be you.');
    const target = await findUser(idParam(c));
    if (target.id === caller) throw validationError({ reporter: 'You cannot report yourself.' }, 'You cannot report yourself.');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, text, created_at) VALUES ($1, 'user', $2, $3, $4, $5) RETURNING id`,
      [caller, String(target.id), body.reason ?? null, body.text ?? null, clock.now()],
    );
    return c.json({ id: rows[0].id }, 201);
  });

  // ---- workout metrics and badges --------------------------------------------------------------

  app.get(`${USER}/workout/metrics`, async (c) => {
    const { id } = await readableBy(c);
    const { month } = queryInput(
      c,
      z.object({ month: z.string().regex(/^\d{4}-(0?[1-9]|1[0-2])$/, { error: 'Use the month as YYYY-M.' }) }),
    );
    const [y, m] = month.split('-').map(Number);
    const from = new Date(Date.UTC(y, m - 1, 1));
    const to = new Date(Date.UTC(y, m, 1));
    const { rows } = await db.query<{ miles: number; steps: number; minutes: number; workouts: number; check_ins: number }>(
      `SELECT COALESCE(sum(w.miles), 0)::float8 AS miles, COALESCE(sum(w.steps), 0)::int AS steps,
              COALESCE(sum(w.minutes), 0)::float8 AS minutes, count(*)::int AS workouts,
              (SELECT count(*)::int FROM event_attendees a JOIN events ev ON ev.id = a.event_id
                WHERE a.user_id = $1 AND a.status = 'checked_in' AND NOT ev.is_removed AND ev.start_at >= $2 AND ev.start_at < $3) AS check_ins
         FROM event_workouts w JOIN events e ON e.id = w.event_id
        WHERE w.user_id = $1 AND NOT e.is_removed AND e.start_at >= $2 AND e.start_at < $3`,
      [id, from, to],
    );
    const r = rows[0];
    return c.json({ month: `${y}-${m}`, miles: Math.round(r.miles * 100) / 100, steps: r.steps, minutes: Math.round(r.minutes * 100) / 100, workouts: r.workouts, check_ins: r.check_ins });
  });

  app.get(`${USER}/badges`, async (c) => {
    const { id } = await readableBy(c);
    return c.json({ data: await userBadges(db, id, baseUrl(c)) });
  });

  // ---- ELS surveys -----------------------------------------------------------------------------

  const surveyBody = z.object({
    survey_taken_time_stamp: z.string().refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Must be an ISO date-time.' }),
    answers: z.unknown().refine(isValidAnswers, { error: 'Answer all 18 questions with a whole number from 0 to 100.' }),
  });

  app.post(`${USER}/survey`, async (c) => {
    const me = owner(c);
    const body = await jsonBody(c, surveyBody);
    const takenAt = new Date(body.survey_taken_time_stamp);
    if (takenAt.getTime() > clock.now().getTime() + DAY) throw validationError({ survey_taken_time_stamp: 'The survey date cannot be in the future.' });
    const answers = body.answers as number[];
    const scores = scoreEls(answers);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO els_surveys (user_id, survey_taken_time_stamp, answers, total_score, genuine_relationships, mental_health, physical_health, sense_of_purpose, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [me, takenAt, JSON.stringify(answers), scores.total_score, scores.genuine_relationships, scores.mental_health, scores.physical_health, scores.sense_of_purpose, clock.now()],
    );
    return c.json({ status: 'complete', survey: surveyView({ id: rows[0].id, survey_taken_time_stamp: takenAt, answers, ...scores }) }, 201);
  });

  app.get(`${USER}/survey`, async (c) => {
    const me = owner(c);
    return c.json({ data: (await userSurveys(db, me)).map(surveyView) });
  });

  app.get('/v1/survey/average', async (c) => {
    requireUser(c);
    return c.json(await communityAverage(db));
  });

  app.get('/v1/survey_stats', async (c) => {
    const me = requireUser(c);
    const rows = await userSurveys(db, me, SURVEY_HISTORY);
    return c.json({ stats: averageScores(rows), count: rows.length });
  });

  // ---- Eagle Leader info -----------------------------------------------------------------------

  app.put(`/v2/profile/:id${ID}/eagle_leader_info`, async (c) => {
    const caller = requireUser(c);
    const id = idParam(c);
    const body = await jsonBody(c, z.object({ role: z.string().trim().nullable().optional(), start_date: dateOrNull, end_date: dateOrNull }));
    const target = await findUser(id);
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

  // ---- push tokens and settings ----------------------------------------------------------------

  app.post(`${USER}/push_token`, async (c) => {
    const me = owner(c);
    const { token, device_id } = await jsonBody(c, z.object({ token: nonEmpty(4096), device_id: nonEmpty(200) }));
    await savePushToken(me, 'push', device_id, token);
    return c.json({ token, device_id }, 201);
  });

  app.post(`${USER}/fcm_token`, async (c) => {
    const me = owner(c);
    const { fcm_token, device_id } = await jsonBody(c, z.object({ fcm_token: nonEmpty(4096), device_id: nonEmpty(200) }));
    await savePushToken(me, 'fcm', device_id, fcm_token);
    return c.json({ fcm_token, device_id }, 201);
  });

  async function savePushToken(userId: number, kind: 'push' | 'fcm', deviceId: string, token: string) {
    await db.query(
      `INSERT INTO push_tokens (user_id, kind, device_id, token, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, kind, device_id) DO UPDATE SET token = EXCLUDED.token, updated_at = EXCLUDED.updated_at`,
      [userId, kind, deviceId, token, clock.now()],
    );
  }

  async function pushSettings(userId: number) {
    const { rows } = await db.query<Record<(typeof PUSH_KEYS)[number], boolean>>(`SELECT ${PUSH_KEYS.join(', ')} FROM push_settings WHERE user_id = $1`, [userId]);
    return rows[0] ?? Object.fromEntries(PUSH_KEYS.map((k) => [k, true]));
  }

  app.get(`${USER}/push_settings`, async (c) => c.json(await pushSettings(owner(c))));

  app.put(`${USER}/push_settings`, async (c) => {
    const me = owner(c);
    const input = await jsonBody(c, pushSettingsSchema);
    const next = { ...(await pushSettings(me)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    await db.query(
      `INSERT INTO push_settings (user_id, ${PUSH_KEYS.join(', ')}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET ${PUSH_KEYS.map((k) => `${k} = EXCLUDED.${k}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
      [me, ...PUSH_KEYS.map((k) => next[k]), clock.now()],
    );
    return c.json(next);
  });

  // ---- data export -----------------------------------------------------------------------------

  app.get(`${USER}/export`, async (c) => {
    const me = owner(c);
    const now = clock.now();
    const profile = await loadProfile(db, me, now);
    if (!profile) throw notFound('This member does not exist.');
    const ids = async (sql: string) => (await db.query<{ id: number }>(sql, [me])).rows.map((r) => r.id);
    const followers = await ids('SELECT follower_id AS id FROM follows WHERE followed_id = $1 ORDER BY created_at DESC, follower_id');
    const following = await ids('SELECT followed_id AS id FROM follows WHERE follower_id = $1 ORDER BY created_at DESC, followed_id');
    const blocks = await ids('SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1 ORDER BY created_at DESC, blocked_id');
    const events = await db.query<{ event_id: number; name: string; start: Date; attendance_status: string }>(
      `SELECT a.event_id, e.name, e.start_at AS start, a.status AS attendance_status FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE a.user_id = $1 ORDER BY e.start_at DESC, e.id DESC`,
      [me],
    );
    const workouts = await db.query<{ event_id: number; event_name: string; entry_date: Date; miles: number | null; steps: number | null; minutes: number | null }>(
      `SELECT w.event_id, e.name AS event_name, w.created_at AS entry_date, w.miles, w.steps, w.minutes FROM event_workouts w JOIN events e ON e.id = w.event_id
        WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.event_id DESC`,
      [me],
    );
    const surveys = (await userSurveys(db, me, null)).map((s) => ({ ...surveyView(s), answers: s.answers }));
    const body = {
      exported_at: now.toISOString(),
      profile: ownerView(profile),
      follows: { followers, following },
      blocks,
      groups: await groupsOf(me),
      events: events.rows.map((e) => ({ ...e, start: e.start.toISOString() })),
      workouts: workouts.rows.map((w) => ({ ...w, entry_date: w.entry_date.toISOString() })),
      surveys,
      badges: await userBadges(db, me, baseUrl(c)),
      posts: [],
    };
    c.header('Content-Disposition', `attachment; filename="my-data-${me}.json"`);
    return c.json(body);
  });

  return app;
}
