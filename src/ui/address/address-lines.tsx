import type { ComponentProps } from 'react';
import { COUNTRIES } from '@/lib/countries';
import { US_STATES } from '@/lib/us-states';
import { Field } from '../field';
import { addressLabels, type AddressFormField, type AddressFormValue } from './address-value';

interface LinesProps {
  value: AddressFormValue;
  errors: Partial<Record<AddressFormField, string>>;
  setLine(key: AddressFormField, value: string): void;
}

type SelectPart = 'country' | 'state';

/** A required choice of one address part; label, name and autocomplete default to the home address's. */
export interface PartSelectProps<K extends SelectPart> {
  value: Pick<AddressFormValue, K>;
  errors: Partial<Record<K, string>>;
  onChange(value: string): void;
  /** Another address's label (a shipping address: 'Shipping Country'). */
  label?: string;
  name?: string;
  autoComplete?: string;
}

const PARTS: Record<SelectPart, { label: string; autoComplete: string; prompt: string; options: { value: string; text: string }[] }> = {
  country: { label: addressLabels.country, autoComplete: 'country-name', prompt: addressLabels.chooseCountry, options: COUNTRIES.map((c) => ({ value: c, text: c })) },
  state: { label: addressLabels.state, autoComplete: 'address-level1', prompt: addressLabels.chooseState, options: US_STATES.map((s) => ({ value: s.code, text: s.name })) },
};

function PartSelect<K extends SelectPart>({ part, value, errors, onChange, label, name, autoComplete }: PartSelectProps<K> & { part: K }) {
  const d = PARTS[part];
  return (
    <Field
      label={label ?? d.label}
      error={errors[part]}
      required
      control={(p) => (
        <select {...p} name={name ?? part} autoComplete={autoComplete ?? d.autoComplete} value={value[part]} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{d.prompt}</option>
          {d.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** The country of an international address (~240 countries, United States first). */
export function CountrySelect(props: PartSelectProps<'country'>) {
  return <PartSelect part="country" {...props} />;
}

/** The state of a domestic address: a US state, DC, a territory or an armed-forces "state" (by postal code). */
export function StateSelect(props: PartSelectProps<'state'>) {
  return <PartSelect part="state" {...props} />;
}

type TextLine = Exclude<AddressFormField, 'query' | 'country'>;

/**
 * The address lines: street, unit, city, state (a US state, or a region abroad) and zip or postal
 * code. Shown in manual mode and once a suggestion was chosen (to complete or correct it).
 */
export function AddressLines({ value: v, errors, setLine }: LinesProps) {
  const domestic = v.address_type === 'domestic';
  const line = (key: TextLine, label: string, props: Omit<ComponentProps<typeof Field>, 'label'>) => (
    <Field label={label} name={key} value={v[key]} error={errors[key]} onChange={(e) => setLine(key, e.currentTarget.value)} {...props} />
  );
  return (
    <div className="rwb-address__lines">
      {line('street', addressLabels.street, {
        hint: v.selected && !v.street ? addressLabels.streetNeeded : undefined,
        autoComplete: 'address-line1',
        required: true,
        maxLength: 200,
      })}
      {line('street_2', addressLabels.street2, { autoComplete: 'address-line2', maxLength: 100 })}
      {line('city', addressLabels.city, { autoComplete: 'address-level2', required: true, maxLength: 100 })}
      {domestic ? (
        <StateSelect value={v} errors={errors} onChange={(state) => setLine('state', state)} />
      ) : (
        line('state', addressLabels.region, { autoComplete: 'address-level1', required: true, maxLength: 100 })
      )}
      {line('zipcode', domestic ? addressLabels.zip : addressLabels.postalCode, {
        autoComplete: 'postal-code',
        inputMode: domestic ? 'numeric' : undefined,
        required: domestic,
        maxLength: domestic ? 10 : 20,
      })}
    </div>
  );
}
