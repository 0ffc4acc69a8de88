import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { MenuButton } from '@/ui/menu-button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RouteLink } from '@/ui/route-link';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import tabsCss from '@/ui/tabs.css?inline';
import { coverFor } from '@/lib/event-covers';
import { eventWhen, isInProgress } from '@/lib/event-time';
import { isApiError } from '@/lib/http';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import { $profile } from '@/store/member';
import { matchRoute, navigate, navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import css from '../styles.css?inline';
import { cancelEvent, getEvent, removeEvent, reportEvent, setAttendance } from '../api';
import { labels, messages } from '../messages';
import { attendanceOffer, attendeeCountAfter, AVATAR_STRIP, canOpenProfile, COPIED_MS, nextAttendance, shareLink } from '../model';
import type { AttendanceStatus, EventDetail as Detail, Person } from '../schemas';
import { AttendeesView } from './attendees-view';
import { RecordWorkout } from './record-workout';
import { canRecordWorkout } from '../workout';

const ATTENDEES_HASH = '#attendees';

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
  renderFeed?: (eventId: number) => ReactNode;
  /** The event; else `?id=` in the page URL, else the route path /events/{id}. */
  eventId?: number;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'removed' } | { status: 'ready'; event: Detail };
type Confirm = 'cancel' | 'remove' | 'report' | null;

function idFromPage(): number | null {
  try {
    const q = Number(new URLSearchParams(location.search).get('id'));
    if (Number.isInteger(q) && q > 0) return q;
    const m = matchRoute('/events/{id}', location.pathname.replace(/^.*?(\/events\/)/, '/events/'));
    const p = Number(m?.id);
    return Number.isInteger(p) && p > 0 ? p : null;
  } catch {
    return null;
  }
}

function fullName(p: Pick<Person, 'first_name' | 'last_name'> | null | undefined): string {
  return `${p?.first_name ?? ''} ${p?.last_name ?? ''}`.trim();
}

function Avatar({ person, size = 'md' }: { person: Person; size?: 'md' | 'sm' }) {
  const src = person.profile_photo_url || person.photo_url;
  const initials = `${person.first_name?.[0] ?? ''}${person.last_name?.[0] ?? ''}`.toUpperCase() || '?';
  return src ? (
    <img className={`avatar avatar--${size}`} src={src} alt="" loading="lazy" />
  ) : (
    <span className={`avatar avatar--${size} avatar--initials`} aria-hidden="true">
      {initials}
    </span>
  );
}

