import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { ApiError } from '@/lib/http';
import { Button } from '@/ui/button';
import { Combobox, type ComboboxProps } from '@/ui/combobox';
import { cleanup, click, descriptionOf, getByRole, nameOf, press, queryAllByRole, render } from './render';

afterEach(() => cleanup());

interface Place {
  description: string;
}
const PLACES: Place[] = ['Raleigh, NC 27601', 'Raleigh, NC 27603', 'Rales, PA 15001'].map((description) => ({ description }));

/** A search settled by hand (or at once with `auto`). */
function searches(auto?: Place[]) {
  const calls: { query: string; signal: AbortSignal; resolve(v: Place[]): void; reject(e: unknown): void }[] = [];
  const search = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<Place[]>((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
        if (auto) resolve(auto);
      }),
  );
  return { calls, search };
}

type HarnessProps = Partial<ComboboxProps<Place>> & { initial?: string; onPick?: (p: Place) => void };
function Harness({ initial = '', onPick, ...props }: HarnessProps) {
  const [text, setText] = useState(initial);
  return (
    <Combobox<Place>
      label="Location"
      texts={{ listLabel: 'Location suggestions', empty: 'No Results Found', error: 'Location cannot be found.' }}
      inputValue={text}
      onInputChange={setText}
      search={async () => []}
      minChars={3}
      debounceMs={0}
      getLabel={(p) => p.description}
      onSelect={(p) => {
        setText(p.description);
        onPick?.(p);
      }}
      {...props}
    />
  );
}

async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Lets the debounce timer (0 ms) fire and the search settle. */
const tick = () => act(() => new Promise((r) => setTimeout(r, 5)));
const input = (root: ShadowRoot) => getByRole(root, 'combobox', 'Location') as HTMLInputElement;
const options = (root: ShadowRoot) => queryAllByRole(root, 'option');

/** Renders with PLACES as every search's answer, types 'Ral' and waits for the options. */
async function opened(props: HarnessProps = {}) {
  const onPick = vi.fn();
  const { search } = searches(PLACES);
  const rendered = await render(<Harness search={search} onPick={onPick} {...props} />);
  const box = input(rendered.root);
  await type(box, 'Ral');
  await tick();
  return { ...rendered, box, search, onPick };
}

