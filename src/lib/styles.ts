import { createElement, useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { RESERVATIONS, reservedHeight } from './reserved-height';
import { releaseFirstPaint } from './first-paint';
import { registerProperties, sheetFor, supportsAdoptedSheets, type StyleRoot } from './sheets';

export { parsePropertyRules, registerProperties, sheetFor, supportsAdoptedSheets, type PropertyRule } from './sheets';

/**
 * Styles live in the element's shadow root. Each distinct CSS text becomes ONE constructable
 * CSSStyleSheet, shared by every element instance that uses it (adoptedStyleSheets); where
 * constructable sheets are missing, a <style> tag is inserted into the root instead.
 */

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

const prepared = new Map<string, string>();

function prepare(css: string): string {
  let out = prepared.get(css);
  if (out === undefined) {
    out = registerProperties(css);
    prepared.set(css, out);
  }
  return out;
}

/** Adds the CSS texts to the root, in order, each once. */
export function adoptStyles(root: StyleRoot, cssTexts: readonly string[], forceFallback = false): void {
  const texts = cssTexts.filter(Boolean).map(prepare);
  if (!forceFallback && supportsAdoptedSheets(root)) {
    const current = root.adoptedStyleSheets;
    const add = texts.map(sheetFor).filter((s, i, all) => !current.includes(s) && all.indexOf(s) === i);
    if (add.length) root.adoptedStyleSheets = [...current, ...add];
    return;
  }
  const doc = root instanceof Document ? root : root.ownerDocument;
  const parent: ParentNode = root instanceof Document ? root.head : root;
  for (const css of texts) {
    const id = hash(css);
    const mine = [...parent.children].filter((el) => el instanceof HTMLStyleElement && el.dataset.rwbCss !== undefined);
    if (mine.some((el) => (el as HTMLStyleElement).dataset.rwbCss === id)) continue;
    const style = doc.createElement('style');
    style.dataset.rwbCss = id;
    style.textContent = css;
    const last = mine[mine.length - 1];
    if (last) last.after(style);
    else parent.prepend(style);
  }
}

function styleRootOf(node: Node | null | undefined): StyleRoot | null {
  if (!node) return null;
  if (node instanceof ShadowRoot || node instanceof Document) return node;
  const root = node.getRootNode();
  if (!root) return null;
  if (root instanceof ShadowRoot || root instanceof Document) return root;
  return null;
}

export type StyleTarget = RefObject<Node | null> | Node | null | undefined;

/**
 * Adopts the CSS texts (in order) into the shadow root of `target` before paint. `target` is the
 * `container` prop r2wc passes (the shadow root), a node inside it, or a ref to one.
 * `useShadowStyles(container, tokensCss, uiCss, featureCss)` or `useShadowStyles(ref, [..])`.
 */
let collected: string[] | null = null;

/**
 * Renders on the server (src/elements/first-paint.tsx) and returns, beside `render()`'s result, the
 * CSS texts the rendered views asked for, in order, each once: the first paint's stylesheet.
 */
export function collectStyles<T>(render: () => T): { result: T; css: string[] } {
  const outer = collected;
  collected = [];
  try {
    const result = render();
    return { result, css: collected };
  } finally {
    collected = outer;
  }
}

export function useShadowStyles(target: StyleTarget, ...css: (string | readonly string[])[]): void {
  const texts = css.flat();
  if (collected) for (const text of texts) if (text && !collected.includes(text)) collected.push(text);
  const key = texts.join('\u0000');
  useLayoutEffect(() => {
    const node = target && 'current' in target ? target.current : (target as Node | null | undefined);
    const root = styleRootOf(node);
    if (root) adoptStyles(root, texts);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, target]);
}

/**
 * `<ShadowStyles css={[tokensCss, uiCss, featureCss]} />` at the top of a feature root: adopts the
 * sheets into the element's shadow root. Renders an inert <template> used only to find the root.
 */
export function ShadowStyles({ css }: { css: string | readonly string[] }): ReactElement {
  const ref = useRef<HTMLTemplateElement>(null);
  useShadowStyles(ref, css);
  return createElement('template', { ref, 'data-rwb-styles': '' });
}

/**
 * The element's reserved height (src/lib/reserved-height.ts) as a `:host` rule in its shadow root:
 * `holdReservedHeight` from the element's construction (src/lib/define.ts), before React renders;
 * released by the feature once it shows its data (`useReservedHeight`), or, for an element that
 * needs no data first, as soon as its first content is in the shadow root (before that paints).
 * Where constructable sheets are missing, the host's `style` carries it instead.
 */
export function holdReservedHeight(root: ShadowRoot, tag: string): void {
  const height = reservedHeight(tag);
  const unless = RESERVATIONS[tag]?.unless;
  if (!height || (unless && root.host.matches(unless))) return;
  if (supportsAdoptedSheets(root)) {
    const sheet = sheetFor(`:host{display:block;min-height:${height}}`);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    (root.host as HTMLElement).style.minHeight = height;
  }
  if (RESERVATIONS[tag].untilData || typeof MutationObserver !== 'function') return;
  const rendered = new MutationObserver(() => {
    rendered.disconnect();
    releaseReservedHeight(root, tag);
  });
  rendered.observe(root, { childList: true });
}

export function releaseReservedHeight(root: ShadowRoot, tag: string): void {
  // The view shows its data: a server-rendered first paint held until now goes too.
  releaseFirstPaint(root);
  const height = reservedHeight(tag);
  if (!height) return;
  if (supportsAdoptedSheets(root)) {
    const sheet = sheetFor(`:host{display:block;min-height:${height}}`);
    if (root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  } else {
    (root.host as HTMLElement).style.removeProperty('min-height');
  }
}

/**
 * While `active` (the feature's first data is loading) the element keeps the height it reserved
 * before it was defined, so nothing around it moves between the loader's placeholder and the
 * content; when `active` ends (or is false from the start) the reservation is released. A feature
 * whose tag reserves a height (src/lib/reserved-height.ts) calls this once, unconditionally.
 */
export function useReservedHeight(target: StyleTarget, tag: string, active: boolean): void {
  useLayoutEffect(() => {
    const node = target && 'current' in target ? target.current : (target as Node | null | undefined);
    const root = styleRootOf(node);
    if (!(root instanceof ShadowRoot)) return;
    if (!active) return releaseReservedHeight(root, tag);
    holdReservedHeight(root, tag);
    return () => releaseReservedHeight(root, tag);
  }, [target, tag, active]);
}
