import { useId, type ReactNode, type Ref } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps<V extends string> {
  /** The question, shown as the fieldset's legend (the radio group's accessible name). */
  legend: ReactNode;
  name: string;
  choices: readonly Choice<V>[];
  value: V | '' | null | undefined;
  onChange(value: V): void;
  error?: ReactNode;
  required?: boolean;
  /** Lay the choices out in a row (short answers such as Yes / No). */
  inline?: boolean;
  /** Ref to the first radio (focus it when the group has an error). */
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled radio group: native radios in a fieldset (arrow keys move between them), the legend as
 * the group's name, an always-present polite error line linked by aria-describedby.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  required,
  inline,
  firstRef,
  className,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = !!error;
  return (
    <fieldset
      className={['rwb-choices', inline && 'rwb-choices--inline', className].filter(Boolean).join(' ')}
      part="field"
      aria-describedby={hasError ? errorId : undefined}
      aria-invalid={hasError || undefined}
      role="radiogroup"
      aria-required={required || undefined}
    >
      <legend className="rwb-field__label">{legend}</legend>
      <div className="rwb-choices__options">
        {choices.map((c, i) => {
          const optionId = `${id}-${i}`;
          return (
            <div className="rwb-choice" key={c.value}>
              <input
                ref={i === 0 ? firstRef : undefined}
                type="radio"
                id={optionId}
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
                aria-describedby={c.hint ? `${optionId}-hint` : undefined}
              />
              <label htmlFor={optionId}>
                {c.label}
                {c.hint && (
                  <span className="rwb-choice__hint" id={`${optionId}-hint`}>
                    {c.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <p className="rwb-field__error" id={errorId} aria-live="polite">
        {hasError ? error : null}
      </p>
    </fieldset>
  );
}

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with its own error line. */
export function Checkbox({ label, checked, onChange, error, name, inputRef }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="rwb-checkbox" part="field">
      <input
        ref={inputRef}
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <p className="rwb-field__error" id={errorId} aria-live="polite">
        {error || null}
      </p>
    </div>
  );
}
