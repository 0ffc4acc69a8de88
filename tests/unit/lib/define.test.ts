import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { defineElement, type ElementContainerProps } from '@/lib/define';
import { useReservedHeight } from '@/lib/styles';
import { reservationCss } from '@/elements/skeleton';

function Greeting({ name, count, loud, container }: { name?: string; count?: number; loud?: boolean } & ElementContainerProps) {
  return createElement('p', { 'data-root': container instanceof ShadowRoot ? 'shadow' : 'other' }, `${loud ? 'HELLO' : 'hello'} ${name ?? '?'} ${count ?? 0}`);
}

describe('defineElement', () => {
  it('renders the component in an open shadow root with typed attributes', async () => {
    defineElement('rwb-test-greeting', Greeting, { name: 'string', count: 'number', loud: 'boolean' });
    const el = document.createElement('rwb-test-greeting');
    el.setAttribute('name', 'Ana');
    el.setAttribute('count', '3');
    el.setAttribute('loud', 'true');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')?.textContent).toBe('HELLO Ana 3'));
    expect(el.shadowRoot?.mode).toBe('open');
    expect(el.shadowRoot?.querySelector('p')?.getAttribute('data-root')).toBe('shadow');
    el.setAttribute('name', 'Bea');
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')?.textContent).toBe('HELLO Bea 3'));
    el.remove();
  });

  it('does not redefine a tag that is already defined (second copy of the bundle)', () => {
    const first = defineElement('rwb-test-once', Greeting, { name: 'string' });
    const define = vi.spyOn(customElements, 'define');
    const second = defineElement('rwb-test-once', () => null, { name: 'string' });
    expect(second).toBe(first);
    expect(define).not.toHaveBeenCalled();
  });
});

describe('defineElement onConnect', () => {
  it('runs for an element on the page when the tag is defined and for each later connect, before React mounts; a failure is ignored', async () => {
    const order: string[] = [];
    function Probe({ name }: { name?: string }) {
      order.push(`render ${name}`);
      return createElement('p', null, name);
    }
    document.body.innerHTML = '<rwb-test-connect name="one"></rwb-test-connect>';
    defineElement('rwb-test-connect', Probe, { name: 'string' }, {
      onConnect: (el) => {
        order.push(`connect ${el.getAttribute('name')}`);
        if (el.getAttribute('name') === 'two') throw new Error('bad attribute');
      },
    });
    const two = document.createElement('rwb-test-connect');
    two.setAttribute('name', 'two');
    document.body.append(two);
    expect(order.slice(0, 2)).toEqual(['connect one', 'connect two']);
    await vi.waitFor(() => expect(two.shadowRoot?.querySelector('p')?.textContent).toBe('two'));
    expect(order).toEqual(expect.arrayContaining(['render one', 'render two']));
    document.body.innerHTML = '';
  });
});

describe('defineElement: the reserved height (issue 13, no layout shift while loading)', () => {
  const reserving = (root: ShadowRoot | null | undefined) =>
    (root?.adoptedStyleSheets ?? []).some((s) => Array.from(s.cssRules).some((r) => r.cssText.includes('--rwb-event-detail-min-height') || r.cssText.includes('--rwb-member-login-min-height')));

  it('an element waiting for data holds its height from construction until the feature shows the data', async () => {
    function Loading({ loading, container }: { loading?: boolean } & ElementContainerProps) {
      useReservedHeight(container, 'event-detail', loading !== false);
      return createElement('p', null, loading === false ? 'the event' : 'Loading event…');
    }
    defineElement('event-detail', Loading, { loading: 'boolean' });
    const el = document.createElement('event-detail');
    expect(reserving(el.shadowRoot)).toBe(true);
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')?.textContent).toBe('Loading event…'));
    expect(reserving(el.shadowRoot)).toBe(true);
    el.setAttribute('loading', 'false');
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')?.textContent).toBe('the event'));
    expect(reserving(el.shadowRoot)).toBe(false);
    el.remove();
  });

  it("a tag's compact view reserves nothing (challenge-board with `view`), its full view does", async () => {
    // On a page the elements are there before their chunk defines the tag (upgraded with their attributes).
    const holder = document.createElement('div');
    holder.innerHTML = '<challenge-board view="card"></challenge-board><challenge-board></challenge-board>';
    document.body.append(holder);
    defineElement('challenge-board', Greeting, { name: 'string' });
    const hasHeight = (el: Element) =>
      (el.shadowRoot?.adoptedStyleSheets ?? []).some((s) => Array.from(s.cssRules).some((r) => r.cssText.includes('--rwb-challenge-board-min-height')));
    const [card, full] = Array.from(holder.children);
    expect(hasHeight(full)).toBe(true);
    expect(hasHeight(card)).toBe(false);
    holder.remove();
    expect(reservationCss()).toContain('challenge-board:not([view]):not(:defined){display:block;min-height:var(--rwb-challenge-board-min-height,30rem)}');
  });

  it('an element that renders at once releases it with its first content; other tags reserve nothing', async () => {
    defineElement('member-login', Greeting, { name: 'string' });
    const el = document.createElement('member-login');
    expect(reserving(el.shadowRoot)).toBe(true);
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')).toBeTruthy());
    await vi.waitFor(() => expect(reserving(el.shadowRoot)).toBe(false));
    el.remove();
    defineElement('rwb-test-plain', Greeting, {});
    expect(document.createElement('rwb-test-plain').shadowRoot?.adoptedStyleSheets ?? []).toHaveLength(0);
  });
});
