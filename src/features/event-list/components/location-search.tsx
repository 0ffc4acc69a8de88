import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Combobox } from '@/ui/combobox';
import { placeSearch } from '@/ui/place-search';
import { useLocateControl } from '@/ui/use-locate-me';
import { $config } from '@/store/config';
import { setStoredLocation, type StoredLocation } from '@/store/filters';
import type { Place } from '@/lib/places';
import { labels, messages } from '../messages';

interface Props {
  value: StoredLocation | null;
  loggedIn: boolean;
}

/**
 * The local tab's location: search (3+ characters, 500 ms) through our server's gazetteer, or
 * 'Use Current Location' (the browser's position and the place there). The choice is saved
 * (rwb:location) for every list; emptying the field forgets it.
 */
export function LocationSearch({ value, loggedIn }: Props) {
  const { productName } = useStore($config);
  const [text, setText] = useState(value?.label ?? '');

  function choose(p: Place) {
    setStoredLocation({ latitude: p.latitude, longitude: p.longitude, zip: p.zip ?? null, city: p.city ?? null, state: p.state ?? null, label: p.description });
    setText(p.description);
    here.clear();
  }
  const here = useLocateControl(loggedIn, choose, { label: labels.useCurrentLocation, variant: 'secondary' });

  return (
    <div className="location" part="location">
      <Combobox<Place>
        label={labels.location}
        type="search"
        placeholder={labels.locationHint}
        texts={{ listLabel: labels.locationSuggestions, empty: messages.noResults, error: messages.locationNotFound(productName) }}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (next === '') setStoredLocation(null);
        }}
        {...placeSearch(loggedIn)}
        onSelect={choose}
        action={here.action}
      >
        {here.alert}
      </Combobox>
    </div>
  );
}
