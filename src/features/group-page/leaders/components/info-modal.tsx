import { formatDate } from '@/lib/dates';
import { onboardingStatus, statusLabels, type EagleLeaderInfoLike } from '@/lib/eagle-leader';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { useInfoForm, type InfoForm } from '../hooks/use-leader-forms';
import { ROLE_CHOICES } from '../rules';
import { leaderMessages, leaderTexts } from '../texts';
import type { LeaderModalProps } from './leader-modal-props';
import { LeaderDialog } from './leader-dialog';
import { MemberChoice } from './member-choice';

const ROLES = ROLE_CHOICES.map((r) => ({ value: r, label: r }));
const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : leaderTexts.none);

/** Eagle Leader Info: choose a leader (any status), see their role, status, dates and onboarding, and change the role. */
export function InfoModal({ group, self, onClose, onDone }: LeaderModalProps) {
  const f = useInfoForm({ group, self, onDone });
  return (
    <LeaderDialog
      title={leaderTexts.info}
      onClose={onClose}
      onSubmit={() => void f.submit()}
      canSave={f.canSave}
      busy={f.save.busy}
      error={f.save.error}
      invalidRound={f.invalidRound}
    >
      <MemberChoice modal="info" members={f.members} value={f.member?.id ?? null} onChange={f.choose} error={f.errors.member} />
      {f.member && <LeaderDetails f={f} />}
    </LeaderDialog>
  );
}

function LeaderDetails({ f }: { f: InfoForm }) {
  const { profile } = f;
  if (profile.status === 'loading' || profile.status === 'idle')
    return (
      <p role="status" className="leaders__note">
        {leaderTexts.loadingInfo}
      </p>
    );
  if (profile.status !== 'ready' || !profile.data)
    return (
      <Alert variant="error">
        {leaderMessages.infoFailed}{' '}
        <Button variant="link" onClick={profile.reload}>
          {leaderTexts.retry}
        </Button>
      </Alert>
    );
  const info = profile.data.eagle_leader_info;
  return (
    <section className="leaders__info" aria-label={leaderTexts.info}>
      <InfoList info={info} status={statusLabels[f.status]} />
      {f.block === 'self' && <p className="leaders__note">{leaderTexts.selfReadOnly}</p>}
      {f.block === 'offboarding' && <p className="leaders__note">{leaderTexts.offboardingReadOnly}</p>}
      {f.block === 'role' && info?.role && <p className="leaders__note">{leaderTexts.roleReadOnly(info.role)}</p>}
      {f.canSave && <ChoiceGroup legend={leaderTexts.changeRole} name="leader-edit-role" choices={ROLES} value={f.role} onChange={f.setRole} error={f.errors.role} required />}
    </section>
  );
}

/** Status, role, start and end dates, onboarding ('Completed' with the training date, or 'Pending'). */
function InfoList({ info, status }: { info: EagleLeaderInfoLike | null | undefined; status: string }) {
  const onboarding = onboardingStatus(info);
  const rows: Array<[string, string]> = [
    [leaderTexts.status, status],
    [leaderTexts.role, info?.role || leaderTexts.none],
    [leaderTexts.startDate, day(info?.start_date)],
    [leaderTexts.endDate, day(info?.end_date)],
    [leaderTexts.onboarding, onboarding.label === 'Completed' ? `${leaderTexts.completed} ${onboarding.date}` : leaderTexts.pending],
  ];
  return (
    <dl className="leaders__facts">
      {(info ? rows : rows.slice(0, 1)).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
