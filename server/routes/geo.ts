/**
 * `/api/v1/geo`: place suggestions for the event form's location search and the time zone of a
 * point, from the offline US zip gazetteer and `tz-lookup` (no third-party maps service).
 */
import { Hono } from 'hono';
import tzLookup from 'tz-lookup';
import { z } from 'zod';
import { requireToken } from '../auth/middleware';
import type { AppEnv } from '../http/context';
import { queryInput } from '../http/validate';
import { createOfflineAddressAdapter } from '../services/address/index';
import { lookupZip } from '../services/geo';
import { HttpError } from '../http/errors';
import zipcodes from 'zipcodes';

const PLACES_LIMIT = 10;

export function geoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const gazetteer = createOfflineAddressAdapter();

  app.get('/places', async (c) => {
    requireToken(c);
    const { q } = queryInput(c, z.object({ q: z.string({ error: 'Enter at least 3 characters.' }).trim().min(3, 'Enter at least 3 characters.').max(100) }));
    const suggestions = await gazetteer.suggest(q, { limit: PLACES_LIMIT });
    const results = suggestions.flatMap((s) => {
      const place = lookupZip(s.zip);
      if (!place) return [];
      return [
        {
          description: `${s.city}, ${s.state} ${s.zip}`,
          address: '',
          city: s.city,
          state: s.state,
          zip: s.zip,
          country: 'United States',
          latitude: place.latitude,
          longitude: place.longitude,
          time_zone_id: tzLookup(place.latitude, place.longitude),
        },
      ];
    });
    return c.json({ results });
  });

  // The nearest US zip to a point ('Use Current Location' in the event form): a place like /places'.
  app.get('/reverse', (c) => {
    requireToken(c);
    const { lat, long } = queryInput(
      c,
      z.object({ lat: z.coerce.number().min(-90).max(90), long: z.coerce.number().min(-180).max(180) }),
    );
    const near = zipcodes.lookupByCoords(lat, long) as { zip: string; city: string; state: string } | null;
    if (!near) throw new HttpError(404, 'not_found', 'Unable to find the coordinates of that location. Please try again with a different location.');
    return c.json({
      description: `${near.city}, ${near.state} ${near.zip}`,
      address: '',
      city: near.city,
      state: near.state,
      zip: near.zip,
      country: 'United States',
      latitude: lat,
      longitude: long,
      time_zone_id: tzLookup(lat, long),
    });
  });

  app.get('/timezone', (c) => {
    requireToken(c);
    const { lat, long } = queryInput(
      c,
      z.object({ lat: z.coerce.number().min(-90).max(90), long: z.coerce.number().min(-180).max(180) }),
    );
    return c.json({ time_zone_id: tzLookup(lat, long) });
  });

  return app;
}
