/**
 * The full Event (GET/POST/PUT/PATCH `mobile_event/{id}`): the card plus host, attendance, challenge
 * and the caller's rights, read in ONE query (joins and scalar subqueries on the event's row).
 */
import { RANK_OF_S } from '../challenges/leaderboard';
import type { Db } from '../db/client';
import { existingEvent, type LoadOptions } from './load';
import { ANONYMOUS, CARD_COLUMNS, CARD_FROM, eventCard, type CardRow } from './queries';
import { derivedStatus } from './time';

interface SummaryPerson {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  anonymous_profile: boolean;
}

export interface DetailRow extends CardRow {
  host_photo_url: string | null;
  host_eagle_leader: boolean;
  host_eagle_leader_title: string | null;
  my_status: string | null;
  summary: SummaryPerson[];
  following_count: number;
  viewer_role: number | null;
  ch_id: number | null;
  ch_name: string | null;
  ch_required_unit: string | null;
  ch_start_date: string | null;
  ch_end_date: string | null;
  progress_value: number | null;
  progress_rank: number | null;
  workout_found: boolean;
  workout_miles: number | null;
  workout_steps: number | null;
  workout_minutes: number | null;
}

// $1 the event, $2 the viewer (0 when anonymous: no member has that id). The challenge card's
// progress and rank are the viewer's stored score in the challenge (challenges/scores.ts), so the
// card, the challenge and its leaderboard agree: only the challenge's events inside its dates count,
// 'least-minutes' is the best time, and a member who did not join has none (progress 0).
const DETAIL_SQL = `SELECT ${CARD_COLUMNS},
    h.profile_photo_url AS host_photo_url, h.eagle_leader AS host_eagle_leader, h.eagle_leader_title AS host_eagle_leader_title,
    my.status AS my_status,
    (SELECT coalesce(json_agg(json_build_object('id', s.id, 'first_name', s.first_name, 'last_name', s.last_name,
                                                'profile_photo_url', s.profile_photo_url, 'anonymous_profile', s.anonymous_profile)
                              ORDER BY s.followed DESC, s.updated_at, s.id), '[]'::json)
       FROM (SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, a.updated_at, (f.follower_id IS NOT NULL) AS followed
               FROM event_attendees a JOIN users u ON u.id = a.user_id
               LEFT JOIN follows f ON f.follower_id = $2 AND f.followed_id = a.user_id
              WHERE a.event_id = e.id AND a.status IN ('going', 'checked_in') AND u.deleted_at IS NULL
              ORDER BY (f.follower_id IS NOT NULL) DESC, a.updated_at, a.user_id LIMIT 10) s) AS summary,
    (SELECT count(*) FROM event_attendees fa JOIN follows ff ON ff.follower_id = $2 AND ff.followed_id = fa.user_id
      WHERE fa.event_id = e.id AND fa.status IN ('going', 'checked_in')) AS following_count,
    (SELECT m.role FROM group_memberships m WHERE m.group_id = e.chapter_id AND m.user_id = $2) AS viewer_role,
    ch.id AS ch_id, ch.name AS ch_name, ch.required_unit AS ch_required_unit, ch.start_date AS ch_start_date, ch.end_date AS ch_end_date,
    s.score AS progress_value, CASE WHEN s.user_id IS NOT NULL THEN ${RANK_OF_S} END AS progress_rank,
    (w.event_id IS NOT NULL) AS workout_found, w.miles AS workout_miles, w.steps AS workout_steps, w.minutes AS workout_minutes
  ${CARD_FROM}
  LEFT JOIN event_attendees my ON my.event_id = e.id AND my.user_id = $2
  LEFT JOIN challenges ch ON ch.id = e.challenge_id
  LEFT JOIN challenge_scores s ON s.challenge_id = ch.id AND s.user_id = $2
  LEFT JOIN event_workouts w ON w.event_id = e.id AND w.user_id = $2
  WHERE e.id = $1`;

/** The event with everything its detail shows for `viewer`; 404/410/409 as `loadEvent`. */
export async function loadEventDetail(db: Db, id: number, viewer: number | null, opts: LoadOptions = {}): Promise<DetailRow> {
  const { rows } = await db.query<DetailRow>(DETAIL_SQL, [id, viewer ?? 0]);
  return existingEvent(rows[0], opts);
}

export function eventDetail(row: DetailRow, viewer: number | null, now: Date) {
  const status = derivedStatus(row, now);
  const hasLocation = row.city !== null || row.latitude !== null || row.zip !== null || row.address !== null;
  const manage = viewer !== null && (row.host_id === viewer || (row.viewer_role ?? -1) >= 1);
  const unit = row.ch_required_unit;
  const progress =
    row.ch_id !== null && viewer !== null
      ? { value: Math.round(Number(row.progress_value ?? 0) * 100) / 100, unit: unit! }
      : null;
  const ch = row.ch_id !== null ? { id: row.ch_id, name: row.ch_name!, required_unit: unit!, start_date: row.ch_start_date!, end_date: row.ch_end_date! } : null;
  return {
    ...eventCard(row, now),
    description: row.description,
    creator: { id: row.creator_id },
    host: row.host_anonymous
      ? { id: row.host_id, ...ANONYMOUS, public_profile: false, photo_url: null, eagle_leader: false, eagle_leader_title: null }
      : {
          id: row.host_id,
          first_name: row.host_first_name,
          last_name: row.host_last_name,
          public_profile: true,
          photo_url: row.host_photo_url,
          eagle_leader: row.host_eagle_leader,
          eagle_leader_title: row.host_eagle_leader_title,
        },
    recurrence: row.recurrence ?? null,
    chapter_hosted: row.chapter_hosted,
    links: row.links,
    location: hasLocation
      ? { latitude: row.latitude, longitude: row.longitude, address: row.address, city: row.city, state: row.state, zip: row.zip, country: row.country }
      : null,
    is_removed: row.is_removed,
    attendance_status: viewer === null ? null : row.my_status,
    attendee_summary: row.summary.map((p) =>
      p.anonymous_profile
        ? { id: p.id, ...ANONYMOUS, profile_photo_url: null, public_profile: false }
        : { id: p.id, first_name: p.first_name, last_name: p.last_name, profile_photo_url: p.profile_photo_url, public_profile: true },
    ),
    followingAttendees: viewer === null ? 0 : row.following_count,
    required_unit: ch?.required_unit ?? null,
    workout_metrics: row.workout_found ? { miles: row.workout_miles, steps: row.workout_steps, minutes: row.workout_minutes } : null,
    // rank: the member's place on the challenge's leaderboard (challenges/leaderboard.ts), null without a score.
    challenge: ch ? { ...ch, progress, rank: viewer === null ? null : row.progress_rank } : null,
    can_edit: manage && (status === 'Scheduled' || status === 'In Progress'),
    can_cancel: manage && (status === 'Scheduled' || status === 'In Progress'),
    can_remove: manage && status === 'Canceled',
    event_record_type: row.challenge_id === null ? 'event' : 'challenge',
  };
}
