import { useId, type ComponentProps, type ReactNode } from 'react';

/** What a custom control must spread to stay labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  className: string;
}

export interface FieldProps extends Omit<ComponentProps<'input'>, 'id' | 'children'> {
  /** Visible label, associated with the control. */
  label: ReactNode;
  /** Error text shown below the control; sets aria-invalid and joins aria-describedby. */
  error?: ReactNode;
  /** Help text below the label, also in aria-describedby. */
  hint?: ReactNode;
  id?: string;
  /** Renders a custom control (select, textarea, code boxes) instead of <input>. */
  control?: (props: FieldControlProps) => ReactNode;
  /** Class of the wrapper. */
  fieldClassName?: string;
}

/**
 * A labelled form control. The error paragraph is an always-present polite live region, so an error
 * that appears is announced once, and it is linked to the control by aria-describedby.
 */
export function Field({ label, error, hint, id, control, fieldClassName, className, required, ...inputProps }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `rwb-field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: ['rwb-field__control', className].filter(Boolean).join(' '),
  };
  return (
    <div className={['rwb-field', fieldClassName].filter(Boolean).join(' ')} part="field">
      <label className="rwb-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint && (
        <p className="rwb-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {control ? control(controlProps) : <input {...inputProps} required={required} {...controlProps} />}
      <p className="rwb-field__error" id={errorId} aria-live="polite">
        {hasError ? error : null}
      </p>
    </div>
  );
}
