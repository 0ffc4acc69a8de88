// The loader: tiny and self-contained (one request level: it imports no chunk; vite.config.ts bundles
// what it imports into it). Reserves the elements' space, notes where the configuration comes from
// (its own script tag and URL: the first element chunk reads it, src/elements/platform.ts), then
// defines each tag lazily: a tag's feature chunk is imported the first time such an element is on the
// page (now or later), with every chunk it imports preloaded at once beside it. A div of the div form
// (`<div data-rwb-element="event-list">`, for site builders that strip unknown tags) becomes its
// element first (src/elements/div-form.ts), so reserved space, first paint and loading follow it; an
// element's no-JavaScript link stays hidden while it loads (src/elements/fallback-links.ts).
import type { LoaderGlobal } from './boot';
import { upgradeDivs } from './div-form';
import { hideFallbacks } from './fallback-links';
import { elementLoaders } from './registry';
import { requestFirstPaints, restoreEarly } from './first-paint-request';
import { reserveSpace } from './skeleton';

const g = globalThis as LoaderGlobal;
const tags = Object.keys(elementLoaders);

// Tag -> the element chunk and its static import closure, relative to this file. Written by the
// build (vite.config.ts, selfContainedLoader) in place of the placeholder; empty in tests.
const PRELOAD_MAP = '__RWB_PRELOAD_MAP__';

function preloadsOf(tag: string): string[] {
  try {
    return (JSON.parse(PRELOAD_MAP) as Record<string, string[]>)[tag] ?? [];
  } catch {
    return [];
  }
}

const preloaded = new Set<string>();

/** `<link rel="modulepreload">` for each file, once per page: all of an element's JS in one round. */
function preload(files: readonly string[]) {
  for (const file of files) {
    const href = new URL(file, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function loaderScript(): HTMLScriptElement | null {
  const self = import.meta.url;
  for (const s of Array.from(document.scripts)) if (s.src === self) return s;
  return document.querySelector<HTMLScriptElement>('script[src*="elements.js"]');
}

const requested = new Map<string, Promise<unknown>>();

/** Imports a tag's chunk once (with its imports preloaded beside it); a failure can be tried again. */
function load(tag: string): Promise<unknown> {
  const pending = requested.get(tag);
  if (pending) return pending;
  if (customElements.get(tag) || !(tag in elementLoaders)) return Promise.resolve();
  preload(preloadsOf(tag));
  const loading = elementLoaders[tag]().catch((err: unknown) => {
    requested.delete(tag);
    console.error(`[rwb] could not load <${tag}>`, err);
    throw err;
  });
  requested.set(tag, loading);
  return loading;
}

/** `load` for the page's other code (the standalone app's views, in its shadow root the observer does not see). */
function loadQuietly(tag: string): void {
  load(tag).catch(() => undefined);
}

function scan(root: ParentNode) {
  for (const tag of tags) {
    if (!requested.has(tag) && root.querySelector(tag)) loadQuietly(tag);
  }
}

function start() {
  // Read at start (the page's data attributes and window.rwbConfig are in place by then), applied by
  // the first element chunk before its feature runs.
  g.__rwbLoader!.boot = { script: loaderScript(), url: import.meta.url };
  restoreEarly(); // a logged-in member's cookie refresh, beside the chunks' download (taken by the session store)
  upgradeDivs(document, tags);
  requestFirstPaints(document);
  scan(document);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of Array.from(r.addedNodes)) {
        if (!(node instanceof Element)) continue;
        upgradeDivs(node, tags); // the elements made are in place: seen below, or in the next records
        const tag = node.localName;
        requestFirstPaints(node);
        if (tag in elementLoaders) loadQuietly(tag);
        if (node.firstElementChild) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

// A second copy of the bundle on the page defines nothing and reuses the first one's stores.
if (!g.__rwbLoader) {
  g.__rwbLoader = { version: '0.1.0', load };
  reserveSpace();
  hideFallbacks(tags);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

export { elementLoaders };
