import { ChoiceGroup } from '@/ui/choice-group';
import { useOnboardForm } from '../hooks/use-leader-forms';
import { ROLE_CHOICES } from '../rules';
import { leaderTexts } from '../texts';
import type { LeaderModalProps } from './leader-modal-props';
import { DatePartsField } from './date-parts';
import { LeaderDialog } from './leader-dialog';
import { MemberChoice } from './member-choice';

const ROLES = ROLE_CHOICES.map((r) => ({ value: r, label: r }));

/** Onboard Eagle Leader: a public-profile member who is not a leader, a role of the four, the start date. */
export function OnboardModal({ group, self, onClose, onDone }: LeaderModalProps) {
  const f = useOnboardForm({ group, self, onDone });
  return (
    <LeaderDialog title={leaderTexts.onboard} onClose={onClose} onSubmit={() => void f.submit()} busy={f.save.busy} error={f.save.error} invalidRound={f.invalidRound}>
      <MemberChoice modal="onboard" members={f.members} value={f.member?.id ?? null} onChange={f.choose} error={f.errors.member} />
      <ChoiceGroup legend={leaderTexts.role} name="leader-role" choices={ROLES} value={f.role} onChange={f.setRole} error={f.errors.role} required />
      <DatePartsField legend={leaderTexts.startDate} name="start" value={f.date} onChange={f.setDate} error={f.errors.date} errorPart={f.errors.datePart} />
    </LeaderDialog>
  );
}
