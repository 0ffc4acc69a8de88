/**
 * Links in post, comment and reply text (events spec §2 'link preview', §5 'The link preview uses the
 * last link in the text'): find http(s) links (and 'www.' ones, read as https://), trim the sentence's
 * punctuation and closing brackets or quotes that are not part of the link, split text into segments
 * so links render as React text and anchors (never HTML), and tell links to our own site (same tab)
 * from others (new tab). Pure.
 */

// A link starts with http(s):// or with 'www.' that is not inside a word, an address or a path.
const LINK = /\bhttps?:\/\/[^\s<>"]+|(?<![\w@./:-])www\.[^\s<>"]+/giu;

const TRAILING_PUNCTUATION = '.,;:!?';
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const CLOSING_QUOTES = '\'"”’»';

const count = (s: string, ch: string) => s.split(ch).length - 1;

/** Drops trailing punctuation, unbalanced closing brackets and closing quotes. */
function trimEnd(raw: string): string {
  let s = raw;
  for (;;) {
    const last = s[s.length - 1];
    if (last === undefined) return s;
    if (TRAILING_PUNCTUATION.includes(last) || CLOSING_QUOTES.includes(last)) s = s.slice(0, -1);
    else if (PAIRS[last] && count(s, last) > count(s, PAIRS[last])) s = s.slice(0, -1);
    else return s;
  }
}

/** The link's address: 'www.…' gets https://. */
export function linkHref(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

export interface LinkMatch {
  /** As written in the text. */
  text: string;
  href: string;
  start: number;
  end: number;
}

/** Every link in the text, in order. A bare scheme or 'www.' with nothing after it is not a link. */
export function findLinks(text: string): LinkMatch[] {
  const out: LinkMatch[] = [];
  for (const m of text.matchAll(LINK)) {
    const written = trimEnd(m[0]);
    const host = written.replace(/^https?:\/\/|^www\./i, '');
    if (!/^[\p{L}\p{N}]/u.test(host)) continue;
    const start = m.index ?? 0;
    out.push({ text: written, href: linkHref(written), start, end: start + written.length });
  }
  return out;
}

/** The last link in the text (for the link preview), as an address; null when there is none. */
export function lastLink(text: string): string | null {
  const links = findLinks(text);
  return links.length ? links[links.length - 1].href : null;
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The text cut into plain text and link segments, in order (no empty segments). */
export function splitLinks(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  for (const link of findLinks(text)) {
    if (link.start > at) out.push({ kind: 'text', text: text.slice(at, link.start) });
    out.push({ kind: 'link', text: link.text, href: link.href });
    at = link.end;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

/**
 * Is the link on our own site (the page's origin or the API's)? Then it opens in the same tab;
 * others open in a new one. `apiBase` may be relative to the page. Unreadable links are not ours.
 */
export function isOwnHost(href: string, pageOrigin: string, apiBase: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const origins = new Set<string>();
  for (const base of [pageOrigin, apiBase]) {
    try {
      origins.add(new URL(base, pageOrigin).origin);
    } catch {
      // not a usable origin
    }
  }
  return origins.has(url.origin);
}
