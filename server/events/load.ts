/** One event as the routes need it: 404 when it never existed, 410 (or 409) once removed. */
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { loadCardRow, type CardRow } from './queries';

export const REMOVED_MESSAGE = 'This event you are looking for has been canceled and removed.';
export const eventCanceled = (): HttpError => new HttpError(409, 'event_canceled', 'This event has been canceled.');

export interface LoadOptions {
  removed?: 'gone' | 'conflict' | 'allow';
}

/** The row, or the error its absence or removal is (see `loadEvent`). */
export function existingEvent<T extends { is_removed: boolean }>(row: T | null | undefined, opts: LoadOptions = {}): T {
  if (!row) throw notFound('This event does not exist.');
  if (row.is_removed && opts.removed !== 'allow') {
    if (opts.removed === 'conflict') throw eventCanceled();
    throw new HttpError(410, 'event_removed', REMOVED_MESSAGE);
  }
  return row;
}

/**
 * The event's card row. A removed event is 410 `event_removed` by default, 409 `event_canceled`
 * with `removed: 'conflict'` (writes), or returned with `removed: 'allow'`.
 */
export async function loadEvent(db: Db, id: number, opts: LoadOptions = {}): Promise<CardRow> {
  return existingEvent(await loadCardRow(db, id), opts);
}
