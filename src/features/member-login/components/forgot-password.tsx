import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/ui/field';
import { Button } from '@/ui/button';
import { Alert } from '@/ui/alert';
import { ApiError } from '@/lib/http';
import { labels, messages } from '../messages';
import { hasErrors, validateReset, type ResetErrors } from '../schemas';
import { confirmPasswordReset, requestPasswordReset } from '../api';
import { isValidEmail } from '@/lib/validate';

interface Props {
  email: string;
  onEmailChange(email: string): void;
  onDone(): void;
  onBack(): void;
}

/** Extension (the spec does not show it): reset by a 6-digit code e-mailed to the member. */
export function ForgotPassword({ email, onEmailChange, onDone, onBack }: Props) {
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  // The code step opens with the caret in the Code field (after React has rendered it).
  useEffect(() => {
    if (stage === 'code') codeRef.current?.focus();
  }, [stage]);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    setAlert(null);
    if (!isValidEmail(trimmed)) {
      setEmailError(messages.invalidEmail);
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(trimmed);
      setSentTo(trimmed);
      setStage('code');
    } catch (err) {
      setAlert(err instanceof ApiError && err.status === 429 ? err.message : messages.serverError);
    } finally {
      setBusy(false);
    }
  }

  async function reset(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateReset({ code, password, confirm });
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) {
      (found.code ? codeRef : found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(email.trim(), code.trim(), password);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_code') {
        setErrors({ code: messages.codeInvalid });
        codeRef.current?.focus();
      } else if (err instanceof ApiError && err.status === 422 && err.fields?.password) {
        setErrors({ password: messages.passwordTooShort });
      } else if (err instanceof ApiError && err.status === 429) {
        setAlert(err.message);
      } else {
        setAlert(messages.serverError);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="forgot" part="form">
      <h2 id={titleId} className="title">
        {labels.resetTitle}
      </h2>
      {alert && <Alert variant="error">{alert}</Alert>}
      {stage === 'email' ? (
        <form noValidate onSubmit={send}>
          <Field
            label={labels.email}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            error={emailError}
            onChange={(e) => onEmailChange(e.currentTarget.value)}
          />
          <Button type="submit" busy={busy} className="submit">
            {labels.sendCode}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={reset}>
          {sentTo && <Alert variant="info">{messages.resetCodeSent(sentTo)}</Alert>}
          <Field
            ref={codeRef}
            label={labels.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Field
            ref={passwordRef}
            label={labels.newPassword}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Field
            ref={confirmRef}
            label={labels.confirmPassword}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Button type="submit" busy={busy} className="submit">
            {labels.resetPassword}
          </Button>
          <Button variant="link" onClick={() => void send()} disabled={busy}>
            {labels.resendCode}
          </Button>
        </form>
      )}
      <div className="links">
        <Button variant="link" onClick={onBack}>
          {labels.backToLogin}
        </Button>
      </div>
    </div>
  );
}
