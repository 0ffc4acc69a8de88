// The snippets' no-JavaScript link (README "Embedding"): `<event-list …><a href="{appBase}/events">…</a>`.
// Without JavaScript it shows; once the element is defined its shadow root hides it (no element has a
// default slot). In between, while the element's code loads, the loader hides it, so it never shows
// above the reserved space or the first paint (whose light child has a `slot`, and stays).
// Part of the loader (src/elements/index.ts): it imports nothing.

/** The document rule: the light children of a loading element, other than slotted ones, are hidden. */
export function fallbackCss(tags: readonly string[]): string {
  return `:is(${tags.join()}):not(:defined)>:not([slot]){display:none}`;
}

/** Adds the rule once, as a constructable stylesheet (allowed by a CSP that forbids inline styles). */
export function hideFallbacks(tags: readonly string[], doc: Document = document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(fallbackCss(tags));
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    /* no constructable stylesheets: the link shows until the element is defined */
  }
}
