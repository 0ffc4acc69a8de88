// The loader's part of a first paint (src/lib/first-paint.ts): for each element of a tag the server
// paints, one GET api/first-paint/{tag} with the element's attributes, the page's path and query and
// the saved values its first view depends on, plus the member's access token when one is logged in.
// No token is read from storage (there is none there, README 'Security'): when the hint `rwb:member`
// says a member is logged in, the page's one restore through the refresh cookie
// (src/lib/session-restore.ts) is started here and its access token used; the session store takes the
// same answer instead of refreshing again. The answer is painted while the element is not defined yet,
// and its data is kept for the element's first requests.
import { FIRST_PAINT_MEMBERS_ONLY, FIRST_PAINT_PAGE_PARAMS, FIRST_PAINT_TAGS, firstPaintOf, paintFirst, recordFirstPaint } from '@/lib/first-paint';
import { GLOBAL_KEY } from '@/lib/global';
import { startRestore } from '@/lib/session-restore';
import { isExpiring } from '@/lib/token-expiry';
import { pageApiBase, pageClient } from '@/store/api-base';
import { FIRST_PAINT_STORAGE_KEYS, readMemberHint, storage } from '@/store/keys';
import type { LoaderGlobal } from './boot';

interface Painted {
  html: string;
  css: string;
  data: Record<string, unknown>;
}

/**
 * The loader's script and URL: the page's configuration, read as the element chunk reads it
 * (boot.ts). Before the loader ran (the early snippet, early.ts), its script tag is found in the page.
 */
function loader(): { script: HTMLScriptElement | null; url: string | undefined } {
  const boot = (globalThis as LoaderGlobal).__rwbLoader?.boot;
  const script = boot?.script ?? document.querySelector<HTMLScriptElement>('script[src*="elements.js"]');
  return { script, url: boot?.url ?? script?.src };
}

let apiBase: string | undefined;

/** The API the elements will use. */
function api(): string {
  const { script, url } = loader();
  apiBase ??= pageApiBase(script, window, url);
  return apiBase;
}

type SessionRegistry = { session?: { get(): { accessToken: string; expiresAt: number } | null } };

/** The session store's fresh access token once the element chunks run (an element added later). */
function storeToken(): string | null {
  const session = (globalThis as { [GLOBAL_KEY]?: SessionRegistry })[GLOBAL_KEY]?.session?.get();
  return session?.accessToken && !isExpiring(session) ? session.accessToken : null;
}

/**
 * The member's access token: null for a visitor (no hint) or when the cookie was refused (logged
 * out); undefined when the restore failed otherwise (the element then loads as usual).
 */
function memberToken(): Promise<string | null | undefined> {
  const live = storeToken();
  if (live) return Promise.resolve(live);
  if (readMemberHint() === null) return Promise.resolve(null);
  return startRestore(api(), pageClient(loader().script, window)).then(({ status, body }) => {
    const token = (body as { access_token?: unknown } | null)?.access_token;
    if (status === 200 && typeof token === 'string') return token;
    return status === 400 || status === 401 ? null : undefined;
  }, () => undefined);
}

/** Starts the page's restore at once when a member is logged in (the loader's start: beside the chunks' download). */
export function restoreEarly(): void {
  if (readMemberHint() !== null) void memberToken();
}

function requestFirstPaint(el: HTMLElement): void {
  if (firstPaintOf(el) || el.shadowRoot) return;
  const membersOnly = FIRST_PAINT_MEMBERS_ONLY.includes(el.localName);
  if (membersOnly && readMemberHint() === null) return;
  const store = storage();
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
  // The member's token names them (the server reads their id from it, never from this request).
  const answer = memberToken().then(async (token) => {
    if (token === undefined || (token === null && membersOnly)) return {};
    // No cookies are needed, but the default credentials mode keeps the page's open connection in use.
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const painted = res.status === 200 ? ((await res.json()) as Painted) : null;
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
