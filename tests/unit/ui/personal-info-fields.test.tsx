// PersonalInfoFields: phone, address and gender of registration step 3 and profile settings; the
// values, the notice and the focus targets are the caller's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createRef } from 'react';
import { emptyAddress } from '@/ui/address-field';
import { PersonalInfoFields, type PersonalInfoFieldsProps } from '@/ui/personal-info-fields';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, queryAllByRole, render } from './render';

afterEach(cleanup);

const setText = (el: HTMLInputElement, text: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

const VALUE = { ...emptyAddress('domestic'), manual: true, street: '1 Main St', city: 'Raleigh', state: 'NC', zipcode: '27601', phone: '9195550100', gender: 'Female' };

/** The gender group (the address type is a radio group too). */
const genderGroup = (root: ShadowRoot) => queryAllByRole(root, 'radiogroup').filter((g) => g.querySelector('legend')?.textContent === 'Gender');

function fields(props: Partial<PersonalInfoFieldsProps> = {}) {
  return <PersonalInfoFields value={VALUE} errors={{}} labels={{ phone: 'Phone Number', gender: 'Gender' }} phoneRequired onChange={vi.fn()} {...props} />;
}

describe('PersonalInfoFields', () => {
  it('shows the phone, the address and the gender in that order', async () => {
    const { root } = await render(fields());
    const phone = getByRole(root, 'textbox', 'Phone Number') as HTMLInputElement;
    expect([phone.type, phone.name, phone.inputMode, phone.autocomplete, phone.maxLength, phone.required, phone.value]).toEqual([
      'tel',
      'phone',
      'tel',
      'tel-national',
      20,
      true,
      '9195550100',
    ]);
    expect((getByLabelText(root, 'Street Address') as HTMLInputElement).value).toBe('1 Main St');
    expect(genderGroup(root)).toHaveLength(1);
    const [gender] = genderGroup(root);
    expect(gender.querySelector('legend')?.textContent).toBe('Gender');
    expect(gender.getAttribute('aria-required')).toBe('true');
    expect(queryAllByRole(gender, 'radio').map((r) => (r as HTMLInputElement).value)).toEqual(['Male', 'Female', 'Undisclosed']);
    expect((getByLabelText(root, 'Female') as HTMLInputElement).checked).toBe(true);
    const order = [phone, getByLabelText(root, 'Street Address'), gender];
    expect(order.every((el, i) => i === 0 || order[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
  });

  it('the phone is optional when not required; errors and the notice show on their fields', async () => {
    const { root } = await render(fields({ phoneRequired: false, errors: { phone: 'PLEASE ENTER ONLY NUMBERS', gender: 'PLEASE SELECT AN OPTION' }, notice: 'Could not get the address.' }));
    const phone = getByRole(root, 'textbox', 'Phone Number') as HTMLInputElement;
    expect(phone.required).toBe(false);
    expect(descriptionOf(phone)).toBe('PLEASE ENTER ONLY NUMBERS');
    expect(descriptionOf(genderGroup(root)[0])).toBe('PLEASE SELECT AN OPTION');
    expect(root.textContent).toContain('Could not get the address.');
  });

  it('reports each change as a patch; an address change also says the address changed', async () => {
    const onChange = vi.fn();
    const onAddressChange = vi.fn();
    const phoneRef = createRef<HTMLInputElement>();
    const genderRef = createRef<HTMLInputElement>();
    const { root } = await render(fields({ onChange, onAddressChange, phoneRef, genderRef }));
    expect(phoneRef.current).toBe(getByRole(root, 'textbox', 'Phone Number'));
    expect(genderRef.current).toBe(getByLabelText(root, 'Male'));
    await setText(getByRole(root, 'textbox', 'Phone Number') as HTMLInputElement, '919');
    expect(onChange).toHaveBeenLastCalledWith({ phone: '919' });
    await click(getByLabelText(root, 'Undisclosed'));
    expect(onChange).toHaveBeenLastCalledWith({ gender: 'Undisclosed' });
    expect(onAddressChange).not.toHaveBeenCalled();
    await setText(getByLabelText(root, 'City') as HTMLInputElement, 'Cary');
    expect(onAddressChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Cary', street: '1 Main St', manual: true }));
  });
});
