/**
 * `GET api/v1/search/user/group?group_id&event_id&name&offset`: members of a group, searched by name,
 * 25 per page (`{count, next, data}`), for the member picker ('Add Member to Checked In'). With
 * `event_id`, each member carries their `attendance_status` at that event. Anonymous-profile members
 * are listed as 'Anonymous Member' without a photo. Members only.
 * `GET api/v1/search/user?name&chapter_id&offset`: every member by name prefix (server/users/search.ts),
 * for the feed's people search and @mention suggestions. Members only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { queryInput } from '../http/validate';
import { searchUsers } from '../users/search';

export const MEMBER_PAGE = 25;

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  military_status: string | null;
  military_branch: string | null;
  role: number;
  attendance_status: string | null;
  total: string | number;
}

export function searchRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user', async (c) => {
    const viewer = requireUser(c);
    const q = queryInput(
      c,
      z.object({
        name: z.string().trim().max(100, 'The search is too long (at most 100 characters).').default(''),
        chapter_id: z.coerce.number().int().positive().optional(),
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
      }),
    );
    return c.json(await searchUsers(db, { viewer, name: q.name, chapterId: q.chapter_id, offset: q.offset }));
  });

  app.get('/user/group', async (c) => {
    requireUser(c);
    const q = queryInput(
      c,
      z.object({
        group_id: z.coerce.number().int().positive(),
        event_id: z.coerce.number().int().positive().optional(),
        name: z.string().trim().max(100).optional(),
        offset: z.coerce.number().int().min(0).max(100_000).default(0),
      }),
    );
    const group = await db.query('SELECT 1 FROM groups WHERE id = $1', [q.group_id]);
    if (group.rows.length === 0) throw notFound('This group does not exist.');
    const pattern = q.name ? `%${q.name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
    const { rows } = await db.query<Row>(
      `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile,
              EXISTS (SELECT 1 FROM eagle_leader_info e WHERE e.user_id = u.id AND e.active AND e.end_date IS NULL) AS eagle_leader,
              u.military_status, u.military_branch, m.role,
              CASE WHEN $2::int IS NULL THEN NULL ELSE (SELECT a.status FROM event_attendees a WHERE a.event_id = $2 AND a.user_id = u.id) END AS attendance_status,
              count(*) OVER () AS total
         FROM group_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.group_id = $1 AND u.deleted_at IS NULL
          AND ($3::text IS NULL OR (NOT u.anonymous_profile AND (u.first_name || ' ' || u.last_name) ILIKE $3))
        ORDER BY lower(u.first_name), lower(u.last_name), u.id
        LIMIT $4 OFFSET $5`,
      [q.group_id, q.event_id ?? null, pattern, MEMBER_PAGE, q.offset],
    );
    const count = rows.length ? Number(rows[0].total) : 0;
    const next = q.offset + rows.length < count ? q.offset + MEMBER_PAGE : null;
    return c.json({
      count,
      next,
      data: rows.map((r) => ({
        id: r.id,
        first_name: r.anonymous_profile ? 'Anonymous' : r.first_name,
        last_name: r.anonymous_profile ? 'Member' : r.last_name,
        profile_photo_url: r.anonymous_profile ? null : r.profile_photo_url,
        public_profile: !r.anonymous_profile,
        eagle_leader: r.eagle_leader,
        military_status: r.anonymous_profile ? null : r.military_status,
        military_branch: r.anonymous_profile ? null : r.military_branch,
        role: r.role,
        attendance_status: r.attendance_status,
      })),
    });
  });

  return app;
}
