import { useId } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useNewChat } from '../hooks/use-new-chat';
import { labels } from '../messages';
import { MemberChoice } from './member-choice';
import { SubPageHead } from './sub-page-head';

/** /messages/chats (§2, §5): 'To:' member search (500 ms debounce), up to 25 members, Create. */
export function NewChat({ me, onBack, onCreated }: { me: number; onBack(): void; onCreated(id: string): void }) {
  const s = useNewChat(me, onCreated);
  const id = useId().replace(/:/g, '');
  const found = s.results.data?.data.filter((m) => m.id !== me && !s.chosen.some((c) => c.id === m.id)) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="chat__new-chat">
      <SubPageHead title={labels.newChatTitle} titleId={`${id}-title`} onBack={onBack} />
      <MemberChoice s={s} found={found} searchLabel={labels.to} chosenLabel={labels.chosen} />
      {s.error && <Alert variant="error">{s.error}</Alert>}
      <p className="chat__note">
        {s.chosen.length}/{CHAT_LIMITS.othersMax}
      </p>
      <Button onClick={() => void s.create()} disabled={!s.chosen.length} busy={s.creating}>
        {labels.create}
      </Button>
    </section>
  );
}
