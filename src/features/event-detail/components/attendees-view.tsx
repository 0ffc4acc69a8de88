import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/** What the member-picker slot (the group's members as a picker, composed by the element) receives. */
export interface MemberPickerSlotProps {
  title: string;
  /** The event's group (its chapter). */
  groupId: number;
  /** Check-in mode: members already checked in to this event are left out. */
  eventId: number;
  /** The picker stays open; a member checked in shows this label ('Checked In'). */
  pickedLabel: string;
  /** Checks the member in; a rejection's message is shown in the picker. */
  onPick(member: { id: number }): Promise<void>;
  onClose(): void;
}

interface Props {
  event: EventDetail;
  onBack(): void;
  /** The member picker of 'Add Member to Checked In' (another feature); without it the control is not offered. */
  renderMemberPicker?: (props: MemberPickerSlotProps) => ReactNode;
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
export function AttendeesView({ event, onBack, renderMemberPicker }: Props) {
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
      {canAddCheckedIn && renderMemberPicker && (
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
      {picker &&
        event.chapter_id &&
        renderMemberPicker?.({
          title: t.addToCheckedIn,
          groupId: event.chapter_id,
          eventId: event.id,
          pickedLabel: t.checkedIn,
          onPick: (m) => checkIn(m.id),
          onClose: () => {
            setPicker(false);
            showCheckedIn();
          },
        })}
    </section>
  );
}
