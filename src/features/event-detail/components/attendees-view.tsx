import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { Tabs, TabPanel } from '@/ui/tabs';
import { MemberPicker } from '@/ui/member-picker';
import { isApiError } from '@/lib/http';
import { listAttendees, setAttendance } from '../api';
import { isOnOrAfterEventDay } from '@/lib/event-time';
import { $profile } from '@/store/member';
import { attendeeMessages as t } from '../messages';
import { canOpenProfile } from '../model';
import type { Attendee, AttendanceStatus, EventDetail } from '../schemas';

interface Props {
  event: EventDetail;
  onBack(): void;
}

type List = { items: Attendee[]; page: number; total: number; status: 'loading' | 'ready' | 'failed' | 'more' | 'more-failed' };

const name = (a: Attendee) => `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim();

function Row({ a, viewerIsEagleLeader }: { a: Attendee; viewerIsEagleLeader: boolean }) {
  const [note, setNote] = useState(false);
  const open = canOpenProfile(viewerIsEagleLeader, a);
  const details = [a.preferred_chapter?.name, [a.military_status, a.military_branch].filter(Boolean).join(' · ')].filter(Boolean).join(' — ');
  return (
    <li className="person">
      {a.profile_photo_url ? <img className="avatar avatar--md" src={a.profile_photo_url} alt="" loading="lazy" /> : <span className="avatar avatar--md avatar--initials" aria-hidden="true">{`${a.first_name?.[0] ?? ''}${a.last_name?.[0] ?? ''}`.toUpperCase() || '?'}</span>}
      <span className="person__text">
        {open ? (
          <RouteLink path={`/profile/${a.id}`}>{name(a)}</RouteLink>
        ) : (
          <button type="button" className="rwb-button rwb-button--link" onClick={() => setNote(true)}>
            {name(a)}
          </button>
        )}
        {a.eagle_leader && (
          <span className="star" role="img" aria-label="Eagle Leader">
            ★
          </span>
        )}
        {details && <span className="person__details">{details}</span>}
        {note && (
          <span className="person__note" role="status">
            {t.anonymous}
          </span>
        )}
      </span>
    </li>
  );
}

/** Going / Interested / Checked In (from the event day), 10 per page with infinite scroll. */
export function AttendeesView({ event, onBack }: Props) {
  const profile = useStore($profile);
  const checkInOpen = isOnOrAfterEventDay(event);
  const [tab, setTab] = useState<AttendanceStatus>(checkInOpen ? 'checked_in' : 'going');
  const [list, setList] = useState<List>({ items: [], page: 0, total: 0, status: 'loading' });
  const [picker, setPicker] = useState(false);
  const [reload, setReload] = useState(0);
  const sentinel = useRef<HTMLDivElement>(null);
  // Host or group admin/moderator (the server's can_cancel), on or after the event day.
  const canAddCheckedIn = checkInOpen && !!event.can_cancel && !!event.chapter_id && event.status !== 'Canceled';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setList({ items: [], page: 0, total: 0, status: 'loading' });
    listAttendees(event.id, tab, 0, controller.signal)
      .then((res) => setList({ items: res.attendees, page: 0, total: res.total_count ?? res.attendees.length, status: 'ready' }))
      .catch(() => {
        if (!controller.signal.aborted) setList({ items: [], page: 0, total: 0, status: 'failed' });
      });
    return () => controller.abort();
  }, [event.id, tab, reload]);

  // More pages while at least 10 are loaded and fewer than the total (spec §9).
  const hasMore = (list.status === 'ready' || list.status === 'more-failed') && list.items.length >= 10 && list.items.length < list.total;

  async function more() {
    if (!hasMore) return;
    const current = list;
    setList({ ...current, status: 'more' });
    try {
      const res = await listAttendees(event.id, tab, current.page + 1);
      setList((l) => {
        const seen = new Set(l.items.map((a) => a.id));
        return { items: [...l.items, ...res.attendees.filter((a) => !seen.has(a.id))], page: current.page + 1, total: res.total_count ?? l.total, status: 'ready' };
      });
    } catch {
      setList((l) => ({ ...l, status: 'more-failed' }));
    }
  }
  const moreRef = useRef(more);
  moreRef.current = more;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || list.status === 'more-failed' || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void moreRef.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, list.items.length, list.status]);

  const tabs = [
    { key: 'going' as const, label: t.going },
    { key: 'interested' as const, label: t.interested },
    ...(checkInOpen ? [{ key: 'checked_in' as const, label: t.checkedIn }] : []),
  ];
  const viewerIsEagleLeader = !!profile?.eagle_leader;

  return (
    <section className="attendees-view" aria-labelledby="attendees-view-title">
      <Button variant="link" onClick={onBack}>
        {t.back}
      </Button>
      <h2 id="attendees-view-title" className="title" tabIndex={-1} ref={heading}>
        {t.title}: {event.name}
      </h2>
      {event.host && (
        <ul className="people">
          <Row a={{ ...event.host, preferred_chapter: null }} viewerIsEagleLeader={viewerIsEagleLeader} />
        </ul>
      )}
      {canAddCheckedIn && (
        <Button variant="secondary" onClick={() => setPicker(true)}>
          {t.addToCheckedIn}
        </Button>
      )}
      <Tabs label={t.tabs} idBase="attendees" tabs={tabs} value={tab} onChange={setTab} />
      <TabPanel idBase="attendees" selected={tab}>
        {list.status === 'loading' ? (
          <p className="note" role="status">
            {t.loading}
          </p>
        ) : list.status === 'failed' ? (
          <Alert variant="error">{t.retriesFailed}</Alert>
        ) : list.items.length === 0 ? (
          <p className="note">{t.empty[tab]}</p>
        ) : (
          <>
            <ul className="people" aria-busy={list.status === 'more' || undefined}>
              {list.items.map((a) => (
                <Row key={a.id} a={a} viewerIsEagleLeader={viewerIsEagleLeader} />
              ))}
            </ul>
            {list.status === 'more-failed' && <Alert variant="error">{t.moreFailed}</Alert>}
            {hasMore && (
              <div ref={sentinel} className="more">
                <Button variant="secondary" busy={list.status === 'more'} onClick={() => void more()}>
                  {t.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </TabPanel>
      {picker && event.chapter_id && (
        <MemberPicker
          title={t.addToCheckedIn}
          groupId={event.chapter_id}
          eventId={event.id}
          doneLabel={t.checkedIn}
          isDone={(m) => m.attendance_status === 'checked_in'}
          onPick={async (m) => {
            try {
              await setAttendance(event.id, m.id, 'checked_in', false);
            } catch (error) {
              throw new Error(isApiError(error) && error.status < 500 ? error.message : t.addFailed);
            }
          }}
          onClose={() => {
            setPicker(false);
            setTab('checked_in');
            setReload((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
