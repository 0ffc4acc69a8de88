/**
 * @mentions in the post, comment and reply composers (events spec §2 Post composer, §3 Post payload
 * 'tagged, tag_everyone', §5 Mentions). Pure text rules:
 * - the active query: '@' at the start or after whitespace, up to the caret, with no whitespace in
 *   between (the query stops at a space or newline);
 * - the visible format of a mention is '@First Last' (the member's display name, followed by one
 *   space when inserted); the member ids travel beside the text in `tagged`;
 * - a tag lasts as long as its '@First Last' is still in the text (deleting or altering the token
 *   drops the tag); two tagged members with the same name share one token;
 * - '@everyone' is a special token: it sets `tag_everyone` instead of a member id.
 */
import { hasToken, type MentionQuery } from '@/lib/mention-text';
import { composerLabels } from '../messages';

export const EVERYONE = 'everyone';
export const EVERYONE_TOKEN = '@everyone';

// The text rules shared with the chat's composer: src/lib/mention-text.ts.
export { activeMention, hasToken, type MentionQuery } from '@/lib/mention-text';

export interface MentionMember {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
}

/** A tagged member: id and the name its token shows. */
export interface Tag {
  id: number;
  name: string;
}

export type MentionTarget = { kind: 'member'; member: MentionMember } | { kind: 'everyone' };

/** 'First Last' (either part may be missing; 'Member' when both are). */
export function mentionName(member: MentionMember): string {
  const name = [member.first_name, member.last_name].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return name || composerLabels.unnamedMember;
}

/** The token a target shows in the text. */
export function mentionToken(target: MentionTarget): string {
  return target.kind === 'everyone' ? EVERYONE_TOKEN : `@${mentionName(target.member)}`;
}

export interface MentionInsert {
  text: string;
  /** Caret after the inserted token and its space. */
  caret: number;
  tags: Tag[];
}

/**
 * Replaces the active query (from `range.start` to `caret`) with the chosen token and one space, and
 * adds the member to `tags` (once per id). '@everyone' adds no tag (it is `tag_everyone`).
 */
export function insertMention(text: string, range: MentionQuery, caret: number, target: MentionTarget, tags: readonly Tag[] = []): MentionInsert {
  const end = Math.max(range.start, Math.min(caret, text.length));
  const token = mentionToken(target);
  const after = text.slice(end);
  const spacer = after.startsWith(' ') ? '' : ' ';
  const inserted = `${token}${spacer}`;
  const next = text.slice(0, range.start) + inserted + after;
  const nextTags = tags.filter((t) => target.kind !== 'member' || t.id !== target.member.id);
  if (target.kind === 'member') nextTags.push({ id: target.member.id, name: mentionName(target.member) });
  return { text: next, caret: range.start + inserted.length + (spacer ? 0 : 1), tags: nextTags };
}

/** The tags whose '@Name' is still in the text (edits that remove or alter a mention drop its tag). */
export function syncTags(text: string, tags: readonly Tag[]): Tag[] {
  const seen = new Set<number>();
  return tags.filter((t) => {
    if (seen.has(t.id) || !hasToken(text, `@${t.name}`)) return false;
    seen.add(t.id);
    return true;
  });
}

/** The payload's `tagged` (member ids) and `tag_everyone`; '@everyone' counts only for `mayTagEveryone`. */
export function mentionPayload(text: string, tags: readonly Tag[], mayTagEveryone: boolean): { tagged: number[]; tag_everyone: boolean } {
  return {
    tagged: syncTags(text, tags).map((t) => t.id),
    tag_everyone: mayTagEveryone && hasToken(text, EVERYONE_TOKEN),
  };
}

/** Offer '@everyone' among the suggestions when allowed and the query is a prefix of 'everyone'. */
export function offersEveryone(query: string, mayTagEveryone: boolean): boolean {
  return mayTagEveryone && EVERYONE.startsWith(query.trim().toLowerCase());
}

/** The tags of a post or comment being edited: its tagged members whose tokens are in its text. */
export function tagsFromTagged(text: string, tagged: readonly MentionMember[] | null | undefined): Tag[] {
  return syncTags(
    text,
    (tagged ?? []).map((m) => ({ id: m.id, name: mentionName(m) })),
  );
}
