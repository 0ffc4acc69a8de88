import type { ReactNode } from 'react';
import { labels } from '../messages';
import type { Group } from '../schemas';
import { SubPageHeader } from '@/ui/sub-pages';

export interface GroupEventsViewProps {
  group: Group;
  onBack(): void;
  /** The event list in the group's context (another feature), composed by the element. */
  renderEvents?: (group: Group) => ReactNode;
}

/** /groups/{id}/events: the group's events (`<event-list>` in the group's context, with its create rules). */
export function GroupEventsView({ group, onBack, renderEvents }: GroupEventsViewProps) {
  return (
    <section className="subpage" aria-labelledby="group-events-title">
      <SubPageHeader title={labels.eventsTitle} subtitle={group.name} onBack={onBack} titleId="group-events-title" />
      {renderEvents?.(group)}
    </section>
  );
}
