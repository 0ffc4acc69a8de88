/**
 * `GET api/v1/chapter`: the chapter-type groups. `?zip=` orders them by distance from that zip
 * (nearest first) and adds `distance` in miles.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { validationError } from '../http/errors';
import { queryInput } from '../http/validate';
import { distanceMiles, lookupZip } from '../services/geo';

interface ChapterRow {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function chapterRoutes({ db }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    requireUser(c);
    const { zip } = queryInput(c, z.object({ zip: z.string().trim().optional() }));
    const { rows } = await db.query<ChapterRow>(
      `SELECT id, name, city, state, zip, latitude, longitude FROM groups
        WHERE type = 'chapter' AND active ORDER BY lower(name), id`,
    );
    if (!zip) return c.json({ data: rows });

    const origin = lookupZip(zip);
    if (!origin) throw validationError({ zip: 'Please enter a valid 5-digit US zip code.' });
    const withDistance = rows.map((r) => ({
      ...r,
      distance: r.latitude === null || r.longitude === null ? null : Math.round(distanceMiles(origin, { latitude: r.latitude, longitude: r.longitude }) * 10) / 10,
    }));
    withDistance.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.name.localeCompare(b.name));
    return c.json({ data: withDistance });
  });

  return app;
}
