import type { ComponentProps } from 'react';
import { CountrySelect, StateSelect } from '@/ui/address/address-lines';
import { Checkbox } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { US } from '@/lib/countries';
import { settingsLabels as l } from '../../settings/messages';
import type { PersonalInfoErrors, ShippingValues } from '../../settings/model';

interface Props {
  value: ShippingValues;
  errors: PersonalInfoErrors;
  onChange(patch: Partial<ShippingValues>): void;
}

type TextLine = 'street' | 'city' | 'state' | 'zipcode';

/**
 * Personal Information's optional separate shipping address (ours: the spec names the payload's
 * shipping address only): a checkbox, then country, street, city, state (a US state or a free-text
 * region) and zip or postal code.
 */
export function ShippingFields({ value, errors, onChange: setShip }: Props) {
  const shipUs = value.country === US;
  const line = (key: TextLine, label: string, props: Omit<ComponentProps<typeof Field>, 'label'>) => (
    <Field
      label={label}
      name={`shipping_${key}`}
      required
      value={value[key]}
      error={errors[`shipping_${key}`]}
      onChange={(e) => setShip({ [key]: e.currentTarget.value })}
      {...props}
    />
  );
  return (
    <>
      <Checkbox label={l.separateShipping} name="shipping_enabled" checked={value.enabled} onChange={(enabled) => setShip({ enabled })} />
      {value.enabled && (
        <fieldset className="settings-fieldset">
          <legend>{l.shippingLegend}</legend>
          <CountrySelect
            label={l.shippingCountry}
            name="shipping_country"
            autoComplete="shipping country-name"
            value={value}
            errors={{ country: errors.shipping_country }}
            // A state code and a free-text region do not carry over between the two kinds.
            onChange={(country) => setShip((country === US) === shipUs ? { country } : { country, state: '' })}
          />
          {line('street', l.shippingStreet, { autoComplete: 'shipping address-line1', maxLength: 200 })}
          {line('city', l.shippingCity, { autoComplete: 'shipping address-level2', maxLength: 100 })}
          {shipUs ? (
            <StateSelect
              label={l.shippingState}
              name="shipping_state"
              autoComplete="shipping address-level1"
              value={value}
              errors={{ state: errors.shipping_state }}
              onChange={(state) => setShip({ state })}
            />
          ) : (
            line('state', l.shippingRegion, { autoComplete: 'shipping address-level1', maxLength: 100 })
          )}
          {line('zipcode', shipUs ? l.shippingZip : l.shippingPostal, {
            autoComplete: 'shipping postal-code',
            inputMode: shipUs ? 'numeric' : undefined,
            maxLength: 20,
          })}
        </fieldset>
      )}
    </>
  );
}
