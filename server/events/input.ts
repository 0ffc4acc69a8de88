/**
 * The event form (POST/PUT `mobile_event`): checked field by field with the form's own messages,
 * then normalised into the columns of an `events` row.
 */
import tzLookup from 'tz-lookup';
import { HttpError, validationError, type FieldErrors } from '../http/errors';
import { parseInput } from '../http/validate';
import { lookupZip } from '../services/geo';
import { recurrenceSchema, startWeekday, type Recurrence } from './recurrence';
import { isValidZone, localDate, wallTimeToUtc } from './time';
import { EVENT_CATEGORY_VALUES } from '../../src/lib/event-categories';

export const CATEGORIES = EVENT_CATEGORY_VALUES;

export const MSG = {
  required: 'THIS FIELD IS REQUIRED',
  host: 'HOST SELECTION IS REQUIRED',
  description: 'EXCEEDED 3000 CHARACTER LIMIT',
  location: 'Missing city/state/zip from this location. Please choose another location.',
  endAfterStart: 'MUST BE AFTER START TIME',
  past: 'Past dates are not allowed.',
  linkText: 'EXCEEDED 40 CHARACTER LIMIT',
  linkUrlLength: 'EXCEEDED 255 CHARACTER LIMIT',
  linkUrl: 'INVALID URL (example: https://www.teamrwb.org)',
  linkMissingText: 'MISSING TEXT FOR LINK',
  linkMissingUrl: 'MISSING LINK FOR TEXT',
  category: 'This value is not one of the allowed choices.',
  zone: 'Must be a valid IANA time zone (e.g. America/New_York).',
} as const;

export const ALL_DAY_ZONE = 'America/New_York';
const NAME_MAX = 68;

export interface EventInput {
  name: string;
  host_id: number;
  category: string;
  description: string;
  start_at: Date;
  end_at: Date;
  recurrence: Recurrence | null;
  status: 'Scheduled' | 'Canceled';
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
  virtual_event_category: 'workout' | 'challenge' | null;
  time_zone_id: string;
  time_zone_name: string | null;
  challenge_id: number | null;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const optStr = (v: unknown, max = 255) => {
  const s = str(v);
  return s ? s.slice(0, max) : null;
};

function positiveId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function bool(v: unknown, key: string, fields: FieldErrors, fallback = false): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1) return true;
  if (v === 'false' || v === 0) return false;
  fields[key] = 'Must be true or false.';
  return fallback;
}

function instant(v: unknown): Date | null {
  if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

function coordinate(v: unknown, max: number): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

export const isHttpUrl = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]*$/i.test(v) || /^https?:\/\/localhost(:\d+)?(\/\S*)?$/i.test(v);

/**
 * Parses the form. `now` is the business clock; `checkPast` is false on an edit that keeps the
 * stored start (an event under way can still be edited).
 */
