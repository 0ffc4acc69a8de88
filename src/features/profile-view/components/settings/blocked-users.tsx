import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PersonRow } from '@/ui/person-row';
import { useResource } from '@/ui/use-resource';
import { ShadowStyles } from '@/lib/styles';
import { blockMember, setBlocked, unblockMember } from '@/store/member';
import { displayName } from '../../model';
import { blockedUsers, unblock, type BlockedUser } from '../../settings/api';
import { settingsLabels as l, settingsMessages as m } from '../../settings/messages';
import css from './settings.css?inline';

interface Props {
  userId: number;
}

const toStored = (u: BlockedUser) => ({ id: u.id, first_name: u.first_name ?? null, last_name: u.last_name ?? null, profile_photo_url: u.profile_photo_url ?? null });

/**
 * Blocked Users (accounts spec §2, §8): the members this member blocked, each with Unblock. Unblocking
 * removes the row at once; a failure is logged, the row comes back and 'Error unblocking user.' shows.
 * The shared blockedMap follows the list.
 */
export function BlockedUsers({ userId }: Props) {
  // The list, and the shared blockedMap from it.
  const list = useResource(
    (signal) =>
      blockedUsers(userId, signal).then((users) => {
        setBlocked(users.map(toStored));
        return users;
      }),
    [userId],
  );
  const [note, setNote] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // After a row goes, focus moves to the next row's button (else the previous one, else the empty text).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRow === null) return;
    setFocusRow(null);
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('.rwb-person button');
    const target = buttons?.length ? buttons[Math.min(focusRow, buttons.length - 1)] : rootRef.current?.querySelector<HTMLElement>('.blocked__empty');
    target?.focus();
  }, [focusRow]);

  async function doUnblock(user: BlockedUser) {
    if (!list.data) return;
    const index = list.data.findIndex((u) => u.id === user.id);
    setNote(null);
    list.setData((users) => users.filter((u) => u.id !== user.id));
    unblockMember(user.id);
    setFocusRow(index);
    try {
      await unblock(userId, user.id);
      setNote({ kind: 'success', text: m.unblocked(displayName(user)) });
    } catch (error) {
      console.error('[rwb] unblock failed', error);
      blockMember(toStored(user));
      list.setData((users) => {
        if (users.some((u) => u.id === user.id)) return users;
        const next = [...users];
        next.splice(Math.min(index, next.length), 0, user);
        return next;
      });
      setNote({ kind: 'error', text: m.unblockFailed });
    }
  }

  return (
    <div ref={rootRef} className="blocked">
      <ShadowStyles css={css} />
      {note && (
        <Alert variant={note.kind} onDismiss={() => setNote(null)}>
          {note.text}
        </Alert>
      )}
      {list.status === 'loading' ? (
        <p className="note" role="status">
          {m.loading}
        </p>
      ) : list.status === 'error' || !list.data ? (
        <Alert variant="error">
          {m.blockedFailed}{' '}
          <Button variant="link" onClick={list.reload}>
            {l.retry}
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <p className="note blocked__empty" tabIndex={-1}>
          {m.noBlockedUsers}
        </p>
      ) : (
        <ul className="rwb-people" aria-label={l.blockedList}>
          {list.data.map((u) => {
            const name = displayName(u);
            return (
              <PersonRow
                key={u.id}
                person={u}
                name={name}
                details={false}
                action={
                  <Button variant="secondary" aria-label={l.unblockName(name)} onClick={() => void doUnblock(u)}>
                    {l.unblock}
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
