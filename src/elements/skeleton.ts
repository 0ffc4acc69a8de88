// The loader's part of the reserved space (src/lib/reserved-height.ts): from the moment an element's
// tag is on the page until its chunk defines it, the host is a block of the element's first-screen
// height. A host page that paints before the loader arrives (a cold load) puts the same rules in its
// own CSS (README); these take over from it.
import { RESERVATIONS, reservedHeight, reservingSelector } from '@/lib/reserved-height';

/** The document rules: undefined elements of the reserving tags are blocks of their height. */
export function reservationCss(): string {
  return Object.keys(RESERVATIONS)
    .map((tag) => `${reservingSelector(tag)}:not(:defined){display:block;min-height:${reservedHeight(tag)}}`)
    .join('\n');
}

/**
 * Adds the rules to the document once, as a constructable stylesheet (a CSP that forbids inline
 * styles allows it). Where those are missing, the elements already on the page get the same
 * declarations on their `style` (CSSOM, also allowed), taken off again once they are defined.
 */
export function reserveSpace(doc: Document = document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(reservationCss());
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    for (const tag of Object.keys(RESERVATIONS)) {
      const waiting = Array.from(doc.querySelectorAll<HTMLElement>(`${reservingSelector(tag)}:not(:defined)`));
      for (const el of waiting) {
        el.style.display = 'block';
        el.style.minHeight = reservedHeight(tag);
      }
      void customElements.whenDefined(tag).then(() => {
        for (const el of waiting) el.style.removeProperty('min-height');
      });
    }
  }
}
