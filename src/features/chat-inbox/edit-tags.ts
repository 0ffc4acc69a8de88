/**
 * Editing a message with tags (§5 Messaging 'Tagging'): the edit box shows each '@#{id}' tag as
 * '@First Last' (as the chat names the member) and the text saved has them back as '@#{id}'.
 * A tag stays a tag while its '@First Last' is whole in the text (mentions.ts liveTags/encodeTags);
 * a tag that cannot be named safely (a member the chat does not know, two members of one name, not
 * after a space) stays '@#{id}' in the box, so it is saved unchanged.
 */
import { encodeTags, type ChatTagEntry } from './mentions';

export interface EditableText {
  /** The text as the edit box shows it. */
  text: string;
  /** The tags named in it, to encode back on saving. */
  tags: ChatTagEntry[];
}

/** The message's text for the edit box: its tags named '@First Last'. */
export function decodeTags(text: string, names: ReadonlyMap<number, string>): EditableText {
  const count = new Map<string, number>();
  for (const name of names.values()) count.set(name, (count.get(name) ?? 0) + 1);
  const tags = new Map<number, ChatTagEntry>();
  const shown = text.replace(/(^|\s)@#(\d{1,9})\b/g, (whole, lead: string, digits: string) => {
    const id = Number(digits);
    const name = names.get(id);
    if (!name || count.get(name) !== 1) return whole;
    tags.set(id, { id, name });
    return `${lead}@${name}`;
  });
  return { text: shown, tags: [...tags.values()] };
}

/** The edited text to save: the named tags still whole back to '@#{id}'. */
export const encodeEdit = (text: string, tags: readonly ChatTagEntry[]): string => encodeTags(text, tags);
