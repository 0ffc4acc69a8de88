import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { infiniteListCss } from '@/ui/infinite-list';
import { RouteLink } from '@/ui/route-link';
import { useHashView } from '@/ui/use-hash-view';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import css from '../styles.css?inline';
import { useEventDetail, type EventDetailState } from '../hooks/use-event-detail';
import { labels, messages } from '../messages';
import { attendanceOffer, type EventPermissions } from '../model';
import type { EventDetail as Detail } from '../schemas';
import { canRecordWorkout } from '../workout';
import { AttendanceBar } from './attendance-bar';
import { AttendeesSummary } from './attendees-summary';
import { AttendeesView, type MemberPickerSlotProps } from './attendees-view';
import { EventAbout } from './event-about';
import { EventDialogs } from './event-dialogs';
import { EventFacts } from './event-facts';
import { EventHeader } from './event-header';
import { DetailSkeleton, skeletonCss } from './skeleton';

// Shown only for a past event the member attended: loaded when first needed.
const RecordWorkout = lazy(() => import('./record-workout').then((m) => ({ default: m.RecordWorkout })));

/** What the edit-event slot (composed by the element) receives. */
export interface EditEventSlotProps {
  event: Detail;
  onClose(): void;
  onSaved(id: number): void;
}

export interface EventDetailProps {
  container?: ShadowRoot | HTMLElement;
  /** The Create/Edit Event dialog, composed by the element (another feature). */
  renderEventForm?: (props: EditEventSlotProps) => ReactNode;
  /** The event's feed (the feed feature), composed by the element; nothing until that feature exists. */
  renderFeed?: (eventId: number, viewer: { eventHost: boolean }) => ReactNode;
  /** The member picker of 'Add Member to Checked In' (the group's members, another feature), composed by the element. */
  renderMemberPicker?: (props: MemberPickerSlotProps) => ReactNode;
  /** The event; else `?id=` in the page URL, else the route path /events/{id}. */
  eventId?: number;
}

const VIEWS = ['attendees'] as const;

/** In the standalone shell: /events/{id}/attendees (and /attendees/{groupId}) opens the attendees view. */
const attendeesFromPath = (path: string) => (/^\/events\/\d+\/attendees(\/|$)/.test(path) ? 'attendees' : null);

/** One event: cover, share, name, options, when, host, where, challenge, attendance, attendees, description, links. */
export function EventDetail({ container, eventId, renderEventForm, renderFeed, renderMemberPicker }: EventDetailProps) {
  useShadowStyles(container, tokens, ui, forms, social, tabsCss, infiniteListCss, skeletonCss, css);
  const source = container && 'host' in container ? container.host : (container ?? null);
  const { productName } = useStore($config);
  const state = useEventDetail(eventId, source, !!renderEventForm);
  // The attendees view lives in the element, mirrored in the URL hash (reload and Back work).
  const view = useHashView('', { views: VIEWS, fromPath: attendeesFromPath });
  useReservedHeight(container, 'event-detail', state.status === 'loading');

  if (state.status === 'loading') return <DetailSkeleton label={labels.loading} />;
  if (state.status === 'removed')
    return (
      <Alert variant="error">
        {messages.removed(productName)} <RouteLink path="/events">{labels.back}</RouteLink>
      </Alert>
    );
  if (state.status === 'missing') return <Alert variant="error">{messages.notFound}</Alert>;
  if (state.status === 'error' || !state.event || !state.permissions)
    return (
      <Alert variant="error">
        {messages.loadFailed}{' '}
        <Button variant="link" onClick={state.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );

  const e = state.event;
  if (view.view === 'attendees') return <AttendeesView event={e} onBack={() => view.open(null)} renderMemberPicker={renderMemberPicker} />;
  return <EventView state={state} event={e} can={state.permissions} onSeeAll={() => view.open('attendees')} renderEventForm={renderEventForm} renderFeed={renderFeed} />;
}

interface EventViewProps extends Pick<EventDetailProps, 'renderEventForm' | 'renderFeed'> {
  state: EventDetailState;
  event: Detail;
  can: EventPermissions;
  onSeeAll(): void;
}

/** The loaded event, put together from its parts. */
function EventView({ state, event: e, can, onSeeAll, renderEventForm, renderFeed }: EventViewProps) {
  const { apiBase } = useStore($config);
  const { userId, openDialog } = state;
  const now = new Date();
  return (
    <article className="event" part="root" aria-labelledby="event-title">
      <EventHeader event={e} now={now} link={state.link} apiBase={apiBase} menu={can.menu} onMenu={openDialog} />
      {state.notice && (
        <Alert variant="success" onDismiss={() => state.setNotice(null)}>
          {state.notice}
        </Alert>
      )}
      {can.canceled && (
        <div className="canceled" role="status">
          <strong>{messages.canceled}</strong>
          {e.can_remove && (
            <Button variant="danger" onClick={() => openDialog('remove')}>
              {labels.removeEvent}
            </Button>
          )}
        </div>
      )}
      <EventFacts event={e} viewerIsEagleLeader={state.viewerIsEagleLeader} />
      <AttendanceBar
        offer={attendanceOffer(e, userId, now)}
        status={e.attendance_status}
        loggedIn={state.loggedIn}
        pending={state.attendancePending}
        error={state.attendanceError}
        onAttend={(pressed) => void state.attend(pressed)}
        onCancel={can.cancelable ? () => openDialog('cancel') : undefined}
        onUpdate={can.editable ? () => openDialog('edit') : undefined}
      />
      {userId !== null && canRecordWorkout(e, userId, now) && (
        <Suspense fallback={null}>
          <RecordWorkout key={`${e.id}-${userId}`} event={e} userId={userId} shareUrl={state.link} />
        </Suspense>
      )}
      <AttendeesSummary event={e} onSeeAll={onSeeAll} />
      <EventAbout event={e} />
      {renderFeed && (
        <section className="feed-slot" part="feed" aria-label={labels.feed}>
          {renderFeed(e.id, { eventHost: can.isHost })}
        </section>
      )}
      <EventDialogs
        dialog={state.dialog}
        busy={state.confirmBusy}
        error={state.confirmError}
        onConfirm={() => void state.confirm()}
        onReport={state.report}
        onReported={(message) => {
          openDialog(null);
          state.setNotice(message);
        }}
        onClose={() => openDialog(null)}
        editForm={
          state.dialog === 'edit' &&
          renderEventForm?.({
            event: e,
            onClose: () => openDialog(null),
            onSaved: () => {
              openDialog(null);
              state.reload();
            },
          })
        }
      />
    </article>
  );
}
