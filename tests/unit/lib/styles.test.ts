import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { adoptStyles, sheetFor, ShadowStyles, useShadowStyles } from '@/lib/styles';

function shadowHost() {
  const host = document.createElement('div');
  document.body.append(host);
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

describe('adoptStyles', () => {
  it('adopts ONE constructable sheet per CSS text, shared by every root, in order, once', () => {
    const a = shadowHost();
    const b = shadowHost();
    adoptStyles(a.root, ['.x{color:red}', '.y{color:blue}']);
    adoptStyles(a.root, ['.x{color:red}']);
    adoptStyles(b.root, ['.x{color:red}']);
    expect(a.root.adoptedStyleSheets).toHaveLength(2);
    expect(a.root.adoptedStyleSheets[0]).toBe(sheetFor('.x{color:red}'));
    expect(a.root.adoptedStyleSheets[1]).toBe(sheetFor('.y{color:blue}'));
    expect(b.root.adoptedStyleSheets[0]).toBe(a.root.adoptedStyleSheets[0]);
    expect(a.root.querySelector('style')).toBeNull();
  });

  it('falls back to <style> tags (once each, in order) where constructable sheets are missing', () => {
    const { root } = shadowHost();
    root.append(document.createElement('main'));
    adoptStyles(root, ['.a{}', '.b{}'], true);
    adoptStyles(root, ['.a{}', '.c{}'], true);
    const styles = [...root.querySelectorAll('style')].map((s) => s.textContent);
    expect(styles).toEqual(['.a{}', '.b{}', '.c{}']);
    expect(root.firstElementChild?.tagName).toBe('STYLE');
  });
});

describe('ShadowStyles / useShadowStyles', () => {
  it('adopt the CSS into the shadow root React renders into', async () => {
    const { root } = shadowHost();
    const reactRoot = createRoot(root);
    function Feature({ container }: { container: ShadowRoot }) {
      useShadowStyles(container, '.from-hook{}', ['.from-array{}']);
      return createElement('div', null, createElement(ShadowStyles, { css: ['.from-component{}'] }), 'hi');
    }
    await act(async () => reactRoot.render(createElement(Feature, { container: root })));
    const texts = root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join(''));
    expect(texts.join(' ')).toContain('from-hook');
    expect(texts.join(' ')).toContain('from-array');
    expect(texts.join(' ')).toContain('from-component');
    expect(root.querySelector('template[data-rwb-styles]')).not.toBeNull();
    await act(async () => reactRoot.unmount());
  });
});
