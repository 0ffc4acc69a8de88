/** The data export (docs/api.md 'Export'): everything about the owner as a JSON attachment. */
import { Hono } from 'hono';
import { requireOwnerParam } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { groupsOf } from '../profile/access';
import { userBadges } from '../profile/badges';
import { surveyView, userSurveys } from '../profile/surveys';
import { loadProfile, ownerView } from '../users/profile';
import { OWNER_ONLY, USER } from './paths';

export function dataExportRoutes({ db, clock, config }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(`${USER}/export`, async (c) => {
    const me = requireOwnerParam(c, OWNER_ONLY);
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
      groups: await groupsOf(db, me),
      events: events.rows.map((e) => ({ ...e, start: e.start.toISOString() })),
      workouts: workouts.rows.map((w) => ({ ...w, entry_date: w.entry_date.toISOString() })),
      surveys,
      badges: await userBadges(db, me, config.publicUrl ?? new URL(c.req.url).origin),
      posts: [],
    };
    c.header('Content-Disposition', `attachment; filename="my-data-${me}.json"`);
    return c.json(body);
  });

  return app;
}
