import { Button } from '@/ui/button';
import { messages } from '../messages';
import { actionTexts } from '../message-texts';
import type { ShownMessage } from '../hooks/use-conversation';
import { MessageText } from './message-text';

/** Above the composer while replying: who and what is quoted, and Cancel reply. */
export function ReplyBar({ m, name, onCancel }: { m: ShownMessage; name: string; onCancel(): void }) {
  return (
    <div className="chat__replying" part="reply">
      <strong>{actionTexts.replyingTo(name)}</strong>
      <Button variant="secondary" onClick={onCancel}>
        {actionTexts.cancelReply}
      </Button>
      <p>{m.deleted ? messages.messageDeleted : m.text ? <MessageText text={m.text} /> : actionTexts.imagesLabel}</p>
    </div>
  );
}
