// Personal Information's separate shipping address: the checkbox, then country, street, city, a US
// state or a free-text region, zip or postal code; the shared CountrySelect and StateSelect under the
// shipping labels, names and autocomplete tokens.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { ShippingFields } from '@/features/profile-view/components/settings/shipping-fields';
import type { PersonalInfoErrors, ShippingValues } from '@/features/profile-view/settings/model';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, queryAllByRole, render } from '../../../../ui/render';

afterEach(cleanup);

const US_ADDRESS: ShippingValues = { enabled: true, street: '9 Depot Rd', city: 'Durham', state: 'NC', zipcode: '27701', country: 'United States' };

let value: ShippingValues;
function Harness({ initial, errors = {} }: { initial: ShippingValues; errors?: PersonalInfoErrors }) {
  const [v, setV] = useState(initial);
  value = v;
  return <ShippingFields value={v} errors={errors} onChange={(patch) => setV((cur) => ({ ...cur, ...patch }))} />;
}

const choose = (select: HTMLElement, option: string) =>
  act(async () => {
    (select as HTMLSelectElement).value = option;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const attrs = (el: HTMLElement) => [el.getAttribute('name'), el.getAttribute('autocomplete'), el.getAttribute('aria-required')];

describe('ShippingFields', () => {
  it('shows only the checkbox until it is checked', async () => {
    const { root } = await render(<Harness initial={{ ...US_ADDRESS, enabled: false }} />);
    expect(queryAllByRole(root, 'textbox')).toHaveLength(0);
    await click(getByRole(root, 'checkbox', 'Use a separate shipping address'));
    expect(value.enabled).toBe(true);
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Shipping Address');
  });

  it('a US address: country, street, city, a state select and the zip, with the shipping autocomplete tokens', async () => {
    const { root } = await render(<Harness initial={US_ADDRESS} errors={{ shipping_city: 'THIS FIELD IS REQUIRED' }} />);
    expect(attrs(getByRole(root, 'combobox', 'Shipping Country'))).toEqual(['shipping_country', 'shipping country-name', 'true']);
    expect(attrs(getByRole(root, 'textbox', 'Shipping Street Address'))).toEqual(['shipping_street', 'shipping address-line1', 'true']);
    expect(attrs(getByRole(root, 'textbox', 'Shipping City'))).toEqual(['shipping_city', 'shipping address-level2', 'true']);
    const state = getByRole(root, 'combobox', 'Shipping State') as HTMLSelectElement;
    expect(attrs(state)).toEqual(['shipping_state', 'shipping address-level1', 'true']);
    expect(state.value).toBe('NC');
    const zip = getByRole(root, 'textbox', 'Shipping Zip Code') as HTMLInputElement;
    expect(attrs(zip)).toEqual(['shipping_zipcode', 'shipping postal-code', 'true']);
    expect([zip.inputMode, zip.maxLength]).toEqual(['numeric', 20]);
    expect(descriptionOf(getByRole(root, 'textbox', 'Shipping City'))).toBe('THIS FIELD IS REQUIRED');
    await choose(state, 'VA');
    expect(value.state).toBe('VA');
    await act(async () => {
      const input = getByLabelText(root, 'Shipping Street Address') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '1 Elm St');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(value.street).toBe('1 Elm St');
  });

  it('another country: a free-text region and a postal code; the state does not carry over between the kinds', async () => {
    const { root } = await render(<Harness initial={US_ADDRESS} />);
    await choose(getByRole(root, 'combobox', 'Shipping Country'), 'Canada');
    expect(value).toMatchObject({ country: 'Canada', state: '' });
    const region = getByRole(root, 'textbox', 'Shipping State / Province / Region') as HTMLInputElement;
    expect([region.name, region.autocomplete, region.maxLength]).toEqual(['shipping_state', 'shipping address-level1', 100]);
    expect((getByRole(root, 'textbox', 'Shipping Postal Code') as HTMLInputElement).inputMode).toBe('');
    await choose(getByRole(root, 'combobox', 'Shipping Country'), 'France');
    expect(value).toMatchObject({ country: 'France' });
    await choose(getByRole(root, 'combobox', 'Shipping Country'), 'United States');
    expect(value).toMatchObject({ country: 'United States', state: '' });
  });
});
