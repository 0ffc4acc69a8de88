/**
 * The Create/Edit Event form (events spec §2, §4 Event form, §5 Event form, §9): values, validation
 * with the spec's texts (messages.ts), time zones (@date-fns/tz) and the request body. Pure.
 */
import { TZDate } from '@date-fns/tz';
import { isValidUrl } from '@/lib/validate';
import type { Place } from '@/lib/places';
import { formLabels, formMessages } from './messages';

export const TITLE_MAX = 68;
export const LINK_TEXT_MAX = 40;
export const LINK_URL_MAX = 255;
export const DESCRIPTION_MAX = 3000;
export const TIME_STEP_MINUTES = 15;
export const ALL_DAY_ZONE = 'America/New_York';

export type Frequency = 'day' | 'week' | 'month';
export type Weekday = 'SU' | 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA';
export const WEEKDAYS: readonly Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
export type MonthlyRule = 'same_date' | 'last_day' | 'nth_weekday' | 'last_weekday';

export type { Place };

export interface EventFormValues {
  name: string;
  /** 'chapter' (Chapter Event) or 'member' (Member Event). */
  kind: 'chapter' | 'member';
  hostId: number | null;
  hostName: string | null;
  isVirtual: boolean;
  virtualCategory: 'workout' | 'challenge' | '';
  date: string; // YYYY-MM-DD
  allDay: boolean;
  startTime: string; // HH:mm
  endTime: string;
  repeat: boolean;
  frequency: Frequency;
  interval: number;
  count: number;
  weekdays: Weekday[];
  monthly: MonthlyRule;
  place: Place | null;
  category: string;
  links: { text: string; url: string }[];
  description: string;
  photoUrl: string | null;
}

export const emptyForm = (kind: 'chapter' | 'member', hostId: number | null, hostName: string | null): EventFormValues => ({
  name: '',
  kind,
  hostId,
  hostName,
  isVirtual: false,
  virtualCategory: '',
  date: '',
  allDay: false,
  startTime: '',
  endTime: '',
  repeat: false,
  frequency: 'week',
  interval: 1,
  count: 4,
  weekdays: [],
  monthly: 'same_date',
  place: null,
  category: '',
  links: [
    { text: '', url: '' },
    { text: '', url: '' },
  ],
  description: '',
  photoUrl: null,
});

/** 00:00, 00:15, … 23:45 (15-minute steps). */
export function timeOptions(): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += TIME_STEP_MINUTES) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/** '13:30' → '1:30 PM'. */
export function timeLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The all-day toggle and the virtual/local choice reset each other (spec §4 Event form). */
export function setVirtual(v: EventFormValues, isVirtual: boolean): EventFormValues {
  return isVirtual ? { ...v, isVirtual: true, allDay: false, virtualCategory: v.virtualCategory || 'workout' } : { ...v, isVirtual: false, virtualCategory: '' };
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  return WEEKDAYS[new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay()];
}

/** Weekly repeats always include the start's weekday: it cannot be deselected. */
export function toggleWeekday(v: EventFormValues, day: Weekday): EventFormValues {
  const start = weekdayOf(v.date);
  if (day === start) return v;
  const has = v.weekdays.includes(day);
  const weekdays = has ? v.weekdays.filter((d) => d !== day) : [...v.weekdays, day];
  return { ...v, weekdays: WEEKDAYS.filter((d) => weekdays.includes(d)) };
}

/** The zone the event's times are in: New York for all-day, else the place's zone, else the browser's. */
export function eventZone(v: Pick<EventFormValues, 'allDay' | 'place' | 'isVirtual'>, browserZone: string): string {
  if (v.allDay) return ALL_DAY_ZONE;
  if (!v.isVirtual && v.place?.time_zone_id) return v.place.time_zone_id;
  return browserZone;
}

/** A local date and time in a zone → UTC ISO. */
export function zonedIso(date: string, time: string, zone: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, zone).getTime()).toISOString();
}

/** Start and end in UTC: all-day events are 12:00-13:00 New York time (spec §9). */
export function startEnd(v: EventFormValues, browserZone: string): { start: string; end: string; zone: string } {
  const zone = eventZone(v, browserZone);
  if (v.allDay) return { start: zonedIso(v.date, '12:00', zone), end: zonedIso(v.date, '13:00', zone), zone };
  return { start: zonedIso(v.date, v.startTime, zone), end: zonedIso(v.date, v.endTime, zone), zone };
}

