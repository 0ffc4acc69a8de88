import { locationTexts } from '@/lib/location-texts';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { currentPosition, PLACE_DEBOUNCE_MS, PLACE_MIN_CHARS, reversePlace, searchPlaces, type Place } from '@/lib/places';
import { Button } from './button';

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

/** A place search (3+ characters, 500 ms debounce) through our server; choosing one sets the value. */
export function PlaceField({ label, value, onChange, error, loggedIn, hint, noResults = locationTexts.noResults, lookupFailed = 'Location cannot be found.', currentLocation }: PlaceFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.description ?? '');
  const [typed, setTyped] = useState(false);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  async function locateMe() {
    if (!currentLocation) return;
    setLocating(true);
    setLocateError(null);
    let pos: GeolocationPosition;
    try {
      pos = await currentPosition();
    } catch (e) {
      setLocating(false);
      setLocateError((e as GeolocationPositionError)?.code === 1 ? currentLocation.denied : currentLocation.failed);
      return;
    }
    try {
      choose(await reversePlace(pos.coords.latitude, pos.coords.longitude, { loggedIn }));
    } catch {
      setLocateError(currentLocation.notFound);
    } finally {
      setLocating(false);
    }
  }
  const query = text.trim();
  const searchable = typed && query.length >= PLACE_MIN_CHARS;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const t = setTimeout(() => {
      searchPlaces(query, { loggedIn, signal: controller.signal })
        .then((r) => {
          setPlaces(r);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [searchable, query, loggedIn]);

  const shown = searchable && places ? places : [];
  const expanded = shown.length > 0;

  function choose(p: Place) {
    onChange(p);
    setText(p.description);
    setTyped(false);
    setPlaces(null);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % shown.length : i <= 0 ? shown.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape') setPlaces(null);
  }

  const status = searchable && failed ? lookupFailed : searchable && places && places.length === 0 ? noResults : '';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, status ? `${id}-status` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="rwb-field rwb-place" part="field">
      <label className="rwb-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {hint && (
        <p className="rwb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={`${id}-input`}
        className="rwb-field__control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setTyped(true);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
      />
      {currentLocation && (
        <Button variant="link" className="rwb-place__current" busy={locating} onClick={() => void locateMe()}>
          {currentLocation.label}
        </Button>
      )}
      {locateError && (
        <p className="rwb-field__error" role="alert">
          {locateError}
        </p>
      )}
      <ul className="rwb-address__list" id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!expanded}>
        {shown.map((p, i) => (
          <li key={`${p.description}-${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active} className="rwb-address__option" onMouseDown={(e) => e.preventDefault()} onClick={() => choose(p)}>
            {p.description}
          </li>
        ))}
      </ul>
      <p className="rwb-address__status" id={`${id}-status`} role="status">
        {status}
      </p>
      <p className="rwb-field__error" id={`${id}-error`} aria-live="polite">
        {error ?? null}
      </p>
    </div>
  );
}
