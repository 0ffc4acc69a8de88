import { useRef, useState } from 'react';
import { Field } from '@/ui/field';
import { ImageUpload } from '@/ui/image-upload';
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
  const [errors, setErrors] = useState<ReturnType<typeof validateSocial>>({});
  const [uploading, setUploading] = useState({ profile: false, cover: false });
  const refs = { first_name: useRef<HTMLInputElement>(null), last_name: useRef<HTMLInputElement>(null) };
  const bioRef = useRef<HTMLTextAreaElement | null>(null);

  function update(next: SocialValues) {
    setV(next);
    onDraft(next);
  }

  function submit() {
    const found = validateSocial(v);
    setErrors(found);
    if (found.first_name) refs.first_name.current?.focus();
    else if (found.last_name) refs.last_name.current?.focus();
    else if (found.profile_bio) bioRef.current?.focus();
    if (hasErrors(found)) return;
    onDone({ ...v, first_name: v.first_name.trim(), last_name: v.last_name.trim() });
  }

  const busy = uploading.profile || uploading.cover;
  return (
    <StepFrame step="social_info" title={labels.socialTitle} onSubmit={submit} onBack={onBack} busy={busy} focusHeading={focusHeading}>
      <div className="row">
        <Field
          ref={refs.first_name}
          label={labels.firstName}
          name="first_name"
          autoComplete="given-name"
          maxLength={100}
          required
          value={v.first_name}
          error={errors.first_name}
          onChange={(e) => update({ ...v, first_name: e.currentTarget.value })}
        />
        <Field
          ref={refs.last_name}
          label={labels.lastName}
          name="last_name"
          autoComplete="family-name"
          maxLength={100}
          required
          value={v.last_name}
          error={errors.last_name}
          onChange={(e) => update({ ...v, last_name: e.currentTarget.value })}
        />
      </div>
      <Field
        label={labels.bio}
        hint={labels.bioCount(v.profile_bio.length, BIO_MAX)}
        error={errors.profile_bio ?? (v.profile_bio.length > BIO_MAX ? messages.bioTooLong : undefined)}
        control={(p) => (
          <textarea
            {...p}
            ref={bioRef}
            name="profile_bio"
            rows={4}
            value={v.profile_bio}
            onChange={(e) => {
              const bio = e.currentTarget.value;
              update({ ...v, profile_bio: bio });
              if (errors.profile_bio && bio.length <= BIO_MAX) setErrors({ ...errors, profile_bio: undefined });
            }}
          />
        )}
      />
      <ImageUpload
        label={labels.profilePhoto}
        intent="profile"
        shape="round"
        value={v.profile_photo_url}
        onChange={(url) => update({ ...v, profile_photo_url: url })}
        onBusyChange={(b) => setUploading((u) => ({ ...u, profile: b }))}
      />
      <ImageUpload
        label={labels.coverPhoto}
        intent="cover"
        shape="wide"
        value={v.cover_photo_url}
        onChange={(url) => update({ ...v, cover_photo_url: url })}
        onBusyChange={(b) => setUploading((u) => ({ ...u, cover: b }))}
      />
    </StepFrame>
  );
}
