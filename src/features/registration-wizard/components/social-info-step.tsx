import { useRef, useState } from 'react';
import { SocialProfileFields } from '@/ui/social-profile-fields';
import { labels, messages } from '../messages';
import { BIO_MAX, hasErrors, type SocialValues } from '../schemas';
import { validateSocial } from '../validation';
import { StepFrame } from './step-frame';

interface Props {
  initial: SocialValues;
  focusHeading: boolean;
  onDraft(values: SocialValues): void;
  onBack(): void;
  onDone(values: SocialValues): void;
}

/** Step 4: names, bio (250), profile and cover photos (uploaded as soon as chosen). */
export function SocialInfoStep({ initial, focusHeading, onDraft, onBack, onDone }: Props) {
  const [v, setV] = useState<SocialValues>(initial);
  // An upload finishes later: it must merge into what the member typed meanwhile, not into the
  // values of the moment the file was picked.
  const latest = useRef(v);
  latest.current = v;
  const [errors, setErrors] = useState<ReturnType<typeof validateSocial>>({});
  const [uploading, setUploading] = useState({ profile: false, cover: false });
  const refs = { first_name: useRef<HTMLInputElement>(null), last_name: useRef<HTMLInputElement>(null), profile_bio: useRef<HTMLTextAreaElement>(null) };

  function update(next: SocialValues) {
    latest.current = next;
    setV(next);
    onDraft(next);
  }

  function submit() {
    const found = validateSocial(v);
    setErrors(found);
    if (found.first_name) refs.first_name.current?.focus();
    else if (found.last_name) refs.last_name.current?.focus();
    else if (found.profile_bio) refs.profile_bio.current?.focus();
    if (hasErrors(found)) return;
    onDone({ ...v, first_name: v.first_name.trim(), last_name: v.last_name.trim() });
  }

  const busy = uploading.profile || uploading.cover;
  return (
    <StepFrame step="social_info" title={labels.socialTitle} onSubmit={submit} onBack={onBack} busy={busy} focusHeading={focusHeading}>
      <SocialProfileFields
        value={v}
        errors={errors}
        labels={labels}
        bioMax={BIO_MAX}
        bioTooLong={messages.bioTooLong}
        rowClassName="row"
        refs={refs}
        onChange={(key, value) => {
          update({ ...v, [key]: value });
          if (key === 'profile_bio' && errors.profile_bio && value.length <= BIO_MAX) setErrors({ ...errors, profile_bio: undefined });
        }}
        onPhotoChange={(key, url) => update({ ...latest.current, [key]: url })}
        onUploadingChange={(photo, b) => setUploading((u) => ({ ...u, [photo]: b }))}
      />
    </StepFrame>
  );
}