/** Today in a zone, YYYY-MM-DD. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const t = new TZDate(now.getTime(), zone);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
}

export type FormField = 'name' | 'host' | 'date' | 'startTime' | 'endTime' | 'place' | 'category' | 'description' | 'repeat' | 'weekdays' | 'link0text' | 'link0url' | 'link1text' | 'link1url';

export function validateEventForm(v: EventFormValues, opts: { exampleHost: string; browserZone: string; now?: Date; editing: boolean }): Partial<Record<FormField, string>> {
  const e: Partial<Record<FormField, string>> = {};
  const m = formMessages;
  if (!v.name.trim()) e.name = m.required;
  if (v.kind === 'chapter' && !v.hostId) e.host = m.hostRequired;
  if (!v.description.trim()) e.description = m.required;
  else if (v.description.length > DESCRIPTION_MAX) e.description = m.descriptionTooLong;
  if (!v.category) e.category = m.required;
  if (!v.isVirtual) {
    if (!v.place) e.place = m.required;
    else if (!v.place.city || !v.place.state || !v.place.zip) e.place = m.locationIncomplete;
  }
  if (!v.date) e.date = m.required;
  else if (v.date < todayIn(eventZone(v, opts.browserZone), opts.now)) e.date = m.pastDate;
  if (!v.allDay) {
    if (!v.startTime) e.startTime = m.required;
    if (!v.endTime) e.endTime = m.required;
    else if (v.startTime && v.endTime <= v.startTime) e.endTime = m.endBeforeStart;
  }
  if (v.repeat && !opts.editing) {
    if (!v.date) e.repeat = v.allDay ? m.repeatNeedsDate : m.repeatNeedsDateTime;
    else if (!v.allDay && !v.startTime) e.repeat = m.repeatNeedsDateTime;
    // The start's weekday is always part of a weekly repeat.
    if (v.frequency === 'week' && v.weekdays.length === 0 && !weekdayOf(v.date)) e.weekdays = m.weekdaysRequired;
  }
  v.links.forEach((l, i) => {
    const text = l.text.trim();
    const url = l.url.trim();
    const tk = `link${i}text` as FormField;
    const uk = `link${i}url` as FormField;
    if (text.length > LINK_TEXT_MAX) e[tk] = m.linkTextTooLong;
    if (url.length > LINK_URL_MAX) e[uk] = m.linkUrlTooLong;
    else if (url && !isValidUrl(url)) e[uk] = m.invalidUrl(opts.exampleHost);
    if (url && !text && !e[tk]) e[tk] = m.missingLinkText;
    if (text && !url && !e[uk]) e[uk] = m.missingLink;
  });
  return e;
}

/** The POST/PUT body (spec §7): title cut to 68 characters, links only when filled, recurrence only on create. */
export function eventBody(v: EventFormValues, opts: { groupId: number | null; browserZone: string; editing: boolean; challengeId?: number | null }): Record<string, unknown> {
  const { start, end, zone } = startEnd(v, opts.browserZone);
  const chapterEvent = v.kind === 'chapter';
  const body: Record<string, unknown> = {
    name: v.name.trim().slice(0, TITLE_MAX),
    host: v.hostId,
    category: v.isVirtual && !v.category ? 'virtual' : v.category,
    description: v.description.trim(),
    start,
    end,
    status: 'Scheduled',
    chapter_id: opts.groupId,
    chapter_hosted: chapterEvent,
    photo_url: v.photoUrl,
    links: v.links.filter((l) => l.url.trim() && l.text.trim()).map((l) => ({ text: l.text.trim(), url: l.url.trim() })),
    location: v.isVirtual || !v.place
      ? null
      : {
          latitude: v.place.latitude,
          longitude: v.place.longitude,
          address: v.place.address ?? v.place.description,
          city: v.place.city,
          state: v.place.state,
          zip: v.place.zip,
          country: v.place.country ?? 'United States',
        },
    is_virtual: v.isVirtual,
    is_all_day: v.allDay,
    virtual_event_category: v.isVirtual ? v.virtualCategory || 'workout' : null,
    time_zone_id: zone,
    time_zone_name: zone,
    challenge_id: opts.challengeId ?? null,
  };
  if (v.repeat && chapterEvent && !opts.editing) {
    const weekday = weekdayOf(v.date);
    const recurrence: Record<string, unknown> = { frequency: v.frequency, interval: v.interval, count: v.count, dtstart: start };
    if (v.frequency === 'week') recurrence.weekdays = WEEKDAYS.filter((d) => d === weekday || v.weekdays.includes(d));
    if (v.frequency === 'month') {
      const day = Number(v.date.slice(8, 10));
      const nth = Math.min(4, Math.ceil(day / 7));
      recurrence.monthly =
        v.monthly === 'nth_weekday' ? { type: 'nth_weekday', n: nth, weekday } : v.monthly === 'last_weekday' ? { type: 'last_weekday', weekday } : { type: v.monthly };
    }
    body.recurrence = recurrence;
  }
  return body;
}

