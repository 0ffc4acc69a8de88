// AddressField: the address search (the Combobox, after more than 3 characters), a chosen suggestion
// filling the lines, the suite picker, manual entry, international addresses; the value is the caller's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createRef, useState } from 'react';
import type { AddressSuggestion } from '@/lib/address';
import { AddressField, addressOf, emptyAddress, type AddressFieldProps, type AddressFormValue } from '@/ui/address-field';
import { cleanup, click, getByLabelText, getByRole, queryAllByRole, render } from './render';

const ZIP_ONLY: AddressSuggestion = { fullAddress: 'Raleigh, NC 27601', street: '', city: 'Raleigh', state: 'North Carolina', zip: '27601' };
const SUITES: AddressSuggestion = { fullAddress: '100 Main St, Raleigh, NC 27601', street: '100 Main St', city: 'Raleigh', state: 'NC', zip: '27601', suiteName: 'apartments', suites: ['Apt 1', 'Apt 2'] };

let value: AddressFormValue;
function Harness(props: Partial<AddressFieldProps> & { initial?: AddressFormValue }) {
  const [v, setV] = useState<AddressFormValue>(props.initial ?? emptyAddress('domestic'));
  value = v;
  return <AddressField value={v} onChange={setV} errors={{}} loggedIn {...props} />;
}

const setText = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const type = (el: HTMLInputElement, text: string) =>
  act(async () => void (setText.call(el, text), el.dispatchEvent(new Event('input', { bubbles: true }))));
/** Past the 500 ms debounce and the answer. */
const searched = () => act(() => new Promise((r) => setTimeout(r, 600)));
const search = (root: ShadowRoot) => getByRole(root, 'combobox', 'Address') as HTMLInputElement;
const options = (root: ShadowRoot) => queryAllByRole(root, 'option');
const button = (root: ShadowRoot, name: string) => getByRole(root, 'button', name);

afterEach(() => cleanup());

describe('AddressField', () => {
  it('searches after more than 3 characters (type, country, token) and lists the suggestions with their suites', async () => {
    const suggest = vi.fn(async () => [ZIP_ONLY, SUITES]);
    const queryRef = createRef<HTMLInputElement>();
    const { root } = await render(<Harness suggest={suggest} queryRef={queryRef} />);
    expect(queryRef.current).toBe(search(root));
    await type(search(root), '276');
    await searched();
    expect(suggest).not.toHaveBeenCalled();
    await type(search(root), '2760');
    await searched();
    expect(suggest).toHaveBeenCalledWith('2760', expect.objectContaining({ type: 'domestic', country: 'United States', loggedIn: true }));
    expect(getByRole(root, 'listbox', 'Address suggestions').hidden).toBe(false);
    expect(options(root).map((o) => o.textContent)).toEqual(['Raleigh, NC 27601', '100 Main St, Raleigh, NC 27601 (2 apartments)']);
    expect(getByRole(root, 'status').textContent).toBe('2 suggestions. Use the arrow keys to choose.');
  });

  it('a suggestion without a street fills the other lines and puts the focus on the street', async () => {
    const { root } = await render(<Harness suggest={async () => [ZIP_ONLY]} />);
    await type(search(root), '2760');
    await searched();
    await click(options(root)[0]);
    expect(value).toMatchObject({ selected: true, query: 'Raleigh, NC 27601', street: '', city: 'Raleigh', state: 'NC', zipcode: '27601', country: 'United States' });
    expect(search(root).value).toBe('Raleigh, NC 27601');
    const street = getByLabelText(root, 'Street Address');
    expect(root.activeElement).toBe(street);
    expect(getByLabelText(root, 'City')).toHaveProperty('value', 'Raleigh');
    // Typing again forgets the chosen address (the lines go).
    await type(search(root), 'Raleigh, NC 2760');
    expect(value.selected).toBe(false);
    expect(queryAllByRole(root, 'textbox')).toHaveLength(0); // no address lines
  });

  it('several suites: the unit is asked for in a dialog', async () => {
    const { root } = await render(<Harness suggest={async () => [SUITES]} />);
    await type(search(root), '100 Main');
    await searched();
    await click(options(root)[0]);
    expect(getByRole(root, 'dialog', 'Choose your unit')).toBeTruthy();
    expect(value.selected).toBe(false);
    await click(getByRole(root, 'radio', 'Apt 2'));
    await click(button(root, 'Use this unit'));
    expect(queryAllByRole(root, 'dialog')).toHaveLength(0);
    expect(value).toMatchObject({ selected: true, street: '100 Main St', street_2: 'Apt 2', zipcode: '27601' });
  });

  it('a failed lookup is an alert', async () => {
    const { root } = await render(<Harness suggest={() => Promise.reject(new Error('502'))} />);
    await type(search(root), '27601');
    await searched();
    expect(getByRole(root, 'alert').textContent).toBe('Could not get the address.');
  });

  it('manual entry shows the lines (focus on the street); back to the search empties and focuses it', async () => {
    const { root } = await render(<Harness suggest={async () => []} />);
    await click(button(root, 'Enter address manually'));
    expect(value.manual).toBe(true);
    expect(queryAllByRole(root, 'combobox', 'Address')).toHaveLength(0);
    expect(root.activeElement).toBe(getByLabelText(root, 'Street Address'));
    await click(button(root, 'Search for my address instead'));
    expect(value).toMatchObject({ manual: false, query: '' });
    expect(root.activeElement).toBe(search(root));
    expect(queryAllByRole(root, 'textbox')).toHaveLength(0); // no address lines
  });

  it('international: no search without a country; the United States makes it domestic; the type resets the address', async () => {
    const suggest = vi.fn(async () => []);
    const { root } = await render(<Harness suggest={suggest} initial={{ ...emptyAddress('domestic'), manual: true, street: '5 Oak Ave' }} />);
    await click(getByRole(root, 'radio', 'International'));
    expect(value).toEqual(emptyAddress('international'));
    await type(search(root), 'Rue de Rivoli');
    await searched();
    expect(suggest).not.toHaveBeenCalled();
    const country = getByLabelText(root, 'Country') as HTMLSelectElement;
    await act(async () => {
      country.value = 'France';
      country.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await searched();
    expect(suggest).toHaveBeenCalledWith('Rue de Rivoli', expect.objectContaining({ type: 'international', country: 'France' }));
    await act(async () => {
      country.value = 'United States';
      country.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(value).toEqual(emptyAddress('domestic'));
    expect(queryAllByRole(root, 'combobox', 'Country')).toHaveLength(0);
  });

  it('addressOf takes the address part of a larger form', () => {
    const address = { ...emptyAddress('domestic'), city: 'Durham' };
    expect(addressOf({ ...address, phone: '919', gender: 'Female' } as AddressFormValue)).toEqual(address);
  });
});
