/** Reading events: the row, the list card and its list query, attendees, as the API returns them. */
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { derivedStatus } from './time';

export interface EventRow {
  id: number;
  name: string;
  creator_id: number | null;
  host_id: number;
  category: string;
  description: string;
  start_at: Date;
  end_at: Date;
  recurrence: unknown;
  series_id: number | null;
  status: string;
  chapter_id: number | null;
  chapter_hosted: boolean;
  photo_url: string | null;
  links: Array<{ text: string; url: string }>;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  is_virtual: boolean;
  is_all_day: boolean;
  virtual_event_category: string | null;
  time_zone_id: string;
  time_zone_name: string | null;
  challenge_id: number | null;
  is_removed: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A card row: the event plus its group, host and attendee count (and distance when asked). */
export interface CardRow extends EventRow {
  group_name: string | null;
  chapter_type: string | null;
  host_first_name: string;
  host_last_name: string;
  host_anonymous: boolean;
  attendees_count: number;
  distance?: number | null;
}

export const CARD_FROM = `FROM events e
  LEFT JOIN groups g ON g.id = e.chapter_id
  JOIN users h ON h.id = e.host_id`;

const CARD_EXTRAS = `g.name AS group_name, g.type AS chapter_type,
  h.first_name AS host_first_name, h.last_name AS host_last_name, h.anonymous_profile AS host_anonymous,
  (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id AND a.status IN ('going', 'checked_in')) AS attendees_count`;

export const CARD_COLUMNS = `e.*, ${CARD_EXTRAS}`;

/** What a list card shows (`eventCard`): not the description, links or recurrence of every row. */
const LIST_EVENT_COLUMNS = [
  'id', 'name', 'category', 'start_at', 'end_at', 'photo_url', 'time_zone_id', 'time_zone_name', 'chapter_id', 'is_all_day', 'is_virtual',
  'virtual_event_category', 'status', 'challenge_id', 'city', 'state', 'zip', 'latitude', 'longitude', 'host_id', 'series_id',
] as const;
export type ListCardRow = Pick<CardRow, (typeof LIST_EVENT_COLUMNS)[number] | 'group_name' | 'chapter_type' | 'host_first_name' | 'host_last_name' | 'host_anonymous' | 'attendees_count' | 'distance'>;

const LIST_COLUMNS = `${LIST_EVENT_COLUMNS.map((c) => `e.${c}`).join(', ')}, ${CARD_EXTRAS}`;

/** Great-circle miles from ($lat, $long) to the event, in SQL (params given by index). */
export function distanceSql(latParam: number, longParam: number): string {
  return `(3958.8 * 2 * asin(least(1, sqrt(
    power(sin(radians(e.latitude - $${latParam}::float8) / 2), 2)
    + cos(radians($${latParam}::float8)) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - $${longParam}::float8) / 2), 2)))))`;
}

export const ANONYMOUS = { first_name: 'Anonymous', last_name: 'Member' } as const;

export function eventCard(r: ListCardRow, now: Date) {
  const hasLocation = r.city !== null || r.latitude !== null || r.zip !== null;
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    start: r.start_at.toISOString(),
    end: r.end_at.toISOString(),
    photo_url: r.photo_url,
    time_zone_id: r.time_zone_id,
    time_zone_name: r.time_zone_name,
    group_name: r.group_name,
    chapter_id: r.chapter_id,
    chapter_name: r.group_name,
    chapter_type: r.chapter_type,
    is_all_day: r.is_all_day,
    is_virtual: r.is_virtual,
    virtual_event_category: r.virtual_event_category,
    status: derivedStatus(r, now),
    attendees_count: r.attendees_count,
    challenge_id: r.challenge_id,
    location: hasLocation ? { city: r.city, state: r.state, zip: r.zip, latitude: r.latitude, longitude: r.longitude } : null,
    ...(r.distance !== undefined ? { distance: r.distance === null ? null : Math.round(r.distance * 10) / 10 } : {}),
    host: r.host_anonymous ? { id: r.host_id, ...ANONYMOUS } : { id: r.host_id, first_name: r.host_first_name, last_name: r.host_last_name },
    series_id: r.series_id,
  };
}

