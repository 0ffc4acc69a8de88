// The early first paint (README 'First paint'): an optional inline snippet for host pages that want
// the first view one round trip sooner. Pasted inline in the page's <head> (dist/elements/early.js,
// ~1.6 KB gzip), it asks for the first paint of each element the server paints as the parser meets it
// — at the same moment the loader's own download starts, instead of after it. The loader then finds
// those answers recorded (src/lib/first-paint.ts, one registry per page) and asks for nothing again.
// Without the snippet nothing changes: the loader asks itself.
import { FIRST_PAINT_TAGS } from '@/lib/first-paint';
import { requestFirstPaints } from './first-paint-request';

const selector = FIRST_PAINT_TAGS.join(',');

/** Watches the page while it is parsed: each element is asked for when its start tag is in (its attributes are). */
function startEarlyFirstPaints(doc: Document = document): void {
  requestFirstPaints(doc);
  if (doc.readyState !== 'loading') return;
  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const node of Array.from(r.addedNodes)) if (node instanceof Element && (node.matches(selector) || node.firstElementChild)) requestFirstPaints(node);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}

startEarlyFirstPaints();
