import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createRef, useState } from 'react';
import { Field } from '@/ui/field';
import { cleanup, descriptionOf, getByLabelText, getByRole, render } from './render';

afterEach(cleanup);

describe('Field', () => {
  it('shows a visible label associated with the input and passes input props through', async () => {
    const onChange = vi.fn();
    const { root } = await render(<Field label="Email" type="email" name="email" autoComplete="username" value="a@b.co" onChange={onChange} />);
    const input = getByLabelText(root, 'Email') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.value).toBe('a@b.co');
    expect(getByRole(root, 'textbox', 'Email')).toBe(input);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('an error sets aria-invalid and describes the input; the error region is a polite live region', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <>
          <Field label="Password" type="password" error={error} />
          <button type="button" onClick={() => setError('ENTER YOUR PASSWORD')}>
            check
          </button>
        </>
      );
    }
    const { root } = await render(<Form />);
    const input = getByLabelText(root, 'Password');
    const region = root.querySelector('[aria-live="polite"]')!;
    expect(region).not.toBeNull();
    expect(region.textContent).toBe('');
    await act(async () => getByRole(root, 'button', 'check').click());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('ENTER YOUR PASSWORD');
    expect(region.textContent).toBe('ENTER YOUR PASSWORD');
  });

  it('a hint joins the description; required sets aria-required', async () => {
    const { root } = await render(<Field label="Email" hint="Use a civilian address" error="PLEASE ENTER A VALID EMAIL" required />);
    const input = getByLabelText(root, 'Email');
    expect(descriptionOf(input)).toBe('Use a civilian address PLEASE ENTER A VALID EMAIL');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('forwards the ref and renders a custom control with the labelling props', async () => {
    const ref = createRef<HTMLInputElement>();
    const { root } = await render(
      <>
        <Field ref={ref} label="First" />
        <Field
          label="Gender"
          error="PLEASE SELECT AN OPTION"
          control={(p) => (
            <select {...p}>
              <option>Male</option>
            </select>
          )}
        />
      </>,
    );
    expect(ref.current).toBe(getByLabelText(root, 'First'));
    const select = getByLabelText(root, 'Gender');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toBe('PLEASE SELECT AN OPTION');
  });

  it('two fields get distinct ids', async () => {
    const { root } = await render(
      <>
        <Field label="A" />
        <Field label="B" />
      </>,
    );
    expect(getByLabelText(root, 'A').id).not.toBe(getByLabelText(root, 'B').id);
  });
});
