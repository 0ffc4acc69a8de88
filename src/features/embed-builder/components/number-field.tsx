import type { ReactNode } from 'react';
import { Field } from '@/ui/field';
import { isWholeNumber } from '../model';
import { messages } from '../messages';

export interface NumberFieldProps {
  label: string;
  hint: ReactNode;
  value: string;
  onChange(value: string): void;
}

/** A whole-number entry (an id): what was typed stays; an invalid entry says so and is left out of the snippet. */
export function NumberField({ label, hint, value, onChange }: NumberFieldProps) {
  const invalid = value.trim() !== '' && !isWholeNumber(value);
  return (
    <Field
      label={label}
      hint={hint}
      inputMode="numeric"
      value={value}
      error={invalid ? messages.wholeNumber : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
