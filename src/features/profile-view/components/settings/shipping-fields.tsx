import { Checkbox } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { COUNTRIES, US } from '@/lib/countries';
import { US_STATES } from '@/lib/us-states';
import { settingsLabels as l } from '../../settings/messages';
import type { PersonalInfoErrors, ShippingValues } from '../../settings/model';

interface Props {
  value: ShippingValues;
  errors: PersonalInfoErrors;
  onChange(patch: Partial<ShippingValues>): void;
}

/**
 * Personal Information's optional separate shipping address (ours: the spec names the payload's
 * shipping address only): a checkbox, then country, street, city, state (a US state or a free-text
 * region) and zip or postal code.
 */
export function ShippingFields({ value, errors, onChange: setShip }: Props) {
  const shipUs = value.country === US;
  return (
    <>
      <Checkbox label={l.separateShipping} name="shipping_enabled" checked={value.enabled} onChange={(enabled) => setShip({ enabled })} />
      {value.enabled && (
        <fieldset className="settings-fieldset">
          <legend>{l.shippingLegend}</legend>
          <Field
            label={l.shippingCountry}
            required
            error={errors.shipping_country}
            control={(p) => (
              <select
                {...p}
                name="shipping_country"
                autoComplete="shipping country-name"
                value={value.country}
                onChange={(e) => {
                  const country = e.currentTarget.value;
                  // A state code and a free-text region do not carry over between the two kinds.
                  setShip((country === US) === shipUs ? { country } : { country, state: '' });
                }}
              >
                <option value="">{l.chooseCountry}</option>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            label={l.shippingStreet}
            name="shipping_street"
            autoComplete="shipping address-line1"
            required
            maxLength={200}
            value={value.street}
            error={errors.shipping_street}
            onChange={(e) => setShip({ street: e.currentTarget.value })}
          />
          <Field
            label={l.shippingCity}
            name="shipping_city"
            autoComplete="shipping address-level2"
            required
            maxLength={100}
            value={value.city}
            error={errors.shipping_city}
            onChange={(e) => setShip({ city: e.currentTarget.value })}
          />
          {shipUs ? (
            <Field
              label={l.shippingState}
              required
              error={errors.shipping_state}
              control={(p) => (
                <select {...p} name="shipping_state" autoComplete="shipping address-level1" value={value.state} onChange={(e) => setShip({ state: e.currentTarget.value })}>
                  <option value="">{l.chooseState}</option>
                  {US_STATES.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            />
          ) : (
            <Field
              label={l.shippingRegion}
              name="shipping_state"
              autoComplete="shipping address-level1"
              required
              maxLength={100}
              value={value.state}
              error={errors.shipping_state}
              onChange={(e) => setShip({ state: e.currentTarget.value })}
            />
          )}
          <Field
            label={shipUs ? l.shippingZip : l.shippingPostal}
            name="shipping_zipcode"
            autoComplete="shipping postal-code"
            inputMode={shipUs ? 'numeric' : undefined}
            required
            maxLength={20}
            value={value.zipcode}
            error={errors.shipping_zipcode}
            onChange={(e) => setShip({ zipcode: e.currentTarget.value })}
          />
        </fieldset>
      )}
    </>
  );
}
