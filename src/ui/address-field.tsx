import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import {
  ADDRESS_DEBOUNCE_MS,
  isSearchable,
  suggestAddresses,
  type AddressKind,
  type AddressSuggestion,
} from '@/lib/address';
import { COUNTRIES, US } from '@/lib/countries';
import { isApiError } from '@/lib/http';
import { stateCode, US_STATES } from '@/lib/us-states';
import { Button } from './button';
import { ChoiceGroup } from './choice-group';
import { Field } from './field';
import { Modal } from './modal';

/** The address part of a form: type, mode, search text, and the address lines. */
export interface AddressFormValue {
  address_type: AddressKind;
  /** Manual entry instead of autocomplete. */
  manual: boolean;
  /** The autocomplete search text. */
  query: string;
  /** A suggestion was chosen (autocomplete mode shows its lines). */
  selected: boolean;
  street: string;
  street_2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export type AddressFormField = 'query' | 'street' | 'street_2' | 'city' | 'state' | 'zipcode' | 'country';

export const addressLabels = {
  addressType: 'Address Type',
  domestic: 'Domestic',
  international: 'International',
  address: 'Address',
  addressHint: 'Type more than 3 characters of your street address, city or zip code, then choose a suggestion.',
  enterManually: 'Enter address manually',
  useSearch: 'Search for my address instead',
  street: 'Street Address',
  street2: 'Apartment, Suite, Unit (optional)',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state',
  region: 'State / Province / Region',
  zip: 'Zip Code',
  postalCode: 'Postal Code',
  country: 'Country',
  chooseCountry: 'Choose a country',
  suggestions: 'Address suggestions',
  suiteTitle: 'Choose your unit',
  suiteIntro: (address: string) => `${address} has several units.`,
  suite: 'Unit',
  useSuite: 'Use this unit',
  cancel: 'Cancel',
  searching: 'Searching…',
  results: (n: number) => (n === 1 ? '1 suggestion. Use the arrow keys to choose.' : `${n} suggestions. Use the arrow keys to choose.`),
  noResults: 'No matching addresses. Keep typing, or enter your address manually.',
  streetNeeded: 'Enter the street address for this city and zip code.',
} as const;

/** Spec §8 'Address lookup'. */
export const addressMessages = {
  lookupFailed: 'Could not get the address.',
} as const;

/** Changing the address type resets manual mode and the address (spec §4); domestic = United States. */
export function changeAddressType(v: AddressFormValue, type: AddressKind): AddressFormValue {
  if (type === v.address_type) return v;
  return {
    ...v,
    address_type: type,
    manual: false,
    query: '',
    selected: false,
    street: '',
    street_2: '',
    city: '',
    state: '',
    zipcode: '',
    country: type === 'domestic' ? US : '',
  };
}

/** The address a suggestion (and an optional suite) stands for. */
export function applySuggestion(v: AddressFormValue, s: AddressSuggestion, suite: string | null): AddressFormValue {
  return {
    ...v,
    selected: true,
    query: s.fullAddress,
    street: s.street,
    street_2: suite ?? '',
    city: s.city,
    state: v.address_type === 'domestic' ? stateCode(s.state) ?? s.state : s.state,
    zipcode: s.zip,
    country: v.address_type === 'domestic' ? US : s.country ?? v.country,
  };
}

export interface AddressFieldProps {
  value: AddressFormValue;
  onChange(next: AddressFormValue): void;
  errors: Partial<Record<AddressFormField, string>>;
  /** Use the member's token for lookups (else a client token: registration before login). */
  loggedIn: boolean;
  /** A verification problem to show under the address (spec's 'Could not verify address…'). */
  notice?: string | null;
  /** Ref to the search input (focus target when it has an error). */
  queryRef?: Ref<HTMLInputElement>;
  /** Optional: lookup implementation (tests). */
  suggest?: typeof suggestAddresses;
}

type LookupState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; results: AddressSuggestion[] } | { status: 'error' };

