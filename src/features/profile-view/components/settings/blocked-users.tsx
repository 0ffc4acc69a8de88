import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ShadowStyles } from '@/lib/styles';
import { blockMember, setBlocked, unblockMember } from '@/store/member';
import { displayName } from '../../model';
import { blockedUsers, unblock, type BlockedUser } from '../../settings-api';
import { settingsLabels as l, settingsMessages as m } from '../../settings-messages';
import css from './settings.css?inline';

interface Props {
  userId: number;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: BlockedUser[] };

const toStored = (u: BlockedUser) => ({ id: u.id, first_name: u.first_name ?? null, last_name: u.last_name ?? null, profile_photo_url: u.profile_photo_url ?? null });

/**
 * Blocked Users (accounts spec §2, §8): the members this member blocked, each with Unblock. Unblocking
 * removes the row at once; a failure is logged, the row comes back and 'Error unblocking user.' shows.
 * The shared blockedMap follows the list.
 */
export function BlockedUsers({ userId }: Props) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [note, setNote] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // After a row goes, focus moves to the next row's button (else the previous one, else the empty text).
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRow === null) return;
    setFocusRow(null);
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('.person button');
    const target = buttons?.length ? buttons[Math.min(focusRow, buttons.length - 1)] : rootRef.current?.querySelector<HTMLElement>('.blocked__empty');
    target?.focus();
  }, [focusRow]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    blockedUsers(userId, controller.signal)
      .then((users) => {
        setLoad({ status: 'ready', users });
        setBlocked(users.map(toStored));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[rwb] blocked users failed', error);
        setLoad({ status: 'error' });
      });
    return () => controller.abort();
  }, [userId, attempt]);

  async function doUnblock(user: BlockedUser) {
    if (load.status !== 'ready') return;
    const index = load.users.findIndex((u) => u.id === user.id);
    setNote(null);
    setLoad((cur) => (cur.status === 'ready' ? { ...cur, users: cur.users.filter((u) => u.id !== user.id) } : cur));
    unblockMember(user.id);
    setFocusRow(index);
    try {
      await unblock(userId, user.id);
      setNote({ kind: 'success', text: m.unblocked(displayName(user)) });
    } catch (error) {
      console.error('[rwb] unblock failed', error);
      blockMember(toStored(user));
      setLoad((cur) => {
        if (cur.status !== 'ready' || cur.users.some((u) => u.id === user.id)) return cur;
        const users = [...cur.users];
        users.splice(Math.min(index, users.length), 0, user);
        return { ...cur, users };
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
      {load.status === 'loading' ? (
        <p className="note" role="status">
          {m.loading}
        </p>
      ) : load.status === 'error' ? (
        <Alert variant="error">
          {m.blockedFailed}{' '}
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            {l.retry}
          </Button>
        </Alert>
      ) : load.users.length === 0 ? (
        <p className="note blocked__empty" tabIndex={-1}>
          {m.noBlockedUsers}
        </p>
      ) : (
        <ul className="people" aria-label={l.blockedList}>
          {load.users.map((u) => {
            const name = displayName(u);
            return (
              <li key={u.id} className="person">
                {u.profile_photo_url ? (
                  <img className="avatar" src={u.profile_photo_url} alt="" loading="lazy" />
                ) : (
                  <span className="avatar avatar--initials" aria-hidden="true">
                    {`${u.first_name?.[0] ?? ''}${u.last_name?.[0] ?? ''}`.toUpperCase() || '?'}
                  </span>
                )}
                <span className="blocked__name">{name}</span>
                <Button variant="secondary" aria-label={l.unblockName(name)} onClick={() => void doUnblock(u)}>
                  {l.unblock}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
