import type { ReactNode, Ref } from 'react';
import { Field } from './field';
import { ImageUpload } from './image-upload';

export interface NameValues {
  first_name: string;
  last_name: string;
}
export type NameField = keyof NameValues;

export interface NameFieldsProps {
  value: NameValues;
  errors: Partial<Record<NameField, string>>;
  /** The feature's labels ('First Name', 'Last Name'). */
  labels: { firstName: string; lastName: string };
  onChange(key: NameField, value: string): void;
  /** Refs to the inputs (focus targets for errors). */
  refs?: Partial<Record<NameField, Ref<HTMLInputElement>>>;
}

/** First and last name: required, up to 100 characters, autocompleted as the given and family name. */
export function NameFields({ value, errors, labels, onChange, refs }: NameFieldsProps) {
  const name = (key: NameField, label: string, autoComplete: string) => (
    <Field
      ref={refs?.[key]}
      label={label}
      name={key}
      autoComplete={autoComplete}
      maxLength={100}
      required
      value={value[key]}
      error={errors[key]}
      onChange={(e) => onChange(key, e.currentTarget.value)}
    />
  );
  return (
    <>
      {name('first_name', labels.firstName, 'given-name')}
      {name('last_name', labels.lastName, 'family-name')}
    </>
  );
}

export interface SocialProfileValues extends NameValues {
  profile_bio: string;
  profile_photo_url: string | null;
  cover_photo_url: string | null;
}
export type SocialProfileField = NameField | 'profile_bio';
export type ProfilePhoto = 'profile' | 'cover';
type PhotoKey = 'profile_photo_url' | 'cover_photo_url';

export interface SocialProfileLabels {
  firstName: string;
  lastName: string;
  bio: string;
  bioCount(length: number, max: number): string;
  profilePhoto: string;
  coverPhoto: string;
}

export interface SocialProfileFieldsProps {
  value: SocialProfileValues;
  errors: Partial<Record<SocialProfileField, string>>;
  /** The feature's labels and bio count text. */
  labels: SocialProfileLabels;
  bioMax: number;
  /** The error shown while the bio is over `bioMax` and no other bio error is set. */
  bioTooLong: string;
  /** Class of the row holding the two names (the feature's layout). */
  rowClassName: string;
  /** Given, the count is a span with this class while the bio is over its limit. */
  countOverClassName?: string;
  /** A name or the bio changed. */
  onChange(key: SocialProfileField, value: string): void;
  /** A photo was uploaded (its URL) or removed (null). */
  onPhotoChange(key: PhotoKey, url: string | null): void;
  /** A photo upload started or ended (the form waits for uploads before it submits). */
  onUploadingChange(photo: ProfilePhoto, busy: boolean): void;
  /** Refs to the names' inputs and the bio's textarea (focus targets for errors). */
  refs?: NameFieldsProps['refs'] & { profile_bio?: Ref<HTMLTextAreaElement> };
}

const PHOTOS = [
  { photo: 'profile', key: 'profile_photo_url', shape: 'round', label: 'profilePhoto' },
  { photo: 'cover', key: 'cover_photo_url', shape: 'wide', label: 'coverPhoto' },
] as const;

/**
 * The social profile of registration step 4 and Edit Profile (accounts spec §2, §5): first and last
 * name in a row, the bio with its count (an over-long bio shows `bioTooLong`), and the profile and
 * cover photos, uploaded as soon as they are chosen.
 */
export function SocialProfileFields(props: SocialProfileFieldsProps) {
  const { value: v, errors, labels, bioMax, onChange, refs } = props;
  const length = v.profile_bio.length;
  const over = length > bioMax;
  const count: ReactNode = props.countOverClassName ? (
    <span className={over ? props.countOverClassName : undefined}>{labels.bioCount(length, bioMax)}</span>
  ) : (
    labels.bioCount(length, bioMax)
  );
  return (
    <>
      <div className={props.rowClassName}>
        <NameFields value={v} errors={errors} labels={labels} onChange={onChange} refs={refs} />
      </div>
      <Field
        label={labels.bio}
        hint={count}
        error={errors.profile_bio ?? (over ? props.bioTooLong : undefined)}
        control={(p) => (
          <textarea {...p} ref={refs?.profile_bio} name="profile_bio" rows={4} value={v.profile_bio} onChange={(e) => onChange('profile_bio', e.currentTarget.value)} />
        )}
      />
      {PHOTOS.map(({ photo, key, shape, label }) => (
        <ImageUpload
          key={photo}
          label={labels[label]}
          intent={photo}
          shape={shape}
          value={v[key]}
          onChange={(url) => props.onPhotoChange(key, url)}
          onBusyChange={(busy) => props.onUploadingChange(photo, busy)}
        />
      ))}
    </>
  );
}
