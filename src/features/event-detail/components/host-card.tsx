import { Avatar } from '@/ui/avatar';
import { personName } from '@/ui/person-row';
import { RouteLink } from '@/ui/route-link';
import { labels } from '../messages';
import { canOpenProfile } from '../model';
import type { Person } from '../schemas';

/** The host in the facts: avatar, name (their profile when it may be opened), Eagle Leader title. */
export function HostCard({ host, viewerIsEagleLeader }: { host: Person; viewerIsEagleLeader: boolean }) {
  const name = personName(host);
  return (
    <dd className="host">
      <Avatar person={host} />
      <span>
        {canOpenProfile(viewerIsEagleLeader, host) ? <RouteLink path={`/profile/${host.id}`}>{name}</RouteLink> : name}
        {host.eagle_leader && <span className="host__title">{host.eagle_leader_title || labels.eagleLeader}</span>}
      </span>
    </dd>
  );
}
