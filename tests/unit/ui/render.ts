// Renders React into a shadow root (as the elements do) and queries it by role and label.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  rerender(ui: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

const mounted: Rendered[] = [];

export async function render(ui: ReactElement): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  let reactRoot: Root;
  await act(async () => {
    reactRoot = createRoot(root);
    reactRoot.render(ui);
  });
  const out: Rendered = {
    host,
    root,
    rerender: (next) => act(async () => reactRoot.render(next)),
    unmount: async () => {
      await act(async () => reactRoot.unmount());
      host.remove();
    },
  };
  mounted.push(out);
  return out;
}

export async function cleanup(): Promise<void> {
  for (const r of mounted.splice(0)) await r.unmount();
}

const IMPLICIT_ROLES: Record<string, (el: Element) => string | null> = {
  button: () => 'button',
  a: (el) => (el.hasAttribute('href') ? 'link' : null),
  input: (el) => {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    if (type === 'button' || type === 'submit') return 'button';
    return 'textbox';
  },
  textarea: () => 'textbox',
  select: () => 'combobox',
  h1: () => 'heading',
  h2: () => 'heading',
  h3: () => 'heading',
};

export function roleOf(el: Element): string | null {
  return el.getAttribute('role') ?? IMPLICIT_ROLES[el.localName]?.(el) ?? null;
}

function byId(scope: ShadowRoot | Document, id: string): Element | null {
  return scope.querySelector(`[id="${id.replace(/"/g, '\\"')}"]`);
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A simplified accessible name: aria-labelledby, aria-label, <label for>, then text content. */
export function nameOf(el: Element): string {
  const scope = el.getRootNode() as ShadowRoot | Document;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => text(byId(scope, id))).join(' ').trim();
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  if (el.id) {
    const forLabel = scope.querySelector(`label[for="${el.id.replace(/"/g, '\\"')}"]`);
    if (forLabel) return text(forLabel);
  }
  return ['button', 'link', 'heading', 'menuitem'].includes(roleOf(el) ?? '') ? text(el) : '';
}

export function descriptionOf(el: Element): string {
  const scope = el.getRootNode() as ShadowRoot | Document;
  const ids = el.getAttribute('aria-describedby');
  return ids ? ids.split(/\s+/).map((id) => text(byId(scope, id))).join(' ').trim() : '';
}

export function queryAllByRole(scope: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>('*')].filter((el) => {
    if (roleOf(el) !== role) return false;
    if (name === undefined) return true;
    const n = nameOf(el);
    return typeof name === 'string' ? n === name : name.test(n);
  });
}

export function getByRole(scope: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = queryAllByRole(scope, role, name);
  if (found.length !== 1) throw new Error(`Expected one ${role} named ${String(name)}, found ${found.length}`);
  return found[0];
}

export function getByLabelText(scope: ShadowRoot, label: string): HTMLElement {
  const labels = [...scope.querySelectorAll('label')].filter((l) => text(l) === label);
  if (labels.length !== 1) throw new Error(`Expected one label "${label}", found ${labels.length}`);
  const control = byId(scope, labels[0].htmlFor);
  if (!control) throw new Error(`Label "${label}" is not associated with a control`);
  return control as HTMLElement;
}

export async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
}

export async function press(el: Element, key: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
  });
}

/** Lets pending promises and effects run (one macrotask inside act). */
export const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

/** Retries `check` (settling between tries) until it passes or `ms` have gone by. */
export async function until(check: () => void, ms = 2000): Promise<void> {
  const start = Date.now();
  for (;;) {
    await settle();
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() - start > ms) throw e;
      await act(async () => new Promise((r) => setTimeout(r, 50)));
    }
  }
}
