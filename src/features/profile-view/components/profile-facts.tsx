import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { labels, messages } from '../messages';
import { contactLines } from '../model';
import type { FollowRelation } from '../routes';
import type { Badge, Profile } from '../schemas';

interface Props {
  profile: Profile;
  counts: { followers: number; following: number } | null;
  /** null: the badges failed to load. */
  badges: Badge[] | null;
  onRelation(relation: FollowRelation): void;
}

/** The follower counts (opening the lists), the stats, the first five badges and the contact lines. */
export function ProfileFacts({ profile: p, counts, badges, onRelation }: Props) {
  const contact = contactLines(p);
  return (
    <>
      <div className="profile__counts">
        <Button variant="link" onClick={() => onRelation('followers')}>
          {counts ? `${counts.followers} ${labels.followers}` : labels.followers}
        </Button>
        <Button variant="link" onClick={() => onRelation('following')}>
          {counts ? `${counts.following} ${labels.following}` : labels.following}
        </Button>
      </div>

      <dl className="profile__stats" aria-label={labels.stats}>
        <div>
          <dt>{labels.eventsYtd}</dt>
          <dd>{p.metrics?.ytd_events_participated ?? 0}</dd>
        </div>
        <div>
          <dt>{labels.eventsMtd}</dt>
          <dd>{p.metrics?.mtd_events_participated ?? 0}</dd>
        </div>
        <div>
          <dt>{labels.challenges}</dt>
          <dd>{p.metrics?.all_time_challenges_participated ?? 0}</dd>
        </div>
      </dl>

      {badges === null ? (
        <Alert variant="error">{messages.badgesFailed}</Alert>
      ) : (
        badges.length > 0 && (
          <ul className="profile__badges" aria-label={labels.badges}>
            {badges.slice(0, 5).map((b) => (
              <li key={`${b.name}-${b.received_datetime}`} title={b.name}>
                {b.image_url ? <img src={b.image_url} alt={b.name} width={48} height={48} /> : b.name}
              </li>
            ))}
          </ul>
        )
      )}

      {(contact.phone || contact.email) && (
        <dl className="profile__contact" aria-label={labels.contact}>
          {contact.phone && (
            <div>
              <dt>{labels.phone}</dt>
              <dd>
                <a href={`tel:${p.phone}`}>{contact.phone}</a>
              </dd>
            </div>
          )}
          {contact.email && (
            <div>
              <dt>{labels.email}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}
