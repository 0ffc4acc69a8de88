import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Button } from '@/ui/button';
import { TOAST_LIMIT, TOAST_MS, ToastProvider, useToast, type ToastOptions } from '@/ui/toast';
import { cleanup, click, getByRole, queryAllByRole, render } from './render';

beforeEach(() => vi.useFakeTimers());
afterEach(cleanup);

function Saver({ text = 'Your changes have been saved.', options }: { text?: string; options?: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(text, options)}>Save</Button>;
}

const region = (root: ShadowRoot) => getByRole(root, 'status');
const toasts = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-toast')].map((t) => t.querySelector('.rwb-toast__message')!.textContent);
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('Toast', () => {
  it('a polite live region is always there, inside the shadow root; show() adds the message to it', async () => {
    const { root } = await render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    expect(region(root).getAttribute('aria-live')).toBe('polite');
    expect(region(root).getAttribute('part')).toBe('toasts');
    expect(toasts(root)).toEqual([]);
    await click(getByRole(root, 'button', 'Save'));
    expect(region(root).textContent).toContain('Your changes have been saved.');
    expect(root.querySelector('.rwb-toast--info')).not.toBeNull();
  });

  it('does not take focus', async () => {
    const { root } = await render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    const save = getByRole(root, 'button', 'Save');
    save.focus();
    await click(save);
    expect(root.activeElement).toBe(save);
  });

  it('goes by itself after 5 s, or after its own duration', async () => {
    const { root } = await render(
      <ToastProvider>
        <Saver />
        <Saver text="Blocked." options={{ duration: 1000, variant: 'success' }} />
      </ToastProvider>,
    );
    const [long, short] = queryAllByRole(root, 'button', 'Save');
    await click(long);
    await click(short);
    expect(toasts(root)).toEqual(['Your changes have been saved.', 'Blocked.']);
    await wait(1000);
    expect(toasts(root)).toEqual(['Your changes have been saved.']);
    await wait(TOAST_MS - 1000);
    expect(toasts(root)).toEqual([]);
    expect(TOAST_MS).toBe(5000);
  });

  it('hovering or focusing a toast holds it; leaving restarts the wait', async () => {
    const { root } = await render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    await click(getByRole(root, 'button', 'Save'));
    const toast = root.querySelector('.rwb-toast')!;
    await act(async () => void toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    await wait(TOAST_MS * 2);
    expect(toasts(root)).toHaveLength(1);
    await act(async () => void toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    await wait(TOAST_MS);
    expect(toasts(root)).toHaveLength(0);
  });

  it('each toast has a named Dismiss button; error toasts are styled as errors', async () => {
    const { root } = await render(
      <ToastProvider dismissLabel="Close message">
        <Saver text="Could not update following. Please try again." options={{ variant: 'error' }} />
      </ToastProvider>,
    );
    await click(getByRole(root, 'button', 'Save'));
    expect(root.querySelector('.rwb-toast--error')).not.toBeNull();
    await click(getByRole(root, 'button', 'Close message'));
    expect(toasts(root)).toEqual([]);
  });

  it(`keeps at most ${TOAST_LIMIT}: the oldest goes first`, async () => {
    let n = 0;
    function Counter() {
      const toast = useToast();
      return <Button onClick={() => toast.show(`Toast ${++n}`)}>More</Button>;
    }
    const { root } = await render(
      <ToastProvider>
        <Counter />
      </ToastProvider>,
    );
    for (let i = 0; i < 4; i++) await click(getByRole(root, 'button', 'More'));
    expect(toasts(root)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });

  it('dismiss(id) removes one toast', async () => {
    let api: ReturnType<typeof useToast> | null = null;
    function Grab() {
      api = useToast();
      return null;
    }
    const { root } = await render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    let id = 0;
    await act(async () => {
      id = api!.show('One');
      api!.show('Two');
    });
    await act(async () => api!.dismiss(id));
    expect(toasts(root)).toEqual(['Two']);
  });

  it('outside a provider, show() warns and does nothing (no crash)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = await render(<Saver />);
    await click(getByRole(root, 'button', 'Save'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(root.querySelector('.rwb-toast')).toBeNull();
  });
});
