// CountrySelect and StateSelect: the home address's label, name and autocomplete by default; another
// address (shipping) passes its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CountrySelect, StateSelect } from '@/ui/address/address-lines';
import { cleanup, descriptionOf, getByRole, render } from '../render';

afterEach(cleanup);

const choose = (select: HTMLSelectElement, value: string) =>
  act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('CountrySelect', () => {
  it('is a required Country select with a prompt and the United States first', async () => {
    const onChange = vi.fn();
    const { root } = await render(<CountrySelect value={{ country: '' }} errors={{}} onChange={onChange} />);
    const select = getByRole(root, 'combobox', 'Country') as HTMLSelectElement;
    expect(select.name).toBe('country');
    expect(select.getAttribute('autocomplete')).toBe('country-name');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect([...select.options].slice(0, 2).map((o) => o.text)).toEqual(['Choose a country', 'United States']);
    await choose(select, 'France');
    expect(onChange).toHaveBeenCalledWith('France');
  });

  it('takes another label, name and autocomplete, and shows its error', async () => {
    const { root } = await render(
      <CountrySelect label="Shipping Country" name="shipping_country" autoComplete="shipping country-name" value={{ country: 'France' }} errors={{ country: 'THIS FIELD IS REQUIRED' }} onChange={vi.fn()} />,
    );
    const select = getByRole(root, 'combobox', 'Shipping Country') as HTMLSelectElement;
    expect(select.name).toBe('shipping_country');
    expect(select.getAttribute('autocomplete')).toBe('shipping country-name');
    expect(select.value).toBe('France');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toBe('THIS FIELD IS REQUIRED');
  });
});

describe('StateSelect', () => {
  it('is a required State select of US states by postal code', async () => {
    const onChange = vi.fn();
    const { root } = await render(<StateSelect value={{ state: 'NC' }} errors={{}} onChange={onChange} />);
    const select = getByRole(root, 'combobox', 'State') as HTMLSelectElement;
    expect(select.name).toBe('state');
    expect(select.getAttribute('autocomplete')).toBe('address-level1');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.value).toBe('NC');
    expect(select.options[0].text).toBe('Choose a state');
    expect(select.selectedOptions[0].text).toBe('North Carolina');
    await choose(select, 'VA');
    expect(onChange).toHaveBeenCalledWith('VA');
  });

  it('takes another label, name and autocomplete, and shows its error', async () => {
    const { root } = await render(
      <StateSelect label="Shipping State" name="shipping_state" autoComplete="shipping address-level1" value={{ state: '' }} errors={{ state: 'THIS FIELD IS REQUIRED' }} onChange={vi.fn()} />,
    );
    const select = getByRole(root, 'combobox', 'Shipping State') as HTMLSelectElement;
    expect(select.name).toBe('shipping_state');
    expect(select.getAttribute('autocomplete')).toBe('shipping address-level1');
    expect(descriptionOf(select)).toBe('THIS FIELD IS REQUIRED');
  });
});
