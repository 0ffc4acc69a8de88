/** The chat's live side as the inbox sees it (realtime.ts picks the implementation; realtime-stream.ts wraps the SDK). */

/** A message as the conversation shows it. */
export interface LiveChatMessage {
  id: string;
  text: string;
  userId: string;
  userName: string;
  created: string;
  deleted: boolean;
  /** The image attachments' URLs (at most 5). */
  images: string[];
  /** The text was edited ('Edited'). */
  edited?: boolean;
  /** The sender is deleted or anonymous ('Deleted Member'): no reactions or replies to them. */
  userDeleted?: boolean;
  /** Emoji reactions in the order they first came: how many, and whether one is the member's. */
  reactions?: MessageReaction[];
  /** The message this one replies to. */
  quote?: QuotedMessage | null;
}

export interface MessageReaction {
  emoji: string;
  count: number;
  mine: boolean;
}

export interface QuotedMessage {
  id: string;
  text: string;
  userId: string;
  userName: string;
  deleted: boolean;
}

/** An event of the socket the inbox reacts to. */
export interface ChatEvent {
  type: string;
  /** The chat's id (the SDK's cid without 'messaging:'). */
  chatId: string | null;
  message?: LiveChatMessage;
}

/**
 * The socket as the inbox sees it: 'live'; 'reconnecting' (dropped: the SDK tries again by itself);
 * 'down' once CHAT_LIMITS.reconnectAttempts attempts in a row failed (the inbox polls the product
 * API until the socket is back, §9).
 */
export type ChatLink = 'live' | 'reconnecting' | 'down';

/** One chat being watched (the conversation). */
export interface ChatRoom {
  /** Starts watching; the first page of messages (oldest first) and whether the chat is deactivated. */
  watch(limit: number): Promise<{ messages: LiveChatMessage[]; disabled: boolean }>;
  /** Messages before `beforeId` (oldest first). */
  older(beforeId: string, limit: number): Promise<LiveChatMessage[]>;
  /** The page around message `id` (it included; oldest first). */
  around(id: string, limit: number): Promise<LiveChatMessage[]>;
  /** The chat's message events (new, updated, deleted) and reaction events (new, deleted); returns the unsubscribe. */
  onMessage(cb: (event: ChatEvent) => void): () => void;
  /**
   * After the socket came back: the chat's latest messages as the SDK recovered them (it sends no
   * events for what arrived meanwhile); returns the unsubscribe.
   */
  onRecovered(cb: (messages: LiveChatMessage[]) => void): () => void;
  markRead(): Promise<void>;
  stopWatching(): Promise<void>;
}

/** A member's connection. */
export interface ChatConnection {
  readonly userId: number;
  /** Every event of the connection; returns the unsubscribe. */
  onEvent(cb: (event: ChatEvent) => void): () => void;
  room(chatId: string): ChatRoom;
  /** The socket's state now, and its changes (returns the unsubscribe). */
  link(): ChatLink;
  onLink(cb: (link: ChatLink) => void): () => void;
  /**
   * The member's unread chat messages over all their chats (the Messages dot): the count the socket
   * gave at connect, then each event carrying `total_unread_count` (a new message, their own read,
   * added to or removed from a chat, a chat removed from their list; on every tab of theirs).
   */
  unreadTotal(): number;
  /** Each change of `unreadTotal()`; returns the unsubscribe. */
  onUnreadTotal(cb: (total: number) => void): () => void;
  /**
   * A notification was created for the member (the socket's `notification.new`), or the socket came
   * back after a drop (one may have been missed meanwhile): time to check the unseen count again.
   * Returns the unsubscribe.
   */
  onNotification(cb: () => void): () => void;
  disconnect(): Promise<void>;
}

export interface ConnectOptions {
  userId: number;
  /** The realtime base URL (`${apiBase}/chat`). */
  baseURL: string;
  token: () => Promise<string>;
}

export type ChatConnector = (options: ConnectOptions) => Promise<ChatConnection>;
