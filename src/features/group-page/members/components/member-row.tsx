import { Button } from '@/ui/button';
import { PersonRow, personName } from '@/ui/person-row';
import type { GroupMember } from '../../member-schemas';
import { memberLabels as t } from '../texts';

/** A row's pick control (check-in and the picker): its verb, and the member's state. */
export interface RowPick {
  /** The button's text ('Add', 'Choose'); its accessible name adds the member's name. */
  label: string;
  /** Picked already: `pickedLabel` instead of the button. */
  picked: boolean;
  pickedLabel?: string;
  busy: boolean;
  disabled?: boolean;
  onPick(): void;
}

export interface MemberRowProps {
  member: GroupMember;
  /** The group is a sponsor group: sponsor admins carry the badge (§6). */
  sponsorGroup: boolean;
  pick?: RowPick;
  as?: 'li' | 'div';
}

/**
 * One member: avatar, name (their profile when it is public), the Eagle Leader star and title, the
 * chapter and service line, the Sponsor Admin badge on sponsor groups, and the pick control.
 */
export function MemberRow({ member: m, sponsorGroup, pick, as }: MemberRowProps) {
  const name = personName(m);
  const title = m.eagle_leader ? m.eagle_leader_title : null;
  const sponsorAdmin = sponsorGroup && m.is_sponsor_admin;
  const badges =
    title || sponsorAdmin ? (
      <span className="member__badges">
        {title && <span className="member__title">{title}</span>}
        {sponsorAdmin && <span className="member__badge">{t.sponsorAdmin}</span>}
      </span>
    ) : null;
  const action = pick ? (
    pick.picked ? (
      <span className="member__picked">{pick.pickedLabel}</span>
    ) : (
      <Button variant="secondary" className="member__pick" busy={pick.busy} disabled={pick.disabled} aria-label={t.actionName(pick.label, name)} onClick={pick.onPick}>
        {pick.label}
      </Button>
    )
  ) : null;
  return (
    <PersonRow
      as={as}
      className="member"
      person={m}
      name={name}
      path={m.public_profile ? `/profile/${m.id}` : undefined}
      eagleLeaderLabel={t.eagleLeader}
      action={
        badges || action ? (
          <>
            {badges}
            {action}
          </>
        ) : undefined
      }
    />
  );
}
