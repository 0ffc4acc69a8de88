/**
 * About 250 events over the 60 days before and after `now`, with attendees and workouts. Its own
 * PRNG stream, so the rest of the seed does not shift.
 */
import type { Db } from '../db/client';
import { bulkInsert } from './bulk-insert';
import { planAttendance } from './event-attendance';
import { planEvents, type EventSeedContext } from './event-plan';
import { Prng } from './prng';

export type { EventSeedContext } from './event-plan';

/** Inserts the events, their attendees and workouts; returns the number of events. */
export async function seedEvents(db: Db, ctx: EventSeedContext): Promise<number> {
  const rng = new Prng(20_260_301);
  const events = planEvents(rng, ctx);
  const { attendees, workouts } = planAttendance(rng, events, ctx);

  await bulkInsert(
    db,
    'events',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['creator_id', 'int'],
      ['host_id', 'int'],
      ['category', 'text'],
      ['description', 'text'],
      ['start_at', 'timestamptz'],
      ['end_at', 'timestamptz'],
      ['recurrence', 'jsonb'],
      ['series_id', 'int'],
      ['status', 'text'],
      ['chapter_id', 'int'],
      ['chapter_hosted', 'bool'],
      ['photo_url', 'text'],
      ['links', 'jsonb'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['address', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['country', 'text'],
      ['is_virtual', 'bool'],
      ['is_all_day', 'bool'],
      ['virtual_event_category', 'text'],
      ['time_zone_id', 'text'],
      ['time_zone_name', 'text'],
      ['challenge_id', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    events.map((e) => e.row),
  );
  await bulkInsert(
    db,
    'event_attendees',
    [
      ['event_id', 'int'],
      ['user_id', 'int'],
      ['status', 'text'],
      ['updated_at', 'timestamptz'],
    ],
    attendees,
  );
  await bulkInsert(
    db,
    'event_workouts',
    [
      ['event_id', 'int'],
      ['user_id', 'int'],
      ['miles', 'numeric'],
      ['steps', 'int'],
      ['minutes', 'numeric'],
      ['created_at', 'timestamptz'],
    ],
    workouts,
  );
  // Checking in to a challenge event makes the member a participant.
  await db.query(
    `INSERT INTO challenge_participants (challenge_id, user_id, joined_at)
     SELECT DISTINCT ON (e.challenge_id, a.user_id) e.challenge_id, a.user_id, a.updated_at
       FROM event_attendees a JOIN events e ON e.id = a.event_id
      WHERE a.status = 'checked_in' AND e.challenge_id IS NOT NULL
      ORDER BY e.challenge_id, a.user_id, a.updated_at
     ON CONFLICT DO NOTHING`,
  );
  return events.length;
}
