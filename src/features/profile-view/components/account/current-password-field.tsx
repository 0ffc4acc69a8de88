import type { Ref } from 'react';
import { Field } from '@/ui/field';
import { accountLabels as l } from '../../account/messages';

interface Props {
  ref?: Ref<HTMLInputElement>;
  value: string;
  /** Why it is asked, under the label. */
  hint: string;
  error?: string | null;
  /** Shown as text (the form's show-passwords toggle). */
  shown?: boolean;
  onChange(value: string): void;
}

/**
 * 'Current Password': the password the member uses now, which the server asks for with a new password
 * or a new e-mail (a stolen session alone cannot take the account over). Sent as `current_password`.
 */
export function CurrentPasswordField({ ref, value, hint, error, shown = false, onChange }: Props) {
  return (
    <Field
      ref={ref}
      label={l.currentPassword}
      hint={hint}
      type={shown ? 'text' : 'password'}
      name="current_password"
      autoComplete="current-password"
      required
      maxLength={200}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
