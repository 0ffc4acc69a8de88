import { useCallback, type RefObject } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import type { GroupMember } from '../../member-schemas';
import type { MemberListState } from '../hooks/use-member-list';
import type { PicksState } from '../hooks/use-picks';
import { memberLabels as t } from '../texts';
import { MemberLozenges } from './member-lozenges';
import { MemberResults } from './member-results';
import { MemberRow } from './member-row';

/** How rows are picked (check-in mode, the picker). */
export interface FinderPick {
  /** The button's text: 'Add' (check-in), 'Choose'. */
  label: string;
  /** Shown instead of the button once picked ('Checked In'); without it a pick is final. */
  pickedLabel?: string;
  picks: PicksState;
}

export interface MemberFinderProps {
  state: MemberListState;
  sponsorGroup: boolean;
  /** Check-in mode (the chapter captain group hidden). */
  checkIn: boolean;
  onOpenFilters(): void;
  /** The Filters button (focus returns to it when the last lozenge goes). */
  filtersButton: RefObject<HTMLButtonElement | null>;
  pick?: FinderPick;
}

/** The members list with its name and city-or-zip search, the Filters button and the lozenges. */
export function MemberFinder({ state, sponsorGroup, checkIn, onOpenFilters, filtersButton, pick }: MemberFinderProps) {
  const focusFilters = useCallback(() => filtersButton.current?.focus(), [filtersButton]);
  const renderRow = (m: GroupMember) => (
    <MemberRow
      as="div"
      member={m}
      sponsorGroup={sponsorGroup}
      pick={
        pick && {
          label: pick.label,
          pickedLabel: pick.pickedLabel,
          picked: pick.picks.picked.has(m.id),
          busy: pick.picks.busy === m.id,
          disabled: pick.picks.busy !== null && pick.picks.busy !== m.id,
          onPick: () => void pick.picks.pick(m),
        }
      }
    />
  );
  return (
    <div className="members__finder">
      <div className="members__tools" role="search">
        <Field label={t.name} type="search" name="member-name" autoComplete="off" fieldClassName="members__search" value={state.name} onChange={(e) => state.setName(e.currentTarget.value)} />
        <Field
          label={t.place}
          hint={t.placeHint}
          type="search"
          name="member-place"
          autoComplete="off"
          fieldClassName="members__search"
          value={state.place}
          onChange={(e) => state.setPlace(e.currentTarget.value)}
        />
        <Button ref={filtersButton} variant="secondary" className="members__filter-button" aria-haspopup="dialog" onClick={onOpenFilters}>
          {t.filters}
        </Button>
      </div>
      <MemberLozenges filter={state.filter} onChange={state.applyFilter} onEmptied={focusFilters} />
      {pick?.picks.error && (
        <Alert variant="error" onDismiss={pick.picks.clearError}>
          {pick.picks.error}
        </Alert>
      )}
      <MemberResults
        state={state}
        checkIn={checkIn}
        renderRow={renderRow}
        leaveOut={checkIn ? (m) => m.attendance_status === 'checked_in' && !pick?.picks.picked.has(m.id) : undefined}
      />
    </div>
  );
}
