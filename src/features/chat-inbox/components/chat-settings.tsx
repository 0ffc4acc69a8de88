import { useId, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ReportDialog } from '@/ui/report-dialog';
import type { ChatList } from '../hooks/use-chat-list';
import { useChatSettings } from '../hooks/use-chat-settings';
import { labels, messages } from '../messages';
import { ChatSettingsAdd } from './chat-settings-add';
import { ChatSettingsMembers } from './chat-settings-members';
import { ChatSettingsName } from './chat-settings-name';
import { SubPageHead } from './sub-page-head';

export interface ChatSettingsProps {
  chatId: string;
  me: number;
  /** The member's chats: the page reads the chat there and writes its changes back. */
  list: ChatList;
  onBack(): void;
  /** The member left the chat: back to the list. */
  onLeft(): void;
}

/** /messages/chats/{id}/settings, 'Chat Settings' (§2, §7): group name, members (add, block, UNBLOCK), leave, report. */
export function ChatSettings({ chatId, me, list, onBack, onLeft }: ChatSettingsProps) {
  const s = useChatSettings(chatId, me, list);
  const id = useId().replace(/:/g, '');
  const [dialog, setDialog] = useState<'leave' | 'report' | null>(null);
  // A fresh Add Members (nobody chosen, no search) after each add.
  const [round, setRound] = useState(0);
  const chat = s.chat;
  const group = chat?.group_chat === 1;
  const writable = !chat?.is_disabled;

  let body;
  if (s.status === 'loading') body = <p role="status">{labels.loading}</p>;
  else if (s.status === 'error')
    body = (
      <Alert variant="error">
        {messages.listFailed}{' '}
        <Button variant="link" onClick={s.reload}>
          {labels.retry}
        </Button>
      </Alert>
    );
  else if (!chat) body = <Alert variant="error">{messages.chatMissing}</Alert>;
  else
    body = (
      <>
        <p className="chat__note">{chat.displayName}</p>
        {s.notice && (
          <Alert variant="success" onDismiss={() => s.setNotice(null)}>
            {s.notice}
          </Alert>
        )}
        {!writable && <p className="chat__note">{messages.deactivated}</p>}
        {group && writable && <ChatSettingsName s={s} />}
        <ChatSettingsMembers s={s} group={group} />
        {group && writable && (
          <ChatSettingsAdd
            key={round}
            chat={chat}
            me={me}
            onAdded={(next) => {
              s.added(next);
              setRound((n) => n + 1);
            }}
          />
        )}
        <div className="chat__head">
          {group && (
            <Button variant="danger" onClick={() => setDialog('leave')}>
              {labels.leave}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('report')}>
            {labels.reportChat}
          </Button>
        </div>
      </>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="chat__settings" part="chat-settings">
      <SubPageHead title={labels.settings} titleId={`${id}-title`} onBack={onBack} />
      {body}
      {dialog === 'leave' && (
        <ConfirmDialog
          title={labels.leave}
          message={messages.leaveConfirm}
          confirmLabel={labels.leaveYes}
          cancelLabel={labels.cancel}
          destructive
          busy={s.leaving}
          error={s.leaveError}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            void s.leave().then((left) => left && onLeft());
          }}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog
          target="channel"
          onSubmit={s.report}
          onReported={(text) => {
            setDialog(null);
            s.setNotice(text);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