/** One event: cover, share, name, options, when, host, where, challenge, attendance, attendees, description, links. */
export function EventDetail({ container, eventId, renderEventForm, renderFeed }: EventDetailProps) {
  useShadowStyles(container, tokens, ui, forms, tabsCss, css);
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  const config = useStore($config);
  const session = useStore($session);
  const profile = useStore($profile);
  const id = eventId ?? idFromPage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [attendanceError, setAttendanceError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  // The attendees view lives in the element, mirrored in the URL hash (reload and Back work).
  const [view, setView] = useState<'event' | 'attendees'>(() => (location.hash === ATTENDEES_HASH ? 'attendees' : 'event'));
  useEffect(() => {
    const onHash = () => setView(location.hash === ATTENDEES_HASH ? 'attendees' : 'event');
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const showView = (next: 'event' | 'attendees') => {
    setView(next);
    const url = `${location.pathname}${location.search}${next === 'attendees' ? ATTENDEES_HASH : ''}`;
    history.pushState(history.state, '', url);
  };
  const userId = session?.userId ?? null;

  useEffect(() => {
    if (!id) {
      setLoad({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getEvent(id, controller.signal)
      .then((event) => setLoad({ status: 'ready', event }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 410) setLoad({ status: 'removed' });
        else if (isApiError(error) && error.status === 404) setLoad({ status: 'missing' });
        else setLoad({ status: 'error' });
      });
    return () => controller.abort();
  }, [id, userId, attempt]);

  // A removed event: the alert, then the events list.
  useEffect(() => {
    if (load.status !== 'removed') return;
    const t = setTimeout(() => navigate('/events', { source: host, replace: true }), 3000);
    return () => clearTimeout(t);
  }, [load.status, host]);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  if (load.status === 'loading') return <p className="note" role="status">{labels.loading}</p>;
  if (load.status === 'removed')
    return (
      <Alert variant="error">
        {messages.removed(config.productName)} <RouteLink path="/events">{labels.back}</RouteLink>
      </Alert>
    );
  if (load.status === 'missing') return <Alert variant="error">{messages.notFound}</Alert>;
  if (load.status === 'error')
    return (
      <Alert variant="error">
        {messages.loadFailed}{' '}
        <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </Button>
      </Alert>
    );

  const e = load.event;
  if (view === 'attendees') return <AttendeesView event={e} onBack={() => showView('event')} />;
  const now = new Date();
  const isHost = userId !== null && e.host?.id === userId;
  const canceled = e.status === 'Canceled';
  const offer = attendanceOffer(e, userId, now);
  const link = shareLink(config.appBase, e.id);
  const viewerIsEagleLeader = !!profile?.eagle_leader;
  const canReport = !!session && !isHost && !profile?.anonymous_profile;
  const editable = !!renderEventForm && !!e.can_edit && !canceled && e.status !== 'Completed';
  const menuItems = [
    !isHost && editable ? { key: 'edit' as const, label: labels.editEvent } : null,
    !isHost && e.can_cancel && !canceled ? { key: 'cancel' as const, label: labels.cancelEvent } : null,
    canReport ? { key: 'report' as const, label: labels.reportEvent } : null,
  ].filter(Boolean) as { key: 'edit' | 'cancel' | 'report'; label: string }[];

  function update(patch: Partial<Detail>) {
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', event: { ...l.event, ...patch } } : l));
  }

  async function attend(pressed: AttendanceStatus) {
    if (!session) {
      navigateToLogin({ source: host });
      return;
    }
    if (pending) return;
    const before = { attendance_status: e.attendance_status ?? null, attendees_count: e.attendees_count ?? 0 };
    const next = nextAttendance(before.attendance_status, pressed);
    setAttendanceError(null);
    setPending(true);
    update({ attendance_status: next, attendees_count: attendeeCountAfter(before.attendees_count, before.attendance_status, next) });
    try {
      await setAttendance(e.id, session.userId, next, before.attendance_status === null);
    } catch {
      update(before);
      setAttendanceError(messages.attendanceFailed);
    } finally {
      setPending(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(messages.copied);
    } catch {
      setCopied(messages.copyFailed);
    }
  }

  async function runConfirm() {
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      if (confirm === 'cancel') {
        const next = await cancelEvent(e.id);
        setLoad({ status: 'ready', event: { ...e, ...next } });
        setConfirm(null);
      } else if (confirm === 'remove') {
        await removeEvent(e.id);
        setConfirm(null);
        navigate('/events', { source: host });
      } else if (confirm === 'report' && session) {
        await reportEvent(e.id, session.userId);
        setConfirm(null);
        setNotice(messages.reportSent(config.productName));
      }
    } catch (error) {
      if (confirm === 'remove') setConfirmError(messages.removeFailed);
      else if (confirm === 'report') setConfirmError(messages.reportFailed(config.productName, isApiError(error) ? error.message : String(error)));
      else setConfirmError(messages.cancelFailed);
    } finally {
      setConfirmBusy(false);
    }
  }

  const attendees = e.attendee_summary ?? [];
  const where = e.location;
  const address = [where?.address, [where?.city, where?.state].filter(Boolean).join(', '), where?.zip].filter(Boolean).join(' · ');
  const mapUrl =
    typeof where?.latitude === 'number' && typeof where?.longitude === 'number'
      ? `https://www.openstreetmap.org/?mlat=${where.latitude}&mlon=${where.longitude}#map=15/${where.latitude}/${where.longitude}`
      : null;

  return (
    <article className="event" part="root" aria-labelledby="event-title">
      <img className="cover" part="cover" src={e.photo_url || coverFor(e.category, !!e.is_virtual)} alt="" width={1200} height={600} />
      <div className="head">
        <div>
          {isInProgress(e, now) && <span className="badge badge--live">{labels.inProgress}</span>}
          <h2 id="event-title" className="title">
            {e.name}
          </h2>
          {(e.chapter_name || e.group_name) && <p className="chapter">{e.chapter_name || e.group_name}</p>}
        </div>
        <div className="head__actions">
          <Button variant="secondary" onClick={() => void copyLink()} aria-describedby="copy-status">
            {labels.copyLink}
          </Button>
          <a className="rwb-button rwb-button--secondary" href={`${config.apiBase}/api/v1/mobile_event/${e.id}/ics`} download={`event-${e.id}.ics`}>
            {labels.addToCalendar}
          </a>
          {menuItems.length > 0 && (
            <MenuButton
              label={labels.options}
              id="event-menu"
              items={menuItems}
              onSelect={(key) => {
                setConfirmError(null);
                if (key === 'edit') setEditing(true);
                else setConfirm(key);
              }}
            />
          )}
        </div>
      </div>
      <p id="copy-status" className="copy-status" role="status">
        {copied ? (
          <>
            {copied} <span className="copy-link">{link}</span>
          </>
        ) : null}
      </p>
      {notice && <Alert variant="success" onDismiss={() => setNotice(null)}>{notice}</Alert>}

      {canceled && (
        <div className="canceled" role="status">
          <strong>{messages.canceled}</strong>
          {e.can_remove && (
            <Button variant="danger" onClick={() => setConfirm('remove')}>
              {labels.removeEvent}
            </Button>
          )}
        </div>
      )}

      <dl className="facts">
        <div>
          <dt>{labels.when}</dt>
          <dd>{eventWhen(e)}</dd>
        </div>
        <div>
          <dt>{labels.where}</dt>
          <dd>
            {e.is_virtual ? (
              labels.virtual(e.virtual_event_category)
            ) : (
              <>
                {address}
                {mapUrl && (
                  <>
                    {' '}
                    <Button variant="link" aria-expanded={mapOpen} aria-controls="event-map" onClick={() => setMapOpen((o) => !o)}>
                      {mapOpen ? labels.hideMap : labels.showMap}
                    </Button>
                  </>
                )}
              </>
            )}
          </dd>
        </div>
        {e.host && (
          <div>
            <dt>{labels.hostedBy}</dt>
            <dd className="host">
              <Avatar person={e.host} />
              <span>
                {canOpenProfile(viewerIsEagleLeader, e.host) ? <RouteLink path={`/profile/${e.host.id}`}>{fullName(e.host)}</RouteLink> : fullName(e.host)}
                {e.host.eagle_leader && <span className="host__title">{e.host.eagle_leader_title || labels.eagleLeader}</span>}
              </span>
            </dd>
          </div>
        )}
        {e.challenge && (
          <div>
            <dt>{labels.challenge}</dt>
            <dd>
              <RouteLink path={`/challenges/${e.challenge.id}`}>{e.challenge.name}</RouteLink>
              {e.challenge.progress && <span className="progress-note">{labels.progress(e.challenge.progress.value, e.challenge.progress.unit)}</span>}
            </dd>
          </div>
        )}
      </dl>
      {mapOpen && mapUrl && where && (
        <div id="event-map" className="map" part="map">
          <p>
            {address}
            <br />
            {where.latitude?.toFixed(4)}, {where.longitude?.toFixed(4)}
          </p>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            {labels.openMap}
          </a>
        </div>
      )}

      <section className="attendance" aria-label={labels.attendance}>
        {offer.kind === 'buttons' && (
          <div className="attendance__buttons">
            {offer.buttons.map((b) => (
              <Button
                key={b}
                variant={e.attendance_status === b ? 'primary' : 'secondary'}
                aria-pressed={e.attendance_status === b}
                disabled={pending}
                onClick={() => void attend(b)}
              >
                {b === 'going' ? labels.going : b === 'interested' ? labels.interested : e.attendance_status === 'checked_in' ? labels.checkedIn : labels.checkIn}
              </Button>
            ))}
            {!session && <span className="note">{messages.loginToAttend}</span>}
          </div>
        )}
        {offer.kind === 'host' && (
          <div className="attendance__buttons">
            <span className="note">{messages.hostCannotAttend}</span>
            {!canceled && e.can_cancel && (
              <Button variant="danger" onClick={() => setConfirm('cancel')}>
                {labels.cancel}
              </Button>
            )}
            {editable && (
              <Button variant="secondary" onClick={() => setEditing(true)} aria-haspopup="dialog">
                {labels.update}
              </Button>
            )}
          </div>
        )}
        <p className="rwb-field__error" role="alert">
          {attendanceError}
        </p>
      </section>

      {userId !== null && canRecordWorkout(e, userId, now) && <RecordWorkout key={`${e.id}-${userId}`} event={e} userId={userId} shareUrl={link} />}

      <section className="attendees" aria-labelledby="attendees-title">
        <h3 id="attendees-title">{labels.attendees}</h3>
        <p>
          {labels.attending(e.attendees_count ?? 0)}
          {e.followingAttendees ? ` · ${labels.followingAttending(e.followingAttendees)}` : ''}
        </p>
        {(e.attendees_count ?? 0) > 0 && (
          <Button variant="link" onClick={() => showView('attendees')}>
            {labels.seeAll}
          </Button>
        )}
        {attendees.length > 0 && (
          <ul className="avatars">
            {attendees.slice(0, AVATAR_STRIP).map((a) => (
              <li key={a.id} title={fullName(a)}>
                <Avatar person={a} size="sm" />
                <span className="rwb-visually-hidden">{fullName(a)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {e.description && (
        <section className="description" aria-labelledby="description-title">
          <h3 id="description-title">{labels.description}</h3>
          <p>{e.description}</p>
        </section>
      )}
      {e.links && e.links.some((l) => l.url) && (
        <section aria-labelledby="links-title">
          <h3 id="links-title">{labels.links}</h3>
          <ul className="links">
            {e.links
              .filter((l) => l.url)
              .map((l) => (
                <li key={l.url}>
                  <a href={l.url!} target="_blank" rel="noopener noreferrer nofollow">
                    {l.text || l.url}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      )}

      {renderFeed && <section className="feed-slot" part="feed">{renderFeed(e.id)}</section>}
      {editing &&
        renderEventForm?.({
          event: e,
          onClose: () => setEditing(false),
          onSaved: () => {
            setEditing(false);
            setAttempt((n) => n + 1);
          },
        })}
      {confirm && (
        <ConfirmDialog
          title={confirm === 'cancel' ? labels.cancelEvent : confirm === 'remove' ? labels.removeEvent : labels.reportEvent}
          message={confirm === 'cancel' ? messages.cancelConfirm : confirm === 'remove' ? messages.removeConfirm : messages.reportConfirm(config.productName)}
          confirmLabel={confirm === 'cancel' ? labels.cancelEvent : confirm === 'remove' ? labels.remove : labels.report}
          cancelLabel={confirm === 'cancel' ? labels.keep : labels.cancel}
          destructive={confirm !== 'report'}
          busy={confirmBusy}
          error={confirmError}
          onConfirm={() => void runConfirm()}
          onCancel={() => setConfirm(null)}
        />
      )}
    </article>
  );
}
