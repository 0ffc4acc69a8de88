import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { CodeBoxes } from '@/features/registration-wizard/components/code-boxes';
import { cleanup, render } from '../../ui/render';

afterEach(() => cleanup());

let latest: string[] = [];
function Harness({ error }: { error?: string }) {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  latest = digits;
  return <CodeBoxes legend="Confirmation Code" digits={digits} onChange={setDigits} error={error} />;
}

const boxes = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('input')];
const active = (root: ShadowRoot) => root.activeElement;

async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function key(el: HTMLElement, k: string) {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
async function paste(el: HTMLElement, text: string) {
  await act(async () => {
    const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
    el.dispatchEvent(event);
  });
}

describe('CodeBoxes', () => {
  it('six labelled single-digit boxes in a group named by the legend', async () => {
    const { root } = await render(<Harness />);
    const inputs = boxes(root);
    expect(inputs).toHaveLength(6);
    expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual(['Digit 1 of 6', 'Digit 2 of 6', 'Digit 3 of 6', 'Digit 4 of 6', 'Digit 5 of 6', 'Digit 6 of 6']);
    expect(inputs.every((i) => i.inputMode === 'numeric')).toBe(true);
    expect(root.querySelector('legend')?.textContent).toBe('Confirmation Code');
  });

  it('typing a digit fills the box and moves on; a letter is ignored', async () => {
    const { root } = await render(<Harness />);
    const inputs = boxes(root);
    await type(inputs[0], '4');
    expect(latest).toEqual(['4', '', '', '', '', '']);
    expect(active(root)).toBe(inputs[1]);
    await type(inputs[1], 'x');
    expect(latest).toEqual(['4', '', '', '', '', '']);
    expect(active(root)).toBe(inputs[1]);
  });

  it('Backspace on an empty box clears the previous one and goes back', async () => {
    const { root } = await render(<Harness />);
    const inputs = boxes(root);
    await type(inputs[0], '1');
    await type(inputs[1], '2');
    expect(active(root)).toBe(inputs[2]);
    await key(inputs[2], 'Backspace');
    expect(latest).toEqual(['1', '', '', '', '', '']);
    expect(active(root)).toBe(inputs[1]);
  });

  it('pasting a 6-digit code fills every box, wherever it is pasted', async () => {
    const { root } = await render(<Harness />);
    const inputs = boxes(root);
    await paste(inputs[3], ' 123 456 ');
    expect(latest).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(active(root)).toBe(inputs[5]);
  });

  it('an autofilled code in the first box spreads over the boxes', async () => {
    const { root } = await render(<Harness />);
    await type(boxes(root)[0], '987654');
    expect(latest).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('the error is announced and linked to the group', async () => {
    const { root } = await render(<Harness error="CODE IS INVALID. PLEASE TRY AGAIN." />);
    const group = root.querySelector('fieldset')!;
    const errorId = group.getAttribute('aria-describedby')!;
    expect(root.getElementById(errorId)?.textContent).toBe('CODE IS INVALID. PLEASE TRY AGAIN.');
    expect(boxes(root).every((i) => i.getAttribute('aria-invalid') === 'true')).toBe(true);
  });
});
