/** Event detail rules (events spec §4 Attendance, §6). Pure. */
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
export const COPIED_MS = 3000;
