import { Button } from '@/ui/button';
import { labels } from '../messages';

/** A group sub-page's header: Back, its title, and the group's name under it. */
export function SubPageHeader({ title, groupName, onBack, titleId }: { title: string; groupName: string; onBack(): void; titleId?: string }) {
  return (
    <header className="subpage__head">
      <Button variant="secondary" className="subpage__back" onClick={onBack}>
        {labels.backToGroup}
      </Button>
      <div>
        <h2 id={titleId} className="subpage__title">{title}</h2>
        <p className="subpage__group">{groupName}</p>
      </div>
    </header>
  );
}
