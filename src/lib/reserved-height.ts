/**
 * The space an element reserves while it loads, so the host page does not jump when its content
 * arrives (CLS). From the moment its tag is on the page until its chunk defines it: the loader's
 * document rule (src/elements/skeleton.ts). Then, for an element whose first content waits for data
 * (`untilData`), the same declaration on `:host` from its construction (src/lib/define.ts) until the
 * feature shows its data (`useReservedHeight`, styles.ts). One height per tag, a token the host page
 * can set: `event-list { --rwb-event-list-min-height: 30rem }` (0 turns it off).
 */
export interface Reservation {
  height: string;
  untilData: boolean;
  /** Elements matching this selector reserve nothing (a compact view of the tag: `[view]`). */
  unless?: string;
}

export const RESERVATIONS: Readonly<Record<string, Reservation>> = {
  'event-list': { height: '40rem', untilData: true },
  'event-detail': { height: '40rem', untilData: true },
  // The search box and the timeline's first posts (or the login note): kept until the posts show.
  'member-feed': { height: '40rem', untilData: true },
  // The hub renders at once; a group holds the height until it arrives.
  'group-page': { height: '30rem', untilData: true },
  // The hub or a challenge; the compact CMS widgets (`view="leaderboard"`, `view="card"`) reserve nothing.
  'challenge-board': { height: '30rem', untilData: true, unless: '[view]' },
  // Renders at once from local state (the logged-out form is this tall).
  'member-login': { height: '24rem', untilData: false },
};

/** `var(--rwb-<tag>-min-height, <default>)`, or '' for a tag that reserves nothing. */
export function reservedHeight(tag: string): string {
  const r = RESERVATIONS[tag];
  return r ? `var(--rwb-${tag}-min-height,${r.height})` : '';
}

/** The selector of the tag's elements that reserve a height (`challenge-board:not([view])`). */
export function reservingSelector(tag: string): string {
  const unless = RESERVATIONS[tag]?.unless;
  return unless ? `${tag}:not(${unless})` : tag;
}
