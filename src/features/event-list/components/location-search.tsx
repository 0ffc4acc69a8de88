import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/ui/button';
import { $config } from '@/store/config';
import { setStoredLocation, type StoredLocation } from '@/store/filters';
import { searchPlaces, type Place } from '@/lib/places';
import { labels, messages } from '../messages';
import { LOCATION_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../model';

interface Props {
  value: StoredLocation | null;
  loggedIn: boolean;
}

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'done'; places: Place[] } | { status: 'error' };

/**
 * The local tab's location: search (3+ characters, 500 ms) through our server's gazetteer, or the
 * browser's geolocation ('Use Current Location'). The choice is saved (rwb:location) for every list.
 */
export function LocationSearch({ value, loggedIn }: Props) {
  const config = useStore($config);
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.label ?? '');
  const [typed, setTyped] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const query = text.trim();
  const searchable = typed && query.length >= LOCATION_MIN_CHARS;
  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ status: 'loading' });
      searchPlaces(query, { loggedIn, signal: controller.signal })
        .then((places) => {
          setLookup({ status: 'done', places });
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setLookup({ status: 'error' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, loggedIn]);

  const places = searchable && lookup.status === 'done' ? lookup.places : [];
  const expanded = places.length > 0;

  function choose(p: Place) {
    const label = p.description;
    setStoredLocation({ latitude: p.latitude, longitude: p.longitude, zip: p.zip ?? null, city: p.city ?? null, state: p.state ?? null, label });
    setText(label);
    setTyped(false);
    setLookup({ status: 'idle' });
    setError(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % places.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(places[active]);
    } else if (e.key === 'Escape') {
      setLookup({ status: 'idle' });
    }
  }

  function useCurrent() {
    setError(null);
    if (!navigator.geolocation) {
      setError(messages.locationError);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setStoredLocation({ latitude: pos.coords.latitude, longitude: pos.coords.longitude, label: labels.useCurrentLocation });
        setText(labels.useCurrentLocation);
        setTyped(false);
      },
      (err) => {
        setLocating(false);
        setError(err.code === err.PERMISSION_DENIED ? messages.locationDenied(config.productName) : messages.locationError);
      },
      { timeout: 15_000, maximumAge: 600_000 },
    );
  }

  const status =
    searchable && lookup.status === 'done' && lookup.places.length === 0
      ? messages.noResults
      : searchable && lookup.status === 'error'
        ? messages.locationNotFound(config.productName)
        : '';

  return (
    <div className="location" part="location">
      <label className="rwb-field__label" htmlFor={`${id}-input`}>
        {labels.location}
      </label>
      <div className="location__row">
        <input
          id={`${id}-input`}
          className="rwb-field__control"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={labels.locationHint}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-status`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTyped(true);
            if (e.currentTarget.value === '') {
              setStoredLocation(null);
              setLookup({ status: 'idle' });
            }
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={useCurrent} busy={locating}>
          {labels.useCurrentLocation}
        </Button>
      </div>
      <ul className="location__list" id={listId} role="listbox" aria-label={labels.locationSuggestions} hidden={!expanded}>
        {places.map((p, i) => (
          <li key={`${p.description}-${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active} className="location__option" onMouseDown={(e) => e.preventDefault()} onClick={() => choose(p)}>
            {p.description}
          </li>
        ))}
      </ul>
      <p className="location__status" id={`${id}-status`} role="status">
        {status}
      </p>
      {error && (
        <p className="rwb-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
