import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { Tabs, TabPanel } from '@/ui/tabs';
import { cleanup, render } from './render';

afterEach(() => cleanup());

function Harness() {
  const [v, setV] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <Tabs label="Lists" idBase="t" tabs={[{ key: 'a', label: 'Alpha' }, { key: 'b', label: 'Beta' }, { key: 'c', label: 'Gamma' }]} value={v} onChange={setV} />
      <TabPanel idBase="t" selected={v}>
        panel {v}
      </TabPanel>
    </>
  );
}

const key = (el: Element, k: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });

describe('Tabs', () => {
  it('tablist with tabs; the selected one is in the Tab order and labels the panel', async () => {
    const { root } = await render(<Harness />);
    const list = root.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Lists');
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['Alpha', 'true', 0],
      ['Beta', 'false', -1],
      ['Gamma', 'false', -1],
    ]);
    const panel = root.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe('t-tab-a');
    expect(tabs[0].getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrow keys, Home and End select and focus; clicking selects', async () => {
    const { root } = await render(<Harness />);
    const tabs = () => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    tabs()[0].focus();
    await key(tabs()[0], 'ArrowRight');
    expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
    expect(root.activeElement).toBe(tabs()[1]);
    await key(tabs()[1], 'ArrowLeft');
    await key(tabs()[0], 'ArrowLeft');
    expect(tabs()[2].getAttribute('aria-selected')).toBe('true');
    await key(tabs()[2], 'Home');
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
    await key(tabs()[0], 'End');
    expect(root.querySelector('[role="tabpanel"]')!.textContent).toBe('panel c');
    await act(async () => tabs()[1].click());
    expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
  });
});
