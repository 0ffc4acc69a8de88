import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { httpStatus, useResource } from '@/ui/use-resource';
import { $config } from '@/store/config';
import { $profile } from '@/store/member';
import { matchRoute, navigate, navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import { cancelEvent, getEvent, removeEvent, reportEvent, setAttendance, takeSettledEvent } from '../api';
import { messages } from '../messages';
import { attendeeCountAfter, eventPermissions, nextAttendance, shareLink, type EventPermissions } from '../model';
import type { AttendanceStatus, EventDetail } from '../schemas';

/** How long the 'removed' alert shows before the events list replaces it. */
export const REMOVED_REDIRECT_MS = 3000;

/** The event's id from the page: `?id=`, else the route path /events/{id}. */
export function idFromPage(page: { search: string; pathname: string } = location): number | null {
  try {
    const q = Number(new URLSearchParams(page.search).get('id'));
    if (Number.isInteger(q) && q > 0) return q;
    const m = matchRoute('/events/{id}', page.pathname.replace(/^.*?(\/events\/)/, '/events/'));
    const p = Number(m?.id);
    return Number.isInteger(p) && p > 0 ? p : null;
  } catch {
    return null;
  }
}

/** 'removed' (410) and 'missing' (404, or no id at all) have their own texts. */
const classify = (error: unknown) => (httpStatus(error) === 410 ? 'removed' : httpStatus(error) === 404 ? 'missing' : null);

/** The dialogs the event view can show: a confirmation (cancel, remove), the report flow, the Edit Event form. */
export type EventDialog = 'cancel' | 'remove' | 'report' | 'edit' | null;

export type EventDetailStatus = 'loading' | 'error' | 'missing' | 'removed' | 'ready';

export interface EventDetailState {
  status: EventDetailStatus;
  /** The event while `status` is 'ready'. */
  event: EventDetail | undefined;
  /** Loads the event again (Try again; after the Edit Event form saved). */
  reload(): void;
  userId: number | null;
  loggedIn: boolean;
  viewerIsEagleLeader: boolean;
  /** '{appBase}/events/{id}' */
  link: string;
  permissions: EventPermissions | null;
  /** RSVP / check in: optimistic, reverted with the spec's text when the server refuses. */
  attend(pressed: AttendanceStatus): Promise<void>;
  attendancePending: boolean;
  attendanceError: string | null;
  dialog: EventDialog;
  openDialog(dialog: EventDialog): void;
  /** Runs the open confirmation (cancel or remove). */
  confirm(): Promise<void>;
  confirmBusy: boolean;
  confirmError: string | null;
  /** Sends the report (ReportDialog's onSubmit). */
  report(): Promise<unknown>;
  /** A success message above the event (the report was sent). */
  notice: string | null;
  setNotice(notice: string | null): void;
}

/**
 * The event view's container: the event (loading, removed, missing, error, retry), who is looking and
 * what they may do, and the actions (attendance, cancel, remove, report, edit). `source` is the element
 * (navigation events are dispatched from it).
 */
export function useEventDetail(eventId: number | undefined, source: Element | null, formAvailable: boolean): EventDetailState {
  const config = useStore($config);
  const session = useStore($session);
  const profile = useStore($profile);
  const id = eventId ?? idFromPage();
  const userId = session?.userId ?? null;
  const resource = useResource((signal) => getEvent(id!, signal), [id, userId], {
    enabled: id !== null,
    classify,
    // The event already here (the element's first paint or prefetch): no loading state.
    initial: () => (id === null ? undefined : takeSettledEvent(id)),
  });
  const status: EventDetailStatus = resource.status === 'idle' ? 'missing' : resource.status;
  const event = resource.data;
  const { setData } = resource;

  const [attendancePending, setAttendancePending] = useState(false);
  const [attendanceError, setAttendanceError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EventDialog>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A removed event: the alert, then the events list.
  useEffect(() => {
    if (status !== 'removed') return;
    const t = setTimeout(() => navigate('/events', { source, replace: true }), REMOVED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [status, source]);

  const update = (patch: Partial<EventDetail>) => setData((current) => ({ ...current, ...patch }));

  async function attend(pressed: AttendanceStatus) {
    if (!session) {
      navigateToLogin({ source });
      return;
    }
    if (attendancePending || !event) return;
    const before = { attendance_status: event.attendance_status ?? null, attendees_count: event.attendees_count ?? 0 };
    const next = nextAttendance(before.attendance_status, pressed);
    setAttendanceError(null);
    setAttendancePending(true);
    update({ attendance_status: next, attendees_count: attendeeCountAfter(before.attendees_count, before.attendance_status, next) });
    try {
      await setAttendance(event.id, session.userId, next, before.attendance_status === null);
    } catch {
      update(before);
      setAttendanceError(messages.attendanceFailed);
    } finally {
      setAttendancePending(false);
    }
  }

  async function confirm() {
    if (!event) return;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      if (dialog === 'cancel') {
        const next = await cancelEvent(event.id);
        update(next);
        setDialog(null);
      } else if (dialog === 'remove') {
        await removeEvent(event.id);
        setDialog(null);
        navigate('/events', { source });
      }
    } catch {
      setConfirmError(dialog === 'remove' ? messages.removeFailed : messages.cancelFailed);
    } finally {
      setConfirmBusy(false);
    }
  }

  function openDialog(next: EventDialog) {
    setConfirmError(null);
    setDialog(next);
  }

  const permissions = event
    ? eventPermissions(event, { userId, loggedIn: !!session, anonymous: !!profile?.anonymous_profile, formAvailable })
    : null;

  return {
    status,
    event,
    reload: resource.reload,
    userId,
    loggedIn: !!session,
    viewerIsEagleLeader: !!profile?.eagle_leader,
    link: event ? shareLink(config.appBase, event.id) : '',
    permissions,
    attend,
    attendancePending,
    attendanceError,
    dialog,
    openDialog,
    confirm,
    confirmBusy,
    confirmError,
    report: () => (event && session ? reportEvent(event.id, session.userId) : Promise.resolve()),
    notice,
    setNotice,
  };
}
