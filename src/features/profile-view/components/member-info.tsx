import { eagleLeaderStatus, offboardingNotification, onboardingStatus, statusLabels } from '@/lib/eagle-leader';
import { labels } from '../messages';
import type { Profile } from '../schemas';

/** MEMBER INFO: the member's Eagle Leader status, role, onboarding and the offboarding notification. */
export function MemberInfo({ profile: p }: { profile: Profile }) {
  const status = eagleLeaderStatus(p.eagle_leader_info);
  const onboarding = onboardingStatus(p.eagle_leader_info);
  const notification = offboardingNotification(p.eagle_leader_info, p.last_check_in_date);
  return (
    <dl className="member-info">
      <div>
        <dt>{labels.elStatus}</dt>
        <dd>{statusLabels[status]}</dd>
      </div>
      {p.eagle_leader_info?.role && (
        <div>
          <dt>{labels.elRole}</dt>
          <dd>{p.eagle_leader_info.role}</dd>
        </div>
      )}
      {status !== 'NONE' && (
        <div>
          <dt>{labels.onboarding}</dt>
          <dd>
            {onboarding.label} {onboarding.date}
          </dd>
        </div>
      )}
      {notification && (
        <div>
          <dt>{labels.notification}</dt>
          <dd className={`tone tone--${notification.tone}`}>{notification.text}</dd>
        </div>
      )}
    </dl>
  );
}
