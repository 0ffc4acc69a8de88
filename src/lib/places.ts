/**
 * Place search through our server's gazetteer (events: the list's location and the event form).
 * 'Use Current Location' is in ./locate.ts, loaded when first pressed.
 */
import { z } from 'zod/mini';
import { api } from './http';
import { opt } from './schemas';

export const PLACE_MIN_CHARS = 3;
export const PLACE_DEBOUNCE_MS = 500;

export const PlaceSchema = z.looseObject({
  description: z.string(),
  address: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  zip: opt(z.string()),
  country: opt(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  time_zone_id: opt(z.string()),
});
export type Place = z.infer<typeof PlaceSchema>;
const PlacesSchema = z.looseObject({ results: z.array(PlaceSchema) });

/** GET api/v1/geo/places?q= (3+ characters): up to 10 places with coordinates and time zone. */
export async function searchPlaces(q: string, opts: { loggedIn: boolean; signal?: AbortSignal }): Promise<Place[]> {
  const res = await api('api/v1/geo/places', { query: { q: q.trim() }, auth: opts.loggedIn ? 'user' : 'client', signal: opts.signal, schema: PlacesSchema });
  return res.results;
}