describe('Combobox', () => {
  it('the visible label names the combobox; the listbox is named and controlled by it, hidden at first', async () => {
    const { root } = await render(<Harness />);
    const box = input(root);
    expect(nameOf(box)).toBe('Location');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('autocomplete')).toBe('off');
    const list = getByRole(root, 'listbox', 'Location suggestions');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(list.hidden).toBe(true);
  });

  it('searches only typed text of minChars or more, and shows the options', async () => {
    const { calls, search } = searches(PLACES);
    const { root } = await render(<Harness initial="Durham, NC" search={search} />);
    await tick();
    expect(search).not.toHaveBeenCalled(); // the initial value is not searched
    await type(input(root), 'Ra');
    await tick();
    expect(search).not.toHaveBeenCalled();
    await type(input(root), ' Ral ');
    await tick();
    expect(calls.map((c) => c.query)).toEqual(['Ral']);
    expect(input(root).getAttribute('aria-expanded')).toBe('true');
    expect(options(root).map((o) => [o.textContent, o.getAttribute('aria-selected')])).toEqual([
      ['Raleigh, NC 27601', 'false'],
      ['Raleigh, NC 27603', 'false'],
      ['Rales, PA 15001', 'false'],
    ]);
  });

  it('debounces: one search after the member stops typing; a newer query aborts the older search', async () => {
    vi.useFakeTimers();
    const { calls, search } = searches();
    const { root } = await render(<Harness search={search} debounceMs={500} />);
    await type(input(root), 'Ral');
    await act(async () => vi.advanceTimersByTime(300));
    await type(input(root), 'Rale');
    await act(async () => vi.advanceTimersByTime(499));
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls.map((c) => c.query)).toEqual(['Rale']);
    await type(input(root), 'Ralei');
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => calls[1].resolve(PLACES.slice(0, 1)));
    expect(options(root)).toHaveLength(1);
  });

  it('ArrowDown/ArrowUp move the active option (wrapping), Home/End jump, aria-activedescendant follows', async () => {
    const { root, box } = await opened();
    const active = () => root.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
    expect(active()).toBeNull();
    await press(box, 'ArrowDown');
    expect(active()).toBe('Raleigh, NC 27601');
    expect(options(root)[0].getAttribute('aria-selected')).toBe('true');
    await press(box, 'ArrowDown');
    expect(active()).toBe('Raleigh, NC 27603');
    await press(box, 'End');
    expect(active()).toBe('Rales, PA 15001');
    await press(box, 'ArrowDown');
    expect(active()).toBe('Raleigh, NC 27601');
    await press(box, 'ArrowUp');
    expect(active()).toBe('Rales, PA 15001');
    await press(box, 'Home');
    expect(active()).toBe('Raleigh, NC 27601');
  });

  it('Enter chooses the active option: the list closes and the chosen text is not searched again', async () => {
    const { box, search, onPick } = await opened();
    await press(box, 'ArrowDown');
    await press(box, 'ArrowDown');
    await press(box, 'Enter');
    expect(onPick).toHaveBeenCalledWith(PLACES[1]);
    expect(box.value).toBe('Raleigh, NC 27603');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await tick();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('Enter without an active option does nothing (the form may submit); Escape closes the list', async () => {
    const { root, box, onPick } = await opened();
    await press(box, 'Enter');
    expect(onPick).not.toHaveBeenCalled();
    await press(box, 'ArrowDown');
    await press(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(getByRole(root, 'listbox', 'Location suggestions').hidden).toBe(true);
    await press(box, 'ArrowDown'); // opens again on the first option
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options(root)[0].getAttribute('aria-selected')).toBe('true');
  });

  it('leaving the field closes the list; coming back opens it again', async () => {
    const { box } = await opened();
    await act(async () => box.blur());
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await act(async () => box.focus());
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('a click chooses an option; pressing the mouse keeps focus in the input', async () => {
    const { root, onPick } = await opened();
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    options(root)[2].dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    await click(options(root)[2]);
    expect(onPick).toHaveBeenCalledWith(PLACES[2]);
  });

  it('status texts: searching, result count, nothing found; described by the status line', async () => {
    const { calls, search } = searches();
    const texts = { listLabel: 'Address suggestions', loading: 'Searching…', results: (n: number) => `${n} suggestions.`, empty: 'No Results Found' };
    const { root } = await render(<Harness search={search} texts={texts} />);
    const box = input(root);
    await type(box, 'Ral');
    await tick();
    expect(getByRole(root, 'status').textContent).toBe('Searching…');
    await act(async () => calls[0].resolve(PLACES));
    expect(getByRole(root, 'status').textContent).toBe('3 suggestions.');
    expect(descriptionOf(box)).toBe('3 suggestions.');
    await type(box, 'Zzz');
    await tick();
    await act(async () => calls[1].resolve([]));
    expect(getByRole(root, 'status').textContent).toBe('No Results Found');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('a failed search: in the status line, or as an alert with errorAsAlert; an aborted one says nothing', async () => {
    const { calls, search } = searches();
    const { root, rerender } = await render(<Harness search={search} />);
    await type(input(root), 'Ral');
    await tick();
    await act(async () => calls[0].reject(new ApiError(500, 'Boom')));
    expect(getByRole(root, 'status').textContent).toBe('Location cannot be found.');
    await rerender(<Harness search={search} errorAsAlert />);
    expect(getByRole(root, 'status').textContent).toBe('');
    expect(getByRole(root, 'alert').textContent).toBe('Location cannot be found.');
    await type(input(root), 'Rale');
    await tick();
    await act(async () => calls[1].reject(new ApiError(0, 'aborted', { code: 'aborted' })));
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it('hint, validation error and an action beside the input', async () => {
    const locate = vi.fn();
    const { root } = await render(
      <Harness hint="City, state or zip" error="THIS FIELD IS REQUIRED" required action={<Button variant="link" onClick={locate}>Use Current Location</Button>} />,
    );
    const box = input(root);
    expect(descriptionOf(box)).toBe('City, state or zip THIS FIELD IS REQUIRED');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    await click(getByRole(root, 'button', 'Use Current Location'));
    expect(locate).toHaveBeenCalledOnce();
  });

  it('searchKey: a change of the other inputs searches the same text again; enabled: false stops searching', async () => {
    const { search } = searches(PLACES);
    const { root, rerender } = await render(<Harness search={search} searchKey="domestic" />);
    await type(input(root), 'Ral');
    await tick();
    await rerender(<Harness search={search} searchKey="international|Canada" />);
    await tick();
    expect(search).toHaveBeenCalledTimes(2);
    await rerender(<Harness search={search} searchKey="international|Canada" enabled={false} />);
    expect(options(root)).toHaveLength(0);
  });
});
