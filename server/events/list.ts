/**
 * The event list's query (`GET /api/v1/mobile_event`): one statement for a page of cards and the
 * count of every match.
 *
 * Shape (EXPLAIN ANALYZE on the large seed, docs in the README's "Event list performance"):
 * - the page is chosen on `events` alone (filters, sort, LIMIT/OFFSET) and only its rows are joined
 *   with their group, host and attendee count: joining before the sort did it for every match;
 * - the count is a window (`count(*) OVER ()`) over that same scan, so the matches are read and
 *   their distance computed once; only an empty page (an offset past the end) counts again;
 * - a distance search is a latitude AND longitude box first (an index range on
 *   events_local_idx, migration 005, whose included columns answer the other filters without
 *   reading the table), then the exact great-circle distance.
 */
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { LIST_EVENT_COLUMNS, type ListCardRow, distanceSql } from './queries';

/** `group_filter` values: the caller's groups, or only those of one type. */
export const GROUP_FILTERS = { 'my-groups': null, 'my-chapters': 'chapter', 'my-activity-groups': 'activity', 'my-sponsor-groups': 'sponsor' } as const;
export type GroupFilter = keyof typeof GROUP_FILTERS;

/** The list's filters, already validated (`GET /api/v1/mobile_event`). */
export interface EventListFilter {
  offset?: number;
  limit: number;
  page?: number;
  search?: string;
  chapter_id?: number;
  challenge_id?: number;
  category?: string[];
  group_filter?: GroupFilter;
  chapter_hosted?: boolean;
  is_all_day?: boolean;
  is_virtual?: boolean;
  virtual_event_category?: string;
  distance?: number;
  lat?: number;
  long?: number;
  sort?: 'date' | 'attendees';
  sort_order?: 'asc' | 'desc';
  after?: Date;
  before?: Date;
  host_id?: number;
  attendee?: number;
  hosting?: boolean;
}

/** The sphere of distanceSql, in miles. */
const EARTH_RADIUS_MILES = 3958.8;
/** Degrees added to each side of the box: rounding never drops a point on its edge. */
const BOX_MARGIN_DEGREES = 0.01;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Half the sides, in degrees, of a box that holds every point within `miles` of (lat, long) on
 * distanceSql's sphere; `long` is null when no longitude range can be given (the circle reaches a
 * pole or crosses the antimeridian). Latitude: |Δφ| <= d/R. Longitude, from the haversine
 * hav(d/R) >= cos φ1 cos φ2 hav(Δλ) with both |φ| <= m (the box's farthest latitude from the
 * equator): sin(Δλ/2) <= sin(d/2R) / cos m.
 */
export function distanceBox(lat: number, long: number, miles: number): { lat: number; long: number | null } {
  const angle = miles / EARTH_RADIUS_MILES;
  const latHalf = toDegrees(angle) + BOX_MARGIN_DEGREES;
  const farthest = Math.abs(lat) + latHalf;
  if (farthest >= 89 || angle >= Math.PI) return { lat: latHalf, long: null };
  const s = Math.sin(angle / 2) / Math.cos((farthest * Math.PI) / 180);
  if (s >= 1) return { lat: latHalf, long: null };
  const longHalf = toDegrees(2 * Math.asin(s)) + BOX_MARGIN_DEGREES;
  if (long - longHalf < -180 || long + longHalf > 180) return { lat: latHalf, long: null };
  return { lat: latHalf, long: longHalf };
}

/** The card columns of the page's events (`e`), with their group (`g`) and host (`h`). */
const PAGE_COLUMNS = `${LIST_EVENT_COLUMNS.map((c) => `e.${c}`).join(', ')}, g.name AS group_name, g.type AS chapter_type,
  h.first_name AS host_first_name, h.last_name AS host_last_name, h.anonymous_profile AS host_anonymous`;
const ATTENDEES_COUNT = (event: string) => `(SELECT count(*) FROM event_attendees a WHERE a.event_id = ${event}.id AND a.status IN ('going', 'checked_in'))`;

/**
 * One page of event rows and the count of every match (removed events never). `viewer` is the
 * caller, required by `group_filter`, `hosting` and `attendee` (the route checks it); lat and long
 * go together (400), and `distance` keeps only local events within that many miles.
 */
