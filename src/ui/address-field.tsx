import { useId, type Ref } from 'react';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, type AddressSuggestion } from '@/lib/address';
import { useShadowStyles } from '@/lib/styles';
import { AddressLines, CountrySelect } from './address/address-lines';
import { addressLabels, addressMessages, suggestionText, type AddressFormField } from './address/address-value';
import { SuitePicker } from './address/suite-picker';
import { useAddressField, type AddressFieldOptions } from './address/use-address-field';
import { Button } from './button';
import { ChoiceGroup } from './choice-group';
import { Combobox, comboboxCss } from './combobox';

export {
  addressLabels,
  addressMessages,
  addressOf,
  applySuggestion,
  changeAddressType,
  emptyAddress,
  type AddressFormField,
  type AddressFormValue,
} from './address/address-value';

export interface AddressFieldProps extends AddressFieldOptions {
  errors: Partial<Record<AddressFormField, string>>;
  /** A verification problem to show under the address (spec's 'Could not verify address…'). */
  notice?: string | null;
  /** Ref to the search input (focus target when it has an error). */
  queryRef?: Ref<HTMLInputElement>;
}

const TYPES = [
  { value: 'domestic', label: addressLabels.domestic },
  { value: 'international', label: addressLabels.international },
] as const;

/**
 * An address with autocomplete (after more than 3 characters, 500 ms debounce, 10 results, through our
 * server: the platform's Combobox) and manual mode; a suite picker when a suggestion has several
 * suites; domestic or international (international needs a country; ~240 countries, United States
 * first). State and actions: address/use-address-field.ts. Adopts the Combobox styles itself.
 */
export function AddressField(props: AddressFieldProps) {
  const { value: v, errors, notice, queryRef } = props;
  const a = useAddressField(props);
  const id = useId();
  useShadowStyles(a.rootRef, comboboxCss);

  return (
    <div ref={a.rootRef} className="rwb-address" part="address">
      <ChoiceGroup legend={addressLabels.addressType} name={`${id}-type`} inline choices={TYPES} value={v.address_type} onChange={a.setType} />
      {!a.domestic && <CountrySelect value={v} errors={errors} onChange={a.setCountry} />}
      {!v.manual && (
        <Combobox<AddressSuggestion>
          label={addressLabels.address}
          hint={addressLabels.addressHint}
          error={errors.query}
          required
          name="address-search"
          inputRef={queryRef}
          texts={{
            listLabel: addressLabels.suggestions,
            loading: addressLabels.searching,
            results: addressLabels.results,
            empty: addressLabels.noResults,
            error: addressMessages.lookupFailed,
          }}
          errorAsAlert
          inputValue={v.query}
          onInputChange={a.setQuery}
          minChars={ADDRESS_MIN_CHARS}
          debounceMs={ADDRESS_DEBOUNCE_MS}
          enabled={a.enabled}
          searchKey={a.searchKey}
          search={a.search}
          getLabel={(s) => s.fullAddress}
          renderOption={suggestionText}
          onSelect={a.choose}
        />
      )}
      {notice && (
        <p className="rwb-field__error rwb-address__notice" role="alert">
          {notice}
        </p>
      )}
      <Button variant="link" className="rwb-address__mode" onClick={a.toggleManual}>
        {v.manual ? addressLabels.useSearch : addressLabels.enterManually}
      </Button>
      {a.showLines && <AddressLines value={v} errors={errors} setLine={a.setLine} />}
      {a.suitePick && <SuitePicker pick={a.suitePick} onSuite={a.setSuite} onCancel={a.cancelSuite} onConfirm={a.confirmSuite} />}
    </div>
  );
}
