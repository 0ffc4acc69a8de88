import { useState } from 'react';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { eventWhen } from '@/lib/event-time';
import { labels } from '../messages';
import { addressLine, mapUrl } from '../model';
import type { EventDetail } from '../schemas';
import { HostCard } from './host-card';

/** When, where (with the map behind Show Map), the host and the challenge. */
export function EventFacts({ event: e, viewerIsEagleLeader }: { event: EventDetail; viewerIsEagleLeader: boolean }) {
  const [mapOpen, setMapOpen] = useState(false);
  const where = e.location;
  const address = addressLine(where);
  const map = mapUrl(where);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{labels.when}</dt>
          <dd>{eventWhen(e)}</dd>
        </div>
        <div>
          <dt>{labels.where}</dt>
          <dd>
            {e.is_virtual ? (
              labels.virtual(e.virtual_event_category)
            ) : (
              <>
                {address}
                {map && (
                  <>
                    {' '}
                    <Button variant="link" aria-expanded={mapOpen} aria-controls="event-map" onClick={() => setMapOpen((o) => !o)}>
                      {mapOpen ? labels.hideMap : labels.showMap}
                    </Button>
                  </>
                )}
              </>
            )}
          </dd>
        </div>
        {e.host && (
          <div>
            <dt>{labels.hostedBy}</dt>
            <HostCard host={e.host} viewerIsEagleLeader={viewerIsEagleLeader} />
          </div>
        )}
        {e.challenge && (
          <div>
            <dt>{labels.challenge}</dt>
            <dd>
              <RouteLink path={`/challenges/${e.challenge.id}`}>{e.challenge.name}</RouteLink>
              {e.challenge.progress && <span className="progress-note">{labels.progress(e.challenge.progress.value, e.challenge.progress.unit)}</span>}
              {typeof e.challenge.rank === 'number' && <span className="progress-note">{labels.rank(e.challenge.rank)}</span>}
            </dd>
          </div>
        )}
      </dl>
      {mapOpen && map && where && (
        <div id="event-map" className="map" part="map">
          <p>
            {address}
            <br />
            {where.latitude?.toFixed(4)}, {where.longitude?.toFixed(4)}
          </p>
          <a href={map} target="_blank" rel="noopener noreferrer">
            {labels.openMap}
          </a>
        </div>
      )}
    </>
  );
}
