import { useEffect, useRef } from 'react';
import { filterChips, type FilterChip, type MemberFilterValues } from '../model';
import { memberLabels as t } from '../texts';
import type { CheckInFrequency, JoinedChoice, LastCheckIn } from '../model';
import type { MemberStatusCode } from '@/lib/groups';

/** A lozenge's text: the filter's value as the panel names it. */
export function chipLabel(chip: FilterChip): string {
  switch (chip.field) {
    case 'joined':
      return t.chipJoined(t.joinedChoices[chip.value as JoinedChoice]);
    case 'lastCheckIn':
      return t.chipLastCheckIn(t.lastCheckInChoice(chip.value as LastCheckIn));
    case 'eventCheckInsYTD':
      return t.chipCheckIns(t.checkInsChoice(chip.value as CheckInFrequency));
    case 'memberStatus':
      return t.chipStatus(t.memberStatuses[chip.value as MemberStatusCode]);
    case 'isAnchorMember':
      return t.anchorMember;
    case 'isEagleLeader':
      return t.eagleLeader;
    default:
      return String(chip.value);
  }
}

export interface MemberLozengesProps {
  filter: MemberFilterValues;
  onChange(next: MemberFilterValues): void;
  /** Where the focus goes when the last lozenge is removed (the Filters button). */
  onEmptied?(): void;
}

/**
 * The active filters as lozenges; each one removes its value (its name: 'Remove' and the lozenge's
 * text). The focus moves to the lozenge that takes the removed one's place.
 */
export function MemberLozenges({ filter, onChange, onEmptied }: MemberLozengesProps) {
  const chips = filterChips(filter);
  const box = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  const count = chips.length;
  useEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = box.current?.querySelectorAll('button');
    if (buttons?.length) buttons[Math.min(at, buttons.length - 1)].focus();
    else onEmptied?.();
  }, [count, onEmptied]);
  if (count === 0) return null;
  const remove = (chip: FilterChip, index: number) => {
    focusAt.current = index;
    onChange(chip.without);
  };
  return (
    <div ref={box} className="members__lozenges" role="group" aria-label={t.activeFilters} part="lozenges">
      {chips.map((chip, i) => (
        <button key={chip.key} type="button" className="members__chip" onClick={() => remove(chip, i)}>
          <span className="rwb-visually-hidden">{t.removePrefix}</span>
          {chipLabel(chip)}
          <span aria-hidden="true" className="members__chip-x">
            ×
          </span>
        </button>
      ))}
    </div>
  );
}
