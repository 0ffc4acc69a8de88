import { useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Field } from '@/ui/field';
import { RouteLink } from '@/ui/route-link';
import { isApiError } from '@/lib/http';
import { loginWithPassword } from '@/store/auth';
import { $config } from '@/store/config';
import type { UserProfile } from '@/lib/schemas';
import { createAccount, updateProfile } from '../api';
import { labels, messages } from '../messages';
import { emptySignup, hasErrors, validateSignup, type Errors, type SignupValues } from '../schemas';
import { StepFrame } from './step-frame';

interface Props {
  focusHeading: boolean;
  source: EventTarget | null;
  onDone(profile: UserProfile): void;
}

const ORDER: (keyof SignupValues)[] = ['first_name', 'last_name', 'email', 'confirm_email', 'password', 'confirm_password'];

/**
 * Step 1. Client-credentials create (201) → password login → flag registration_started_via_app →
 * next step. Failure texts of accounts spec §8; what the member typed is kept on every failure.
 */
export function SignupStep({ focusHeading, source, onDone }: Props) {
  const config = useStore($config);
  const [v, setV] = useState<SignupValues>(emptySignup);
  const [errors, setErrors] = useState<Errors<keyof SignupValues>>({});
  const [alert, setAlert] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<keyof SignupValues, HTMLInputElement | null>>>({});

  const set = (key: keyof SignupValues) => (e: { currentTarget: HTMLInputElement }) => setV({ ...v, [key]: e.currentTarget.value });

  async function submit() {
    const found = validateSignup(v, { domain: config.orgEmailDomain, product: config.productName });
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) {
      refs.current[ORDER.find((k) => found[k])!]?.focus();
      return;
    }
    setBusy(true);
    let id: number;
    try {
      id = await createAccount(v);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.status === 422 && error.fields.email) {
        // The server's e-mail error, uppercased (spec §5).
        setErrors({ email: error.fields.email.toUpperCase() });
        refs.current.email?.focus();
      } else if (isApiError(error) && error.status === 422 && error.fields.password) {
        setErrors({ password: error.fields.password.toUpperCase() });
        refs.current.password?.focus();
      } else if (isApiError(error) && error.status === 0) {
        setAlert(messages.signupNetwork);
      } else {
        setAlert(messages.signupServer);
      }
      return;
    }
    let profile: UserProfile;
    try {
      profile = await loginWithPassword(v.email.trim(), v.password, { source });
    } catch {
      setBusy(false);
      setAlert(
        <>
          {messages.loginAfterSignup}: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </>,
      );
      return;
    }
    try {
      profile = await updateProfile(id, { registration_started_via_app: true });
    } catch {
      /* the flag is informational: the account exists and the member is logged in; carry on */
    }
    setBusy(false);
    onDone(profile);
  }

  const field = (key: keyof SignupValues) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[key] = el;
    },
    name: key,
    value: v[key],
    error: errors[key],
    onChange: set(key),
    required: true,
  });

  return (
    <StepFrame
      step="signup"
      title={labels.signupTitle}
      alert={alert}
      onSubmit={submit}
      submitLabel={labels.createAccount}
      busy={busy}
      focusHeading={focusHeading}
      footer={
        <p className="have-account">
          {labels.haveAccount} <RouteLink path="/login">{labels.loginHere}</RouteLink>
        </p>
      }
    >
      <div className="row">
        <Field label={labels.firstName} autoComplete="given-name" maxLength={100} {...field('first_name')} />
        <Field label={labels.lastName} autoComplete="family-name" maxLength={100} {...field('last_name')} />
      </div>
      <Field label={labels.email} hint={labels.emailNote} type="email" inputMode="email" autoComplete="email" maxLength={254} {...field('email')} />
      <Field label={labels.confirmEmail} type="email" inputMode="email" autoComplete="email" maxLength={254} {...field('confirm_email')} />
      <Field label={labels.password} hint={labels.passwordHint} type="password" autoComplete="new-password" {...field('password')} />
      <Field label={labels.confirmPassword} type="password" autoComplete="new-password" {...field('confirm_password')} />
      <p className="legal">
        {labels.agreePrefix}{' '}
        <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer">
          {labels.privacyPolicy}
        </a>{' '}
        {labels.and}{' '}
        <a href={config.termsUrl} target="_blank" rel="noopener noreferrer">
          {labels.terms}
        </a>
        .
      </p>
    </StepFrame>
  );
}
