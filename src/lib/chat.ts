/**
 * Chat's facts shared by the client (chat-inbox) and the server (server/chat/, routes channels.ts and
 * messages.ts): limits, state codes and the spec's exact texts (events spec §4 'Chat state codes',
 * §5 'Messaging', §8 'Chat', §9 'Messaging'; accounts spec §8 'Messaging refusals'), and the pure
 * rules both sides apply (the unread rule, '@#id' tags, the display name of a member). No imports.
 */

/** The chat SDK's API key for our realtime gateway (public and fixed: the token authenticates). */
export const CHAT_API_KEY = 'rwb-chat';
/** Where the SDK's base URL points on the API server (server/realtime). */
export const CHAT_BASE = '/chat';

export const CHAT_LIMITS = {
  /** Message text, counted as the client's 'n/475'. */
  textMax: 475,
  /** Images per message. */
  mediaMax: 5,
  /** Members besides the creator when creating or adding ('Cannot add more members.'). */
  othersMax: 25,
  /** Members of a group chat in all (settings show 'n/26'). */
  membersMax: 26,
  /** Message and chat search: at least this many characters. */
  searchMin: 3,
  /** A group chat's custom name. */
  nameMax: 100,
  /** Emoji reaction length (one emoji may be several code points). */
  emojiMax: 32,
  /** Messages per page (default) and at most. */
  pageSize: 25,
  pageMax: 100,
  /** Failed reconnect attempts of the socket before the inbox falls back to polling (§9). */
  reconnectAttempts: 3,
  /** While the socket is down: the chat list is read again this often (§9 'chat list poll 2 s')… */
  listPollMs: 2_000,
  /** …and an open chat's latest messages this often (§9 'channel poll 30 s'). */
  channelPollMs: 30_000,
} as const;

/** A member's state in a chat (§4). */
export const CHAT_STATES = ['actv', 'mute', 'left', 'rmvd'] as const;
export type ChatState = (typeof CHAT_STATES)[number];
/** A member's role: 'mmbr', or 'admn' for the group chat's creator. */
export const CHAT_ROLES = ['mmbr', 'admn'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
/** Reasons offered when reporting a message or a chat (events spec §3 'Report'). */
export const CHAT_REPORT_REASONS = ['Harassment', 'Spam', 'Inappropriate Content'] as const;

export const CHAT_TEXTS = {
  blocked: 'You cannot message blocked users.',
  anonymous: 'Anonymous users do not have access to messages.',
  deactivated: 'This chat has been deactivated.',
  tooManyMembers: 'Cannot add more members.',
  searchMin: 'Please enter three or more characters to search',
  tooManyImages: 'Maximum numbers of images for this message has been reached. Please ensure you have no more than 5 images selected.',
  tooManyImagesTotal: 'Maximum numbers of images for this message has been reached.',
  imagesUnreadable: 'One or more of the images selected could not be added.',
  created: 'New channel created.',
  exists: 'Channel exists.',
  leaveConfirm: 'Are you sure you want to leave this chat?',
  failedToSend: 'Message failed to Send',
  emptyList: 'Start Messaging',
  emptyListHint: 'Your chats will appear here',
  disabledTitle: 'Messaging Disabled',
  // Ours (the spec gives no text): server answers the client may show as they are.
  textTooLong: 'A message can have at most 475 characters.',
  empty: 'Unable to send an empty message.',
  notMember: 'You are not a member of this chat.',
  channelMissing: 'This chat does not exist.',
  messageMissing: 'This message does not exist.',
  messageDeleted: 'This message was deleted.',
  ownMessagesOnly: 'You can only change your own messages.',
  ownMembershipOnly: 'You can only change your own membership.',
  oneToOneNeedsOne: 'A one-to-one chat needs exactly one other member.',
  groupNeedsMembers: 'Add at least one member.',
  notGroup: 'Only a group chat can be renamed or have members added.',
  memberMissing: 'This member does not exist.',
  idInUse: 'This message id is already in use.',
  replyMissing: 'The message you reply to is not in this chat.',
  notOurImage: 'This image was not uploaded for a message by you.',
  reasonRequired: 'Choose a reason: Harassment, Spam or Inappropriate Content.',
  blockedName: 'Blocked',
  deletedName: 'Deleted Member',
} as const;

/** The counter under the composer: 'n/475'. */
export const chatCounter = (text: string): string => `${[...text].length}/${CHAT_LIMITS.textMax}`;

/** '@#{id}' tags in a message's text, as member ids (deduplicated, in order). */
export function chatTags(text: string): number[] {
  const ids: number[] = [];
  for (const m of text.matchAll(/@#(\d{1,9})\b/g)) {
    const id = Number(m[1]);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The tag the composer inserts for a member. */
export const chatTag = (id: number): string => `@#${id}`;

/**
 * The unread rule (§4): a latest message exists and the member's last seen message is older than
 * it (or there is none), and the member has not left or removed the chat. Messages are compared by
 * their order in the chat (`seq`).
 */
export function chatUnread(state: ChatState, latestSeq: number | null, lastSeenSeq: number | null): boolean {
  if (state === 'left' || state === 'rmvd' || latestSeq === null) return false;
  return lastSeenSeq === null || lastSeenSeq < latestSeq;
}

/** How a member is named in a chat: 'Blocked' when the viewer blocked them, 'Deleted Member' when deleted or anonymous. */
export function chatMemberName(m: { first_name: string; last_name: string; blocked: boolean; deleted: boolean }): string {
  if (m.deleted) return CHAT_TEXTS.deletedName;
  if (m.blocked) return CHAT_TEXTS.blockedName;
  return `${m.first_name} ${m.last_name}`.trim();
}

/** The short form in a group chat's shown name (first names). */
export function chatMemberShortName(m: { first_name: string; last_name: string; blocked: boolean; deleted: boolean }): string {
  if (m.deleted) return CHAT_TEXTS.deletedName;
  if (m.blocked) return CHAT_TEXTS.blockedName;
  return m.first_name.trim() || m.last_name.trim();
}
