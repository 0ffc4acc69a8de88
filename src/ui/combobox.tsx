import type { Key, ReactNode, Ref } from 'react';
import css from './combobox.css?inline';
import { Field } from './field';
import { useCombobox, type ComboboxOptions, type ComboboxTexts } from './use-combobox';

/** The component's styles: feature roots pass them to useShadowStyles after tokensCss and uiCss. */
export const comboboxCss = css;

export type { ComboboxOptions, ComboboxTexts };

export interface ComboboxProps<T> extends ComboboxOptions<T> {
  /** The visible label: also the combobox's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  /** The field's validation error (aria-invalid, described by it). */
  error?: ReactNode;
  required?: boolean;
  name?: string;
  type?: 'text' | 'search';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The text of an option (its accessible name unless `renderOption` says more). */
  getLabel(item: T): string;
  renderOption?(item: T, index: number): ReactNode;
  getKey?(item: T, index: number): Key;
  /** A control beside the input, e.g. the 'Use Current Location' button. */
  action?: ReactNode;
  /** Extra class of the field's wrapper. */
  className?: string;
  /** Shown under the status line (e.g. the current-location error). */
  children?: ReactNode;
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A labelled text field that suggests options as the member types (the one ARIA combobox of the
 * platform: address, place and location search). See useCombobox for the behaviour.
 *
 *   <Combobox label="Location" texts={{ listLabel: 'Location suggestions', empty: 'No Results Found' }}
 *     inputValue={text} onInputChange={setText} minChars={3}
 *     search={(q, signal) => searchPlaces(q, { loggedIn, signal })} getLabel={(p) => p.description}
 *     onSelect={(p) => { setText(p.description); onChange(p); }}
 *     action={<Button variant="link" onClick={locate}>Use Current Location</Button>} />
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, hint, error, required, name, type = 'text', placeholder, inputRef, getLabel, renderOption, getKey, action, className, children } = props;
  const cb = useCombobox(props);
  const statusId = `${cb.listId}-status`;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      fieldClassName={['rwb-combobox', className].filter(Boolean).join(' ')}
      control={(p) => (
        <>
          <div className={action ? 'rwb-combobox__row' : undefined}>
            <input
              {...p}
              {...cb.inputProps}
              ref={(el) => {
                cb.inputProps.ref(el);
                assign(inputRef, el);
              }}
              type={type}
              name={name}
              placeholder={placeholder}
              aria-describedby={[p['aria-describedby'], cb.status ? statusId : null].filter(Boolean).join(' ') || undefined}
            />
            {action}
          </div>
          <ul className="rwb-combobox__list" {...cb.listboxProps}>
            {cb.expanded &&
              cb.results.map((item, i) => (
                <li key={getKey ? getKey(item, i) : `${getLabel(item)}-${i}`} className="rwb-combobox__option" {...cb.optionProps(i)}>
                  {renderOption ? renderOption(item, i) : getLabel(item)}
                </li>
              ))}
          </ul>
          <p className="rwb-combobox__status" id={statusId} role="status">
            {cb.status}
          </p>
          {cb.alert && (
            <p className="rwb-field__error" role="alert">
              {cb.alert}
            </p>
          )}
          {children}
        </>
      )}
    />
  );
}
