// The loader's part of a first paint (src/lib/first-paint.ts): for each element of a tag the server
// paints, one GET api/first-paint/{tag} with the element's attributes, the page's path and query and
// the saved values its first view depends on, plus the member's token when one is fresh (an expiring
// one is refreshed by the element itself: then the element loads as usual). The answer is painted
// while the element is not defined yet, and its data is kept for the element's first requests.
import { FIRST_PAINT_MEMBERS_ONLY, FIRST_PAINT_PAGE_PARAMS, FIRST_PAINT_TAGS, firstPaintOf, paintFirst, recordFirstPaint } from '@/lib/first-paint';
import { isExpiring } from '@/lib/token-expiry';
import { pageApiBase } from '@/store/api-base';
import { FIRST_PAINT_STORAGE_KEYS, SESSION_KEY, storage } from '@/store/keys';
import type { LoaderGlobal } from './boot';


interface Painted {
  html: string;
  css: string;
  data: Record<string, unknown>;
}

/** The member's access token when fresh; null logged out; undefined when it needs a refresh first. */
function freshToken(store: Storage | null): string | null | undefined {
  try {
    const session = JSON.parse(store?.getItem(SESSION_KEY) ?? 'null') as { accessToken?: unknown; expiresAt?: unknown } | null;
    if (!session || typeof session.accessToken !== 'string' || typeof session.expiresAt !== 'number') return null;
    return isExpiring({ expiresAt: session.expiresAt }) ? undefined : session.accessToken;
  } catch {
    return null;
  }
}

let apiBase: string | undefined;

/**
 * The API the elements will use: the page's configuration, read as the element chunk reads it
 * (boot.ts). Before the loader ran (the early snippet, early.ts), its script tag is found in the page.
 */
function api(): string {
  const boot = (globalThis as LoaderGlobal).__rwbLoader?.boot;
  const script = boot?.script ?? document.querySelector<HTMLScriptElement>('script[src*="elements.js"]');
  apiBase ??= pageApiBase(script, window, boot?.url ?? script?.src);
  return apiBase;
}

function requestFirstPaint(el: HTMLElement): void {
  if (firstPaintOf(el) || el.shadowRoot) return;
  const store = storage();
  const token = freshToken(store);
  // The member's token names them (the server reads their id from it, never from this request).
  if (token === undefined || (token === null && FIRST_PAINT_MEMBERS_ONLY.includes(el.localName))) return;
  const params = new URLSearchParams();
  for (const attr of Array.from(el.attributes)) params.set(`a.${attr.name}`, attr.value);
  const pageQuery = new URLSearchParams();
  const search = new URLSearchParams(location.search);
  for (const name of FIRST_PAINT_PAGE_PARAMS) if (search.has(name)) pageQuery.set(name, search.get(name)!);
  params.set('page', `${location.pathname}${pageQuery.size ? `?${pageQuery}` : ''}`);
  for (const key of FIRST_PAINT_STORAGE_KEYS) {
    const raw = store?.getItem(key);
    if (raw !== null && raw !== undefined) params.set(`s.${key}`, raw);
  }
  const url = `${api()}/api/first-paint/${el.localName}?${params}`;
  // No cookies are needed, but the default credentials mode keeps the page's open connection in use.
  const answer = fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    .then((res) => (res.status === 200 ? (res.json() as Promise<Painted>) : null))
    .then((painted) => {
      if (!painted) return {};
      paintFirst(el, painted.html, painted.css);
      return painted.data;
    });
  recordFirstPaint(el, answer);
}

/** Asks for the first paint of every element under `root` (or `root` itself) the server paints. */
export function requestFirstPaints(root: ParentNode | Element): void {
  if (root instanceof HTMLElement && FIRST_PAINT_TAGS.includes(root.localName)) requestFirstPaint(root);
  if (!(root as ParentNode).firstElementChild) return;
  for (const tag of FIRST_PAINT_TAGS) {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(`${tag}:not(:defined)`))) requestFirstPaint(el);
  }
}
