import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { isApiError } from '@/lib/http';
import { refreshProfile } from '@/store/refresh-profile';
import { $config } from '@/store/config';
import { checkSession, type GuardState } from '@/store/guard';
import { $profile } from '@/store/member';
import { resendCode, verifyEmail } from '../api';
import { labels, messages } from '../messages';
import { CODE_LENGTH, isCompleteCode } from '../schemas';
import { CodeBoxes } from './code-boxes';
import { StepFrame } from './step-frame';

interface Props {
  focusHeading: boolean;
  /** The member is past this step (verified): the wizard moves on. */
  onState(state: GuardState): void;
}

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Step 2. On open the member is checked afresh (verified and incomplete → personal_info; verified and
 * complete → /feed). Six boxes, 'CODE IS INVALID. PLEASE TRY AGAIN.', resend.
 */
export function ConfirmEmailStep({ focusHeading, onState }: Props) {
  const config = useStore($config);
  const profile = useStore($profile);
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const first = useRef<HTMLInputElement | null>(null);
  // Focus after React re-enabled the boxes (they are disabled while a check runs).
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick) first.current?.focus();
  }, [focusTick]);
  const onStateRef = useRef(onState);
  useEffect(() => {
    onStateRef.current = onState;
  });

  // The check on open (accounts spec §4).
  useEffect(() => {
    let live = true;
    checkSession({ fresh: true, redirect: false })
      .then((state) => {
        if (live && state !== 'confirm_email') onStateRef.current(state);
      })
      .catch(() => {
        if (live) setAlert(messages.verifyCheckFailed);
      });
    return () => {
      live = false;
    };
  }, []);

  async function submit() {
    setAlert(null);
    setNotice(null);
    if (!isCompleteCode(digits)) {
      setError(messages.codeIncomplete);
      first.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await verifyEmail(digits.join(''));
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && (e.status === 400 || e.status === 422)) {
        setError(messages.codeInvalid);
        setDigits(emptyCode());
        setFocusTick((n) => n + 1);
      } else if (isApiError(e) && e.status === 429) {
        setError(e.message);
      } else {
        setAlert(messages.codeOther(config.productName));
      }
      return;
    }
    try {
      const fresh = await refreshProfile();
      setBusy(false);
      onState(fresh.email_verified ? (fresh.profile_completed ? 'ok' : 'personal_info') : 'confirm_email');
      if (!fresh.email_verified) setAlert(messages.unableToVerify);
    } catch {
      setBusy(false);
      setAlert(messages.verifyCheckFailed);
    }
  }

  async function resend() {
    setResending(true);
    setAlert(null);
    setNotice(null);
    try {
      await resendCode();
      setNotice(messages.codeResent(profile?.email ?? ''));
      setDigits(emptyCode());
      setError(null);
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        // Already verified (for instance in another tab): move on.
        const state = await checkSession({ fresh: true, redirect: false }).catch(() => null);
        if (state) onState(state);
      } else if (isApiError(e) && e.status === 429) setAlert(e.message);
      else setAlert(messages.codeOther(config.productName));
    } finally {
      setResending(false);
    }
  }

  return (
    <StepFrame
      step="confirm_email"
      title={labels.confirmTitle}
      intro={<p>{labels.confirmIntro(profile?.email ?? '')}</p>}
      alert={alert}
      onSubmit={submit}
      submitLabel={labels.verify}
      busy={busy}
      focusHeading={focusHeading}
      footer={
        <div className="resend">
          {notice && <Alert variant="success">{notice}</Alert>}
          <Button variant="link" onClick={resend} busy={resending}>
            {labels.resend}
          </Button>
        </div>
      }
    >
      <CodeBoxes
        legend={labels.code}
        digits={digits}
        onChange={setDigits}
        error={error}
        disabled={busy}
        firstRef={(el) => {
          first.current = el;
        }}
      />
    </StepFrame>
  );
}
