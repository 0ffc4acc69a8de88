import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { personName } from '@/ui/person-row';
import { labels } from '../messages';
import { AVATAR_STRIP } from '../model';
import type { EventDetail } from '../schemas';

/** How many attend (and how many of them the member follows), See all attendees, the avatar strip. */
export function AttendeesSummary({ event: e, onSeeAll }: { event: EventDetail; onSeeAll(): void }) {
  const attendees = e.attendee_summary ?? [];
  return (
    <section className="attendees" aria-labelledby="attendees-title">
      <h3 id="attendees-title">{labels.attendees}</h3>
      <p>
        {labels.attending(e.attendees_count ?? 0)}
        {e.followingAttendees ? ` · ${labels.followingAttending(e.followingAttendees)}` : ''}
      </p>
      {(e.attendees_count ?? 0) > 0 && (
        <Button variant="link" onClick={onSeeAll}>
          {labels.seeAll}
        </Button>
      )}
      {attendees.length > 0 && (
        <ul className="avatars">
          {attendees.slice(0, AVATAR_STRIP).map((a) => (
            <li key={a.id} title={personName(a)}>
              <Avatar person={a} size="sm" />
              <span className="rwb-visually-hidden">{personName(a)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
