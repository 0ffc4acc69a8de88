import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cookieRefused, $session } from '@/store/session';
import { useShadowStyles } from '@/lib/styles';
import { Alert } from '@/ui/alert';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import type { UserProfile } from '@/lib/schemas';
import css from '../styles.css?inline';
import { messages } from '../messages';
import { goAfterLogin } from '../outcome';
import { LoginForm } from './login-form';
import { ForgotPassword } from './forgot-password';
import { LoggedIn } from './logged-in';

export interface MemberLoginProps {
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot | HTMLElement;
  /** Where to go after a successful login (a same-origin URL or a route such as /events/12). */
  redirect?: string;
}

type View = 'login' | 'forgot';

export function MemberLogin({ container, redirect }: MemberLoginProps) {
  useShadowStyles(container, tokens, ui, css);
  const host = container instanceof ShadowRoot ? container.host : container;
  const session = useStore($session);
  const [view, setView] = useState<View>('login');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string>();
  const [credentialsFailed, setCredentialsFailed] = useState(false);

  function loggedIn(profile: UserProfile, failed: boolean) {
    setCredentialsFailed(failed);
    // Where the browser refused the refresh cookie the session lasts for this page only: going to
    // another page would end it, so the member stays here (the logged-in view says why).
    if (!$cookieRefused.get()) goAfterLogin(profile, { redirect, source: host });
  }

  return (
    <div className="member-login" part="root">
      {credentialsFailed && <Alert variant="error">{messages.credentialsNotSaved}</Alert>}
      {session ? (
        <LoggedIn host={host} />
      ) : view === 'forgot' ? (
        <ForgotPassword
          email={email}
          onEmailChange={setEmail}
          onBack={() => setView('login')}
          onDone={() => {
            setNotice(messages.resetDone);
            setView('login');
          }}
        />
      ) : (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          notice={notice}
          onForgot={() => {
            setNotice(undefined);
            setView('forgot');
          }}
          onLoggedIn={loggedIn}
        />
      )}
    </div>
  );
}
