/**
 * The link-preview parser: a small tag and attribute scanner (HTML tokenizer rules for comments,
 * doctype, quoted and unquoted attribute values, raw-text elements whose content is never markup)
 * that reads the page's `<meta>` tags and first `<title>`, then picks the preview's title,
 * description and image (Open Graph, then Twitter cards, then `<title>` / meta description).
 * Values come back as plain text: entities decoded, control characters dropped, whitespace collapsed,
 * bounded in length. Markup inside a value stays literal text; callers render it as text.
 */
import { decodeEntities } from './entities';

export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 1000;
export const IMAGE_URL_MAX = 2048;

export interface PageSummary {
  title: string | null;
  description: string | null;
  /** Absolute http(s) URL, resolved against the page's final URL. */
  image_url: string | null;
}

interface ScannedPage {
  /** Lower-case `property`/`name` → first `content` seen. */
  meta: Map<string, string>;
  title: string | null;
  /** `<link rel="image_src" href>`. */
  imageSrc: string | null;
}

/** Elements whose content is text up to their end tag, never tags. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'title']);
const SPACE = /[\t\n\f\r ]/;

/** Index just past the end tag `</name` (… `>`) starting from `from`, and the text before it. */
function rawTextUntil(html: string, name: string, from: number): { text: string; next: number } {
  const end = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  end.lastIndex = from;
  const m = end.exec(html);
  if (!m) return { text: html.slice(from), next: html.length };
  const close = html.indexOf('>', m.index);
  return { text: html.slice(from, m.index), next: close < 0 ? html.length : close + 1 };
}

/** Reads a start tag's attributes from `i` (just after the name); first occurrence of a name wins. */
function readAttributes(html: string, i: number): { attrs: Map<string, string>; next: number } {
  const attrs = new Map<string, string>();
  const n = html.length;
  while (i < n) {
    while (i < n && (SPACE.test(html[i]) || html[i] === '/')) i++;
    if (i >= n || html[i] === '>') return { attrs, next: i + 1 };
    const nameStart = i;
    i++; // an attribute name may start with '='
    while (i < n && !SPACE.test(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < n && SPACE.test(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && SPACE.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close < 0 ? n : close);
        i = close < 0 ? n : close + 1;
      } else {
        const start = i;
        while (i < n && !SPACE.test(html[i]) && html[i] !== '>') i++;
        value = html.slice(start, i);
      }
    }
    if (!attrs.has(name)) attrs.set(name, decodeEntities(value));
  }
  return { attrs, next: n };
}

/** One pass over the document collecting meta tags, the first title and image_src. */
export function scanPage(html: string): ScannedPage {
  const page: ScannedPage = { meta: new Map(), title: null, imageSrc: null };
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt + 1 >= n) break;
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
    } else if (next === '!' || next === '?' || next === '/') {
      // doctype, CDATA, processing instruction or end tag: nothing to read
      const end = html.indexOf('>', lt + 2);
      i = end < 0 ? n : end + 1;
    } else if (/[A-Za-z]/.test(next)) {
      let j = lt + 1;
      while (j < n && !SPACE.test(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
      const tag = html.slice(lt + 1, j).toLowerCase();
      const { attrs, next: after } = readAttributes(html, j);
      i = after;
      if (tag === 'meta') {
        const key = (attrs.get('property') ?? attrs.get('name') ?? '').trim().toLowerCase();
        const content = attrs.get('content');
        if (key && content !== undefined && !page.meta.has(key)) page.meta.set(key, content);
      } else if (tag === 'link' && page.imageSrc === null && (attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('image_src')) {
        page.imageSrc = attrs.get('href') ?? null;
      } else if (RAW_TEXT.has(tag)) {
        const raw = rawTextUntil(html, tag, i);
        if (tag === 'title' && page.title === null) page.title = decodeEntities(raw.text);
        i = raw.next;
      }
    } else {
      i = lt + 1;
    }
  }
  return page;
}

// C0 and C1 controls, DEL, bidi overrides/isolates, line/paragraph separators, BOM.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Plain one-line text of at most `max` characters (code points), or null when empty. */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (value == null) return null;
  const text = value.replace(UNPRINTABLE, '').replace(/\s+/gu, ' ').trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/** An absolute http(s) URL for `value` against `base`, or null. */
export function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    const href = url.href;
    return href.length <= IMAGE_URL_MAX ? href : null;
  } catch {
    return null;
  }
}

const first = (meta: Map<string, string>, keys: readonly string[], max: number) => {
  for (const key of keys) {
    const text = cleanText(meta.get(key), max);
    if (text) return text;
  }
  return null;
};

/** The preview of an HTML document fetched from `pageUrl` (its final URL after redirects). */
export function summarizePage(html: string, pageUrl: string): PageSummary {
  const { meta, title, imageSrc } = scanPage(html);
  let image_url: string | null = null;
  for (const candidate of [...['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'].map((k) => meta.get(k)), imageSrc]) {
    image_url = absoluteHttpUrl(candidate, pageUrl);
    if (image_url) break;
  }
  return {
    title: first(meta, ['og:title', 'twitter:title'], TITLE_MAX) ?? cleanText(title, TITLE_MAX),
    description: first(meta, ['og:description', 'twitter:description', 'description'], DESCRIPTION_MAX),
    image_url,
  };
}
