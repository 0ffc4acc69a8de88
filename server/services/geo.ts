/**
 * Offline US geography (server side only: the gazetteer is ~5 MB): zip → city, state and
 * coordinates, and great-circle distances in miles.
 */
import zipcodes from 'zipcodes';

export interface ZipInfo {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** '27601' or '27601-1234' → '27601'; null when it is not a US zip shape. */
export function normaliseZip(raw: string): string | null {
  const m = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(raw);
  return m ? m[1] : null;
}

export function lookupZip(raw: string): ZipInfo | null {
  const zip = normaliseZip(raw);
  const z = zip ? zipcodes.lookup(zip) : undefined;
  if (!z || z.country !== 'US') return null;
  return { zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude };
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
