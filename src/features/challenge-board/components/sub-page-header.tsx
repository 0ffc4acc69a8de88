import { Button } from '@/ui/button';
import { labels } from '../messages';

/** A challenge sub-page's header: Back, its title, and the challenge's name under it (spec §2). */
export function SubPageHeader({ title, subtitle, onBack, titleId }: { title: string; subtitle: string; onBack(): void; titleId: string }) {
  return (
    <header className="subpage__head">
      <Button variant="secondary" className="subpage__back" onClick={onBack}>
        {labels.back}
      </Button>
      <div>
        <h2 id={titleId} className="subpage__title">
          {title}
        </h2>
        <p className="subpage__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
