/**
 * 'Use Current Location': the browser's position and the place there (our server's nearest US zip).
 * Its own module: src/ui/use-locate-me.tsx imports it when the button is first pressed.
 */
import { api } from './http';
import { PlaceSchema, type Place } from './places';

/** GET api/v1/geo/reverse: the place (nearest US zip) at a point — 'Use Current Location'. */
export function reversePlace(latitude: number, longitude: number, opts: { loggedIn: boolean }): Promise<Place> {
  return api('api/v1/geo/reverse', { query: { lat: latitude, long: longitude }, auth: opts.loggedIn ? 'user' : 'client', schema: PlaceSchema });
}

/** The browser's position, as a promise (rejects with the GeolocationPositionError). */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!globalThis.navigator?.geolocation) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 });
  });
}

/** Why 'Use Current Location' failed: permission refused, no position, or no place near it. */
export type LocateFailure = 'denied' | 'failed' | 'notFound';

export class LocateError extends Error {
  constructor(readonly reason: LocateFailure) {
    super(`locate: ${reason}`);
    this.name = 'LocateError';
  }
}

const PERMISSION_DENIED = 1;

/**
 * 'Use Current Location' (events spec §5, §8), the one flow of the event list and the event form:
 * the browser's position, then the nearest place through our server (a Place whose coordinates are
 * the browser's). Rejects with a LocateError naming the failure (see locationTexts for its text).
 */
export async function locateMe(opts: { loggedIn: boolean }): Promise<Place> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition();
  } catch (error) {
    throw new LocateError((error as Partial<GeolocationPositionError> | null)?.code === PERMISSION_DENIED ? 'denied' : 'failed');
  }
  try {
    return await reversePlace(position.coords.latitude, position.coords.longitude, opts);
  } catch {
    throw new LocateError('notFound');
  }
}