export function parseEventInput(raw: unknown, opts: { now: Date; allowRecurrence: boolean; keepStart?: Date }): EventInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, 'invalid_request', 'The request body must be an object.');
  const b = raw as Record<string, unknown>;
  const fields: FieldErrors = {};

  const name = str(b.name).slice(0, NAME_MAX);
  if (!name) fields.name = MSG.required;

  const host = positiveId(typeof b.host === 'object' && b.host !== null ? (b.host as { id?: unknown }).id : b.host);
  if (host === null) fields.host = MSG.host;

  const category = str(b.category);
  if (!category) fields.category = MSG.required;
  else if (!(CATEGORIES as readonly string[]).includes(category)) fields.category = MSG.category;

  const description = typeof b.description === 'string' ? b.description.trim() : '';
  if (!description) fields.description = MSG.required;
  else if (description.length > 3000) fields.description = MSG.description;

  const is_virtual = bool(b.is_virtual, 'is_virtual', fields);
  const is_all_day = bool(b.is_all_day, 'is_all_day', fields);
  const chapter_hosted = bool(b.chapter_hosted, 'chapter_hosted', fields);

  let chapter_id: number | null = null;
  if (!isBlank(b.chapter_id)) {
    chapter_id = positiveId(b.chapter_id);
    if (chapter_id === null) fields.chapter_id = 'Must be a group id.';
  } else if (chapter_hosted) fields.chapter_id = MSG.required;

  let challenge_id: number | null = null;
  if (!isBlank(b.challenge_id)) {
    challenge_id = positiveId(b.challenge_id);
    if (challenge_id === null) fields.challenge_id = 'Must be a challenge id.';
  }

  let virtual_event_category: EventInput['virtual_event_category'] = null;
  if (is_virtual && !isBlank(b.virtual_event_category)) {
    const v = str(b.virtual_event_category).toLowerCase();
    if (v === 'workout' || v === 'challenge') virtual_event_category = v;
    else fields.virtual_event_category = MSG.category;
  }

  // Location: required for local events; a chosen place needs city, state and zip.
  const loc = b.location;
  let location: Pick<EventInput, 'latitude' | 'longitude' | 'address' | 'city' | 'state' | 'zip' | 'country'> = {
    latitude: null,
    longitude: null,
    address: null,
    city: null,
    state: null,
    zip: null,
    country: null,
  };
  if (loc === undefined || loc === null || (typeof loc === 'string' && !loc.trim())) {
    if (!is_virtual) fields.location = MSG.required;
  } else if (typeof loc !== 'object' || Array.isArray(loc)) {
    fields.location = MSG.location;
  } else {
    const l = loc as Record<string, unknown>;
    const city = optStr(l.city, 100);
    const state = optStr(l.state, 50);
    const zip = optStr(l.zip ?? l.zipcode, 10);
    if (!city || !state || !zip) fields.location = MSG.location;
    let latitude = coordinate(l.latitude, 90);
    let longitude = coordinate(l.longitude, 180);
    if ((latitude === null || longitude === null) && zip) {
      const place = lookupZip(zip);
      if (place) ({ latitude, longitude } = place);
    }
    location = { latitude, longitude, address: optStr(l.address, 255), city, state, zip, country: optStr(l.country, 100) ?? 'United States' };
  }

  // Time zone: the given IANA zone, else the location's.
  let time_zone_id = str(b.time_zone_id);
  if (!time_zone_id && location.latitude !== null && location.longitude !== null) time_zone_id = tzLookup(location.latitude, location.longitude);
  if (!time_zone_id) fields.time_zone_id = MSG.required;
  else if (!isValidZone(time_zone_id)) fields.time_zone_id = MSG.zone;
  const zoneOk = !fields.time_zone_id;
  let time_zone_name = optStr(b.time_zone_name, 100);

  let start_at = instant(b.start);
  let end_at = instant(b.end);
  if (isBlank(b.start)) fields.start = MSG.required;
  else if (!start_at) fields.start = 'Must be an ISO date-time.';
  if (is_all_day && start_at) {
    // All-day events are stored as 12:00-13:00 New York on the chosen date.
    const dateOnly = typeof b.start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.start.trim());
    const day = dateOnly ? (b.start as string).trim() : localDate(start_at, zoneOk ? time_zone_id : ALL_DAY_ZONE);
    const [y, m, d] = day.split('-').map(Number);
    start_at = wallTimeToUtc(y, m, d, 12, 0, ALL_DAY_ZONE);
    end_at = wallTimeToUtc(y, m, d, 13, 0, ALL_DAY_ZONE);
    time_zone_id = ALL_DAY_ZONE;
    time_zone_name = time_zone_name ?? 'Eastern Time';
    delete fields.time_zone_id;
  } else if (isBlank(b.end)) fields.end = MSG.required;
  else if (!end_at) fields.end = 'Must be an ISO date-time.';
  if (start_at && end_at && !fields.end && end_at.getTime() <= start_at.getTime()) fields.end = MSG.endAfterStart;
  const startChanged = !opts.keepStart || !start_at || opts.keepStart.getTime() !== start_at.getTime();
  if (start_at && !fields.start && !fields.time_zone_id && startChanged && localDate(start_at, time_zone_id) < localDate(opts.now, time_zone_id)) {
    fields.start = MSG.past;
  }

  // Links: at most two, text and URL go together.
  const links: EventInput['links'] = [];
  if (!isBlank(b.links)) {
    if (!Array.isArray(b.links)) fields.links = 'Must be a list of links.';
    else if (b.links.length > 2) fields.links = 'At most 2 links.';
    else
      b.links.forEach((item, i) => {
        const l = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
        const text = str(l.text);
        const url = str(l.url);
        if (!text && !url) return;
        if (text.length > 40) fields[`links.${i}.text`] = MSG.linkText;
        else if (!text) fields[`links.${i}.text`] = MSG.linkMissingText;
        if (url.length > 255) fields[`links.${i}.url`] = MSG.linkUrlLength;
        else if (!url) fields[`links.${i}.url`] = MSG.linkMissingUrl;
        else if (!isHttpUrl(url)) fields[`links.${i}.url`] = MSG.linkUrl;
        links.push({ text, url });
      });
  }

  let photo_url: string | null = null;
  if (!isBlank(b.photo_url)) {
    const p = str(b.photo_url);
    if (p.length > 2048 || !/^https?:\/\/\S+$/i.test(p)) fields.photo_url = 'Must be an http(s) URL.';
    else photo_url = p;
  }

  let recurrence: Recurrence | null = null;
  if (opts.allowRecurrence && !isBlank(b.recurrence)) {
    if (!chapter_hosted) fields.recurrence = 'Repeating events are only available for chapter events.';
    else {
      try {
        recurrence = parseInput(recurrenceSchema, b.recurrence);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.fields) throw error;
        for (const [k, v] of Object.entries(error.fields)) fields[k === '_' ? 'recurrence' : `recurrence.${k}`] ??= v;
      }
      if (recurrence?.frequency === 'week' && start_at && !fields.time_zone_id && !recurrence.weekdays?.includes(startWeekday(start_at, time_zone_id))) {
        fields['recurrence.weekdays'] = "The start date's weekday cannot be deselected.";
      }
    }
  }

  if (Object.keys(fields).length) throw validationError(fields);
  return {
    name,
    host_id: host!,
    category,
    description,
    start_at: start_at!,
    end_at: end_at!,
    recurrence,
    status: b.status === 'Canceled' ? 'Canceled' : 'Scheduled',
    chapter_id,
    chapter_hosted,
    photo_url,
    links,
    ...location,
    is_virtual,
    is_all_day,
    virtual_event_category,
    time_zone_id,
    time_zone_name,
    challenge_id,
  };
}
