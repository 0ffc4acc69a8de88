import { useState } from 'react';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { isOnOrAfterEventDay } from '@/lib/event-time';
import { isApiError } from '@/lib/http';
import { listAttendees, setAttendance } from '../api';
import { attendeeMessages as t } from '../messages';
import { ATTENDEE_ATTEMPTS, FIRST_ATTENDEE_PAGE, nextAttendeePage, type AttendeeCursor } from '../model';
import type { Attendee, AttendanceStatus, EventDetail } from '../schemas';

export interface AttendeesState {
  /** Checked In exists from the event day on (and is the first tab then). */
  checkInOpen: boolean;
  tab: AttendanceStatus;
  setTab(tab: AttendanceStatus): void;
  /** The open tab's attendees, 10 to a page (spread into <InfiniteList>). */
  list: PagedList<Attendee>;
  /** Host or group admin/moderator (the server's can_cancel) of a group event, on or after the event day. */
  canAddCheckedIn: boolean;
  /** Checks a member in (the member picker's onPick); a refusal becomes the picker's error text. */
  checkIn(memberId: number): Promise<void>;
  /** After the picker closed: the Checked In tab, loaded again. */
  showCheckedIn(): void;
}

/** The attendees view's container: tabs, the paged lists (each page tried 3 times), checking members in. */
export function useAttendees(event: EventDetail): AttendeesState {
  const checkInOpen = isOnOrAfterEventDay(event);
  const [tab, setTab] = useState<AttendanceStatus>(checkInOpen ? 'checked_in' : 'going');
  const list = usePagedList<Attendee, AttendeeCursor>(
    async ({ cursor, loaded, signal }) => {
      const res = await listAttendees(event.id, tab, cursor.page, signal);
      const seen = new Set(loaded.map((a) => a.id));
      const count = loaded.length + res.attendees.filter((a) => !seen.has(a.id)).length;
      return { items: res.attendees, next: nextAttendeePage(cursor, count, res.total_count, res.attendees.length) };
    },
    [event.id, tab],
    { getKey: (a) => a.id, first: FIRST_ATTENDEE_PAGE, attempts: ATTENDEE_ATTEMPTS },
  );

  async function checkIn(memberId: number) {
    try {
      await setAttendance(event.id, memberId, 'checked_in', false);
    } catch (error) {
      throw new Error(isApiError(error) && error.status < 500 ? error.message : t.addFailed);
    }
  }

  return {
    checkInOpen,
    tab,
    setTab,
    list,
    canAddCheckedIn: checkInOpen && !!event.can_cancel && !!event.chapter_id && event.status !== 'Canceled',
    checkIn,
    showCheckedIn: () => {
      setTab('checked_in');
      list.reload();
    },
  };
}
