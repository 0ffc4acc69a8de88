import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { labels } from '../messages';

/** A sub-page's header: Back, its title and an optional action after it (the conversation's Chat Settings). */
export function SubPageHead({ title, titleId, onBack, action }: { title: string; titleId: string; onBack(): void; action?: ReactNode }) {
  return (
    <header className="chat__head">
      <Button variant="secondary" onClick={onBack}>
        {labels.back}
      </Button>
      <h2 id={titleId} className="chat__title">
        {title}
      </h2>
      {action}
    </header>
  );
}
