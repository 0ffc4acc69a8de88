// 'Use Current Location' (lib/locate locateMe): the browser's position, then the place there through
// our server; each failure named for its text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocateError, locateMe } from '@/lib/locate';
import { errorBody, installFetch, json, loginAs, resetPlatform } from '../helpers';

const RALEIGH = { description: 'Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.78, longitude: -78.64 };

function position(outcome: { lat: number; long: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('code' in outcome) fail?.({ code: outcome.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'no' } as GeolocationPositionError);
    else ok({ coords: { latitude: outcome.lat, longitude: outcome.long } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

async function failure(run: Promise<unknown>) {
  const error = await run.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(LocateError);
  return (error as LocateError).reason;
}

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(() => vi.unstubAllGlobals());

describe('locateMe', () => {
  it("asks our server for the place at the browser's position", async () => {
    position({ lat: 35.78, long: -78.64 });
    const api = installFetch(() => json(RALEIGH));
    await expect(locateMe({ loggedIn: true })).resolves.toMatchObject(RALEIGH);
    const call = api.calls.find((c) => c.path === '/api/v1/geo/reverse')!;
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ lat: '35.78', long: '-78.64' });
  });

  it("names the failure: permission refused, no position, no place there", async () => {
    const api = installFetch(() => errorBody(404, 'not_found'));
    position({ code: 1 });
    expect(await failure(locateMe({ loggedIn: true }))).toBe('denied');
    position({ code: 3 });
    expect(await failure(locateMe({ loggedIn: true }))).toBe('failed');
    expect(api.calls).toHaveLength(0);
    position({ lat: 0, long: 0 });
    expect(await failure(locateMe({ loggedIn: true }))).toBe('notFound');
  });

  it('no geolocation in the browser is a failure to locate', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    expect(await failure(locateMe({ loggedIn: true }))).toBe('failed');
  });
});
