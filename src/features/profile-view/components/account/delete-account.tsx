import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { isApiError } from '@/lib/http';
import { ShadowStyles } from '@/lib/styles';
import { logout } from '@/store/auth';
import { deleteAccount } from '../../account/api';
import { accountLabels as l, accountMessages as m } from '../../account/messages';
import { canDelete } from '../../account/model';
import css from './account.css?inline';

interface Props {
  userId: number;
}

/** The element hosting `node` (its shadow root's host), else the node itself. */
function hostOf(node: Node | null): EventTarget | null {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.host : node;
}

/**
 * Delete Account (accounts spec §2 /profile/settings/delete-account, §4, §5, §8): what deletion means,
 * the password (the button is enabled from 8 characters), a confirmation, then
 * `DELETE api/v1/user/{id}`. A 400 is 'INVALID PASSWORD.' under the field; success clears local data
 * and goes to login (`logout({revoke: false})`: the server has already revoked every token).
 */
export function DeleteAccount({ userId }: Props) {
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const introId = `account-delete-${useId()}`;
  const enabled = canDelete(password);
  // Where focus goes once the dialog has closed (the dialog first gives it back to its opener).
  const [focusAfter, setFocusAfter] = useState<{ target: 'password' } | null>(null);
  useEffect(() => {
    if (focusAfter) inputRef.current?.focus();
  }, [focusAfter]);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enabled || busy) return;
    setFailure(null);
    setConfirming(true);
  }

  async function remove() {
    const source = hostOf(formRef.current);
    setBusy(true);
    try {
      await deleteAccount(userId, password);
    } catch (e) {
      console.error(`[rwb] ${m.unableToDelete}`, e);
      setBusy(false);
      setConfirming(false);
      if (isApiError(e) && e.status === 400) {
        setError(m.invalidPassword);
        setFocusAfter({ target: 'password' });
      } else {
        // Focus returns to the Delete Account button; the alert is announced.
        setFailure(m.deleteFailed);
      }
      return;
    }
    await logout({ revoke: false, source });
  }

  return (
    <form ref={formRef} className="account-form" noValidate aria-describedby={introId} onSubmit={ask}>
      <ShadowStyles css={css} />
      <div id={introId}>
        <p className="account-warning">
          <strong>{m.deleteIntro}</strong>
        </p>
        <p className="account-warning">{m.deleteWhat}</p>
      </div>
      <Field
        ref={inputRef}
        label={l.password}
        hint={m.deletePasswordHint}
        type={shown ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          setError(null);
        }}
      />
      <Button variant="link" className="account-toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {l.showPassword}
      </Button>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="account-actions">
        <Button type="submit" variant="danger" disabled={!enabled} busy={busy}>
          {l.deleteAccount}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={l.deleteTitle}
          message={m.deleteConfirm}
          confirmLabel={l.deleteAccount}
          cancelLabel={l.cancel}
          destructive
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
