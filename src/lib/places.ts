/**
 * Place search through our server's gazetteer (events: the list's location and the event form).
 * 'Use Current Location' is in ./locate.ts, loaded when first pressed.
 */
import { api, schemaIn } from './http';
import type { Place } from './place-schemas';

export type { Place };

export const PLACE_MIN_CHARS = 3;
export const PLACE_DEBOUNCE_MS = 500;

const placeSchemas = () => import('./place-schemas');
const PlacesSchema = schemaIn(placeSchemas, 'PlacesSchema');
/** The schema of one place (./locate.ts), loaded with the first call. */
export const PlaceSchema = schemaIn(placeSchemas, 'PlaceSchema');

/** GET api/v1/geo/places?q= (3+ characters): up to 10 places with coordinates and time zone. */
export async function searchPlaces(q: string, opts: { loggedIn: boolean; signal?: AbortSignal }): Promise<Place[]> {
  const res = await api('api/v1/geo/places', { query: { q: q.trim() }, auth: opts.loggedIn ? 'user' : 'client', signal: opts.signal, schema: PlacesSchema });
  return res.results;
}
