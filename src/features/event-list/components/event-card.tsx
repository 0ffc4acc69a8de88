import { useId } from 'react';
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

/**
 * One event: cover (the category's cover when there is no photo), title, date in the event's zone,
 * group, status. The title is a heading (skim the list by headings) holding the card's link, so the
 * link's name is the title alone and the rest is its description; the link's ::after covers the
 * card, so the whole card stays one click target. The content of one list item: the list
 * (InfiniteList) owns the <li class="card" part="card">.
 */
export function EventCard({ event: e, now }: Props) {
  const ids = useId();
  const canceled = e.status === 'Canceled';
  const running = isInProgress(e, now);
  const place = e.is_virtual ? labels.virtualLabel : [e.location?.city, e.location?.state].filter(Boolean).join(', ');
  const status = running || canceled;
  return (
    <>
      <img className="card__cover" src={e.photo_url || coverFor(e.category, !!e.is_virtual)} alt="" loading="lazy" decoding="async" width={600} height={300} />
      <div className="card__body">
        <h3 className="card__title">
          <RouteLink
            path={`/events/${e.id}`}
            className="card__link"
            title={e.name ?? undefined}
            aria-describedby={status ? `${ids}status ${ids}details` : `${ids}details`}
            onClick={(ev) => {
              emit(ev.currentTarget, 'rwb-event-select', { id: e.id });
            }}
          >
            {cardTitle(e.name)}
          </RouteLink>
        </h3>
        {status && (
          <span id={`${ids}status`} className={`card__status card__status--${canceled ? 'canceled' : 'live'}`}>
            {canceled ? labels.canceled : labels.inProgress}
          </span>
        )}
        <div id={`${ids}details`} className="card__details">
          <span className="card__when">{eventWhen(e)}</span>
          {(e.group_name || e.chapter_name) && <span className="card__group">{e.group_name || e.chapter_name}</span>}
          <span className="card__meta">
            {place && <span>{place}</span>}
            {typeof e.distance === 'number' && <span>{labels.distanceAway(e.distance)}</span>}
            {typeof e.attendees_count === 'number' && <span>{labels.attending(e.attendees_count)}</span>}
          </span>
        </div>
      </div>
    </>
  );
}
