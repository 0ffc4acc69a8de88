import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $memberFilter, setMemberFilter } from '@/store/filters';
import { allowedFilter, hasStaffValues, readFilter, savedFilter, type MemberFilterValues } from '../model';

export interface MemberFilterState {
  /** The filter in use: the saved one, less what this viewer may not use. */
  filter: MemberFilterValues;
  /** Saves a new filter (the panel's Apply, a lozenge removed, Reset). */
  apply(next: MemberFilterValues): void;
}

/**
 * The saved member filter (one object under its fixed key, shared by every group's members page) for
 * this viewer: a viewer who is not the group's admin or moderator has the staff filters reset, and
 * cleared from the saved object (events spec §6).
 */
export function useMemberFilter(staff: boolean): MemberFilterState {
  const saved = useStore($memberFilter);
  const stored = useMemo(() => readFilter(saved), [saved]);
  const filter = useMemo(() => allowedFilter(stored, staff), [stored, staff]);

  useEffect(() => {
    if (!staff && hasStaffValues(stored)) setMemberFilter(savedFilter(allowedFilter(stored, false)));
  }, [staff, stored]);

  return { filter, apply: (next) => setMemberFilter(savedFilter(allowedFilter(next, staff))) };
}
