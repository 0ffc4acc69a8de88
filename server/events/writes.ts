/**
 * Writing events: the references a form names (group, host, challenge) and who may host what, then
 * the INSERT of a new event or series and the UPDATE of an edited one.
 */
import type { Db } from '../db/client';
import { forbidden, validationError, type FieldErrors } from '../http/errors';
import type { EventInput } from './input';
import { canHostGroupEvent, groupRole } from './permissions';
import type { CardRow } from './queries';
import { expandRecurrence } from './recurrence';

/** Groups, hosts and challenges the form names must exist; who may host what. */
export async function checkReferences(db: Db, input: EventInput, caller: number, previous: CardRow | null): Promise<void> {
  const fields: FieldErrors = {};
  if (input.chapter_id !== null) {
    const g = await db.query('SELECT 1 FROM groups WHERE id = $1', [input.chapter_id]);
    if (!g.rows.length) fields.chapter_id = 'This group does not exist.';
  }
  const h = await db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [input.host_id]);
  if (!h.rows.length) fields.host = 'HOST SELECTION IS REQUIRED';
  if (input.challenge_id !== null) {
    const ch = await db.query('SELECT 1 FROM challenges WHERE id = $1', [input.challenge_id]);
    if (!ch.rows.length) fields.challenge_id = 'This challenge does not exist.';
  }
  if (Object.keys(fields).length) throw validationError(fields);

  const groupChanged = !previous || previous.chapter_id !== input.chapter_id || previous.chapter_hosted !== input.chapter_hosted;
  if (input.chapter_hosted) {
    if (groupChanged && !(await canHostGroupEvent(db, input.chapter_id!, caller))) {
      throw forbidden('Only an admin or moderator of the group, or one of its Eagle Leaders, can create a group event.');
    }
  } else {
    const allowedHosts = previous ? [previous.host_id, caller] : [caller];
    if (!allowedHosts.includes(input.host_id)) throw forbidden('A member event is hosted by the member who creates it.');
    if (input.chapter_id !== null && groupChanged && (await groupRole(db, input.chapter_id, caller)) === null) {
      throw forbidden('Join the group to create an event in it.');
    }
  }
}

function eventValues(input: EventInput): unknown[] {
  return [
    input.name,
    input.host_id,
    input.category,
    input.description,
    input.start_at,
    input.end_at,
    input.chapter_id,
    input.chapter_hosted,
    input.photo_url,
    JSON.stringify(input.links),
    input.latitude,
    input.longitude,
    input.address,
    input.city,
    input.state,
    input.zip,
    input.country,
    input.is_virtual,
    input.is_all_day,
    input.virtual_event_category,
    input.time_zone_id,
    input.time_zone_name,
    input.challenge_id,
  ];
}

async function insertEvent(db: Db, input: EventInput, creator: number, start: Date, end: Date, seriesId: number | null, now: Date): Promise<number> {
  const values = eventValues({ ...input, start_at: start, end_at: end });
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, chapter_id, chapter_hosted, photo_url, links, latitude, longitude,
                         address, city, state, zip, country, is_virtual, is_all_day, virtual_event_category, time_zone_id, time_zone_name, challenge_id,
                         creator_id, recurrence, series_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25::jsonb, $26, $27, $28, $28)
     RETURNING id`,
    [...values, creator, input.recurrence ? JSON.stringify(input.recurrence) : null, seriesId, input.status, now],
  );
  return rows[0].id;
}

/** Inserts the event, or every occurrence of its series (one transaction; the first id is the series id). */
export async function createEvents(db: Db, input: EventInput, creator: number, now: Date): Promise<number[]> {
  const occurrences = input.recurrence ? expandRecurrence(input.recurrence, input.start_at, input.end_at, input.time_zone_id) : [{ start: input.start_at, end: input.end_at }];
  return db.transaction(async (tx) => {
    const out: number[] = [];
    for (const o of occurrences) out.push(await insertEvent(tx, input, creator, o.start, o.end, out[0] ?? null, now));
    if (input.recurrence) await tx.query('UPDATE events SET series_id = $1 WHERE id = $1', [out[0]]);
    return out;
  });
}

export async function updateEvent(db: Db, id: number, input: EventInput, now: Date): Promise<void> {
  await db.query(
    `UPDATE events SET name = $2, host_id = $3, category = $4, description = $5, start_at = $6, end_at = $7, chapter_id = $8, chapter_hosted = $9,
            photo_url = $10, links = $11::jsonb, latitude = $12, longitude = $13, address = $14, city = $15, state = $16, zip = $17, country = $18,
            is_virtual = $19, is_all_day = $20, virtual_event_category = $21, time_zone_id = $22, time_zone_name = $23, challenge_id = $24, updated_at = $25
      WHERE id = $1`,
    [id, ...eventValues(input), now],
  );
}
