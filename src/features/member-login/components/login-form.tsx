import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@/ui/field';
import { Button } from '@/ui/button';
import { Alert } from '@/ui/alert';
import { ApiError } from '@/lib/http';
import { loginWithPassword } from '@/store/auth';
import { $config } from '@/store/config';
import type { UserProfile } from '@/lib/schemas';
import { labels, messages } from '../messages';
import { hasErrors, validateLogin, type LoginErrors } from '../schemas';
import { RouteLink } from '@/ui/route-link';
import { storeCredentials } from '../credentials';
import { DebugBlock } from './debug-block';

interface Props {
  email: string;
  onEmailChange(email: string): void;
  notice?: string;
  onForgot(): void;
  onLoggedIn(profile: UserProfile, credentialsFailed: boolean): void;
}

export function LoginForm({ email, onEmailChange, notice, onForgot, onLoggedIn }: Props) {
  const config = useStore($config);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const profile = await loginWithPassword(email.trim(), password);
      const saved = await storeCredentials(email.trim(), password, `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim());
      onLoggedIn(profile, !saved);
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'invalid_grant' || err.status === 400 || err.status === 401)) {
        setErrors({ password: messages.invalidCredentials });
        passwordRef.current?.focus();
      } else if (err instanceof ApiError && err.status === 429) {
        setErrors({ password: err.message });
      } else {
        setAlert(messages.serverError);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login" part="form" noValidate onSubmit={submit}>
      <h2 id={titleId} className="title">
        {labels.login}
      </h2>
      {notice && <Alert variant="success">{notice}</Alert>}
      {alert && <Alert variant="error">{alert}</Alert>}
      <Field
        ref={emailRef}
        label={labels.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(e) => onEmailChange(e.currentTarget.value)}
      />
      <Field
        ref={passwordRef}
        label={labels.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Button type="submit" busy={busy} className="submit">
        {labels.login}
      </Button>
      <div className="links">
        <Button variant="link" onClick={onForgot}>
          {labels.forgot}
        </Button>
        <RouteLink path="/registration">{labels.createAccount}</RouteLink>
      </div>
      {config.environment !== 'production' && <DebugBlock />}
    </form>
  );
}
