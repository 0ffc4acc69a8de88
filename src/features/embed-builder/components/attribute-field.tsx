import { Field } from '@/ui/field';
import { controlFor, labelFor, type AttributeSpec } from '../model';
import { messages } from '../messages';
import { NumberField } from './number-field';
import { PickField } from './pick-field';

export interface AttributeFieldProps {
  attr: AttributeSpec;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
}

/** The control of one attribute, chosen from its manifest type: checkbox, number, choice, picker or text. */
export function AttributeField({ attr, value, onChange }: AttributeFieldProps) {
  const control = controlFor(attr);
  const label = labelFor(attr, messages.pickLabels);
  const hint = (
    <>
      <code>{attr.name}</code>
      {attr.description ? ` ${attr.description}` : ''}
    </>
  );
  const text = typeof value === 'string' ? value : '';
  if (control.kind === 'boolean') {
    return (
      <div className="embed-builder__check" part="field">
        <label>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} /> {label}
        </label>
        <p className="rwb-field__hint">{hint}</p>
      </div>
    );
  }
  if (control.kind === 'pick') return <PickField list={control.list} label={label} hint={hint} value={text} onChange={onChange} />;
  if (control.kind === 'choice') {
    return (
      <Field
        label={label}
        hint={hint}
        control={(p) => (
          <select {...p} value={text} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{messages.any}</option>
            {control.values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        )}
      />
    );
  }
  if (control.kind === 'number') return <NumberField label={label} hint={hint} value={text} onChange={onChange} />;
  return <Field label={label} hint={hint} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}
