import { RouteLink } from '@/ui/route-link';
import { emit } from '@/lib/emit';
import { coverFor } from '@/lib/event-covers';
import { eventWhen, isInProgress } from '@/lib/event-time';
import { labels } from '../messages';
import { cardTitle } from '../model';
import type { EventCard as Card } from '../schemas';

interface Props {
  event: Card;
  now: Date;
}

/** One event: cover (the category's cover when there is no photo), title, date in the event's zone, group, status. */
export function EventCard({ event: e, now }: Props) {
  const canceled = e.status === 'Canceled';
  const running = isInProgress(e, now);
  const place = e.is_virtual ? labels.virtualLabel : [e.location?.city, e.location?.state].filter(Boolean).join(', ');
  return (
    <li className="card" part="card">
      <RouteLink
        path={`/events/${e.id}`}
        className="card__link"
        onClick={(ev) => {
          emit(ev.currentTarget, 'rwb-event-select', { id: e.id });
        }}
      >
        <img className="card__cover" src={e.photo_url || coverFor(e.category, !!e.is_virtual)} alt="" loading="lazy" decoding="async" width={600} height={300} />
        <span className="card__body">
          {(running || canceled) && <span className={`card__status card__status--${canceled ? 'canceled' : 'live'}`}>{canceled ? labels.canceled : labels.inProgress}</span>}
          <span className="card__title" title={e.name ?? undefined}>
            {cardTitle(e.name)}
          </span>
          <span className="card__when">{eventWhen(e)}</span>
          {(e.group_name || e.chapter_name) && <span className="card__group">{e.group_name || e.chapter_name}</span>}
          <span className="card__meta">
            {place && <span>{place}</span>}
            {typeof e.distance === 'number' && <span>{labels.distanceAway(e.distance)}</span>}
            {typeof e.attendees_count === 'number' && <span>{labels.attending(e.attendees_count)}</span>}
          </span>
        </span>
      </RouteLink>
    </li>
  );
}
