// PlaceField: a thin user of the Combobox (place search through our server) with 'Use Current
// Location' (lib/places locateMe); the value is the chosen place, typing again clears it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import type { Place } from '@/lib/places';
import { PlaceField, type PlaceFieldProps } from '@/ui/place-field';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';
import { cleanup, click, descriptionOf, getByRole, queryAllByRole, render } from './render';

const RALEIGH: Place = { description: 'Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.77, longitude: -78.63 };
const DURHAM: Place = { description: 'Durham, NC 27701', city: 'Durham', state: 'NC', zip: '27701', latitude: 35.99, longitude: -78.9 };
const TEXTS = { label: 'Use Current Location', denied: 'Denied.', failed: 'Failed.', notFound: 'Not found.' };

let changes: (Place | null)[];
function Harness(props: Partial<PlaceFieldProps>) {
  const [value, setValue] = useState<Place | null>(null);
  const onChange = (p: Place | null) => {
    changes.push(p);
    setValue(p);
  };
  return <PlaceField label="Location" value={value} onChange={onChange} loggedIn lookupFailed="Lookup failed." currentLocation={TEXTS} {...props} />;
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const type = (el: HTMLInputElement, text: string) =>
  act(async () => void (setValue.call(el, text), el.dispatchEvent(new Event('input', { bubbles: true }))));
/** Past the 500 ms debounce and the answer. */
const searched = () => act(() => new Promise((r) => setTimeout(r, 600)));
const box = (root: ShadowRoot) => getByRole(root, 'combobox', 'Location') as HTMLInputElement;

function places(handler: (call: Call) => Response = () => json({ results: [RALEIGH, DURHAM] })) {
  return installFetch((call) => (call.path === '/api/v1/geo/reverse' ? json(RALEIGH) : handler(call)));
}

beforeEach(() => {
  resetPlatform();
  loginAs(7);
  changes = [];
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

describe('PlaceField', () => {
  it('searches from 3 characters; choosing sets the value and the text; typing again clears the value', async () => {
    const api = places();
    const { root } = await render(<Harness />);
    await type(box(root), 'Ra');
    await searched();
    expect(api.calls).toHaveLength(0);
    await type(box(root), 'Ral');
    await searched();
    expect(new URL(api.calls[0].url).searchParams.get('q')).toBe('Ral');
    expect(getByRole(root, 'listbox', 'Location suggestions').hidden).toBe(false);
    expect(queryAllByRole(root, 'option').map((o) => o.textContent)).toEqual(['Raleigh, NC 27601', 'Durham, NC 27701']);
    await click(queryAllByRole(root, 'option')[1]);
    expect(changes).toEqual([DURHAM]);
    expect(box(root).value).toBe('Durham, NC 27701');
    await type(box(root), 'Durham, NC 2770');
    expect(changes).toEqual([DURHAM, null]);
  });

  it('nothing found and a failed search: the texts in the status line', async () => {
    let fail = false;
    places(() => (fail ? errorBody(500, 'server_error') : json({ results: [] })));
    const { root } = await render(<Harness noResults="Nothing." />);
    await type(box(root), 'Zzz');
    await searched();
    expect(getByRole(root, 'status').textContent).toBe('Nothing.');
    expect(descriptionOf(box(root))).toBe('Nothing.');
    fail = true;
    await type(box(root), 'Zzzz');
    await searched();
    expect(getByRole(root, 'status').textContent).toBe('Lookup failed.');
  });

  it('the field error describes the combobox', async () => {
    places();
    const { root } = await render(<Harness error="THIS FIELD IS REQUIRED" hint="City, state or zip" />);
    expect(box(root).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box(root))).toBe('City, state or zip THIS FIELD IS REQUIRED');
  });

  it('Use Current Location: the place at the browser position; a refusal shows its text', async () => {
    places();
    let denied = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          denied ? fail({ code: 1 } as GeolocationPositionError) : ok({ coords: { latitude: 35.77, longitude: -78.63 } } as GeolocationPosition),
      },
    });
    const { root } = await render(<Harness />);
    // The flow's code (lib/locate) is imported on the first press: wait for it.
    await click(getByRole(root, 'button', 'Use Current Location'));
    await vi.waitFor(() => expect(changes).toEqual([RALEIGH]));
    expect(box(root).value).toBe('Raleigh, NC 27601');
    denied = true;
    await click(getByRole(root, 'button', 'Use Current Location'));
    await vi.waitFor(() => expect(getByRole(root, 'alert').textContent).toBe('Denied.'));
  });

  it('without currentLocation there is no button', async () => {
    places();
    const { root } = await render(<Harness currentLocation={undefined} />);
    expect(queryAllByRole(root, 'button')).toHaveLength(0);
  });
});
