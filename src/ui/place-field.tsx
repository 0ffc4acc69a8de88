import { useRef, useState } from 'react';
import { locationTexts } from '@/lib/location-texts';
import type { Place } from '@/lib/places';
import { useShadowStyles } from '@/lib/styles';
import { Combobox, comboboxCss } from './combobox';
import { placeSearch } from './place-search';
import { useLocateControl } from './use-locate-me';

export interface PlaceFieldProps {
  label: string;
  value: Place | null;
  onChange(place: Place | null): void;
  error?: string;
  loggedIn: boolean;
  hint?: string;
  noResults?: string;
  lookupFailed?: string;
  /** Offer 'Use Current Location' (the browser's position → the nearest place), with its texts. */
  currentLocation?: { label: string; denied: string; failed: string; notFound: string };
}

/**
 * A place search (3+ characters, 500 ms debounce) through our server; choosing one sets the value,
 * typing again clears it. Optionally 'Use Current Location' beside it (lib/locate `locateMe`).
 * Adopts the Combobox styles itself, so any feature can host it (the event form in two elements).
 */
export function PlaceField({ label, value, onChange, error, loggedIn, hint, noResults = locationTexts.noResults, lookupFailed = 'Location cannot be found.', currentLocation }: PlaceFieldProps) {
  const [text, setText] = useState(value?.description ?? '');
  const input = useRef<HTMLInputElement>(null);
  useShadowStyles(input, comboboxCss);

  function choose(p: Place) {
    onChange(p);
    setText(p.description);
  }
  const here = useLocateControl(loggedIn, choose, { label: currentLocation?.label ?? '', className: 'rwb-place__current', texts: currentLocation });

  return (
    <Combobox<Place>
      label={label}
      hint={hint}
      error={error}
      className="rwb-place"
      inputRef={input}
      texts={{ listLabel: `${label} suggestions`, empty: noResults, error: lookupFailed }}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      {...placeSearch(loggedIn)}
      onSelect={choose}
      action={currentLocation && here.action}
    >
      {here.alert}
    </Combobox>
  );
}