/**
 * An address with autocomplete (after more than 3 characters, 500 ms debounce, 10 results, through our
 * server) and manual mode; a suite picker when a suggestion has several suites; domestic or
 * international (international needs a country; ~240 countries, United States first).
 */
export function AddressField({ value: v, onChange, errors, loggedIn, notice, queryRef, suggest = suggestAddresses }: AddressFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suitePick, setSuitePick] = useState<{ suggestion: AddressSuggestion; suite: string } | null>(null);
  const [focusStreet, setFocusStreet] = useState(false);
  const streetRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const lastQuery = useRef<string | null>(null);

  const domestic = v.address_type === 'domestic';
  const showLines = v.manual || v.selected;
  const searchable = isSearchable(v.query) && !v.manual && (domestic || !!v.country);
  const query = v.query.trim();
  const country = v.country;

  // Debounced lookup: only for a typed query (not the text of a chosen suggestion).
  useEffect(() => {
    if (!searchable || v.selected || lastQuery.current === `${v.address_type}|${country}|${query}`) {
      if (!searchable) setLookup({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lastQuery.current = `${v.address_type}|${country}|${query}`;
      setLookup({ status: 'loading' });
      suggest(query, { type: v.address_type, country, signal: controller.signal, loggedIn })
        .then((results) => {
          setLookup({ status: 'done', results });
          setOpen(true);
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.code === 'aborted')) return;
          lastQuery.current = null;
          setLookup({ status: 'error' });
        });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, v.selected, v.address_type, country, loggedIn, suggest]);

  useEffect(() => {
    if (focusStreet) {
      streetRef.current?.focus();
      setFocusStreet(false);
    }
  }, [focusStreet]);

  const results = lookup.status === 'done' ? lookup.results : [];
  const expanded = open && results.length > 0 && !v.selected;

  function choose(s: AddressSuggestion) {
    setOpen(false);
    setActive(-1);
    if (s.suites && s.suites.length > 1) {
      setSuitePick({ suggestion: s, suite: s.suites[0] });
      return;
    }
    onChange(applySuggestion(v, s, s.suites?.length === 1 ? s.suites[0] : null));
    if (!s.street) setFocusStreet(true);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const setLine = (key: AddressFormField, value: string) => onChange({ ...v, [key]: value });
  const status =
    !searchable || v.selected
      ? ''
      : lookup.status === 'loading'
        ? addressLabels.searching
        : lookup.status === 'done'
          ? results.length
            ? addressLabels.results(results.length)
            : addressLabels.noResults
          : '';

  return (
    <div className="rwb-address" part="address">
      <ChoiceGroup
        legend={addressLabels.addressType}
        name={`${id}-type`}
        inline
        choices={[
          { value: 'domestic', label: addressLabels.domestic },
          { value: 'international', label: addressLabels.international },
        ]}
        value={v.address_type}
        onChange={(t) => {
          lastQuery.current = null;
          setLookup({ status: 'idle' });
          onChange(changeAddressType(v, t));
        }}
      />
      {!domestic && (
        <Field
          label={addressLabels.country}
          error={errors.country}
          required
          control={(p) => (
            <select
              {...p}
              name="country"
              autoComplete="country-name"
              value={v.country}
              onChange={(e) => {
                const country = e.currentTarget.value;
                // The United States (first in the list) is a domestic address.
                if (country === US) onChange(changeAddressType(v, 'domestic'));
                else setLine('country', country);
              }}
            >
              <option value="">{addressLabels.chooseCountry}</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        />
      )}
      {!v.manual && (
        <div className="rwb-address__search">
          <Field
            label={addressLabels.address}
            hint={addressLabels.addressHint}
            error={errors.query}
            required
            control={(p) => (
              <input
                {...p}
                ref={(el) => {
                  searchRef.current = el;
                  if (typeof queryRef === 'function') queryRef(el);
                  else if (queryRef) (queryRef as { current: HTMLInputElement | null }).current = el;
                }}
                type="text"
                name="address-search"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
                value={v.query}
                onChange={(e) => {
                  setOpen(true);
                  onChange({ ...v, query: e.currentTarget.value, selected: false });
                }}
                onKeyDown={onKeyDown}
                onFocus={() => setOpen(true)}
                onBlur={() => setTimeout(() => setOpen(false), 150)}
              />
            )}
          />
          <ul className="rwb-address__list" id={listId} role="listbox" aria-label={addressLabels.suggestions} hidden={!expanded}>
            {expanded &&
              results.map((s, i) => (
                <li
                  key={`${s.fullAddress}-${i}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="rwb-address__option"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(s)}
                >
                  {s.fullAddress}
                  {s.suites && s.suites.length > 1 ? ` (${s.suites.length} ${s.suiteName ?? 'units'})` : ''}
                </li>
              ))}
          </ul>
          <p className="rwb-address__status" role="status">
            {status}
          </p>
          {lookup.status === 'error' && (
            <p className="rwb-field__error" role="alert">
              {addressMessages.lookupFailed}
            </p>
          )}
        </div>
      )}
      {notice && (
        <p className="rwb-field__error rwb-address__notice" role="alert">
          {notice}
        </p>
      )}
      <Button
        variant="link"
        className="rwb-address__mode"
        onClick={() => {
          lastQuery.current = null;
          setLookup({ status: 'idle' });
          if (v.manual) {
            onChange({ ...v, manual: false, selected: false, query: '' });
            setTimeout(() => searchRef.current?.focus(), 0);
          } else {
            onChange({ ...v, manual: true, selected: false });
            setFocusStreet(true);
          }
        }}
      >
        {v.manual ? addressLabels.useSearch : addressLabels.enterManually}
      </Button>
      {showLines && (
        <div className="rwb-address__lines">
          <Field
            ref={streetRef}
            label={addressLabels.street}
            hint={v.selected && !v.street ? addressLabels.streetNeeded : undefined}
            name="street"
            autoComplete="address-line1"
            required
            maxLength={200}
            value={v.street}
            error={errors.street}
            onChange={(e) => setLine('street', e.currentTarget.value)}
          />
          <Field
            label={addressLabels.street2}
            name="street_2"
            autoComplete="address-line2"
            maxLength={100}
            value={v.street_2}
            error={errors.street_2}
            onChange={(e) => setLine('street_2', e.currentTarget.value)}
          />
          <Field
            label={addressLabels.city}
            name="city"
            autoComplete="address-level2"
            required
            maxLength={100}
            value={v.city}
            error={errors.city}
            onChange={(e) => setLine('city', e.currentTarget.value)}
          />
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
            <Field
              label={addressLabels.region}
              name="state"
              autoComplete="address-level1"
              required
              maxLength={100}
              value={v.state}
              error={errors.state}
              onChange={(e) => setLine('state', e.currentTarget.value)}
            />
          )}
          <Field
            label={domestic ? addressLabels.zip : addressLabels.postalCode}
            name="zipcode"
            autoComplete="postal-code"
            inputMode={domestic ? 'numeric' : undefined}
            required={domestic}
            maxLength={domestic ? 10 : 20}
            value={v.zipcode}
            error={errors.zipcode}
            onChange={(e) => setLine('zipcode', e.currentTarget.value)}
          />
        </div>
      )}
      {suitePick && (
        <Modal
          title={addressLabels.suiteTitle}
          onClose={() => setSuitePick(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setSuitePick(null)}>
                {addressLabels.cancel}
              </Button>
              <Button
                onClick={() => {
                  onChange(applySuggestion(v, suitePick.suggestion, suitePick.suite));
                  setSuitePick(null);
                }}
              >
                {addressLabels.useSuite}
              </Button>
            </>
          }
        >
          <p>{addressLabels.suiteIntro(suitePick.suggestion.fullAddress)}</p>
          <ChoiceGroup
            legend={addressLabels.suite}
            name={`${id}-suite`}
            choices={(suitePick.suggestion.suites ?? []).map((s) => ({ value: s, label: s }))}
            value={suitePick.suite}
            onChange={(suite) => setSuitePick({ ...suitePick, suite })}
          />
        </Modal>
      )}
    </div>
  );
}
