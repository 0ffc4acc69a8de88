import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import { useHashView } from '@/ui/use-hash-view';
import { useSubPageFocus } from '@/ui/use-sub-page-focus';
import { useShadowStyles } from '@/lib/styles';
import { $profile } from '@/store/member';
import { navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import css from '../styles.css?inline';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useChatLink } from '../hooks/use-chat-link';
import type { ChatConnection } from '../realtime';
import { useChatList } from '../hooks/use-chat-list';
import { useChatUpdates } from '../hooks/use-chat-updates';
import { labels, messages } from '../messages';
import { CHAT_HASH_PREFIX, SEARCH_VIEW, chatViewFromPath, chatViewName, chatViewOf } from '../model';
import { setSearchText } from '../hooks/use-chat-search';
import { ChatListView } from './chat-list';

// The sub-pages load when first shown.
const NewChat = lazy(() => import('./new-chat').then((m) => ({ default: m.NewChat })));
const Conversation = lazy(() => import('./conversation').then((m) => ({ default: m.Conversation })));
const ChatSettings = lazy(() => import('./chat-settings').then((m) => ({ default: m.ChatSettings })));
const ChatSearch = lazy(() => import('./chat-search').then((m) => ({ default: m.ChatSearch })));

export interface ChatInboxProps {
  container?: ShadowRoot | HTMLElement;
}

/** <chat-inbox>: the member's chats (/messages), a new chat (#/messages/chats) and a conversation (#/messages/chats/{id}). */
export function ChatInbox({ container }: ChatInboxProps) {
  useShadowStyles(container, tokens, ui, forms, css);
  const session = useStore($session);
  const profile = useStore($profile);
  const userId = session?.userId ?? null;
  const source = container && 'host' in container ? container.host : (container ?? null);
  if (userId === null)
    return (
      <section className="chat" part="root" aria-labelledby="chat-title">
        <h2 id="chat-title" className="chat__title">
          {labels.title}
        </h2>
        <p>{messages.loginForMessages}</p>
        <Button onClick={() => navigateToLogin({ source })}>{labels.logIn}</Button>
      </section>
    );
  if (profile?.id === userId && (profile.anonymous_profile === true || profile.public_profile === false)) return <Disabled />;
  return <Inbox key={userId} userId={userId} />;
}

function Disabled() {
  return (
    <section className="chat chat__disabled" part="root" aria-labelledby="chat-disabled">
      <h2 id="chat-disabled" className="chat__title">
        {messages.disabledTitle}
      </h2>
      <p>{messages.anonymous}</p>
    </section>
  );
}

function Inbox({ userId }: { userId: number }) {
  const hash = useHashView(CHAT_HASH_PREFIX, { fromPath: chatViewFromPath });
  const view = chatViewOf(hash.view);
  const focus = useSubPageFocus(view.kind === 'list' ? null : (hash.view ?? null));
  const { status, connection } = useChatConnection(userId);
  const openId = view.kind === 'chat' ? view.id : null;
  const list = useChatList(userId, connection, openId);
  useChatUpdates(connection, list);
  if (list.status === 'anonymous') return <Disabled />;
  const openChat = (id: string, replace = false) => hash.open(chatViewName(id), { replace });
  const chat = openId ? list.data?.find((c) => c.id === openId) : undefined;
  return (
    <div className="chat" part="root">
      {status === 'error' && <Alert variant="error">{messages.tokenFailed}</Alert>}
      <LinkNote connection={connection} />
      {view.kind !== 'list' && (
        <div ref={focus.subPage} className="chat__subpage" key={hash.view ?? ''}>
          <Suspense fallback={<p role="status">{labels.loading}</p>}>
            {view.kind === 'new' && (
              <NewChat
                me={userId}
                onBack={hash.back}
                onCreated={(id) => {
                  list.reload();
                  openChat(id, true);
                }}
              />
            )}
            {view.kind === 'settings' && <ChatSettings key={view.id} chatId={view.id} me={userId} list={list} onBack={hash.back} onLeft={() => hash.open(null)} />}
            {view.kind === 'search' && <ChatSearch me={userId} chats={list.data} href={(id) => hash.href(chatViewName(id))} onOpen={(id) => openChat(id)} onBack={hash.back} />}
            {view.kind === 'chat' && <Conversation key={view.id} connection={connection} chatId={view.id} chat={chat} me={userId} onBack={hash.back} />}
          </Suspense>
        </div>
      )}
      <div ref={focus.list} hidden={view.kind !== 'list'}>
        <ChatListView
          list={list}
          me={userId}
          href={(id) => hash.href(chatViewName(id))}
          onOpen={(id) => openChat(id)}
          onNew={() => hash.open('chats')}
          newHref={hash.href('chats')}
          onSearch={
            view.kind === 'list'
              ? (text) => {
                  setSearchText(text);
                  hash.open(SEARCH_VIEW);
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}

/** The socket dropped (§9): reconnecting, or down with the inbox polling meanwhile. */
function LinkNote({ connection }: { connection: ChatConnection | null }) {
  const link = useChatLink(connection);
  return (
    <p role="status" className="chat__note chat__link-note" hidden={link === 'live'}>
      {link === 'down' ? messages.linkDown : link === 'reconnecting' ? messages.reconnecting : ''}
    </p>
  );
}
