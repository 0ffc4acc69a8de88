import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { ChatSettingsState } from '../hooks/use-chat-settings';
import { labels, messages } from '../messages';
import type { SettingsMember } from '../settings-model';

/** The chat's members (group chats with 'n/26'), blocked ones last with UNBLOCK, others with Block (after the spec's confirmation). */
export function ChatSettingsMembers({ s, group }: { s: ChatSettingsState; group: boolean }) {
  const id = useId().replace(/:/g, '');
  const [blocking, setBlocking] = useState<SettingsMember | null>(null);
  // Block and UNBLOCK replace the button pressed: the focus moves to the member's new one.
  const [moved, setMoved] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (moved === null || s.pending !== null) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-member="${moved}"] button`)?.focus();
    setMoved(null);
  }, [moved, s.pending, s.members]);
  return (
    <section aria-labelledby={`${id}-members`} className="chat__settings-members">
      <h3 id={`${id}-members`} className="chat__title">
        {labels.members}
        {group && <span className="chat__note"> {labels.memberCount(s.members.length)}</span>}
      </h3>
      {s.memberError && <Alert variant="error">{s.memberError}</Alert>}
      <ul ref={list} className="chat__people" aria-label={labels.members}>
        {s.members.map((m) => (
          <li key={m.id} className="chat__person" data-member={m.id}>
            <Avatar person={m.blocked || m.deleted ? null : m.person} name={m.name} size="sm" />
            <span>
              {m.name}
              {m.me && ` (${labels.you})`}
            </span>
            {m.blocked ? (
              <Button
                variant="secondary"
                busy={s.pending === m.id}
                onClick={() => {
                  setMoved(m.id);
                  void s.unblock(m);
                }}
              >
                {labels.unblock}
              </Button>
            ) : (
              !m.me &&
              !m.deleted && (
                <Button variant="link" busy={s.pending === m.id} onClick={() => setBlocking(m)}>
                  {labels.block}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {blocking && (
        <ConfirmDialog
          title={labels.blockTitle}
          message={messages.blockConfirm}
          confirmLabel={labels.block}
          destructive
          onCancel={() => setBlocking(null)}
          onConfirm={() => {
            setBlocking(null);
            setMoved(blocking.id);
            void s.block(blocking);
          }}
        />
      )}
    </section>
  );
}
