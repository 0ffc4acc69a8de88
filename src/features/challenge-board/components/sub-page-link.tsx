import type { ReactNode } from 'react';
import type { HashView } from '@/ui/use-hash-view';
import type { ChallengeView } from '../model';

export type ChallengeViews = Pick<HashView<ChallengeView>, 'open' | 'href'>;

/** A link to a sub-page: its address for a new tab, opened in place on a plain click. */
export function SubPageLink({ view, views, className, children }: { view: ChallengeView; views: ChallengeViews; className?: string; children: ReactNode }) {
  return (
    <a
      href={views.href(view)}
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        views.open(view);
      }}
    >
      {children}
    </a>
  );
}
