/** The full Event (GET/POST/PUT/PATCH `mobile_event/{id}`): the card plus host, attendance, challenge and the caller's rights. */
import type { Db } from '../db/client';
import { canManageEvent } from './permissions';
import { ANONYMOUS, ATTENDEE_COLUMNS, ATTENDEE_JOIN, attendee, eventCard, type AttendeeRow, type CardRow } from './queries';
import { derivedStatus } from './time';

export async function eventDetail(db: Db, row: CardRow, viewer: number | null, now: Date) {
  const viewerParam = viewer ?? 0;
  const [host, mine, summary, following, challenge, workout, manage] = await Promise.all([
    db.query<{ id: number; first_name: string; last_name: string; anonymous_profile: boolean; profile_photo_url: string | null; eagle_leader: boolean; eagle_leader_title: string | null }>(
      'SELECT id, first_name, last_name, anonymous_profile, profile_photo_url, eagle_leader, eagle_leader_title FROM users WHERE id = $1',
      [row.host_id],
    ),
    db.query<{ status: string }>('SELECT status FROM event_attendees WHERE event_id = $1 AND user_id = $2', [row.id, viewerParam]),
    db.query<AttendeeRow & { followed: boolean }>(
      `SELECT ${ATTENDEE_COLUMNS}, (f.follower_id IS NOT NULL) AS followed
         FROM event_attendees a ${ATTENDEE_JOIN}
         LEFT JOIN follows f ON f.follower_id = $2 AND f.followed_id = a.user_id
        WHERE a.event_id = $1 AND a.status IN ('going', 'checked_in') AND u.deleted_at IS NULL
        ORDER BY (f.follower_id IS NOT NULL) DESC, a.updated_at, a.user_id LIMIT 10`,
      [row.id, viewerParam],
    ),
    db.query<{ n: number }>(
      `SELECT count(*) AS n FROM event_attendees a JOIN follows f ON f.follower_id = $2 AND f.followed_id = a.user_id
        WHERE a.event_id = $1 AND a.status IN ('going', 'checked_in')`,
      [row.id, viewerParam],
    ),
    row.challenge_id === null
      ? Promise.resolve({ rows: [] as Array<{ id: number; name: string; required_unit: string; start_date: string; end_date: string }> })
      : db.query<{ id: number; name: string; required_unit: string; start_date: string; end_date: string }>(
          'SELECT id, name, required_unit, start_date, end_date FROM challenges WHERE id = $1',
          [row.challenge_id],
        ),
    db.query<{ miles: number | null; steps: number | null; minutes: number | null }>('SELECT miles, steps, minutes FROM event_workouts WHERE event_id = $1 AND user_id = $2', [
      row.id,
      viewerParam,
    ]),
    canManageEvent(db, row, viewer),
  ]);
  const ch0 = challenge.rows[0] ?? null;
  const progress = ch0 && viewer !== null ? await challengeProgress(db, ch0.id, ch0.required_unit, viewer) : null;
  const h = host.rows[0];
  const status = derivedStatus(row, now);
  const hasLocation = row.city !== null || row.latitude !== null || row.zip !== null || row.address !== null;
  const ch = ch0;
  return {
    ...eventCard(row, now),
    description: row.description,
    creator: { id: row.creator_id },
    host: h.anonymous_profile
      ? { id: h.id, ...ANONYMOUS, public_profile: false, photo_url: null, eagle_leader: false, eagle_leader_title: null }
      : { id: h.id, first_name: h.first_name, last_name: h.last_name, public_profile: true, photo_url: h.profile_photo_url, eagle_leader: h.eagle_leader, eagle_leader_title: h.eagle_leader_title },
    recurrence: row.recurrence ?? null,
    chapter_hosted: row.chapter_hosted,
    links: row.links,
    location: hasLocation
      ? { latitude: row.latitude, longitude: row.longitude, address: row.address, city: row.city, state: row.state, zip: row.zip, country: row.country }
      : null,
    is_removed: row.is_removed,
    attendance_status: viewer === null ? null : (mine.rows[0]?.status ?? null),
    attendee_summary: summary.rows.map((r) => {
      const a = attendee(r);
      return { id: a.id, first_name: a.first_name, last_name: a.last_name, profile_photo_url: a.profile_photo_url, public_profile: a.public_profile };
    }),
    followingAttendees: viewer === null ? 0 : following.rows[0].n,
    required_unit: ch?.required_unit ?? null,
    workout_metrics: workout.rows[0] ?? null,
    challenge: ch ? { ...ch, progress } : null,
    can_edit: manage && (status === 'Scheduled' || status === 'In Progress'),
    can_cancel: manage && (status === 'Scheduled' || status === 'In Progress'),
    can_remove: manage && status === 'Canceled',
    event_record_type: row.challenge_id === null ? 'event' : 'challenge',
  };
}

/**
 * The member's progress in a challenge (spec §4: a check-in adds 1 to a check-ins challenge, removing
 * it subtracts 1): check-ins counted from attendance on the challenge's events, the other units summed
 * from the workouts recorded on them. Canceled and removed events do not count.
 */
export async function challengeProgress(db: Db, challengeId: number, unit: string, userId: number): Promise<{ value: number; unit: string }> {
  if (unit === 'check-ins') {
    const { rows } = await db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE e.challenge_id = $1 AND a.user_id = $2 AND a.status = 'checked_in' AND NOT e.is_removed AND e.status <> 'Canceled'`,
      [challengeId, userId],
    );
    return { value: Number(rows[0].n), unit };
  }
  const column = unit === 'miles' ? 'miles' : unit === 'steps' ? 'steps' : 'minutes';
  const { rows } = await db.query<{ total: number | string | null }>(
    `SELECT sum(w.${column}) AS total FROM event_workouts w JOIN events e ON e.id = w.event_id
      WHERE e.challenge_id = $1 AND w.user_id = $2 AND NOT e.is_removed AND e.status <> 'Canceled'`,
    [challengeId, userId],
  );
  return { value: Math.round(Number(rows[0].total ?? 0) * 100) / 100, unit };
}
