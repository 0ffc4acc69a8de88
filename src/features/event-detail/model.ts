/** Event detail rules (events spec §4 Attendance, §6, §9). Pure. */
import { isOnOrAfterEventDay } from '@/lib/event-time';
import type { AttendanceStatus, EventDetail } from './schemas';

export type AttendanceOffer = { kind: 'buttons'; buttons: AttendanceStatus[] } | { kind: 'host' } | { kind: 'closed' };

/**
 * Which attendance buttons the member gets: Going and Interested before the event day, Check In from
 * the event day on; none for the host on their own event or for a canceled event.
 */
export function attendanceOffer(e: Pick<EventDetail, 'start' | 'time_zone_id' | 'status' | 'host'>, userId: number | null, now: Date = new Date()): AttendanceOffer {
  if (e.status === 'Canceled') return { kind: 'closed' };
  if (userId !== null && e.host?.id === userId) return { kind: 'host' };
  return { kind: 'buttons', buttons: isOnOrAfterEventDay(e, now) ? ['checked_in'] : ['going', 'interested'] };
}

/** Tapping the active status again clears it. */
export function nextAttendance(current: AttendanceStatus | null | undefined, pressed: AttendanceStatus): AttendanceStatus | null {
  return current === pressed ? null : pressed;
}

/** Going and checked-in members count as attending. */
export function attendeeCountAfter(count: number, from: AttendanceStatus | null | undefined, to: AttendanceStatus | null): number {
  const counts = (s: AttendanceStatus | null | undefined) => s === 'going' || s === 'checked_in';
  return Math.max(0, count - (counts(from) ? 1 : 0) + (counts(to) ? 1 : 0));
}

/** The share link: `{host}/events/{id}` where {host} is the standalone app's base. */
export function shareLink(appBase: string, id: number): string {
  return `${appBase.replace(/\/+$/, '')}/events/${id}`;
}

/** Attendee profiles open only for Eagle Leaders or public profiles (spec §6). */
export function canOpenProfile(viewerIsEagleLeader: boolean, attendee: { public_profile?: boolean | null }): boolean {
  return viewerIsEagleLeader || attendee.public_profile === true;
}

/** Up to 9 avatars in a strip (spec §9). */
export const AVATAR_STRIP = 9;

// ---- what the viewer may do ----------------------------------------------------------------------

export type MenuAction = 'edit' | 'cancel' | 'report';

export interface Viewer {
  userId: number | null;
  /** A member is logged in. */
  loggedIn: boolean;
  /** The member's profile is anonymous (they cannot report). */
  anonymous: boolean;
  /** The page composed the Edit Event form (another feature) into the element. */
  formAvailable: boolean;
}

export interface EventPermissions {
  isHost: boolean;
  canceled: boolean;
  /** Edit Event: the form is there, the server allows it, and the event is neither canceled nor completed. */
  editable: boolean;
  /** Cancel Event: the server allows it (host, group admin or moderator) and it is not canceled yet. */
  cancelable: boolean;
  /** The options menu's entries (the host has Update and Cancel next to the attendance instead). */
  menu: MenuAction[];
}

export function eventPermissions(e: Pick<EventDetail, 'host' | 'status' | 'can_edit' | 'can_cancel'>, viewer: Viewer): EventPermissions {
  const isHost = viewer.userId !== null && e.host?.id === viewer.userId;
  const canceled = e.status === 'Canceled';
  const editable = viewer.formAvailable && !!e.can_edit && !canceled && e.status !== 'Completed';
  const cancelable = !!e.can_cancel && !canceled;
  const canReport = viewer.loggedIn && !isHost && !viewer.anonymous;
  const menu: MenuAction[] = [];
  if (!isHost && editable) menu.push('edit');
  if (!isHost && cancelable) menu.push('cancel');
  if (canReport) menu.push('report');
  return { isHost, canceled, editable, cancelable, menu };
}

// ---- where ---------------------------------------------------------------------------------------

type Where = NonNullable<EventDetail['location']>;

/** '1 E Edenton St · Raleigh, NC · 27601' (the parts that are known). */
export function addressLine(where: Where | null | undefined): string {
  return [where?.address, [where?.city, where?.state].filter(Boolean).join(', '), where?.zip].filter(Boolean).join(' · ');
}

/** OpenStreetMap at the event's coordinates, or null without them. */
export function mapUrl(where: Where | null | undefined): string | null {
  if (typeof where?.latitude !== 'number' || typeof where?.longitude !== 'number') return null;
  const { latitude: lat, longitude: lon } = where;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}

// ---- attendees (spec §9) -------------------------------------------------------------------------

/** An attendee page is tried this many times before the list says it failed (spec §9). */
export const ATTENDEE_ATTEMPTS = 3;
/** Attendees come 10 to a page. */
export const ATTENDEE_PAGE_SIZE = 10;

/** Where the attendee pages stand: the next page's number and the total the server last reported. */
export interface AttendeeCursor {
  page: number;
  total: number;
}

export const FIRST_ATTENDEE_PAGE: AttendeeCursor = { page: 0, total: 0 };

/**
 * The cursor after a page arrived, or null when no page follows: more pages only while at least 10
 * are loaded and fewer than the total. `loaded` counts the distinct attendees after this page; a page
 * without `total_count` keeps the last total (the first page's: its own length).
 */
export function nextAttendeePage(cursor: AttendeeCursor, loaded: number, totalCount: number | null | undefined, pageLength: number): AttendeeCursor | null {
  const total = totalCount ?? (cursor.page === 0 ? pageLength : cursor.total);
  return loaded >= ATTENDEE_PAGE_SIZE && loaded < total ? { page: cursor.page + 1, total } : null;
}
