import { useOffboardForm } from '../hooks/use-leader-forms';
import { leaderTexts } from '../texts';
import type { LeaderModalProps } from './leader-modal-props';
import { DatePartsField } from './date-parts';
import { LeaderDialog } from './leader-dialog';
import { MemberChoice } from './member-choice';

/** Offboard Eagle Leader: an ACTIVE leader with an editable role, and the end date (applied by the server minutes later). */
export function OffboardModal({ group, self, onClose, onDone }: LeaderModalProps) {
  const f = useOffboardForm({ group, self, onDone });
  return (
    <LeaderDialog title={leaderTexts.offboard} onClose={onClose} onSubmit={() => void f.submit()} busy={f.save.busy} error={f.save.error} invalidRound={f.invalidRound}>
      <MemberChoice modal="offboard" members={f.members} value={f.member?.id ?? null} onChange={f.choose} error={f.errors.member} />
      <DatePartsField legend={leaderTexts.endDate} name="end" value={f.date} onChange={f.setDate} error={f.errors.date} errorPart={f.errors.datePart} />
    </LeaderDialog>
  );
}
