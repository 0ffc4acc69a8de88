import type { LiveChatMessage, MessageReaction } from './realtime-types';
import type { Message } from './schemas';

/** A message as the conversation shows it: live, or the member's own on its way (pending) or refused (failed). */
export type SendStatus = 'pending' | 'success' | 'failed';
export interface ShownMessage extends LiveChatMessage {
  status: SendStatus;
  /** Why the server refused the member's message (its 4xx text), shown with 'Message failed to Send'. */
  failReason?: string | null;
}

/** The default reactions offered (§9: a set of five; ours). */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢'] as const;
/** The reaction row shows this many, then '...' (§9). */
export const REACTION_ROW_MAX = 5;
/** A touch held this long opens the reactions (§9). */
export const LONG_PRESS_MS = 500;
/** A sought message stays highlighted this long (§9). */
export const SEEK_HIGHLIGHT_MS = 3000;

/** The reactions with the member's own `emoji` added or taken back (optimistic). */
export function withReaction(list: readonly MessageReaction[], emoji: string, add: boolean): MessageReaction[] {
  const at = list.findIndex((r) => r.emoji === emoji);
  const old = at >= 0 ? list[at] : null;
  if (add) {
    if (old?.mine) return [...list];
    return old ? list.map((r, i) => (i === at ? { ...r, count: r.count + 1, mine: true } : r)) : [...list, { emoji, count: 1, mine: true }];
  }
  if (!old?.mine) return [...list];
  return old.count <= 1 ? list.filter((_, i) => i !== at) : list.map((r, i) => (i === at ? { ...r, count: r.count - 1, mine: false } : r));
}

/** The product API's emoji_reactions (emoji → ids) as reactions, in `order`'s order first (no reshuffling). */
export function reactionsFromApi(emojiReactions: Record<string, number[]>, me: number, order: readonly MessageReaction[] = []): MessageReaction[] {
  const entries = Object.entries(emojiReactions).filter(([, ids]) => ids.length > 0);
  const rank = (emoji: string) => {
    const i = order.findIndex((r) => r.emoji === emoji);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  entries.sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([emoji, ids]) => ({ emoji, count: ids.length, mine: ids.includes(me) }));
}

/** What an answer of the product API (edit, delete, reaction) changes in a shown message. */
export function patchFromApi(saved: Message, me: number, current: LiveChatMessage): Partial<LiveChatMessage> {
  return {
    text: saved.deleted ? '' : saved.text,
    deleted: saved.deleted,
    edited: saved.edited,
    images: saved.deleted ? [] : saved.images,
    reactions: reactionsFromApi(saved.emoji_reactions, me, current.reactions),
  };
}

/** A message of the product API (GET api/v1/channels/{id}/messages) as the conversation shows it: polling while the socket is down. */
export function liveFromApi(m: Message, me: number): LiveChatMessage {
  const reply = m.reply_message;
  return {
    id: m.id,
    text: m.deleted ? '' : m.text,
    userId: String(m.profile_id),
    userName: m.sender ?? '',
    created: m.created,
    deleted: m.deleted,
    images: m.deleted ? [] : m.images,
    edited: m.edited,
    userDeleted: m.sender_deleted,
    reactions: reactionsFromApi(m.emoji_reactions, me),
    quote: reply ? { id: reply.id, text: reply.text, userId: reply.profile_id == null ? '' : String(reply.profile_id), userName: reply.sender ?? '', deleted: reply.deleted } : null,
  };
}
