import { useId, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import type { SearchSection } from '../hooks/use-chat-search';
import { labels, listTexts } from '../messages';

/** One section of the search's results: its heading, the results, 'See All' (then more pages on demand). */
export function SearchSectionView<T extends { id: string }>({ title, section, children }: { title: string; section: SearchSection<T>; children(item: T): ReactNode }) {
  const id = useId().replace(/:/g, '');
  return (
    <section aria-labelledby={`${id}-title`} className="chat__results">
      <h3 id={`${id}-title`} className="chat__results-title">
        {title}
      </h3>
      <ul className="chat__list" aria-labelledby={`${id}-title`}>
        {section.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {section.moreFailed && <Alert variant="error">{listTexts.searchFailed}</Alert>}
      {section.loadingMore && <p role="status">{labels.loading}</p>}
      {section.hasMore && !section.loadingMore && (
        <Button variant="link" onClick={section.seeAll} aria-describedby={`${id}-title`}>
          {section.expanded ? listTexts.loadMore : listTexts.seeAll}
        </Button>
      )}
    </section>
  );
}
