/**
 * Tagging in a chat message (events spec §5 Messaging 'Tagging': '@' opens a member list filtered
 * by name prefix, excluding the current user and blocked users; tags are sent as '@#' plus the
 * member id). Pure rules:
 * - the composer shows a chosen member as '@First Last' and remembers the tag; a tag lasts as long
 *   as its '@First Last' is still whole in the text (src/lib/mention-text.ts);
 * - the text sent has each remembered '@First Last' replaced by '@#{id}' (src/lib/chat.ts chatTag);
 * - a message's text is shown in parts: plain text and tags named '@First Last' from the chat's
 *   members ('Blocked', 'Deleted Member' as the chat names them; '@Member' when not known).
 */
import { chatTag } from '@/lib/chat';
import { hasToken, replaceMention, tokenPattern, type MentionQuery } from '@/lib/mention-text';
import { composerTexts } from './messages';
import type { Channel } from './schemas';

export interface MentionPerson {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  profile_photo_url?: string | null;
}

/** A tag in the composer: the member and the name their token shows. */
export interface ChatTagEntry {
  id: number;
  name: string;
}

/** 'First Last' (either part may be missing; 'Member' when both are). */
export function personName(p: MentionPerson): string {
  const name = [p.first_name, p.last_name].map((s) => (s ?? '').trim()).filter(Boolean).join(' ');
  return name || composerTexts.unnamedMember;
}

/** Replaces the '@query' being typed with '@First Last ' and remembers the tag (once per member). */
export function insertTag(text: string, range: MentionQuery, caret: number, person: MentionPerson, tags: readonly ChatTagEntry[]): { text: string; caret: number; tags: ChatTagEntry[] } {
  const name = personName(person);
  const next = replaceMention(text, range, caret, `@${name}`);
  return { ...next, tags: [...tags.filter((t) => t.id !== person.id), { id: person.id, name }] };
}

/** The tags whose '@First Last' is still whole in the text (editing a token drops its tag). */
export function liveTags(text: string, tags: readonly ChatTagEntry[]): ChatTagEntry[] {
  const seen = new Set<number>();
  return tags.filter((t) => {
    if (seen.has(t.id) || !hasToken(text, `@${t.name}`)) return false;
    seen.add(t.id);
    return true;
  });
}

/** The text as sent: every remembered '@First Last' becomes '@#{id}' (longer names first, so '@Ann Lee' wins over '@Ann'). */
export function encodeTags(text: string, tags: readonly ChatTagEntry[]): string {
  const ordered = [...liveTags(text, tags)].sort((a, b) => b.name.length - a.name.length);
  return ordered.reduce((out, t) => out.replace(tokenPattern(`@${t.name}`, 'gu'), (_m, lead: string) => `${lead}${chatTag(t.id)}`), text);
}

interface ChannelExtras {
  members?: Array<{ profile?: MentionPerson; channel_display_name?: unknown }>;
  taggableMembers?: unknown;
  allMemberProfiles?: unknown;
}

const profilesIn = (value: unknown): MentionPerson[] =>
  Array.isArray(value) ? value.filter((p): p is MentionPerson => !!p && typeof p === 'object' && typeof (p as MentionPerson).id === 'number') : [];

/**
 * The chat's names for its members: as the chat shows them ('First Last', 'Blocked', 'Deleted
 * Member'), then members who left (their profile's name).
 */
export function memberNames(chat: Channel | undefined): Map<number, string> {
  const names = new Map<number, string>();
  if (!chat) return names;
  const c = chat as Channel & ChannelExtras;
  for (const m of c.members ?? []) {
    if (!m.profile) continue;
    names.set(m.profile.id, typeof m.channel_display_name === 'string' && m.channel_display_name ? m.channel_display_name : personName(m.profile));
  }
  for (const p of profilesIn(c.allMemberProfiles)) if (!names.has(p.id)) names.set(p.id, personName(p));
  return names;
}

/** The members one may tag in this chat as the server marks them (`taggableMembers`: others, not blocked, not deleted); null when unknown. */
export function taggableIds(chat: Channel | undefined): Set<number> | null {
  const list = (chat as (Channel & ChannelExtras) | undefined)?.taggableMembers;
  if (!Array.isArray(list)) return null;
  return new Set(list.map((m: { profile?: { id?: unknown } }) => m?.profile?.id).filter((id): id is number => typeof id === 'number'));
}

/** The search's members one may tag: never oneself; only the chat's taggable members when the chat says which. */
export function tagSuggestions<T extends { id: number }>(found: readonly T[], me: number | null, taggable: Set<number> | null): T[] {
  return found.filter((m) => m.id !== me && (taggable === null || taggable.has(m.id)));
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'tag'; id: number; label: string };

/** A message's text in parts: the '@#{id}' tags named '@First Last' (unknown members '@Member'). */
export function splitTags(text: string, names: ReadonlyMap<number, string>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(/@#(\d{1,9})\b/g)) {
    const id = Number(m[1]);
    if (!(id > 0)) continue;
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push({ kind: 'tag', id, label: `@${names.get(id) ?? composerTexts.unnamedMember}` });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
