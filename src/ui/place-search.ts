import { PLACE_DEBOUNCE_MS, PLACE_MIN_CHARS, searchPlaces, type Place } from '@/lib/places';

/**
 * The Combobox options of a place search through our server's gazetteer (3+ characters, 500 ms,
 * events spec §8): PlaceField's, and the event list's location search.
 */
export function placeSearch(loggedIn: boolean) {
  return {
    minChars: PLACE_MIN_CHARS,
    debounceMs: PLACE_DEBOUNCE_MS,
    searchKey: String(loggedIn),
    search: (q: string, signal: AbortSignal) => searchPlaces(q, { loggedIn, signal }),
    getLabel: (p: Place) => p.description,
  };
}
