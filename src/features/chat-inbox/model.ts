import { CHAT_LIMITS, chatCounter } from '@/lib/chat';
import { chatTime, formatTime, type DateInput } from '@/lib/dates';

/** The element's sub-pages in the URL hash: `#/messages/chats` (new chat), `#/messages/chats/{id}`. */
export const CHAT_HASH_PREFIX = '/messages/';

/** In the standalone shell: the hash view a route path names ('/messages/chats/{id}' → 'chats/{id}'). */
export const chatViewFromPath = (path: string): string | null =>
  path.startsWith(CHAT_HASH_PREFIX) ? path.slice(CHAT_HASH_PREFIX.length).replace(/\/+$/, '') || null : null;
export type ChatView = { kind: 'list' } | { kind: 'new' } | { kind: 'chat'; id: string; messageId?: string } | { kind: 'settings'; id: string } | { kind: 'search' };

/** The hash view of the search page (§2 /messages/search). */
export const SEARCH_VIEW = 'search';

/** The sub-page a hash view names ('chats', 'chats/{id}', 'chats/{id}?m={messageId}' (opened at that message), 'chats/{id}/settings'; anything else: the list). */
export function chatViewOf(view: string | null): ChatView {
  if (view === 'chats') return { kind: 'new' };
  if (view === SEARCH_VIEW) return { kind: 'search' };
  const m = view?.match(/^chats\/([A-Za-z0-9_-]{1,64})(?:(\/settings)|\?m=([A-Za-z0-9_-]{1,64}))?$/);
  if (!m) return { kind: 'list' };
  if (m[2]) return { kind: 'settings', id: m[1] };
  return m[3] ? { kind: 'chat', id: m[1], messageId: m[3] } : { kind: 'chat', id: m[1] };
}

/** The id part of a conversation's view opened at one of its messages (chatViewName of it: 'chats/{id}?m={messageId}'). */
export const chatAtMessage = (id: string, messageId: string) => `${id}?m=${messageId}`;

/** The hash view of a conversation. */
export const chatViewName = (id: string) => `chats/${id}`;

/** The hash view of a chat's settings (§2 'Chat Settings'). */
export const chatSettingsViewName = (id: string) => `chats/${id}/settings`;

/** A group chat's new name to send, trimmed; null when there is nothing to send (blank is ignored, §5; or unchanged). */
export function newGroupName(input: string, current: string | null | undefined): string | null {
  const name = input.trim();
  if (!name || name.length > CHAT_LIMITS.nameMax || name === (current ?? '').trim()) return null;
  return name;
}

/** The list's time of a latest message: today the time, the six days before the weekday, else MM/DD/YYYY. */
export function listTime(date: DateInput, now: DateInput = Date.now()): string {
  return chatTime(date, now);
}

/** A message's time: today the time; before, the list's day (weekday this week, else MM/DD/YYYY) and the time. */
export function messageTime(date: DateInput, now: DateInput = Date.now()): string {
  const day = chatTime(date, now);
  const time = formatTime(date);
  return day === time ? time : `${day} ${time}`;
}

/** The composer's counter, 'n/475'. */
export const counterText = chatCounter;

/** Send is enabled with some text (not only blanks) of at most 475 characters (§5). */
export function canSend(text: string): boolean {
  const n = [...text].length;
  return text.trim() !== '' && n <= CHAT_LIMITS.textMax;
}

/** Over the limit: the counter turns to an error. */
export const overLimit = (text: string): boolean => [...text].length > CHAT_LIMITS.textMax;

/** Members chosen for a new chat: at most 25 others. */
export const canAddMore = (chosen: number): boolean => chosen < CHAT_LIMITS.othersMax;

/** The Stream channel id of a chat ('messaging:{id}' → '{id}'). */
export function chatIdOfCid(cid: string | undefined): string | null {
  if (!cid) return null;
  const i = cid.indexOf(':');
  return i < 0 ? cid : cid.slice(i + 1);
}

export interface LiveMessage {
  id: string;
  text: string;
  userId: string;
  created: string;
}

export interface ListedChat {
  id: string;
  hasUnreadMessage: boolean;
  latest_message?: { id: string; created: string; sender?: string | null; profile_id?: number | null; text: string } | null;
  last_message_at?: string | null;
}

/**
 * A new message in a listed chat (§4's unread rule, live): its preview, and unread unless it is the
 * member's own or the chat is open now. Returns null when the chat is not in the list (reload it).
 */
export function withNewMessage<C extends ListedChat>(chats: C[], chatId: string, m: LiveMessage, senderName: string, me: number, openId: string | null): C[] | null {
  const at = chats.findIndex((c) => c.id === chatId);
  if (at < 0) return null;
  const old = chats[at];
  const own = m.userId === String(me);
  const next: C = {
    ...old,
    latest_message: { id: m.id, created: m.created, sender: senderName, profile_id: Number(m.userId), text: m.text },
    last_message_at: m.created,
    hasUnreadMessage: own || openId === chatId ? false : true,
  };
  return [next, ...chats.slice(0, at), ...chats.slice(at + 1)];
}

/** The chat marked read (opened). */
export function withRead<C extends ListedChat>(chats: C[], chatId: string): C[] {
  return chats.map((c) => (c.id === chatId && c.hasUnreadMessage ? { ...c, hasUnreadMessage: false } : c));
}
