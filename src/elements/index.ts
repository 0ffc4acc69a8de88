// The loader: tiny. Reads the configuration, then defines each tag lazily: a tag's feature chunk is
// imported the first time such an element is on the page (now or later).
import { configure, readConfig } from '@/store/config';
import { elementLoaders } from './registry';

type LoaderGlobal = typeof globalThis & { __rwbLoader?: { version: string } };
const g = globalThis as LoaderGlobal;

function loaderScript(): HTMLScriptElement | null {
  const self = import.meta.url;
  for (const s of Array.from(document.scripts)) if (s.src === self) return s;
  return document.querySelector<HTMLScriptElement>('script[src*="elements.js"]');
}

const requested = new Set<string>();

function load(tag: string) {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  elementLoaders[tag]().catch((err) => {
    requested.delete(tag);
    console.error(`[rwb] could not load <${tag}>`, err);
  });
}

function scan(root: ParentNode) {
  for (const tag of Object.keys(elementLoaders)) {
    if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }
}

function start() {
  configure(readConfig(loaderScript(), window, new URL(import.meta.url).origin));
  scan(document);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of Array.from(r.addedNodes)) {
        if (!(node instanceof Element)) continue;
        const tag = node.localName;
        if (tag in elementLoaders) load(tag);
        if (node.firstElementChild) scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

// A second copy of the bundle on the page defines nothing and reuses the first one's stores.
if (!g.__rwbLoader) {
  g.__rwbLoader = { version: '0.1.0' };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

export { elementLoaders };