export async function listEventRows(db: Db, q: EventListFilter, viewer: number | null): Promise<{ rows: ListCardRow[]; count: number }> {
  const where: string[] = ['NOT e.is_removed'];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.search) {
    const like = p(`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(e.name ILIKE ${like} OR e.description ILIKE ${like} OR e.city ILIKE ${like})`);
  }
  if (q.chapter_id !== undefined) where.push(`e.chapter_id = ${p(q.chapter_id)}`);
  if (q.challenge_id !== undefined) where.push(`e.challenge_id = ${p(q.challenge_id)}`);
  if (q.category?.length) where.push(`e.category = ANY(${p(q.category)}::text[])`);
  if (q.group_filter) {
    const type = GROUP_FILTERS[q.group_filter];
    where.push(
      `e.chapter_id IN (SELECT m.group_id FROM group_memberships m JOIN groups gm ON gm.id = m.group_id WHERE m.user_id = ${p(viewer)}${type ? ` AND gm.type = ${p(type)}` : ''})`,
    );
  }
  if (q.chapter_hosted !== undefined) where.push(`e.chapter_hosted = ${p(q.chapter_hosted)}`);
  if (q.is_all_day !== undefined) where.push(`e.is_all_day = ${p(q.is_all_day)}`);
  if (q.is_virtual !== undefined) where.push(`e.is_virtual = ${p(q.is_virtual)}`);
  if (q.virtual_event_category) where.push(`e.virtual_event_category = ${p(q.virtual_event_category)}`);
  if (q.after) where.push(`e.end_at >= ${p(q.after)}`);
  if (q.before) where.push(`e.start_at < ${p(q.before)}`);
  if (q.host_id !== undefined) where.push(`e.host_id = ${p(q.host_id)}`);
  if (q.hosting) where.push(`e.host_id = ${p(viewer)}`);
  if (q.attendee !== undefined) where.push(`EXISTS (SELECT 1 FROM event_attendees ea WHERE ea.event_id = e.id AND ea.user_id = ${p(viewer)})`);
  let distanceColumn = '';
  if (q.distance !== undefined || q.lat !== undefined || q.long !== undefined) {
    if (q.lat === undefined || q.long === undefined) {
      throw new HttpError(400, 'bad_request', 'lat and long go together (and distance needs both).', { fields: { [q.lat === undefined ? 'lat' : 'long']: 'This field is required.' } });
    }
    const [lat, long] = [p(q.lat), p(q.long)];
    const dist = distanceSql(params.length - 1, params.length);
    distanceColumn = `, CASE WHEN e.latitude IS NULL OR e.longitude IS NULL THEN NULL ELSE ${dist} END AS distance`;
    if (q.distance !== undefined) {
      // The box first (an index range: no point outside it can be that close), then the exact distance.
      const box = distanceBox(q.lat, q.long, q.distance);
      const [latHalf, longHalf] = [p(box.lat), box.long === null ? null : p(box.long)];
      where.push(
        `NOT e.is_virtual AND e.latitude BETWEEN ${lat}::float8 - ${latHalf}::float8 AND ${lat}::float8 + ${latHalf}::float8`,
        longHalf === null ? 'e.longitude IS NOT NULL' : `e.longitude BETWEEN ${long}::float8 - ${longHalf}::float8 AND ${long}::float8 + ${longHalf}::float8`,
        `${dist} <= ${p(q.distance)}`,
      );
    }
  }
  const whereSql = where.join(' AND ');
  const byAttendees = q.sort === 'attendees';
  const dir = (q.sort_order ?? (byAttendees ? 'desc' : 'asc')) === 'asc' ? 'ASC' : 'DESC';
  // (`attendees_count` alone names the inner select's output column.)
  const order = (t: string) => (byAttendees ? `${t === 'e' ? '' : `${t}.`}attendees_count ${dir}, ${t}.start_at ASC, ${t}.id ASC` : `${t}.start_at ${dir}, ${t}.id ${dir}`);
  const offset = q.offset ?? (q.page !== undefined ? q.page * 10 : 0);
  // m: the page's ids in order and the count (the CTE is read twice, so computed once); c: that
  // count, or, only when the page is empty, a count of its own; p: the page's cards.
  const { rows } = await db.query<{ total_count: number } & ListCardRow>(
    `WITH m AS (
       SELECT e.id, e.start_at, count(*) OVER () AS total_count${byAttendees ? `, ${ATTENDEES_COUNT('e')} AS attendees_count` : ''}
         FROM events e WHERE ${whereSql} ORDER BY ${order('e')} LIMIT ${p(q.limit)} OFFSET ${p(offset)}
     )
     SELECT c.total_count, p.*
       FROM (SELECT coalesce((SELECT total_count FROM m LIMIT 1), (SELECT count(*) FROM events e WHERE ${whereSql})) AS total_count) c
       LEFT JOIN LATERAL (
         SELECT ${PAGE_COLUMNS}, ${byAttendees ? 'm.attendees_count' : `${ATTENDEES_COUNT('e')} AS attendees_count`}${distanceColumn}
           FROM m JOIN events e ON e.id = m.id LEFT JOIN groups g ON g.id = e.chapter_id JOIN users h ON h.id = e.host_id
       ) p ON true
      ORDER BY ${order('p')}`,
    params,
  );
  const count = rows[0].total_count;
  return { rows: rows[0].id === null ? [] : rows.map(({ total_count: _, ...row }) => row), count };
}
