import { RouteLink } from '@/ui/route-link';
import { labels } from '../messages';
import { typeLabel } from '../model';
import type { Group } from '../schemas';

/** One group in a list: its picture and name as a link (the name is its accessible name), then its facts. */
export function GroupCard({ group }: { group: Group }) {
  const image = group.header_image_url || group.sponsored_photo_url;
  return (
    <div className="card" part="card">
      <RouteLink path={`/groups/${group.id}`} className="card__link">
        {image ? <img className="card__image" src={image} alt="" loading="lazy" /> : <span className="card__image card__image--blank" aria-hidden="true" />}
        <span className="card__name">{group.name}</span>
      </RouteLink>
      <span className="card__meta">
        {typeLabel(group.type)} · {labels.members(group.member_count)}
        {typeof group.distance === 'number' && <> · {labels.miles(group.distance)}</>}
      </span>
    </div>
  );
}
