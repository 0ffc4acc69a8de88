/**
 * First paint (issue 13): the server renders an element's first view with the same React components
 * (src/elements/first-paint.tsx, GET api/first-paint/{tag}), so a visitor sees the first cards, the
 * event or the member's first posts after two requests (the loader, then this one) instead of after
 * React and every chunk.
 *
 * 1. The loader (src/elements/first-paint-request.ts) asks for it as soon as it sees the tag and
 *    records the pending answers here, per element.
 * 2. When it arrives before the element chunk, `paintFirst` shows the HTML in a light-DOM child with
 *    its own shadow root (inert: nothing in it can be focused or pressed) — while the tag is not yet
 *    defined, the host shows its light children.
 * 3. The element chunk's first requests take the answers (`prefetch` with `firstPaint`): no request is
 *    made twice, and the view's first render already has its data.
 * 4. At definition the element's shadow root gets a slot for that child (`holdFirstPaint`), so it stays
 *    on screen, with React's output hidden behind it, until the view shows its data; then
 *    `releaseFirstPaint` removes both (the same moment the reserved height is released).
 */
import { shared } from './global';
import type { QueryParams } from './http';
import type { FirstPaintAnswers } from './prefetch';
import { sheetFor, supportsAdoptedSheets } from './sheets';

/** What the server's renderer (src/elements/first-paint.tsx, run by server/routes/first-paint.ts) is given. */
export interface FirstPaintInput {
  tag: string;
  /** The element's attributes, by name. */
  attrs: Record<string, string>;
  /** The host page's path and query (an event id may come from there). */
  page: { pathname: string; search: string };
  /** The browser's saved values the first view depends on (FIRST_PAINT_STORAGE_KEYS), raw. */
  storage: Record<string, string>;
  /** The member the token names, or null. */
  userId: number | null;
  now: number;
}

/** One request of the element's first view: the key it is taken by, the path and query to ask. */
export interface PlannedRequest {
  key: string;
  path: string;
  query: QueryParams;
}

/** The elements the server paints first (src/elements/first-paint.tsx renders each). */
export const FIRST_PAINT_TAGS: readonly string[] = ['event-list', 'event-detail', 'member-feed'];

/** Of those, the ones with nothing to paint logged out: the loader does not ask for them without a token. */
export const FIRST_PAINT_MEMBERS_ONLY: readonly string[] = ['member-feed'];

/**
 * The host page's query parameters a first view reads (`?id=` of an event, `?is_virtual=true`, the
 * feed's `?newAccount=true`): only these, with the page's path, are sent — a CMS page's other
 * parameters are none of our business.
 */
export const FIRST_PAINT_PAGE_PARAMS: readonly string[] = ['id', 'is_virtual', 'newAccount'];

export const FIRST_PAINT_SLOT = 'rwb-first-paint';
const CHILD = `[slot="${FIRST_PAINT_SLOT}"]`;
/** React's output stays hidden while the first paint is shown (the slot comes first). */
const HIDE_REACT = `slot[name="${FIRST_PAINT_SLOT}"]~*{display:none!important}`;

const answers = shared('firstPaints', () => new WeakMap<Element, FirstPaintAnswers>());

/** The element's first paint answers (pending or arrived), when one was asked for. */
export function firstPaintOf(el: Element): FirstPaintAnswers | undefined {
  return answers.get(el);
}

/** Records a first paint under way for `el`; `seeds` are set when it arrives (empty on failure). */
export function recordFirstPaint(el: Element, promise: Promise<Record<string, unknown>>): FirstPaintAnswers {
  const entry: FirstPaintAnswers = { promise: promise.catch(() => ({})) };
  void entry.promise.then((seeds) => (entry.seeds = seeds));
  answers.set(el, entry);
  return entry;
}

/**
 * Shows the server's HTML in `host` while its tag is not defined yet; false when it is too late (the
 * element has its own view) or the HTML cannot be shown here.
 */
export function paintFirst(host: HTMLElement, html: string, css: string): boolean {
  if (host.shadowRoot || host.querySelector(`:scope > ${CHILD}`)) return false;
  const child = host.ownerDocument.createElement('div');
  child.slot = FIRST_PAINT_SLOT;
  // A picture of the view until the view itself is there: nothing in it can be focused or pressed,
  // and assistive technology meets the real view only (aria-hidden for tools that do not know inert).
  child.inert = true;
  child.setAttribute('aria-hidden', 'true');
  const root = child.attachShadow({ mode: 'open' });
  if (!supportsAdoptedSheets(root)) return false; // no CSP-safe way to style it: the view comes soon
  root.adoptedStyleSheets = [sheetFor(css)]; // token defaults already in it (the server's withTokenDefaults)
  root.innerHTML = html;
  host.append(child);
  return true;
}

/** At definition (src/lib/define.ts): keeps a shown first paint on screen until the view has its data. */
export function holdFirstPaint(root: ShadowRoot): void {
  if (!root.host.querySelector(`:scope > ${CHILD}`) || !supportsAdoptedSheets(root)) return;
  const slot = root.ownerDocument.createElement('slot');
  slot.name = FIRST_PAINT_SLOT;
  root.prepend(slot);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(HIDE_REACT)];
}

/** The view shows its data: the first paint goes, and React's output shows in its place. */
export function releaseFirstPaint(root: ShadowRoot): void {
  root.querySelector(`slot[name="${FIRST_PAINT_SLOT}"]`)?.remove();
  root.host.querySelector(`:scope > ${CHILD}`)?.remove();
}
