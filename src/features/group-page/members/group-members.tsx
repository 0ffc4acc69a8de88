import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/ui/button';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import { navigateToLogin } from '@/store/navigation';
import { SubPageHeader } from '@/ui/sub-pages';
import type { Group } from '../schemas';
import type { GroupMember } from '../member-schemas';
import css from './members.css?inline';
import { FilterPanel } from './components/filter-panel';
import { MemberFinder } from './components/member-finder';
import { useMemberList } from './hooks/use-member-list';
import { usePicks } from './hooks/use-picks';
import { memberLabels as t } from './texts';

/** The members page's styles (group-page adopts them with its own; the page and the picker also adopt them). */
export const membersCss = css;

/** Check-in mode: members of the group are checked in to the event one by one. */
export interface MemberCheckIn {
  eventId: number;
  /** Checks the member in; a rejection's message is shown and the member stays pickable. */
  onPick(member: GroupMember): Promise<void>;
}

export interface GroupMembersProps {
  group: Group;
  onBack(): void;
  /** Check-in mode: title 'Check In Member', the chapter captain group hidden, members checked in left out. */
  checkIn?: MemberCheckIn;
}

/** /groups/{id}/members (events spec §2 Group Members): the grouped list, the searches, the filters. */
export function GroupMembers({ group, onBack, checkIn }: GroupMembersProps) {
  const root = useRef<HTMLElement>(null);
  useShadowStyles(root, css);
  const { productName } = useStore($config);
  const state = useMemberList({ groupId: group.id, role: group.role, eventId: checkIn?.eventId ?? null });
  const picks = usePicks(checkIn ? checkIn.onPick : () => undefined);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const titleId = `group-members-title-${group.id}`;

  return (
    <section ref={root} className="subpage members" part="members" aria-labelledby={titleId}>
      <SubPageHeader title={checkIn ? t.checkInTitle : t.title} subtitle={group.name} onBack={onBack} titleId={titleId} />
      {!state.loggedIn ? (
        <p className="members__note">
          {t.logIn}{' '}
          <Button variant="link" onClick={(e) => navigateToLogin({ source: e.currentTarget })}>
            {t.logInButton}
          </Button>
        </p>
      ) : (
        <MemberFinder
          state={state}
          sponsorGroup={group.type === 'sponsor'}
          checkIn={!!checkIn}
          onOpenFilters={() => setFiltersOpen(true)}
          filtersButton={filtersButton}
          pick={checkIn && { label: t.add, pickedLabel: t.checkedIn, picks }}
        />
      )}
      {filtersOpen && (
        <FilterPanel
          filter={state.filter}
          staff={state.staff}
          productName={productName}
          onClose={() => setFiltersOpen(false)}
          onApply={(next) => {
            state.applyFilter(next);
            setFiltersOpen(false);
          }}
        />
      )}
    </section>
  );
}
