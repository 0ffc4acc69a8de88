import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useHashView } from '@/ui/use-hash-view';
import { useShadowStyles } from '@/lib/styles';
import { $blockedMap } from '@/store/member';
import { loadMemberSets } from '@/store/member-sets';
import css from '../conversation.css?inline';
import { useConversation, type ShownMessage } from '../hooks/use-conversation';
import { useMessageActions } from '../hooks/use-message-actions';
import { useReactions } from '../hooks/use-reactions';
import { labels, messages } from '../messages';
import { actionTexts } from '../message-texts';
import { memberNames } from '../mentions';
import { CHAT_HASH_PREFIX, chatViewFromPath, chatViewOf } from '../model';
import type { ChatConnection } from '../realtime';
import type { Channel } from '../schemas';
import { ChatSettingsLink } from './chat-settings-link';
import { Composer } from './composer';
import type { MessageAction } from './message-actions';
import { MessageList, type MessageListHandle } from './message-list';
import { MessageRow } from './message-row';
import { ChatMembers } from './message-text';
import { ReplyBar } from './reply-bar';
import { SubPageHead } from './sub-page-head';

export interface ConversationProps {
  connection: ChatConnection | null;
  chatId: string;
  /** The chat as the list has it (its name, deactivated); undefined until the list holds it. */
  chat: Channel | undefined;
  me: number;
  onBack(): void;
}

type Draft = { text: string; images: string[] };

