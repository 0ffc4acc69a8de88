import { useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ShadowStyles } from '@/lib/styles';
import { anonymousProfileChosen } from '@/store/anonymous';
import type { Profile } from '../../schemas';
import { savePrivacy } from '../../settings/api';
import { settingsLabels as l, settingsMessages as m } from '../../settings/messages';
import css from './settings.css?inline';

interface Props {
  profile: Profile;
  onSaved(profile: Profile): void;
}

type Choice = 'public' | 'anonymous';

/**
 * Privacy Settings: public or anonymous profile (accounts spec §4 'Anonymous profiles'). Turning the
 * profile anonymous is confirmed first, because it permanently leaves every chat room (§4 Forms); after
 * the save the `onAnonymousProfile` callbacks run (chat leaves its rooms).
 */
export function PrivacySettings({ profile, onSaved }: Props) {
  const wasAnonymous = !!profile.anonymous_profile;
  const [choice, setChoice] = useState<Choice>(wasAnonymous ? 'anonymous' : 'public');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setFailure(null);
    const anonymous = choice === 'anonymous';
    try {
      const saved = await savePrivacy(profile.id, anonymous);
      setConfirming(false);
      if (anonymous && !wasAnonymous) void anonymousProfileChosen();
      onSaved(saved);
    } catch (error) {
      console.error('[rwb] privacy save failed', error);
      setConfirming(false);
      setFailure(m.privacyFailed);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (choice === 'anonymous' && !wasAnonymous) setConfirming(true);
    else void save();
  }

  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <ShadowStyles css={css} />
      <p>{m.privacyIntro}</p>
      <ChoiceGroup
        legend={l.privacy}
        name="privacy"
        choices={[
          { value: 'public', label: l.publicProfile, hint: m.publicHint },
          { value: 'anonymous', label: l.anonymousProfile, hint: m.anonymousHint },
        ]}
        value={choice}
        onChange={(c) => {
          setFailure(null);
          setChoice(c);
        }}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="settings-actions">
        <Button type="submit" busy={busy && !confirming}>
          {l.save}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={l.anonymousTitle}
          message={m.anonymousConfirm}
          confirmLabel={l.makeAnonymous}
          destructive
          busy={busy}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
