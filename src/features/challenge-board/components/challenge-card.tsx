import { RouteLink } from '@/ui/route-link';
import { labels } from '../messages';
import { dateLabel, hasEnded, placeLabel } from '../model';
import type { Challenge } from '../schemas';

/** One challenge in a list: a link named by the challenge's name (its heading), then its dates and, once past, the member's place. */
export function ChallengeCard({ challenge: c, headingLevel = 4 }: { challenge: Challenge; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const image = c.cover_image_url || c.badge_image_url;
  return (
    <div className="card" part="card">
      <RouteLink path={`/challenges/${c.id}`} className="card__link">
        {image ? (
          <img className={c.cover_image_url ? 'card__image' : 'card__image card__image--badge'} src={image} alt="" loading="lazy" />
        ) : (
          <span className="card__image card__image--blank" aria-hidden="true">
            {c.badge_name}
          </span>
        )}
        <H className="card__name">{c.name}</H>
      </RouteLink>
      <span className="card__meta">
        {dateLabel(c)} · {labels.participantCount(c.participant_count)}
      </span>
      {hasEnded(c) && typeof c.place === 'number' && <span className="card__place">{placeLabel(c.place)}</span>}
    </div>
  );
}
