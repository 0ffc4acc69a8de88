/**
 * @mentions typed in a text box (events spec §5 Mentions, Messaging 'Tagging'), shared by the feed's
 * and the chat's composers. Pure text rules:
 * - the active query: '@' at the start or after whitespace, up to the caret, with no whitespace in
 *   between (the query stops at a space or newline);
 * - a chosen member replaces the query with their token ('@First Last') and one space;
 * - a token counts as long as it is in the text whole (not followed by a letter, digit or '_').
 */

export interface MentionQuery {
  /** Index of the '@'. */
  start: number;
  /** What was typed after '@' up to the caret. */
  query: string;
}

/** The @mention being typed at `caret`, or null. */
export function activeMention(text: string, caret: number): MentionQuery | null {
  const end = Math.max(0, Math.min(caret, text.length));
  for (let i = end - 1; i >= 0; i--) {
    const ch = text[i];
    if (/\s/.test(ch)) return null;
    if (ch === '@') {
      if (i > 0 && !/\s/.test(text[i - 1])) return null;
      return { start: i, query: text.slice(i + 1, end) };
    }
  }
  return null;
}

/** Replaces the active query (from `range.start` to `caret`) with `token` and one space; the caret goes after them. */
export function replaceMention(text: string, range: MentionQuery, caret: number, token: string): { text: string; caret: number } {
  const end = Math.max(range.start, Math.min(caret, text.length));
  const after = text.slice(end);
  const spacer = after.startsWith(' ') ? '' : ' ';
  const inserted = `${token}${spacer}`;
  return { text: text.slice(0, range.start) + inserted + after, caret: range.start + inserted.length + (spacer ? 0 : 1) };
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of `token` as a whole mention: at the start or after whitespace, not followed by a letter, digit or '_'. */
export const tokenPattern = (token: string, flags = 'u') => new RegExp(`(^|\\s)${escapeRegExp(token)}(?![\\p{L}\\p{N}_])`, flags);

/** Is `token` in the text as a whole mention? */
export function hasToken(text: string, token: string): boolean {
  return tokenPattern(token).test(text);
}
