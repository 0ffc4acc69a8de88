import { Button } from '@/ui/button';
import { labels } from '../messages';

/** A sub-page's header: Back and its title. */
export function SubPageHead({ title, titleId, onBack }: { title: string; titleId: string; onBack(): void }) {
  return (
    <header className="chat__head">
      <Button variant="secondary" onClick={onBack}>
        {labels.back}
      </Button>
      <h2 id={titleId} className="chat__title">
        {title}
      </h2>
    </header>
  );
}
