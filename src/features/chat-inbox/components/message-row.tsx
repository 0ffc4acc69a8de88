import { memo, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import type { ShownMessage } from '../hooks/use-conversation';
import type { MessageReaction } from '../realtime-types';
import { useLongPress } from '../hooks/use-long-press';
import { labels, messages } from '../messages';
import { messageTime } from '../model';
import { actionTexts } from '../message-texts';
import { MessageTools, type MessageAction } from './message-actions';
import { MessageEdit } from './message-edit';
import { MessageText } from './message-text';
import { ReactionRow } from './reactions';

export interface MessageRowProps {
  m: ShownMessage;
  /** The reactions as shown (the member's changes under way laid over the message's). */
  reactions: readonly MessageReaction[];
  /** The sender as shown ('Blocked', 'Deleted Member', a name). */
  name: string;
  /** The quoted message's sender as shown. */
  quoteName: string;
  own: boolean;
  /** The viewer blocked the sender: the message waits behind 'click to view blocked message'. */
  blocked: boolean;
  /** The chat is deactivated: nothing is offered. */
  readOnly: boolean;
  highlighted: boolean;
  edit: { saving: boolean; error: string | null } | null;
  /** The chat's names for its members (the edit box names the tags). */
  names: ReadonlyMap<number, string>;
  onRetry(id: string): void;
  onDrop(id: string): void;
  onReact(m: ShownMessage, emoji: string): void;
  onAction(m: ShownMessage, action: MessageAction): void;
  onSeek(id: string): void;
  onSaveEdit(id: string, text: string): void;
  onCancelEdit(): void;
}

/** One message of the conversation, inside its slot of the virtualised list (the slot, an <li>, carries its id, status and the focus). */
export const MessageRow = memo(function MessageRow(p: MessageRowProps) {
  const { m, own, name } = p;
  const [revealed, setRevealed] = useState(false);
  const openReactions = useRef<(() => void) | null>(null);
  const sent = m.status === 'success' && !m.deleted;
  // §6: no reactions or replies to an anonymous or deleted sender; the sender edits and deletes their own.
  const canReact = sent && !p.readOnly && !m.userDeleted;
  const press = useLongPress(() => openReactions.current?.(), canReact);
  const hidden = p.blocked && !revealed;
  const reactions = m.deleted ? [] : p.reactions;

  let body;
  if (hidden)
    body = (
      <Button variant="link" onClick={() => setRevealed(true)}>
        {actionTexts.blockedPlaceholder}
      </Button>
    );
  else if (p.edit) body = <MessageEdit text={m.text} names={p.names} hasImages={m.images.length > 0} saving={p.edit.saving} error={p.edit.error} onSave={(t) => p.onSaveEdit(m.id, t)} onCancel={p.onCancelEdit} />;
  else
    body = (
      <>
        {m.quote && (
          <button type="button" className="chat__quote" onClick={() => p.onSeek(m.quote!.id)}>
            <span className="chat__quote-name">{p.quoteName}</span>{' '}
            <span className="chat__quote-text">{m.quote.deleted ? messages.messageDeleted : <MessageText text={m.quote.text} />}</span>
          </button>
        )}
        {(m.deleted || m.text) && (
          <p className="chat__text">
            {m.deleted ? messages.messageDeleted : <MessageText text={m.text} />}
            {m.edited && !m.deleted && <span className="chat__edited"> {actionTexts.edited}</span>}
          </p>
        )}
        {m.images.length > 0 && (
          <ul className="chat__images" aria-label={actionTexts.imagesLabel}>
            {m.images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={actionTexts.imageAlt(i + 1, m.images.length, own ? labels.you : name)} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <div className={`chat__message${own ? ' chat__message--own' : ''}${p.highlighted ? ' chat__message--highlight' : ''}`} {...press}>
      {!own && <span className="chat__sender">{name}</span>}
      {body}
      {!hidden && (
        <ReactionRow reactions={reactions} onToggle={canReact ? (emoji) => p.onReact(m, emoji) : undefined} />
      )}
      {m.status === 'pending' && <span className="chat__meta">{labels.sending}</span>}
      {m.status === 'success' && m.created && (
        <time className="chat__meta" dateTime={m.created}>
          {messageTime(m.created)}
        </time>
      )}
      {m.status === 'failed' && (
        <span className="chat__failed">
          {messages.failedToSend}
          {m.failReason && <span className="chat__fail-reason">{m.failReason}</span>}{' '}
          <Button variant="link" onClick={() => p.onRetry(m.id)}>
            {labels.retry}
          </Button>{' '}
          <Button variant="link" onClick={() => p.onDrop(m.id)}>
            {labels.delete}
          </Button>
        </span>
      )}
      {!hidden && !p.edit && (
        <MessageTools
          id={m.id}
          canReact={canReact}
          canReply={canReact}
          own={own && sent && !p.readOnly}
          onReact={(emoji) => p.onReact(m, emoji)}
          onAction={(a) => p.onAction(m, a)}
          openReactions={openReactions}
        />
      )}
    </div>
  );
});
