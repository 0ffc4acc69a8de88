import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { imageUploadCss } from '@/ui/image-upload';
import { MilitaryFields } from '@/ui/military-fields';
import { SocialProfileFields } from '@/ui/social-profile-fields';
import { isApiError } from '@/lib/http';
import { ShadowStyles } from '@/lib/styles';
import type { Profile } from '../../schemas';
import { updateUser } from '../../account/api';
import { accountLabels as l, accountMessages as m } from '../../account/messages';
import {
  BIO_MAX,
  EDIT_FIELD_ORDER,
  editProfilePayload,
  editServerErrors,
  editValuesFromProfile,
  etsFocusPart,
  firstInvalid,
  hasErrors,
  validateEditProfile,
  type EditProfileErrors,
  type EditProfileField,
  type EditProfileValues,
} from '../../account/model';
import css from './account.css?inline';

interface Props {
  profile: Profile;
  onSaved(profile: Profile): void;
  onCancel(): void;
}

/** The control each field's error focuses (by `name` inside the form). */
const CONTROL: Record<Exclude<EditProfileField, 'military_ets'>, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  profile_bio: 'profile_bio',
  military_status: 'military_status',
  military_branch: 'military_branch',
  military_rank: 'military_rank',
  combat_zone: 'combat_zone',
  combat_deployment_operations: 'combat_deployment_operations',
  has_disability: 'has_disability',
};

/**
 * Edit Profile (accounts spec §2 /profile/edit, §4 Forms, §5 Edit profile): names, bio (250, with a
 * count), profile and cover photos (uploaded as soon as chosen, stored on Save) and the military
 * service fields. Save sends one partial update; any failure keeps what the member typed.
 */
export function EditProfile({ profile, onSaved, onCancel }: Props) {
  const [initial] = useState(() => editValuesFromProfile(profile));
  const [v, setV] = useState<EditProfileValues>(initial);
  const [errors, setErrors] = useState<EditProfileErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState({ profile: false, cover: false });
  const formRef = useRef<HTMLFormElement>(null);

  /** After a first Save attempt, the messages follow the member's corrections as they type. */
  function update(next: EditProfileValues) {
    setV(next);
    if (submitted) setErrors(validateEditProfile(next));
  }

  function focusField(field: EditProfileField | null, values: EditProfileValues) {
    if (!field) return;
    const name = field === 'military_ets' ? etsFocusPart(values.military) : CONTROL[field];
    const controls = [...(formRef.current?.querySelectorAll<HTMLInputElement>(`[name="${name}"]`) ?? [])];
    // A radio group: the checked radio, else the first.
    (controls.find((c) => c.checked) ?? controls[0])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading.profile || uploading.cover) return;
    const found = validateEditProfile(v);
    setSubmitted(true);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusField(firstInvalid(found, EDIT_FIELD_ORDER), v);
      return;
    }
    setBusy(true);
    try {
      const saved = await updateUser(profile.id, editProfilePayload(v, initial));
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length) {
        const { errors: onFields, rest } = editServerErrors(error.fields);
        setErrors(onFields);
        if (rest.length || !hasErrors(onFields)) setFailure([m.updateFailed, ...rest]);
        focusField(firstInvalid(onFields, EDIT_FIELD_ORDER), v);
      } else {
        setFailure([m.updateFailed]);
      }
    } finally {
      setBusy(false);
    }
  }

  const waiting = uploading.profile || uploading.cover;
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(e) => void submit(e)}>
      <ShadowStyles css={[imageUploadCss, css]} />
      <section className="account-section" aria-labelledby="edit-social-title">
        <h3 id="edit-social-title">{l.socialProfile}</h3>
        <SocialProfileFields
          value={v}
          errors={errors}
          labels={l}
          bioMax={BIO_MAX}
          bioTooLong={m.bioTooLong}
          rowClassName="account-row"
          countOverClassName="account-count--over"
          onChange={(key, value) => update({ ...v, [key]: value })}
          onPhotoChange={(key, url) => setV((cur) => ({ ...cur, [key]: url }))}
          onUploadingChange={(photo, b) => setUploading((u) => ({ ...u, [photo]: b }))}
        />
      </section>
      <section className="account-section" aria-labelledby="edit-military-title">
        <h3 id="edit-military-title">{l.militaryService}</h3>
        <MilitaryFields value={v.military} errors={errors} onChange={(military) => update({ ...v, military })} />
      </section>
      {failure && (
        <Alert variant="error">
          {failure.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      )}
      {waiting && (
        <p className="account-note" role="status">
          {m.uploading}
        </p>
      )}
      <div className="account-actions">
        <Button type="submit" busy={busy} disabled={waiting}>
          {l.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {l.cancel}
        </Button>
      </div>
    </form>
  );
}
