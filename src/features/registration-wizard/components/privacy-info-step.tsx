import { useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Checkbox, ChoiceGroup } from '@/ui/choice-group';
import { $config } from '@/store/config';
import { waiverSections, waiverTitle } from '@/lib/waiver';
import { labels } from '../messages';
import type { PrivacyValues } from '../schemas';
import { validatePrivacy } from '../validation';
import { StepFrame } from './step-frame';

interface Props {
  initial: PrivacyValues;
  focusHeading: boolean;
  busy: boolean;
  alert: string | null;
  onDraft(values: PrivacyValues): void;
  onBack(): void;
  onDone(values: PrivacyValues): void;
}

/** Step 6: public or anonymous profile, and the legal waiver. Completing writes the profile. */
export function PrivacyInfoStep({ initial, focusHeading, busy, alert, onDraft, onBack, onDone }: Props) {
  const config = useStore($config);
  const [v, setV] = useState<PrivacyValues>(initial);
  const [error, setError] = useState<string | undefined>();
  const waiverRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  function update(next: PrivacyValues) {
    setV(next);
    onDraft(next);
  }

  function submit() {
    const found = validatePrivacy(v);
    setError(found.waiver);
    if (found.waiver) {
      waiverRef.current?.focus();
      return;
    }
    onDone(v);
  }

  return (
    <StepFrame
      step="privacy_info"
      title={labels.privacyTitle}
      onSubmit={submit}
      onBack={onBack}
      submitLabel={labels.finish}
      busy={busy}
      alert={alert}
      focusHeading={focusHeading}
    >
      <ChoiceGroup
        legend={labels.privacy}
        name="privacy"
        choices={[
          { value: 'public', label: labels.publicProfile, hint: labels.publicHint },
          { value: 'anonymous', label: labels.anonymousProfile, hint: labels.anonymousHint },
        ]}
        value={v.anonymous_profile ? 'anonymous' : 'public'}
        onChange={(c) => update({ ...v, anonymous_profile: c === 'anonymous' })}
      />
      <section className="waiver" aria-labelledby={titleId}>
        <h3 id={titleId} className="waiver__title">
          {labels.waiver}: {waiverTitle(config.productName)}
        </h3>
        <div className="waiver__text" tabIndex={0} role="document" aria-labelledby={titleId}>
          {waiverSections(config.productName).map((s) => (
            <section key={s.heading}>
              <h4>{s.heading}</h4>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
      <Checkbox
        label={labels.acceptWaiver}
        name="waiver"
        checked={v.waiver}
        onChange={(c) => {
          update({ ...v, waiver: c });
          if (c) setError(undefined);
        }}
        error={error}
        inputRef={waiverRef}
      />
    </StepFrame>
  );
}