/** An existing event (GET api/v1/mobile_event/{id}) as form values, in the event's own zone. */
export function valuesFromEvent(e: {
  name?: string | null;
  host?: { id: number; first_name?: string | null; last_name?: string | null } | null;
  chapter_hosted?: boolean | null;
  is_virtual?: boolean | null;
  virtual_event_category?: string | null;
  is_all_day?: boolean | null;
  start: string;
  end: string;
  time_zone_id?: string | null;
  location?: { latitude?: number | null; longitude?: number | null; address?: string | null; city?: string | null; state?: string | null; zip?: string | null; country?: string | null } | null;
  category?: string | null;
  links?: { text?: string | null; url?: string | null }[] | null;
  description?: string | null;
  photo_url?: string | null;
}): EventFormValues {
  const zone = e.time_zone_id || 'UTC';
  const local = (iso: string) => {
    const t = new TZDate(new Date(iso).getTime(), zone);
    const p = (n: number) => String(n).padStart(2, '0');
    return { date: `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`, time: `${p(t.getHours())}:${p(t.getMinutes())}` };
  };
  const start = local(e.start);
  const end = local(e.end);
  const loc = e.location;
  const links = [...(e.links ?? []).map((l) => ({ text: l.text ?? '', url: l.url ?? '' })), { text: '', url: '' }, { text: '', url: '' }].slice(0, 2);
  return {
    ...emptyForm(e.chapter_hosted ? 'chapter' : 'member', e.host?.id ?? null, e.host ? `${e.host.first_name ?? ''} ${e.host.last_name ?? ''}`.trim() : null),
    name: e.name ?? '',
    isVirtual: !!e.is_virtual,
    virtualCategory: e.virtual_event_category === 'challenge' ? 'challenge' : e.is_virtual ? 'workout' : '',
    date: start.date,
    allDay: !!e.is_all_day,
    startTime: e.is_all_day ? '' : start.time,
    endTime: e.is_all_day ? '' : end.time,
    place:
      loc && typeof loc.latitude === 'number' && typeof loc.longitude === 'number'
        ? {
            description: [loc.address, [loc.city, loc.state].filter(Boolean).join(', '), loc.zip].filter(Boolean).join(', '),
            address: loc.address ?? null,
            city: loc.city ?? null,
            state: loc.state ?? null,
            zip: loc.zip ?? null,
            country: loc.country ?? null,
            latitude: loc.latitude,
            longitude: loc.longitude,
            time_zone_id: e.time_zone_id ?? null,
          }
        : null,
    category: e.category === 'virtual' ? '' : (e.category ?? ''),
    links,
    description: e.description ?? '',
    photoUrl: e.photo_url ?? null,
  };
}

/** A new form: a Chapter Event (no host yet) where the member may create one in a group, else their own Member Event. */
export function initialValues(opts: { groupId: number | null; canCreateChapterEvent: boolean; virtual: boolean; me: { id: number; name: string } | null }): EventFormValues {
  const chapter = opts.canCreateChapterEvent && !!opts.groupId;
  return setVirtual(chapter ? emptyForm('chapter', null, null) : emptyForm('member', opts.me?.id ?? null, opts.me?.name ?? null), opts.virtual);
}

/** Switching between Chapter Event and Member Event: a member event is the member's own and never repeats. */
export function setKind(v: EventFormValues, kind: EventFormValues['kind'], me: { id: number; name: string } | null): EventFormValues {
  return kind === 'member' ? { ...v, kind, hostId: me?.id ?? null, hostName: me?.name ?? null, repeat: false } : { ...v, kind, hostId: null, hostName: null };
}

/** The dialog's title (events spec §2): Edit Event, Create Group Event, Create NON-CHAPTER Event (Eagle Leaders), Create Event. */
export function formTitle(editing: boolean, kind: EventFormValues['kind'], eagleLeader: boolean): string {
  if (editing) return formLabels.titleEdit;
  return kind === 'chapter' ? formLabels.titleGroup : eagleLeader ? formLabels.titleNonChapter : formLabels.titleCreate;
}