export async function loadCardRow(db: Db, id: number): Promise<CardRow | null> {
  const { rows } = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE e.id = $1`, [id]);
  return rows[0] ?? null;
}

// ---- the list -----------------------------------------------------------------------------------

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

/** Miles per degree of latitude on the sphere distanceSql uses is 69.09: 69 keeps the band a little wider. */
const MILES_PER_DEGREE_LOWER_BOUND = 69;

/**
 * One page of event rows and the count of every match (removed events never), in one query: the
 * count is a subquery (cheaper than `count(*) OVER()`, which computes every match's card columns)
 * and the page a lateral join, so an empty page still carries the count. `viewer` is the caller,
 * required by `group_filter`, `hosting` and `attendee` (the route checks it); lat and long go
 * together (400), and `distance` keeps only local events within that many miles.
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
    params.push(q.lat, q.long);
    const [lat, long] = [params.length - 1, params.length];
    const dist = distanceSql(lat, long);
    distanceColumn = `, CASE WHEN e.latitude IS NULL OR e.longitude IS NULL THEN NULL ELSE ${dist} END AS distance`;
    if (q.distance !== undefined) {
      // A latitude band first (an index range: no point outside it can be that close), then the exact distance.
      const band = p(q.distance / MILES_PER_DEGREE_LOWER_BOUND + 0.01);
      where.push(
        `NOT e.is_virtual AND e.latitude BETWEEN $${lat}::float8 - ${band}::float8 AND $${lat}::float8 + ${band}::float8`,
        `e.longitude IS NOT NULL AND ${dist} <= ${p(q.distance)}`,
      );
    }
  }
  const whereSql = where.join(' AND ');
  const sortBy = q.sort ?? 'date';
  const dir = (q.sort_order ?? (sortBy === 'date' ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const order = (e: string, attendees: string) => (sortBy === 'date' ? `${e}.start_at ${dir}, ${e}.id ${dir}` : `${attendees} ${dir}, ${e}.start_at ASC, ${e}.id ASC`);
  const offset = q.offset ?? (q.page !== undefined ? q.page * 10 : 0);
  const { rows } = await db.query<{ total_count: number } & ListCardRow>(
    `SELECT t.total_count, p.*
       FROM (SELECT count(*) AS total_count FROM events e WHERE ${whereSql}) t
       LEFT JOIN LATERAL (
         SELECT ${LIST_COLUMNS}${distanceColumn} ${CARD_FROM} WHERE ${whereSql} ORDER BY ${order('e', 'attendees_count')} LIMIT ${p(q.limit)} OFFSET ${p(offset)}
       ) p ON true
      ORDER BY ${order('p', 'p.attendees_count')}`,
    params,
  );
  const count = rows[0].total_count;
  return { rows: rows[0].id === null ? [] : rows.map(({ total_count: _, ...row }) => row), count };
}

// ---- attendees ---------------------------------------------------------------------------------

export const ATTENDEE_COLUMNS = `u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader,
  u.military_branch, u.military_status, pc.id AS preferred_chapter_id, pc.name AS preferred_chapter_name`;
export const ATTENDEE_JOIN = 'JOIN users u ON u.id = a.user_id LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id';

export interface AttendeeRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
  eagle_leader: boolean;
  military_branch: string | null;
  military_status: string | null;
  preferred_chapter_id: number | null;
  preferred_chapter_name: string | null;
}

/** An attendee as the API shows them; anonymous profiles are masked. */
export function attendee(r: AttendeeRow) {
  if (r.anonymous_profile) {
    return { id: r.id, ...ANONYMOUS, profile_photo_url: null, public_profile: false, eagle_leader: false, military_branch: null, military_status: null, preferred_chapter: null };
  }
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    profile_photo_url: r.profile_photo_url,
    public_profile: true,
    eagle_leader: r.eagle_leader,
    military_branch: r.military_branch,
    military_status: r.military_status,
    preferred_chapter: r.preferred_chapter_id === null ? null : { id: r.preferred_chapter_id, name: r.preferred_chapter_name },
  };
}

export const ATTENDANCE_STATUSES = ['going', 'interested', 'checked_in'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const PAGE_SIZE = 10;

/** One page of an event's attendees with a status (active accounts only), oldest update first. */
export async function attendeePage(db: Db, eventId: number, status: AttendanceStatus, page: number) {
  const where = 'a.event_id = $1 AND a.status = $2 AND u.deleted_at IS NULL';
  const [list, total] = await Promise.all([
    db.query<AttendeeRow>(`SELECT ${ATTENDEE_COLUMNS} FROM event_attendees a ${ATTENDEE_JOIN} WHERE ${where} ORDER BY a.updated_at, a.user_id LIMIT $3 OFFSET $4`, [
      eventId,
      status,
      PAGE_SIZE,
      page * PAGE_SIZE,
    ]),
    db.query<{ n: number }>(`SELECT count(*) AS n FROM event_attendees a JOIN users u ON u.id = a.user_id WHERE ${where}`, [eventId, status]),
  ]);
  return { attendees: list.rows.map(attendee), total_count: total.rows[0].n };
}
