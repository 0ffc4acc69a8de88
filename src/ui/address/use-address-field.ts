import { useEffect, useRef, useState } from 'react';
import { suggestAddresses, type AddressKind, type AddressSuggestion } from '@/lib/address';
import { US } from '@/lib/countries';
import { applySuggestion, changeAddressType, type AddressFormField, type AddressFormValue } from './address-value';

export interface AddressFieldOptions {
  value: AddressFormValue;
  onChange(next: AddressFormValue): void;
  /** Use the member's token for lookups (else a client token: registration before login). */
  loggedIn: boolean;
  /** Optional: lookup implementation (tests). */
  suggest?: typeof suggestAddresses;
}

/** A suggestion with several suites, while the member picks one. */
export interface SuitePick {
  suggestion: AddressSuggestion;
  suite: string;
}

/**
 * AddressField's container: what the suggestions search for (the Combobox does the searching), what
 * choosing one does (a suite picker when it has several suites, the street line focused when it has
 * no street), the type, country, manual mode and the address lines. The value is the caller's.
 */
export function useAddressField({ value: v, onChange, loggedIn, suggest = suggestAddresses }: AddressFieldOptions) {
  const [suitePick, setSuitePick] = useState<SuitePick | null>(null);
  const [focus, setFocus] = useState<'street' | 'search' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const domestic = v.address_type === 'domestic';

  // Focus moves after the render that shows its target (the lines, or the search input again).
  useEffect(() => {
    if (!focus) return;
    rootRef.current?.querySelector<HTMLElement>(focus === 'street' ? 'input[name="street"]' : 'input[role="combobox"]')?.focus();
    setFocus(null);
  }, [focus]);

  function choose(s: AddressSuggestion) {
    if (s.suites && s.suites.length > 1) {
      setSuitePick({ suggestion: s, suite: s.suites[0] });
      return;
    }
    onChange(applySuggestion(v, s, s.suites?.length === 1 ? s.suites[0] : null));
    if (!s.street) setFocus('street');
  }

  return {
    domestic,
    /** The address lines show in manual mode and once a suggestion was chosen. */
    showLines: v.manual || v.selected,
    /** The suggestions' search: more than 3 characters, not in manual mode, a country when international. */
    enabled: !v.manual && (domestic || !!v.country),
    searchKey: `${v.address_type}|${v.country}|${loggedIn}`,
    search: (query: string, signal: AbortSignal) => suggest(query, { type: v.address_type, country: v.country, signal, loggedIn }),
    /** The field's root (focus targets are found in it). */
    rootRef,
    /** Typing in the search forgets a chosen suggestion. */
    setQuery: (query: string) => onChange({ ...v, query, selected: false }),
    choose,
    setType: (type: AddressKind) => onChange(changeAddressType(v, type)),
    /** The United States (first in the list) is a domestic address. */
    setCountry: (country: string) => onChange(country === US ? changeAddressType(v, 'domestic') : { ...v, country }),
    setLine: (key: AddressFormField, value: string) => onChange({ ...v, [key]: value }),
    /** Manual entry (focus on the street line) or back to the search (emptied, focused). */
    toggleManual() {
      if (v.manual) {
        onChange({ ...v, manual: false, selected: false, query: '' });
        setFocus('search');
      } else {
        onChange({ ...v, manual: true, selected: false });
        setFocus('street');
      }
    },
    suitePick,
    setSuite: (suite: string) => setSuitePick((p) => (p ? { ...p, suite } : p)),
    cancelSuite: () => setSuitePick(null),
    confirmSuite() {
      if (!suitePick) return;
      onChange(applySuggestion(v, suitePick.suggestion, suitePick.suite));
      setSuitePick(null);
    },
  };
}

export type AddressFieldState = ReturnType<typeof useAddressField>;
