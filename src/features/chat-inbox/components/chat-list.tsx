import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useShadowStyles } from '@/lib/styles';
import { useChatEdit, type ChatEdit } from '../hooks/use-chat-edit';
import type { ChatList } from '../hooks/use-chat-list';
import { labels, listTexts, messages } from '../messages';
import { listTime } from '../model';
import type { Channel } from '../schemas';
import css from './chat-list.css?inline';
import { ChatRemoveDialog } from './chat-remove-dialog';
import { MessageText } from './message-text';

export interface ChatListViewProps {
  list: ChatList;
  me: number;
  href(id: string): string;
  onOpen(id: string): void;
  onNew(): void;
  newHref: string;
  /** The list's search box (shown with it): the member typed; the search page takes over with the text. */
  onSearch?(text: string): void;
}

const plainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * /messages (§2): the search box, the Edit/Remove header buttons, the member's chats (newest activity
 * first, the latest message, the unread marker) and a floating New chat button. Edit mode (§4): each
 * chat a checkbox, Remove offers the options; Done or Escape leaves it.
 */
export function ChatListView({ list, me, href, onOpen, onNew, newHref, onSearch }: ChatListViewProps) {
  const edit = useChatEdit(list, me);
  const section = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useShadowStyles(section, css);

  // Leaving edit mode (Done, Escape, a removal): the focus, if its control went away, goes to Edit.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !edit.editing) {
      const root = section.current?.getRootNode() as Document | ShadowRoot | undefined;
      const active = root?.activeElement ?? null;
      if (!active || active === section.current?.ownerDocument.body) toggleRef.current?.focus();
    }
    wasEditing.current = edit.editing;
  }, [edit.editing]);

  // Back from the search page (its box, the opener, is gone): the focus returns to the list's box.
  const searchBox = useRef<HTMLInputElement>(null);
  const searching = useRef(!!onSearch);
  useEffect(() => {
    const back = !searching.current && !!onSearch;
    searching.current = !!onSearch;
    const root = section.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (back && (!root?.activeElement || root.activeElement === section.current?.ownerDocument.body)) searchBox.current?.focus();
  }, [onSearch]);

  const chats = list.status === 'ready' ? (list.data ?? []) : [];
  let body: ReactNode;
  if (list.status === 'loading' || list.status === 'idle') body = <p role="status">{labels.loading}</p>;
  else if (list.status !== 'ready' || !list.data)
    body = (
      <Alert variant="error">
        {messages.listFailed}{' '}
        <Button variant="link" onClick={list.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  else if (!chats.length)
    body = (
      <div className="chat__empty">
        <p className="chat__empty-title">{messages.emptyList}</p>
        <p>{messages.emptyListHint}</p>
      </div>
    );
  else
    body = (
      <ul className="chat__list" aria-label={labels.chats} part="list">
        {chats.map((c) => (
          <li key={c.id}>{edit.editing ? <ChoosableRow chat={c} me={me} edit={edit} /> : <ChatRow chat={c} me={me} href={href(c.id)} onOpen={onOpen} />}</li>
        ))}
      </ul>
    );

  return (
    <section
      ref={section}
      aria-labelledby="chat-list-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && edit.editing && !edit.asking) {
          e.preventDefault();
          edit.stop();
        }
      }}
    >
      <header className="chat__head chat__list-head">
        <h2 id="chat-list-title" className="chat__title">
          {labels.title}
        </h2>
        <span className="chat__head-actions">
          {(edit.editing || chats.length > 0) && (
            <Button ref={toggleRef} variant="secondary" onClick={edit.editing ? edit.stop : edit.start}>
              {edit.editing ? listTexts.done : listTexts.edit}
            </Button>
          )}
          {edit.editing && (
            <Button variant="danger" onClick={edit.ask} disabled={!edit.chosen.size}>
              {listTexts.remove}
            </Button>
          )}
        </span>
      </header>
      {onSearch && !edit.editing && (
        <Field ref={searchBox} label={listTexts.search} type="search" autoComplete="off" fieldClassName="chat__search" value="" onChange={(e) => onSearch(e.target.value)} />
      )}
      {edit.editing && (
        <p className="chat__note" role="status">
          {edit.chosen.size ? listTexts.chosenCount(edit.chosen.size) : listTexts.chooseHint}
        </p>
      )}
      {edit.error && (
        <Alert variant="error" onDismiss={edit.dismissError}>
          {edit.error}
        </Alert>
      )}
      {body}
      {edit.asking && <ChatRemoveDialog count={edit.chosen.size} options={edit.options} onRemove={edit.remove} onCancel={edit.cancelAsk} />}
      {!edit.editing && (
        <a
          href={newHref}
          className="rwb-button rwb-button--primary chat__new"
          part="new-chat"
          onClick={(e) => {
            if (!plainClick(e)) return;
            e.preventDefault();
            onNew();
          }}
        >
          {labels.newChat}
        </a>
      )}
    </section>
  );
}

function RowContent({ chat: c, me, nameId }: { chat: Channel; me: number; nameId?: string }) {
  const other = c.members.find((m) => m.profile.id !== me)?.profile;
  const latest = c.latest_message;
  // The preview names tags as the chat names its members ('@First Last', not '@#12').
  const preview = latest?.text ? (
    <>
      {latest.profile_id === me && `${labels.you}: `}
      <MessageText text={latest.text} chat={c} />
    </>
  ) : null;
  return (
    <>
      <Avatar person={c.group_chat ? null : other} name={c.displayName} size="md" />
      <span className="chat__row-main">
        <span className="chat__row-name" id={nameId}>
          {c.displayName}
        </span>
        {preview && <span className="chat__row-preview">{preview}</span>}
      </span>
      <span className="chat__row-side">
        {latest && <time dateTime={latest.created}>{listTime(latest.created)}</time>}
        {c.hasUnreadMessage && <span className="chat__unread">{labels.unread}</span>}
      </span>
    </>
  );
}

export function ChatRow({ chat: c, me, href, onOpen }: { chat: Channel; me: number; href: string; onOpen(id: string): void }) {
  return (
    <a
      href={href}
      className={`chat__row${c.hasUnreadMessage ? ' chat__row--unread' : ''}`}
      data-unread={c.hasUnreadMessage || undefined}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        onOpen(c.id);
      }}
    >
      <RowContent chat={c} me={me} />
    </a>
  );
}

/** Edit mode: the row is a checkbox named by the chat's name. */
function ChoosableRow({ chat: c, me, edit }: { chat: Channel; me: number; edit: ChatEdit }) {
  const nameId = `chat-name-${c.id}`;
  return (
    <label className={`chat__row chat__row--choose${c.hasUnreadMessage ? ' chat__row--unread' : ''}`}>
      <input type="checkbox" className="chat__check" aria-labelledby={nameId} checked={edit.chosen.has(c.id)} onChange={() => edit.toggle(c.id)} />
      <RowContent chat={c} me={me} nameId={nameId} />
    </label>
  );
}
