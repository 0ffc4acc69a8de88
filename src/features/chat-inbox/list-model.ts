import { CHAT_LIMITS } from '@/lib/chat';

/** The chat list's edit mode and search (events spec §4 'Chat state codes', §5 'Messaging'): pure rules. */

export type RemoveKind = 'list' | 'leave' | 'block';

interface EditableChat {
  id: string;
  group_chat: number;
  members: Array<{ profile: { id: number } }>;
}

/** The options for the chosen chats: Remove From List always; Remove and Leave Group with a group chat; Remove and Block with a one-to-one chat. */
export function removeOptions(chosen: readonly EditableChat[]): RemoveKind[] {
  if (!chosen.length) return [];
  const out: RemoveKind[] = ['list'];
  if (chosen.some((c) => c.group_chat)) out.push('leave');
  if (chosen.some((c) => !c.group_chat)) out.push('block');
  return out;
}

/** The other member of a one-to-one chat (null for a group chat, or one whose other member is gone). */
export function otherMember(chat: EditableChat, me: number): number | null {
  if (chat.group_chat) return null;
  return chat.members.find((m) => m.profile.id !== me)?.profile.id ?? null;
}

/**
 * The list after a failed removal: the failed chats back where they were in `before`, the list's
 * other changes since kept (chats that arrived meanwhile stay first).
 */
export function restoreChats<C extends { id: string }>(current: readonly C[], before: readonly C[], failed: readonly string[]): C[] {
  const back = new Set(failed);
  const now = new Map(current.map((c) => [c.id, c]));
  const kept = before.filter((c) => back.has(c.id) || now.has(c.id)).map((c) => now.get(c.id) ?? c);
  const known = new Set(before.map((c) => c.id));
  return [...current.filter((c) => !known.has(c.id)), ...kept];
}

/** The search runs from three characters (not counting blanks at either end). */
export const searchable = (q: string): boolean => [...q.trim()].length >= CHAT_LIMITS.searchMin;

/** Results shown per section before 'See All' (§9). */
export const SEARCH_PREVIEWS = 5;
