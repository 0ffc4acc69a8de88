import type { MapStore } from 'nanostores';
import { shared } from './global';
import { EVENT_FILTER_FIELDS, LOCATION_KEY, MEMBER_FILTER_KEY, type EventFilterField } from './keys';
import { isRecord, persistedJson, persistedMap } from './persisted';

/**
 * Locally saved choices that logout clears: the event filters, the member filter and the stored
 * location. The events and groups features own what the values mean; this module owns where they
 * live so that logout can clear them (and a second element on the page sees the same values).
 */

export type FilterValue = string | number | boolean | readonly string[] | null;

/** Saved event filters (events spec §3), each field in its own key named as the spec names it. */
export type EventFilters = Partial<Record<EventFilterField, FilterValue>>;

export const $eventFilters: MapStore<EventFilters> = shared('eventFilters', () => persistedMap<EventFilters>(EVENT_FILTER_FIELDS));

export function setEventFilter(field: EventFilterField, value: FilterValue | undefined): void {
  $eventFilters.setKey(field, value);
}

export function resetEventFilters(): void {
  $eventFilters.set({});
}

/** The member filter object (events spec §3), one JSON value; its fields belong to the groups feature. */
export type MemberFilter = Record<string, FilterValue>;

export const $memberFilter = shared('memberFilter', () => persistedJson<MemberFilter>(MEMBER_FILTER_KEY, isRecord as (v: unknown) => v is MemberFilter));

export function setMemberFilter(filter: MemberFilter | null): void {
  $memberFilter.set(filter);
}

/** The member's last chosen location for event searches. */
export interface StoredLocation {
  latitude: number;
  longitude: number;
  zip?: string | null;
  city?: string | null;
  state?: string | null;
  /** What the location field showed ('Raleigh, NC' or '27601'). */
  label?: string | null;
}

function isStoredLocation(v: unknown): v is StoredLocation {
  return isRecord(v) && typeof v.latitude === 'number' && typeof v.longitude === 'number';
}

export const $storedLocation = shared('storedLocation', () => persistedJson<StoredLocation>(LOCATION_KEY, isStoredLocation));

export function setStoredLocation(location: StoredLocation | null): void {
  $storedLocation.set(location);
}

/** Clears all three (logout). */
export function clearSavedFilters(): void {
  resetEventFilters();
  $memberFilter.set(null);
  $storedLocation.set(null);
}
