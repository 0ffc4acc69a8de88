import { useId, useLayoutEffect, useRef } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { formatTime } from '@/lib/dates';
import { useConversation, type ShownMessage } from '../hooks/use-conversation';
import { labels, messages } from '../messages';
import type { ChatConnection } from '../realtime';
import type { Channel } from '../schemas';
import { Composer } from './composer';
import { SubPageHead } from './sub-page-head';

export interface ConversationProps {
  connection: ChatConnection | null;
  chatId: string;
  /** The chat as the list has it (its name, deactivated); undefined until the list holds it. */
  chat: Channel | undefined;
  me: number;
  onBack(): void;
}

/** /messages/chats/{id} (§2, §4): the messages, newest at the bottom, older ones on scrolling up; the composer. */
export function Conversation({ connection, chatId, chat, me, onBack }: ConversationProps) {
  const c = useConversation(connection, chatId, me);
  const id = useId().replace(/:/g, '');
  const box = useRef<HTMLOListElement>(null);
  const tail = useRef<{ count: number; last: string | undefined; height: number }>({ count: 0, last: undefined, height: 0 });
  const disabled = c.disabled || chat?.is_disabled === true;

  // New at the bottom: follow it; older ones prepended: keep what the member was reading in place.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const last = c.messages.at(-1)?.id;
    const before = tail.current;
    if (last !== before.last) el.scrollTop = el.scrollHeight;
    else if (c.messages.length > before.count) el.scrollTop += el.scrollHeight - before.height;
    tail.current = { count: c.messages.length, last, height: el.scrollHeight };
  }, [c.messages]);

  return (
    <section aria-labelledby={`${id}-title`} className="chat__conversation" part="conversation">
      <SubPageHead title={chat?.displayName ?? labels.messagesList} titleId={`${id}-title`} onBack={onBack} />
      {c.status === 'loading' && <p role="status">{connection ? labels.loadingChat : messages.connecting}</p>}
      {c.status === 'error' && (
        <Alert variant="error">
          {messages.chatFailed}{' '}
          <Button variant="link" onClick={c.reload}>
            {labels.retry}
          </Button>
        </Alert>
      )}
      {c.status === 'ready' && (
        <>
          {c.loadingOlder && <p role="status">{labels.olderLoading}</p>}
          {c.olderFailed && <Alert variant="error">{messages.loadMoreFailed}</Alert>}
          {c.messages.length === 0 && <p className="chat__note">{messages.noMessages}</p>}
          <ol
            ref={box}
            className="chat__messages"
            aria-label={labels.messagesList}
            tabIndex={0}
            onScroll={(e) => {
              if (c.hasOlder && e.currentTarget.scrollTop < 40) c.loadOlder();
            }}
          >
            {c.messages.map((m) => (
              <MessageRow key={m.id} m={m} name={senderName(m, chat)} own={m.userId === String(me)} onRetry={c.retry} onDrop={c.drop} />
            ))}
          </ol>
          {disabled ? <p className="chat__note">{messages.deactivated}</p> : <Composer onSend={c.send} />}
        </>
      )}
    </section>
  );
}

/** A one-to-one chat names the other member as the product API does ('Blocked', 'Deleted Member'); a group chat by the socket's name. */
function senderName(m: ShownMessage, chat: Channel | undefined): string {
  return chat && chat.group_chat === 0 ? chat.displayName : m.userName;
}

function MessageRow({ m, name, own, onRetry, onDrop }: { m: ShownMessage; name: string; own: boolean; onRetry(id: string): void; onDrop(id: string): void }) {
  return (
    <li className={`chat__message${own ? ' chat__message--own' : ''}`} data-status={m.status}>
      {!own && <span className="chat__sender">{name}</span>}
      <p className="chat__text">{m.deleted ? messages.messageDeleted : m.text}</p>
      {m.status === 'pending' && <span className="chat__meta">{labels.sending}</span>}
      {m.status === 'success' && m.created && (
        <time className="chat__meta" dateTime={m.created}>
          {formatTime(m.created)}
        </time>
      )}
      {m.status === 'failed' && (
        <span className="chat__failed">
          {messages.failedToSend}{' '}
          <Button variant="link" onClick={() => onRetry(m.id)}>
            {labels.retry}
          </Button>{' '}
          <Button variant="link" onClick={() => onDrop(m.id)}>
            {labels.delete}
          </Button>
        </span>
      )}
    </li>
  );
}
