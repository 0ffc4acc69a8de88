import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import type { ChatList } from '../hooks/use-chat-list';
import { labels, messages } from '../messages';
import { listTime } from '../model';
import type { Channel } from '../schemas';

export interface ChatListViewProps {
  list: ChatList;
  me: number;
  href(id: string): string;
  onOpen(id: string): void;
  onNew(): void;
  newHref: string;
}

/** /messages (§2): the member's chats, newest activity first, with the latest message and the unread marker; a floating New chat button. */
export function ChatListView({ list, me, href, onOpen, onNew, newHref }: ChatListViewProps) {
  let body;
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
  else if (!list.data.length)
    body = (
      <div className="chat__empty">
        <p className="chat__empty-title">{messages.emptyList}</p>
        <p>{messages.emptyListHint}</p>
      </div>
    );
  else
    body = (
      <ul className="chat__list" aria-label={labels.chats} part="list">
        {list.data.map((c) => (
          <li key={c.id}>
            <ChatRow chat={c} me={me} href={href(c.id)} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="chat-list-title">
      <h2 id="chat-list-title" className="chat__title">
        {labels.title}
      </h2>
      {body}
      <a
        href={newHref}
        className="rwb-button rwb-button--primary chat__new"
        part="new-chat"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          onNew();
        }}
      >
        {labels.newChat}
      </a>
    </section>
  );
}

function ChatRow({ chat: c, me, href, onOpen }: { chat: Channel; me: number; href: string; onOpen(id: string): void }) {
  const other = c.members.find((m) => m.profile.id !== me)?.profile;
  const latest = c.latest_message;
  const preview = latest ? (latest.profile_id === me ? `${labels.you}: ${latest.text}` : latest.text) : '';
  return (
    <a
      href={href}
      className={`chat__row${c.hasUnreadMessage ? ' chat__row--unread' : ''}`}
      data-unread={c.hasUnreadMessage || undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen(c.id);
      }}
    >
      <Avatar person={c.group_chat ? null : other} name={c.displayName} size="md" />
      <span className="chat__row-main">
        <span className="chat__row-name">{c.displayName}</span>
        {preview && <span className="chat__row-preview">{preview}</span>}
      </span>
      <span className="chat__row-side">
        {latest && <time dateTime={latest.created}>{listTime(latest.created)}</time>}
        {c.hasUnreadMessage && <span className="chat__unread">{labels.unread}</span>}
      </span>
    </a>
  );
}