/** /messages/chats/{id} (§2, §4): the messages, newest at the bottom, older ones on scrolling up; reactions, replies, edit, delete; the composer. */
export function Conversation({ connection, chatId, chat, me, onBack }: ConversationProps) {
  const c = useConversation(connection, chatId, me);
  const a = useMessageActions(me, c.patch);
  const r = useReactions(me, c.patch);
  const blockedMap = useStore($blockedMap);
  const id = useId().replace(/:/g, '');
  const root = useRef<HTMLElement>(null);
  const list = useRef<MessageListHandle>(null);
  const disabled = c.disabled || chat?.is_disabled === true;
  const names = useMemo(() => memberNames(chat), [chat]);
  useShadowStyles(root, css);
  // A message's slot in the list (rendered only near the viewport).
  const rowEl = (mid: string) => [...(root.current?.querySelectorAll<HTMLElement>('li[data-message-id]') ?? [])].find((el) => el.dataset.messageId === mid);

  // The member's blocked members (accounts spec §3 'blockedMap'): their messages wait behind a placeholder.
  useEffect(() => void loadMemberSets(), []);

  // Opened at a message (a search result: '#/messages/chats/{id}?m={messageId}'): sought once loaded.
  const sought = useSoughtMessage();
  const { seek, status } = c;
  useEffect(() => {
    if (status === 'ready' && sought) seek(sought);
  }, [status, sought, seek]);

  // A sought message (highlighted for 3 s by the hook): scrolled into range, then focused once rendered.
  useEffect(() => {
    const mid = c.highlighted;
    if (!mid) return;
    list.current?.seek(mid);
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const row = rowEl(mid);
      if (row) return row.focus({ preventScroll: true });
      if (++tries < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [c.highlighted]);

  // Editing or the delete confirmation over: focus back on the message's Actions (or the message itself).
  const busyWith = useRef<string | null>(null);
  const current = a.editing ?? a.deleting?.id ?? null;
  useEffect(() => {
    const was = busyWith.current;
    busyWith.current = current;
    if (!was || current) return;
    const row = rowEl(was);
    (row?.querySelector<HTMLElement>(`[aria-controls="actions-${was}"]`) ?? row)?.focus();
  }, [current]);

  // Replying: the quote is above the composer, and so is the focus.
  useEffect(() => {
    if (a.replyTo) root.current?.querySelector<HTMLElement>('[part="composer"] textarea')?.focus();
  }, [a.replyTo]);

  const isBlocked = (userId: string) => userId !== String(me) && blockedMap.has(Number(userId));
  const nameOf = (userId: string, socketName: string, deleted = false) => {
    if (userId === String(me)) return labels.you;
    if (isBlocked(userId)) return actionTexts.blockedName;
    if (deleted) return actionTexts.deletedName;
    // A one-to-one chat names the other member as the product API does; a group chat by the socket's name.
    return chat && chat.group_chat === 0 ? chat.displayName : socketName;
  };

  const { startReply, startEdit, askDelete, saveEdit } = a;
  const onAction = useCallback(
    (m: ShownMessage, action: MessageAction) => {
      if (action === 'reply') startReply(m);
      else if (action === 'edit') startEdit(m.id);
      else askDelete(m);
    },
    [startReply, startEdit, askDelete],
  );
  const followOwn = useCallback((m: ShownMessage) => m.userId === String(me) && m.status === 'pending', [me]);
  const onSaveEdit = useCallback((mid: string, text: string) => void saveEdit(mid, text), [saveEdit]);
  const onSend = (d: string | Draft) => {
    const draft = typeof d === 'string' ? { text: d, images: [] } : d;
    const q = a.replyTo;
    c.send({ ...draft, replyTo: q?.id ?? null, quote: q ? { id: q.id, text: q.text, userId: q.userId, userName: q.userName, deleted: q.deleted } : null });
    a.cancelReply();
  };

  return (
    <ChatMembers chat={chat}>
      <section ref={root} aria-labelledby={`${id}-title`} className="chat__conversation" part="conversation">
        <SubPageHead title={chat?.displayName ?? labels.messagesList} titleId={`${id}-title`} onBack={onBack} action={<ChatSettingsLink chatId={chatId} />} />
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
            {(c.olderFailed || c.seekFailed) && <Alert variant="error">{messages.loadMoreFailed}</Alert>}
            {c.messages.length === 0 && <p className="chat__note">{messages.noMessages}</p>}
            <div className="chat__list-box">
              {/* Over the top of the list (never moving it) while an older page loads. */}
              {c.loadingOlder && (
                <p role="status" className="chat__older">
                  {labels.olderLoading}
                </p>
              )}
              <MessageList
                ref={list}
                items={c.messages}
                getKey={keyOf}
                slotProps={(m) => ({ 'data-message-id': m.id, 'data-status': m.status, 'data-highlighted': c.highlighted === m.id || undefined, tabIndex: -1 })}
                label={labels.messagesList}
                hasOlder={c.hasOlder}
                onNearTop={c.loadOlder}
                followOwn={followOwn}
                renderItem={(m) => (
                  <MessageRow
                    m={m}
                    reactions={r.shown(m)}
                    name={nameOf(m.userId, m.userName, m.userDeleted)}
                    quoteName={m.quote ? nameOf(m.quote.userId, m.quote.userName, m.quote.userName === actionTexts.deletedName) : ''}
                    own={m.userId === String(me)}
                    blocked={isBlocked(m.userId)}
                    readOnly={disabled}
                    highlighted={c.highlighted === m.id}
                    edit={a.editing === m.id ? { saving: a.saving, error: a.editError } : null}
                    names={names}
                    onRetry={c.retry}
                    onDrop={c.drop}
                    onReact={r.toggle}
                    onAction={onAction}
                    onSeek={c.seek}
                    onSaveEdit={onSaveEdit}
                    onCancelEdit={a.cancelEdit}
                  />
                )}
              />
            </div>
            {r.error && (
              <Alert variant="error">
                {r.error}{' '}
                <Button variant="link" onClick={r.dismissError}>
                  {actionTexts.dismiss}
                </Button>
              </Alert>
            )}
            {disabled ? (
              <p className="chat__note">{messages.deactivated}</p>
            ) : (
              <>
                {a.replyTo && <ReplyBar m={a.replyTo} name={nameOf(a.replyTo.userId, a.replyTo.userName, a.replyTo.userDeleted)} onCancel={a.cancelReply} />}
                <Composer onSend={onSend} chat={chat} me={me} />
              </>
            )}
          </>
        )}
        {a.deleting && (
          <ConfirmDialog
            title={actionTexts.deleteTitle}
            message={actionTexts.deleteConfirm}
            confirmLabel={actionTexts.delete}
            cancelLabel={actionTexts.cancel}
            destructive
            busy={a.deleteBusy}
            error={a.deleteError}
            onConfirm={() => void a.confirmDelete()}
            onCancel={a.cancelDelete}
          />
        )}
      </section>
    </ChatMembers>
  );
}

const keyOf = (m: ShownMessage) => m.id;

/** The message the address names ('?m={messageId}' after the chat's id), or null. */
function useSoughtMessage(): string | null {
  const hash = useHashView(CHAT_HASH_PREFIX, { fromPath: chatViewFromPath });
  const view = chatViewOf(hash.view);
  return view.kind === 'chat' ? (view.messageId ?? null) : null;
}
