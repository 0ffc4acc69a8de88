import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { defineElement, type ElementContainerProps } from '@/lib/define';

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
