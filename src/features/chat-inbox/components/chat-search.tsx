import { useId } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useChatSearch } from '../hooks/use-chat-search';
import { labels, listTexts } from '../messages';
import { chatAtMessage, listTime } from '../model';
import type { Channel } from '../schemas';
import { ChatRow } from './chat-list';
import { SearchSectionView } from './chat-search-section';
import { MessageText } from './message-text';

export interface ChatSearchProps {
  me: number;
  /** The member's chats (the names of the chats messages were found in). */
  chats: Channel[] | undefined;
  href(id: string): string;
  onOpen(id: string): void;
  onBack(): void;
}

/**
 * /messages/search (§2, §5): chats by name and messages by text, from three characters; 5 of each,
 * then 'See All'. A result opens its chat. The search box comes first: it takes the focus on opening.
 */
export function ChatSearch({ me, chats, href, onOpen, onBack }: ChatSearchProps) {
  const s = useChatSearch();
  const id = useId().replace(/:/g, '');
  const waiting = !s.tooShort && (s.term !== s.text.trim() || s.chats.first.status === 'loading' || s.messages.first.status === 'loading');
  const done = !s.tooShort && !waiting && s.chats.first.status === 'ready' && s.messages.first.status === 'ready';
  const none = done && s.chats.count === 0 && s.messages.count === 0;
  const chatOf = (chatId: string) => chats?.find((c) => c.id === chatId);
  const chatName = (chatId: string) => chatOf(chatId)?.displayName;

  return (
    <section aria-labelledby={`${id}-title`} className="chat__search-page">
      <h2 id={`${id}-title`} className="chat__title">
        {listTexts.searchTitle}
      </h2>
      <div className="chat__head">
        <Field
          label={listTexts.search}
          type="search"
          autoComplete="off"
          fieldClassName="chat__search"
          value={s.text}
          onChange={(e) => s.setText(e.target.value)}
          onFocus={(e) => {
            const end = e.currentTarget.value.length;
            e.currentTarget.setSelectionRange(end, end);
          }}
        />
        <Button variant="secondary" onClick={onBack}>
          {labels.back}
        </Button>
      </div>
      {s.tooShort && <p className="chat__note">{listTexts.searchMin}</p>}
      {waiting && <p role="status">{listTexts.searching}</p>}
      {none && <p className="chat__note">{listTexts.noResults(s.term)}</p>}
      {done && !none && (
        <>
          {s.chats.count > 0 && (
            <SearchSectionView title={listTexts.searchChats} section={s.chats}>
              {(c) => <ChatRow chat={c} me={me} href={href(c.id)} onOpen={onOpen} />}
            </SearchSectionView>
          )}
          {s.messages.count > 0 && (
            <SearchSectionView title={listTexts.searchMessages} section={s.messages}>
              {(m) => (
                <a
                  href={href(chatAtMessage(m.channel_id, m.id))}
                  className="chat__row"
                  onClick={(e) => {
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    // The chat opens at the message found (§5: sought, highlighted for 3 s).
                    onOpen(chatAtMessage(m.channel_id, m.id));
                  }}
                >
                  <span className="chat__row-main">
                    <span className="chat__row-name">{m.profile_id === me ? labels.you : m.sender}</span>
                    <span className="chat__row-preview">
                      <MessageText text={m.text} chat={chatOf(m.channel_id)} />
                    </span>
                    {chatName(m.channel_id) && <span className="chat__result-chat">{chatName(m.channel_id)}</span>}
                  </span>
                  <span className="chat__row-side">
                    <time dateTime={m.created}>{listTime(m.created)}</time>
                  </span>
                </a>
              )}
            </SearchSectionView>
          )}
        </>
      )}
      {!s.tooShort && !waiting && (s.chats.first.status === 'error' || s.messages.first.status === 'error') && (
        <Alert variant="error">
          {listTexts.searchFailed}{' '}
          <Button
            variant="link"
            onClick={() => {
              if (s.chats.first.status === 'error') s.chats.first.reload();
              if (s.messages.first.status === 'error') s.messages.first.reload();
            }}
          >
            {labels.retry}
          </Button>
        </Alert>
      )}
    </section>
  );
}
