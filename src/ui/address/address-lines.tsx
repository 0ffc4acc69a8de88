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

/** The country of an international address (~240 countries, United States first). */
export function CountrySelect({ value: v, errors, onChange }: Omit<LinesProps, 'setLine'> & { onChange(country: string): void }) {
  return (
    <Field
      label={addressLabels.country}
      error={errors.country}
      required
      control={(p) => (
        <select {...p} name="country" autoComplete="country-name" value={v.country} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{addressLabels.chooseCountry}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    />
  );
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
        <Field
          label={addressLabels.state}
          error={errors.state}
          required
          control={(p) => (
            <select {...p} name="state" autoComplete="address-level1" value={v.state} onChange={(e) => setLine('state', e.currentTarget.value)}>
              <option value="">{addressLabels.chooseState}</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        />
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
