import type { ReactNode } from 'react';
import { labels } from '../messages';
import type { Challenge } from '../schemas';
import { SubPageHeader } from '@/ui/sub-pages';

export interface ChallengeEventsViewProps {
  challenge: Challenge;
  onBack(): void;
  /** The event list's challenge variant (UPCOMING and PAST), composed by the element. */
  renderEvents?: (challenge: Challenge) => ReactNode;
}

/** /challenges/{id}/events: the challenge's events. */
export function ChallengeEventsView({ challenge, onBack, renderEvents }: ChallengeEventsViewProps) {
  return (
    <section className="subpage" aria-labelledby="challenge-events-title">
      <SubPageHeader title={labels.eventsTitle} subtitle={challenge.name} onBack={onBack} titleId="challenge-events-title" />
      {renderEvents?.(challenge)}
    </section>
  );
}
