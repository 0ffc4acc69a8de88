import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { $profile } from '@/store/member';
import { logout, refreshProfile } from '@/store/auth';
import { $config } from '@/store/config';
import { $cookieRefused } from '@/store/session';
import { Alert } from '@/ui/alert';
import { labels, messages } from '../messages';
import { DebugBlock } from './debug-block';

/** Who is logged in, and Logout with the spec's confirmation (accounts spec §2 App Settings). */
export function LoggedIn({ host }: { host: EventTarget | undefined }) {
  const profile = useStore($profile);
  const config = useStore($config);
  const cookieRefused = useStore($cookieRefused);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A session without a cached profile (e.g. cleared storage): fetch it once.
    if (!profile) refreshProfile().catch(() => undefined);
  }, [profile]);

  const name = profile ? `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim() : '';

  async function confirmLogout() {
    setLeaving(true);
    try {
      await logout({ source: host });
    } finally {
      setLeaving(false);
      setConfirming(false);
    }
  }

  return (
    <div className="logged-in" part="account">
      <p className="who" aria-live="polite">
        <span className="who-label">{messages.loggedInAs}</span>{' '}
        <strong className="who-name">{name || profile?.email || '…'}</strong>
        {profile?.email && name && <span className="who-email"> ({profile.email})</span>}
      </p>
      {cookieRefused && (
        // Said once: dismissing it clears the page-wide flag (every member-login on the page).
        <Alert variant="info" onDismiss={() => $cookieRefused.set(false)}>
          {messages.cookieRefused}
        </Alert>
      )}
      <Button ref={opener} variant="secondary" onClick={() => setConfirming(true)}>
        {labels.logout}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={labels.logout}
          message={messages.logoutConfirm}
          confirmLabel={labels.logout}
          cancelLabel={labels.cancel}
          busy={leaving}
          onConfirm={confirmLogout}
          onCancel={() => setConfirming(false)}
        />
      )}
      {config.environment !== 'production' && <DebugBlock />}
    </div>
  );
}
