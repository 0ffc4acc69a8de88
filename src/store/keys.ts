/**
 * Every browser-storage key the platform writes, in one place. Logout removes all of them
 * (`LOGOUT_CLEARED_KEYS`), so a key that is not listed here must not be written anywhere.
 *
 * `user_profile` and the saved event filters use the spec's exact names. The keys the spec does not
 * name carry an `rwb:` prefix because the elements run on the host's origin (a CMS page) and must not
 * collide with the host's own keys.
 */
export const SESSION_KEY = 'rwb:session';
export const PROFILE_KEY = 'user_profile';
/** The member's last chosen location for event searches. */
export const LOCATION_KEY = 'rwb:location';

/** Saved event filters (events spec §3), one storage key per field, named exactly as the spec names them. */
export const EVENT_FILTER_FIELDS = [
  'eventDistance',
  'eventDate',
  'eventHost',
  'sortBy',
  'eventCategory',
  'eventFilterNavTab',
  'eventGroupOption',
  'virtualSubtype',
  'virtualEventDate',
  'virtualSortBy',
  'virtualEventCategory',
  'virtualEventGroupOption',
  'virtualTime',
] as const;
export type EventFilterField = (typeof EVENT_FILTER_FIELDS)[number];
export const EVENT_FILTER_KEYS: readonly string[] = EVENT_FILTER_FIELDS;

/** The member filter object (events spec §3 'Member filter object'), saved under one fixed key. */
export const MEMBER_FILTER_KEY = 'rwb:memberFilter';

/** What logout removes from storage: authentication, profile, stored location and saved filters. */
export const LOGOUT_CLEARED_KEYS: readonly string[] = [
  SESSION_KEY,
  PROFILE_KEY,
  LOCATION_KEY,
  ...EVENT_FILTER_KEYS,
  MEMBER_FILTER_KEY,
];

/** localStorage, or null where it is unavailable (privacy modes throw on access). */
/**
 * The saved values an element's first view depends on (the event filters and location): the loader
 * sends these with a first-paint request (src/elements/first-paint-request.ts). None is a credential.
 */
export const FIRST_PAINT_STORAGE_KEYS: readonly string[] = [...EVENT_FILTER_FIELDS, LOCATION_KEY];

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
