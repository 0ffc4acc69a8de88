import { useId } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useAddMembers } from '../hooks/use-add-members';
import { labels } from '../messages';
import type { Channel } from '../schemas';
import { MemberChoice } from './member-choice';

/** Add Members (§5, §7): the member search, the chosen ones, Add (disabled with none); 26 in all at most. */
export function ChatSettingsAdd({ chat, me, onAdded }: { chat: Channel; me: number; onAdded(chat: Channel): void }) {
  const s = useAddMembers(chat, me, onAdded);
  const id = useId().replace(/:/g, '');
  return (
    <section aria-labelledby={`${id}-add`} className="chat__settings-add">
      <h3 id={`${id}-add`} className="chat__title">
        {labels.addMembers}
      </h3>
      <MemberChoice s={s} found={s.found} searchLabel={labels.searchMembers} chosenLabel={labels.toAdd} />
      {s.error && <Alert variant="error">{s.error}</Alert>}
      <Button onClick={() => void s.add()} disabled={!s.chosen.length} busy={s.adding}>
        {labels.add}
      </Button>
    </section>
  );
}
