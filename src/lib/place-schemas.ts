/** The answers of the place search and reverse geocoding (./places.ts, ./locate.ts), loaded with their first call. */
import { z } from 'zod/mini';
import { opt } from './schemas';

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
export const PlacesSchema = z.looseObject({ results: z.array(PlaceSchema) });
