/** Reading events: the row, the list card and its list query, attendees, as the API returns them. */
import type { Db } from '../db/client';
import { derivedStatus } from './time';
import type { PersonRow } from '../users/person';

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
export const LIST_EVENT_COLUMNS = [
  'id', 'name', 'category', 'start_at', 'end_at', 'photo_url', 'time_zone_id', 'time_zone_name', 'chapter_id', 'is_all_day', 'is_virtual',
  'virtual_event_category', 'status', 'challenge_id', 'city', 'state', 'zip', 'latitude', 'longitude', 'host_id', 'series_id',
] as const;
export type ListCardRow = Pick<CardRow, (typeof LIST_EVENT_COLUMNS)[number] | 'group_name' | 'chapter_type' | 'host_first_name' | 'host_last_name' | 'host_anonymous' | 'attendees_count' | 'distance'>;

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

// ---- attendees ---------------------------------------------------------------------------------

export const ATTENDEE_COLUMNS = `u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader,
  u.military_branch, u.military_status, pc.id AS preferred_chapter_id, pc.name AS preferred_chapter_name`;
export const ATTENDEE_JOIN = 'JOIN users u ON u.id = a.user_id LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id';

export interface AttendeeRow extends PersonRow {
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
