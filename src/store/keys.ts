/**
 * Every browser-storage key the platform writes, in one place. Logout removes all of them
 * (`LOGOUT_CLEARED_KEYS`), so a key that is not listed here must not be written anywhere.
 *
 * `user_profile` and the saved event filters use the spec's exact names. The keys the spec does not
 * name carry an `rwb:` prefix because the elements run on the host's origin (a CMS page) and must not
 * collide with the host's own keys.
 */
/**
 * The logged-in member's id: a hint, not a credential (README 'Security'). With it a page load knows
 * to restore the session through the refresh cookie; without it a visitor costs no request.
 */
export const MEMBER_HINT_KEY = 'rwb:member';
/** Where earlier builds kept the member's tokens; removed on start (a credential must not stay in storage). */
export const LEGACY_SESSION_KEY = 'rwb:session';
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
  MEMBER_HINT_KEY,
  LEGACY_SESSION_KEY,
  PROFILE_KEY,
  LOCATION_KEY,
  ...EVENT_FILTER_KEYS,
  MEMBER_FILTER_KEY,
];

/**
 * The saved values an element's first view depends on (the event filters and location): the loader
 * sends these with a first-paint request (src/elements/first-paint-request.ts). None is a credential.
 */
export const FIRST_PAINT_STORAGE_KEYS: readonly string[] = [...EVENT_FILTER_FIELDS, LOCATION_KEY];

/** localStorage, or null where it is unavailable (privacy modes throw on access). */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The member id of the hint (MEMBER_HINT_KEY), or null. */
export function readMemberHint(): number | null {
  try {
    const id = Number(storage()?.getItem(MEMBER_HINT_KEY) ?? NaN);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Writes (a member id) or removes (null) the hint; storage failures are ignored (memory only). */
export function writeMemberHint(userId: number | null): void {
  try {
    const s = storage();
    if (userId === null) s?.removeItem(MEMBER_HINT_KEY);
    else if (s?.getItem(MEMBER_HINT_KEY) !== String(userId)) s?.setItem(MEMBER_HINT_KEY, String(userId));
  } catch {
    /* unavailable or full */
  }
}
