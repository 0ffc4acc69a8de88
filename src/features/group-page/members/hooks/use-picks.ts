import { useState } from 'react';
import type { GroupMember } from '../../member-schemas';
import { memberMessages } from '../texts';

export interface PicksState {
  /** Members picked so far (shown with the picked label). */
  picked: ReadonlySet<number>;
  /** The member whose pick is under way. */
  busy: number | null;
  /** The last pick's failure. */
  error: string | null;
  clearError(): void;
  pick(member: GroupMember): Promise<boolean>;
}

/**
 * Picking members (a check-in, the picker's choice): one at a time; a rejection's message (else ours)
 * is shown and the member can be picked again.
 */
export function usePicks(onPick: (member: GroupMember) => Promise<void> | void): PicksState {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(member: GroupMember): Promise<boolean> {
    if (busy !== null) return false;
    setBusy(member.id);
    setError(null);
    try {
      await onPick(member);
      setPicked((s) => new Set([...s, member.id]));
      return true;
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : memberMessages.pickFailed);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { picked, busy, error, clearError: () => setError(null), pick };
}
