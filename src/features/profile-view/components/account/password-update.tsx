import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { isApiError } from '@/lib/http';
import { ShadowStyles } from '@/lib/styles';
import { changePassword } from '../../account/api';
import { accountLabels as l, accountMessages as m } from '../../account/messages';
import {
  firstInvalid,
  hasErrors,
  PASSWORD_FIELD_ORDER as ORDER,
  passwordServerErrors,
  validatePassword,
  type Errors,
  type PasswordField,
  type PasswordValues,
} from '../../account/model';
import css from './account.css?inline';
import { CurrentPasswordField } from './current-password-field';

interface Props {
  userId: number;
  /** The member's login, to start the new session with the new password. */
  email: string;
  onDone(): void;
}

/**
 * Update Password (accounts spec §2 /profile/settings/password-update, §5 Password update): the current
 * password, a new one and its confirmation, with one show/hide toggle for all three. Saves
 * `{password, current_password}`; a wrong current password is 'INVALID PASSWORD.' under its field. The
 * server ends every session of the member (a stolen token dies with it); this page starts a new one with
 * the new password at once, so it stays logged in (other devices are logged out). A failure keeps what
 * was typed.
 */
export function PasswordUpdate({ userId, email, onDone }: Props) {
  const [v, setV] = useState<PasswordValues>({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors<PasswordField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { current: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  function update(next: PasswordValues) {
    setV(next);
    if (submitted) setErrors(validatePassword(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validatePassword(v);
    setSubmitted(true);
    setErrors(found);
    setFailure(null);
    const first = firstInvalid(found, ORDER);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword(userId, v.password, v.current, email);
      onDone();
    } catch (error) {
      const onFields = isApiError(error) ? passwordServerErrors(error).errors : {};
      if (hasErrors(onFields)) {
        setErrors(onFields);
        refs[firstInvalid(onFields, ORDER) ?? 'current'].current?.focus();
      } else {
        setFailure(m.updateFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  const type = shown ? 'text' : 'password';
  return (
    <form className="account-form" noValidate onSubmit={(e) => void submit(e)}>
      <ShadowStyles css={css} />
      <CurrentPasswordField
        ref={refs.current}
        hint={m.currentPasswordHint}
        shown={shown}
        value={v.current}
        error={errors.current}
        onChange={(current) => update({ ...v, current })}
      />
      <Field
        ref={refs.password}
        label={l.newPassword}
        hint={m.passwordHint}
        type={type}
        name="new_password"
        autoComplete="new-password"
        required
        value={v.password}
        error={errors.password}
        onChange={(e) => update({ ...v, password: e.currentTarget.value })}
      />
      <Field
        ref={refs.confirm}
        label={l.confirmPassword}
        type={type}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={v.confirm}
        error={errors.confirm}
        onChange={(e) => update({ ...v, confirm: e.currentTarget.value })}
      />
      <Button variant="link" className="account-toggle" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {l.showPasswords}
      </Button>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="account-actions">
        <Button type="submit" busy={busy}>
          {l.updatePassword}
        </Button>
      </div>
    </form>
  );
}
