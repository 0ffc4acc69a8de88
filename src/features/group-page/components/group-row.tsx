import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import type { Resource } from '@/ui/use-resource';
import { labels } from '../messages';
import type { Group } from '../schemas';
import { GroupCard } from './group-card';

export interface GroupRowProps {
  id: string;
  title: string;
  resource: Resource<Group[]> | null;
  /** The empty text ('No groups within 50 miles.'). */
  empty: ReactNode;
  errorText: string;
}

/** A titled horizontal list of groups with its loading, empty and error states. */
export function GroupRow({ id, title, resource, empty, errorText }: GroupRowProps) {
  const headingId = `groups-${id}`;
  let body: ReactNode;
  if (!resource || resource.status === 'idle') body = <p className="row__note">{empty}</p>;
  else if (resource.status === 'loading')
    body = (
      <p className="row__note" role="status">
        {labels.loading}
      </p>
    );
  else if (resource.status === 'error')
    body = (
      <Alert variant="error">
        {errorText}{' '}
        <Button variant="link" onClick={resource.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  else if (!resource.data?.length) body = <p className="row__note">{empty}</p>;
  else
    body = (
      <ul className="row__list" aria-labelledby={headingId}>
        {resource.data.map((g) => (
          <li key={g.id}>
            <GroupCard group={g} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="row" part={`list-${id}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="row__title">
        {title}
      </h3>
      {body}
    </section>
  );
}
