import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/ui/button';
import { InfiniteList } from '@/ui/infinite-list';
import { PersonRow, type PersonRowPerson } from '@/ui/person-row';
import { Tabs, TabPanel } from '@/ui/tabs';
import { $profile } from '@/store/member';
import { useAttendees } from '../hooks/use-attendees';
import { attendeeMessages as t } from '../messages';
import { canOpenProfile } from '../model';
import type { EventDetail } from '../schemas';

// Opened by 'Add to Checked In' only: its chunk is loaded then.
const MemberPicker = lazy(() => import('@/ui/member-picker').then((m) => ({ default: m.MemberPicker })));

interface Props {
  event: EventDetail;
  onBack(): void;
}

type Member = PersonRowPerson & { public_profile?: boolean | null };

/** One attendee: their profile when it may be opened, else the anonymous-profile note on a click. */
function AttendeeRow({ member, viewerIsEagleLeader, as }: { member: Member; viewerIsEagleLeader: boolean; as?: 'li' | 'div' }) {
  const [note, setNote] = useState(false);
  const open = canOpenProfile(viewerIsEagleLeader, member);
  return (
    <PersonRow
      as={as}
      person={member}
      path={open ? `/profile/${member.id}` : undefined}
      onNameClick={open ? undefined : () => setNote(true)}
      note={note ? t.anonymous : null}
    />
  );
}

/** Going / Interested / Checked In (from the event day), 10 per page with infinite scroll. */
export function AttendeesView({ event, onBack }: Props) {
  const profile = useStore($profile);
  const viewerIsEagleLeader = !!profile?.eagle_leader;
  const { checkInOpen, tab, setTab, list, canAddCheckedIn, checkIn, showCheckedIn } = useAttendees(event);
  const [picker, setPicker] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const tabs = [
    { key: 'going' as const, label: t.going },
    { key: 'interested' as const, label: t.interested },
    ...(checkInOpen ? [{ key: 'checked_in' as const, label: t.checkedIn }] : []),
  ];

  return (
    <section className="attendees-view" aria-labelledby="attendees-view-title">
      <Button variant="link" onClick={onBack}>
        {t.back}
      </Button>
      <h2 id="attendees-view-title" className="title" tabIndex={-1} ref={heading}>
        {t.title}: {event.name}
      </h2>
      {event.host && (
        <ul className="rwb-people">
          <AttendeeRow member={{ ...event.host, preferred_chapter: null }} viewerIsEagleLeader={viewerIsEagleLeader} />
        </ul>
      )}
      {canAddCheckedIn && (
        <Button variant="secondary" onClick={() => setPicker(true)}>
          {t.addToCheckedIn}
        </Button>
      )}
      <Tabs label={t.tabs} idBase="attendees" tabs={tabs} value={tab} onChange={setTab} />
      <TabPanel idBase="attendees" selected={tab}>
        <InfiniteList
          {...list}
          className="rwb-people"
          getKey={(a) => a.id}
          renderItem={(a) => <AttendeeRow as="div" member={a} viewerIsEagleLeader={viewerIsEagleLeader} />}
          texts={{ loading: t.loading, empty: t.empty[tab], error: t.retriesFailed, moreError: t.moreFailed, loadMore: t.loadMore }}
        />
      </TabPanel>
      {picker && event.chapter_id && (
        <Suspense fallback={null}>
          <MemberPicker
            title={t.addToCheckedIn}
            groupId={event.chapter_id}
            eventId={event.id}
            doneLabel={t.checkedIn}
            isDone={(m) => m.attendance_status === 'checked_in'}
            onPick={(m) => checkIn(m.id)}
            onClose={() => {
              setPicker(false);
              showCheckedIn();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
